import {
  type ResearchProject,
  type ResearchRecord,
  type ResearchStatus,
  researchDaysRemaining,
} from '@holdfast/engine';
import { useCampaignSession } from '../../session/campaign-session';
import { fillTemplate } from '../../theme/template';
import { useTheme } from '../../theme/use-theme';
import { resourceList } from '../../ui/facility-text';
import { daysText, progressPercent, projectText, statusTag } from '../../ui/research-text';
import styles from './ResearchCard.module.css';

interface ResearchCardProps {
  project: ResearchProject;
  status: ResearchStatus;
  record: ResearchRecord | undefined;
  selected: boolean;
  onSelect: () => void;
}

/** A project's status as a small tag, on its card and in the detail panel. */
export function ResearchStatusTag({ status }: { status: ResearchStatus }) {
  const words = useTheme().researchPanel;
  return (
    <span className={styles.tag} data-status={status}>
      {statusTag(words, status)}
    </span>
  );
}

/**
 * One project card: name, tag, cost and the days it takes at the base's pace (the days left once
 * started; Research Labs shorten both), and a progress bar once it has been started.
 */
export function ResearchCard({ project, status, record, selected, onSelect }: ResearchCardProps) {
  const theme = useTheme();
  const words = theme.researchPanel;
  const { name } = projectText(theme, project);
  const percent = record ? progressPercent(record.progress) : 0;
  const { state } = useCampaignSession();
  const days = record?.completed ? project.durationDays : researchDaysRemaining(state, project.id);
  return (
    <li className={styles.card} data-status={status} aria-label={name}>
      <button type="button" className={styles.button} aria-pressed={selected} onClick={onSelect}>
        <span className={styles.head}>
          <span className={styles.name}>{name}</span>
          <ResearchStatusTag status={status} />
        </span>
        <span className={styles.meta}>
          <span>{resourceList(theme, project.cost)}</span>
          <span>{daysText(words, days, record !== undefined && !record.completed)}</span>
        </span>
        {record && (
          <span
            className={styles.bar}
            role="progressbar"
            aria-label={fillTemplate(words.progressOf, { progress: words.progress, name })}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={percent}
          >
            <span className={styles.fill} style={{ width: `${record.progress}%` }} />
          </span>
        )}
      </button>
    </li>
  );
}

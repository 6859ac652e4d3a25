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

interface ResearchCardProps {
  project: ResearchProject;
  status: ResearchStatus;
  record: ResearchRecord | undefined;
  selected: boolean;
  onSelect: () => void;
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
    <li className="research-card" data-status={status} aria-label={name}>
      <button type="button" className="research-card__button" aria-pressed={selected} onClick={onSelect}>
        <span className="research-card__head">
          <span className="research-card__name">{name}</span>
          <span className="research-card__tag" data-status={status}>
            {statusTag(words, status)}
          </span>
        </span>
        <span className="research-card__meta">
          <span>{resourceList(theme, project.cost)}</span>
          <span>{daysText(words, days, record !== undefined && !record.completed)}</span>
        </span>
        {record && (
          <span
            className="research-bar"
            role="progressbar"
            aria-label={fillTemplate(words.progressOf, { progress: words.progress, name })}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={percent}
          >
            <span className="research-bar__fill" style={{ width: `${record.progress}%` }} />
          </span>
        )}
      </button>
    </li>
  );
}

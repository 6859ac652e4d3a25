import {
  currentResearch,
  RESEARCH_BY_ID,
  type ResearchProject,
  researchDaysRemaining,
  researchRefund,
  researchStatus,
  shortfall,
  startableResearch,
} from '@holdfast/engine';
import { wordBenefits } from '@holdfast/engine/themes';
import clsx from 'clsx';
import { useId, useState } from 'react';
import { useCampaignSession } from '../../session/campaign-session';
import { fillTemplate } from '../../theme/template';
import { useTheme } from '../../theme/use-theme';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { refusalText, resourceList } from '../../ui/facility-text';
import { daysText, progressPercent, projectText, startFailureMessage } from '../../ui/research-text';
import { engineRefusal } from '../../ui/soldier-display';
import { notify } from '../../ui/Toaster';
import { ResearchStatusTag } from './ResearchCard';
import styles from './ResearchDetailPanel.module.css';

interface ResearchDetailPanelProps {
  project: ResearchProject;
  onClose: () => void;
}

/**
 * The bottom detail panel of the selected project (spec §2): START RESEARCH when the engine says it
 * can start now, INSUFFICIENT RESOURCES when only the cost stands in the way, NOT AVAILABLE otherwise,
 * and CANCEL for the current project, confirmed with the refund the engine computes.
 */
export function ResearchDetailPanel({ project, onClose }: ResearchDetailPanelProps) {
  const theme = useTheme();
  const words = theme.researchPanel;
  const { state, dispatch, pending } = useCampaignSession();
  const [confirmingCancel, setConfirmingCancel] = useState(false);
  const { name, description } = projectText(theme, project);
  const status = researchStatus(state, project.id);
  const record = state.research.find((r) => r.projectId === project.id);
  const current = currentResearch(state);
  const isCurrent = current?.projectId === project.id;
  const startable = startableResearch(state).some((p) => p.id === project.id);
  const onlyCostMissing = status === 'available' && current === null && !startable;
  const refund = isCurrent && current ? researchRefund(project, current.progress) : null;
  // Why START is not offered, in the engine's words (issue 14): what is missing, or its refusal.
  const refusal = isCurrent ? null : engineRefusal(state, { type: 'startResearch', projectId: project.id });
  const missing = refusal?.code === 'insufficient_resources' ? shortfall(state.resources, project.cost) : {};
  const reason = refusal && refusalText(theme, theme.facilityPanel.needMore, refusal, missing);
  const reasonId = useId();

  async function start() {
    const result = await dispatch({ type: 'startResearch', projectId: project.id });
    if (!result.ok) notify(startFailureMessage(words, result));
  }

  async function cancel() {
    setConfirmingCancel(false);
    const result = await dispatch({ type: 'cancelResearch' });
    if (!result.ok) notify(result.refused ? result.error : fillTemplate(words.cancelFailed, { message: result.error }));
  }

  const prerequisites = project.prerequisites.map((id) => {
    const prerequisite = RESEARCH_BY_ID.get(id);
    return prerequisite ? projectText(theme, prerequisite).name : id;
  });

  return (
    <section className={clsx('panel', styles.detail)} aria-label={name}>
      <header className="panel-header">
        <div className="name-row">
          <h3 className={styles.name}>{name}</h3>
          <ResearchStatusTag status={status} />
        </div>
        <Button variant="ghost" onClick={onClose} aria-label={words.close}>
          ×
        </Button>
      </header>
      <p className={styles.description}>{description}</p>
      <dl className={styles.facts}>
        <div>
          <dt>{words.cost}</dt>
          <dd>{resourceList(theme, project.cost)}</dd>
        </div>
        <div>
          <dt>{words.duration}</dt>
          <dd>
            {daysText(
              words,
              record?.completed ? project.durationDays : researchDaysRemaining(state, project.id),
              record !== undefined && !record.completed,
            )}
          </dd>
        </div>
        <div>
          <dt>{words.benefits}</dt>
          <dd>{wordBenefits(theme, project.modifiers)}</dd>
        </div>
        {prerequisites.length > 0 && (
          <div>
            <dt>{words.prerequisites}</dt>
            <dd>{prerequisites.join(', ')}</dd>
          </div>
        )}
        {record && (
          <div>
            <dt>{words.progress}</dt>
            <dd>{progressPercent(record.progress)}%</dd>
          </div>
        )}
      </dl>
      <div className={styles.actions}>
        {isCurrent ? (
          <Button variant="danger" onClick={() => setConfirmingCancel(true)} disabled={pending}>
            {words.cancel}
          </Button>
        ) : startable ? (
          <Button variant="primary" onClick={() => void start()} disabled={pending}>
            {words.start}
          </Button>
        ) : (
          <Button disabled aria-describedby={reason ? reasonId : undefined}>
            {onlyCostMissing ? words.insufficient : words.notAvailable}
          </Button>
        )}
        {reason && !startable && (
          <span id={reasonId} className={styles.reason}>
            {reason}
          </span>
        )}
      </div>
      <Dialog
        open={confirmingCancel}
        onOpenChange={setConfirmingCancel}
        title={words.cancelTitle}
        closeLabel={words.close}
      >
        <div className={styles.confirm}>
          <p>{fillTemplate(words.cancelText, { name, refund: refund ? resourceList(theme, refund) : '' })}</p>
          <div className={styles.actions}>
            <Button onClick={() => setConfirmingCancel(false)}>{words.keepResearching}</Button>
            <Button variant="danger" onClick={() => void cancel()}>
              {words.confirmCancel}
            </Button>
          </div>
        </div>
      </Dialog>
    </section>
  );
}

import type { GameState } from '@holdfast/engine';
import clsx from 'clsx';
import { useCampaignSession } from '../../session/campaign-session';
import { useTheme } from '../../theme/use-theme';
import { CampaignCharts } from './CampaignCharts';
import styles from './CampaignLog.module.css';
import { campaignHistory } from './campaign-history';
import { EventTimeline } from './EventTimeline';
import { StoryThread } from './StoryThread';

/**
 * The campaign log (issue 5, beyond the spec): the story thread so far (issue 26), charts of the
 * campaign's days, then the event timeline. It takes the state as a prop so it works inline on any screen and inside a dialog.
 */
export function CampaignLog({ state }: { state: GameState }) {
  const words = useTheme().campaignLog;
  const history = campaignHistory(state);
  return (
    <div className={styles.log}>
      <StoryThread state={state} />
      <section aria-labelledby="log-charts-title">
        <h3 id="log-charts-title" className="section-title section-title--accent">
          {words.chartsTitle}
        </h3>
        {history.length < 2 ? (
          <p className={clsx('muted', styles.empty)}>{words.emptyCharts}</p>
        ) : (
          <CampaignCharts history={history} />
        )}
      </section>
      <section aria-labelledby="log-timeline-title">
        <h3 id="log-timeline-title" className="section-title section-title--accent">
          {words.timelineTitle}
        </h3>
        <EventTimeline events={state.events} />
      </section>
    </div>
  );
}

/** The log of the current base-screen campaign (what the campaign log dialog loads on demand). */
export function SessionCampaignLog() {
  const { state } = useCampaignSession();
  return <CampaignLog state={state} />;
}

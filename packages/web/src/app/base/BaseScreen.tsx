import type { GameState } from '@holdfast/engine';
import { type ActionReport, shouldShowDayReport } from '@holdfast/engine';
import type { BaseTab } from '@holdfast/engine/themes';
import clsx from 'clsx';
import { useCallback, useRef, useState } from 'react';
import { Link, Navigate, useLocation, useNavigate } from 'react-router';
import { useMissionResultToast } from '../../features/after-action/mission-result';
import { ChapterOpeningDialog } from '../../features/day-report/ChapterOpeningDialog';
import { DayReportDialog } from '../../features/day-report/DayReportDialog';
import { GuestCampaignProvider, ServerCampaignProvider } from '../../session/CampaignSessionProvider';
import { campaignStorageKey } from '../../session/campaign-key';
import { useCampaignSession } from '../../session/campaign-session';
import { campaignSourceFrom, initialTabFrom } from '../../session/campaign-source';
import { useChapterOpening } from '../../session/chapter-opening';
import { useDayCycle } from '../../session/day-cycle';
import { isRecord } from '../../session/navigation-state';
import { fillTemplate } from '../../theme/template';
import { useTheme } from '../../theme/use-theme';
import { notify } from '../../ui/Toaster';
import { BaseHeader } from './BaseHeader';
import styles from './BaseScreen.module.css';
import { BaseTabs } from './BaseTabs';

/**
 * Any open modal (the day report, a soldier's profile, a confirmation) holds the day meter: days
 * should not pass behind a dialog the player is reading. Dialogs of every tab count, so ask the page.
 */
function modalIsOpen(): boolean {
  return document.querySelector('[role="dialog"], [role="alertdialog"]') !== null;
}

/** The screen itself, inside a campaign session of either kind. */
function BaseLayout({ initialTab }: { initialTab: BaseTab }) {
  const theme = useTheme();
  const { state, dispatch, mode, campaignId, changedElsewhere } = useCampaignSession();
  const [report, setReport] = useState<ActionReport | null>(null);
  // A quiet day does not stop the clock (issue 14): it is only noted here, politely.
  const [quietDay, setQuietDay] = useState<ActionReport | null>(null);
  // A chapter that has just begun is read first; the day's report waits behind it.
  const campaignKey = campaignStorageKey(campaignId, state.name);
  const opening = useChapterOpening(state, campaignKey);

  // The day on screen, read when the meter fires: ADVANCE DAY names it, so a tab that fell behind
  // another is refused and reloaded instead of skipping a day whose report it never showed (issue 26).
  const shownDay = useRef(state.day);
  shownDay.current = state.day;

  const advance = useCallback(async () => {
    const result = await dispatch({ type: 'advanceDay', fromDay: shownDay.current });
    if (!result.ok) {
      notify(result.error);
      // A refused day (another tab had moved on) leaves no stale "Day n: nothing needs your orders" behind.
      setQuietDay(null);
      return false;
    }
    if (shouldShowDayReport(result.report)) {
      setReport(result.report);
      setQuietDay(null);
    } else {
      setQuietDay(result.report);
    }
    return true;
  }, [dispatch]);

  const cycle = useDayCycle({ campaignKey, advance, stopped: state.gameOver, isHeld: modalIsOpen });
  const words = theme.dayCycle;

  return (
    <div className={clsx('page', styles.base)} data-mode={mode}>
      <BaseHeader state={state} cycle={cycle} />
      {/* The header is the banner, the footer the content info and everything between the one main
          landmark, so every tab's content sits in a region (issue 26 item 17). */}
      <main className={styles.main}>
        {mode === 'guest' && (
          <p className={clsx('notice notice--dashed', styles.guestBanner)} role="note">
            {words.guestBanner}
          </p>
        )}
        {/* Always in the page, hidden while empty: a live region screen readers already know. */}
        <p className={clsx(styles.quietDay, !quietDay && 'visually-hidden')} role="status">
          {quietDay &&
            fillTemplate(theme.dayReport.quietDay, {
              n: quietDay.day,
              events: quietDay.entries.filter((entry) => entry.kind === 'event').length,
            })}
        </p>
        {changedElsewhere && (
          <p className="notice" role="status" data-testid="changed-elsewhere">
            {theme.base.changedElsewhere}
          </p>
        )}
        {state.gameOver && (
          <section className={styles.campaignOver} role="status" data-victory={state.victory}>
            <h2 className={styles.overTitle}>{state.victory ? words.victoryTitle : words.defeatTitle}</h2>
            <p>{state.victory ? words.victoryText : words.defeatText}</p>
            <Link className="btn" to={`/${theme.id}`}>
              {theme.base.exit}
            </Link>
          </section>
        )}
        <BaseTabs initialTab={initialTab} />
      </main>
      <footer className={styles.footer}>
        <Link className="btn" to={`/${theme.id}`}>
          {theme.base.exit}
        </Link>
      </footer>
      <ChapterOpeningDialog chapter={opening.chapter} onClose={opening.dismiss} />
      <DayReportDialog report={opening.chapter ? null : report} onClose={() => setReport(null)} />
    </div>
  );
}

/**
 * The base screen (spec §2). It takes its campaign from navigation state: `{campaignId}` for a
 * signed-in player's saved campaign, `{guestCampaign}` for a guest's unsaved one; with neither, or
 * when the campaign cannot be loaded, it goes back to the home screen.
 */
export function BaseScreen() {
  const location = useLocation();
  const navigate = useNavigate();
  const source = campaignSourceFrom(location.state);
  const initialTab = initialTabFrom(location.state);
  useMissionResultToast();
  // A guest campaign lives only in this page's history entry: keep the entry up to date, so the
  // browser's Back (or a reload) returns to the latest day rather than the campaign's first one.
  const keepGuestProgress = useCallback(
    (state: GameState) => {
      const navState = isRecord(location.state) ? location.state : {};
      navigate(location.pathname, { replace: true, state: { ...navState, guestCampaign: state } });
    },
    [navigate, location.pathname, location.state],
  );
  if (!source) return <Navigate to="/" replace />;
  if (source.kind === 'guest') {
    return (
      <GuestCampaignProvider initialState={source.initialState} onStateChange={keepGuestProgress}>
        <BaseLayout initialTab={initialTab} />
      </GuestCampaignProvider>
    );
  }
  return (
    <ServerCampaignProvider key={String(source.campaignId)} campaignId={source.campaignId}>
      <BaseLayout initialTab={initialTab} />
    </ServerCampaignProvider>
  );
}

import {
  BATTLE_MAX_HP,
  type GameAction,
  type GameState,
  performanceRating,
  recordBattle,
  replayFrames,
} from '@holdfast/engine';
import { dailyWordsFor } from '@holdfast/engine/daily-words';
import { useQueryClient } from '@tanstack/react-query';
import clsx from 'clsx';
import { type ReactNode, useEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { type AfterActionNavigationState, readAfterActionNavigation } from '../../session/battle-navigation';
import { campaignKeys } from '../../session/campaign-api';
import { playGuestAction } from '../../session/guest-campaign';
import { replayPath, useKeptReplay } from '../../session/replay-api';
import { refusalMessage } from '../../theme/refusal';
import { fillTemplate } from '../../theme/template';
import { useTheme } from '../../theme/use-theme';
import { Button } from '../../ui/Button';
import { appendLines, linesFor } from '../../ui/battle/battle-log';
import { CombatLog } from '../../ui/battle/CombatLog';
import { ReplayViewer } from '../../ui/battle/ReplayViewer';
import { UnitList, UnitRow } from '../../ui/battle/UnitRows';
import { afterActionWords, battleWords, replayWords } from '../../ui/battle-words';
import { DailyScorePanel } from '../../ui/daily/DailyScorePanel';
import { ErrorBox } from '../../ui/ErrorBox';
import { formatNumber } from '../../ui/facility-text';
import { notify } from '../../ui/Toaster';
import styles from './AfterActionScreen.module.css';
import { survivalRate, useCountUp, useRevealAfter } from './after-action-report';

/** Spec §2 fallbacks: Unknown Mission, no casualties, zero rewards. */
function fallbackReport(theme: AfterActionNavigationState['theme'], name: string): AfterActionNavigationState {
  return {
    mission: { name, location: '' },
    campaignId: null,
    victory: false,
    casualties: 0,
    turns: 0,
    rewards: { funds: 0, intel: 0, xp: 0 },
    soldiers: [],
    theme,
  };
}

/**
 * The after-action report at /{theme}/after-action (spec: missions-battle-themes §2). RETURN TO BASE
 * brings the result home: a signed-in player's actions go to the server, which replays them before
 * anything changes (a refused log keeps the player here, nothing lost); a guest's campaign applies the
 * same engine action here. Then the base screen opens on the missions tab.
 */
export function AfterActionScreen() {
  const theme = useTheme();
  const words = afterActionWords(theme.id);
  const location = useLocation();
  const [report] = useState(
    () => readAfterActionNavigation(location.state) ?? fallbackReport(theme.id, words.unknownMission),
  );
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [sending, setSending] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);

  const dailyWords = dailyWordsFor(theme.id);
  const hasCampaign = report.campaignId !== null || report.guestCampaign !== undefined || report.daily !== undefined;
  useEffect(() => {
    if (!hasCampaign) console.warn(words.noCampaignWarning);
  }, [hasCampaign, words.noCampaignWarning]);

  const funds = useCountUp(report.rewards.funds);
  const intel = useCountUp(report.rewards.intel);
  const xp = useCountUp(report.rewards.xp);
  const supplies = useCountUp(report.rewards.supplies ?? 0);
  const reputation = useCountUp(report.rewards.reputation ?? 0);
  const showStatistics = useRevealAfter();

  const survivors = report.soldiers.filter((s) => s.survived);
  const fallen = report.soldiers.filter((s) => !s.survived);
  const rating = performanceRating(report.casualties);
  // A guest's battle goes home as its actions; a signed-in player's was kept, and settled, by the server.
  const completion = useMemo<GameAction | null>(() => {
    if (!report.guestCampaign || !report.missionId || !report.battleSetup || !report.actions) return null;
    const recorded = recordBattle(report.battleSetup.input, report.battleSetup.seed, report.actions);
    return recorded.ok ? { type: 'completeBattle', missionId: report.missionId, log: recorded.entries } : null;
  }, [report]);

  // Watch it again (issue 11): a guest's from its actions here; a signed-in player's from the steps the server kept.
  const battleWordsForTheme = useMemo(() => battleWords(theme.id), [theme.id]);
  const replay = replayWords(theme.id);
  const [watching, setWatching] = useState(false);
  // The whole combat log (issue 22), worded again from the battle's facts: the battle screen keeps seven lines.
  const wholeLog = useMemo(() => {
    if (!report.battleSetup || !report.actions) return [];
    const replayed = replayFrames(report.battleSetup.input, report.battleSetup.seed, report.actions);
    if (!replayed.ok) return [];
    const lines = replayed.frames.flatMap((f) => linesFor(f.log, f.battle, battleWordsForTheme.log));
    return appendLines([], lines, Number.POSITIVE_INFINITY);
  }, [report, battleWordsForTheme]);
  const viewer = useRef<HTMLDivElement>(null);
  const replayId = report.replayId ?? null;
  const canWatch = (report.battleSetup !== undefined && report.actions !== undefined) || replayId !== null;

  useEffect(() => {
    if (watching) viewer.current?.scrollIntoView?.({ block: 'start' });
  }, [watching]);

  async function copyLink() {
    if (!replayId) return;
    const url = `${window.location.origin}${replayPath(replayId)}`;
    try {
      await navigator.clipboard.writeText(url);
      notify(words.linkCopied);
    } catch {
      // No clipboard (permissions, an old browser): the link stays on screen to copy by hand.
    }
  }

  async function returnToBase() {
    if (sending) return;
    setRefusal(null);
    // Issue 36: the daily battle belongs to no campaign: its report leads to the day's board.
    if (report.daily) {
      await queryClient.invalidateQueries({ queryKey: ['daily'] });
      navigate(`/${theme.id}/daily`);
      return;
    }
    const back = {
      missionComplete: true,
      victory: report.victory,
      rewards: report.rewards,
      casualties: survivors,
      deadSoldiers: fallen,
      tab: 'missions',
      missionName: report.mission.name,
    };
    if (report.campaignId !== null) {
      // The server applied the result when the battle ended: load the campaign as it now stands.
      setSending(true);
      await queryClient.invalidateQueries({ queryKey: campaignKeys.state(report.campaignId), exact: true });
      setSending(false);
      navigate(`/${theme.id}/base`, { state: { ...back, campaignId: report.campaignId } });
      return;
    }
    if (report.guestCampaign && completion) {
      const result = playGuestAction(report.guestCampaign, completion);
      if (!result.ok) {
        setRefusal(refusalMessage(report.guestCampaign, result.error));
        return;
      }
      navigate(`/${theme.id}/base`, { state: { ...back, guestCampaign: result.state as GameState } });
      return;
    }
    navigate(`/${theme.id}/base`, { state: back });
  }

  return (
    <main className={styles.report} aria-labelledby="after-action-title">
      <header className={clsx('panel', styles.header, !report.victory && styles.defeat)}>
        <p className="kicker">{words.title}</p>
        <h1 id="after-action-title" className={styles.title}>
          {report.victory ? words.victory : words.defeat}
        </h1>
        <p className={styles.operation}>{fillTemplate(words.operation, { name: report.mission.name })}</p>
        {report.objectiveMet && (
          <p className={styles.operation} data-testid="report-objective">
            {fillTemplate(battleWordsForTheme.objective.report, {
              objective: battleWordsForTheme.log.objectives[report.objectiveMet],
            })}
          </p>
        )}
        <dl className={styles.counters}>
          <div>
            <dt>{theme.resources.funds}</dt>
            <dd data-testid="counter-funds">{formatNumber(funds)}</dd>
          </div>
          <div>
            <dt>{theme.resources.intel}</dt>
            <dd data-testid="counter-intel">{formatNumber(intel)}</dd>
          </div>
          {report.rewards.supplies !== undefined && (
            <div>
              <dt>{theme.resources.supplies}</dt>
              <dd data-testid="counter-supplies">{formatNumber(supplies)}</dd>
            </div>
          )}
          {report.rewards.reputation !== undefined && (
            <div>
              <dt>{words.reputation}</dt>
              <dd data-testid="counter-reputation">{formatNumber(reputation)}</dd>
            </div>
          )}
          <div>
            <dt>{words.xp}</dt>
            <dd data-testid="counter-xp">{formatNumber(xp)}</dd>
          </div>
        </dl>
      </header>

      {report.daily && <DailyScorePanel score={report.daily.score} words={dailyWords.score} />}

      {showStatistics && (
        <section className={clsx('panel', styles.section)} aria-labelledby="after-action-stats">
          <h2 id="after-action-stats" className="kicker">
            {words.statisticsTitle}
          </h2>
          <dl className={styles.stats}>
            <div>
              <dt>{words.turnsElapsed}</dt>
              <dd>{report.turns}</dd>
            </div>
            <div>
              <dt>{words.survivors}</dt>
              <dd>{survivors.length}</dd>
            </div>
            <div>
              <dt>{words.casualties}</dt>
              <dd>{report.casualties}</dd>
            </div>
            <div>
              <dt>{words.survivalRate}</dt>
              <dd>{survivalRate(survivors.length, report.soldiers.length)}%</dd>
            </div>
          </dl>
        </section>
      )}

      <div className={styles.columns}>
        <section className={clsx('panel', styles.section)} aria-labelledby="after-action-survivors">
          <h2 id="after-action-survivors" className="kicker">
            {words.survivorsTitle}
          </h2>
          {survivors.length === 0 ? (
            <p className={styles.empty}>{words.noSurvivors}</p>
          ) : (
            <UnitList className={styles.list}>
              {survivors.map((soldier) => (
                <UnitRow key={soldier.soldierId} name={soldier.name} className={styles.soldier}>
                  <span className={styles.name}>
                    {soldier.name} <span className={styles.rank}>{soldier.rank}</span>
                  </span>
                  <span className={styles.survived}>{words.survived}</span>
                  <span>
                    {fillTemplate(words.hpOutOf, { hp: soldier.finalHp, maxHp: soldier.maxHp ?? BATTLE_MAX_HP })}
                  </span>
                  {report.victory && (
                    <span className={styles.xp}>
                      {fillTemplate(soldier.kills === 1 ? words.xpGainedOneKill : words.xpGained, {
                        xp: soldier.experienceGained,
                        kills: soldier.kills,
                      })}
                    </span>
                  )}
                </UnitRow>
              ))}
            </UnitList>
          )}
        </section>
        <section className={clsx('panel', styles.section)} aria-labelledby="after-action-casualties">
          <h2 id="after-action-casualties" className="kicker">
            {words.casualtiesTitle}
          </h2>
          {fallen.length === 0 ? (
            <>
              {/* The spec shows FLAWLESS VICTORY with no casualties; on a defeat (an abort) it would read as a joke. */}
              {report.victory && <p className={styles.flawless}>{words.flawless}</p>}
              <p className={styles.empty}>{words.noCasualties}</p>
            </>
          ) : (
            <UnitList className={styles.list}>
              {fallen.map((soldier) => (
                <UnitRow key={soldier.soldierId} name={soldier.name} className={styles.soldier}>
                  <span className={styles.name}>
                    {soldier.name} <span className={styles.rank}>{soldier.rank}</span>
                  </span>
                  <span className={styles.kia}>{words.kia}</span>
                  <span>{fillTemplate(words.hpOutOf, { hp: 0, maxHp: soldier.maxHp ?? BATTLE_MAX_HP })}</span>
                </UnitRow>
              ))}
            </UnitList>
          )}
        </section>
      </div>

      {report.victory ? (
        <section className={clsx('panel', styles.section)} aria-labelledby="after-action-rating">
          <h2 id="after-action-rating" className="kicker">
            {words.ratingTitle}
          </h2>
          <p className={styles.rating}>
            <span className={styles.grade} data-testid="rating">
              {rating}
            </span>
            <span>{words.ratings[rating]}</span>
          </p>
        </section>
      ) : (
        <section className={clsx('panel', styles.section)} aria-labelledby="after-action-analysis">
          <h2 id="after-action-analysis" className="kicker">
            {words.analysisTitle}
          </h2>
          <p>{words.analysis}</p>
        </section>
      )}

      {wholeLog.length > 0 && (
        <CombatLog lines={wholeLog} words={battleWordsForTheme} id="after-action-log-title" whole />
      )}

      {watching && report.battleSetup && report.actions && (
        <div className={styles.replay} ref={viewer}>
          <ReplayViewer
            setup={report.battleSetup}
            actions={report.actions}
            words={battleWordsForTheme}
            replayWords={replay}
            autoPlay
          >
            <Button onClick={() => setWatching(false)}>{words.closeReplay}</Button>
          </ReplayViewer>
        </div>
      )}
      {watching && !report.battleSetup && replayId && (
        <div className={styles.replay} ref={viewer}>
          <KeptReplayViewer id={replayId} words={battleWordsForTheme} replayWords={replay}>
            <Button onClick={() => setWatching(false)}>{words.closeReplay}</Button>
          </KeptReplayViewer>
        </div>
      )}

      <footer className={styles.footer}>
        {refusal && <ErrorBox title={words.refusedTitle}>{refusal}</ErrorBox>}
        <p className={styles.note}>{words.footer}</p>
        {replayId && (
          <label className={styles.link}>
            <span>{words.linkLabel}</span>
            <input
              readOnly
              value={`${window.location.origin}${replayPath(replayId)}`}
              onFocus={(event) => event.currentTarget.select()}
              data-testid="replay-link"
            />
          </label>
        )}
        <div className={styles.buttons}>
          {canWatch && !watching && <Button onClick={() => setWatching(true)}>{words.watchAgain}</Button>}
          {replayId && (
            <Button onClick={copyLink} disabled={sending}>
              {words.copyLink}
            </Button>
          )}
          <Button variant="primary" onClick={returnToBase} disabled={sending}>
            {sending ? words.returning : report.daily ? dailyWords.boardLink : words.returnToBase}
          </Button>
        </div>
      </footer>
    </main>
  );
}

/** A battle the server kept, played from its stored steps. */
function KeptReplayViewer({
  id,
  words,
  replayWords: wordsOfReplay,
  children,
}: {
  id: string;
  words: ReturnType<typeof battleWords>;
  replayWords: ReturnType<typeof replayWords>;
  children: ReactNode;
}) {
  const query = useKeptReplay(id);
  if (!query.data) {
    return query.error ? <ErrorBox title={wordsOfReplay.brokenTitle}>{query.error.message}</ErrorBox> : null;
  }
  const { input, actions, frames } = query.data;
  return (
    <ReplayViewer
      setup={{ input }}
      actions={actions}
      frames={frames}
      words={words}
      replayWords={wordsOfReplay}
      autoPlay
    >
      {children}
    </ReplayViewer>
  );
}

/**
 * A signed-in player's battle, kept on the server (issue 21): the same controller as the local
 * battle (`use-battle.ts`), so the screen's components work unchanged, but every intent is one
 * request and the server's answer is the only result shown. The engine still answers the screen's
 * own questions here (a refusal's words from a dry run on a throwaway generator, reachable tiles,
 * odds) without dice. The enemy's turn comes back as steps that this hook plays one a second
 * (FAST, or SKIP at once), as the local battle does.
 */
import {
  applyBattleAction,
  type BattleAction,
  type BattleLogEvent,
  type BattleState,
  canShoot,
  type PublicBattleStep,
  withThrowawayBattleDice,
} from '@holdfast/engine';
import { type ThemeConfig, wordBattleRefusal } from '@holdfast/engine/themes';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useApi } from '../../api/ApiProvider';
import { ApiError, playerMessage } from '../../api/client';
import type { CampaignId } from '../../api/types';
import {
  type KeptBattleAnswer,
  type KeptBattleIntent,
  type KeptBattleView,
  readKeptBattle,
  sendKeptBattleAction,
} from '../../session/kept-battle-api';
import { fillTemplate } from '../../theme/template';
import { appendLines, type LogLine, linesFor } from '../../ui/battle/battle-log';
import { type BattleWords, battleWords } from '../../ui/battle-words';
import {
  type BattleController,
  type BattleFeed,
  type BattleMode,
  ENEMY_STEP_MS,
  FAST_ENEMY_STEP_MS,
} from './use-battle';
import { useBattleInput } from './use-battle-input';

interface ServerView {
  battle: BattleState;
  actions: BattleAction[];
  lines: LogLine[];
  mode: BattleMode;
  feed: BattleFeed;
  actionCount: number;
  canUndo: boolean;
  /** Enemy moves the server already played, still to be shown. */
  queue: PublicBattleStep[];
  sending: boolean;
  finished: KeptBattleAnswer['finished'] | null;
}

const MOVE: BattleMode = { kind: 'move' };
const NO_FEED: BattleFeed = { serial: 0, events: [] };

function fed(previous: BattleFeed, events: readonly BattleLogEvent[]): BattleFeed {
  return { serial: previous.serial + 1, events };
}

function selectedCanShoot(battle: BattleState): boolean {
  return battle.selectedUnitId !== null && canShoot(battle, battle.selectedUnitId);
}

/** The battle as the server keeps it, with its whole combat log worded. */
export function serverViewFrom(view: KeptBattleView, words: BattleWords): ServerView {
  const battle = withThrowawayBattleDice(view.battle);
  let lines: LogLine[] = [];
  for (const step of view.log) lines = appendLines(lines, linesFor(step.log, battle, words.log));
  return {
    battle,
    actions: view.log.flatMap((step) => (step.action ? [step.action] : [])),
    lines,
    mode: MOVE,
    feed: NO_FEED,
    actionCount: view.actionCount,
    canUndo: view.canUndo,
    queue: [],
    sending: false,
    finished: null,
  };
}

/** One step shown: the battle after it and its lines. */
function showStep(view: ServerView, step: PublicBattleStep, words: BattleWords): ServerView {
  const battle = withThrowawayBattleDice(step.battle);
  return {
    ...view,
    battle,
    lines: appendLines(view.lines, linesFor(step.log, battle, words.log)),
    feed: fed(view.feed, step.log),
  };
}

export interface ServerBattleController extends BattleController {
  /** Set once the server ended the battle and applied its result to the campaign. */
  finished: KeptBattleAnswer['finished'] | null;
}

export function useServerBattle(
  initial: KeptBattleView,
  where: { campaignId: CampaignId; missionId: string },
  theme: ThemeConfig,
  enemyStepMs = ENEMY_STEP_MS,
): ServerBattleController {
  const api = useApi();
  const words = useMemo(() => battleWords(theme.id), [theme.id]);
  const [view, setView] = useState(() => serverViewFrom(initial, words));
  const latest = useRef(view);
  const [fast, setFast] = useState(false);
  const { campaignId, missionId } = where;

  const commit = useCallback((next: ServerView) => {
    latest.current = next;
    setView(next);
  }, []);

  const refuse = useCallback(
    (message: string) => {
      const current = latest.current;
      commit({ ...current, sending: false, lines: appendLines(current.lines, [{ text: message, tone: 'refusal' }]) });
    },
    [commit],
  );

  const receive = useCallback(
    (answer: KeptBattleAnswer, intent: KeptBattleIntent) => {
      const current = latest.current;
      if (answer.undone) {
        const battle = withThrowawayBattleDice(answer.battle);
        const unitId = current.battle.selectedUnitId;
        const back = unitId ? battle.units.find((u) => u.id === unitId) : undefined;
        const line = back ? [{ text: fillUndo(words, back), tone: 'player' as const }] : [];
        commit({
          ...current,
          battle,
          actions: current.actions.slice(0, -1),
          lines: appendLines(current.lines, line),
          actionCount: answer.actionCount,
          canUndo: answer.canUndo,
          sending: false,
          mode: MOVE,
          feed: fed(current.feed, []),
        });
        return;
      }
      const [first, ...rest] = answer.steps;
      const shown = first ? showStep(current, first, words) : current;
      // SHOOT stays armed while the soldier can still shoot (issue 22); anything else falls back to MOVE.
      const armed = intent.type === 'shoot' && selectedCanShoot(shown.battle);
      commit({
        ...shown,
        actions: intent.type === 'undo' ? current.actions : [...current.actions, intent],
        actionCount: answer.actionCount,
        canUndo: answer.canUndo,
        queue: rest,
        sending: false,
        finished: answer.finished ?? null,
        mode: armed ? current.mode : MOVE,
      });
    },
    [commit, words],
  );

  const send = useCallback(
    async (intent: KeptBattleIntent) => {
      const current = latest.current;
      commit({ ...current, sending: true });
      try {
        receive(await sendKeptBattleAction(api, campaignId, missionId, intent, current.actionCount), intent);
      } catch (error) {
        if (error instanceof ApiError && error.status === 409) {
          // Another tab or device moved the battle on: show it as it stands, then say why.
          try {
            commit(serverViewFrom(await readKeptBattle(api, campaignId, missionId), words));
          } catch {
            // The battle may have ended elsewhere; the refusal below says so.
          }
        }
        refuse(playerMessage(error, words.log.notSent));
      }
    },
    [api, campaignId, missionId, commit, receive, refuse, words],
  );

  const act = useCallback(
    (action: BattleAction): boolean => {
      const current = latest.current;
      if (current.sending || current.queue.length > 0 || current.finished) return false;
      // A dry run on the stand-in generator words a refusal at once; its result is never shown.
      const dry = applyBattleAction(current.battle, action);
      if (!dry.ok) {
        refuse(wordBattleRefusal(theme, dry.error));
        return false;
      }
      void send(action);
      return true;
    },
    [refuse, send, theme],
  );

  // The enemy's turn, one enemy at a time so a person can follow it.
  useEffect(() => {
    if (view.queue.length === 0) return;
    const timer = setTimeout(
      () => {
        const current = latest.current;
        const [step, ...rest] = current.queue;
        if (!step) return;
        commit({ ...showStep(current, step, words), queue: rest });
      },
      fast ? Math.min(FAST_ENEMY_STEP_MS, enemyStepMs) : enemyStepMs,
    );
    return () => clearTimeout(timer);
  }, [view, fast, enemyStepMs, commit, words]);

  const finishEnemyTurn = useCallback(() => {
    let current = latest.current;
    for (const step of current.queue) current = showStep(current, step, words);
    commit({ ...current, queue: [] });
  }, [commit, words]);

  const undo = useCallback(() => {
    const current = latest.current;
    if (!current.canUndo || current.sending || current.queue.length > 0) return;
    void send({ type: 'undo' });
  }, [send]);

  const { setMode, chooseAbility, activateTile } = useBattleInput(latest, commit, act, refuse, theme);

  const abort = useCallback(() => {
    // The enemy's moves already happened on the server: show them, then abort from where it stands.
    finishEnemyTurn();
    if (latest.current.battle.status === 'playing') act({ type: 'abort' });
  }, [act, finishEnemyTurn]);

  return useMemo(
    () => ({
      battle: view.battle,
      actions: view.actions,
      lines: view.lines,
      mode: view.mode,
      feed: view.feed,
      fast,
      setFast,
      act,
      activateTile,
      setMode,
      chooseAbility,
      canUndo: view.canUndo && !view.sending && view.queue.length === 0 && view.battle.side === 'player',
      undo,
      skipEnemyTurn: finishEnemyTurn,
      abort,
      finished: view.queue.length === 0 ? view.finished : null,
    }),
    [view, fast, act, activateTile, setMode, chooseAbility, undo, finishEnemyTurn, abort],
  );
}

function fillUndo(words: BattleWords, unit: { name: string; x: number; y: number }): string {
  return fillTemplate(words.log.undone, { unit: unit.name, x: unit.x, y: unit.y });
}

/**
 * The one battle controller (issue 31): a guest's battle, the practice battle and a battle the
 * server keeps all run through this hook; where an intent is applied and saved is the keeper's
 * (`battle-keeper.ts`). Every rule is the engine's: the hook asks it what a click means
 * (`battle-intents.ts`), dry-runs each intent on the battle shown to word a refusal at once, and
 * shows an intent's result at once when it drew no number and keeps the commander's turn (a move,
 * a selection: issue 37) — the keeper's answer then confirms it, or the board rolls back to the
 * battle as it stood before and the refusal is shown. Anything that draws dice (a shot, the enemy's
 * turn) waits for the keeper's answer. Intents go to the keeper one at a time, in order; the enemy's
 * steps in an answer are played one a second (FAST 0.2 s, SKIP at once).
 */
import {
  applyBattleAction,
  type BattleAction,
  type BattleLogEvent,
  type BattleState,
  canShoot,
  undoableMove,
} from '@holdfast/engine';
import { type ThemeConfig, wordBattleRefusal } from '@holdfast/engine/themes';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { fillTemplate } from '../../theme/template';
import { appendLines, type LogLine, linesFor } from '../../ui/battle/battle-log';
import { type BattleWords, battleWords } from '../../ui/battle-words';
import { abilityChoice, type BattleMode, tileIntent } from './battle-intents';
import type { BattleKeeper, KeeperAnswer, KeeperIntent, KeeperOpening, ShownStep } from './battle-keeper';

export type { BattleMode } from './battle-intents';

/** The facts the latest change logged, in order (issue 22: the board's marks are drawn from them). */
export interface BattleFeed {
  /** Goes up with every accepted change, so the same facts are never drawn twice. */
  serial: number;
  events: readonly BattleLogEvent[];
}

/** Spec §4: about one second per enemy. */
export const ENEMY_STEP_MS = 1000;
export const FAST_ENEMY_STEP_MS = 200;

export interface BattleController {
  battle: BattleState;
  actions: BattleAction[];
  lines: LogLine[];
  mode: BattleMode;
  feed: BattleFeed;
  fast: boolean;
  setFast(fast: boolean): void;
  /** Sends one intent; a refusal goes to the combat log in the rules' words. False when not sent. */
  act(action: BattleAction): boolean;
  /** What choosing the tile means now: select, move, shoot or use the chosen ability. */
  activateTile(x: number, y: number): void;
  setMode(mode: BattleMode): void;
  chooseAbility(abilityId: string): void;
  /** The move that can be taken back, when the last action was one that revealed nothing. */
  canUndo: boolean;
  undo(): void;
  skipEnemyTurn(): void;
  abort(): void;
}

interface View {
  battle: BattleState;
  actions: BattleAction[];
  lines: LogLine[];
  mode: BattleMode;
  feed: BattleFeed;
  canUndo: boolean;
  /** Enemy moves the keeper already played, still to be shown. */
  queue: ShownStep[];
  /** An intent is with the keeper and nothing of it is shown yet (it draws dice): no other is taken. */
  waiting: boolean;
}

/** An intent given to the keeper and not answered yet; `before` is the view it was shown over, when shown at once. */
interface Pending {
  intent: KeeperIntent;
  before: View | null;
}

const MOVE: BattleMode = { kind: 'move' };
const NO_FEED: BattleFeed = { serial: 0, events: [] };

function fed(previous: BattleFeed, events: readonly BattleLogEvent[]): BattleFeed {
  return { serial: previous.serial + 1, events };
}

function viewFrom(opening: KeeperOpening): View {
  return { ...opening, mode: MOVE, feed: NO_FEED, queue: [], waiting: false };
}

/** One step shown: the battle after it and its lines. */
function showStep(view: View, step: ShownStep, words: BattleWords): View {
  return {
    ...view,
    battle: step.battle,
    lines: appendLines(view.lines, linesFor(step.log, step.battle, words.log)),
    feed: fed(view.feed, step.log),
  };
}

/** An action's steps shown (its own at once, the enemy's queued); SHOOT stays armed while the soldier can shoot. */
function played(view: View, action: BattleAction, steps: readonly ShownStep[], canUndo: boolean, words: BattleWords) {
  const [first, ...rest] = steps;
  const shown = first ? showStep(view, first, words) : view;
  const armed = action.type === 'shoot' && selectedCanShoot(shown.battle);
  return {
    ...shown,
    actions: [...view.actions, action],
    mode: armed ? view.mode : MOVE,
    canUndo,
    queue: rest,
    waiting: false,
  };
}

/** Whether an action's dry run on the battle shown is its result: it drew no number and kept the commander's turn. */
function showsAtOnce(before: BattleState, after: BattleState): boolean {
  return after.draws === before.draws && after.status === 'playing' && after.side === 'player';
}

export function useBattle(keeper: BattleKeeper, theme: ThemeConfig, enemyStepMs = ENEMY_STEP_MS): BattleController {
  const words = useMemo(() => battleWords(theme.id), [theme.id]);
  const [view, setView] = useState(() => viewFrom(keeper.opening));
  // Intents arrive faster than React renders (a double click): each starts from the latest view.
  const latest = useRef(view);
  const [fast, setFast] = useState(false);
  const pending = useRef<Pending[]>([]);
  const busy = useRef(false);

  const commit = useCallback((next: View) => {
    latest.current = next;
    setView(next);
  }, []);

  const refuse = useCallback(
    (message: string) => {
      const current = latest.current;
      commit({ ...current, lines: appendLines(current.lines, [{ text: message, tone: 'refusal' }]) });
    },
    [commit],
  );

  const settle = useCallback(
    (entry: Pending, answer: KeeperAnswer) => {
      busy.current = false;
      pending.current = pending.current.slice(1);
      const current = latest.current;
      if (!answer.ok) {
        // Back to the battle as it stood before the refused intent; what was shown after it goes too.
        pending.current = [];
        const base = answer.reopened ? viewFrom(answer.reopened) : (entry.before ?? current);
        commit({
          ...base,
          waiting: false,
          lines: appendLines(base.lines, [{ text: answer.refusal, tone: 'refusal' }]),
          feed: entry.before || answer.reopened ? fed(current.feed, []) : current.feed,
        });
        return;
      }
      const { intent } = entry;
      if (entry.before) {
        // Shown at once: the answer confirms it; once nothing else is on its way, the board is the keeper's.
        const [first, ...rest] = answer.steps;
        if (pending.current.length === 0 && first) {
          commit({ ...current, battle: first.battle, canUndo: answer.canUndo, queue: [...current.queue, ...rest] });
        }
      } else if (intent.type === 'undo') {
        const before = answer.steps[0]?.battle ?? current.battle;
        const unitId = current.battle.selectedUnitId;
        const back = unitId ? before.units.find((u) => u.id === unitId) : undefined;
        const line = back ? [{ text: fillUndo(words, back), tone: 'player' as const }] : [];
        commit({
          ...current,
          battle: before,
          actions: current.actions.slice(0, -1),
          lines: appendLines(current.lines, line),
          canUndo: answer.canUndo,
          waiting: false,
          mode: MOVE,
          feed: fed(current.feed, []),
        });
      } else {
        commit(played(current, intent, answer.steps, answer.canUndo, words));
      }
    },
    [commit, words],
  );

  // The next intent to the keeper, once the one before it is answered.
  const send = useCallback(() => {
    const entry = pending.current[0];
    if (busy.current || !entry) return;
    busy.current = true;
    const answer = keeper.play(entry.intent);
    if (answer instanceof Promise) {
      void answer.then((settled) => {
        settle(entry, settled);
        send();
      });
    } else {
      settle(entry, answer);
      send();
    }
  }, [keeper, settle]);

  const act = useCallback(
    (action: BattleAction): boolean => {
      const current = latest.current;
      if (current.waiting || current.queue.length > 0) return false;
      // A dry run on the battle shown words a refusal at once and, when it drew no number, is the result.
      const dry = applyBattleAction(current.battle, action);
      if (!dry.ok) {
        refuse(wordBattleRefusal(theme, dry.error));
        return false;
      }
      if (showsAtOnce(current.battle, dry.battle)) {
        const step = { battle: dry.battle, log: dry.log };
        commit(played(current, action, [step], undoableMove(current.battle, dry.battle, action), words));
        pending.current = [...pending.current, { intent: action, before: current }];
      } else {
        commit({ ...current, waiting: true });
        pending.current = [...pending.current, { intent: action, before: null }];
      }
      send();
      return true;
    },
    [commit, refuse, send, theme, words],
  );

  const undo = useCallback(() => {
    const current = latest.current;
    if (!current.canUndo || current.waiting || current.queue.length > 0) return;
    commit({ ...current, waiting: true });
    pending.current = [...pending.current, { intent: { type: 'undo' }, before: null }];
    send();
  }, [commit, send]);

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

  // The enemy's turn was decided when the commander ended theirs: the rest of it, shown at once.
  const skipEnemyTurn = useCallback(() => {
    let current = latest.current;
    if (current.queue.length === 0) return;
    for (const step of current.queue) current = showStep(current, step, words);
    commit({ ...current, queue: [] });
  }, [commit, words]);

  const setMode = useCallback((mode: BattleMode) => commit({ ...latest.current, mode }), [commit]);

  const chooseAbility = useCallback(
    (abilityId: string) => {
      const current = latest.current;
      const choice = abilityChoice(current.battle, current.mode, abilityId);
      if (choice.kind === 'refused') refuse(wordBattleRefusal(theme, choice.refusal));
      else if (choice.kind === 'use') act(choice.action);
      else if (choice.kind === 'arm') commit({ ...current, mode: choice.mode });
    },
    [act, commit, refuse, theme],
  );

  const activateTile = useCallback(
    (x: number, y: number) => {
      const { battle, mode } = latest.current;
      const action = tileIntent(battle, mode, x, y);
      if (action) act(action);
    },
    [act],
  );

  const abort = useCallback(() => {
    // The enemy's moves were already decided: show them, then abort from where the battle stands.
    skipEnemyTurn();
    if (latest.current.battle.status === 'playing') act({ type: 'abort' });
  }, [act, skipEnemyTurn]);

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
      canUndo: view.canUndo && !view.waiting && view.queue.length === 0 && view.battle.side === 'player',
      undo,
      skipEnemyTurn,
      abort,
    }),
    [view, fast, act, activateTile, setMode, chooseAbility, undo, skipEnemyTurn, abort],
  );
}

function selectedCanShoot(battle: BattleState): boolean {
  return battle.selectedUnitId !== null && canShoot(battle, battle.selectedUnitId);
}

function fillUndo(words: BattleWords, unit: { name: string; x: number; y: number }): string {
  return fillTemplate(words.log.undone, { unit: unit.name, x: unit.x, y: unit.y });
}

/**
 * One battle on the screen: the engine's state, the commander's accepted actions (all a replay
 * needs), the worded combat log, and the mode the next tile choice is for. Every rule is the
 * engine's: this hook only sends intents (`applyBattleAction`), paces the enemy's turn one enemy at
 * a time (`enemyStep`, about a second apart, spec §4) and asks for an undo (`undoLastMove`).
 */
import {
  applyBattleAction,
  type BattleAction,
  type BattleLogEvent,
  type BattleState,
  battleOpeningLog,
  canShoot,
  createBattle,
  enemyStep,
  recordBattle,
  runEnemyTurn,
  undoLastMove,
} from '@holdfast/engine';
import { type ThemeConfig, wordBattleRefusal } from '@holdfast/engine/themes';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { BattleSetup } from '../../session/battle-navigation';
import { fillTemplate } from '../../theme/template';
import { appendLines, type LogLine, linesFor } from '../../ui/battle/battle-log';
import { type BattleWords, battleWords } from '../../ui/battle-words';
import type { BattleMode } from './battle-intents';
import { useBattleInput } from './use-battle-input';

export type { BattleMode } from './battle-intents';

/** The facts the latest change logged, in order (issue 22: the board's marks are drawn from them). */
export interface BattleFeed {
  /** Goes up with every accepted change, so the same facts are never drawn twice. */
  serial: number;
  events: readonly BattleLogEvent[];
}

interface BattleView {
  battle: BattleState;
  actions: BattleAction[];
  lines: LogLine[];
  mode: BattleMode;
  feed: BattleFeed;
}

const NO_FEED: BattleFeed = { serial: 0, events: [] };

function fed(previous: BattleFeed, events: readonly BattleLogEvent[]): BattleFeed {
  return { serial: previous.serial + 1, events };
}

/** Spec §4: about one second per enemy. */
export const ENEMY_STEP_MS = 1000;
export const FAST_ENEMY_STEP_MS = 200;

const MOVE: BattleMode = { kind: 'move' };

function opening(setup: BattleSetup, words: BattleWords, resumeFrom: readonly BattleAction[]): BattleView {
  if (resumeFrom.length > 0) {
    const resumed = recordBattle(setup.input, setup.seed, resumeFrom);
    if (resumed.ok) {
      const { battle } = resumed;
      const line = { text: fillTemplate(words.log.resumed, { turn: battle.turn }), tone: 'turn' as const };
      return { battle, actions: [...resumeFrom], lines: appendLines([], [line]), mode: MOVE, feed: NO_FEED };
    }
  }
  const battle = createBattle(setup.input, setup.seed);
  return {
    battle,
    actions: [],
    lines: appendLines([], linesFor(battleOpeningLog(battle), battle, words.log)),
    mode: MOVE,
    feed: NO_FEED,
  };
}

export interface BattleController {
  battle: BattleState;
  actions: BattleAction[];
  lines: LogLine[];
  mode: BattleMode;
  feed: BattleFeed;
  fast: boolean;
  setFast(fast: boolean): void;
  /** Sends one intent; a refusal goes to the combat log in the rules' words. */
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

export function useBattle(
  setup: BattleSetup,
  theme: ThemeConfig,
  enemyStepMs = ENEMY_STEP_MS,
  resumeFrom: readonly BattleAction[] = [],
): BattleController {
  const words = useMemo(() => battleWords(theme.id), [theme.id]);
  const [view, setView] = useState(() => opening(setup, words, resumeFrom));
  // Intents arrive faster than React renders (a double click): each starts from the latest view.
  const latest = useRef(view);
  const [fast, setFast] = useState(false);
  const [undoTarget, setUndoTarget] = useState<{ actions: BattleAction[]; battle: BattleState } | null>(null);

  const commit = useCallback((next: BattleView) => {
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

  const act = useCallback(
    (action: BattleAction): boolean => {
      const current = latest.current;
      const result = applyBattleAction(current.battle, action);
      if (!result.ok) {
        refuse(wordBattleRefusal(theme, result.error));
        return false;
      }
      // SHOOT stays armed while the soldier can still shoot (issue 22); anything else falls back to MOVE.
      const armed = action.type === 'shoot' && selectedCanShoot(result.battle);
      commit({
        battle: result.battle,
        actions: [...current.actions, action],
        lines: appendLines(current.lines, linesFor(result.log, result.battle, words.log)),
        mode: armed ? current.mode : MOVE,
        feed: fed(current.feed, result.log),
      });
      return true;
    },
    [commit, refuse, words, theme],
  );

  const finishEnemyTurn = useCallback(() => {
    const current = latest.current;
    if (current.battle.status !== 'playing' || current.battle.side !== 'enemy') return current;
    const rest = runEnemyTurn(current.battle);
    const next = {
      ...current,
      battle: rest.battle,
      lines: appendLines(current.lines, linesFor(rest.log, rest.battle, words.log)),
      feed: fed(current.feed, rest.log),
    };
    commit(next);
    return next;
  }, [commit, words]);

  // The enemy's turn, one enemy at a time so a person can follow it.
  useEffect(() => {
    const { battle } = view;
    if (battle.status !== 'playing' || battle.side !== 'enemy') return;
    const timer = setTimeout(
      () => {
        const current = latest.current;
        const step = enemyStep(current.battle);
        if (!step.ok) return;
        commit({
          ...current,
          battle: step.battle,
          lines: appendLines(current.lines, linesFor(step.log, step.battle, words.log)),
          feed: fed(current.feed, step.log),
        });
      },
      fast ? Math.min(FAST_ENEMY_STEP_MS, enemyStepMs) : enemyStepMs,
    );
    return () => clearTimeout(timer);
  }, [view, fast, enemyStepMs, commit, words]);

  // Asked after the grid is drawn, so replaying for the undo never slows a click down.
  useEffect(() => {
    if (view.actions.at(-1)?.type !== 'move') {
      setUndoTarget(null);
      return;
    }
    setUndoTarget(undoLastMove(setup.input, setup.seed, view.actions));
  }, [view.actions, setup]);

  const undo = useCallback(() => {
    const current = latest.current;
    if (!undoTarget || current.actions.length !== undoTarget.actions.length + 1) return;
    const last = current.actions.at(-1);
    const unitId = current.battle.selectedUnitId;
    const back = unitId ? undoTarget.battle.units.find((u) => u.id === unitId) : undefined;
    const line = back && last?.type === 'move' ? [{ text: fillUndo(words, back), tone: 'player' as const }] : [];
    commit({
      battle: undoTarget.battle,
      actions: undoTarget.actions,
      lines: appendLines(current.lines, line),
      mode: MOVE,
      feed: fed(current.feed, []),
    });
    setUndoTarget(null);
  }, [commit, undoTarget, words]);

  const { setMode, chooseAbility, activateTile } = useBattleInput(latest, commit, act, refuse, theme);

  const skipEnemyTurn = useCallback(() => {
    finishEnemyTurn();
  }, [finishEnemyTurn]);

  const abort = useCallback(() => {
    // The enemy's turn was decided when the commander ended theirs: show the rest of it at once, then abort.
    const current = finishEnemyTurn();
    if (current.battle.status === 'playing') act({ type: 'abort' });
  }, [act, finishEnemyTurn]);

  return useMemo(
    () => ({
      ...view,
      fast,
      setFast,
      act,
      activateTile,
      setMode,
      chooseAbility,
      canUndo: undoTarget !== null && view.battle.side === 'player',
      undo,
      skipEnemyTurn,
      abort,
    }),
    [view, fast, act, activateTile, setMode, chooseAbility, undoTarget, undo, skipEnemyTurn, abort],
  );
}

function selectedCanShoot(battle: BattleState): boolean {
  return battle.selectedUnitId !== null && canShoot(battle, battle.selectedUnitId);
}

function fillUndo(words: BattleWords, unit: { name: string; x: number; y: number }): string {
  return fillTemplate(words.log.undone, { unit: unit.name, x: unit.x, y: unit.y });
}

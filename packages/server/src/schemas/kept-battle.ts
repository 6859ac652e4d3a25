/**
 * The kept battle's answers (issue 21), as the web reads them through `@holdfast/server/contract`:
 * one declaration for the server that writes them and the screen that reads them. The routes'
 * zod schemas (routes/battles.ts) check the same fields on the way out.
 */
import type { BattleAction, BattleInput, PublicBattleState, PublicBattleStep } from '@holdfast/engine';

/** A step of the combat log as a resumed screen needs it: facts only (the current battle names the units). */
export type LoggedStep = Omit<PublicBattleStep, 'battle'>;

/** What the battle screen shows of a kept battle: start, resume, reload, another tab. */
export interface KeptBattleView {
  missionId: string;
  actionCount: number;
  rulesVersion: number;
  input: BattleInput;
  battle: PublicBattleState;
  /** The whole combat log so far, step by step (the opening first). */
  log: LoggedStep[];
  canUndo: boolean;
}

/** The answer to one player action. */
export interface KeptBattleAnswer {
  actionCount: number;
  battle: PublicBattleState;
  /** The action's step, then each enemy's move of the turn it began, in order, each with the battle after it. */
  steps: PublicBattleStep[];
  canUndo: boolean;
  undone?: true;
  /** Set once the battle is over and its result applied to the campaign. */
  finished?: { victory: boolean; replayId: string | null };
}

/** One request: a battle action, or taking back the last move. */
export type KeptBattleIntent = BattleAction | { type: 'undo' };

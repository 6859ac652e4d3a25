// FROZEN: the battle rules as of rules version 5 (commit 9844127), never edited. Used only to replay records
// made under rules version 5 (legacy/frozen-battle-rules.ts); the rules fingerprint does not include it.
/**
 * Objectives (issue 24, GAME_RULES §14 "Objectives"): what wins a battle besides downing every
 * hostile, which always wins. Hold: at the start of a squad's turn a living soldier stands in the
 * zone and no hostile does — that turn counts; after the mission's number of such turns the battle
 * is won. Extract: when half the living squad, rounded up (or as many as the tiles hold), stands on
 * the extraction tiles after an action, the battle is won (the rest are taken out with them). A battle stored before objectives has none
 * and is a kill-all battle.
 */
import { BATTLE_RULES } from './content/battle';
import type { MissionObjectiveSpec } from './content/missions';
import type { StepContext } from './context';
import type { Dice } from './dice';
import { BATTLE_GRID_SIZE, tileIndex } from './map';
import type { BattleObjective, BattleState, ObjectiveKind } from './types';

export const ELIMINATE_OBJECTIVE: BattleObjective = { kind: 'eliminate', tiles: [], turnsNeeded: 0, turnsHeld: 0 };

export function battleObjective(battle: Pick<BattleState, 'objective'>): BattleObjective {
  return battle.objective ?? ELIMINATE_OBJECTIVE;
}

function block(x0: number, y0: number, width: number, height: number): number[] {
  const tiles: number[] = [];
  for (let y = y0; y < y0 + height; y++) for (let x = x0; x < x0 + width; x++) tiles.push(tileIndex(x, y));
  return tiles;
}

/** The objective of a new battle, its tiles placed by the seed (the zone never on the map's edge columns). */
export function createObjective(spec: MissionObjectiveSpec, dice: Dice): BattleObjective {
  if (spec.kind === 'hold') {
    const { width, height, minY, maxY } = BATTLE_RULES.holdZone;
    const x = dice.int(1, BATTLE_GRID_SIZE - width - 1);
    const y = dice.int(minY, maxY);
    return { kind: 'hold', tiles: block(x, y, width, height), turnsNeeded: spec.turns, turnsHeld: 0 };
  }
  if (spec.kind === 'extract') {
    const { width, height, minY, maxY } = BATTLE_RULES.extractZone;
    const x = dice.int(0, BATTLE_GRID_SIZE - width);
    const y = dice.int(minY, maxY);
    return { kind: 'extract', tiles: block(x, y, width, height), turnsNeeded: 0, turnsHeld: 0 };
  }
  return ELIMINATE_OBJECTIVE;
}

export function onObjectiveTile(battle: Pick<BattleState, 'objective'>, x: number, y: number): boolean {
  return battleObjective(battle).tiles.includes(tileIndex(x, y));
}

export interface ObjectiveProgress {
  kind: ObjectiveKind;
  /** Hold: turns held so far and needed. */
  turnsHeld: number;
  turnsNeeded: number;
  /** Extract: living soldiers on the tiles, and how many must be (half the living squad, rounded up). Hold: soldiers in the zone now. */
  soldiersOn: number;
  soldiersNeeded: number;
  /** Hold: a hostile stands in the zone, so this turn would not count. */
  contested: boolean;
}

/** Where the objective stands, for the board and the commander. */
export function objectiveProgress(battle: BattleState): ObjectiveProgress {
  const objective = battleObjective(battle);
  const on = (type: 'soldier' | 'enemy') =>
    battle.units.filter((u) => u.type === type && u.hp > 0 && objective.tiles.includes(tileIndex(u.x, u.y))).length;
  const living = battle.units.filter((u) => u.type === 'soldier' && u.hp > 0).length;
  return {
    kind: objective.kind,
    turnsHeld: objective.turnsHeld,
    turnsNeeded: objective.turnsNeeded,
    soldiersOn: on('soldier'),
    soldiersNeeded:
      objective.kind === 'extract'
        ? Math.min(Math.ceil(living / 2), objective.tiles.length)
        : objective.kind === 'hold'
          ? 1
          : 0,
    contested: objective.kind === 'hold' && on('enemy') > 0,
  };
}

function win(ctx: StepContext, kind: ObjectiveKind): void {
  ctx.battle.status = 'victory';
  ctx.battle.objectiveMet = kind;
  ctx.battle.selectedUnitId = null;
  ctx.log.push({ kind: 'objectiveMet', objective: kind }, { kind: 'battleEnded', victory: true });
}

/** After each of the squad's actions: the squad has reached the extraction tiles. */
export function checkExtraction(ctx: StepContext): void {
  const { battle } = ctx;
  if (battle.status !== 'playing' || battleObjective(battle).kind !== 'extract') return;
  const progress = objectiveProgress(battle);
  if (progress.soldiersNeeded > 0 && progress.soldiersOn >= progress.soldiersNeeded) win(ctx, 'extract');
}

/** At the start of each of the squad's turns: the zone was held through the hostiles' turn. */
export function holdAtTurnStart(ctx: StepContext): void {
  const { battle } = ctx;
  const objective = battleObjective(battle);
  if (battle.status !== 'playing' || battle.side !== 'player' || objective.kind !== 'hold') return;
  const progress = objectiveProgress(battle);
  if (progress.soldiersOn === 0 || progress.contested) return;
  const turnsHeld = objective.turnsHeld + 1;
  // A new object: the battle before this step shares the old one (steps copy units, not the objective).
  battle.objective = { ...objective, turnsHeld };
  ctx.log.push({ kind: 'zoneHeld', turnsHeld, turnsNeeded: objective.turnsNeeded });
  if (turnsHeld >= objective.turnsNeeded) win(ctx, 'hold');
}

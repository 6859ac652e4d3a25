/**
 * Objectives (issue 24, GAME_RULES §14 "Objectives"): what wins a battle besides downing every
 * hostile, which always wins. Hold: at the start of a squad's turn a living soldier stands in the
 * zone and no hostile does — that turn counts; after the mission's number of such turns the battle
 * is won. Extract: when half the living squad, rounded up (or as many as the tiles hold), stands on
 * the extraction tiles after an action, the battle is won (the rest are taken out with them). A
 * battle stored before objectives has none and is a kill-all battle.
 *
 * Issue 31: every objective kind is one entry of `OBJECTIVE_RULES` (how its tiles are placed, when
 * and how it is met, what the board shows as facts); the battle calls `checkObjective` at its two
 * moments and never names a kind. Adding an objective: docs/ARCHITECTURE.md "Adding an objective".
 */
import { BATTLE_RULES } from '../content/battle';
import type { MissionObjectiveSpec } from '../content/missions';
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

/** The two moments the battle checks an objective: after each of the squad's actions, and at the start of each of its turns. */
export type ObjectiveMoment = 'afterSquadAction' | 'squadTurnStart';

/** Soldiers (or hostiles) alive on the objective's tiles. */
function livingOn(battle: BattleState, objective: BattleObjective, type: 'soldier' | 'enemy'): number {
  return battle.units.filter((u) => u.type === type && u.hp > 0 && objective.tiles.includes(tileIndex(u.x, u.y)))
    .length;
}

/**
 * Issue 33 [decided]: a living hostile within `objectiveContestRange` tiles of the objective's tiles
 * (on them included) contests it: the zone's turn does not count and the exit does not open.
 */
function hostileNear(battle: BattleState, objective: BattleObjective): boolean {
  const range = BATTLE_RULES.objectiveContestRange;
  return battle.units.some(
    (u) =>
      u.type === 'enemy' &&
      u.hp > 0 &&
      objective.tiles.some(
        (t) => Math.abs((t % BATTLE_GRID_SIZE) - u.x) + Math.abs(Math.floor(t / BATTLE_GRID_SIZE) - u.y) <= range,
      ),
  );
}

/** Extract: half the living squad, rounded up, or as many as the tiles hold. */
function extractNeeded(objective: BattleObjective, livingSoldiers: number): number {
  return Math.min(Math.ceil(livingSoldiers / 2), objective.tiles.length);
}

/** One objective kind's rules. */
export interface ObjectiveRule<K extends ObjectiveKind> {
  /** A new battle's objective from the mission's spec, its tiles placed by the seed. */
  create(spec: Extract<MissionObjectiveSpec, { kind: K }>, dice: Dice): BattleObjective;
  /** The board's fact "soldiers needed on the tiles", from the living squad's size. */
  soldiersNeeded(objective: BattleObjective, livingSoldiers: number): number;
  /** The board's fact "contested": a hostile on or near the tiles stops the objective counting (issue 33). */
  contestable: boolean;
  /**
   * When it is checked and whether it is met then (the check may record progress: a turn held);
   * null for an objective met only by downing every hostile (`checkGameOver`).
   */
  checked: { at: ObjectiveMoment; met(ctx: StepContext, objective: BattleObjective): boolean } | null;
}

/** Every kind's rules, compiler-checked: a kind without an entry does not build. */
export type ObjectiveRules = { [K in ObjectiveKind]: ObjectiveRule<K> };

export const OBJECTIVE_RULES = {
  eliminate: {
    create: () => ELIMINATE_OBJECTIVE,
    soldiersNeeded: () => 0,
    contestable: false,
    checked: null,
  },
  hold: {
    create: (spec, dice) => {
      const { width, height, minY, maxY } = BATTLE_RULES.holdZone;
      const x = dice.int(1, BATTLE_GRID_SIZE - width - 1);
      const y = dice.int(minY, maxY);
      return { kind: 'hold', tiles: block(x, y, width, height), turnsNeeded: spec.turns, turnsHeld: 0 };
    },
    soldiersNeeded: () => 1,
    contestable: true,
    checked: {
      at: 'squadTurnStart',
      met: (ctx, objective) => {
        const { battle } = ctx;
        if (livingOn(battle, objective, 'soldier') === 0 || hostileNear(battle, objective)) return false;
        const turnsHeld = objective.turnsHeld + 1;
        // A new object: the battle before this step shares the old one (steps copy units, not the objective).
        battle.objective = { ...objective, turnsHeld };
        ctx.log.push({ kind: 'zoneHeld', turnsHeld, turnsNeeded: objective.turnsNeeded });
        return turnsHeld >= objective.turnsNeeded;
      },
    },
  },
  extract: {
    create: (_spec, dice) => {
      const { width, height, minY, maxY } = BATTLE_RULES.extractZone;
      const x = dice.int(0, BATTLE_GRID_SIZE - width);
      const y = dice.int(minY, maxY);
      return { kind: 'extract', tiles: block(x, y, width, height), turnsNeeded: 0, turnsHeld: 0 };
    },
    soldiersNeeded: extractNeeded,
    contestable: true,
    checked: {
      at: 'afterSquadAction',
      met: (ctx, objective) => {
        const needed = extractNeeded(objective, livingSoldiers(ctx.battle));
        if (hostileNear(ctx.battle, objective)) return false;
        return needed > 0 && livingOn(ctx.battle, objective, 'soldier') >= needed;
      },
    },
  },
} satisfies ObjectiveRules;

function livingSoldiers(battle: BattleState): number {
  return battle.units.filter((u) => u.type === 'soldier' && u.hp > 0).length;
}

/** One kind's `create` for its own spec (the generic ties the spec's kind to its rule). */
function createFor<K extends ObjectiveKind>(
  rules: ObjectiveRules,
  spec: MissionObjectiveSpec & { kind: K },
  dice: Dice,
) {
  return rules[spec.kind].create(spec as Extract<MissionObjectiveSpec, { kind: K }>, dice);
}

/** The objective of a new battle, its tiles placed by the seed (the zone never on the map's edge columns). */
export function createObjective(spec: MissionObjectiveSpec, dice: Dice): BattleObjective {
  return createFor(OBJECTIVE_RULES, spec, dice);
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
  /** Hold and extract (issue 33): a hostile stands on or near the tiles, so the turn would not count / the exit is shut. */
  contested: boolean;
}

/** Where the objective stands, for the board and the commander. */
export function objectiveProgress(battle: BattleState): ObjectiveProgress {
  const objective = battleObjective(battle);
  const rule = OBJECTIVE_RULES[objective.kind];
  return {
    kind: objective.kind,
    turnsHeld: objective.turnsHeld,
    turnsNeeded: objective.turnsNeeded,
    soldiersOn: livingOn(battle, objective, 'soldier'),
    soldiersNeeded: rule.soldiersNeeded(objective, livingSoldiers(battle)),
    contested: rule.contestable && hostileNear(battle, objective),
  };
}

/**
 * The battle's one call at each moment (`apply.ts` after the squad's action, `turns.ts` when the
 * squad's turn starts): the objective checked then, and the battle won when it is met.
 */
export function checkObjective(ctx: StepContext, moment: ObjectiveMoment): void {
  const { battle } = ctx;
  if (battle.status !== 'playing') return;
  const objective = battleObjective(battle);
  const { checked } = OBJECTIVE_RULES[objective.kind];
  if (checked?.at !== moment || !checked.met(ctx, objective)) return;
  battle.status = 'victory';
  battle.objectiveMet = objective.kind;
  battle.selectedUnitId = null;
  ctx.log.push({ kind: 'objectiveMet', objective: objective.kind }, { kind: 'battleEnded', victory: true });
}

/**
 * The hostiles' types, as data (issue 24 item 1): each type's numbers, what it may do after moving,
 * and the weights its scoring AI gives each part of a plan (battle/enemy-ai.ts), per type and scaled
 * per battle difficulty. The trooper is the description's enemy (content/battle.ts numbers, unchanged);
 * the others add to its numbers. Words and icons are each universe's (`battle.hostileTypes`).
 */
import type { BattleDifficultyLevel } from './ids';

export const HOSTILE_TYPE_IDS = ['trooper', 'marksman', 'rusher', 'grenadier'] as const;
export type HostileTypeId = (typeof HOSTILE_TYPE_IDS)[number];

/**
 * What a hostile may do with the AP left after its move (issue 25 item 5: a union; the AI maps every
 * kind to its candidates with `satisfies Record<HostileActionKind, …>`, so a new kind without its
 * behaviour fails to compile).
 * - shoot: one shot at a soldier in range and sight (all AP left);
 * - overwatch: watch instead of shooting; the first soldier who moves in its range and sight during
 *   the player's turn takes a reaction shot (the soldiers' Overwatch path, battle/combat.ts);
 * - blast: announce an area attack on a tile; it lands at the start of its next activation, so the
 *   squad can step out (Into the Breach).
 */
export const HOSTILE_ACTION_KINDS = ['shoot', 'overwatch', 'blast'] as const;
export type HostileActionKind = (typeof HOSTILE_ACTION_KINDS)[number];

/**
 * How much the AI values each part of a plan. Every candidate (a reachable tile × an action) scores
 * the sum of these weights times its parts:
 */
export interface HostileWeights {
  /** Per point of expected damage of the shot (hit chance × mean damage). */
  damage: number;
  /** Per expected kill (hit chance × the chance the damage roll downs the target). */
  kill: number;
  /** Per point of expected damage when the target stands in the open (its exposure). */
  exposed: number;
  /** Per point of expected damage the soldiers could deal it on the tile (subtracted: its safety). */
  danger: number;
  /** Per point of cover on the tile (half 1, full 2). */
  cover: number;
  /** Per tile between its distance to the nearest soldier and its preferred range (subtracted). */
  rangeGap: number;
  /** Per point of expected damage of the best reaction shot it could take from the tile. */
  overwatch: number;
  /** Per point of damage the blast would deal to the soldiers standing in it now. */
  blast: number;
  /** The danger weight is multiplied by this when it is wounded (HP at or under `retreatAtHpPercent`). */
  woundedDanger: number;
  /**
   * Issue 24: per tile between it and the mission's zone or extraction tiles (subtracted; 0 on them):
   * it contests a zone (a hostile in it stops the hold counting) and blocks and covers the exit.
   */
  objective: number;
  /** Issue 24: per point of expected damage of a shot at a soldier standing on the zone or extraction tiles. */
  contest: number;
}
export type HostileWeightKey = keyof HostileWeights;

export interface HostileBlast {
  /** Tiles from the thrower to the blast's centre (Manhattan, in sight). */
  range: number;
  /** The centre and the tiles within this Manhattan distance of it. */
  radius: number;
  /** Damage to every soldier in it when it lands (no roll). */
  damage: number;
  /**
   * Issue 33 [decided]: the fewest soldiers standing in it for the blast to be worth throwing; short
   * of that the grenadier shoots (it marked a blast on a lone soldier nearly every turn).
   */
  minTargets: number;
}

export interface HostileType {
  id: HostileTypeId;
  /** What it may do after moving; the AI scores only these. */
  actions: readonly HostileActionKind[];
  /** Added to the difficulty's enemy HP (content/battle.ts), at least 1 in total. */
  hpBonus: number;
  /** Added to the difficulty's enemy aim. */
  accuracyBonus: number;
  /** Added to the difficulty's enemy maximum damage. */
  damageBonus: number;
  /** Shot range (Manhattan); also its reaction range on overwatch. */
  range: number;
  /** Tiles per AP are mobility / 40, like the soldiers'. */
  mobility: number;
  ap: number;
  /** The distance to the nearest soldier it tries to keep. */
  preferredRange: number;
  /** At or under this share of its max HP it counts as wounded (see `woundedDanger`). */
  retreatAtHpPercent: number;
  blast: HostileBlast | null;
  weights: HostileWeights;
}

const TROOPER_WEIGHTS: HostileWeights = {
  damage: 10,
  kill: 6,
  exposed: 2,
  danger: 1,
  cover: 2,
  rangeGap: 1,
  overwatch: 6,
  blast: 0,
  woundedDanger: 12,
  objective: 1,
  contest: 4,
};

/** [decided, issue 24] The four types. Numbers are offsets from the trooper's (content/battle.ts). */
export const HOSTILE_TYPES = {
  trooper: {
    id: 'trooper',
    // Issue 33 [decided]: it watches the squad's approach when it has no shot worth more.
    actions: ['shoot', 'overwatch'],
    hpBonus: 0,
    accuracyBonus: 0,
    damageBonus: 0,
    range: 6,
    mobility: 80,
    ap: 2,
    preferredRange: 4,
    retreatAtHpPercent: 34,
    blast: null,
    weights: TROOPER_WEIGHTS,
  },
  /** Holds long range; overwatches when it has no good shot. */
  marksman: {
    id: 'marksman',
    actions: ['shoot', 'overwatch'],
    hpBonus: -1,
    accuracyBonus: 15,
    damageBonus: 0,
    // Issue 35 item 14 [decided]: its reach is sight's 7 (its 10 could never be used); its aim is its edge.
    range: 7,
    mobility: 40,
    ap: 2,
    preferredRange: 6,
    retreatAtHpPercent: 50,
    blast: null,
    // It covers the objective from its range rather than standing on it.
    weights: { ...TROOPER_WEIGHTS, danger: 1.5, cover: 3, rangeGap: 2, overwatch: 9, woundedDanger: 8, objective: 0.5 },
  },
  /** Closes in fast and punishes soldiers in the open; tougher and harder-hitting, short range. */
  rusher: {
    id: 'rusher',
    actions: ['shoot'],
    hpBonus: 2,
    accuracyBonus: -15,
    damageBonus: 1,
    range: 3,
    mobility: 120,
    ap: 2,
    preferredRange: 1,
    retreatAtHpPercent: 0,
    blast: null,
    weights: { ...TROOPER_WEIGHTS, exposed: 8, danger: 0.5, cover: 1, rangeGap: 2 },
  },
  /** Announces an area attack the turn before it lands. */
  grenadier: {
    id: 'grenadier',
    // Issue 33 [decided]: it watches too when neither a blast nor a shot is worth more.
    actions: ['shoot', 'overwatch', 'blast'],
    hpBonus: 0,
    accuracyBonus: -20,
    damageBonus: 0,
    range: 6,
    mobility: 80,
    ap: 2,
    preferredRange: 5,
    retreatAtHpPercent: 34,
    blast: { range: 7, radius: 1, damage: 2, minTargets: 2 },
    weights: { ...TROOPER_WEIGHTS, blast: 6 },
  },
} as const satisfies Record<HostileTypeId, HostileType>;

/**
 * [decided, tuned] Each weight scaled per battle difficulty, in percent: easy hostiles are careless
 * (they chase no kill and value their own safety less), hard ones focus on kills and exposure.
 */
export const HOSTILE_DIFFICULTY_WEIGHTS = {
  easy: {
    damage: 100,
    kill: 0,
    exposed: 50,
    danger: 50,
    cover: 50,
    rangeGap: 100,
    overwatch: 100,
    blast: 100,
    woundedDanger: 100,
    objective: 50,
    contest: 50,
  },
  medium: {
    damage: 100,
    kill: 100,
    exposed: 100,
    danger: 100,
    cover: 100,
    rangeGap: 100,
    overwatch: 100,
    blast: 100,
    woundedDanger: 100,
    objective: 100,
    contest: 100,
  },
  hard: {
    damage: 100,
    kill: 100,
    exposed: 100,
    danger: 100,
    cover: 100,
    rangeGap: 100,
    overwatch: 100,
    blast: 100,
    woundedDanger: 100,
    objective: 100,
    contest: 100,
  },
  other: {
    damage: 100,
    kill: 150,
    exposed: 150,
    danger: 100,
    cover: 100,
    rangeGap: 100,
    overwatch: 100,
    blast: 100,
    woundedDanger: 100,
    objective: 100,
    contest: 100,
  },
} as const satisfies Record<BattleDifficultyLevel, Record<HostileWeightKey, number>>;

/** A type's weights at a difficulty. */
export function hostileWeights(type: HostileTypeId, difficulty: BattleDifficultyLevel): HostileWeights {
  const base: HostileWeights = HOSTILE_TYPES[type].weights;
  const scale: Record<HostileWeightKey, number> = HOSTILE_DIFFICULTY_WEIGHTS[difficulty];
  const scaled = { ...base };
  for (const key of Object.keys(base) as HostileWeightKey[]) scaled[key] = (base[key] * scale[key]) / 100;
  return scaled;
}

/**
 * [decided, tuned] The mix of types per difficulty: each hostile's type is drawn from the battle's
 * seed with these odds (weights), so every type is present in at least 25% of medium and hard
 * battles (measured by `npm run simulate:battle`; GAME_RULES §14 "The enemy").
 */
export const HOSTILE_MIX = {
  easy: { trooper: 4, marksman: 1, rusher: 1, grenadier: 0 },
  medium: { trooper: 3, marksman: 2, rusher: 2, grenadier: 2 },
  hard: { trooper: 3, marksman: 2, rusher: 2, grenadier: 2 },
  other: { trooper: 2, marksman: 2, rusher: 2, grenadier: 2 },
} as const satisfies Record<BattleDifficultyLevel, Record<HostileTypeId, number>>;

/**
 * The tactical battle's serialisable state and the intents a commander sends to it
 * (spec: missions-battle-themes §3 battle mission, unit, ability, temporary flags, map; §4 battle).
 * Plain JSON data: a battle is its seed plus its action list, and the generator's state travels
 * inside the battle so that replaying the same actions gives the same state, bit for bit.
 */

import type { AbilityId } from '../content/abilities';
import type { BattleForce } from '../content/battle-force';
import type { HostileTypeId } from '../content/hostiles';
import type { BattleDifficultyLevel, ClassId, Cover } from '../content/ids';
import type { RngState } from '../rng';

// The ids live in content (issue 25 item 4); re-exported here so battle/ imports keep their paths.
export { BATTLE_DIFFICULTIES, type BattleDifficultyLevel, COVERS, type Cover } from '../content/ids';

/**
 * Spec §3 "Battle mission (as passed to battle)", as ids and numbers only (issue 25): the universe's
 * name and location of the mission are worded by the screen from `templateId`, so a battle's checksum
 * covers the rules alone and correcting a word breaks no stored log.
 */
export interface BattleMissionInfo {
  /** The mission template fought (content/missions.ts); null for the practice battle. */
  templateId: string | null;
  difficulty: BattleDifficultyLevel;
  type: 'combat' | 'complex' | 'campaign';
  rewards: { funds: number; intel: number; xp: number };
  /**
   * How much stronger than its template the enemy comes (issue 23): built by the campaign from the
   * campaign's difficulty, chapter, threat and missed key missions (campaign/battle-force.ts).
   * Absent for the practice battle and for battles deployed before rules version 5, which are
   * fought as their template.
   */
  force?: BattleForce;
}

export type { BattleForce };

/**
 * A battle mission as releases before rules version 4 passed it: the universe's words inside, no
 * template id. Kept replays and battles in progress stored then still carry it; `createBattle`
 * takes it and leaves the words out of the battle (the screen may still show them).
 */
export interface LegacyBattleMissionInfo extends Omit<BattleMissionInfo, 'templateId'> {
  templateId?: string | null;
  name: string;
  location: string;
}

/** A squad member as the battle needs it (a campaign `Soldier` fits). */
export interface BattleSquadMember {
  id: string;
  name: string;
  rank: string;
  classId: ClassId | null;
  experience: number;
  health: number;
  maxHealth: number;
  loadout: { weapon: string; armor: string; utility: string };
  /**
   * Issue 23: what research and skills add on the battlefield (campaign/modifiers.ts
   * `battleBonusFor`). Absent (practice, a battle set up before it existed): nothing.
   */
  bonus?: BattleBonus;
}

/** Issue 23: a squad member's battle additions, summed from the `battle_*` modifiers. */
export interface BattleBonus {
  /** Extra battle HP. */
  hp: number;
  /** Points of hit chance on the soldier's shots. */
  accuracy: number;
  /** Extra maximum damage. */
  damage: number;
  /** Points of hit chance off enemy shots at the soldier. */
  defense: number;
  mobility: number;
  /** Extra Medkit uses, for a soldier who fields one. */
  medkitUses: number;
}

export interface BattleInput {
  mission: BattleMissionInfo | LegacyBattleMissionInfo;
  squad: readonly BattleSquadMember[];
}

/** Spec §3 "Ability on a unit": the definition's id plus what changes during the battle. */
export interface UnitAbility {
  id: AbilityId;
  apCost: number;
  /** Handovers left before it can be used again (0 = ready). */
  currentCooldown: number;
  /** null = unlimited. */
  usesRemaining: number | null;
}

/**
 * A timed effect an ability left on a unit (the spec's temporary flags: suppressed, holoTargeted,
 * bunkeredDown, protectedBy, smoke's defenseBonus …). Its numbers are the ability's own
 * (content/abilities.ts `battle`), read where they apply; `turnsLeft` counts handovers.
 */
export interface UnitEffect {
  abilityId: AbilityId;
  turnsLeft: number;
  /** The unit that cast it (Guardian: who takes the redirected damage). */
  sourceId: string;
}

export interface BattleUnit {
  /** Soldiers keep their campaign id ("soldier-3"); enemies are "enemy-N". */
  id: string;
  type: 'soldier' | 'enemy';
  name: string;
  x: number;
  y: number;
  hp: number;
  maxHp: number;
  ap: number;
  maxAp: number;
  /** Soldiers only (null for enemies). */
  rank: string | null;
  classId: ClassId | null;
  kills: number;
  /** Base hit chance of the unit's shot, percent (weapon accuracy; 70 for enemies). */
  accuracy: number;
  minDamage: number;
  maxDamage: number;
  /** Class aim (Deadeye's damage grows with it). */
  aim: number;
  /** Tiles per AP are mobility / 40, rounded down (80 → 2, 40-79 → 1, under 40 → pinned). */
  mobility: number;
  /** Armor defense; every 2 points above the standard vest's 20 cost the enemy 1 point of hit chance. */
  armorDefense: number;
  abilities: UnitAbility[];
  effects: UnitEffect[];
  onOverwatch: boolean;
  /** Serial Killer: a shot that kills refunds its AP until the first miss, for the rest of the turn. */
  serialKillerActive: boolean;
  /** Issue 24: a hostile's type (content/hostiles.ts); null for soldiers. */
  hostileType: HostileTypeId | null;
  /** Issue 24: the centre of the blast a grenadier announced; it lands when the grenadier next acts. */
  announcedBlast: TileTarget | null;
  /**
   * Issue 24, enemies only: false while its pod has not been seen or shot at (it does nothing on its
   * turn). Absent in battles stored before pods existed, and then read as alerted.
   */
  alerted?: boolean;
  /** Issue 24, enemies only: the pod (group) it starts in; a pod is alerted together. */
  pod?: number;
  /**
   * Issue 33, soldiers: the AP a shot takes with its weapon (the sniper rifle's 2: no shot after
   * moving). Absent (hostiles, battles before rules version 7): 1.
   */
  shotAp?: number;
}

/**
 * Issue 24: what wins a battle besides downing every hostile (which always wins). `eliminate` is the
 * description's only objective; `hold`: a soldier stands in the zone, no hostile in it, at the start
 * of `turnsNeeded` of the squad's turns; `extract`: half the living squad, rounded up (or as many as
 * the tiles hold), stands on the extraction tiles.
 */
export const OBJECTIVE_KINDS = ['eliminate', 'hold', 'extract'] as const;
export type ObjectiveKind = (typeof OBJECTIVE_KINDS)[number];

export interface BattleObjective {
  kind: ObjectiveKind;
  /** The zone or extraction tiles, as tile indices (y * 12 + x); empty for `eliminate`. */
  tiles: number[];
  /** `hold`: the squad's turns the zone must be held; 0 otherwise. */
  turnsNeeded: number;
  turnsHeld: number;
}

export type BattleSide = 'player' | 'enemy';
export type BattleStatus = 'playing' | 'victory' | 'defeat';

export interface BattleState {
  mission: BattleMissionInfo;
  /** 144 tiles, row-major: index y * 12 + x. */
  tiles: Cover[];
  units: BattleUnit[];
  side: BattleSide;
  /** Goes up by 1 each time play returns to the soldiers. */
  turn: number;
  selectedUnitId: string | null;
  status: BattleStatus;
  aborted: boolean;
  rng: RngState;
  /** Random numbers drawn so far (a replay that diverges shows it here first). */
  draws: number;
  /** Issue 24: the mission's objective; absent in battles stored before objectives (kill all). */
  objective?: BattleObjective;
  /** Issue 24: set when the mission's objective (hold, extract) won the battle; a victory without it downed every hostile. */
  objectiveMet?: ObjectiveKind;
}

export interface TileTarget {
  x: number;
  y: number;
}

/** Every intent the commander can send to a battle. */
export type BattleAction =
  | { type: 'select'; unitId: string | null }
  | { type: 'move'; x: number; y: number }
  | { type: 'shoot'; x: number; y: number }
  | { type: 'ability'; abilityId: string; x?: number; y?: number }
  | { type: 'endTurn' }
  | { type: 'abort' };

export type BattleActionType = BattleAction['type'];

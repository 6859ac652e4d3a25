// FROZEN: the battle rules as of rules version 4 (commit c404ea4), never edited. Used only to replay records
// made under rules <= 4 (legacy/replay-battle-v4.ts); the rules fingerprint does not include it.
/**
 * The tactical battle's serialisable state and the intents a commander sends to it
 * (spec: missions-battle-themes §3 battle mission, unit, ability, temporary flags, map; §4 battle).
 * Plain JSON data: a battle is its seed plus its action list, and the generator's state travels
 * inside the battle so that replaying the same actions gives the same state, bit for bit.
 */

import type { AbilityId } from './content/abilities';
import type { BattleDifficultyLevel, ClassId, Cover } from './content/ids';
import type { RngState } from './rng';

// The ids live in content (issue 25 item 4); re-exported here so battle/ imports keep their paths.
export { BATTLE_DIFFICULTIES, type BattleDifficultyLevel, COVERS, type Cover } from './content/ids';

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
}

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

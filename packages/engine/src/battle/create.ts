/**
 * A new battle from its input and seed (spec §9 battle; DESIGN §3 battle scale): enemies by
 * difficulty in the north-east, the squad in a row at the south, then 25 cover tiles on the free
 * ground, half or full with equal chance. Every number comes from content/battle.ts.
 */
import { soldierAbilities } from '../campaign/squad';
import { ABILITY_BY_ID, type AbilityId } from '../content/abilities';
import { BATTLE_RULES } from '../content/battle';
import { statsFor } from '../content/classes';
import { ARMOR_BY_ID, WEAPON_BY_ID } from '../content/equipment';
import {
  HOSTILE_MIX,
  HOSTILE_TYPE_IDS,
  HOSTILE_TYPES,
  type HostileType,
  type HostileTypeId,
} from '../content/hostiles';
import { Rng } from '../rng';
import { Dice } from './dice';
import type { BattleLogEvent } from './log';
import { BATTLE_GRID_SIZE, COVER_TILE_COUNT, TILE_COUNT, tileIndex } from './map';
import type {
  BattleDifficultyLevel,
  BattleForce,
  BattleInput,
  BattleMissionInfo,
  BattleSquadMember,
  BattleState,
  BattleUnit,
  Cover,
  UnitAbility,
} from './types';

/**
 * An empty loadout (spec §2: the practice battle's squad has one): no item in any slot. In battle
 * an empty weapon or armor slot fights with the standard-issue rifle and vest numbers (the spec's
 * base stats), and an empty utility slot gives no ability.
 */
export const EMPTY_LOADOUT = { weapon: '', armor: '', utility: '' } as const;

/**
 * [decided] A utility item carried into battle is one use of its ability (a soldier whose class
 * already has it gets one use more): medkit → Medkit, smoke → Smoke Bomb, flashbang → Flashbang.
 * The frag grenade stays a campaign combat-rating item.
 */
export const UTILITY_ABILITIES: Readonly<Record<string, AbilityId>> = {
  medkit: 'medkit',
  smoke: 'smoke_bomb',
  flashbang: 'flashbang',
};

function unitAbilities(member: BattleSquadMember): UnitAbility[] {
  const abilities: UnitAbility[] = soldierAbilities(member).map((definition) => ({
    id: definition.id as AbilityId,
    apCost: definition.apCost,
    currentCooldown: 0,
    usesRemaining: definition.usesPerMission,
  }));
  const granted = UTILITY_ABILITIES[member.loadout.utility];
  const definition = granted ? ABILITY_BY_ID.get(granted) : undefined;
  if (granted && definition) {
    const owned = abilities.find((a) => a.id === granted);
    if (!owned) abilities.push({ id: granted, apCost: definition.apCost, currentCooldown: 0, usesRemaining: 1 });
    else if (owned.usesRemaining !== null) owned.usesRemaining += 1;
  }
  return abilities;
}

/** DESIGN §3: battle HP = ceil(5 × health / max health). */
export function battleHpFor(health: number, maxHealth: number): number {
  if (maxHealth <= 0 || health <= 0) return 0;
  return Math.min(BATTLE_RULES.soldierMaxHp, Math.ceil((BATTLE_RULES.soldierMaxHp * health) / maxHealth));
}

function soldierUnit(member: BattleSquadMember, index: number): BattleUnit {
  const stats = statsFor(member.classId);
  const weapon = WEAPON_BY_ID.get(member.loadout.weapon) ?? WEAPON_BY_ID.get('assault_rifle');
  const armor = ARMOR_BY_ID.get(member.loadout.armor) ?? ARMOR_BY_ID.get('standard_vest');
  const row = Math.floor(index / (BATTLE_GRID_SIZE - BATTLE_RULES.soldierFirstX));
  return {
    id: member.id,
    type: 'soldier',
    name: member.name,
    x: BATTLE_RULES.soldierFirstX + (index % (BATTLE_GRID_SIZE - BATTLE_RULES.soldierFirstX)),
    y: BATTLE_RULES.soldierRowY + row,
    hp: battleHpFor(member.health, member.maxHealth),
    maxHp: BATTLE_RULES.soldierMaxHp,
    ap: BATTLE_RULES.soldierAp,
    maxAp: BATTLE_RULES.soldierAp,
    rank: member.rank,
    classId: member.classId,
    kills: 0,
    accuracy: weapon?.accuracy ?? 75,
    minDamage: 1,
    maxDamage: weapon?.battleMaxDamage ?? 2,
    aim: stats.aim,
    mobility: Math.round((stats.mobility + (armor?.mobility ?? 80)) / 2),
    armorDefense: armor?.defense ?? BATTLE_RULES.standardArmorDefense,
    abilities: unitAbilities(member),
    effects: [],
    onOverwatch: false,
    serialKillerActive: false,
    hostileType: null,
    announcedBlast: null,
  };
}

/** One hostile of a type at a difficulty: the trooper's numbers (content/battle.ts) plus its type's. */
export function enemyUnit(
  number: number,
  x: number,
  y: number,
  difficulty: BattleDifficultyLevel,
  typeId: HostileTypeId = 'trooper',
): BattleUnit {
  const type: HostileType = HOSTILE_TYPES[typeId];
  const hp = Math.max(1, BATTLE_RULES.enemyHp[difficulty] + type.hpBonus);
  const accuracy = BATTLE_RULES.enemyAccuracy[difficulty] + type.accuracyBonus;
  return {
    id: `enemy-${number}`,
    type: 'enemy',
    name: `Hostile-${number}`,
    x,
    y,
    hp,
    maxHp: hp,
    ap: type.ap,
    maxAp: type.ap,
    rank: null,
    classId: null,
    kills: 0,
    accuracy,
    minDamage: BATTLE_RULES.enemyMinDamage,
    maxDamage: BATTLE_RULES.enemyMaxDamage[difficulty] + type.damageBonus,
    aim: accuracy,
    mobility: type.mobility,
    armorDefense: BATTLE_RULES.standardArmorDefense,
    abilities: [],
    effects: [],
    onOverwatch: false,
    serialKillerActive: false,
    hostileType: typeId,
    announcedBlast: null,
  };
}

/** A hostile's type drawn from the difficulty's mix (content/hostiles.ts `HOSTILE_MIX`). */
function drawHostileType(dice: Dice, difficulty: BattleDifficultyLevel): HostileTypeId {
  const mix: Record<HostileTypeId, number> = HOSTILE_MIX[difficulty];
  const total = HOSTILE_TYPE_IDS.reduce((sum, id) => sum + mix[id], 0);
  let pick = dice.int(1, total);
  for (const id of HOSTILE_TYPE_IDS) {
    pick -= mix[id];
    if (pick <= 0) return id;
  }
  return 'trooper';
}

/**
 * The battle's hostiles (the one place enemies are made): the difficulty's count (and issue 23's
 * force), each on a free spawn tile, then each one's type from the mix. `taken` gains their tiles.
 */
export function createHostiles(
  dice: Dice,
  difficulty: BattleDifficultyLevel,
  taken: Set<number>,
  force: BattleForce | undefined,
): BattleUnit[] {
  const { minX, maxX, minY, maxY } = BATTLE_RULES.enemySpawn;
  const tiles: { x: number; y: number }[] = [];
  const enemyCount = forcedEnemyCount(BATTLE_RULES.enemyCount[difficulty], force);
  for (let n = 1; n <= enemyCount; n++) {
    let x: number;
    let y: number;
    do {
      x = dice.int(minX, maxX);
      y = dice.int(minY, maxY);
    } while (taken.has(tileIndex(x, y)));
    taken.add(tileIndex(x, y));
    tiles.push({ x, y });
  }
  return tiles.map((tile, i) =>
    forcedEnemy(enemyUnit(i + 1, tile.x, tile.y, difficulty, drawHostileType(dice, difficulty)), force),
  );
}

/** The battle's mission: ids and numbers only, whatever words a legacy input carried. */
export function battleMissionInfo(mission: BattleInput['mission']): BattleMissionInfo {
  const { difficulty, type, rewards, force } = mission;
  return {
    templateId: mission.templateId ?? null,
    difficulty,
    type,
    rewards: { ...rewards },
    ...(force ? { force: { ...force } } : {}),
  };
}

/** The most hostiles a battle fields: the spawn area's tiles. */
const MAX_HOSTILES =
  (BATTLE_RULES.enemySpawn.maxX - BATTLE_RULES.enemySpawn.minX + 1) *
  (BATTLE_RULES.enemySpawn.maxY - BATTLE_RULES.enemySpawn.minY + 1);

/**
 * Issue 23: the campaign's force applied where enemies are made — how many, and each one's HP and
 * aim on top of its template's. A battle without a force (practice, older saves) is its template.
 */
export function forcedEnemyCount(base: number, force: BattleForce | undefined): number {
  return Math.max(1, Math.min(MAX_HOSTILES, base + (force?.extraHostiles ?? 0)));
}

export function forcedEnemy(unit: BattleUnit, force: BattleForce | undefined): BattleUnit {
  if (!force) return unit;
  const hp = Math.max(1, unit.hp + force.hostileHp);
  return { ...unit, hp, maxHp: hp, accuracy: unit.accuracy + force.hostileAim, aim: unit.aim + force.hostileAim };
}

export function createBattle(input: BattleInput, seed: number): BattleState {
  const dice = new Dice(Rng.fromSeed(seed));
  const { difficulty, force } = input.mission;
  const soldiers = input.squad.map(soldierUnit);
  const taken = new Set(soldiers.map((s) => tileIndex(s.x, s.y)));

  const enemies = createHostiles(dice, difficulty, taken, force);

  const tiles: Cover[] = new Array<Cover>(TILE_COUNT).fill('none');
  for (let placed = 0; placed < COVER_TILE_COUNT; ) {
    const index = dice.int(0, TILE_COUNT - 1);
    if (taken.has(index) || tiles[index] !== 'none') continue;
    tiles[index] = dice.int(0, 1) === 0 ? 'half' : 'full';
    placed += 1;
  }

  const battle: BattleState = {
    mission: battleMissionInfo(input.mission),
    tiles,
    units: [...soldiers, ...enemies],
    side: 'player',
    turn: 1,
    selectedUnitId: null,
    status: 'playing',
    aborted: false,
    rng: [],
    draws: 0,
  };
  dice.storeIn(battle);
  return battle;
}

/** The log a battle opens with: '--- Turn 1 ---', 'Your turn begins'. */
export function battleOpeningLog(battle: BattleState): BattleLogEvent[] {
  return [{ kind: 'turnStarted', turn: battle.turn, side: battle.side }];
}

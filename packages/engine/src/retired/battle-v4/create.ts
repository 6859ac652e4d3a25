// FROZEN: the battle rules as of rules version 4 (commit c404ea4), never edited. Used only to replay records
// made under rules <= 4 (legacy/replay-battle-v4.ts); the rules fingerprint does not include it.
/**
 * A new battle from its input and seed (spec §9 battle; DESIGN §3 battle scale): enemies by
 * difficulty in the north-east, the squad in a row at the south, then 25 cover tiles on the free
 * ground, half or full with equal chance. Every number comes from content/battle.ts.
 */

import { ABILITY_BY_ID, type AbilityId } from './content/abilities';
import { BATTLE_RULES } from './content/battle';
import { statsFor } from './content/classes';
import { ARMOR_BY_ID, WEAPON_BY_ID } from './content/equipment';
import { Dice } from './dice';
import type { BattleLogEvent } from './log';
import { BATTLE_GRID_SIZE, COVER_TILE_COUNT, TILE_COUNT, tileIndex } from './map';
import { Rng } from './rng';
import { soldierAbilities } from './squad';
import type {
  BattleDifficultyLevel,
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
  };
}

function enemyUnit(number: number, x: number, y: number, difficulty: BattleDifficultyLevel): BattleUnit {
  const hp = BATTLE_RULES.enemyHp[difficulty];
  return {
    id: `enemy-${number}`,
    type: 'enemy',
    name: `Hostile-${number}`,
    x,
    y,
    hp,
    maxHp: hp,
    ap: BATTLE_RULES.enemyAp,
    maxAp: BATTLE_RULES.enemyAp,
    rank: null,
    classId: null,
    kills: 0,
    accuracy: BATTLE_RULES.enemyAccuracy[difficulty],
    minDamage: BATTLE_RULES.enemyMinDamage,
    maxDamage: BATTLE_RULES.enemyMaxDamage[difficulty],
    aim: BATTLE_RULES.enemyAccuracy[difficulty],
    mobility: BATTLE_RULES.enemyMobility,
    armorDefense: BATTLE_RULES.standardArmorDefense,
    abilities: [],
    effects: [],
    onOverwatch: false,
    serialKillerActive: false,
  };
}

/** The battle's mission: ids and numbers only, whatever words a legacy input carried. */
export function battleMissionInfo(mission: BattleInput['mission']): BattleMissionInfo {
  const { difficulty, type, rewards } = mission;
  return { templateId: mission.templateId ?? null, difficulty, type, rewards: { ...rewards } };
}

export function createBattle(input: BattleInput, seed: number): BattleState {
  const dice = new Dice(Rng.fromSeed(seed));
  const { difficulty } = input.mission;
  const soldiers = input.squad.map(soldierUnit);
  const taken = new Set(soldiers.map((s) => tileIndex(s.x, s.y)));

  const { minX, maxX, minY, maxY } = BATTLE_RULES.enemySpawn;
  const enemies: BattleUnit[] = [];
  const enemyCount = BATTLE_RULES.enemyCount[difficulty];
  for (let n = 1; n <= enemyCount; n++) {
    let x: number;
    let y: number;
    do {
      x = dice.int(minX, maxX);
      y = dice.int(minY, maxY);
    } while (taken.has(tileIndex(x, y)));
    taken.add(tileIndex(x, y));
    enemies.push(enemyUnit(n, x, y, difficulty));
  }

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

/**
 * A new battle from its input and seed (spec §9 battle; DESIGN §3 battle scale; issue 24): the squad
 * in a row at the south, the mission's objective, the hostiles by difficulty in pods in the north,
 * then 25 cover tiles in the mission's map kit. Every number comes from content/.
 */
import { ABILITY_BY_ID, type AbilityId } from '../content/abilities';
import { BATTLE_RULES } from '../content/battle';
import { soldierAbilities, statsFor } from '../content/classes';
import { ARMOR_BY_ID, WEAPON_BY_ID } from '../content/equipment';
import {
  HOSTILE_MIX,
  HOSTILE_TYPE_IDS,
  HOSTILE_TYPES,
  type HostileType,
  type HostileTypeId,
} from '../content/hostiles';
import { MAP_KITS, type MapKitId } from '../content/map-kits';
import { missionBattle } from '../content/missions';
import { Rng, type Seed } from '../rng';
import { Dice } from './dice';
import { hostileOf } from './hostile';
import type { BattleLogEvent } from './log';
import { BATTLE_GRID_SIZE, COVER_TILE_COUNT, inGrid, TILE_COUNT, tileIndex } from './map';
import { createObjective } from './objectives';
import { alertPods, placePods } from './pods';
import type {
  BattleDifficultyLevel,
  BattleForce,
  BattleInput,
  BattleMissionInfo,
  BattleObjective,
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
 * already has it gets one use more): medkit → Medkit, smoke → Smoke Bomb, flashbang → Flashbang,
 * and (issue 34 item 5) the frag grenade → one Frag Grenade throw.
 */
export const UTILITY_ABILITIES: Readonly<Record<string, AbilityId>> = {
  medkit: 'medkit',
  smoke: 'smoke_bomb',
  flashbang: 'flashbang',
  grenade: 'grenade',
};

function unitAbilities(member: BattleSquadMember): UnitAbility[] {
  const abilities: UnitAbility[] = soldierAbilities(member).map((definition) => ({
    id: definition.id as AbilityId,
    apCost: definition.apCost,
    currentCooldown: 0,
    usesRemaining: definition.usesPerMission,
  }));
  const extraMedkits = member.bonus?.medkitUses ?? 0;
  const granted = UTILITY_ABILITIES[member.loadout.utility];
  const definition = granted ? ABILITY_BY_ID.get(granted) : undefined;
  if (granted && definition) {
    const owned = abilities.find((a) => a.id === granted);
    if (!owned) abilities.push({ id: granted, apCost: definition.apCost, currentCooldown: 0, usesRemaining: 1 });
    else if (owned.usesRemaining !== null) owned.usesRemaining += 1;
  }
  // Issue 23: research and skills that stock more Medkits (battle_medkit).
  const medkit = abilities.find((a) => a.id === 'medkit');
  if (medkit && medkit.usesRemaining !== null) medkit.usesRemaining += extraMedkits;
  return abilities;
}

/**
 * DESIGN §3: battle HP = ceil(5 × health / max health); issue 23: out of 5 + the soldier's battle HP
 * bonus (research and skills), so a fit soldier starts full and a wounded one in proportion.
 */
export function battleHpFor(health: number, maxHealth: number, maxHp: number = BATTLE_RULES.soldierMaxHp): number {
  if (maxHealth <= 0 || health <= 0) return 0;
  return Math.min(maxHp, Math.ceil((maxHp * health) / maxHealth));
}

function soldierUnit(member: BattleSquadMember, index: number): BattleUnit {
  const stats = statsFor(member.classId);
  const weapon = WEAPON_BY_ID.get(member.loadout.weapon) ?? WEAPON_BY_ID.get('assault_rifle');
  const armor = ARMOR_BY_ID.get(member.loadout.armor) ?? ARMOR_BY_ID.get('standard_vest');
  const row = Math.floor(index / (BATTLE_GRID_SIZE - BATTLE_RULES.soldierFirstX));
  const bonus = member.bonus;
  const maxHp = BATTLE_RULES.soldierMaxHp + (bonus?.hp ?? 0);
  const armorDefense =
    (armor?.defense ?? BATTLE_RULES.standardArmorDefense) + (bonus?.defense ?? 0) * BATTLE_RULES.armorDefensePerPoint;
  return {
    id: member.id,
    type: 'soldier',
    name: member.name,
    x: BATTLE_RULES.soldierFirstX + (index % (BATTLE_GRID_SIZE - BATTLE_RULES.soldierFirstX)),
    y: BATTLE_RULES.soldierRowY + row,
    hp: battleHpFor(member.health, member.maxHealth, maxHp),
    maxHp,
    ap: BATTLE_RULES.soldierAp,
    maxAp: BATTLE_RULES.soldierAp,
    rank: member.rank,
    classId: member.classId,
    kills: 0,
    accuracy: (weapon?.accuracy ?? 75) + (bonus?.accuracy ?? 0),
    minDamage: 1,
    maxDamage: (weapon?.battleMaxDamage ?? 2) + (bonus?.damage ?? 0),
    aim: stats.aim,
    mobility: Math.round((stats.mobility + (armor?.mobility ?? 80)) / 2) + (bonus?.mobility ?? 0),
    armorDefense,
    abilities: unitAbilities(member),
    effects: [],
    onOverwatch: false,
    serialKillerActive: false,
    hostileType: null,
    announcedBlast: null,
    shotAp: weapon?.shotAp ?? 1,
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
 * Issue 33 [decided] where an objective's guards stand (`BATTLE_RULES.guard`): behind the zone (the
 * tile farthest from the squad), on the approach to the exit (the nearest).
 */
const GUARD_STAND = { hold: 'behind', extract: 'approach' } as const;

/**
 * The battle's hostiles (the one place enemies are made): the difficulty's count (and issue 23's
 * force), placed in pods out of the squad's reach (pods.ts), each one's type from the mix. They start
 * unaware (issue 24). `taken` gains their tiles.
 */
export function createHostiles(
  dice: Dice,
  difficulty: BattleDifficultyLevel,
  soldiers: readonly BattleUnit[],
  blocked: Set<number>,
  taken: Set<number>,
  force: BattleForce | undefined,
  objective: BattleObjective | null = null,
): BattleUnit[] {
  const enemyCount = forcedEnemyCount(BATTLE_RULES.enemyCount[difficulty], force);
  const stand = objective?.kind === 'hold' || objective?.kind === 'extract' ? GUARD_STAND[objective.kind] : null;
  const guarded = objective && stand ? { tiles: objective.tiles, stand } : null;
  return placePods(dice, enemyCount, soldiers, blocked, guarded).map((spot, i) => {
    const enemy = forcedEnemy(enemyUnit(i + 1, spot.x, spot.y, difficulty, drawHostileType(dice, difficulty)), force);
    enemy.alerted = false;
    enemy.pod = spot.pod;
    // Issue 33 [decided]: the objective's guards stand as sentries, on Overwatch, from the start.
    enemy.onOverwatch = spot.guard === true && hostileOf(enemy).actions.includes('overwatch');
    taken.add(tileIndex(spot.x, spot.y));
    return enemy;
  });
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

/**
 * Issue 24 [decided]: a mission's squad row starts at an x the seed picks (rows of 6 at y 10, then
 * 11), so no two battles open on the same lines; the practice battle (no template) keeps the
 * description's row from x 1.
 */
function placeSquad(dice: Dice, soldiers: BattleUnit[], seeded: boolean): void {
  const rowLength = BATTLE_RULES.squadRowLength;
  const start = seeded
    ? dice.int(0, BATTLE_GRID_SIZE - Math.min(rowLength, Math.max(1, soldiers.length)))
    : BATTLE_RULES.soldierFirstX;
  soldiers.forEach((soldier, i) => {
    soldier.x = start + (i % rowLength);
    soldier.y = BATTLE_RULES.soldierRowY + Math.floor(i / rowLength);
  });
}

/**
 * Issue 24 [decided]: the field's 25 cover tiles come in the mission's map kit's pieces, each drawn
 * and placed by the seed, never on a tile a unit starts on; the piece that reaches 25 is cut short.
 */
function placeCover(dice: Dice, kit: MapKitId, taken: ReadonlySet<number>): Cover[] {
  const { pieces } = MAP_KITS[kit];
  const tiles: Cover[] = new Array<Cover>(TILE_COUNT).fill('none');
  for (let placed = 0; placed < COVER_TILE_COUNT; ) {
    const piece = pieces[dice.int(0, pieces.length - 1)] ?? [];
    const ax = dice.int(0, BATTLE_GRID_SIZE - 1);
    const ay = dice.int(0, BATTLE_GRID_SIZE - 1);
    for (const [dx, dy, cover] of piece) {
      const x = ax + dx;
      const y = ay + dy;
      if (placed >= COVER_TILE_COUNT || !inGrid(x, y)) continue;
      const index = tileIndex(x, y);
      if (taken.has(index) || tiles[index] !== 'none') continue;
      tiles[index] = cover;
      placed += 1;
    }
  }
  return tiles;
}

export function createBattle(input: BattleInput, seed: Seed): BattleState {
  const dice = new Dice(Rng.fromSeed(seed));
  const { difficulty, force } = input.mission;
  const setup = missionBattle(input.mission.templateId ?? null);
  const soldiers = input.squad.map(soldierUnit);
  placeSquad(dice, soldiers, (input.mission.templateId ?? null) !== null);
  const taken = new Set(soldiers.map((s) => tileIndex(s.x, s.y)));
  const objective = createObjective(setup.objective, dice);
  // Hostiles never start on the extraction tiles or in the zone.
  const blocked = new Set([...taken, ...objective.tiles]);

  const enemies = createHostiles(dice, difficulty, soldiers, blocked, taken, force, objective);

  const battle: BattleState = {
    mission: battleMissionInfo(input.mission),
    tiles: placeCover(dice, setup.mapKit, taken),
    units: [...soldiers, ...enemies],
    side: 'player',
    turn: 1,
    selectedUnitId: null,
    status: 'playing',
    aborted: false,
    rng: [],
    draws: 0,
    objective,
  };
  // A pod the squad sees from where it stands is alerted from the start.
  alertPods(battle, []);
  dice.storeIn(battle);
  return battle;
}

/** The log a battle opens with: '--- Turn 1 ---', 'Your turn begins'. */
export function battleOpeningLog(battle: BattleState): BattleLogEvent[] {
  return [{ kind: 'turnStarted', turn: battle.turn, side: battle.side }];
}

/**
 * The naive scripted commander (`--naive` in the balance tool; tools/thoughtful-commander.ts is the
 * default there): a simple scripted commander for the simulator, the balance report and the benchmark: a reasonable,
 * not perfect, player who sees only what the screens show. It builds along a fixed plan, researches
 * in catalogue order, recruits up to ten, specialises and buys its specialists their class's kit
 * as research unlocks it, heals, raises the facilities that pay, speed research, make kit, train
 * or heal, and deploys missions whose odds it likes. Campaign-tier
 * missions are manual only: the scripted battle commander fights them for real on the battle
 * engine, and the campaign replays its actions from the mission's stored seed.
 */

import type { GameAction } from '../campaign/actions';
import { type ActionResult, applyAction, applyKeptBattleResult } from '../campaign/apply-action';
import { canBuild, upgradeCost } from '../campaign/base';
import { battleSetupFor } from '../campaign/battle-mission';
import { counterOperationCost } from '../campaign/counter-operation';
import { canAfford } from '../campaign/economy';
import { equipmentLockedBy, loadoutCost } from '../campaign/equipment';
import { fieldSuccessParts } from '../campaign/mission-resolution';
import { allowedModes, deployableSoldiers, missionAvailability, missionOdds } from '../campaign/missions';
import { currentResearch, startableResearch } from '../campaign/research';
import { isAway, soldierCombatRating } from '../campaign/squad';
import { healCost } from '../campaign/squad-actions';
import { supplyDropCost, supplyDropRefusal } from '../campaign/supply-drop';
import type { ClassId, FacilityType, GameState, Soldier } from '../campaign/types';
import { CHAPTER_ONE_LAST_DAY } from '../content/campaign-end';
import { RECRUIT_COST } from '../content/economy';
import { facilityDefinition, maxLevelFor } from '../content/facilities';
import { MISSION_TEMPLATES, type MissionTemplate } from '../content/missions';
import type { ResearchProject } from '../content/research';
import { SPECIALIZE_MIN_XP } from '../content/squad';
import { fightBattle } from './battle-commander';

/** The lab first (it speeds every project), then healing, kit, money and training (issue 14). */
const BUILD_PLAN: readonly { type: FacilityType; row: number; col: number }[] = [
  { type: 'research', row: 3, col: 2 },
  { type: 'medbay', row: 1, col: 2 },
  { type: 'workshop', row: 2, col: 3 },
  { type: 'trade_depot', row: 1, col: 1 },
  { type: 'generator', row: 2, col: 1 },
  { type: 'barracks', row: 1, col: 3 },
  { type: 'generator', row: 3, col: 1 },
  { type: 'intelligence_center', row: 3, col: 3 },
  { type: 'medbay', row: 0, col: 2 },
  { type: 'trade_depot', row: 2, col: 0 },
  { type: 'generator', row: 4, col: 2 },
  { type: 'workshop', row: 2, col: 4 },
];

const CLASS_ROTATION: readonly ClassId[] = ['heavy', 'sniper', 'support', 'ranger'];
/** The facilities worth their maintenance when raised, most valuable first. */
const UPGRADE_PRIORITY: readonly FacilityType[] = [
  'command',
  'research',
  'trade_depot',
  'workshop',
  'barracks',
  'medbay',
];
/** Funds the commander keeps back for heals and recruits. */
const RESERVE = 4000;
/** Supplies the commander keeps back for heals. */
const SUPPLY_RESERVE = 40;
/**
 * The kit each class is issued once it is unlocked, best first per slot (issue 14: kit has a
 * price, so the commander buys it for its specialists only; privates keep the free defaults).
 */
export type ClassKit = Readonly<
  Record<ClassId, { weapon: readonly string[]; armor: readonly string[]; utility: readonly string[] }>
>;
const CLASS_KIT: ClassKit = {
  sniper: { weapon: ['sniper'], armor: ['light_armor'], utility: ['grenade'] },
  heavy: { weapon: ['shotgun'], armor: ['heavy_armor'], utility: ['grenade'] },
  ranger: { weapon: ['shotgun'], armor: ['heavy_armor', 'light_armor'], utility: ['flashbang', 'grenade'] },
  support: { weapon: ['assault_rifle'], armor: ['heavy_armor'], utility: ['medkit'] },
};
/** Soldiers the commander keeps on the roster (enough for a key mission and the routine work). */
const TARGET_SQUAD = 10;

export interface CommanderLog {
  actions: number;
  refusals: number;
  /** When present, every accepted action is appended (the bench replays them). */
  accepted?: GameAction[];
}

export interface CommanderOptions {
  /** false: never attempt the chapter-4 key mission, so the campaign runs its full length (bench). */
  attemptFinalMission: boolean;
  /** Hold Operation Breakwater (chapter 1's key mission) back until chapter 2 (issue 23's wait variant). */
  waitBreakwater?: boolean;
}

/** Whether the commander leaves this key mission alone today (the final one in an endless run, Breakwater in a wait run). */
export function keyMissionHeld(state: GameState, template: MissionTemplate, options: CommanderOptions): boolean {
  if (!template.keyMission) return false;
  // The chapter is read before the option: a run notes the first day the option is asked (balance
  // plays the endless run from there, the days before being the same as the campaign played to its end).
  if (template.chapter === 4 && !options.attemptFinalMission) return true;
  return options.waitBreakwater === true && template.chapter === 1 && state.day <= CHAPTER_ONE_LAST_DAY;
}

export function tryAction(state: GameState, action: GameAction, log: CommanderLog): GameState {
  const result: ActionResult = applyAction(state, action);
  if (!result.ok) {
    log.refusals += 1;
    return state;
  }
  log.actions += 1;
  log.accepted?.push(action);
  return result.state;
}

export function reserveFor(state: GameState, funds: number): boolean {
  return state.resources.funds - funds >= RESERVE;
}

/** One item a turn for the first specialist whose class kit has a better unlocked item it can pay for. */
export function issueKit(state: GameState, log: CommanderLog, kits: ClassKit = CLASS_KIT): GameState {
  for (const soldier of state.squad) {
    if (!soldier.classId || soldier.status === 'KIA' || isAway(soldier)) continue;
    const kit = kits[soldier.classId];
    for (const slot of ['weapon', 'armor', 'utility'] as const) {
      const wanted = kit[slot].find((id) => equipmentLockedBy(state, slot, id) === null);
      if (!wanted || wanted === soldier.loadout[slot]) continue;
      const loadout = { ...soldier.loadout, [slot]: wanted };
      const cost = loadoutCost(soldier, loadout);
      if (!reserveFor(state, cost.funds) || state.resources.supplies - cost.supplies < SUPPLY_RESERVE) continue;
      if (state.resources.intel < cost.intel) continue;
      return tryAction(state, { type: 'setLoadout', soldierId: soldier.id, ...loadout }, log);
    }
  }
  return state;
}

function manageSquad(state: GameState, log: CommanderLog): GameState {
  let s = state;
  for (const soldier of s.squad) {
    if (soldier.classId || soldier.status === 'KIA' || isAway(soldier)) continue;
    if (soldier.experience < SPECIALIZE_MIN_XP) continue;
    const classId = CLASS_ROTATION[s.squad.filter((x) => x.classId).length % CLASS_ROTATION.length] ?? 'ranger';
    s = tryAction(s, { type: 'specialize', soldierId: soldier.id, classId }, log);
  }
  s = issueKit(s, log);
  for (const soldier of s.squad) {
    if (soldier.status !== 'Wounded') continue;
    const cost = healCost(s, soldier);
    if (soldier.maxHealth - soldier.health >= cost.amount && reserveFor(s, cost.funds) && s.resources.supplies > 40) {
      s = tryAction(s, { type: 'heal', soldierId: soldier.id }, log);
    }
  }
  const alive = s.squad.filter((x) => x.status !== 'KIA').length;
  if (alive < TARGET_SQUAD && (reserveFor(s, RECRUIT_COST) || (alive < 4 && s.resources.funds >= RECRUIT_COST))) {
    s = tryAction(s, { type: 'recruit' }, log);
  }
  return s;
}

/** Which startable project a commander starts: the naive one takes the catalogue's order. */
export type ResearchPick = (startable: readonly ResearchProject[]) => readonly ResearchProject[];
const CATALOGUE_ORDER: ResearchPick = (startable) => startable;

/**
 * Issue 34: the gauge in the red (its segments turn red from 7) while the war is lost when it stays
 * at 10 through a day: a counter-operation a day while the funds and supplies pay for it. Every
 * commander reads the gauge.
 */
const THREAT_ALARM = 7;

export function manageBase(state: GameState, log: CommanderLog, pick: ResearchPick = CATALOGUE_ORDER): GameState {
  let s = state;
  if (s.threatLevel >= THREAT_ALARM && canAfford(s.resources, counterOperationCost(s))) {
    s = tryAction(s, { type: 'counterOperation' }, log);
  }
  const next = BUILD_PLAN.find((p) => !s.facilities.some((f) => f.row === p.row && f.col === p.col));
  if (next && canBuild(s, next.row, next.col, next.type) && reserveFor(s, facilityDefinition(next.type).cost.funds)) {
    s = tryAction(s, { type: 'buildFacility', row: next.row, col: next.col, facilityType: next.type }, log);
  }
  if (!currentResearch(s)) {
    const project = pick(startableResearch(s)).find((p) => reserveFor(s, p.cost.funds));
    if (project) s = tryAction(s, { type: 'startResearch', projectId: project.id }, log);
  }
  // Upgrades cost maintenance every day, so only the facilities that pay or heal are raised.
  const upgradable = s.facilities
    .filter(
      (f) => UPGRADE_PRIORITY.includes(f.type) && f.constructionDaysRemaining === 0 && f.level < maxLevelFor(f.type),
    )
    .sort((a, b) => a.level - b.level || UPGRADE_PRIORITY.indexOf(a.type) - UPGRADE_PRIORITY.indexOf(b.type));
  const target = upgradable[0];
  if (target && canAfford(s.resources, upgradeCost(target)) && reserveFor(s, upgradeCost(target).funds + 15000)) {
    s = tryAction(s, { type: 'upgradeFacility', facilityId: target.id }, log);
  }
  return dropSupplies(s, log);
}

/**
 * Rules 9: supplies to spare back the squads in the field — a drop a day to each auto mission whose
 * odds can still rise, the shakiest first — keeping back what a counter-operation (the answer to a
 * threat in the red) and a heal cost today. Every commander does it: the card says what a drop buys.
 */
function dropSupplies(state: GameState, log: CommanderLog): GameState {
  let s = state;
  const keep = counterOperationCost(s).supplies + SUPPLY_RESERVE;
  if (s.resources.supplies - supplyDropCost(s).supplies < keep) return s;
  const inField = s.missions
    .filter((m) => m.status === 'Active' && m.mode === 'auto')
    .map((m) => ({ id: m.id, chance: fieldSuccessParts(s, m)?.chance ?? 100 }))
    .sort((a, b) => a.chance - b.chance);
  for (const { id } of inField) {
    const mission = s.missions.find((m) => m.id === id);
    if (!mission || s.resources.supplies - supplyDropCost(s).supplies < keep) break;
    if (supplyDropRefusal(s, mission) === null) s = tryAction(s, { type: 'supplyDrop', missionId: id }, log);
  }
  return s;
}

export function bestSquad(state: GameState, available: readonly Soldier[], template: MissionTemplate): string[] {
  const ready = available
    .map((soldier) => ({ id: soldier.id, rating: soldierCombatRating(state, soldier) }))
    .sort((a, b) => b.rating - a.rating);
  return ready.slice(0, template.requirements.maxSquad).map((r) => r.id);
}

/** Missions by funds paid, richest first: the order the commander considers them in. */
export const BY_VALUE: readonly MissionTemplate[] = [...MISSION_TEMPLATES].sort(
  (a, b) => b.rewards.funds - a.rewards.funds,
);
export const SHORT_SIMPLE: readonly MissionTemplate[] = BY_VALUE.filter(
  (t) => t.tier === 'simple' && t.durationDays <= 4,
);

/**
 * Fights a deployed manual mission with the scripted battle commander and settles it from its own
 * final battle, as the server settles a battle it kept (`applyKeptBattleResult`): every action was
 * played on the engine here, from the mission's setup and seed, so the replay a client's log gets
 * would play the same battle a second time (issue 34: a fifth of a balance run). A recorded run keeps
 * the client's action, which replays to the same campaign (the campaign-replay test checks it):
 * without checksums, as nothing would read them.
 */
export function fightMission(state: GameState, missionId: string, log: CommanderLog): GameState {
  const setup = battleSetupFor(state, missionId);
  if (!setup) return state;
  const fought = fightBattle(setup.input, setup.seed);
  const result = applyKeptBattleResult(state, missionId, fought.battle);
  if (!result.ok) {
    log.refusals += 1;
    return state;
  }
  log.actions += 1;
  log.accepted?.push({ type: 'completeBattle', missionId, log: fought.actions.map((action) => ({ action })) });
  return result.state;
}

/** An unlocked key mission not yet won: the commander keeps soldiers home for it. */
function pendingKeyMission(state: GameState, options: CommanderOptions): MissionTemplate | undefined {
  return MISSION_TEMPLATES.find(
    (t: MissionTemplate) =>
      t.keyMission === true &&
      state.day >= t.unlockDay &&
      !keyMissionHeld(state, t, options) &&
      !state.missions.some((m) => m.templateId === t.id && (m.success === true || m.status === 'Active')),
  );
}

function deployMissions(state: GameState, log: CommanderLog, options: CommanderOptions): GameState {
  let s = state;
  const key = pendingKeyMission(s, options);
  const order = key ? [key, ...SHORT_SIMPLE] : BY_VALUE;
  for (const template of order) {
    if (!missionAvailability(s, template).selectable) continue;
    if (keyMissionHeld(s, template, options)) continue;
    const available = deployableSoldiers(s);
    // With a key mission waiting, short simple missions may only use soldiers it does not need.
    const spare = available.length - Math.min(available.length, template.requirements.maxSquad);
    if (key && template !== key && spare < key.requirements.minSquad) continue;
    if (!key && template.tier === 'simple' && spare < 2) continue;
    const squad = bestSquad(s, available, template);
    if (squad.length < template.requirements.minSquad) continue;
    const odds = missionOdds(s, template.id, squad);
    if (!odds) continue;
    const manualOnly = !allowedModes(template).includes('auto');
    const threshold = template.keyMission ? 55 : template.tier === 'simple' ? 70 : 65;
    if (odds.successChance < threshold) continue;
    const mode = manualOnly ? 'manual' : 'auto';
    const before = s.nextId;
    s = tryAction(s, { type: 'deployMission', templateId: template.id, soldierIds: squad, mode }, log);
    if (manualOnly && s.nextId !== before) s = fightMission(s, `mission-${before}`, log);
  }
  return s;
}

/** One day of the scripted commander: its orders, then ADVANCE DAY. */
export function commanderDay(
  state: GameState,
  log: CommanderLog,
  options: CommanderOptions = { attemptFinalMission: true },
): GameState {
  let s = manageSquad(state, log);
  s = manageBase(s, log);
  s = deployMissions(s, log, options);
  return tryAction(s, { type: 'advanceDay' }, log);
}

/**
 * The thoughtful scripted commander (issue 23), the balance tool's default: it plays the base like
 * the naive commander (tools/commander.ts: the same build plan, research, upgrades and kit) and
 * adds what a player who has read the rules does:
 *  - it knows the chapter-1 casualty rule (GAME_RULES §11): in chapter 1 it sends soldiers into
 *    danger only while a bad outcome (the whole squad lost in a battle fought by hand, the card's
 *    expected casualties rounded up otherwise) would keep the chapter's casualty rate at or under 40%;
 *  - it knows the key missions and their days: from a week before one unlocks until it is won it
 *    keeps its best squad at home, heals them at the Medical Bay (paying for the heal rather than
 *    waiting) and sends only the others out;
 *  - it fights every key mission by hand with the scripted battle commander, with a full squad of
 *    its best soldiers, all at full health, and only once the card's projection (the estimated share
 *    of battles won, what a fight-only card shows: tools/projected-odds.ts) reaches the naive
 *    commander's 55% — or its deadline is two days off, when a player fights at any odds rather than
 *    miss it (issue 34: it read auto-resolve terms the screen does not show before);
 *  - its kit is chosen for the battle (issue 34): it keeps each soldier's free Medkit (one heal a
 *    battle, which keeps a soldier up) rather than pay to swap it for a frag grenade (one 2-damage
 *    throw since rules 7, GAME_RULES §14); a Ranger carries a Flashbang;
 *  - it specialises its soldiers into the class the squad has fewest of, so a key squad has every
 *    class's abilities;
 *  - with funds to spare (40,000) it keeps a third team (14 soldiers) rather than leave the mission
 *    board unanswered while the money sits (issue 23: the late game).
 * It plays like a player and is never tuned to reach a figure.
 */
import type { GameAction } from '../campaign/actions';
import { chapterOneCasualtyRate } from '../campaign/campaign-end';
import { allowedModes, deployableSoldiers, missionAvailability, missionOdds } from '../campaign/missions';
import { isAway, soldierCombatRating } from '../campaign/squad';
import { healCost } from '../campaign/squad-actions';
import type { ClassId, GameState, Soldier } from '../campaign/types';
import { CHAPTER_ONE_LAST_DAY, CHAPTER_ONE_MAX_CASUALTY_RATE } from '../content/campaign-end';
import { RECRUIT_COST } from '../content/economy';
import { KEY_MISSION_DEADLINE_DAY } from '../content/key-deadlines';
import { MISSION_TEMPLATES, type MissionTemplate } from '../content/missions';
import { SPECIALIZE_MIN_XP } from '../content/squad';
import {
  BY_VALUE,
  bestSquad,
  type ClassKit,
  type CommanderLog,
  type CommanderOptions,
  fightMission,
  issueKit,
  keyMissionHeld,
  manageBase,
  reserveFor,
  tryAction,
} from './commander';
import { projectedOdds } from './projected-odds';

/** How many days before a key mission unlocks the commander starts keeping its squad at home. */
const KEY_LOOKAHEAD_DAYS = 7;
/** The card odds the commander wants before sending a squad: the naive commander's thresholds. */
const KEY_THRESHOLD = 55;
const SIMPLE_THRESHOLD = 70;
const COMPLEX_THRESHOLD = 65;
/** Soldiers the commander keeps on the roster: a full key squad of six and a second team. */
const TARGET_SQUAD = 10;
/** With this much in funds the commander keeps a third team (salaries are a rounding error then). */
const WELL_FUNDED = 40000;
const LARGE_SQUAD = 14;
/** Issue 34: kit for the battle — what each item does there (GAME_RULES §14): the free Medkit kept over a bought grenade. */
const BATTLE_KIT: ClassKit = {
  sniper: { weapon: ['sniper'], armor: ['light_armor'], utility: ['medkit'] },
  heavy: { weapon: ['shotgun'], armor: ['heavy_armor'], utility: ['medkit'] },
  ranger: { weapon: ['shotgun'], armor: ['heavy_armor', 'light_armor'], utility: ['flashbang', 'medkit'] },
  support: { weapon: ['assault_rifle'], armor: ['heavy_armor'], utility: ['medkit'] },
};
/** A key mission this many days from its deadline is fought whatever the card says. */
const LAST_CHANCE_DAYS = 2;
/**
 * Whether the fight-only card reads `threshold`% or more for this squad: the projected win rate the
 * screen shows, from the screen's own function (tools/projected-odds.ts), read as a player reads it.
 */
export function cardReadsAtLeast(
  state: GameState,
  templateId: string,
  squad: readonly string[],
  threshold: number,
): boolean {
  return (projectedOdds(state, templateId, squad)?.percent ?? 0) >= threshold;
}

/** Class preference when the squad has as many of each: the healer and the heavy gun first. */
const CLASS_ORDER: readonly ClassId[] = ['support', 'heavy', 'sniper', 'ranger'];

/** The next key mission to prepare for: unlocked or unlocking within a week, not won, not under way. */
export function upcomingKeyMission(state: GameState, options: CommanderOptions): MissionTemplate | undefined {
  return MISSION_TEMPLATES.find(
    (t) =>
      t.keyMission === true &&
      state.day + KEY_LOOKAHEAD_DAYS >= t.unlockDay &&
      !keyMissionHeld(state, t, options) &&
      !state.missions.some((m) => m.templateId === t.id && (m.success === true || m.status === 'Active')),
  );
}

/** The soldiers the commander would send on the key mission: its best, wherever they are now. */
function keySquadIds(state: GameState, key: MissionTemplate): Set<string> {
  const alive = state.squad.filter((s) => s.status !== 'KIA');
  const best = alive
    .map((soldier) => ({ id: soldier.id, rating: soldierCombatRating(state, soldier) }))
    .sort((a, b) => b.rating - a.rating)
    .slice(0, key.requirements.maxSquad);
  return new Set(best.map((b) => b.id));
}

/**
 * Chapter 1's rule, as the commander keeps it: would the chapter's casualty rate stay at or under
 * 40% if `deaths` of these soldiers fell? After chapter 1 the rule no longer counts.
 */
export function withinChapterOneBudget(state: GameState, squad: readonly string[], deaths: number): boolean {
  if (state.day > CHAPTER_ONE_LAST_DAY) return true;
  const sent = new Set<string>();
  for (const mission of state.missions) {
    if (mission.deployedOnDay <= CHAPTER_ONE_LAST_DAY && mission.status !== 'Aborted') {
      for (const id of mission.squad) sent.add(id);
    }
  }
  for (const id of squad) sent.add(id);
  const { killed } = chapterOneCasualtyRate(state);
  // Missions still out count as if they come back whole: the commander cannot know yet.
  return (killed + deaths) / sent.size <= CHAPTER_ONE_MAX_CASUALTY_RATE;
}

function leastHeldClass(state: GameState): ClassId {
  const count = (classId: ClassId) => state.squad.filter((s) => s.status !== 'KIA' && s.classId === classId).length;
  return (
    [...CLASS_ORDER].sort((a, b) => count(a) - count(b) || CLASS_ORDER.indexOf(a) - CLASS_ORDER.indexOf(b))[0] ??
    'support'
  );
}

function manageSquad(state: GameState, log: CommanderLog, keySquad: ReadonlySet<string>): GameState {
  let s = state;
  for (const soldier of s.squad) {
    if (soldier.classId || soldier.status === 'KIA' || isAway(soldier)) continue;
    if (soldier.experience < SPECIALIZE_MIN_XP) continue;
    s = tryAction(s, { type: 'specialize', soldierId: soldier.id, classId: leastHeldClass(s) }, log);
  }
  s = issueKit(s, log, BATTLE_KIT);
  for (const soldier of s.squad) {
    if (soldier.status !== 'Wounded') continue;
    const cost = healCost(s, soldier);
    // The key squad is healed now, whatever the heal's value; the others when it pays in full.
    const worthIt = keySquad.has(soldier.id) || soldier.maxHealth - soldier.health >= cost.amount;
    if (worthIt && reserveFor(s, cost.funds) && s.resources.supplies > 40) {
      s = tryAction(s, { type: 'heal', soldierId: soldier.id }, log);
    }
  }
  const alive = s.squad.filter((x) => x.status !== 'KIA').length;
  // A base with funds to spare fields a third team rather than leave the mission board unanswered.
  const target = s.resources.funds >= WELL_FUNDED ? LARGE_SQUAD : TARGET_SQUAD;
  if (alive < target && (reserveFor(s, RECRUIT_COST) || (alive < 6 && s.resources.funds >= RECRUIT_COST))) {
    s = tryAction(s, { type: 'recruit' }, log);
  }
  return s;
}

/**
 * Deaths the commander plans for: the whole squad in a battle fought by hand (a battle fought to the
 * end is lost when the squad is down, and the card's odds are the auto-resolve formula, which says
 * nothing of the battle), else the card's expected casualties rounded up.
 */
function plannedDeaths(template: MissionTemplate, squad: readonly string[], expected: number): number {
  return allowedModes(template).includes('auto') ? Math.ceil(expected) : squad.length;
}

function tryKeyMission(state: GameState, key: MissionTemplate, log: CommanderLog, keySquad: ReadonlySet<string>) {
  if (!missionAvailability(state, key).selectable) return state;
  const ready = deployableSoldiers(state);
  // The whole key squad, fit and at home: otherwise it waits for them.
  if ([...keySquad].some((id) => !ready.some((s: Soldier) => s.id === id))) return state;
  const squad = bestSquad(state, ready, key);
  if (squad.length < key.requirements.maxSquad) return state;
  const odds = missionOdds(state, key.id, squad);
  if (!odds) return state;
  if (!withinChapterOneBudget(state, squad, plannedDeaths(key, squad, odds.expectedCasualties))) return state;
  // Issue 34: the card of a fight-only mission shows the projection, not the auto-resolve odds.
  const deadline = key.chapter ? KEY_MISSION_DEADLINE_DAY[key.chapter] : Number.POSITIVE_INFINITY;
  const lastChance = state.day >= deadline - LAST_CHANCE_DAYS;
  if (!lastChance && !cardReadsAtLeast(state, key.id, squad, KEY_THRESHOLD)) return state;
  const before = state.nextId;
  const s = tryAction(state, { type: 'deployMission', templateId: key.id, soldierIds: squad, mode: 'manual' }, log);
  return s.nextId === before ? s : fightMission(s, `mission-${before}`, log);
}

/**
 * The soldiers kept at home for the coming key mission: its squad, but only once the commander
 * could send them under its own chapter-1 budget. While losing that battle would break the
 * chapter's casualty rule it will not fight it, so keeping six soldiers idle for it would only
 * cost the xp and missions of those days (issue 23: the thoughtful commander held Breakwater's
 * squad at home from day 14 and fought it on day 31 anyway; one that held it back gained 7.5 points).
 */
export function heldKeySquad(state: GameState, key: MissionTemplate | undefined): Set<string> {
  if (!key) return new Set();
  const squad = keySquadIds(state, key);
  return withinChapterOneBudget(state, [...squad], squad.size) ? squad : new Set();
}

function deployMissions(state: GameState, log: CommanderLog, options: CommanderOptions): GameState {
  const key = upcomingKeyMission(state, options);
  const keySquad = heldKeySquad(state, key);
  let s = key && state.day >= key.unlockDay ? tryKeyMission(state, key, log, keySquad) : state;
  for (const template of BY_VALUE) {
    if (template.keyMission || !missionAvailability(s, template).selectable) continue;
    // Manual-only missions that are not key missions (Vanguard, Liberation) are fought by hand too.
    const manualOnly = !allowedModes(template).includes('auto');
    const available = deployableSoldiers(s).filter((soldier) => !keySquad.has(soldier.id));
    const spare = available.length - Math.min(available.length, template.requirements.maxSquad);
    if (template.tier === 'simple' && spare < 2 && !key) continue;
    const squad = bestSquad(s, available, template);
    if (squad.length < template.requirements.minSquad) continue;
    const odds = missionOdds(s, template.id, squad);
    if (!odds) continue;
    const threshold = template.tier === 'simple' ? SIMPLE_THRESHOLD : manualOnly ? KEY_THRESHOLD : COMPLEX_THRESHOLD;
    if (!manualOnly && odds.successChance < threshold) continue;
    if (!withinChapterOneBudget(s, squad, plannedDeaths(template, squad, odds.expectedCasualties))) continue;
    // Issue 34: a fight-only card shows the projection (the card's estimate, as the screen shows it).
    if (manualOnly && !cardReadsAtLeast(s, template.id, squad, threshold)) continue;
    const action: GameAction = {
      type: 'deployMission',
      templateId: template.id,
      soldierIds: squad,
      mode: manualOnly ? 'manual' : 'auto',
    };
    const before = s.nextId;
    s = tryAction(s, action, log);
    if (manualOnly && s.nextId !== before) s = fightMission(s, `mission-${before}`, log);
  }
  return s;
}

/** One day of the thoughtful commander: its orders, then ADVANCE DAY. */
export function thoughtfulCommanderDay(
  state: GameState,
  log: CommanderLog,
  options: CommanderOptions = { attemptFinalMission: true },
): GameState {
  const key = upcomingKeyMission(state, options);
  let s = manageSquad(state, log, heldKeySquad(state, key));
  s = manageBase(s, log);
  s = deployMissions(s, log, options);
  return tryAction(s, { type: 'advanceDay' }, log);
}

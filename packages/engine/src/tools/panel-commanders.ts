/**
 * Issue 34 item 1: two more campaign commanders for `npm run balance`'s panel, players a newcomer
 * could be, written from the screens and not tuned to a figure (the thoughtful and the naive ones
 * are tools/thoughtful-commander.ts and tools/commander.ts).
 *  - The simple commander plays by a few rules of thumb: research the cheapest project first; send
 *    any mission that can be auto-resolved once its card reads 60%, richest first; give every soldier
 *    the class's weapon and keep the free Medkit; leave fight-only side missions alone; fight each key
 *    mission with its six best fit soldiers a few days before the deadline, and on until it is won;
 *    it does not send those six on a mission whose card says they would be out on that day.
 *  - The key-mission rusher plays the same, but fights each key mission the day it unlocks, because
 *    a player reads a new key mission as the next thing to do.
 * Both build the base like the naive commander (its build plan and upgrades) and fight their
 * battles with the reference battle commander.
 */
import { allowedModes, deployableSoldiers, missionAvailability, missionOdds } from '../campaign/missions';
import { isAway, soldierCombatRating } from '../campaign/squad';
import { healCost } from '../campaign/squad-actions';
import type { ClassId, GameState, Soldier } from '../campaign/types';
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
  type ResearchPick,
  reserveFor,
  tryAction,
} from './commander';

/** The card the simple commander wants before auto-resolving a mission. */
const AUTO_THRESHOLD = 60;
/** Days before a key mission's deadline the simple commander fights it. */
const DAYS_BEFORE_DEADLINE = 3;
const TARGET_SQUAD = 10;
const CLASS_ROTATION: readonly ClassId[] = ['heavy', 'sniper', 'support', 'ranger'];
/** The class's weapon and the free Medkit for everyone; no armor bought. */
const SIMPLE_KIT: ClassKit = {
  sniper: { weapon: ['sniper'], armor: [], utility: ['medkit'] },
  heavy: { weapon: ['shotgun'], armor: [], utility: ['medkit'] },
  ranger: { weapon: ['shotgun'], armor: [], utility: ['medkit'] },
  support: { weapon: ['assault_rifle'], armor: [], utility: ['medkit'] },
};
const CHEAPEST_FIRST: ResearchPick = (startable) =>
  [...startable].sort((a, b) => a.cost.funds - b.cost.funds || a.id.localeCompare(b.id));

export type KeyTiming = 'deadline' | 'unlock';

/** The day the commander means to fight a key mission: a few days before its deadline, or the day it unlocks. */
function fightDay(template: MissionTemplate, timing: KeyTiming): number {
  if (timing === 'unlock' || !template.chapter) return template.unlockDay;
  return Math.max(template.unlockDay, KEY_MISSION_DEADLINE_DAY[template.chapter] - DAYS_BEFORE_DEADLINE);
}

/** The first key mission not won and not under way (the story's order). */
function nextKeyMission(state: GameState, options: CommanderOptions): MissionTemplate | undefined {
  return MISSION_TEMPLATES.find(
    (t) =>
      t.keyMission === true &&
      !keyMissionHeld(state, t, options) &&
      !state.missions.some((m) => m.templateId === t.id && (m.success === true || m.status === 'Active')),
  );
}

function bestSix(state: GameState, soldiers: readonly Soldier[], key: MissionTemplate): string[] {
  return soldiers
    .map((soldier) => ({ id: soldier.id, rating: soldierCombatRating(state, soldier) }))
    .sort((a, b) => b.rating - a.rating)
    .slice(0, key.requirements.maxSquad)
    .map((r) => r.id);
}

function manageSquad(state: GameState, log: CommanderLog): GameState {
  let s = state;
  for (const soldier of s.squad) {
    if (soldier.classId || soldier.status === 'KIA' || isAway(soldier)) continue;
    if (soldier.experience < SPECIALIZE_MIN_XP) continue;
    const classId = CLASS_ROTATION[s.squad.filter((x) => x.classId).length % CLASS_ROTATION.length] ?? 'ranger';
    s = tryAction(s, { type: 'specialize', soldierId: soldier.id, classId }, log);
  }
  s = issueKit(s, log, SIMPLE_KIT);
  for (const soldier of s.squad) {
    if (soldier.status !== 'Wounded') continue;
    const cost = healCost(s, soldier);
    if (soldier.maxHealth - soldier.health >= cost.amount && reserveFor(s, cost.funds) && s.resources.supplies > 40) {
      s = tryAction(s, { type: 'heal', soldierId: soldier.id }, log);
    }
  }
  const alive = s.squad.filter((x) => x.status !== 'KIA').length;
  if (alive < TARGET_SQUAD && (reserveFor(s, RECRUIT_COST) || (alive < 6 && s.resources.funds >= RECRUIT_COST))) {
    s = tryAction(s, { type: 'recruit' }, log);
  }
  return s;
}

function deployMissions(state: GameState, log: CommanderLog, options: CommanderOptions, timing: KeyTiming): GameState {
  let s = state;
  const key = nextKeyMission(s, options);
  const keyDay = key ? fightDay(key, timing) : Number.POSITIVE_INFINITY;
  // The key mission's six best soldiers are not sent on a mission the card says would keep them out
  // past the day before it.
  const held = new Set(
    key
      ? bestSix(
          s,
          s.squad.filter((x) => x.status !== 'KIA'),
          key,
        )
      : [],
  );
  if (key && s.day >= keyDay && missionAvailability(s, key).selectable) {
    const squad = bestSix(s, deployableSoldiers(s), key);
    if (squad.length >= key.requirements.minSquad) {
      const before = s.nextId;
      s = tryAction(s, { type: 'deployMission', templateId: key.id, soldierIds: squad, mode: 'manual' }, log);
      if (s.nextId !== before) s = fightMission(s, `mission-${before}`, log);
    }
  }
  for (const template of BY_VALUE) {
    if (template.keyMission || !allowedModes(template).includes('auto')) continue;
    if (!missionAvailability(s, template).selectable) continue;
    const keepHome = s.day + template.durationDays >= keyDay;
    const squad = bestSquad(
      s,
      deployableSoldiers(s).filter((x) => !(keepHome && held.has(x.id))),
      template,
    );
    if (squad.length < template.requirements.minSquad) continue;
    const odds = missionOdds(s, template.id, squad);
    if (!odds || odds.successChance < AUTO_THRESHOLD) continue;
    s = tryAction(s, { type: 'deployMission', templateId: template.id, soldierIds: squad, mode: 'auto' }, log);
  }
  return s;
}

function panelDay(timing: KeyTiming) {
  return (state: GameState, log: CommanderLog, options: CommanderOptions = { attemptFinalMission: true }) => {
    let s = manageSquad(state, log);
    s = manageBase(s, log, CHEAPEST_FIRST);
    s = deployMissions(s, log, options, timing);
    return tryAction(s, { type: 'advanceDay' }, log);
  };
}

/** One day of the simple commander: its orders, then ADVANCE DAY. */
export const simpleCommanderDay = panelDay('deadline');
/** One day of the key-mission rusher: its orders, then ADVANCE DAY. */
export const rusherCommanderDay = panelDay('unlock');

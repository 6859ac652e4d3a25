import { DIFFICULTY_SETTINGS } from '../content/difficulty';
import { rankForExperience } from '../content/ranks';
import { soldierNamesFor } from '../content/soldier-names/index';
import { Rng, type Seed } from '../rng';
import { recordDay } from './history';
import { applyStoryBeats } from './story';
import type { Difficulty, Facility, GameState, Resources, Soldier, ThemeId } from './types';

/** Starting funds by difficulty (DESIGN.md §3). */
export const STARTING_FUNDS: Record<Difficulty, number> = {
  easy: DIFFICULTY_SETTINGS.easy.startingFunds,
  normal: DIFFICULTY_SETTINGS.normal.startingFunds,
  hard: DIFFICULTY_SETTINGS.hard.startingFunds,
};

/** Supplies 200 (spec 100; issue 14: a lab and a medbay or workshop in the first week), intel 0. */
export const STARTING_RESOURCES = { supplies: 200, intel: 0 } as const;
export const STARTING_THREAT_LEVEL = 1;

/** Experience of the four starting soldiers: a Sergeant, a Corporal and two Privates. */
export const STARTING_SQUAD_EXPERIENCE = [125, 60, 0, 0] as const;

export const DEFAULT_LOADOUT = { weapon: 'assault_rifle', armor: 'standard_vest', utility: 'medkit' } as const;

export interface NewCampaignOptions {
  name: string;
  difficulty: Difficulty;
  theme: ThemeId;
  /**
   * The whole campaign's randomness follows from it: 32 hex digits, the generator's whole 128-bit
   * state from the CSPRNG (issue 32: every campaign started since), or any 32-bit integer (records
   * started before, and tests).
   */
  seed: Seed;
}

/** Draws before a name whose first name is already on the roster is accepted anyway (lists hold 20+ first names). */
const NAME_DRAWS = 20;

/** A soldier's given name: the first word of "Alex Xu". */
export function firstName(name: string): string {
  return name.split(' ')[0] ?? name;
}

/**
 * A name from the universe's own list, two draws a try, whatever the theme, so a seed's later rolls
 * do not shift. A name whose first name a living soldier already carries is drawn again: two "Alex"
 * on one roster confuse the player (and any screen that finds a soldier by name; issue 26 item 18).
 * `onRoster` holds the full names of the living soldiers.
 */
export function generateSoldierName(rng: Rng, theme: ThemeId, onRoster: ReadonlySet<string> = new Set()): string {
  const names = soldierNamesFor(theme);
  const takenFirst = new Set([...onRoster].map(firstName));
  let name = '';
  for (let draw = 0; draw < NAME_DRAWS; draw += 1) {
    name = `${rng.pick(names.first)} ${rng.pick(names.last)}`;
    if (!takenFirst.has(firstName(name)) && !onRoster.has(name)) return name;
  }
  return name;
}

export function newSoldier(id: string, name: string, experience: number): Soldier {
  return {
    id,
    name,
    nickname: null,
    rank: rankForExperience(experience),
    classId: null,
    health: 100,
    maxHealth: 100,
    status: 'Ready',
    missionsCompleted: 0,
    experience,
    unlockedSkills: [],
    loadout: { ...DEFAULT_LOADOUT },
    history: [],
  };
}

/**
 * A fresh campaign on day 1: the Command Center at (2,2) and four starting soldiers.
 * Names are drawn from the seeded generator, so the same options give the same campaign. Its log
 * starts with day 1's story beat: the chapter 1 opening and "Arrival" (in the theme's words).
 */
export function newCampaign(options: NewCampaignOptions): GameState {
  const rng = Rng.fromSeed(options.seed);
  const resources: Resources = { funds: STARTING_FUNDS[options.difficulty], ...STARTING_RESOURCES };
  let nextId = 1;
  const commandCenter: Facility = {
    id: `facility-${nextId++}`,
    type: 'command',
    name: 'Command Center',
    level: 1,
    row: 2,
    col: 2,
    isActive: true,
    constructionDaysRemaining: 0,
  };
  const names = new Set<string>();
  const squad = STARTING_SQUAD_EXPERIENCE.map((xp) => {
    const name = generateSoldierName(rng, options.theme, names);
    names.add(name);
    return newSoldier(`soldier-${nextId++}`, name, xp);
  });
  const fresh: GameState = {
    schemaVersion: 1,
    name: options.name.trim(),
    difficulty: options.difficulty,
    theme: options.theme,
    day: 1,
    threatLevel: STARTING_THREAT_LEVEL,
    resources,
    reputation: 0,
    facilities: [commandCenter],
    squad,
    research: [],
    missions: [],
    events: [],
    history: [],
    gameOver: false,
    victory: false,
    nextId,
    rng: rng.state(),
  };
  // Day 1 is a beat day (chapter 1's opening and "Arrival"), but ADVANCE DAY only plays the beat
  // of the day it moves to, so the campaign's log has to start with it here.
  return recordDay(applyStoryBeats(fresh).state);
}

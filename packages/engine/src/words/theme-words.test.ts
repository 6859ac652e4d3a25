/**
 * Every universe's words checked against the theme config type (spec: missions-battle-themes §1, §3,
 * §9; issue 12): all 21 research projects, all eight facilities, all 13 mission templates and a name
 * list of its own; the badge and start date; an event pool of at least 30 covering every category;
 * and no two universes sharing an event or a chapter text, nor a themed mission borrowing a LAST
 * STAND place or character. Pool balance and story days are checked in theme-story-content.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { EVENT_CATEGORIES } from '../campaign/events';
import type { StoryChapter } from '../campaign/story';
import { ABILITIES } from '../content/abilities';
import { ARMORS, UTILITIES, WEAPONS } from '../content/equipment';
import { FACILITIES } from '../content/facilities';
import { FACILITY_TYPES, THEME_IDS, type ThemeId } from '../content/ids';
import { MISSION_TEMPLATES } from '../content/missions';
import { RESEARCH_PROJECTS } from '../content/research';
import { SKILLS } from '../content/skills';
import { eventPoolFor, storyFor } from './content';
import { abilityName, itemName, missionWords, skillName, THEMES, wordedMission } from './index';

const OTHER_THEMES = THEME_IDS.filter((t) => t !== 'vanilla');
const VANILLA = THEMES.vanilla;

/** LAST STAND's places (its mission locations and story), as they would read if borrowed. */
const VANILLA_PLACES = [
  'Route Amber',
  'Range Charlie',
  'Northern Perimeter',
  'Kessel',
  'Vasko',
  'Harrow Rail',
  'St. Aurel',
  'Greywater',
  'Marrow Town',
  'Holdfast Outer Wall',
  'Karsk',
  'Blackpine',
  'Citadel Hill',
];

function speakers(story: readonly StoryChapter[]): string[] {
  return [...new Set(story.flatMap((c) => c.storyBeats.map((b) => b.characterSpeech.speaker)))];
}

function wholeWord(text: string): RegExp {
  return new RegExp(`\\b${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\b`);
}

/** A speaker's surname ("Colonel Mara Voss" → "Voss"). */
function surname(name: string): string {
  return name.split(' ').at(-1) ?? name;
}

/** A speaker's given name ("Sergeant Major Dana Kell" → "Dana", "Aurelian Thorne" → "Aurelian"). */
function givenName(name: string): string {
  return name.split(' ').at(-2) ?? name;
}

function missionText(theme: ThemeId): string[] {
  return MISSION_TEMPLATES.flatMap((t) => {
    const w = missionWords(THEMES[theme], t.id);
    return [w.name, w.type, w.location, w.description, w.storyContext, ...w.objectives];
  });
}

/** Every sentence a chapter shows: its headings, opening, beats and end states. */
function chapterTexts(theme: ThemeId): string[] {
  return storyFor(theme).flatMap((c) => [
    c.title,
    c.subtitle,
    c.description,
    c.openingNarrative,
    c.failureState.title,
    c.failureState.narrative,
    c.successState.title,
    c.successState.narrative,
    ...c.storyBeats.flatMap((b) => [b.title, b.narrative, b.characterSpeech.text]),
  ]);
}

function eventTexts(theme: ThemeId): string[] {
  return eventPoolFor(theme).flatMap((e) => [e.title, e.description, e.narrative]);
}

/** Texts that appear in more than one universe. */
function shared(texts: (theme: ThemeId) => string[]): string[] {
  const seen = new Map<string, ThemeId>();
  const repeats: string[] = [];
  for (const theme of THEME_IDS) {
    for (const text of new Set(texts(theme))) {
      const first = seen.get(text);
      if (first && first !== theme) repeats.push(`${first}/${theme}: ${text}`);
      else seen.set(text, theme);
    }
  }
  return repeats;
}

function filled(text: string): boolean {
  return text.trim().length > 0 && !/\b(TODO|TBD|lorem|ipsum|placeholder|FIXME)\b/i.test(text);
}

describe.each(THEME_IDS)('%s theme words', (id) => {
  const theme = THEMES[id];

  it('names and describes all 21 research projects', () => {
    const ids = RESEARCH_PROJECTS.map((p) => p.id);
    expect(ids).toHaveLength(21);
    expect(Object.keys(theme.research.projects).sort()).toEqual([...ids].sort());
    for (const project of RESEARCH_PROJECTS) {
      const words = theme.research.projects[project.id];
      expect(filled(words.name) && filled(words.description), project.id).toBe(true);
      if (id !== 'vanilla') expect(words.name, project.id).not.toBe(project.name);
    }
    const names = Object.values(theme.research.projects).map((p) => p.name);
    expect(new Set(names).size).toBe(names.length);
  });

  it('names and describes every facility', () => {
    expect(Object.keys(theme.facilities).sort()).toEqual([...FACILITY_TYPES].sort());
    expect(Object.keys(theme.facilityDescriptions).sort()).toEqual([...FACILITY_TYPES].sort());
    for (const facility of FACILITIES) {
      expect(filled(theme.facilities[facility.type]), facility.type).toBe(true);
      expect(filled(theme.facilityDescriptions[facility.type]), facility.type).toBe(true);
      if (id !== 'vanilla') {
        expect(theme.facilities[facility.type], facility.type).not.toBe(facility.name);
        expect(theme.facilityDescriptions[facility.type], facility.type).not.toBe(facility.description);
      }
    }
  });

  it('words every mission template, with as many objectives as the template', () => {
    expect(Object.keys(theme.missionTexts).sort()).toEqual(MISSION_TEMPLATES.map((t) => t.id).sort());
    for (const template of MISSION_TEMPLATES) {
      const words = missionWords(theme, template.id);
      expect(words).toBe(theme.missionTexts[template.id as keyof typeof theme.missionTexts]);
      for (const text of [words.name, words.type, words.location, words.description, words.storyContext]) {
        expect(filled(text), template.id).toBe(true);
      }
      expect(words.objectives, template.id).toHaveLength(template.objectives.length);
      for (const objective of words.objectives) expect(filled(objective), template.id).toBe(true);
      // The rules' numbers stay the template's; only the words change.
      const worded = wordedMission(theme, template);
      expect({ ...worded, ...missionWords(VANILLA, template.id) }).toEqual(template);
    }
    const names = MISSION_TEMPLATES.map((t) => missionWords(theme, t.id).name);
    expect(new Set(names).size).toBe(names.length);
  });

  it('has a name list of its own for generated soldiers', () => {
    const { first, last } = theme.soldierNames;
    expect(first.length).toBeGreaterThanOrEqual(20);
    expect(last.length).toBeGreaterThanOrEqual(20);
    expect(new Set(first).size).toBe(first.length);
    expect(new Set(last).size).toBe(last.length);
    for (const name of [...first, ...last]) expect(name).toMatch(/^[A-Z][A-Za-z'-]+$/);
    // A recruit never shares a surname with the universe's own cast.
    const cast = speakers(storyFor(id)).map(surname);
    expect(last.filter((name) => cast.includes(name))).toEqual([]);
  });

  it("gives no soldier a first name of any universe's story cast (Sgt Major Dana Kell is not a recruit)", () => {
    // The cast of every story, not only this universe's: a reader of two universes meets both.
    const castFirstNames = THEME_IDS.flatMap((theme) => speakers(storyFor(theme)).map(givenName));
    expect(theme.soldierNames.first.filter((name) => castFirstNames.includes(name))).toEqual([]);
  });

  it('has an event pool of at least 30 covering every category the daily generator draws from', () => {
    const pool = eventPoolFor(id);
    expect(pool.length).toBeGreaterThanOrEqual(30);
    const categories = new Set(pool.map((e) => e.category));
    expect([...EVENT_CATEGORIES].filter((category) => !categories.has(category))).toEqual([]);
  });
});

const ITEMS = [...WEAPONS, ...ARMORS, ...UTILITIES];

/**
 * Issue 26 item 9: one thing has one name everywhere in a universe, and the labels the description's
 * theme config holds (squad, mission and briefing labels, the battle's fixed lines) are the
 * universe's own. Ranks and classes keep the catalogue's names in every universe (GAME_RULES §4).
 */
describe.each(THEME_IDS)('%s: one name per thing', (id) => {
  const theme = THEMES[id];

  it('names every skill, item and ability, each name once', () => {
    const groups = {
      skills: SKILLS.map((skill) => skillName(theme, skill.id)),
      items: ITEMS.map((item) => itemName(theme, item.id)),
      abilities: ABILITIES.map((ability) => abilityName(theme, ability.id)),
    };
    for (const [group, names] of Object.entries(groups)) {
      for (const name of names) expect(filled(name), group).toBe(true);
      expect(new Set(names).size, group).toBe(names.length);
    }
    expect(Object.keys(theme.squadScreen.skillNames).sort()).toEqual(SKILLS.map((s) => s.id).sort());
    expect(Object.keys(theme.squadScreen.itemNames).sort()).toEqual(ITEMS.map((i) => i.id).sort());
  });

  it('gives an item and the ability of the same id one name (Medkit, Flashbang)', () => {
    const shared = ITEMS.filter((item) => ABILITIES.some((ability) => ability.id === item.id)).map((i) => i.id);
    expect(shared.sort()).toEqual(['flashbang', 'grenade', 'medkit']);
    for (const itemId of shared) expect(itemName(theme, itemId), itemId).toBe(abilityName(theme, itemId));
  });

  it('keeps the catalogue names where LAST STAND is the catalogue, and its own elsewhere', () => {
    const vanilla = THEMES.vanilla;
    if (id === 'vanilla') {
      expect(SKILLS.map((s) => skillName(theme, s.id))).toEqual(SKILLS.map((s) => s.name));
      expect(ITEMS.map((i) => itemName(theme, i.id))).toEqual(ITEMS.map((i) => i.name));
      return;
    }
    const vanillaNames = new Set([
      ...SKILLS.map((s) => skillName(vanilla, s.id)),
      ...ITEMS.map((i) => itemName(vanilla, i.id)),
      ...ABILITIES.map((a) => abilityName(vanilla, a.id)),
    ]);
    const own = [
      ...SKILLS.map((s) => skillName(theme, s.id)),
      ...ITEMS.map((i) => itemName(theme, i.id)),
      ...ABILITIES.map((a) => abilityName(theme, a.id)),
    ];
    expect(own.filter((name) => vanillaNames.has(name))).toEqual([]);
  });

  it.skipIf(id === 'vanilla')('words its briefing, squad picker and battle fixed lines itself', () => {
    const vanilla = THEMES.vanilla;
    const labels = (t: typeof theme) => ({
      ...t.briefing,
      squadPicker: t.missionPanel.squadPicker,
      needOne: t.missionPanel.needOne,
      needMore: t.missionPanel.needMore,
      squadFull: t.missionPanel.squadFull,
      noDeployable: t.missionPanel.noDeployable,
      noActiveMissions: t.missionPanel.noActiveMissions,
      oddsEmpty: t.missionPanel.oddsEmpty,
      squadSize: t.missionPanel.squadSize,
      intelTitle: t.missionBriefing.intelTitle,
      rosterTitle: t.missionBriefing.rosterTitle,
      abortedToast: t.missionBriefing.abortedToast,
      abortTitle: t.battle.abortTitle,
      yourTurnLine: t.battle.log.yourTurn,
      enemyTurnLine: t.battle.log.enemyTurn,
      missionAborted: t.battle.log.missionAborted,
      victory: t.battle.log.victories.eliminate,
      holdWin: t.battle.log.victories.hold,
      extractWin: t.battle.log.victories.extract,
      defeat: t.battle.log.defeat,
    });
    const mine = labels(theme);
    const theirs = labels(vanilla);
    const same = Object.entries(mine).filter(([key, text]) => theirs[key as keyof typeof theirs] === text);
    expect(same).toEqual([]);
    // One name for aborting: the briefing's button and the battle's dialog.
    expect(theme.battle.abortConfirm).toBe(theme.briefing.abort);
  });

  it.skipIf(id === 'vanilla')('gives no mission a category that is a LAST STAND mission name', () => {
    const vanillaNames = MISSION_TEMPLATES.map((t) => missionWords(THEMES.vanilla, t.id).name.toLowerCase());
    const clashes = MISSION_TEMPLATES.map((t) => missionWords(theme, t.id).type).filter((type) =>
      vanillaNames.includes(type.toLowerCase()),
    );
    expect(clashes).toEqual([]);
  });
});

describe('across the universes', () => {
  it('keeps the spec badges and start dates', () => {
    expect(THEME_IDS.map((id) => [id, THEMES[id].badge, THEMES[id].startDate])).toEqual([
      ['vanilla', 'LAST STAND', '2025-01-01'],
      ['devastators', 'DEVASTATORS', '1935-01-01'],
      ['majestic', 'MAJESTIC', '2005-01-01'],
      ['archbound', 'ARCHBOUND', '1945-05-08'],
    ]);
  });

  it('shares no event text and no chapter text between two universes', () => {
    expect(shared(eventTexts)).toEqual([]);
    expect(shared(chapterTexts)).toEqual([]);
  });

  it('shares no mission place, brief or report between two universes (only the key codenames)', () => {
    const words = (theme: ThemeId) =>
      MISSION_TEMPLATES.flatMap((t) => {
        const w = missionWords(THEMES[theme], t.id);
        return [w.location, w.description, w.storyContext, ...w.objectives, ...(t.keyMission ? [] : [w.name])];
      });
    expect(shared(words)).toEqual([]);
  });

  it('shares no soldier name list between two universes', () => {
    expect(shared((theme) => [...THEMES[theme].soldierNames.first])).toEqual([]);
    expect(shared((theme) => [...THEMES[theme].soldierNames.last])).toEqual([]);
  });

  it.each(OTHER_THEMES)("%s's missions name no LAST STAND place or character", (id) => {
    const text = missionText(id).join('\n');
    const characters = speakers(storyFor('vanilla')).filter((name) => wholeWord(surname(name)).test(text));
    expect(characters).toEqual([]);
    expect(VANILLA_PLACES.filter((place) => wholeWord(place).test(text))).toEqual([]);
  });
  // Issue 35: the battle called the DEVASTATORS player "Foreman" and the MAJESTIC one "Director", the
  // titles of story characters; the landing page, the story and the description say Engineer/Operative.
  it.each([
    ['vanilla', 'COMMANDER', 'Commander'],
    ['devastators', 'ENGINEER', 'Engineer'],
    ['majestic', 'OPERATIVE', 'Operative'],
    ['archbound', 'GATE KEEPER', 'Keeper'],
  ] as const)("%s's battle addresses the player as its landing page does (%s)", (id, userTitle, title) => {
    const words = THEMES[id];
    expect(words.home.userTitle).toBe(userTitle);
    const addressed = new RegExp(wholeWord(title).source, 'i');
    for (const text of Object.values(words.battle.successTexts)) expect(text).toMatch(addressed);
    expect(words.battle.log.missionAborted).toMatch(addressed);
    const battleText = JSON.stringify(words.battle);
    expect(battleText).not.toMatch(/\bForeman\b|\bDirector\b/);
  });
});

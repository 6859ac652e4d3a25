/**
 * Every theme's event pool and story mirror vanilla's shape (spec: missions-battle-themes §3, §4,
 * §9): same categories and counts, amounts within the spec's ranges, four chapters on the spec's
 * days announcing the same key missions, and each universe with its own cast.
 */
import { describe, expect, it } from 'vitest';
import type { EventCategory, EventDefinition } from '../campaign/events';
import { EVENT_CATEGORIES } from '../campaign/events';
import type { StoryChapter } from '../campaign/story';
import { STORY_BEAT_DAYS } from '../campaign/story';
import { THEME_IDS, type ThemeId } from '../content/ids';
import { keyMissionForChapter } from '../content/missions';
import { eventPoolFor, hasOwnContent, storyFor } from './content';
import { missionWords, THEMES } from './index';

const VANILLA_EVENT_POOL = eventPoolFor('vanilla');
const VANILLA_STORY = storyFor('vanilla');

const OTHER_THEMES = THEME_IDS.filter((t) => t !== 'vanilla');

function countBy<T>(items: readonly T[], key: (item: T) => string | undefined): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const item of items) {
    const k = key(item) ?? '-';
    counts[k] = (counts[k] ?? 0) + 1;
  }
  return counts;
}

function inCategory(pool: readonly EventDefinition[], category: EventCategory): EventDefinition[] {
  return pool.filter((e) => e.category === category);
}

/** Zero (not paid) or within [min, max]. */
function zeroOrWithin(value: number, min: number, max: number): boolean {
  return value === 0 || (value >= min && value <= max);
}

/** The numbers and rule fields of an event, without its words. */
function balanceOf(e: EventDefinition): string {
  return JSON.stringify([
    e.rewards.funds,
    e.rewards.supplies,
    e.rewards.intel,
    e.cost.supplies,
    e.threatIntensity ?? null,
    e.moraleType ?? null,
    e.schedulePattern?.everyDays ?? null,
    e.flags.threat,
    e.flags.bonus,
    [...(e.storyHooks ?? [])].sort(),
  ]);
}

function speakers(story: readonly StoryChapter[]): string[] {
  return [...new Set(story.flatMap((c) => c.storyBeats.map((b) => b.characterSpeech.speaker)))];
}

function allText(theme: ThemeId): string {
  return JSON.stringify([storyFor(theme), eventPoolFor(theme)]);
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** A full name, and its surname on its own (e.g. "Voss"), as whole words. */
function nameMatchers(name: string): RegExp[] {
  const words = name.split(' ');
  const surname = words[words.length - 1] ?? name;
  return [new RegExp(`\\b${escapeRegExp(name)}\\b`), new RegExp(`\\b${escapeRegExp(surname)}\\b`)];
}

describe.each(THEME_IDS)('%s event pool', (theme) => {
  const pool = eventPoolFor(theme);

  it('is its own, with the same categories and counts per category as vanilla', () => {
    expect(hasOwnContent(theme)).toEqual({ eventPool: true, story: true });
    if (theme !== 'vanilla') expect(pool).not.toBe(VANILLA_EVENT_POOL);
    const category = (e: EventDefinition) => e.category;
    expect(countBy(pool, category)).toEqual(countBy(VANILLA_EVENT_POOL, category));
    for (const c of EVENT_CATEGORIES) expect(inCategory(pool, c).length).toBeGreaterThan(0);
  });

  it('has as many threat events per intensity and morale events per type as vanilla', () => {
    const intensity = (e: EventDefinition) => e.threatIntensity;
    const moraleType = (e: EventDefinition) => e.moraleType;
    expect(countBy(inCategory(pool, 'threat'), intensity)).toEqual(
      countBy(inCategory(VANILLA_EVENT_POOL, 'threat'), intensity),
    );
    expect(countBy(inCategory(pool, 'morale'), moraleType)).toEqual(
      countBy(inCategory(VANILLA_EVENT_POOL, 'morale'), moraleType),
    );
  });

  it("keeps vanilla's scheduled events: ids, periods and the spec's exact rewards", () => {
    const scheduled = inCategory(pool, 'scheduled').map((e) => [e.id, e.schedulePattern, e.rewards, e.cost]);
    expect(scheduled).toEqual(
      inCategory(VANILLA_EVENT_POOL, 'scheduled').map((e) => [e.id, e.schedulePattern, e.rewards, e.cost]),
    );
    const byId = new Map(pool.map((e) => [e.id, e]));
    expect(byId.get('supply_convoy')?.rewards).toEqual({ funds: 5000, supplies: 50, intel: 0 });
    expect(byId.get('supply_convoy')?.schedulePattern).toEqual({ everyDays: 7 });
    expect(byId.get('intelligence_briefing')?.rewards).toEqual({ funds: 0, supplies: 0, intel: 15 });
    expect(byId.get('intelligence_briefing')?.schedulePattern).toEqual({ everyDays: 5 });
    expect(byId.get('training_milestone')?.rewards).toEqual({ funds: 0, supplies: 25, intel: 0 });
    expect(byId.get('training_milestone')?.schedulePattern).toEqual({ everyDays: 10 });
  });

  it("keeps every amount within the spec's ranges", () => {
    for (const e of pool) {
      const { funds, supplies, intel } = e.rewards;
      expect(zeroOrWithin(funds, 500, 10000), `${e.id} funds ${funds}`).toBe(true);
      expect(zeroOrWithin(intel, 4, 50), `${e.id} intel ${intel}`).toBe(true);
      expect(supplies >= 0 && supplies <= 75, `${e.id} supplies ${supplies}`).toBe(true);
      expect(e.cost.supplies >= 0 && e.cost.supplies <= 30, `${e.id} cost ${e.cost.supplies}`).toBe(true);
    }
    for (const e of inCategory(pool, 'backdrop')) {
      expect(zeroOrWithin(e.rewards.intel, 4, 15), e.id).toBe(true);
      expect(zeroOrWithin(e.rewards.supplies, 50, 75), e.id).toBe(true);
      expect(zeroOrWithin(e.rewards.funds, 500, 1500), e.id).toBe(true);
    }
    for (const e of inCategory(pool, 'threat')) {
      expect(e.cost.supplies, e.id).toBeGreaterThanOrEqual(15);
      expect(e.cost.supplies, e.id).toBeLessThanOrEqual(30);
      expect(e.rewards, e.id).toEqual({ funds: 0, supplies: 0, intel: 0 });
      expect(e.threatIntensity, e.id).toBeDefined();
      expect(e.flags.threat, e.id).toBe(true);
    }
    for (const e of inCategory(pool, 'morale')) {
      expect(e.rewards.funds, e.id).toBeGreaterThanOrEqual(500);
      expect(e.rewards.funds, e.id).toBeLessThanOrEqual(2000);
      expect(e.rewards.intel, e.id).toBeLessThanOrEqual(25);
      expect(e.moraleType, e.id).toBeDefined();
    }
    for (const e of inCategory(pool, 'campaign')) {
      expect(e.rewards.intel, e.id).toBeLessThanOrEqual(50);
      expect(e.rewards.funds, e.id).toBeLessThanOrEqual(10000);
    }
  });

  it("matches vanilla's balance slot for slot: themes change the words, not the numbers", () => {
    for (const c of EVENT_CATEGORIES) {
      expect(inCategory(pool, c).map(balanceOf).sort(), c).toEqual(
        inCategory(VANILLA_EVENT_POOL, c).map(balanceOf).sort(),
      );
    }
  });

  it('has unique ids and titles, and no empty or placeholder text', () => {
    expect(new Set(pool.map((e) => e.id)).size).toBe(pool.length);
    expect(new Set(pool.map((e) => e.title)).size).toBe(pool.length);
    for (const e of pool) {
      for (const text of [e.title, e.description, e.narrative]) {
        expect(text.trim().length, e.id).toBeGreaterThan(0);
        expect(text, e.id).not.toMatch(/\b(TODO|TBD|lorem|ipsum|placeholder|FIXME)\b/i);
      }
    }
  });
});

describe.each(THEME_IDS)('%s story', (theme) => {
  const story = storyFor(theme);

  it('has four chapters with beats on the spec days', () => {
    if (theme !== 'vanilla') expect(story).not.toBe(VANILLA_STORY);
    expect(story.map((c) => [c.id, c.chapter])).toEqual([
      ['chapter_1', 1],
      ['chapter_2', 2],
      ['chapter_3', 3],
      ['chapter_4', 4],
    ]);
    expect(story.map((c) => c.storyBeats.map((b) => b.day))).toEqual([
      [1, 7, 14, 21],
      [31, 42, 54, 66],
      [71, 83, 95, 107],
      [111, 123, 135, 147],
    ]);
    for (const c of story) expect(c.storyBeats.map((b) => b.day)).toEqual(STORY_BEAT_DAYS[c.chapter]);
  });

  it("announces each chapter's key mission on vanilla's days, by the name its missions tab shows", () => {
    const triggers = (s: readonly StoryChapter[]) =>
      s.flatMap((c) => c.storyBeats.filter((b) => b.missionTrigger).map((b) => [c.chapter, b.day, b.missionTrigger]));
    expect(triggers(story)).toEqual(triggers(VANILLA_STORY));
    for (const c of story) {
      const beat = c.storyBeats.find((b) => b.missionTrigger);
      const mission = keyMissionForChapter(c.chapter);
      expect(beat?.missionTrigger).toBe(mission?.id);
      const name = missionWords(THEMES[theme], beat?.missionTrigger ?? '(none)').name;
      expect(beat?.description).toContain(name);
      expect(beat?.eventHooks).toContain('key_mission');
    }
  });

  it('fills every text: opening, beats with a speaker, failure and success', () => {
    const beatIds = story.flatMap((c) => c.storyBeats.map((b) => b.id));
    const beatTitles = story.flatMap((c) => c.storyBeats.map((b) => b.title));
    expect(new Set(beatIds).size).toBe(beatIds.length);
    expect(new Set(beatTitles).size).toBe(beatTitles.length);
    for (const c of story) {
      const texts = [
        c.title,
        c.subtitle,
        c.description,
        c.openingNarrative,
        c.failureState.title,
        c.failureState.description,
        c.failureState.narrative,
        c.successState.title,
        c.successState.description,
        c.successState.narrative,
        ...c.storyBeats.flatMap((b) => [
          b.title,
          b.description,
          b.narrative,
          b.characterSpeech.speaker,
          b.characterSpeech.text,
        ]),
      ];
      for (const text of texts) {
        expect(text.trim().length, c.id).toBeGreaterThan(0);
        expect(text, c.id).not.toMatch(/\b(TODO|TBD|lorem|ipsum|placeholder|FIXME)\b/i);
      }
      expect(c.storyBeats).toHaveLength(4);
      expect(c.color).toMatch(/^#[0-9a-f]{6}$/i);
    }
    // Chapter 1's failure is the spec's casualty rule (above 40%).
    expect(story[0]?.failureState.description).toContain('40%');
  });
});

describe('each universe has its own cast', () => {
  const vanillaNames = speakers(VANILLA_STORY);
  const vanillaPlaces = ['Karsk', 'Blackpine', 'Citadel Hill', 'Holdfast'];

  it.each(OTHER_THEMES)("%s never mentions vanilla's characters or places", (theme) => {
    const text = allText(theme);
    expect(vanillaNames.length).toBeGreaterThanOrEqual(3);
    const names = vanillaNames.filter((name) => nameMatchers(name).some((m) => m.test(text)));
    const places = vanillaPlaces.filter((place) => text.includes(place));
    expect(names).toEqual([]);
    expect(places).toEqual([]);
  });

  it.each(OTHER_THEMES)('%s has at least four named speakers and none from another universe', (theme) => {
    expect(speakers(storyFor(theme)).length).toBeGreaterThanOrEqual(4);
    const text = allText(theme);
    const borrowed = THEME_IDS.filter((t) => t !== theme)
      .flatMap((other) => speakers(storyFor(other)))
      .filter((name) => nameMatchers(name)[0]?.test(text));
    expect(borrowed).toEqual([]);
  });
});

/**
 * A universe is a words-only pack (issue 25 item 4): a test-only fifth universe, written as words
 * alone, is registered beside the four and a campaign runs in it. The rules give it the same
 * campaign as vanilla's from the same seed (same resources, threat and events, by content id), and
 * every log line is worded in its own words.
 *
 * What the fifth needs today besides words, listed in docs/ARCHITECTURE.md "Adding a universe": its
 * story still carries the beat days, chapter numbers and key-mission ids (copied from vanilla's here,
 * kept equal by theme-story-content.test.ts), and its id joins THEME_IDS and the registries.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyAction } from '../../campaign/apply-action';
import { newCampaign } from '../../campaign/new-campaign';
import type { GameState } from '../../campaign/types';
import { EVENT_SLOTS, type EventSlotId, type EventWords, type EventWordsBySlot } from '../events';
import { THEME_IDS, type ThemeId } from '../ids';
import type { StoryChapter } from '../story';
import { THEME_CONTENT, type ThemeContent } from './content';
import { THEMES } from './index';
import type { ThemeConfig } from './theme-config';
import { VANILLA_STORY, VANILLA_STORY_THREAD } from './vanilla/story';
import { wordLogEvent } from './wording';

const FIFTH = 'fifth' as ThemeId;

/** A writer's stand-in: every word of vanilla's, marked as the fifth's own. Keys, colours and dates stay. */
function reword<T>(value: T, key = ''): T {
  if (typeof value === 'string') return (/^#|^\d{4}-/.test(value) ? value : `⟪${value}⟫`) as T;
  if (Array.isArray(value)) return value.map((item) => reword(item, key)) as T;
  if (value && typeof value === 'object')
    return Object.fromEntries(
      Object.entries(value).map(([k, v]) => [k, k === 'id' || k === 'colours' ? v : reword(v, k)]),
    ) as T;
  return value;
}

/**
 * The fifth's words for every event slot, keyed by content id: words only, no number (a universe's
 * events.ts is typed `EventWordsBySlot`, so a missing slot fails to compile; a loop writes them here).
 */
const FIFTH_EVENT_WORDS: EventWordsBySlot = (() => {
  const words = {} as Record<EventSlotId, EventWords>;
  for (const slot of EVENT_SLOTS)
    words[slot.id] = {
      title: `Fifth ${slot.id}`,
      description: `What happened (${slot.id}).`,
      narrative: 'A longer telling.',
      tags: [],
    };
  return words;
})();

/** Its story: words over vanilla's days, chapters and key missions (the part that is not words yet). */
const FIFTH_STORY: readonly StoryChapter[] = VANILLA_STORY.map((chapter) => ({
  ...reword(chapter),
  chapter: chapter.chapter,
  storyBeats: chapter.storyBeats.map((beat) => ({
    ...reword(beat),
    id: beat.id,
    day: beat.day,
    ...(beat.missionTrigger ? { missionTrigger: beat.missionTrigger } : {}),
  })),
}));

const FIFTH_THEME: ThemeConfig = { ...reword(THEMES.vanilla), id: FIFTH };
const FIFTH_CONTENT: ThemeContent = {
  eventWords: FIFTH_EVENT_WORDS,
  story: FIFTH_STORY,
  storyThread: { ...VANILLA_STORY_THREAD, chapters: FIFTH_STORY },
};

beforeAll(() => {
  (THEME_IDS as unknown as string[]).push(FIFTH);
  (THEMES as Record<string, ThemeConfig>)[FIFTH] = FIFTH_THEME;
  (THEME_CONTENT as Record<string, ThemeContent>)[FIFTH] = FIFTH_CONTENT;
});

afterAll(() => {
  (THEME_IDS as unknown as string[]).pop();
  delete (THEMES as Record<string, ThemeConfig>)[FIFTH];
  delete (THEME_CONTENT as Record<string, ThemeContent>)[FIFTH];
});

function play(theme: ThemeId, days: number): GameState {
  let state = newCampaign({ name: 'Fifth', difficulty: 'normal', theme, seed: 25 });
  for (let day = 0; day < days; day++) {
    const next = applyAction(state, { type: 'advanceDay' });
    if (!next.ok) throw new Error(`day ${state.day} refused: ${next.error.reason}`);
    state = next.state;
  }
  return state;
}

describe('a fifth universe made of words alone', () => {
  it("runs a campaign the rules play exactly as vanilla's, worded in its own words", () => {
    const fifth = play(FIFTH, 45);
    const vanilla = play('vanilla', 45);
    expect(fifth.theme).toBe(FIFTH);
    expect(fifth.resources).toEqual(vanilla.resources);
    expect(fifth.threatLevel).toBe(vanilla.threatLevel);
    expect(fifth.events.map((e) => e.fact)).toEqual(vanilla.events.map((e) => e.fact));
    expect(fifth.events.filter((e) => e.fact?.kind === 'event').length).toBeGreaterThan(10);

    for (const event of fifth.events) {
      const { title } = wordLogEvent(FIFTH_THEME, event);
      if (event.fact?.kind === 'event') expect(title).toBe(`Fifth ${event.fact.eventId}`);
      else expect(title).toContain('⟪');
    }
    // Its soldiers carry its own names.
    expect(fifth.squad.every((s) => s.name.includes('⟪'))).toBe(true);
  });
});

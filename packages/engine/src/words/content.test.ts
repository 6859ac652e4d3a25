import { describe, expect, it } from 'vitest';
import { EVENT_SLOTS } from '../content/events';
import { THEME_IDS } from '../content/ids';
import { loggedBeatId, STORY_CHAPTERS } from '../content/story';
import { eventPoolFor, eventWordsFor, hasOwnContent, storyBeatWordsFor, storyFor } from './content';
import { DEVASTATORS_EVENT_WORDS } from './devastators/events';
import { DEVASTATORS_STORY_WORDS } from './devastators/story';
import { THEMES } from './index';
import { wordLogEvent } from './wording';

const VANILLA_EVENT_POOL = eventPoolFor('vanilla');
const VANILLA_STORY = storyFor('vanilla');

describe('theme content', () => {
  it("gives vanilla its own pool and story and every other theme vanilla's until it has one", () => {
    expect(eventPoolFor('vanilla')).toBe(VANILLA_EVENT_POOL);
    expect(storyFor('vanilla')).toBe(VANILLA_STORY);
    expect(hasOwnContent('vanilla')).toEqual({ eventPool: true, story: true });
    for (const theme of THEME_IDS) {
      expect(eventPoolFor(theme).length).toBeGreaterThan(0);
      expect(storyFor(theme).map((c) => c.chapter)).toEqual([1, 2, 3, 4]);
      if (!hasOwnContent(theme).eventPool) expect(eventPoolFor(theme)).toBe(VANILLA_EVENT_POOL);
      if (!hasOwnContent(theme).story) expect(storyFor(theme)).toBe(VANILLA_STORY);
    }
  });

  it('gives every universe the same slots and numbers: only the words differ', () => {
    for (const theme of THEME_IDS) {
      const pool = eventPoolFor(theme);
      expect(pool.map((e) => e.id)).toEqual(EVENT_SLOTS.map((s) => s.id));
      for (const [i, e] of pool.entries()) expect(e.rewards).toEqual(EVENT_SLOTS[i]?.rewards);
    }
  });

  it("finds a universe's words for a log written before the pool was content, by the universe's old id", () => {
    // Devastators' quiet-night slot was logged as 'still_night' until issue 25.
    expect(eventWordsFor('devastators', 'still_night')?.title).toBe(DEVASTATORS_EVENT_WORDS.quiet_night.title);
    expect(eventWordsFor('devastators', 'quiet_night')?.title).toBe(DEVASTATORS_EVENT_WORDS.quiet_night.title);
    expect(eventWordsFor('devastators', 'no_such_event')).toBeUndefined();
  });

  it('gives every universe the same story slots: days, chapters, key missions and ids; only the words differ', () => {
    const slots = (theme: (typeof THEME_IDS)[number]) =>
      storyFor(theme).map((c) => ({
        id: c.id,
        chapter: c.chapter,
        eventPool: c.eventPool,
        storyBeats: c.storyBeats.map((b) => ({
          id: b.id,
          day: b.day,
          eventHooks: b.eventHooks,
          ...(b.missionTrigger ? { missionTrigger: b.missionTrigger } : {}),
        })),
      }));
    for (const theme of THEME_IDS) expect(slots(theme)).toEqual(STORY_CHAPTERS);
  });

  it("finds a universe's words for a beat by the id its log names it by, or by its slot id", () => {
    // Devastators' day-1 beat (slot 'arrival') is logged as 'steam_up', as it was before issue 25.
    const steamUp = DEVASTATORS_STORY_WORDS.chapters[1].beats.arrival;
    expect(loggedBeatId('devastators', 'arrival')).toBe('steam_up');
    expect(loggedBeatId('vanilla', 'arrival')).toBe('arrival');
    expect(storyBeatWordsFor('devastators', 1, 'steam_up')?.title).toBe(steamUp.title);
    expect(storyBeatWordsFor('devastators', 1, 'arrival')?.title).toBe(steamUp.title);
    expect(storyBeatWordsFor('devastators', 2, 'steam_up')).toBeUndefined();
    expect(storyBeatWordsFor('vanilla', 1, 'arrival')?.title).toBe('Arrival');
    // A release-1 log line, as the RULES_VERSION 1 database holds it, still reads in its words.
    const logged = wordLogEvent(THEMES.devastators, {
      id: 'event-2',
      type: 'story',
      fact: { kind: 'story', story: 'beat', chapter: 1, beatId: 'steam_up' },
      day: 1,
      resourceChanges: null,
    });
    expect(logged.title).toBe(steamUp.title);
    expect(logged.text).toContain(steamUp.characterSpeech.speaker);
  });
});

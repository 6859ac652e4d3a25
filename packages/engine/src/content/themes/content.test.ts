import { describe, expect, it } from 'vitest';
import { EVENT_SLOTS } from '../events';
import { THEME_IDS } from '../ids';
import { eventPoolFor, eventWordsFor, hasOwnContent, storyFor } from './content';
import { DEVASTATORS_EVENT_WORDS } from './devastators/events';
import { VANILLA_STORY } from './vanilla/story';

const VANILLA_EVENT_POOL = eventPoolFor('vanilla');

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
});

import { describe, expect, it } from 'vitest';
import { THEME_IDS } from '../../campaign/types';
import { eventPoolFor, hasOwnContent, storyFor } from './content';
import { VANILLA_EVENT_POOL } from './vanilla/events';
import { VANILLA_STORY } from './vanilla/story';

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
});

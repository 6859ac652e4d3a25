/**
 * Each theme's campaign content: its daily event pool and its four-chapter story. The rules in
 * `campaign/` ask here by the campaign's theme. Every theme ships its own pool and story (vanilla,
 * devastators, majestic, archbound), each mirroring vanilla's categories, counts, amounts and
 * story days; vanilla's remain the fallback for a theme registered without content.
 * Words and colours live in each theme's `theme.ts`; this module is only the content the rules read.
 */
import type { EventDefinition } from '../../campaign/events';
import type { StoryChapter, StoryThread } from '../../campaign/story';
import type { ThemeId } from '../../campaign/types';
import { ARCHBOUND_EVENT_POOL } from './archbound/events';
import { ARCHBOUND_STORY, ARCHBOUND_STORY_THREAD } from './archbound/story';
import { DEVASTATORS_EVENT_POOL } from './devastators/events';
import { DEVASTATORS_STORY, DEVASTATORS_STORY_THREAD } from './devastators/story';
import { MAJESTIC_EVENT_POOL } from './majestic/events';
import { MAJESTIC_STORY, MAJESTIC_STORY_THREAD } from './majestic/story';
import { VANILLA_EVENT_POOL } from './vanilla/events';
import { VANILLA_STORY, VANILLA_STORY_THREAD } from './vanilla/story';

export interface ThemeContent {
  eventPool?: readonly EventDefinition[];
  story?: readonly StoryChapter[];
  /** The story as a whole (spec §3 story thread): its title, description, chapters and key events. */
  storyThread?: StoryThread;
}

/** What each theme ships; add a theme's pool or story here when it is written. */
export const THEME_CONTENT: Readonly<Partial<Record<ThemeId, ThemeContent>>> = {
  vanilla: { eventPool: VANILLA_EVENT_POOL, story: VANILLA_STORY, storyThread: VANILLA_STORY_THREAD },
  devastators: { eventPool: DEVASTATORS_EVENT_POOL, story: DEVASTATORS_STORY, storyThread: DEVASTATORS_STORY_THREAD },
  majestic: { eventPool: MAJESTIC_EVENT_POOL, story: MAJESTIC_STORY, storyThread: MAJESTIC_STORY_THREAD },
  archbound: { eventPool: ARCHBOUND_EVENT_POOL, story: ARCHBOUND_STORY, storyThread: ARCHBOUND_STORY_THREAD },
};

/** The theme's event pool, or vanilla's for a theme without one. */
export function eventPoolFor(theme: ThemeId): readonly EventDefinition[] {
  return THEME_CONTENT[theme]?.eventPool ?? VANILLA_EVENT_POOL;
}

/** The theme's story, or vanilla's for a theme without one. */
export function storyFor(theme: ThemeId): readonly StoryChapter[] {
  return THEME_CONTENT[theme]?.story ?? VANILLA_STORY;
}

/** The theme's story thread, or vanilla's for a theme without one. */
export function storyThreadFor(theme: ThemeId): StoryThread {
  return THEME_CONTENT[theme]?.storyThread ?? VANILLA_STORY_THREAD;
}

/** Whether the theme has its own pool and story, or borrows vanilla's (for screens and docs). */
export function hasOwnContent(theme: ThemeId): { eventPool: boolean; story: boolean } {
  const content = THEME_CONTENT[theme];
  return { eventPool: content?.eventPool !== undefined, story: content?.story !== undefined };
}

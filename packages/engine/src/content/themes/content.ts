/**
 * Each universe's campaign words: its words for every event slot (the slots' numbers are content,
 * content/events.ts, read by the rules) and its four-chapter story. Every universe ships its own
 * words and story (vanilla, devastators, majestic, archbound); vanilla's story remains the fallback
 * for a universe registered without one.
 * Words and colours of the screens live in each universe's `theme.ts`.
 */

import { EVENT_SLOTS, type EventDefinition, type EventWords, type EventWordsBySlot } from '../events';
import type { ThemeId } from '../ids';
import type { StoryChapter, StoryThread } from '../story';
import { ARCHBOUND_EVENT_WORDS } from './archbound/events';
import { ARCHBOUND_STORY, ARCHBOUND_STORY_THREAD } from './archbound/story';
import { DEVASTATORS_EVENT_WORDS } from './devastators/events';
import { DEVASTATORS_STORY, DEVASTATORS_STORY_THREAD } from './devastators/story';
import { MAJESTIC_EVENT_WORDS } from './majestic/events';
import { MAJESTIC_STORY, MAJESTIC_STORY_THREAD } from './majestic/story';
import { VANILLA_EVENT_WORDS } from './vanilla/events';
import { VANILLA_STORY, VANILLA_STORY_THREAD } from './vanilla/story';

export interface ThemeContent {
  /** The universe's words for every event slot. */
  eventWords?: EventWordsBySlot;
  story?: readonly StoryChapter[];
  /** The story as a whole (spec §3 story thread): its title, description, chapters and key events. */
  storyThread?: StoryThread;
}

/** What each theme ships; add a theme's pool or story here when it is written. */
export const THEME_CONTENT: Readonly<Partial<Record<ThemeId, ThemeContent>>> = {
  vanilla: { eventWords: VANILLA_EVENT_WORDS, story: VANILLA_STORY, storyThread: VANILLA_STORY_THREAD },
  devastators: { eventWords: DEVASTATORS_EVENT_WORDS, story: DEVASTATORS_STORY, storyThread: DEVASTATORS_STORY_THREAD },
  majestic: { eventWords: MAJESTIC_EVENT_WORDS, story: MAJESTIC_STORY, storyThread: MAJESTIC_STORY_THREAD },
  archbound: { eventWords: ARCHBOUND_EVENT_WORDS, story: ARCHBOUND_STORY, storyThread: ARCHBOUND_STORY_THREAD },
};

const pools = new Map<ThemeId, readonly EventDefinition[]>();

/** Every event slot with the universe's words (vanilla's for a universe without its own). */
export function eventPoolFor(theme: ThemeId): readonly EventDefinition[] {
  const cached = pools.get(theme);
  if (cached) return cached;
  const words = THEME_CONTENT[theme]?.eventWords ?? VANILLA_EVENT_WORDS;
  const pool = EVENT_SLOTS.map((slot): EventDefinition => {
    const { storedId: _storedId, ...said } = words[slot.id];
    return { ...slot, ...said };
  });
  pools.set(theme, pool);
  return pool;
}

/**
 * The universe's words for a logged event: by its slot id, or by the id the universe gave it before
 * the pool became content (a log written then names that one). Undefined for an unknown id.
 */
export function eventWordsFor(theme: ThemeId, eventId: string): EventWords | undefined {
  const words = THEME_CONTENT[theme]?.eventWords ?? VANILLA_EVENT_WORDS;
  if (Object.hasOwn(words, eventId)) return words[eventId as keyof EventWordsBySlot];
  return Object.values(words).find((w) => w.storedId === eventId);
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
  return { eventPool: content?.eventWords !== undefined, story: content?.story !== undefined };
}

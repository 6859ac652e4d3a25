/**
 * Each universe's campaign words: its words for every event slot and every story chapter and beat
 * slot (the slots' numbers are content, content/events.ts and content/story.ts, read by the rules).
 * Every universe ships its own words (vanilla, devastators, majestic, archbound); vanilla's remain
 * the fallback for a universe registered without its own.
 * Words and colours of the screens live in each universe's `theme.ts`.
 */

import { EVENT_SLOTS, type EventDefinition, type EventWords, type EventWordsBySlot } from '../content/events';
import type { ThemeId } from '../content/ids';
import {
  beatSlotIdOf,
  beatWords,
  type ChapterNumber,
  type StoryBeatWords,
  type StoryChapter,
  type StoryThread,
  type StoryWords,
  storyInWords,
} from '../content/story';
import { STORY_KEY_EVENTS } from '../content/story-key-events';
import { ARCHBOUND_EVENT_WORDS } from './archbound/events';
import { ARCHBOUND_STORY_WORDS } from './archbound/story';
import { DEVASTATORS_EVENT_WORDS } from './devastators/events';
import { DEVASTATORS_STORY_WORDS } from './devastators/story';
import { MAJESTIC_EVENT_WORDS } from './majestic/events';
import { MAJESTIC_STORY_WORDS } from './majestic/story';
import { VANILLA_EVENT_WORDS } from './vanilla/events';
import { VANILLA_STORY_WORDS } from './vanilla/story';

export interface ThemeContent {
  /** The universe's words for every event slot. */
  eventWords?: EventWordsBySlot;
  /** The universe's words for every story chapter and beat slot, and for the story as a whole. */
  storyWords?: StoryWords;
}

/** What each theme ships; add a theme's words here when they are written. */
export const THEME_CONTENT: Readonly<Partial<Record<ThemeId, ThemeContent>>> = {
  vanilla: { eventWords: VANILLA_EVENT_WORDS, storyWords: VANILLA_STORY_WORDS },
  devastators: { eventWords: DEVASTATORS_EVENT_WORDS, storyWords: DEVASTATORS_STORY_WORDS },
  majestic: { eventWords: MAJESTIC_EVENT_WORDS, storyWords: MAJESTIC_STORY_WORDS },
  archbound: { eventWords: ARCHBOUND_EVENT_WORDS, storyWords: ARCHBOUND_STORY_WORDS },
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

function storyWordsOf(theme: ThemeId): StoryWords {
  return THEME_CONTENT[theme]?.storyWords ?? VANILLA_STORY_WORDS;
}

const threads = new Map<ThemeId, StoryThread>();

/** The theme's story thread: every chapter and beat slot in its words (vanilla's for a theme without any). */
export function storyThreadFor(theme: ThemeId): StoryThread {
  const cached = threads.get(theme);
  if (cached) return cached;
  const words = storyWordsOf(theme);
  const thread: StoryThread = { ...words.thread, chapters: storyInWords(words), keyEvents: STORY_KEY_EVENTS };
  threads.set(theme, thread);
  return thread;
}

/** The theme's four chapters in its words, in chapter order. */
export function storyFor(theme: ThemeId): readonly StoryChapter[] {
  return storyThreadFor(theme).chapters;
}

/**
 * The universe's words for a logged beat: by the id the universe's log names it by
 * (`STORY_BEAT_LOG_IDS`) or by its slot id. Undefined for an unknown id.
 */
export function storyBeatWordsFor(theme: ThemeId, chapter: ChapterNumber, beatId: string): StoryBeatWords | undefined {
  return beatWords(storyWordsOf(theme), chapter, beatSlotIdOf(theme, beatId));
}

/** Whether the theme has its own pool and story, or borrows vanilla's (for screens and docs). */
export function hasOwnContent(theme: ThemeId): { eventPool: boolean; story: boolean } {
  const content = THEME_CONTENT[theme];
  return { eventPool: content?.eventWords !== undefined, story: content?.storyWords !== undefined };
}

/**
 * Each theme's campaign content: its daily event pool and its four-chapter story. The rules in
 * `campaign/` ask here by the campaign's theme, so a theme that ships its own pool or story gets
 * it, and one that has none yet (only vanilla has both today) plays vanilla's.
 * Words and colours live in each theme's `theme.ts`; this module is only the content the rules read.
 */
import type { EventDefinition } from '../../campaign/events';
import type { StoryChapter } from '../../campaign/story';
import type { ThemeId } from '../../campaign/types';
import { VANILLA_EVENT_POOL } from './vanilla/events';
import { VANILLA_STORY } from './vanilla/story';

export interface ThemeContent {
  eventPool?: readonly EventDefinition[];
  story?: readonly StoryChapter[];
}

/** What each theme ships; add a theme's pool or story here when it is written. */
export const THEME_CONTENT: Readonly<Partial<Record<ThemeId, ThemeContent>>> = {
  vanilla: { eventPool: VANILLA_EVENT_POOL, story: VANILLA_STORY },
};

/** The theme's event pool, or vanilla's when the theme has none yet. */
export function eventPoolFor(theme: ThemeId): readonly EventDefinition[] {
  return THEME_CONTENT[theme]?.eventPool ?? VANILLA_EVENT_POOL;
}

/** The theme's story, or vanilla's when the theme has none yet. */
export function storyFor(theme: ThemeId): readonly StoryChapter[] {
  return THEME_CONTENT[theme]?.story ?? VANILLA_STORY;
}

/** Whether the theme has its own pool and story, or borrows vanilla's (for screens and docs). */
export function hasOwnContent(theme: ThemeId): { eventPool: boolean; story: boolean } {
  const content = THEME_CONTENT[theme];
  return { eventPool: content?.eventPool !== undefined, story: content?.story !== undefined };
}

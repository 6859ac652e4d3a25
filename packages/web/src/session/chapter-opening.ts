/**
 * When a chapter of the story begins (issue 12 "Where the story shows"), the player reads its
 * opening on a screen of its own before anything else. Which chapter a campaign is in is the
 * engine's rule (`chapterForDay`); which one this player has already read is remembered in this
 * browser, per campaign, so a reload does not show it again.
 */
import {
  type ChapterNumber,
  chapterForDay,
  type GameState,
  previousKeyMissionWon,
  type StoryChapter,
  storyFor,
} from '@holdfast/engine';
import { useCallback, useState } from 'react';

const STORAGE_PREFIX = 'holdfast.chapterRead.';

/** Up to which chapter the player has read the openings of a campaign (0: none). */
export function readChapter(key: string): number {
  try {
    return Number(localStorage.getItem(STORAGE_PREFIX + key) ?? 0) || 0;
  } catch {
    return 0;
  }
}

/** Marks a campaign's chapters up to `chapter` as read (also how tests start past an opening). */
export function rememberChapter(key: string, chapter: number): void {
  try {
    localStorage.setItem(STORAGE_PREFIX + key, String(chapter));
  } catch {
    // Storage refused (private mode): the chapter may show again after a reload, nothing worse.
  }
}

/**
 * The chapter whose opening the player has not read yet, or null; and the way to mark it read.
 * Issue 34: when the last chapter's key mission is not won, the opening tells that failure.
 */
export function useChapterOpening(
  state: Pick<GameState, 'day' | 'theme' | 'gameOver' | 'missions'>,
  campaignKey: string,
): { chapter: StoryChapter | null; dismiss: () => void } {
  const [read, setRead] = useState(() => readChapter(campaignKey));
  const current: ChapterNumber = chapterForDay(state.day);
  const story = !state.gameOver && current > read ? (storyFor(state.theme)[current - 1] ?? null) : null;
  const previous = current - 1;
  const missed =
    story?.openingAfterMiss !== undefined &&
    (previous === 1 || previous === 2 || previous === 3) &&
    !previousKeyMissionWon(state, previous);
  const chapter =
    story && missed ? { ...story, openingNarrative: story.openingAfterMiss ?? story.openingNarrative } : story;
  const dismiss = useCallback(() => {
    rememberChapter(campaignKey, current);
    setRead(current);
  }, [campaignKey, current]);
  return { chapter, dismiss };
}

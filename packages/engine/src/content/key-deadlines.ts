/**
 * [decided, issue 23] The day by which each chapter's key mission must be won. Chapters 1–3: the
 * chapter's last day — a key mission not won by then is missed, and the enemy it was meant to stop
 * joins every battle until it is won (content/battle-force.ts). Chapter 4: Operation Last Stand not won by
 * this day loses the war (GAME_RULES §11).
 */
import type { ChapterNumber } from './story';

export const KEY_MISSION_DEADLINE_DAY: Readonly<Record<ChapterNumber, number>> = { 1: 30, 2: 80, 3: 110, 4: 200 };

/**
 * [decided, issue 34] A missed key mission of chapters 1–2 is the war's last chance until the end of
 * the next chapter: Breakwater not won by day 70 (chapter 2's end) or Iron Veil by day 110 (chapter
 * 3's end) loses the war. Nightfall's last chance is Last Stand's deadline (day 200).
 */
export const KEY_MISSION_LAST_CHANCE_DAY: Readonly<Partial<Record<ChapterNumber, number>>> = { 1: 70, 2: 110 };

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

/**
 * [decided, issue 34] A key mission lost in battle leaves the board for this many days after the day
 * it was lost (the enemy regroups and fortifies the objective), and until it is won each loss raises the
 * threat floor by 2, as a missed one does (campaign/threat.ts). A lost key mission costs what a missed one
 * does, so the tries before its deadline are no longer nearly free.
 */
export const KEY_MISSION_REGROUP_DAYS = 15;

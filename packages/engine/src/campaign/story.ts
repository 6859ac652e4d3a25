/**
 * The four-chapter story (spec: missions-battle-themes §3 "Story chapter", §4 "Story progression by
 * day"): which chapter a day belongs to, which beat plays on it, and the log entries a beat makes.
 * The beat slots and their days are content (content/story.ts), one story for every universe; the
 * log stores the id the campaign's universe names the beat by (`loggedBeatId`) and each universe
 * words it (words/<id>/story.ts).
 */
import { keyMissionForChapter } from '../content/missions';
import {
  type ChapterNumber,
  loggedBeatId,
  STORY_CHAPTERS,
  type StoryBeatSlot,
  type StoryChapterSlot,
  type StoryKeyEvent,
} from '../content/story';
import type { ReportFact } from './facts';
import type { ReportEntry } from './report';
import type { Step } from './step';
import type { CampaignEvent, GameState } from './types';

// The story's data types are content (content/story.ts, issue 25 item 4); re-exported here so older
// import paths keep working.
export type {
  ChapterNumber,
  CharacterSpeech,
  StoryBeat,
  StoryChapter,
  StoryKeyEvent,
  StoryOutcome,
  StoryThread,
} from '../content/story';

const CHAPTER_SLOTS: readonly StoryChapterSlot[] = STORY_CHAPTERS;

/** Where a campaign stands with a key event: won, lost (not won since), missed, in the field, unlocked or ahead. */
export type KeyEventStatus = 'won' | 'lost' | 'missed' | 'in_field' | 'open' | 'ahead';

export function keyEventStatus(state: Pick<GameState, 'day' | 'missions'>, event: StoryKeyEvent): KeyEventStatus {
  const runs = state.missions.filter((m) => m.templateId === event.missionId);
  if (runs.some((m) => m.success === true)) return 'won';
  if (runs.some((m) => m.status === 'Active')) return 'in_field';
  if (runs.some((m) => m.success === false)) return 'lost';
  if (chapterForDay(state.day) > event.chapter) return 'missed';
  return state.day >= event.day ? 'open' : 'ahead';
}

/** The spec's beat days per chapter (content/story.ts: 1-7-14-21, 31-42-54-66, 71-83-95-107, 111-123-135-147). */
export const STORY_BEAT_DAYS: Readonly<Record<ChapterNumber, readonly number[]>> = {
  1: beatDays(1),
  2: beatDays(2),
  3: beatDays(3),
  4: beatDays(4),
};

/** First day of each chapter (decided from the beat days: a chapter starts on its first beat; 1, 31, 71, 111). */
export const CHAPTER_START_DAY: Readonly<Record<ChapterNumber, number>> = {
  1: firstBeatDay(1),
  2: firstBeatDay(2),
  3: firstBeatDay(3),
  4: firstBeatDay(4),
};

function beatDays(chapter: ChapterNumber): readonly number[] {
  return storyChapter(chapter, CHAPTER_SLOTS).storyBeats.map((beat) => beat.day);
}

function firstBeatDay(chapter: ChapterNumber): number {
  const [first] = STORY_BEAT_DAYS[chapter];
  if (first === undefined) throw new Error(`Story chapter ${chapter} has no beat`);
  return first;
}

/** Days 1-30 chapter 1, 31-70 chapter 2, 71-110 chapter 3, 111 onwards chapter 4. */
export function chapterForDay(day: number): ChapterNumber {
  if (day >= CHAPTER_START_DAY[4]) return 4;
  if (day >= CHAPTER_START_DAY[3]) return 3;
  if (day >= CHAPTER_START_DAY[2]) return 2;
  return 1;
}

/** A chapter of a story: the content's slots, or a universe's story in its words (words/content.ts). */
export function storyChapter<C extends { chapter: ChapterNumber }>(chapter: ChapterNumber, story: readonly C[]): C {
  const found = story.find((c) => c.chapter === chapter);
  if (!found) throw new Error(`Story has no chapter ${chapter}`);
  return found;
}

/** The beat slot that plays on a day, with its chapter slot, or null on an ordinary day. */
export function storyBeatForDay(day: number): { chapter: StoryChapterSlot; beat: StoryBeatSlot } | null {
  const chapter = storyChapter(chapterForDay(day), CHAPTER_SLOTS);
  const beat = chapter.storyBeats.find((b) => b.day === day);
  return beat ? { chapter, beat } : null;
}

/** A story fact: a chapter's opening, a beat, or a chapter's success or failure state. */
export type StoryFact = Extract<ReportFact, { kind: 'story' }>;

/** Story log lines: a CampaignEvent of type story and the matching report entry, one per fact. */
export function appendStoryEvents(state: GameState, facts: readonly StoryFact[]): Step {
  let nextId = state.nextId;
  const events: CampaignEvent[] = [];
  const entries: ReportEntry[] = [];
  for (const fact of facts) {
    const id = `event-${nextId++}`;
    events.push({ id, type: 'story', fact, day: state.day, resourceChanges: null });
    entries.push({ ...fact, refId: id });
  }
  return { state: { ...state, nextId, events: [...state.events, ...events] }, entries };
}

/**
 * On a beat day: the beat (and, on a chapter's first day, the chapter's opening) goes to the log.
 * Safe to call twice on the same day: a beat already logged today is not logged again.
 */
export function applyStoryBeats(state: GameState): Step {
  const found = storyBeatForDay(state.day);
  if (!found) return { state, entries: [] };
  const { chapter, beat } = found;
  // One beat plays a day, so a beat fact of today is this beat. A log saved before facts holds only
  // words: any story line of today without a fact stands for the beat (the rules read no universe's
  // words to match its title).
  const alreadyLogged = state.events.some(
    (e) =>
      e.type === 'story' &&
      e.day === state.day &&
      (e.fact === undefined || (e.fact.kind === 'story' && e.fact.story === 'beat')),
  );
  if (alreadyLogged) return { state, entries: [] };
  const facts: StoryFact[] = [];
  if (state.day === CHAPTER_START_DAY[chapter.chapter]) {
    // Issue 34: a missed key mission's failure story is told the day after its deadline
    // (campaign/key-deadlines.ts); the next chapter's opening tells of it when it is still not won.
    const previous = chapter.chapter - 1;
    const opening: StoryFact = { kind: 'story', story: 'chapter', chapter: chapter.chapter };
    if (isChapterNumber(previous)) opening.previousWon = previousKeyMissionWon(state, previous);
    facts.push(opening);
  }
  facts.push({ kind: 'story', story: 'beat', chapter: chapter.chapter, beatId: loggedBeatId(state.theme, beat.id) });
  return appendStoryEvents(state, facts);
}

/** The log fact when a chapter's key mission ends: the theme's story words its success or failure state. */
export function chapterOutcomeFacts(chapter: ChapterNumber, success: boolean): StoryFact[] {
  return [{ kind: 'story', story: 'outcome', chapter, success }];
}

function isChapterNumber(n: number): n is ChapterNumber {
  return n === 1 || n === 2 || n === 3 || n === 4;
}

/**
 * [decided] Chapters 2-4 fail with their key mission; chapter 1's failure state is the casualty
 * defeat (its text says so, spec §4), told by the campaign's end (campaign-end.ts).
 */
export function failsWithKeyMission(chapter: ChapterNumber): boolean {
  return chapter !== 1;
}

/** Whether a chapter's failure story is already in the log (it is told once). */
export function chapterFailureTold(state: GameState, chapter: ChapterNumber): boolean {
  return state.events.some(
    (e) => e.fact?.kind === 'story' && e.fact.story === 'outcome' && e.fact.chapter === chapter && !e.fact.success,
  );
}

/**
 * The failure story of a chapter's lost key mission: told the first time it is lost (it may be
 * fought again; a later win still tells the success story).
 */
export function keyMissionLostFacts(state: GameState, chapter: ChapterNumber): StoryFact[] {
  if (!failsWithKeyMission(chapter) || chapterFailureTold(state, chapter)) return [];
  return chapterOutcomeFacts(chapter, false);
}

/** Whether a chapter's key mission has been won (by the next chapter's opening, when this is asked). */
export function previousKeyMissionWon(state: Pick<GameState, 'missions'>, chapter: ChapterNumber): boolean {
  const key = keyMissionForChapter(chapter);
  return key !== undefined && state.missions.some((m) => m.templateId === key.id && m.success === true);
}

/**
 * The story's data types (spec: missions-battle-themes §3 "Story chapter", "Story thread", "Key
 * mission"): content, so the universes' stories (content/themes/<id>/story.ts) and the rules
 * (campaign/story.ts, which decides when a beat plays) both read them from the bottom layer.
 */

export type ChapterNumber = 1 | 2 | 3 | 4;

export interface CharacterSpeech {
  speaker: string;
  text: string;
}

export interface StoryBeat {
  id: string;
  day: number;
  title: string;
  description: string;
  narrative: string;
  eventHooks: readonly string[];
  characterSpeech: CharacterSpeech;
  /** The key mission this beat announces (a mission template id). */
  missionTrigger?: string;
}

/** A chapter's failure or success state: story text shown when the chapter ends that way. */
export interface StoryOutcome {
  title: string;
  description: string;
  narrative: string;
}

export interface StoryChapter {
  id: string;
  chapter: ChapterNumber;
  title: string;
  subtitle: string;
  description: string;
  tone: string;
  color: string;
  pacing: string;
  openingNarrative: string;
  storyBeats: readonly StoryBeat[];
  thematicElements: readonly string[];
  /** Event categories that fit the chapter's mood (flavour for the theme; generation follows the spec's rates). */
  eventPool: readonly string[];
  failureState: StoryOutcome;
  successState: StoryOutcome;
}

/** Spec §3 "Key mission": the mission that closes a chapter, and about when it comes. */
export interface StoryKeyEvent {
  /** The key mission's template id (content/missions.ts); each universe names it in its mission words. */
  missionId: string;
  chapter: ChapterNumber;
  /** The day it unlocks, announced by the chapter's last beat ("about days 21, 66, 95, 147"). */
  day: number;
}

/**
 * Spec §3 "Story thread": the whole four-chapter story of a universe — its name and what it is
 * about, its chapters and its key events. Shown where the story is: the chapter opening and the
 * campaign log (issue 26).
 */
export interface StoryThread {
  id: string;
  title: string;
  description: string;
  chapters: readonly StoryChapter[];
  keyEvents: readonly StoryKeyEvent[];
}

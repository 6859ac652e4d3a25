/**
 * The story's key events (spec §3 "Key mission: id, chapter, approximate day"): the four key
 * missions, one per chapter, on the day each unlocks. Every universe's story thread lists these;
 * the universe names them in its mission words.
 */

import { MISSION_TEMPLATES } from './missions';
import type { StoryKeyEvent } from './story';

export const STORY_KEY_EVENTS: readonly StoryKeyEvent[] = MISSION_TEMPLATES.flatMap((t) =>
  t.keyMission && t.chapter !== undefined ? [{ missionId: t.id, chapter: t.chapter, day: t.unlockDay }] : [],
).sort((a, b) => a.chapter - b.chapter);

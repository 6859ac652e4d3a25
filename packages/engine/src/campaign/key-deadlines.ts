/**
 * Issue 34: a key mission of chapters 1–3 left past its deadline is missed, and the day after the
 * deadline says so: the campaign log and the day's report learn what it cost (threat +2 now, its
 * floor 2 higher and +10 aim on every hostile until it is won) and the chapter's failure story is told.
 * Chapter 4's deadline loses the war (campaign-end.ts).
 */
import { MISSED_KEY_MISSION_FORCE } from '../content/battle-force';
import { KEY_MISSION_DEADLINE_DAY } from '../content/key-deadlines';
import { keyMissionForChapter } from '../content/missions';
import type { ChapterNumber } from '../content/story';
import { keyMissionWonByDeadline } from './battle-force';
import type { ReportEntry } from './report';
import type { Step } from './step';
import { appendStoryEvents, keyMissionLostFacts } from './story';
import { clampThreat, THREAT_FLOOR_PER_MISSED_KEY_MISSION, threatEntry, threatFloor } from './threat';
import type { CampaignEvent, GameState } from './types';

const CHAPTERS_WITH_A_MISS: readonly ChapterNumber[] = [1, 2, 3];

/** The day step: on the day after a deadline of chapters 1–3, a key mission not won is missed. */
export function checkKeyDeadlines(state: GameState): Step {
  const chapter = CHAPTERS_WITH_A_MISS.find((c) => state.day === KEY_MISSION_DEADLINE_DAY[c] + 1);
  if (chapter === undefined || keyMissionWonByDeadline(state, chapter)) return { state, entries: [] };
  const key = keyMissionForChapter(chapter);
  if (!key) return { state, entries: [] };
  const fact = {
    kind: 'key_mission_missed',
    templateId: key.id,
    chapter,
    deadline: KEY_MISSION_DEADLINE_DAY[chapter],
    threatRise: THREAT_FLOOR_PER_MISSED_KEY_MISSION,
    floorRise: THREAT_FLOOR_PER_MISSED_KEY_MISSION,
    hostileAim: MISSED_KEY_MISSION_FORCE.hostileAim,
  } as const;
  const id = `event-${state.nextId}`;
  const logged: CampaignEvent = { id, type: 'combat', fact, day: state.day, resourceChanges: null };
  const before = state.threatLevel;
  const after = clampThreat(Math.max(before + THREAT_FLOOR_PER_MISSED_KEY_MISSION, threatFloor(state)));
  let next: GameState = { ...state, threatLevel: after, nextId: state.nextId + 1, events: [...state.events, logged] };
  const entries: ReportEntry[] = [{ ...fact, refId: id }, ...threatEntry(before, after)];
  const story = appendStoryEvents(next, keyMissionLostFacts(next, chapter));
  next = story.state;
  entries.push(...story.entries);
  return { state: next, entries };
}

/**
 * Defeat (DESIGN §3): chapter 1's casualty rate above 40%, or no soldier left alive with too
 * little money to recruit one; Last Stand not won by its deadline (issue 23); the threat left at its
 * top through a whole day (issue 34). Victory is set by the story when the chapter-4 key mission succeeds.
 */
import { CHAPTER_ONE_LAST_DAY, CHAPTER_ONE_MAX_CASUALTY_RATE } from '../content/campaign-end';
import { RECRUIT_COST } from '../content/economy';
import { KEY_MISSION_DEADLINE_DAY, KEY_MISSION_LAST_CHANCE_DAY } from '../content/key-deadlines';
import { keyMissionForChapter } from '../content/missions';
import { keyMissionWonByDeadline } from './battle-force';
import type { ReportEntry } from './report';
import type { Step } from './step';
import { appendStoryEvents, chapterOutcomeFacts, keyMissionLostFacts } from './story';
import { THREAT_MAX, THREAT_MAX_DAYS_TO_DEFEAT } from './threat';
import type { GameState } from './types';

export interface CasualtyRate {
  /** Different soldiers sent on finished missions launched on days 1–30 (each counted once). */
  deployed: number;
  /** How many of them were killed on those missions. */
  killed: number;
  /** killed ÷ deployed, 0 when nobody was sent. */
  rate: number;
}

/**
 * Chapter 1's casualty rate (decided measurement): of the soldiers sent into the field in
 * chapter 1, the share who died there. Each soldier counts once however often they went, so
 * padding the chapter with safe supply runs does not dilute the losses of a bloody assault.
 */
export function chapterOneCasualtyRate(state: GameState): CasualtyRate {
  const sent = new Set<string>();
  let killed = 0;
  for (const mission of state.missions) {
    if (mission.deployedOnDay > CHAPTER_ONE_LAST_DAY || mission.status !== 'Completed') continue;
    for (const soldierId of mission.squad) sent.add(soldierId);
    for (const casualty of mission.casualties) if (casualty.killed) killed += 1;
  }
  const deployed = sent.size;
  return { deployed, killed, rate: deployed === 0 ? 0 : killed / deployed };
}

export function isSquadWipedOut(state: GameState): boolean {
  return state.squad.every((s) => s.status === 'KIA') && state.resources.funds < RECRUIT_COST;
}

function defeat(state: GameState, entry: Extract<ReportEntry, { kind: 'defeat' }>): Step {
  return { state: { ...state, gameOver: true, victory: false }, entries: [entry] };
}

/**
 * Checked after every accepted action. The chapter-1 rule is judged once, on the first day of
 * chapter 2, so one unlucky early mission does not end a campaign that recovers. `threatBefore`:
 * the threat when ADVANCE DAY was pressed — a day that began (after the commander's orders) and
 * ended at the top of the threat loses the war (issue 34: the first day at the top is the warning).
 */
export function checkCampaignEnd(state: GameState, dayAdvanced: boolean, threatBefore?: number): Step {
  if (state.victory) return { state: state.gameOver ? state : { ...state, gameOver: true }, entries: [] };
  if (state.gameOver) return { state, entries: [] };
  if (dayAdvanced && state.day === CHAPTER_ONE_LAST_DAY + 1) {
    const { deployed, killed, rate } = chapterOneCasualtyRate(state);
    if (rate > CHAPTER_ONE_MAX_CASUALTY_RATE) {
      // Chapter 1's failure state is this defeat: its story goes to the log and the report (issue 26).
      const story = appendStoryEvents(state, chapterOutcomeFacts(1, false));
      const ended = defeat(story.state, {
        kind: 'defeat',
        reason: 'casualties',
        ratePercent: Math.round(rate * 100),
        killed,
        deployed,
        limitPercent: Math.round(CHAPTER_ONE_MAX_CASUALTY_RATE * 100),
      });
      return { state: ended.state, entries: [...story.entries, ...ended.entries] };
    }
  }
  // Issue 34: a missed key mission still not won by its last chance (the next chapter's end) loses the war.
  for (const chapter of [1, 2] as const) {
    const lastChance = KEY_MISSION_LAST_CHANCE_DAY[chapter];
    if (!dayAdvanced || lastChance === undefined || state.day !== lastChance + 1) continue;
    const key = keyMissionForChapter(chapter);
    if (!key || state.missions.some((m) => m.templateId === key.id && m.success === true)) continue;
    const story = appendStoryEvents(state, keyMissionLostFacts(state, chapter));
    const ended = defeat(story.state, { kind: 'defeat', reason: 'deadline', templateId: key.id, day: lastChance });
    return { state: ended.state, entries: [...story.entries, ...ended.entries] };
  }
  const lastDeadline = KEY_MISSION_DEADLINE_DAY[4];
  if (dayAdvanced && state.day === lastDeadline + 1 && !keyMissionWonByDeadline(state, 4)) {
    // Issue 23: the war is lost at the last key mission's deadline; chapter 4's failure story tells it.
    const story = appendStoryEvents(state, keyMissionLostFacts(state, 4));
    const ended = defeat(story.state, {
      kind: 'defeat',
      reason: 'deadline',
      templateId: keyMissionForChapter(4)?.id ?? '',
      day: lastDeadline,
    });
    return { state: ended.state, entries: [...story.entries, ...ended.entries] };
  }
  if (dayAdvanced && threatBefore !== undefined && threatBefore >= THREAT_MAX && state.threatLevel >= THREAT_MAX) {
    return defeat(state, { kind: 'defeat', reason: 'threat', level: THREAT_MAX, days: THREAT_MAX_DAYS_TO_DEFEAT });
  }
  if (isSquadWipedOut(state)) {
    return defeat(state, { kind: 'defeat', reason: 'wiped_out' });
  }
  return { state, entries: [] };
}

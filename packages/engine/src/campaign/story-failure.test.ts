/**
 * Chapter failure states (spec §3 story chapter; issue 26 item 3): a lost or missed key mission
 * tells its chapter's failure story, and chapter 1's failure is the casualty defeat, in every universe.
 */
import { describe, expect, it } from 'vitest';
import { keyMissionForChapter, missionTemplate } from '../content/missions';
import { storyFor } from '../words/content';
import { THEMES } from '../words/index';
import { wordReportEntry } from '../words/wording';
import { checkCampaignEnd } from './campaign-end';
import { checkKeyDeadlines } from './key-deadlines';
import { completeMission } from './mission-completion';
import { campaignWithSquad, withMissionInField } from './missions.fixture';
import type { ReportEntry } from './report';
import { applyStoryBeats, type ChapterNumber } from './story';
import { type ActiveMission, type GameState, THEME_IDS, type ThemeId } from './types';

const NO_REWARDS = { funds: 0, supplies: 0, intel: 0, xp: 0, reputation: 0 };

function failures(entries: readonly ReportEntry[]): ChapterNumber[] {
  return entries.flatMap((e) => (e.kind === 'story' && e.story === 'outcome' && !e.success ? [e.chapter] : []));
}

function keyMission(chapter: ChapterNumber): string {
  const key = keyMissionForChapter(chapter);
  if (!key) throw new Error(`no key mission for chapter ${chapter}`);
  return key.id;
}

function lose(state: GameState, chapter: ChapterNumber) {
  const field = withMissionInField(state, keyMission(chapter), { mode: 'manual' });
  const template = missionTemplate(keyMission(chapter));
  if (!template) throw new Error('no template');
  const outcomes = field.mission.squad.map((soldierId) => ({ soldierId, health: 50, killed: false, xp: 0 }));
  return completeMission(field.state, field.mission, template, false, outcomes, NO_REWARDS);
}

function wonKeyMission(state: GameState, chapter: ChapterNumber): GameState {
  const mission: ActiveMission = {
    id: 'mission-won',
    templateId: keyMission(chapter),
    mode: 'manual',
    squad: [],
    daysRemaining: 0,
    status: 'Completed',
    deployedOnDay: state.day - 5,
    completedOnDay: state.day - 5,
    success: true,
    casualties: [],
    rewards: null,
  };
  return { ...state, missions: [...state.missions, mission] };
}

describe('a lost key mission', () => {
  it.each(THEME_IDS)('tells its chapter’s failure story (%s), once', (theme: ThemeId) => {
    const state = { ...campaignWithSquad({ day: 70 }), theme };
    const lost = lose(state, 2);
    expect(failures(lost.entries)).toEqual([2]);
    const story = lost.entries.find((e) => e.kind === 'story');
    if (!story) throw new Error('no story entry');
    const chapter2 = storyFor(theme)[1];
    expect(wordReportEntry(THEMES[theme], story).title).toBe(chapter2?.failureState.title);
    expect(lost.state.events.at(-1)).toMatchObject({ type: 'story', fact: { story: 'outcome', chapter: 2 } });
    // Lost again: the story was told.
    expect(failures(lose(lost.state, 2).entries)).toEqual([]);
  });

  it('of chapter 1 does not tell chapter 1’s failure (that story is the casualty defeat)', () => {
    expect(failures(lose(campaignWithSquad({ day: 25 }), 1).entries)).toEqual([]);
  });
});

describe('a missed key mission', () => {
  it('tells the chapter’s failure story the day after its deadline, before anything else of the story', () => {
    // Issue 34: Iron Veil's deadline is day 80; chapter 3 opened on day 71 while it could still be won.
    expect(failures(applyStoryBeats(campaignWithSquad({ day: 71 })).entries)).toEqual([]);
    const step = checkKeyDeadlines(campaignWithSquad({ day: 81 }));
    expect(step.entries.map((e) => wordReportEntry(THEMES.vanilla, e).title)).toEqual([
      'Key Mission Missed',
      'Threat Level Rising',
      'Blind and Deaf',
    ]);
  });

  it('is not missed when it was won, and its loss told the story already', () => {
    expect(checkKeyDeadlines(wonKeyMission(campaignWithSquad({ day: 81 }), 2)).entries).toEqual([]);
    const lost = lose(campaignWithSquad({ day: 80 }), 2).state;
    expect(failures(checkKeyDeadlines({ ...lost, day: 81 }).entries)).toEqual([]);
  });

  it('of chapter 1 tells no failure story on day 31 (chapter 2 opens on the miss), and chapter 3’s is told on day 111', () => {
    expect(failures(checkKeyDeadlines(campaignWithSquad({ day: 31 })).entries)).toEqual([]);
    expect(failures(checkKeyDeadlines(campaignWithSquad({ day: 111 })).entries)).toEqual([3]);
  });
});

describe('the chapter-1 defeat', () => {
  it.each(THEME_IDS)('tells chapter 1’s failure story beside the defeat (%s)', (theme: ThemeId) => {
    const base = { ...campaignWithSquad({ day: 31 }), theme };
    const [first, second] = base.squad;
    if (!first || !second) throw new Error('squad too small');
    const bloody: ActiveMission = {
      id: 'mission-bloody',
      templateId: 'raid',
      mode: 'auto',
      squad: [first.id, second.id],
      daysRemaining: 0,
      status: 'Completed',
      deployedOnDay: 10,
      completedOnDay: 19,
      success: false,
      casualties: [{ soldierId: first.id, soldierName: first.name, damage: 100, killed: true }],
      rewards: null,
    };
    const state = { ...base, missions: [bloody] };
    const end = checkCampaignEnd(state, true);
    expect(end.state.gameOver).toBe(true);
    expect(end.entries.map((e) => e.kind)).toEqual(['story', 'defeat']);
    expect(failures(end.entries)).toEqual([1]);
    const story = end.entries[0];
    if (!story) throw new Error('no story entry');
    expect(wordReportEntry(THEMES[theme], story).title).toBe(storyFor(theme)[0]?.failureState.title);
    expect(end.state.events.at(-1)).toMatchObject({ type: 'story', fact: { story: 'outcome', chapter: 1 } });
  });
});

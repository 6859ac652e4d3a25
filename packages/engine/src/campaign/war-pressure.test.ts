/**
 * Issue 34 items 2–4: costs that grow with the war, the counter-operation, a missed key mission
 * felt and told, and the threat at its top losing the war — in every universe's words.
 */
import { describe, expect, it } from 'vitest';
import { missionTemplate } from '../content/missions';
import { storyFor } from '../words/content';
import { THEMES } from '../words/index';
import { wordLogEvent, wordReportEntry } from '../words/wording';
import { applyAction } from './apply-action';
import { dailyUpkeep } from './economy';
import { checkKeyDeadlines } from './key-deadlines';
import { completeMission } from './mission-completion';
import { lostKeyMission, missionAvailability, redeployDay } from './missions';
import { campaignWithSquad } from './missions.fixture';
import { applyStoryBeats } from './story';
import { facility, refused } from './test-support';
import { threatFloor } from './threat';
import { type ActiveMission, type GameState, THEME_IDS, type ThemeId } from './types';

function won(templateId: string, day: number): ActiveMission {
  return fought(templateId, day, true);
}

function fought(templateId: string, day: number, success: boolean): ActiveMission {
  return {
    id: `mission-${templateId}-${day}`,
    templateId,
    mode: 'manual',
    squad: [],
    daysRemaining: 0,
    status: 'Completed',
    deployedOnDay: day,
    completedOnDay: day,
    success,
    casualties: [],
    rewards: null,
  };
}

describe('costs that grow with the war', () => {
  it('pays 100% / 120% / 140% / 160% of the pay and maintenance in chapters 1 / 2 / 3 / 4', () => {
    const start = campaignWithSquad({ squadSize: 4 });
    // The starting four's pay is 290 a day; a finished Barracks costs 100.
    const state = { ...start, facilities: [...start.facilities, facility('barracks', 0, 0)] };
    const totals = [10, 40, 90, 150].map((day) => dailyUpkeep({ ...state, day }));
    expect(totals.map((t) => t.salaries)).toEqual([290, 348, 406, 464]);
    expect(totals.map((t) => t.maintenance)).toEqual([100, 120, 140, 160]);
    expect(totals.map((t) => t.total)).toEqual([390, 468, 546, 624]);
  });
});

describe('a counter-operation', () => {
  it('spends 4,000 funds and 40 supplies in chapter 1 to push the threat down by 1, and is logged', () => {
    const state = campaignWithSquad({ threatLevel: 4 });
    const result = applyAction(state, { type: 'counterOperation' });
    if (!result.ok) throw new Error('refused');
    expect(result.state.threatLevel).toBe(3);
    expect(result.state.resources.funds).toBe(state.resources.funds - 4000);
    expect(result.state.resources.supplies).toBe(state.resources.supplies - 40);
    expect(result.report.entries.map((e) => e.kind)).toEqual(['counter_operation', 'threat']);
    const logged = result.state.events.at(-1);
    if (!logged) throw new Error('not logged');
    expect(wordLogEvent(THEMES.vanilla, logged)).toEqual({
      title: 'Counter-Operation',
      text: 'A strike on the enemy network: threat is now 3 of 10.',
    });
  });

  it('costs 10,000 funds and 100 supplies in chapter 4', () => {
    const state: GameState = {
      ...campaignWithSquad({ day: 150, threatLevel: 8 }),
      resources: { funds: 10000, supplies: 100, intel: 0 },
      missions: [won('operation_breakwater', 25), won('operation_iron_veil', 70), won('operation_nightfall', 100)],
    };
    const result = applyAction(state, { type: 'counterOperation' });
    if (!result.ok) throw new Error('refused');
    expect(result.state.resources).toEqual({ funds: 0, supplies: 0, intel: 0 });
    expect(result.state.threatLevel).toBe(7);
  });

  it('is refused at the floor and without the money, changing nothing', () => {
    expect(refused(campaignWithSquad({ threatLevel: 1 }), { type: 'counterOperation' })).toEqual({
      code: 'invalid_action',
      message: 'The threat is at its floor (1) today: it cannot be pushed lower.',
    });
    const poor = { ...campaignWithSquad({ threatLevel: 5 }), resources: { funds: 1500, supplies: 500, intel: 0 } };
    expect(refused(poor, { type: 'counterOperation' })).toEqual({
      code: 'insufficient_resources',
      message: 'Insufficient resources for a counter-operation: need 2,500 FUNDS more!',
    });
  });
});

describe('a key mission missed', () => {
  it('on the day after its deadline: logged with what it cost, threat +2, floor +2 until it is won', () => {
    const state = campaignWithSquad({ day: 31, threatLevel: 2 });
    const step = checkKeyDeadlines(state);
    expect(step.entries[0]).toMatchObject({
      kind: 'key_mission_missed',
      templateId: 'operation_breakwater',
      chapter: 1,
      deadline: 30,
      threatRise: 2,
      floorRise: 2,
      hostileAim: 10,
    });
    expect(step.state.threatLevel).toBe(4);
    expect(step.state.events.at(-1)).toMatchObject({ type: 'combat', fact: { kind: 'key_mission_missed' } });
    // Not on any other day, and not when it was won by the deadline.
    expect(checkKeyDeadlines({ ...state, day: 32 }).entries).toEqual([]);
    expect(checkKeyDeadlines({ ...state, missions: [won('operation_breakwater', 29)] }).entries).toEqual([]);
  });

  it.each(THEME_IDS)('is told in the log in %s’s words, naming the mission and its day', (theme: ThemeId) => {
    const step = checkKeyDeadlines({ ...campaignWithSquad({ day: 31 }), theme });
    const logged = step.state.events.at(-1);
    if (!logged) throw new Error('not logged');
    const words = wordLogEvent(THEMES[theme], logged);
    expect(words.title).toBe(THEMES[theme].report.keyMissionMissed.title);
    expect(words.text).toContain('day 30');
    expect(words.text).toContain('+10 aim');
    expect(words.text).not.toMatch(/[{}]/);
  });

  it.each(THEME_IDS)('opens the next chapter with the failure’s story in %s, never the success’s', (theme: ThemeId) => {
    const missed = applyStoryBeats({ ...campaignWithSquad({ day: 31 }), theme });
    const opening = missed.entries.find((e) => e.kind === 'story' && e.story === 'chapter');
    if (!opening) throw new Error('no opening');
    expect(opening).toMatchObject({ previousWon: false });
    const chapter2 = storyFor(theme)[1];
    expect(chapter2?.openingAfterMiss).toBeTruthy();
    expect(wordReportEntry(THEMES[theme], opening).text).toBe(chapter2?.openingAfterMiss);
    expect(wordReportEntry(THEMES[theme], opening).text).not.toBe(chapter2?.openingNarrative);

    const held = applyStoryBeats({
      ...campaignWithSquad({ day: 31 }),
      theme,
      missions: [won('operation_breakwater', 25)],
    });
    const told = held.entries.find((e) => e.kind === 'story' && e.story === 'chapter');
    if (!told) throw new Error('no opening');
    expect(wordReportEntry(THEMES[theme], told).text).toBe(chapter2?.openingNarrative);
  });

  it('every universe has a failure opening for chapters 2, 3 and 4', () => {
    for (const theme of THEME_IDS) {
      for (const chapter of storyFor(theme).slice(1)) expect(chapter.openingAfterMiss?.length).toBeGreaterThan(40);
    }
  });
});

describe('a key mission lost in battle', () => {
  const breakwater = missionTemplate('operation_breakwater');
  if (!breakwater) throw new Error('no Breakwater');

  it('raises the threat floor by 2 for each loss until it is won', () => {
    const day25 = campaignWithSquad({ day: 25 });
    expect(threatFloor(day25)).toBe(1);
    expect(threatFloor({ ...day25, missions: [fought('operation_breakwater', 21, false)] })).toBe(3);
    const twice = [fought('operation_breakwater', 21, false), fought('operation_breakwater', 24, false)];
    expect(threatFloor({ ...day25, missions: twice })).toBe(5);
    expect(threatFloor({ ...day25, missions: [...twice, won('operation_breakwater', 25)] })).toBe(1);
    // Lost and then missed counts its losses, not one more: day 31's floor is chapter 2's 2 + 2 × 2.
    expect(threatFloor({ ...day25, day: 31, missions: twice })).toBe(6);
    expect(threatFloor({ ...day25, day: 31, missions: [] })).toBe(4);
  });

  it('leaves the board for 15 days after the day it was lost, then can be fought again', () => {
    const lost = { ...campaignWithSquad({ day: 24 }), missions: [fought('operation_breakwater', 22, false)] };
    const off = missionAvailability(lost, breakwater);
    expect(off.lock).toBe('redeploy_wait');
    expect(off.refusal).toMatchObject({ params: { day: 37 } });
    expect(missionAvailability({ ...lost, day: 37 }, breakwater).selectable).toBe(true);
    // A won mission of another kind keeps its own wait: only a key mission lost waits 15 days.
    const won3 = { ...campaignWithSquad({ day: 24 }), missions: [won('raid', 22)] };
    expect(redeployDay(won3, missionTemplate('raid') ?? breakwater)).toBe(31);
  });

  it('tells its card the floor’s rise for every loss and the day it is back, and nothing once won', () => {
    const twice = [fought('operation_breakwater', 21, false), fought('operation_breakwater', 22, false)];
    const state = { ...campaignWithSquad({ day: 25 }), missions: twice };
    expect(lostKeyMission(state, breakwater)).toEqual({ floorRise: 4, backOnDay: 37 });
    expect(lostKeyMission({ ...state, missions: [...twice, won('operation_breakwater', 24)] }, breakwater)).toBeNull();
    const raid = missionTemplate('raid');
    if (!raid) throw new Error('no raid');
    expect(lostKeyMission({ ...state, missions: [fought('raid', 22, false)] }, raid)).toBeNull();
  });

  it('is logged and reported with what it cost: threat +2 at once, floor +2, back on the board on day 37', () => {
    const start = campaignWithSquad({ day: 22, threatLevel: 2 });
    const mission: ActiveMission = {
      ...fought('operation_breakwater', 22, false),
      status: 'Active',
      completedOnDay: null,
      success: null,
    };
    const state = { ...start, missions: [mission] };
    const step = completeMission(state, mission, breakwater, false, [], {
      funds: 0,
      supplies: 0,
      intel: 0,
      xp: 0,
      reputation: 0,
    });
    expect(step.state.threatLevel).toBe(4);
    expect(threatFloor(step.state)).toBe(3);
    const entry = step.entries.find((e) => e.kind === 'key_mission_lost');
    expect(entry).toMatchObject({ templateId: 'operation_breakwater', chapter: 1, floorRise: 2, backOnDay: 37 });
    expect(step.state.events.some((e) => e.fact?.kind === 'key_mission_lost')).toBe(true);
    // A failed side mission says nothing of the kind.
    const raid = missionTemplate('raid');
    if (!raid) throw new Error('no raid');
    const side = completeMission(state, { ...mission, templateId: 'raid' }, raid, false, [], {
      funds: 0,
      supplies: 0,
      intel: 0,
      xp: 0,
      reputation: 0,
    });
    expect(side.entries.some((e) => e.kind === 'key_mission_lost')).toBe(false);
  });

  it.each(THEME_IDS)(
    'is told in the log in %s’s words, with the floor’s rise and the day it is back',
    (theme: ThemeId) => {
      const start = { ...campaignWithSquad({ day: 22 }), theme };
      const mission: ActiveMission = {
        ...fought('operation_breakwater', 22, false),
        status: 'Active',
        completedOnDay: null,
        success: null,
      };
      const step = completeMission({ ...start, missions: [mission] }, mission, breakwater, false, [], {
        funds: 0,
        supplies: 0,
        intel: 0,
        xp: 0,
        reputation: 0,
      });
      const logged = step.state.events.find((e) => e.fact?.kind === 'key_mission_lost');
      if (!logged) throw new Error('not logged');
      const words = wordLogEvent(THEMES[theme], logged);
      expect(words.title).toBe(THEMES[theme].report.keyMissionLost.title);
      expect(words.text).toContain('day 37');
      expect(words.text).toContain('+2');
      expect(words.text).not.toMatch(/[{}]/);
      expect(THEMES[theme].missions.keyLost).toContain('{day}');
    },
  );
});

describe('the threat at its top', () => {
  const atTop = (threatLevel: number): GameState => ({
    ...campaignWithSquad({ day: 50, threatLevel }),
    missions: [won('operation_breakwater', 25)],
  });

  it('loses the war when a day begins and ends at 10', () => {
    const result = applyAction(atTop(10), { type: 'advanceDay' });
    if (!result.ok) throw new Error('refused');
    expect(result.state.gameOver).toBe(true);
    expect(result.state.victory).toBe(false);
    const defeat = result.report.entries.at(-1);
    expect(defeat).toEqual({ kind: 'defeat', reason: 'threat', level: 10, days: 2 });
    if (!defeat) throw new Error('no defeat');
    for (const theme of THEME_IDS) expect(wordReportEntry(THEMES[theme], defeat).text).toContain('10 of 10');
  });

  it('warns first: a day that reaches 10 from below does not end the war', () => {
    let state = atTop(9);
    for (let day = 0; day < 30 && state.threatLevel < 10; day += 1) {
      const result = applyAction(state, { type: 'advanceDay' });
      if (!result.ok) throw new Error('refused');
      expect(result.state.gameOver).toBe(false);
      state = result.state;
    }
    expect(state.threatLevel).toBe(10);
    // A counter-operation bought on the warning day saves the war.
    const bought = applyAction(state, { type: 'counterOperation' });
    if (!bought.ok) throw new Error('refused');
    const next = applyAction(bought.state, { type: 'advanceDay' });
    if (!next.ok) throw new Error('refused');
    expect(next.state.gameOver).toBe(false);
  });
});

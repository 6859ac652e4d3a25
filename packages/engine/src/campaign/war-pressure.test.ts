/**
 * Issue 34 items 2–4: costs that grow with the war, the counter-operation, a missed key mission
 * felt and told, and the threat at its top losing the war — in every universe's words.
 */
import { describe, expect, it } from 'vitest';
import { storyFor } from '../words/content';
import { THEMES } from '../words/index';
import { wordLogEvent, wordReportEntry } from '../words/wording';
import { applyAction } from './apply-action';
import { dailyUpkeep } from './economy';
import { checkKeyDeadlines } from './key-deadlines';
import { campaignWithSquad } from './missions.fixture';
import { applyStoryBeats } from './story';
import { facility, refused } from './test-support';
import { type ActiveMission, type GameState, THEME_IDS, type ThemeId } from './types';

function won(templateId: string, day: number): ActiveMission {
  return {
    id: `mission-${templateId}`,
    templateId,
    mode: 'manual',
    squad: [],
    daysRemaining: 0,
    status: 'Completed',
    deployedOnDay: day,
    completedOnDay: day,
    success: true,
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

import { describe, expect, it } from 'vitest';
import { Rng } from '../rng';
import { eventPoolFor } from '../words/content';
import {
  campaignEventChance,
  type EventCategory,
  type EventDefinition,
  eligibleMoraleTypes,
  eligibleThreatIntensities,
  fireEvent,
  generateDailyEvents,
  moraleEventChance,
  recentVictories,
  scheduledEventsForDay,
  threatEventChance,
  winningStreak,
} from './events';
import { campaignWithSquad, withFinishedMission } from './missions.fixture';
import type { GameState } from './types';

const VANILLA_EVENT_POOL = eventPoolFor('vanilla');

const BY_ID = new Map(VANILLA_EVENT_POOL.map((e) => [e.id, e]));

function definition(id: string): EventDefinition {
  const found = VANILLA_EVENT_POOL.find((e) => e.id === id);
  if (!found) throw new Error(id);
  return found;
}

/** Runs the day's generation `runs` times from the same state and returns the fired definitions per run. */
function sampleDays(state: GameState, runs: number, seed = 11): EventDefinition[][] {
  const rng = Rng.fromSeed(seed);
  return Array.from({ length: runs }, () =>
    generateDailyEvents(state, rng).entries.map((e) => {
      const found = e.kind === 'event' ? BY_ID.get(e.eventId) : undefined;
      if (!found) throw new Error(`unknown event ${JSON.stringify(e)}`);
      return found;
    }),
  );
}

function rate(days: EventDefinition[][], category: EventCategory): number {
  return days.filter((fired) => fired.some((e) => e.category === category)).length / days.length;
}

describe('scheduled events', () => {
  it('fire on exact days: every 3, 5, 7 and 10 days', () => {
    const ids = (day: number) => scheduledEventsForDay(VANILLA_EVENT_POOL, day).map((e) => e.id);
    expect(ids(1)).toEqual([]);
    expect(ids(3)).toEqual(['perimeter_sweep']);
    expect(ids(5)).toEqual(['intelligence_briefing']);
    expect(ids(7)).toEqual(['supply_convoy']);
    expect(ids(10)).toEqual(['intelligence_briefing', 'training_milestone']);
    expect(ids(30)).toEqual(['perimeter_sweep', 'intelligence_briefing', 'training_milestone']);
    expect(ids(70)).toEqual(['intelligence_briefing', 'supply_convoy', 'training_milestone']);
  });

  it('carry the spec rewards: convoy supplies 50 + funds 5000, briefing intel 15, milestone supplies 25', () => {
    expect(definition('supply_convoy').rewards).toEqual({ funds: 5000, supplies: 50, intel: 0 });
    expect(definition('intelligence_briefing').rewards).toEqual({ funds: 0, supplies: 0, intel: 15 });
    expect(definition('training_milestone').rewards).toEqual({ funds: 0, supplies: 25, intel: 0 });
  });

  it('a convoy day pays its rewards into the resources and the log', () => {
    const state = campaignWithSquad({ day: 7 });
    const step = generateDailyEvents(state, Rng.fromSeed(1));
    const convoy = step.entries.find((e) => e.kind === 'event' && e.eventId === 'supply_convoy');
    expect(convoy).toMatchObject({ kind: 'event', resourceChanges: { funds: 5000, supplies: 50 } });
    const logged = step.state.events.find((e) => e.fact?.kind === 'event' && e.fact.eventId === 'supply_convoy');
    expect(logged).toMatchObject({ type: 'resource', day: 7, resourceChanges: { funds: 5000, supplies: 50 } });
    const others = step.entries.filter((e) => e !== convoy);
    const otherFunds = others.reduce((sum, e) => sum + (e.resourceChanges?.funds ?? 0), 0);
    expect(step.state.resources.funds).toBe(state.resources.funds + 5000 + otherFunds);
  });
});

describe('random event chances (spec §9)', () => {
  it('are the spec numbers', () => {
    expect(threatEventChance(4)).toBeCloseTo(0.2);
    expect(threatEventChance(10)).toBeCloseTo(0.5);
    expect(moraleEventChance(0)).toBe(0.1);
    expect(moraleEventChance(1)).toBe(0.4);
    expect(campaignEventChance(30, 1)).toBe(0.3);
    expect(campaignEventChance(60, 1)).toBe(0.3);
    expect(campaignEventChance(31, 7)).toBe(0.05);
    expect(campaignEventChance(31, 8)).toBe(0.3);
  });

  it('match over 20,000 seeded days: backdrop 0.3, threat 0.05 × level, morale 0.1, faction 0.15, discovery 0.1, campaign 0.05', () => {
    const days = sampleDays(campaignWithSquad({ day: 1, threatLevel: 4 }), 20_000);
    expect(Math.abs(rate(days, 'backdrop') - 0.3)).toBeLessThan(0.015);
    expect(Math.abs(rate(days, 'threat') - 0.2)).toBeLessThan(0.015);
    expect(Math.abs(rate(days, 'morale') - 0.1)).toBeLessThan(0.015);
    expect(Math.abs(rate(days, 'faction') - 0.15)).toBeLessThan(0.015);
    expect(Math.abs(rate(days, 'discovery') - 0.1)).toBeLessThan(0.015);
    expect(Math.abs(rate(days, 'campaign') - 0.05)).toBeLessThan(0.01);
    expect(rate(days, 'scheduled')).toBe(0);
  });

  it('morale rises to 0.4 after a recent victory; campaign to 0.3 on day 30 or at threat 8', () => {
    const won = withFinishedMission(campaignWithSquad({ day: 31, threatLevel: 2 }), true, 1);
    expect(Math.abs(rate(sampleDays(won, 10_000), 'morale') - 0.4)).toBeLessThan(0.02);
    const day30 = campaignWithSquad({ day: 30, threatLevel: 2 });
    expect(Math.abs(rate(sampleDays(day30, 10_000), 'campaign') - 0.3)).toBeLessThan(0.02);
    const threat8 = campaignWithSquad({ day: 31, threatLevel: 8 });
    const threatDays = sampleDays(threat8, 10_000);
    expect(Math.abs(rate(threatDays, 'campaign') - 0.3)).toBeLessThan(0.02);
    expect(Math.abs(rate(threatDays, 'threat') - 0.4)).toBeLessThan(0.02);
  });
});

describe('eligibility', () => {
  it('threat up to 3: low only; up to 6: low or medium; above: all', () => {
    expect(eligibleThreatIntensities(1)).toEqual(['low']);
    expect(eligibleThreatIntensities(3)).toEqual(['low']);
    expect(eligibleThreatIntensities(4)).toEqual(['low', 'medium']);
    expect(eligibleThreatIntensities(6)).toEqual(['low', 'medium']);
    expect(eligibleThreatIntensities(7)).toEqual(['low', 'medium', 'high']);
    const intensitiesAt = (threatLevel: number) =>
      new Set(
        sampleDays(campaignWithSquad({ day: 1, threatLevel }), 3000)
          .flat()
          .filter((e) => e.category === 'threat')
          .map((e) => e.threatIntensity),
      );
    expect(intensitiesAt(3)).toEqual(new Set(['low']));
    expect(intensitiesAt(6)).toEqual(new Set(['low', 'medium']));
    expect(intensitiesAt(9)).toEqual(new Set(['low', 'medium', 'high']));
  });

  it('two or more recent victories: only major morale events; one (or none): only minor', () => {
    expect(eligibleMoraleTypes(0)).toEqual(['minor_victory']);
    expect(eligibleMoraleTypes(1)).toEqual(['minor_victory']);
    expect(eligibleMoraleTypes(2)).toEqual(['major_inspiration', 'major_victory']);
    const moraleTypes = (state: GameState) =>
      new Set(
        sampleDays(state, 3000)
          .flat()
          .filter((e) => e.category === 'morale')
          .map((e) => e.moraleType),
      );
    const one = withFinishedMission(campaignWithSquad({ day: 20 }), true, 0);
    expect(moraleTypes(one)).toEqual(new Set(['minor_victory']));
    const two = withFinishedMission(one, true, 3);
    expect(moraleTypes(two)).toEqual(new Set(['major_inspiration', 'major_victory']));
  });

  it('draws no "string of successful operations" citation the day after a lost mission (issue 26 item 18)', () => {
    const won = withFinishedMission(withFinishedMission(campaignWithSquad({ day: 20 }), true, 3), true, 2);
    const wipedOut = withFinishedMission(won, false, 1);
    expect([winningStreak(won), winningStreak(wipedOut)]).toEqual([2, 0]);
    expect(recentVictories(wipedOut)).toBe(2);
    const morale = (state: GameState) =>
      new Set(
        sampleDays(state, 3000)
          .flat()
          .filter((e) => e.category === 'morale')
          .map((e) => e.id),
      );
    expect(morale(won)).toContain('unit_citation');
    const afterLoss = morale(wipedOut);
    expect(afterLoss).not.toContain('unit_citation');
    // The other major events still come: only the claim is checked.
    expect(afterLoss).toContain('enemy_defectors');
  });

  it('thanks no squad for a success before any mission was won', () => {
    const morale = (state: GameState) =>
      new Set(
        sampleDays(state, 3000)
          .flat()
          .filter((e) => e.category === 'morale')
          .map((e) => e.id),
      );
    const quiet = campaignWithSquad({ day: 20 });
    expect(morale(quiet)).not.toContain('village_thanks');
    expect(morale(quiet)).toContain('care_packages');
    expect(morale(withFinishedMission(quiet, true, 2))).toContain('village_thanks');
  });

  it.each(['vanilla', 'devastators', 'majestic', 'archbound'] as const)(
    "%s's citation for a run of successes asks for one, and its thanks for a success for a won mission",
    (theme) => {
      const claims = eventPoolFor(theme).filter((e) =>
        /string of successful|run of successful|citation|Roll of the Steadfast/i.test(e.description),
      );
      expect(claims.length, theme).toBeGreaterThan(0);
      for (const event of claims) expect(event.requires?.winningStreak, event.id).toBeGreaterThanOrEqual(2);
      const thanks = eventPoolFor(theme).filter((e) => /to thank the/i.test(e.description));
      expect(thanks.length, theme).toBeGreaterThan(0);
      for (const event of thanks) expect(event.requires?.winningStreak, event.id).toBeGreaterThanOrEqual(1);
    },
  );

  it('counts a victory as recent for 7 days, failures never', () => {
    const state = campaignWithSquad({ day: 20 });
    expect(recentVictories(withFinishedMission(state, true, 6))).toBe(1);
    expect(recentVictories(withFinishedMission(state, true, 7))).toBe(0);
    expect(recentVictories(withFinishedMission(state, false, 0))).toBe(0);
  });
});

describe('fireEvent', () => {
  it('takes a threat event cost from supplies and never below 0', () => {
    const state = { ...campaignWithSquad(), resources: { funds: 100, supplies: 10, intel: 0 } };
    const step = fireEvent(state, definition('artillery_barrage'));
    expect(step.state.resources.supplies).toBe(0);
    expect(step.entries[0]).toMatchObject({
      kind: 'event',
      eventId: 'artillery_barrage',
      resourceChanges: { supplies: -30 },
    });
    expect(step.state.events.at(-1)).toMatchObject({ id: `event-${state.nextId}`, type: 'resource' });
    expect(step.state.nextId).toBe(state.nextId + 1);
  });

  it('applies reward and cost together as one net change', () => {
    const state = campaignWithSquad();
    const step = fireEvent(state, definition('militia_pact'));
    expect(step.state.resources.intel - state.resources.intel).toBe(18);
    expect(step.state.resources.supplies - state.resources.supplies).toBe(-20);
  });
});

describe('generateDailyEvents', () => {
  it('is deterministic for a seed and never leaves resources negative', () => {
    let state: GameState = {
      ...campaignWithSquad({ threatLevel: 10 }),
      resources: { funds: 0, supplies: 0, intel: 0 },
    };
    const once = generateDailyEvents(state, Rng.fromSeed(4));
    expect(JSON.stringify(generateDailyEvents(state, Rng.fromSeed(4)))).toBe(JSON.stringify(once));
    const rng = Rng.fromSeed(4);
    for (let day = 1; day <= 200; day += 1) {
      state = generateDailyEvents({ ...state, day }, rng).state;
      expect(state.resources.supplies).toBeGreaterThanOrEqual(0);
    }
    expect(state.events.length).toBeGreaterThan(100);
  });
});

describe('the vanilla pool', () => {
  const inCategory = (category: EventCategory) => VANILLA_EVENT_POOL.filter((e) => e.category === category);

  it('covers every category, intensity and morale type the rules draw from', () => {
    for (const category of ['scheduled', 'backdrop', 'threat', 'morale', 'faction', 'discovery', 'campaign'] as const) {
      expect(inCategory(category).length).toBeGreaterThan(0);
    }
    expect(new Set(inCategory('threat').map((e) => e.threatIntensity))).toEqual(new Set(['low', 'medium', 'high']));
    expect(new Set(inCategory('morale').map((e) => e.moraleType))).toEqual(
      new Set(['minor_victory', 'major_inspiration', 'major_victory']),
    );
    expect(new Set(inCategory('scheduled').map((e) => e.schedulePattern?.everyDays))).toEqual(new Set([3, 5, 7, 10]));
    expect(new Set(VANILLA_EVENT_POOL.map((e) => e.id)).size).toBe(VANILLA_EVENT_POOL.length);
  });

  it('keeps amounts inside the spec ranges', () => {
    for (const e of inCategory('backdrop')) {
      if (e.rewards.intel) expect(e.rewards.intel).toBeGreaterThanOrEqual(4);
      expect(e.rewards.intel).toBeLessThanOrEqual(15);
      if (e.rewards.supplies) expect(e.rewards.supplies).toBeGreaterThanOrEqual(50);
      expect(e.rewards.supplies).toBeLessThanOrEqual(75);
      if (e.rewards.funds) expect(e.rewards.funds).toBeGreaterThanOrEqual(500);
      expect(e.rewards.funds).toBeLessThanOrEqual(1500);
    }
    for (const e of inCategory('threat')) {
      expect(e.cost.supplies).toBeGreaterThanOrEqual(15);
      expect(e.cost.supplies).toBeLessThanOrEqual(30);
    }
    for (const e of inCategory('morale')) {
      expect(e.rewards.funds).toBeGreaterThanOrEqual(500);
      expect(e.rewards.funds).toBeLessThanOrEqual(2000);
      expect(e.rewards.intel).toBeLessThanOrEqual(25);
    }
    for (const e of inCategory('campaign')) {
      expect(e.rewards.intel).toBeLessThanOrEqual(50);
      expect(e.rewards.funds).toBeLessThanOrEqual(10000);
    }
    for (const e of VANILLA_EVENT_POOL) {
      if (e.rewards.funds) expect(e.rewards.funds).toBeGreaterThanOrEqual(500);
      expect(e.rewards.funds).toBeLessThanOrEqual(10000);
      if (e.rewards.intel) expect(e.rewards.intel).toBeGreaterThanOrEqual(4);
      expect(e.rewards.intel).toBeLessThanOrEqual(50);
      expect(e.rewards.supplies).toBeLessThanOrEqual(75);
    }
  });
});

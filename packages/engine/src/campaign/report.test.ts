import { describe, expect, it } from 'vitest';
import { missionTemplate } from '../content/missions';
import { Rng } from '../rng';
import { eventPoolFor } from '../words/content';
import { EVENT_CATEGORIES, fireEvent } from './events';
import { completeMission } from './mission-completion';
import { resolveAutoMission } from './mission-resolution';
import { campaignWithSquad, withMissionInField } from './missions.fixture';
import { type ActionReport, NOTABLE_EVENT_CATEGORIES, type ReportEntry, shouldShowDayReport } from './report';
import { campaign } from './test-support';

const VANILLA_EVENT_POOL = eventPoolFor('vanilla');

/** An entry of this kind; the quiet-day rule reads only its kind (and an event's category). */
const entry = (kind: ReportEntry['kind'], extra: Partial<ReportEntry> = {}): ReportEntry =>
  ({ kind, ...extra }) as ReportEntry;
const day = (...entries: ReportEntry[]): ActionReport => ({ day: 4, entries });

function eventOf(category: (typeof EVENT_CATEGORIES)[number]): ReportEntry {
  const definition = VANILLA_EVENT_POOL.find((e) => e.category === category);
  if (!definition) throw new Error(`no ${category} event`);
  const fired = fireEvent(campaign(), definition).entries[0];
  if (!fired) throw new Error('no entry');
  return fired;
}

describe('the quiet-day rule', () => {
  it('lets a day of income, upkeep, healing, research and construction progress and everyday events pass without stopping', () => {
    const quiet = day(
      entry('income'),
      entry('upkeep'),
      entry('healing'),
      entry('research_progress'),
      entry('construction_progress'),
      entry('rank_up'),
      eventOf('scheduled'),
      eventOf('backdrop'),
      eventOf('morale'),
      eventOf('faction'),
      eventOf('discovery'),
    );
    expect(shouldShowDayReport(quiet)).toBe(false);
  });

  it.each([
    'mission_success',
    'mission_failed',
    'soldier_kia',
    'story',
    'research_completed',
    'facility_completed',
    'threat',
    'victory',
    'defeat',
  ] as const)('stops the clock for %s', (kind) => {
    expect(shouldShowDayReport(day(entry('income'), entry(kind)))).toBe(true);
  });

  it('stops the clock for threat and campaign events only, by the category the event carries', () => {
    for (const category of EVENT_CATEGORIES) {
      const fired = eventOf(category);
      expect(fired.eventCategory).toBe(category);
      expect(shouldShowDayReport(day(fired))).toBe(NOTABLE_EVENT_CATEGORIES.includes(category));
    }
    expect(NOTABLE_EVENT_CATEGORIES).toEqual(['threat', 'campaign']);
  });

  it('treats an event without a category as everyday life', () => {
    expect(shouldShowDayReport(day(entry('event')))).toBe(false);
  });
});

describe('the mission debrief', () => {
  const template = missionTemplate('raid');
  if (!template) throw new Error('raid');

  it('carries each soldier’s wounds, xp, promotion or death and the rewards on the result entry', () => {
    const field = withMissionInField(campaignWithSquad({ squadSize: 3, freshPrivates: true }), 'raid', {
      soldierIds: undefined,
    });
    const [first, second, third] = field.mission.squad;
    if (!first || !second || !third) throw new Error('squad');
    const rewards = { funds: 8000, supplies: 40, intel: 15, xp: 120, reputation: 15 };
    const step = completeMission(
      field.state,
      field.mission,
      template,
      true,
      [
        { soldierId: first, health: 100, killed: false, xp: 200 },
        { soldierId: second, health: 70, killed: false, xp: 10 },
        { soldierId: third, health: 0, killed: true, xp: 0 },
      ],
      rewards,
    );
    const result = step.entries[0];
    expect(result?.kind).toBe('mission_success');
    const debrief = result?.debrief;
    expect(debrief).toMatchObject({ missionId: field.mission.id, templateId: 'raid', success: true, rewards });
    const [promoted, wounded, fallen] = debrief?.soldiers ?? [];
    const after = (id: string) => step.state.squad.find((s) => s.id === id);
    expect(promoted).toMatchObject({ soldierId: first, killed: false, damage: 0, xp: 200 });
    expect(promoted?.promotedTo).toBe(after(first)?.rank);
    expect(promoted?.promotedTo).not.toBe('Private');
    expect(wounded).toMatchObject({
      soldierId: second,
      killed: false,
      damage: 30,
      health: 70,
      xp: 10,
      promotedTo: null,
    });
    expect(fallen).toMatchObject({ soldierId: third, killed: true, xp: 0, health: 0, promotedTo: null });
  });

  it('matches what the auto resolution did to the squad', () => {
    const field = withMissionInField(campaignWithSquad({ squadSize: 4, freshPrivates: true }), 'raid', {
      soldierIds: undefined,
    });
    const rng = Rng.fromSeed(7);
    for (let run = 0; run < 40; run++) {
      const step = resolveAutoMission(field.state, field.mission, rng);
      const debrief = step.entries[0]?.debrief;
      expect(debrief?.soldiers.map((s) => s.soldierId)).toEqual(field.mission.squad);
      for (const fact of debrief?.soldiers ?? []) {
        const before = field.state.squad.find((s) => s.id === fact.soldierId);
        const after = step.state.squad.find((s) => s.id === fact.soldierId);
        expect(fact.killed).toBe(after?.status === 'KIA');
        expect(fact.xp).toBe((after?.experience ?? 0) - (before?.experience ?? 0));
        expect(fact.health).toBe(after?.health);
      }
    }
  });
});

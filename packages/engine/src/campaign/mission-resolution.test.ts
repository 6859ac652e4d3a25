import { describe, expect, it } from 'vitest';
import { missionTemplate } from '../content/missions';
import { Rng } from '../rng';
import { THEMES } from '../words/index';
import { wordLogEvent, wordReportEntry } from '../words/wording';
import {
  autoRewards,
  autoSuccessChance,
  baseCasualtyChance,
  CASUALTY_CHANCE_BY_LEVEL,
  casualtyChance,
  experienceShare,
  fatalityChance,
  resolveAutoMission,
  successChanceParts,
  tickMissions,
} from './mission-resolution';
import { campaignWithSquad, withMissionInField } from './missions.fixture';
import { squadCombatRating } from './squad';
import type { GameState } from './types';

function template(id: string) {
  const found = missionTemplate(id);
  if (!found) throw new Error(id);
  return found;
}

/** Resolves the same mission under many seeds and returns every outcome. */
function resolveMany(templateId: string, runs: number, squadSize?: number) {
  const field = withMissionInField(
    campaignWithSquad({ squadSize: squadSize ?? template(templateId).requirements.minSquad, freshPrivates: true }),
    templateId,
    { soldierIds: undefined },
  );
  const rng = Rng.fromSeed(99);
  return Array.from({ length: runs }, () => {
    const step = resolveAutoMission(field.state, field.mission, rng);
    const done = step.state.missions.find((m) => m.id === field.mission.id);
    if (!done) throw new Error('mission vanished');
    return { before: field.state, after: step.state, mission: done, entries: step.entries };
  });
}

describe('auto-resolve success chance (spec §9, DESIGN §3)', () => {
  it('is successRate + (combat − 50) / 2', () => {
    expect(autoSuccessChance(70, 50, 'normal')).toBe(70);
    expect(autoSuccessChance(70, 60, 'normal')).toBe(75);
    expect(autoSuccessChance(60, 40, 'normal')).toBe(55);
  });

  it('is clamped to 10..95', () => {
    expect(autoSuccessChance(100, 50, 'normal')).toBe(95);
    expect(autoSuccessChance(95, 80, 'normal')).toBe(95);
    expect(autoSuccessChance(35, 0, 'normal')).toBe(10);
  });

  it('shifts by +10 / 0 / −12 for easy / normal / hard before the clamp (hard [tuned, rules 9])', () => {
    expect(autoSuccessChance(60, 50, 'easy')).toBe(70);
    expect(autoSuccessChance(60, 50, 'hard')).toBe(48);
    expect(autoSuccessChance(90, 50, 'easy')).toBe(95);
    expect(autoSuccessChance(15, 50, 'hard')).toBe(10);
  });

  it('gives its parts: template base, squad term, difficulty shift and the clamp (issue 26)', () => {
    expect(successChanceParts(60, 72, 'hard')).toEqual({
      base: 60,
      squadRating: 72,
      squadTerm: 11,
      difficulty: 'hard',
      difficultyShift: -12,
      supplyDrops: 0,
      supplyTerm: 0,
      unclamped: 59,
      clamped: null,
      chance: 59,
    });
    expect(successChanceParts(90, 70, 'easy')).toMatchObject({ unclamped: 110, clamped: 'max', chance: 95 });
    expect(successChanceParts(15, 30, 'hard')).toMatchObject({ unclamped: -7, clamped: 'min', chance: 10 });
    // Rules 9: two supply drops add 3 points each, before the clamp.
    expect(successChanceParts(60, 72, 'hard', 2)).toMatchObject({ supplyTerm: 6, unclamped: 65, chance: 65 });
    expect(successChanceParts(90, 70, 'normal', 2)).toMatchObject({ unclamped: 106, clamped: 'max', chance: 95 });
    // The parts add up to the chance the mission rolls.
    for (const [rate, rating, difficulty] of [
      [70, 60, 'normal'],
      [35, 0, 'easy'],
    ] as const) {
      expect(successChanceParts(rate, rating, difficulty).chance).toBe(autoSuccessChance(rate, rating, difficulty));
    }
  });

  it('a squad of fresh Privates rates 50, so the template rate applies unchanged', () => {
    const state = campaignWithSquad({ squadSize: 3, freshPrivates: true });
    expect(
      squadCombatRating(
        state,
        state.squad.map((s) => s.id),
      ),
    ).toBe(50);
  });
});

describe('casualty chance by level', () => {
  it('follows the spec table, unknown levels 25', () => {
    expect(CASUALTY_CHANCE_BY_LEVEL).toEqual({
      None: 0,
      Minimal: 5,
      Low: 15,
      Medium: 25,
      High: 40,
      'Very High': 60,
      Extreme: 80,
    });
    expect(baseCasualtyChance('Catastrophic')).toBe(25);
  });

  it('is halved on success and ×1.5 on failure, never above 100', () => {
    expect(casualtyChance('High', true)).toBe(20);
    expect(casualtyChance('High', false)).toBe(60);
    expect(casualtyChance('Minimal', true)).toBe(2.5);
    expect(casualtyChance('Very High', false)).toBe(90);
    expect(casualtyChance('Extreme', false)).toBe(100);
    expect(casualtyChance('None', false)).toBe(0);
  });

  it('kills outright only on failure, with half the level chance', () => {
    expect(fatalityChance('Extreme', true)).toBe(0);
    expect(fatalityChance('Extreme', false)).toBe(40);
    expect(fatalityChance('Medium', false)).toBe(12.5);
  });
});

describe('rewards and experience', () => {
  it('pays in full on success and 30% (rounded down) of funds, supplies, intel and xp on failure', () => {
    const raid = template('raid');
    expect(autoRewards(raid, true)).toEqual({ funds: 8000, supplies: 40, intel: 15, xp: 120, reputation: 15 });
    expect(autoRewards(raid, false)).toEqual({ funds: 2400, supplies: 12, intel: 4, xp: 36, reputation: 0 });
  });

  it('shares xp equally, rounded down', () => {
    expect(experienceShare(120, 3)).toBe(40);
    expect(experienceShare(100, 3)).toBe(33);
    expect(experienceShare(100, 0)).toBe(0);
  });
});

describe('resolveAutoMission', () => {
  const raids = resolveMany('raid', 600);

  it('reports Mission Success / Mission Failed with the spec titles and texts', () => {
    const won = raids.find((r) => r.mission.success === true);
    const lost = raids.find((r) => r.mission.success === false);
    const [success] = won?.entries ?? [];
    const [failure] = lost?.entries ?? [];
    if (!success || !failure) throw new Error('no mission entries');
    expect(success).toMatchObject({ kind: 'mission_success', templateId: 'raid' });
    expect(wordReportEntry(THEMES.vanilla, success)).toEqual({
      title: 'Mission Success',
      text: 'Raid has been completed successfully',
    });
    expect(failure).toMatchObject({ kind: 'mission_failed', templateId: 'raid' });
    expect(wordReportEntry(THEMES.vanilla, failure)).toEqual({ title: 'Mission Failed', text: 'Raid has failed' });
    const logged = won?.after.events.at(-1);
    expect(logged).toMatchObject({ type: 'combat', fact: { kind: 'mission_success', templateId: 'raid' } });
    expect(logged && wordLogEvent(THEMES.vanilla, logged).title).toBe('Mission Success');
  });

  it('adds full rewards on success and 30% on failure to the resources', () => {
    for (const run of raids.slice(0, 100)) {
      const rewards = autoRewards(template('raid'), run.mission.success === true);
      expect(run.after.resources.funds - run.before.resources.funds).toBe(rewards.funds);
      expect(run.after.resources.supplies - run.before.resources.supplies).toBe(rewards.supplies);
      expect(run.after.resources.intel - run.before.resources.intel).toBe(rewards.intel);
      expect(run.after.reputation - run.before.reputation).toBe(rewards.reputation);
      expect(run.mission.rewards).toEqual(rewards);
    }
  });

  it('gives every survivor an equal xp share and +1 mission completed', () => {
    for (const run of raids.slice(0, 100)) {
      const survivors = run.after.squad.filter((s) => s.status !== 'KIA');
      const share = experienceShare(run.mission.rewards?.xp ?? 0, survivors.length);
      for (const soldier of survivors) {
        expect(soldier.experience).toBe(share);
        expect(soldier.missionsCompleted).toBe(1);
      }
      for (const fallen of run.after.squad.filter((s) => s.status === 'KIA')) expect(fallen.experience).toBe(0);
    }
  });

  it('injures for 10-29 health on success and 20-49 on failure', () => {
    const runs = resolveMany('liberation', 1500);
    const damages = { success: [] as number[], failure: [] as number[] };
    for (const run of runs) {
      for (const c of run.mission.casualties) {
        if (!c.killed) damages[run.mission.success ? 'success' : 'failure'].push(c.damage);
      }
    }
    expect(Math.min(...damages.success)).toBe(10);
    expect(Math.max(...damages.success)).toBe(29);
    expect(Math.min(...damages.failure)).toBe(20);
    expect(Math.max(...damages.failure)).toBe(49);
  });

  it('leaves the unhurt Ready at full health and the injured Wounded', () => {
    for (const run of raids.slice(0, 200)) {
      const hurt = new Map(run.mission.casualties.map((c) => [c.soldierId, c]));
      for (const soldier of run.after.squad) {
        const casualty = hurt.get(soldier.id);
        if (!casualty) expect(soldier).toMatchObject({ status: 'Ready', health: soldier.maxHealth });
        else if (!casualty.killed) expect(soldier).toMatchObject({ status: 'Wounded', health: 100 - casualty.damage });
      }
    }
  });

  it('kills some injured soldiers on failure (KIA, health 0, soldier_kia entry) and none on success', () => {
    const runs = resolveMany('liberation', 800);
    const deaths = runs.flatMap((r) => r.mission.casualties.filter((c) => c.killed).map((c) => ({ r, c })));
    expect(deaths.length).toBeGreaterThan(0);
    for (const { r, c } of deaths) {
      expect(r.mission.success).toBe(false);
      expect(r.after.squad.find((s) => s.id === c.soldierId)).toMatchObject({ status: 'KIA', health: 0 });
      expect(r.entries.some((e) => e.kind === 'soldier_kia' && e.refId === c.soldierId)).toBe(true);
    }
    // Failure: each soldier hurt with 100%, killed outright with 40% → about 2.4 of 6 die.
    const failures = runs.filter((r) => r.mission.success === false);
    const perFailure = deaths.length / failures.length;
    expect(perFailure).toBeGreaterThan(2.0);
    expect(perFailure).toBeLessThan(2.8);
  });

  it('never hurts anyone on a None-risk mission', () => {
    for (const run of resolveMany('training', 300)) expect(run.mission.casualties).toEqual([]);
  });

  it('is deterministic for a seed', () => {
    const field = withMissionInField(campaignWithSquad({ squadSize: 5 }), 'raid');
    const a = resolveAutoMission(field.state, field.mission, Rng.fromSeed(5));
    const b = resolveAutoMission(field.state, field.mission, Rng.fromSeed(5));
    expect(JSON.stringify(a)).toBe(JSON.stringify(b));
  });
});

describe('tickMissions', () => {
  function fielded(): GameState {
    let state = campaignWithSquad({ squadSize: 6 });
    state = withMissionInField(state, 'supply_run', { soldierIds: ['soldier-2'] }).state;
    state = withMissionInField(state, 'raid', {
      mode: 'manual',
      soldierIds: ['soldier-3', 'soldier-4', 'soldier-5'],
    }).state;
    return state;
  }

  it('counts auto missions down one day and leaves manual missions waiting', () => {
    const step = tickMissions(fielded(), Rng.fromSeed(1));
    const [supply, raid] = step.state.missions;
    expect(supply).toMatchObject({ daysRemaining: 1, status: 'Active' });
    expect(raid).toMatchObject({ daysRemaining: 9, status: 'Active' });
    expect(step.entries).toEqual([]);
  });

  it('resolves an auto mission when its days run out', () => {
    const rng = Rng.fromSeed(1);
    const first = tickMissions(fielded(), rng);
    const second = tickMissions({ ...first.state, day: 3 }, rng);
    const supply = second.state.missions[0];
    expect(supply).toMatchObject({ status: 'Completed', daysRemaining: 0, completedOnDay: 3 });
    expect(second.entries[0]?.kind).toMatch(/^mission_(success|failed)$/);
    expect(second.state.squad.find((s) => s.id === 'soldier-2')?.status).not.toBe('On Mission');
  });
});

import { describe, expect, it } from 'vitest';
import { RESEARCH_BY_ID } from '../content/research';
import { THEMES } from '../words/index';
import { wordReportEntry } from '../words/wording';
import { applyAction } from './apply-action';
import { applyResourceChanges, canAfford, dailyIncome, dailyUpkeep } from './economy';
import { campaign, facility, must, withSoldier } from './test-support';

describe('resources', () => {
  it('add up and clamp at 0', () => {
    expect(applyResourceChanges({ funds: 100, supplies: 10, intel: 5 }, { funds: -500, supplies: 5 })).toEqual({
      funds: 0,
      supplies: 15,
      intel: 5,
    });
    expect(canAfford({ funds: 100, supplies: 10, intel: 5 }, { funds: 100, intel: 5 })).toBe(true);
    expect(canAfford({ funds: 100, supplies: 10, intel: 5 }, { supplies: 11 })).toBe(false);
  });
});

describe('daily income', () => {
  it('is 5 supplies and 2 intel plus 1000 funds per Command Center level', () => {
    expect(dailyIncome(campaign())).toEqual({ funds: 1000, supplies: 5, intel: 2 });
  });

  it('pays per level of every active, finished facility', () => {
    const state = campaign({
      facilities: [
        facility('command', 2, 2, { level: 2 }),
        facility('workshop', 0, 0, { level: 3 }),
        facility('intelligence_center', 0, 1),
        facility('research', 0, 2, { level: 2 }),
        facility('trade_depot', 0, 3, { level: 2 }),
        facility('trade_depot', 0, 4, { constructionDaysRemaining: 1 }),
        facility('workshop', 1, 0, { isActive: false }),
        facility('generator', 1, 1, { level: 4 }),
      ],
    });
    expect(dailyIncome(state)).toEqual({ funds: 2000 + 1000, supplies: 5 + 9, intel: 2 + 2 + 2 });
  });

  it('adds completed research and the skills of living soldiers', () => {
    let state = campaign({
      research: [{ projectId: 'basic_recon', progress: 100, completed: true, startedOnDay: 1, completedOnDay: 4 }],
    });
    state = withSoldier(state, 0, {
      classId: 'support',
      experience: 200,
      unlockedSkills: ['field_surgeon', 'quartermaster'],
    });
    state = withSoldier(state, 1, { classId: 'ranger', unlockedSkills: ['scavenger'], status: 'KIA', health: 0 });
    // Base 5 supplies and 2 intel; Quartermaster +3 supplies; Basic Recon's intel; the fallen ranger's Scavenger pays nothing.
    const recon = RESEARCH_BY_ID.get('basic_recon')?.modifiers.find(
      (m) => m.kind === 'income' && m.resource === 'intel',
    );
    const reconIntel = recon?.kind === 'income' ? recon.amount : 0;
    expect(reconIntel).toBeGreaterThan(0);
    expect(dailyIncome(state)).toEqual({ funds: 1000, supplies: 5 + 3, intel: 2 + reconIntel });
  });

  it('is collected by ADVANCE DAY and shown in the report', () => {
    const result = must(campaign(), { type: 'advanceDay' });
    expect(result.day).toBe(2);
    // +1000 income, −290 pay (Sergeant 110, Corporal 80, two Privates 50); day 2 brings no event.
    expect(result.resources.funds).toBe(25000 + 1000 - 290);
  });
});

describe('daily upkeep', () => {
  it('pays every living soldier by rank and maintains every active, finished facility per level', () => {
    let state = campaign({
      facilities: [
        facility('command', 2, 2, { level: 3 }),
        facility('barracks', 0, 0, { level: 2 }),
        facility('trade_depot', 0, 1, { level: 2 }),
        facility('medbay', 0, 2, { constructionDaysRemaining: 1 }),
        facility('workshop', 0, 3, { isActive: false }),
        facility('generator', 0, 4),
      ],
    });
    state = withSoldier(state, 1, { experience: 1250 });
    state = withSoldier(state, 2, { status: 'KIA', health: 0 });
    // Pay: Sergeant 110 + Command Sergeant Major 500 + Private 50 (the KIA private is not paid).
    // Maintenance: barracks 2 × 100 + trade depot 2 × 150 + generator 50; the Command Center is free,
    // the medbay is still being built and the workshop is switched off.
    expect(dailyUpkeep(state)).toEqual({ salaries: 660, maintenance: 550, total: 1210 });
  });

  it('is paid after income, and a base that cannot pay ends the day at 0 funds', () => {
    const broke = campaign({ resources: { funds: 0, supplies: 100, intel: 0 } });
    const report = applyAction(broke, { type: 'advanceDay' });
    if (!report.ok) throw new Error('refused');
    const kinds = report.report.entries.map((e) => e.kind);
    expect(kinds.indexOf('income')).toBeLessThan(kinds.indexOf('upkeep'));
    const upkeep = report.report.entries.find((e) => e.kind === 'upkeep');
    expect(upkeep).toMatchObject({ total: 290, salaries: 290, maintenance: 0, resourceChanges: { funds: -290 } });
    expect(upkeep && wordReportEntry(THEMES.vanilla, upkeep)).toEqual({
      title: 'Daily Upkeep',
      text: '-290 funds (pay 290, maintenance 0)',
    });
    expect(report.state.resources.funds).toBe(1000 - 290);
    // Four Command Sergeants Major cost 2000 a day against 1000 of income: the day ends at 0, not below.
    const veterans = { ...broke, squad: broke.squad.map((s) => ({ ...s, experience: 1250 })) };
    expect(must(veterans, { type: 'advanceDay' }).resources.funds).toBe(0);
  });
});

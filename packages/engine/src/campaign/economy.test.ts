import { describe, expect, it } from 'vitest';
import { applyResourceChanges, canAfford, dailyIncome } from './economy';
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
    expect(dailyIncome(state)).toEqual({ funds: 1000, supplies: 5 + 3, intel: 2 + 2 });
  });

  it('is collected by ADVANCE DAY and shown in the report', () => {
    const result = must(campaign(), { type: 'advanceDay' });
    expect(result.day).toBe(2);
    expect(result.resources.funds).toBeGreaterThanOrEqual(25000 + 1000);
  });
});

import { describe, expect, it } from 'vitest';
import { CASUALTY_LEVELS, MISSION_TEMPLATES, type MissionTemplate, missionTemplate } from './missions';

function template(id: string): MissionTemplate {
  const found = missionTemplate(id);
  if (!found) throw new Error(id);
  return found;
}

describe('mission templates (spec §9 table)', () => {
  it.each([
    ['supply_run', 'simple', 2, 1, 2, 95],
    ['patrol', 'simple', 4, 2, 3, 90],
    ['training', 'simple', 14, 2, 4, 100],
    ['raid', 'complex', 9, 3, 5, 70],
    ['assassination', 'complex', 20, 2, 4, 60],
    ['sabotage', 'complex', 16, 3, 4, 65],
    ['rescue', 'complex', 28, 4, 10, 68],
    // Vanguard and Liberation durations are decided (the spec leaves them blank): offensives of
    // 20 and 28 days, which is also how long before each can be fought again.
    ['vanguard', 'campaign', 20, 5, 6, 45],
    ['liberation', 'campaign', 28, 6, 6, 35],
  ] as const)('%s: %s, %i days, squad %i-%i, %i%%', (id, tier, days, minSquad, maxSquad, successRate) => {
    expect(template(id)).toMatchObject({
      tier,
      durationDays: days,
      requirements: { minSquad, maxSquad },
      risks: { successRate },
    });
  });

  it('carries the notable rewards and unlock days', () => {
    expect(template('training').rewards.xp).toBe(100);
    expect(template('raid').rewards.funds).toBe(8000);
    expect(template('assassination').rewards.funds).toBe(12000);
    expect(template('sabotage').rewards.funds).toBe(10000);
    expect(template('rescue').rewards.reputation).toBe(30);
    expect(template('vanguard')).toMatchObject({ unlockDay: 15, rewards: { funds: 25000, reputation: 100 } });
    expect(template('liberation')).toMatchObject({ unlockDay: 25, rewards: { funds: 30000, reputation: 200 } });
  });

  it('has one campaign-tier key mission per chapter near days 21, 66, 95, 147', () => {
    const keys = MISSION_TEMPLATES.filter((t) => t.keyMission);
    expect(keys.map((t) => [t.chapter, t.unlockDay, t.tier])).toEqual([
      [1, 21, 'campaign'],
      [2, 66, 'campaign'],
      [3, 95, 'campaign'],
      [4, 147, 'campaign'],
    ]);
  });

  it('fills every field of the template entity with valid values', () => {
    expect(new Set(MISSION_TEMPLATES.map((t) => t.id)).size).toBe(MISSION_TEMPLATES.length);
    for (const t of MISSION_TEMPLATES) {
      expect(CASUALTY_LEVELS).toContain(t.risks.casualtyLevel);
      expect(t.requirements.minSquad).toBeLessThanOrEqual(t.requirements.maxSquad);
      expect(t.durationDays).toBeGreaterThan(0);
      expect(t.threatLevel).toBeGreaterThanOrEqual(1);
      expect(t.threatLevel).toBeLessThanOrEqual(10);
      expect(t.objectives.length).toBeGreaterThan(0);
      for (const text of [t.name, t.type, t.location, t.description, t.storyContext, t.icon]) expect(text).not.toBe('');
      expect(t.color).toMatch(/^#[0-9a-f]{6}$/);
    }
  });
});

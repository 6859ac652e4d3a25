import { describe, expect, it } from 'vitest';
import { ABILITIES, ABILITY_BY_ID } from './abilities';
import { ABILITY_UNLOCK_XP, CLASSES, UNCLASSED_STATS } from './classes';
import { ARMORS, UTILITIES, WEAPONS } from './equipment';
import { FACILITIES, FACILITY_BY_TYPE, upgradeCostForLevel } from './facilities';
import { RESEARCH_BY_ID, RESEARCH_PROJECTS } from './research';
import { SKILL_BY_ID, SKILL_TIER_XP, SKILLS } from './skills';

describe('research catalogue', () => {
  it('has the 21 spec projects: 4 early, 6 mid, 11 late', () => {
    expect(RESEARCH_PROJECTS.map((p) => p.id)).toEqual([
      'basic_armor',
      'weapon_training',
      'field_medicine',
      'basic_recon',
      'advanced_armor',
      'weapon_mods',
      'combat_medic',
      'stealth_ops',
      'surveillance_network',
      'sniper_training',
      'powered_exoskeleton',
      'energy_shields',
      'plasma_weapons',
      'railgun_tech',
      'nano_medicine',
      'mobile_hospital',
      'ghost_protocol',
      'cyber_warfare',
      'ai_tactical',
      'strategic_planning',
      'titan_armor',
    ]);
    const count = (tier: string) => RESEARCH_PROJECTS.filter((p) => p.tier === tier).length;
    expect([count('early'), count('mid'), count('late')]).toEqual([4, 6, 11]);
  });

  it("uses the spec's two cost examples and TITAN's four prerequisites", () => {
    expect(RESEARCH_BY_ID.get('basic_armor')).toMatchObject({
      cost: { funds: 8000, supplies: 30, intel: 10 },
      durationDays: 3,
    });
    const titan = RESEARCH_BY_ID.get('titan_armor');
    expect(titan).toMatchObject({ cost: { funds: 50000, supplies: 120, intel: 80 }, durationDays: 12 });
    expect([...(titan?.prerequisites ?? [])].sort()).toEqual([
      'energy_shields',
      'plasma_weapons',
      'powered_exoskeleton',
      'strategic_planning',
    ]);
  });

  it('lists prerequisites that exist and come earlier in the catalogue, and gives every project an effect', () => {
    const seen = new Set<string>();
    for (const project of RESEARCH_PROJECTS) {
      for (const prerequisite of project.prerequisites)
        expect(seen.has(prerequisite), `${project.id} ← ${prerequisite}`).toBe(true);
      expect(project.modifiers.length).toBeGreaterThan(0);
      seen.add(project.id);
    }
  });
});

describe('classes, skills and abilities', () => {
  it("has the spec's class base stats", () => {
    const stats = Object.fromEntries(CLASSES.map((c) => [c.id, Object.values(c.stats)]));
    expect(stats).toEqual({
      sniper: [80, 90, 60, 50, 70, 25],
      ranger: [100, 75, 80, 60, 75, 15],
      support: [90, 70, 70, 55, 90, 10],
      heavy: [120, 65, 50, 70, 80, 10],
    });
    expect((UNCLASSED_STATS.aim + UNCLASSED_STATS.defense) / 2).toBe(50);
  });

  it('has 17 skills in tiers 1–9 at the spec thresholds, each with an effect, each owned by its class', () => {
    expect(SKILLS).toHaveLength(17);
    expect(SKILL_TIER_XP).toEqual([0, 25, 60, 125, 200, 300, 450, 625, 875, 1250]);
    for (const skill of SKILLS) {
      expect(skill.tier).toBeGreaterThanOrEqual(1);
      expect(skill.tier).toBeLessThanOrEqual(9);
      expect(skill.xpRequired).toBe(SKILL_TIER_XP[skill.tier - 1]);
      expect(skill.modifiers.length).toBeGreaterThan(0);
    }
    const owned = CLASSES.flatMap((c) => c.skills.map((id) => [id, c.id]));
    expect(owned).toHaveLength(17);
    for (const [id, classId] of owned) expect(SKILL_BY_ID.get(id ?? '')?.classId).toBe(classId);
  });

  it('gives every class five abilities at 0/75/250/500/1000 xp, covering all 16 of the spec table (and the frag grenade item)', () => {
    expect(ABILITY_UNLOCK_XP).toEqual([0, 75, 250, 500, 1000]);
    for (const c of CLASSES) {
      expect(c.abilities.map((a) => a.unlockAtXp)).toEqual([0, 75, 250, 500, 1000]);
      for (const a of c.abilities) expect(ABILITY_BY_ID.has(a.abilityId)).toBe(true);
    }
    // Issue 34 item 5: the frag grenade is the one ability only an item grants.
    expect(new Set(CLASSES.flatMap((c) => c.abilities.map((a) => a.abilityId))).size).toBe(16);
    expect(
      ABILITIES.map((a) => a.id).filter((id) => !CLASSES.some((c) => c.abilities.some((s) => s.abilityId === id))),
    ).toEqual(['grenade']);
    expect(ABILITIES).toHaveLength(17);
  });

  it("keeps the spec's ability numbers", () => {
    const row = (id: string) => {
      const a = ABILITY_BY_ID.get(id);
      return [a?.apCost, a?.cooldown];
    };
    expect(row('revival_protocol')).toEqual([2, 5]);
    expect(row('double_tap')).toEqual([2, 5]);
    expect(row('suppress_fire')).toEqual([1, 1]);
    expect(row('serial_killer')).toEqual([0, 5]);
    expect(ABILITY_BY_ID.get('rocket_launcher')?.battle).toMatchObject({
      targeting: 'tile',
      area: 'hostiles_in_radius',
      does: ['damage'],
      damage: 60,
    });
    expect(ABILITY_BY_ID.get('bunker_down')?.battle).toMatchObject({
      defenseBonus: 60,
      damageBonusPercent: 50,
      duration: 3,
    });
    expect(ABILITY_BY_ID.get('medkit')?.battle).toMatchObject({ targeting: 'wounded_ally', does: ['heal'], heal: 40 });
  });
});

describe('equipment and facilities', () => {
  it("has the spec's equipment", () => {
    expect(WEAPONS.map((w) => [w.id, w.damage, w.accuracy])).toEqual([
      ['assault_rifle', 25, 75],
      ['shotgun', 45, 55],
      ['sniper', 65, 90],
      ['smg', 18, 70],
    ]);
    expect(ARMORS.map((a) => [a.id, a.defense, a.mobility])).toEqual([
      ['standard_vest', 20, 80],
      ['heavy_armor', 50, 50],
      ['light_armor', 10, 100],
    ]);
    expect(UTILITIES.map((u) => u.id)).toEqual(['medkit', 'grenade', 'smoke', 'flashbang']);
  });

  it("has the spec's facility costs and power draws", () => {
    const row = (type: string) => {
      const f = FACILITIES.find((x) => x.type === type);
      return [f?.cost.funds, f?.cost.supplies, f?.powerDraw];
    };
    expect(row('barracks')).toEqual([5000, 50, 10]);
    expect(row('generator')).toEqual([7500, 50, 0]);
    expect(row('medbay')).toEqual([6000, 60, 20]);
    expect(row('research')).toEqual([10000, 100, 25]);
    expect(row('workshop')).toEqual([8000, 80, 15]);
    expect(FACILITY_BY_TYPE.get('command')?.powerDraw).toBe(5);
    expect(FACILITY_BY_TYPE.get('intelligence_center')?.cost).toEqual({ funds: 12000, supplies: 80 });
    expect(FACILITY_BY_TYPE.get('trade_depot')?.cost).toEqual({ funds: 9000, supplies: 60 });
    expect(upgradeCostForLevel(1)).toEqual({ funds: 5000, supplies: 50 });
    expect(upgradeCostForLevel(3)).toEqual({ funds: 15000, supplies: 150 });
  });
});

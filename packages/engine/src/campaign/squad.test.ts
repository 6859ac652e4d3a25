import { describe, expect, it } from 'vitest';
import { soldierAbilities } from '../content/classes';
import { RESEARCH_PROJECTS } from '../content/research';
import { THEMES } from '../words/index';
import { wordHistoryEntry } from '../words/wording';
import { addExperience, maxHealthFor, soldierCombatRating, soldierSkills, squadCombatRating } from './squad';
import { baseDailyHealing, dailyHealingFor, dailyHealingParts, healRefusal } from './squad-actions';
import { campaign, facility, fail, must, refusalOf, refused, said, soldier, withSoldier } from './test-support';
import type { GameState } from './types';

const privateOf = (state: GameState) => soldier(state, 2);

describe('experience and rank', () => {
  it.each([
    [0, 24, 'Private'],
    [0, 25, 'Private First Class'],
    [0, 60, 'Corporal'],
    [0, 125, 'Sergeant'],
    [100, 100, 'Staff Sergeant'],
    [0, 300, 'Sergeant First Class'],
    [0, 450, 'Master Sergeant'],
    [0, 625, 'First Sergeant'],
    [0, 875, 'Sergeant Major'],
    [0, 1250, 'Command Sergeant Major'],
  ])('%i xp + %i → %s', (start, gain, rank) => {
    const state = campaign();
    const trained = addExperience({ ...privateOf(state), experience: start }, gain, 3);
    expect(trained.experience).toBe(start + gain);
    expect(trained.rank).toBe(rank);
  });

  it('writes promotions, skills and abilities into the service record', () => {
    const state = campaign();
    const sniper = { ...soldier(state, 0), classId: 'sniper' as const, unlockedSkills: ['steady_aim'] };
    const trained = addExperience(sniper, 200, 9);
    expect(trained.history.map((h) => h.fact)).toEqual([
      { kind: 'promoted', rank: 'Sergeant First Class' },
      { kind: 'skill_learned', skillId: 'eagle_eye' },
      { kind: 'skill_learned', skillId: 'ghost_step' },
      { kind: 'ability_unlocked', abilityId: 'disabling_shot' },
    ]);
    expect(trained.history.map((h) => wordHistoryEntry(THEMES.vanilla, h))).toEqual([
      'Promoted to Sergeant First Class',
      'Learned skill: Eagle Eye',
      'Learned skill: Ghost Step',
      'Unlocked ability: Disabling Shot',
    ]);
    expect(trained.history.every((h) => h.day === 9)).toBe(true);
  });

  it('unlocks class skills by tier xp once each, and a max-health skill raises health too', () => {
    const state = campaign();
    const heavy = {
      ...privateOf(state),
      classId: 'heavy' as const,
      maxHealth: 135,
      health: 100,
      unlockedSkills: ['iron_skin'],
    };
    const trained = addExperience(heavy, 60, 1);
    expect(trained.unlockedSkills).toEqual(['iron_skin', 'suppressive_specialist']);
    const veteran = addExperience(trained, 700, 2);
    expect(veteran.unlockedSkills).toEqual(['iron_skin', 'suppressive_specialist', 'demolitions', 'juggernaut']);
    expect(veteran.maxHealth).toBe(155);
    expect(veteran.health).toBe(120);
    expect(soldierSkills(veteran).map((s) => s.tier)).toEqual([1, 3, 5, 7]);
  });

  it('applies the xp_gain skills of the soldier', () => {
    const state = campaign();
    const heavy = { ...privateOf(state), classId: 'heavy' as const, experience: 900, unlockedSkills: ['unbreakable'] };
    expect(addExperience(heavy, 100, 1).experience).toBe(900 + 115);
  });

  it('never changes a KIA soldier', () => {
    const state = campaign();
    const fallen = { ...privateOf(state), status: 'KIA' as const, health: 0 };
    expect(addExperience(fallen, 500, 1)).toBe(fallen);
  });

  it('unlocks abilities at 0 / 75 / 250 / 500 / 1000 xp', () => {
    const support = { classId: 'support' as const, experience: 0 };
    expect(soldierAbilities(support).map((a) => a.id)).toEqual(['medkit']);
    expect(soldierAbilities({ ...support, experience: 499 })).toHaveLength(3);
    expect(soldierAbilities({ ...support, experience: 1000 }).map((a) => a.id)).toEqual([
      'medkit',
      'smoke_bomb',
      'guardian',
      'holo_targeting',
      'revival_protocol',
    ]);
    expect(soldierAbilities({ classId: null, experience: 5000 })).toEqual([]);
  });
});

describe('combat rating', () => {
  it('is 50 for a fresh unclassed private with the default loadout, and for an empty squad', () => {
    const state = campaign();
    expect(soldierCombatRating(state, privateOf(state))).toBe(50);
    expect(squadCombatRating(state, [])).toBe(50);
  });

  it('rises with rank, class, loadout, research, skills and abilities', () => {
    const state = campaign();
    const sergeant = soldier(state, 0); // 125 xp: 3 ranks above Private
    expect(soldierCombatRating(state, sergeant)).toBe(56);
    const sniper = {
      ...sergeant,
      classId: 'sniper' as const,
      loadout: { weapon: 'sniper', armor: 'heavy_armor', utility: 'grenade' },
    };
    // 50 + (70 − 50) / 2 class, +6 rank, +5.5 rifle, +1.5 heavy armor, +3 grenade, +1 overwatch, +2 deadeye
    expect(soldierCombatRating(state, sniper)).toBe(79);
    const researched: GameState = {
      ...state,
      research: [
        { projectId: 'weapon_training', progress: 100, completed: true, startedOnDay: 1, completedOnDay: 4 },
        { projectId: 'sniper_training', progress: 100, completed: true, startedOnDay: 4, completedOnDay: 8 },
      ],
    };
    expect(soldierCombatRating(researched, sniper)).toBe(79 + 2 + 4 + 1);
    expect(soldierCombatRating(researched, sergeant)).toBe(56 + 2 + 1);
    expect(soldierCombatRating(state, { ...sniper, unlockedSkills: ['steady_aim'] })).toBe(81);
  });

  it('keeps a seasoned veteran with the whole tree below the 95% cap on the hardest missions', () => {
    const state = campaign();
    const everything: GameState = {
      ...state,
      research: RESEARCH_PROJECTS.map((p) => ({
        projectId: p.id,
        progress: 100,
        completed: true,
        startedOnDay: 1,
        completedOnDay: 2,
      })),
    };
    const veteran = {
      ...soldier(state, 0),
      classId: 'heavy' as const,
      experience: 450,
      unlockedSkills: ['iron_skin', 'suppressive_specialist', 'demolitions', 'juggernaut'],
    };
    // 58.75 class, +12 rank, +5 abilities (0/75/250 xp), +5 skills, +32 research, +3 railguns for heavies.
    const rating = soldierCombatRating(everything, veteran);
    expect(rating).toBe(115.75);
    // Operation Last Stand (30%) and Liberation (35%) stay a gamble for a squad of such veterans.
    expect(30 + (rating - 50) / 2).toBeLessThan(95);
    expect(35 + (rating - 50) / 2).toBeLessThan(95);
  });

  it('averages the squad to one decimal', () => {
    const state = campaign();
    expect(
      squadCombatRating(
        state,
        state.squad.map((s) => s.id),
      ),
    ).toBe((56 + 54 + 50 + 50) / 4);
  });
});

describe('recruiting', () => {
  it('costs 1000 funds and adds a Ready Private at full health', () => {
    const state = campaign();
    const next = must(state, { type: 'recruit' });
    expect(next.resources.funds).toBe(state.resources.funds - 1000);
    expect(next.squad.at(-1)).toMatchObject({
      rank: 'Private',
      experience: 0,
      health: 100,
      maxHealth: 100,
      status: 'Ready',
      classId: null,
    });
    expect(refused({ ...state, resources: { ...state.resources, funds: 999 } }, { type: 'recruit' }).code).toBe(
      'insufficient_resources',
    );
  });

  it('gives recruits the max health of completed armor research', () => {
    const state = campaign({
      research: [{ projectId: 'basic_armor', progress: 100, completed: true, startedOnDay: 1, completedOnDay: 4 }],
    });
    expect(must(state, { type: 'recruit' }).squad.at(-1)).toMatchObject({ health: 110, maxHealth: 110 });
  });
});

describe('nickname', () => {
  it.each([
    ['  Ghost  ', 'Ghost'],
    ['A', 'A'],
    ['x'.repeat(20), 'x'.repeat(20)],
  ])('accepts %j as %j', (input, stored) => {
    const state = campaign();
    expect(
      must(state, { type: 'setNickname', soldierId: soldier(state, 0).id, nickname: input }).squad[0]?.nickname,
    ).toBe(stored);
  });

  it.each(['', '   ', 'x'.repeat(21)])('refuses %j', (input) => {
    const state = campaign();
    expect(refused(state, { type: 'setNickname', soldierId: soldier(state, 0).id, nickname: input }).code).toBe(
      'invalid_nickname',
    );
  });
});

describe('specialising', () => {
  it('is free from Sergeant up, keeps experience and follows the class health', () => {
    const state = campaign();
    const sergeant = soldier(state, 0);
    const next = must(state, { type: 'specialize', soldierId: sergeant.id, classId: 'heavy' });
    const heavy = soldier(next, 0);
    expect(next.resources).toEqual(state.resources);
    expect(heavy).toMatchObject({ classId: 'heavy', experience: 125, maxHealth: 135, health: 135, status: 'Ready' });
    expect(heavy.unlockedSkills).toEqual(['iron_skin', 'suppressive_specialist']);
    expect(heavy.maxHealth).toBe(maxHealthFor(next, heavy));
  });

  it('empties the old class skills on a change of class', () => {
    const state = must(campaign(), { type: 'specialize', soldierId: soldier(campaign(), 0).id, classId: 'heavy' });
    const sniper = soldier(must(state, { type: 'specialize', soldierId: soldier(state, 0).id, classId: 'sniper' }), 0);
    expect(sniper.unlockedSkills).toEqual(['steady_aim', 'eagle_eye']);
    expect(sniper).toMatchObject({ maxHealth: 80, health: 80 });
  });

  it('refuses below Sergeant, the same class, and soldiers away or fallen', () => {
    const state = campaign();
    expect(refused(state, { type: 'specialize', soldierId: soldier(state, 1).id, classId: 'sniper' }).message).toBe(
      'Only Sergeants and above can specialize!',
    );
    const heavy = must(state, { type: 'specialize', soldierId: soldier(state, 0).id, classId: 'heavy' });
    expect(refused(heavy, { type: 'specialize', soldierId: soldier(state, 0).id, classId: 'heavy' }).code).toBe(
      'cannot_specialize',
    );
    const away = withSoldier(state, 0, { status: 'On Mission' });
    expect(refused(away, { type: 'specialize', soldierId: soldier(state, 0).id, classId: 'heavy' }).code).toBe(
      'soldier_unavailable',
    );
    const fallen = withSoldier(state, 0, { status: 'KIA', health: 0 });
    expect(refused(fallen, { type: 'specialize', soldierId: soldier(state, 0).id, classId: 'heavy' }).code).toBe(
      'soldier_unavailable',
    );
  });
});

describe('loadout', () => {
  it('accepts catalogue items and refuses unknown ones', () => {
    const state = campaign();
    const id = soldier(state, 0).id;
    const next = must(state, {
      type: 'setLoadout',
      soldierId: id,
      weapon: 'shotgun',
      armor: 'light_armor',
      utility: 'smoke',
    });
    expect(soldier(next, 0).loadout).toEqual({ weapon: 'shotgun', armor: 'light_armor', utility: 'smoke' });
    expect(
      refused(state, { type: 'setLoadout', soldierId: id, weapon: 'laser', armor: 'light_armor', utility: 'smoke' })
        .code,
    ).toBe('invalid_loadout');
  });
});

describe('manual heal', () => {
  it('costs 10 supplies and 500 funds for 25 health, Wounded until full', () => {
    const state = withSoldier(campaign(), 0, { health: 40, status: 'Wounded' });
    const once = must(state, { type: 'heal', soldierId: soldier(state, 0).id });
    expect(soldier(once, 0)).toMatchObject({ health: 65, status: 'Wounded' });
    expect(once.resources.funds).toBe(state.resources.funds - 500);
    expect(once.resources.supplies).toBe(state.resources.supplies - 10);
    const nearly = withSoldier(campaign(), 0, { health: 90, status: 'Wounded' });
    expect(soldier(must(nearly, { type: 'heal', soldierId: soldier(nearly, 0).id }), 0)).toMatchObject({
      health: 100,
      status: 'Ready',
    });
  });

  it('leaves a soldier Ready when a heal tops them up exactly or would overshoot', () => {
    const exact = withSoldier(campaign(), 0, { health: 75, status: 'Wounded' });
    const topped = must(exact, { type: 'heal', soldierId: soldier(exact, 0).id });
    expect(soldier(topped, 0)).toMatchObject({ health: 100, status: 'Ready' });
    const almost = withSoldier(campaign(), 0, { health: 99, status: 'Wounded' });
    expect(soldier(must(almost, { type: 'heal', soldierId: soldier(almost, 0).id }), 0)).toMatchObject({
      health: 100,
      status: 'Ready',
    });
  });

  it('says before the click why HEAL would be refused, as the action would', () => {
    const state = campaign();
    expect(said(healRefusal(state, soldier(state, 0)) ?? fail())).toBe('Soldier is already at full health!');
    const poor = withSoldier(campaign({ resources: { funds: 499, supplies: 100, intel: 0 } }), 0, {
      health: 50,
      status: 'Wounded',
    });
    expect(healRefusal(poor, soldier(poor, 0))).toEqual(
      refusalOf(poor, { type: 'heal', soldierId: soldier(poor, 0).id }),
    );
    const wounded = withSoldier(campaign(), 0, { health: 50, status: 'Wounded' });
    expect(healRefusal(wounded, soldier(wounded, 0))).toBeNull();
  });

  it('refuses a soldier at full health and a commander without the means', () => {
    const state = campaign();
    expect(refused(state, { type: 'heal', soldierId: soldier(state, 0).id })).toEqual({
      code: 'full_health',
      message: 'Soldier is already at full health!',
    });
    const poor = withSoldier(campaign({ resources: { funds: 499, supplies: 100, intel: 0 } }), 0, {
      health: 50,
      status: 'Wounded',
    });
    expect(refused(poor, { type: 'heal', soldierId: soldier(poor, 0).id })).toEqual({
      code: 'insufficient_healing_resources',
      message: 'Insufficient resources for healing!',
    });
    const noSupplies = withSoldier(campaign({ resources: { funds: 5000, supplies: 9, intel: 0 } }), 0, {
      health: 50,
      status: 'Wounded',
    });
    expect(refused(noSupplies, { type: 'heal', soldierId: soldier(noSupplies, 0).id }).code).toBe(
      'insufficient_healing_resources',
    );
  });

  it('heals more with field medicine', () => {
    const state = withSoldier(
      campaign({
        research: [{ projectId: 'field_medicine', progress: 100, completed: true, startedOnDay: 1, completedOnDay: 4 }],
      }),
      0,
      { health: 40, status: 'Wounded' },
    );
    expect(soldier(must(state, { type: 'heal', soldierId: soldier(state, 0).id }), 0).health).toBe(75);
  });
});

describe('daily healing and training', () => {
  it('heals 5 + 3 × level per active finished medbay, never KIA or On Mission soldiers', () => {
    const base = campaign().facilities;
    let state = campaign({
      facilities: [
        ...base,
        facility('medbay', 0, 0, { level: 2 }),
        facility('medbay', 0, 1),
        facility('medbay', 0, 2, { constructionDaysRemaining: 3 }),
        facility('medbay', 0, 3, { isActive: false }),
      ],
    });
    state = withSoldier(state, 0, {
      health: 50,
      status: 'Wounded',
      loadout: { weapon: 'assault_rifle', armor: 'standard_vest', utility: 'grenade' },
    });
    state = withSoldier(state, 1, { health: 50, status: 'On Mission' });
    state = withSoldier(state, 2, { health: 0, status: 'KIA' });
    state = withSoldier(state, 3, { health: 95, status: 'Wounded' });
    const next = must(state, { type: 'advanceDay' });
    // (5 + 3 × 2) + (5 + 3 × 1) = 19; soldier 3 caps at 100 and is Ready again (+3 from the medkit too).
    expect(soldier(next, 0)).toMatchObject({ health: 69, status: 'Wounded' });
    expect(soldier(next, 1).health).toBe(50);
    expect(soldier(next, 2)).toMatchObject({ health: 0, status: 'KIA' });
    expect(soldier(next, 3)).toMatchObject({ health: 100, status: 'Ready' });
  });

  it('says what each soldier heals a day: the medbays for everyone, plus their own medkit', () => {
    const base = campaign().facilities;
    let state = campaign({ facilities: [...base, facility('medbay', 0, 0)] });
    state = withSoldier(state, 0, { loadout: { weapon: 'assault_rifle', armor: 'standard_vest', utility: 'grenade' } });
    expect(baseDailyHealing(state)).toBe(8);
    expect(dailyHealingFor(state, soldier(state, 0))).toBe(8);
    expect(dailyHealingFor(state, soldier(state, 1))).toBe(11);
    expect(baseDailyHealing(campaign())).toBe(0);
    expect(dailyHealingFor(campaign(), soldier(campaign(), 1))).toBe(3);
  });

  it('answers a soldier’s daily healing with its parts, and the day heals exactly that total (issue 26)', () => {
    let state = campaign({ facilities: [...campaign().facilities, facility('medbay', 0, 0)] });
    state = withSoldier(state, 1, { health: 50, status: 'Wounded' });
    const parts = dailyHealingParts(state, soldier(state, 1));
    expect(parts).toEqual({ base: 8, own: 3, total: 11 });
    expect(soldier(must(state, { type: 'advanceDay' }), 1).health).toBe(50 + parts.total);
  });

  it('gives Ready soldiers 1 xp per barracks level a day', () => {
    const base = campaign().facilities;
    let state = campaign({ facilities: [...base, facility('barracks', 0, 0, { level: 3 })] });
    state = withSoldier(state, 3, { health: 50, status: 'Wounded' });
    const next = must(state, { type: 'advanceDay' });
    expect(soldier(next, 2).experience).toBe(3);
    expect(soldier(next, 3).experience).toBe(0);
  });
});

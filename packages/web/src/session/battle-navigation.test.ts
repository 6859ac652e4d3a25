import { createBattle, EMPTY_LOADOUT, UNCLASSED_STATS } from '@holdfast/engine';
import { describe, expect, it } from 'vitest';
import { sampleBattleSetup, soldiersWithoutClass } from './battle-navigation';

describe('the practice battle (no navigation state)', () => {
  const setup = sampleBattleSetup(['A', 'B', 'C']);

  it('fields the spec’s squad: a sergeant ranger, a corporal sniper, a private support, 100 health, empty loadout', () => {
    expect(setup.input.squad.map((s) => [s.rank, s.classId, s.health, s.loadout])).toEqual([
      ['Sergeant', 'ranger', 100, EMPTY_LOADOUT],
      ['Corporal', 'sniper', 100, EMPTY_LOADOUT],
      ['Private', 'support', 100, EMPTY_LOADOUT],
    ]);
  });

  it('gives no utility ability and fights with the base rifle and vest', () => {
    const battle = createBattle(setup.input, setup.seed);
    const ranger = battle.units.find((u) => u.id === 'sample-1');
    // A carried medkit would add Medkit; a ranger's class never does.
    expect(ranger?.abilities.map((a) => a.id)).not.toContain('medkit');
    expect(ranger).toMatchObject({ accuracy: 75, maxDamage: 2, armorDefense: 20 });
  });
});

describe('a soldier without a class id', () => {
  it('is named for the console warning, and fights with the unclassed base stats', () => {
    const setup = sampleBattleSetup(['Ana', 'Ben', 'Cy']);
    const [first, ...rest] = setup.input.squad;
    if (!first) throw new Error('no squad');
    const unclassed = { ...setup, input: { ...setup.input, squad: [{ ...first, classId: null }, ...rest] } };
    expect(soldiersWithoutClass(unclassed)).toEqual(['Ana']);
    expect(soldiersWithoutClass(setup)).toEqual([]);
    const unit = createBattle(unclassed.input, unclassed.seed).units.find((u) => u.id === first.id);
    expect(unit).toMatchObject({ hp: 5, maxHp: 5, ap: 2, aim: UNCLASSED_STATS.aim, abilities: [] });
  });
});

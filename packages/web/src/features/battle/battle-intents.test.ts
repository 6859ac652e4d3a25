import { createBattle } from '@holdfast/engine';
import { describe, expect, it } from 'vitest';
import { sampleBattleSetup } from '../../session/battle-navigation';
import { abilityChoice, tileIntent } from './battle-intents';

const setup = sampleBattleSetup(['Ana', 'Ben', 'Cy']);
const battle = createBattle(setup.input, setup.seed);
const [first, second] = battle.units.filter((u) => u.type === 'soldier');
const enemy = battle.units.find((u) => u.type === 'enemy');
if (!first || !second || !enemy) throw new Error('sample battle without units');
const selected = { ...battle, selectedUnitId: first.id };

describe('tileIntent', () => {
  it('selects another living soldier, moves to an empty tile, shoots a hostile', () => {
    expect(tileIntent(selected, { kind: 'move' }, second.x, second.y)).toEqual({ type: 'select', unitId: second.id });
    expect(tileIntent(selected, { kind: 'move' }, enemy.x, enemy.y)).toEqual({ type: 'shoot', x: enemy.x, y: enemy.y });
    const empty = { x: first.x, y: first.y === 0 ? 1 : first.y - 1 };
    expect(tileIntent(selected, { kind: 'move' }, empty.x, empty.y)).toEqual({ type: 'move', ...empty });
    expect(tileIntent(selected, { kind: 'shoot' }, empty.x, empty.y)).toEqual({ type: 'shoot', ...empty });
  });

  it('means nothing on the selected soldier itself, with nobody selected, or on the enemy’s turn', () => {
    expect(tileIntent(selected, { kind: 'move' }, first.x, first.y)).toBeNull();
    expect(tileIntent({ ...battle, selectedUnitId: null }, { kind: 'move' }, enemy.x, enemy.y)).toBeNull();
    expect(tileIntent({ ...selected, side: 'enemy' }, { kind: 'move' }, enemy.x, enemy.y)).toBeNull();
  });

  it('uses an armed targeted ability on the tile, and confirms an untargeted one on the caster’s own tile', () => {
    expect(tileIntent(selected, { kind: 'ability', abilityId: 'medkit' }, second.x, second.y)).toEqual({
      type: 'ability',
      abilityId: 'medkit',
      x: second.x,
      y: second.y,
    });
    expect(tileIntent(selected, { kind: 'ability', abilityId: 'overwatch' }, first.x, first.y)).toEqual({
      type: 'ability',
      abilityId: 'overwatch',
    });
    expect(tileIntent(selected, { kind: 'ability', abilityId: 'overwatch' }, enemy.x, enemy.y)).toBeNull();
  });
});

describe('abilityChoice', () => {
  it('arms an untargeted ability first and uses it when chosen again', () => {
    const armed = abilityChoice(selected, { kind: 'move' }, 'overwatch');
    expect(armed).toEqual({ kind: 'arm', mode: { kind: 'ability', abilityId: 'overwatch' } });
    expect(abilityChoice(selected, { kind: 'ability', abilityId: 'overwatch' }, 'overwatch')).toEqual({
      kind: 'use',
      action: { type: 'ability', abilityId: 'overwatch' },
    });
  });

  it('passes on the rules’ refusal of an ability the soldier lacks, and does nothing with nobody selected', () => {
    expect(abilityChoice(selected, { kind: 'move' }, 'no-such-ability')).toMatchObject({ kind: 'refused' });
    expect(abilityChoice(battle, { kind: 'move' }, 'overwatch')).toEqual({ kind: 'none' });
  });
});

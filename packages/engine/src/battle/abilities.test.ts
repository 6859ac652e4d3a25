/** Each of the 16 abilities: its effect, AP cost, cooldown, uses and refusal messages (spec §5, §9). */
import { describe, expect, it } from 'vitest';
import { ABILITY_BY_ID } from '../content/abilities';
import { battlePoints } from '../content/battle';
import { THEMES, wordBattleRefusal } from '../content/themes/index';
import { applyBattleAction } from './apply';
import { runEnemyTurn } from './enemy-ai';
import type { BattleError } from './errors';

/** A battle refusal as LAST STAND words it: the spec's combat-log message. */
const said = (error: BattleError) => wordBattleRefusal(THEMES.vanilla, error);

import { hitChanceBetween } from './hit-chance';
import { abilityUnavailable, validTargets } from './queries';
import { type PlacedEnemy, type PlacedSoldier, scenario, unit } from './scenario.fixture';
import type { BattleAction, BattleState } from './types';

function use(battle: BattleState, unitId: string, abilityId: string, at: { x?: number; y?: number } = {}) {
  const selected = applyBattleAction(battle, { type: 'select', unitId });
  if (!selected.ok) throw new Error(said(selected.error));
  return applyBattleAction(selected.battle, { type: 'ability', abilityId, ...at } as BattleAction);
}

function used(battle: BattleState, unitId: string, abilityId: string, at: { x?: number; y?: number } = {}) {
  const step = use(battle, unitId, abilityId, at);
  if (!step.ok) throw new Error(`${abilityId}: ${said(step.error)}`);
  return step;
}

function refused(battle: BattleState, unitId: string, abilityId: string, at: { x?: number; y?: number } = {}) {
  const step = use(battle, unitId, abilityId, at);
  if (step.ok) throw new Error(`${abilityId} was accepted`);
  return said(step.error);
}

const veteran = (classId: PlacedSoldier['classId'], x: number, y: number, extra: Partial<PlacedSoldier> = {}) =>
  ({ classId, experience: 1000, x, y, ...extra }) satisfies PlacedSoldier;

function field(soldiers: PlacedSoldier[], enemies: PlacedEnemy[] = [{ x: 11, y: 0 }], seed = 1) {
  return scenario({ soldiers, enemies, seed });
}

/** The first seed on which the rolled ability hits (its effect is then asserted). */
function onHit(make: (seed: number) => BattleState, unitId: string, abilityId: string, at: { x: number; y: number }) {
  for (let seed = 1; seed < 60; seed++) {
    const step = used(make(seed), unitId, abilityId, at);
    if (step.log.some((e) => e.kind === 'shot' && e.hit)) return step;
  }
  throw new Error(`${abilityId} never hit`);
}

describe('choosing an ability (spec §5)', () => {
  it('refuses without AP, on cooldown and without uses, with the spec messages', () => {
    const enemies = [
      { x: 5, y: 5 },
      { x: 6, y: 5 },
    ];
    // The first seed on which the heavy outlives the hostiles' answer (their shots are rolled).
    const seed = Array.from({ length: 40 }, (_, i) => i + 1).find((s) => {
      const fired = used(field([veteran('heavy', 5, 9)], enemies, s), 'soldier-1', 'rocket_launcher', { x: 5, y: 5 });
      return unit(runEnemyTurn(fired.battle).battle, 'soldier-1').hp > 0;
    });
    const battle = field([veteran('heavy', 5, 9)], enemies, seed);
    const rocket = used(battle, 'soldier-1', 'rocket_launcher', { x: 5, y: 5 });
    expect(unit(rocket.battle, 'soldier-1').ap).toBe(0);
    const back = runEnemyTurn(rocket.battle).battle;
    const cooldown = abilityUnavailable(back, 'soldier-1', 'rocket_launcher');
    expect(cooldown).toEqual({ code: 'ability_on_cooldown', params: { abilityId: 'rocket_launcher', turns: 1 } });
    expect(cooldown && said(cooldown)).toBe('Ability on cooldown (1 turns remaining)');
    const later = {
      ...back,
      units: back.units.map((u) => ({ ...u, abilities: u.abilities.map((a) => ({ ...a, currentCooldown: 0 })) })),
    };
    expect(refused(later, 'soldier-1', 'rocket_launcher', { x: 5, y: 5 })).toBe('No uses remaining for this mission');
    const tired = { ...battle, units: battle.units.map((u) => (u.id === 'soldier-1' ? { ...u, ap: 1 } : u)) };
    expect(refused(tired, 'soldier-1', 'rocket_launcher', { x: 5, y: 5 })).toBe('Not enough AP to use that ability!');
    expect(refused(battle, 'soldier-1', 'deadeye', { x: 5, y: 5 })).toBe('Unknown ability');
  });

  it('needs a unit on the tile for the targeted abilities', () => {
    const battle = field([veteran('sniper', 5, 9), veteran('support', 4, 9), veteran('heavy', 6, 9)]);
    for (const [id, abilityId] of [
      ['soldier-1', 'deadeye'],
      ['soldier-1', 'disabling_shot'],
      ['soldier-1', 'holo_targeting'],
      ['soldier-2', 'medkit'],
      ['soldier-2', 'guardian'],
      ['soldier-2', 'revival_protocol'],
      ['soldier-3', 'suppression'],
      ['soldier-3', 'suppress_fire'],
    ] as const) {
      expect(refused(battle, id, abilityId, { x: 0, y: 0 })).toBe('Must select a valid target for this ability');
      expect(refused(battle, id, abilityId)).toBe('Must select a valid target for this ability');
    }
  });
});

describe('the 16 abilities', () => {
  it('Medkit heals an ally 40 → 2 HP up to the max; not at full health; 1 AP; limited uses', () => {
    const battle = field([veteran('support', 5, 9), veteran('ranger', 5, 8, { hp: 2 })]);
    const step = used(battle, 'soldier-1', 'medkit', { x: 5, y: 8 });
    expect(unit(step.battle, 'soldier-2').hp).toBe(2 + battlePoints(40));
    expect(unit(step.battle, 'soldier-1').ap).toBe(1);
    expect(unit(step.battle, 'soldier-1').abilities.find((a) => a.id === 'medkit')?.usesRemaining).toBe(2);
    expect(refused(battle, 'soldier-1', 'medkit', { x: 5, y: 9 })).toBe('Target is already at full health!');
    expect(refused(battle, 'soldier-1', 'medkit', { x: 11, y: 0 })).toBe('Invalid target');
  });

  it('Revival Protocol brings a downed ally back at 60% (3 HP); refuses a standing one; 2 AP, cooldown 5', () => {
    const battle = field([veteran('support', 5, 9), veteran('ranger', 5, 8, { hp: 0 }), veteran('heavy', 4, 9)]);
    const step = used(battle, 'soldier-1', 'revival_protocol', { x: 5, y: 8 });
    expect(unit(step.battle, 'soldier-2').hp).toBe(3);
    expect(
      unit(step.battle, 'soldier-1').abilities.find((a) => a.id === 'revival_protocol')?.currentCooldown,
    ).toBeGreaterThanOrEqual(4);
    expect(refused(battle, 'soldier-1', 'revival_protocol', { x: 4, y: 9 })).toBe('Target must be downed to revive');
  });

  it('Smoke Bomb gives allies within 3 tiles +40 defense until the enemy turn has passed', () => {
    const battle = field([veteran('ranger', 5, 9), veteran('heavy', 5, 6), veteran('sniper', 0, 0)], [{ x: 5, y: 3 }]);
    const step = used(battle, 'soldier-1', 'smoke_bomb');
    const enemy = unit(step.battle, 'enemy-1');
    const smoked = unit(step.battle, 'soldier-2');
    expect(hitChanceBetween(step.battle, enemy, smoked).parts).toContainEqual({ kind: 'defense', value: -40 });
    expect(unit(step.battle, 'soldier-3').effects).toEqual([]);
  });

  it('Guardian: ally only; 75% of each blow goes to the guardian', () => {
    const battle = field([veteran('support', 5, 9), veteran('ranger', 5, 8)], [{ x: 5, y: 5 }]);
    expect(refused(battle, 'soldier-1', 'guardian', { x: 5, y: 9 })).toBe('Can only protect allies');
    expect(refused(battle, 'soldier-1', 'guardian', { x: 5, y: 5 })).toBe('Can only protect allies');
    const step = used(battle, 'soldier-1', 'guardian', { x: 5, y: 8 });
    expect(unit(step.battle, 'soldier-2').effects).toEqual([
      { abilityId: 'guardian', turnsLeft: 2, sourceId: 'soldier-1' },
    ]);
    expect(unit(step.battle, 'soldier-1').ap).toBe(0);
  });

  it('Overwatch ends the soldier’s turn and fires a reaction shot at −20 at the first enemy that acts in sight', () => {
    const battle = field([veteran('sniper', 5, 9), veteran('ranger', 0, 11)], [{ x: 5, y: 2 }]);
    const step = used(battle, 'soldier-1', 'overwatch');
    expect(unit(step.battle, 'soldier-1')).toMatchObject({ ap: 0, onOverwatch: true });
    const ended = applyBattleAction(step.battle, { type: 'endTurn' });
    if (!ended.ok) throw new Error(said(ended.error));
    const { log } = runEnemyTurn(ended.battle);
    const reaction = log.find((e) => e.kind === 'shot' && e.reaction);
    expect(reaction).toMatchObject({ shooterId: 'soldier-1', targetId: 'enemy-1', abilityId: 'overwatch' });
  });

  it('Deadeye never misses an enemy: 25 + aim/5 → battle damage; refuses a friendly with its own message', () => {
    const battle = field([veteran('sniper', 5, 9), veteran('ranger', 4, 9)], [{ x: 5, y: 5 }]);
    const step = used(battle, 'soldier-1', 'deadeye', { x: 5, y: 5 });
    expect(unit(step.battle, 'enemy-1').hp).toBe(unit(battle, 'enemy-1').hp - battlePoints(25 + 90 / 5));
    expect(refused(battle, 'soldier-1', 'deadeye', { x: 4, y: 9 })).toBe('Invalid target for Deadeye');
  });

  it('Disabling Shot: on a hit 1 damage, aim −30 and mobility −20', () => {
    const step = onHit(
      (seed) => field([veteran('sniper', 5, 9)], [{ x: 5, y: 5 }], seed),
      'soldier-1',
      'disabling_shot',
      { x: 5, y: 5 },
    );
    const enemy = unit(step.battle, 'enemy-1');
    expect(enemy.effects.map((e) => e.abilityId)).toEqual(['disabling_shot']);
    expect(step.log).toContainEqual(
      expect.objectContaining({ kind: 'damaged', unitId: 'enemy-1', amount: battlePoints(15) }),
    );
    expect(hitChanceBetween(step.battle, enemy, unit(step.battle, 'soldier-1')).parts).toContainEqual({
      kind: 'suppressed',
      value: -30,
    });
  });

  it('Double Tap fires two rolled shots of 40 → 2 damage for 2 AP', () => {
    const step = used(field([veteran('ranger', 5, 9)], [{ x: 5, y: 6, hp: 9 }]), 'soldier-1', 'double_tap', {
      x: 5,
      y: 6,
    });
    expect(step.log.filter((e) => e.kind === 'shot')).toHaveLength(2);
    expect(unit(step.battle, 'soldier-1').ap).toBe(0);
  });

  it('Suppression and Suppressing Fire pin a target on a hit: aim −30', () => {
    for (const abilityId of ['suppression', 'suppress_fire']) {
      const step = onHit((seed) => field([veteran('heavy', 5, 9)], [{ x: 5, y: 6 }], seed), 'soldier-1', abilityId, {
        x: 5,
        y: 6,
      });
      const enemy = unit(step.battle, 'enemy-1');
      expect(enemy.hp).toBe(unit(field([veteran('heavy', 5, 9)], [{ x: 5, y: 6 }]), 'enemy-1').hp);
      expect(hitChanceBetween(step.battle, enemy, unit(step.battle, 'soldier-1')).parts).toContainEqual({
        kind: 'suppressed',
        value: -30,
      });
    }
  });

  it('Flashbang: every enemy within 2 tiles of the aimed tile loses 25 aim and 15 mobility', () => {
    const battle = field(
      [veteran('heavy', 5, 9)],
      [
        { x: 5, y: 5 },
        { x: 6, y: 5 },
        { x: 10, y: 1 },
      ],
    );
    const step = used(battle, 'soldier-1', 'flashbang', { x: 5, y: 5 });
    expect(step.battle.units.filter((u) => u.effects.length).map((u) => u.id)).toEqual(['enemy-1', 'enemy-2']);
    expect(
      validTargets(battle, 'soldier-1', 'flashbang').every((t) => Math.abs(t.x - 5) + Math.abs(t.y - 9) <= 6),
    ).toBe(true);
  });

  it('Blade Storm: 30 → 2 damage to every enemy within 2 tiles; refused with none in reach', () => {
    const battle = field(
      [veteran('ranger', 5, 9)],
      [
        { x: 5, y: 7 },
        { x: 6, y: 8 },
        { x: 11, y: 0 },
      ],
    );
    const step = used(battle, 'soldier-1', 'blade_storm');
    expect(step.battle.units.filter((u) => u.type === 'enemy').map((u) => u.hp)).toEqual([6 - 2, 6 - 2, 6]);
    expect(refused(field([veteran('ranger', 5, 9)]), 'soldier-1', 'blade_storm')).toBe('Invalid target');
  });

  it('Serial Killer: 0 AP; a kill refunds the shot until the first miss', () => {
    const battle = field(
      [veteran('sniper', 5, 9, { weapon: 'sniper' })],
      [
        { x: 5, y: 8, hp: 1 },
        { x: 4, y: 8, hp: 1 },
        { x: 11, y: 0 },
      ],
    );
    const active = used(battle, 'soldier-1', 'serial_killer');
    expect(unit(active.battle, 'soldier-1')).toMatchObject({ ap: 2, serialKillerActive: true });
    const shot = applyBattleAction(active.battle, { type: 'shoot', x: 5, y: 8 });
    if (!shot.ok) throw new Error(said(shot.error));
    const hit = shot.log.some((e) => e.kind === 'killed');
    expect(unit(shot.battle, 'soldier-1').ap).toBe(hit ? 2 : 1);
    expect(unit(shot.battle, 'soldier-1').serialKillerActive).toBe(hit);
  });

  it('Holo-Targeting marks an enemy: every ally gets +20 against it', () => {
    const battle = field([veteran('sniper', 5, 9), veteran('ranger', 4, 9)], [{ x: 5, y: 5 }]);
    const step = used(battle, 'soldier-1', 'holo_targeting', { x: 5, y: 5 });
    const chance = hitChanceBetween(step.battle, unit(step.battle, 'soldier-2'), unit(step.battle, 'enemy-1'));
    expect(chance.parts).toContainEqual({ kind: 'marked', value: 20 });
  });

  it('Rocket Launcher: 60 → 3 damage to every enemy within 2 tiles of the aimed tile, once a mission', () => {
    const battle = field(
      [veteran('heavy', 5, 9)],
      [
        { x: 5, y: 5 },
        { x: 5, y: 4 },
        { x: 11, y: 0 },
      ],
    );
    const step = used(battle, 'soldier-1', 'rocket_launcher', { x: 5, y: 5 });
    expect(step.battle.units.filter((u) => u.type === 'enemy').map((u) => u.hp)).toEqual([3, 3, 6]);
    expect(ABILITY_BY_ID.get('rocket_launcher')?.usesPerMission).toBe(1);
  });

  it('Bunker Down: +60 defense and +50% damage for 3 turns, and ends the soldier’s turn', () => {
    const battle = field([veteran('heavy', 5, 9)], [{ x: 5, y: 5 }]);
    const step = used(battle, 'soldier-1', 'bunker_down');
    const heavy = unit(step.battle, 'soldier-1');
    expect(heavy.ap).toBe(0);
    expect(hitChanceBetween(step.battle, unit(step.battle, 'enemy-1'), heavy).parts).toContainEqual({
      kind: 'defense',
      value: -60,
    });
  });
});

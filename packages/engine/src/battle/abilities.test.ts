/** Choosing an ability (spec §5): AP, cooldown, uses and targets, with the spec's refusal messages; and every ability, table-driven from content, spends its AP and starts its cooldown. */
import { describe, expect, it } from 'vitest';
import { ABILITIES } from '../content/abilities';
import { CLASSES } from '../content/classes';
import { field, refused, said, used, veteran } from './ability.fixture';
import { runEnemyTurn } from './enemy-ai';
import { abilityUnavailable, validTargets } from './queries';
import { unit } from './scenario.fixture';

describe('choosing an ability (spec §5)', () => {
  it('refuses without AP, on cooldown and without uses, with the spec messages', () => {
    const battle = field(
      [veteran('heavy', 5, 9)],
      [
        { x: 5, y: 5 },
        { x: 6, y: 5 },
      ],
    );
    const rocket = used(battle, 'soldier-1', 'rocket_launcher', { x: 5, y: 5 });
    expect(unit(rocket.battle, 'soldier-1').ap).toBe(0);
    // The hostiles stand still this time (no AP): the scoring AI would otherwise down a lone Heavy.
    const idle = {
      ...rocket.battle,
      units: rocket.battle.units.map((u) => (u.type === 'enemy' ? { ...u, ap: 0, maxAp: 0 } : u)),
    };
    const back = runEnemyTurn(idle).battle;
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

describe('every ability, table-driven from content', () => {
  /**
   * A veteran of a class that has the ability, beside a hurt ally, a downed ally and a hostile next to
   * it (so each kind of target exists); the ability aimed at its first valid target.
   */
  // The frag grenade belongs to no class (an item grants it): ability-areas.test.ts plays it.
  it.each(ABILITIES.filter((a) => a.id !== 'grenade').map((a) => [a.id, a] as const))(
    '%s spends its AP (all of it when it ends the turn) and starts its cooldown',
    (_, ability) => {
      const classId = CLASSES.find((c) => c.abilities.some((slot) => slot.abilityId === ability.id))?.id;
      if (!classId) throw new Error(`no class has ${ability.id}`);
      const battle = field(
        [veteran(classId, 5, 9), veteran('heavy', 4, 9, { hp: 1 }), veteran('ranger', 5, 10, { hp: 0 })],
        [{ x: 5, y: 8 }],
      );
      const target = validTargets(battle, 'soldier-1', ability.id)[0];
      if (!target) throw new Error(`${ability.id} has no target`);
      const step = used(battle, 'soldier-1', ability.id, ability.battle.targeting === 'none' ? {} : target);
      const caster = unit(step.battle, 'soldier-1');
      const owned = caster.abilities.find((a) => a.id === ability.id);
      expect(step.log[0]).toMatchObject({ kind: 'abilityUsed', abilityId: ability.id });
      expect(owned?.currentCooldown).toBe(ability.cooldown);
      if (ability.id !== 'serial_killer')
        expect(caster.ap).toBe(ability.endsTurn ? 0 : unit(battle, 'soldier-1').ap - ability.apCost);
      if (ability.usesPerMission !== null) expect(owned?.usesRemaining).toBe(ability.usesPerMission - 1);
    },
  );
});

/**
 * Issue 33's rules that make skill decide the battle (GAME_RULES §14 "Positions that decide"): the
 * sniper rifle's shot takes both AP, an exposed hit deals 1 more, a hostile's watch fires at a soldier
 * about to shoot, and a grenadier throws only where a blast catches two soldiers. Concealment, noise
 * and ambush are in pods.test.ts, the objectives' alarm and contest in objectives.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { BATTLE_RULES } from '../content/battle';
import { applyBattleAction } from './apply';
import { planEnemy } from './enemy-ai';
import { must, refusal } from './play.fixture';
import { scenario, unit } from './scenario.fixture';

describe('weapons trade something (issue 33)', () => {
  it('the sniper rifle cannot fire after moving: its shot takes both AP', () => {
    const battle = scenario({
      soldiers: [
        { x: 5, y: 9, weapon: 'sniper' },
        { x: 8, y: 11 },
      ],
      enemies: [{ x: 5, y: 4 }],
    });
    expect(unit(battle, 'soldier-1').shotAp).toBe(2);
    const moved = must(battle, { type: 'select', unitId: 'soldier-1' }, { type: 'move', x: 5, y: 8 });
    expect(refusal(moved, { type: 'shoot', x: 5, y: 4 })).not.toBe('');
    const shot = must(battle, { type: 'select', unitId: 'soldier-1' }, { type: 'shoot', x: 5, y: 4 });
    expect(unit(shot, 'soldier-1').ap).toBe(0);
    // The assault rifle still moves and shoots.
    const rifle = scenario({
      soldiers: [
        { x: 5, y: 9 },
        { x: 8, y: 11 },
      ],
      enemies: [{ x: 5, y: 4 }],
    });
    const after = must(
      rifle,
      { type: 'select', unitId: 'soldier-1' },
      { type: 'move', x: 5, y: 8 },
      { type: 'shoot', x: 5, y: 4 },
    );
    expect(unit(after, 'soldier-1').ap).toBe(0);
  });

  it('every reach is within sight (issue 35 item 14): Overwatch 7, the marksman 7', () => {
    expect(BATTLE_RULES.sightRange).toBe(7);
    expect(BATTLE_RULES.overwatchRange).toBe(7);
  });
});

describe('the cost of the open (issue 33)', () => {
  /** The first seed whose shot from (5, 9) at the hostile at (5, 5) hits, and its damage facts. */
  function firstHit(cover: 'none' | 'half') {
    for (let seed = 1; seed < 80; seed++) {
      const battle = scenario({
        soldiers: [{ x: 5, y: 9 }],
        enemies: [{ x: 5, y: 5, hp: 9 }],
        cover: cover === 'none' ? [] : [{ x: 5, y: 5, cover }],
        seed,
      });
      const step = applyBattleAction(must(battle, { type: 'select', unitId: 'soldier-1' }), {
        type: 'shoot',
        x: 5,
        y: 5,
      });
      if (!step.ok) throw new Error('shot refused');
      const shot = step.log.find((e) => e.kind === 'shot');
      if (shot?.kind === 'shot' && shot.hit) return { shot, hpLeft: unit(step.battle, 'enemy-1').hp };
    }
    throw new Error('never hit');
  }

  it('a hit on a target in the open is an exposed hit: 1 more damage than the weapon rolled', () => {
    expect(BATTLE_RULES.exposedDamageBonus).toBe(1);
    const open = firstHit('none');
    expect(open.shot.exposed).toBe(true);
    // The assault rifle rolls 1–2; exposed, 2–3 off 9 HP.
    expect(open.hpLeft).toBeGreaterThanOrEqual(6);
    expect(open.hpLeft).toBeLessThanOrEqual(7);
    const covered = firstHit('half');
    expect(covered.shot.exposed).toBeUndefined();
    expect(covered.hpLeft).toBeGreaterThanOrEqual(7);
  });
});

describe('an enemy that uses its kit (issue 33)', () => {
  it('a hostile on Overwatch fires at a soldier about to shoot in its range and sight', () => {
    const battle = scenario({
      soldiers: [
        { x: 5, y: 9 },
        { x: 8, y: 11 },
      ],
      enemies: [{ x: 5, y: 5, hp: 9 }],
    });
    const watching = {
      ...battle,
      units: battle.units.map((u) => (u.type === 'enemy' ? { ...u, onOverwatch: true } : u)),
    };
    const selected = must(watching, { type: 'select', unitId: 'soldier-1' });
    const step = applyBattleAction(selected, { type: 'shoot', x: 5, y: 5 });
    if (!step.ok) throw new Error('shot refused');
    const shots = step.log.filter((e) => e.kind === 'shot');
    expect(shots[0]).toMatchObject({ shooterId: 'enemy-1', targetId: 'soldier-1', reaction: true });
    expect(unit(step.battle, 'enemy-1').onOverwatch).toBe(false);
  });

  it('a grenadier throws where the blast catches two soldiers, and shoots a lone one', () => {
    const lone = scenario({ soldiers: [{ x: 5, y: 9 }], enemies: [{ x: 5, y: 5, type: 'grenadier' }] });
    expect(planEnemy(lone, unit(lone, 'enemy-1')).action.kind).not.toBe('blast');
    const pair = scenario({
      soldiers: [
        { x: 5, y: 9 },
        { x: 6, y: 9 },
      ],
      enemies: [{ x: 5, y: 5, type: 'grenadier' }],
    });
    expect(planEnemy(pair, unit(pair, 'enemy-1')).action.kind).toBe('blast');
  });
});

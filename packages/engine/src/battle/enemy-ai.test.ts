/**
 * The scoring enemy AI (enemy-ai.ts, issue 24): what it chooses, by weight, from content
 * (content/hostiles.ts weights, content/battle.ts numbers). Each type's own behaviour is in
 * hostile-types.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { HOSTILE_DIFFICULTY_WEIGHTS, HOSTILE_TYPES, hostileWeights } from '../content/hostiles';
import { enemyStep, planEnemy, runEnemyTurn } from './enemy-ai';
import { manhattan, tileIndex, tilePoint } from './map';
import { must, said } from './play.fixture';
import { scenario, unit } from './scenario.fixture';

describe('enemy AI', () => {
  it('shoots a soldier in range and sight, else closes in, else holds', () => {
    const inRange = scenario({ soldiers: [{ x: 5, y: 9 }], enemies: [{ x: 5, y: 4 }] });
    expect(planEnemy(inRange, unit(inRange, 'enemy-1')).action).toEqual({ kind: 'shoot', targetId: 'soldier-1' });
    const far = scenario({ soldiers: [{ x: 0, y: 11 }], enemies: [{ x: 11, y: 0 }] });
    const closing = planEnemy(far, unit(far, 'enemy-1'));
    expect(closing.action).toEqual({ kind: 'hold' });
    const [move] = closing.moves;
    expect(move && manhattan(move, { x: 0, y: 11 })).toBeLessThan(manhattan({ x: 11, y: 0 }, { x: 0, y: 11 }));
    const pinned = scenario({ soldiers: [{ x: 0, y: 11 }], enemies: [{ x: 11, y: 0 }] });
    const stuck = { ...unit(pinned, 'enemy-1'), mobility: 0 };
    expect(planEnemy({ ...pinned, units: [unit(pinned, 'soldier-1'), stuck] }, stuck)).toMatchObject({
      moves: [],
      action: { kind: 'hold' },
    });
  });

  it('prefers the firing position with cover, and each enemy acts once with all its AP', () => {
    const battle = scenario({
      soldiers: [{ x: 5, y: 9 }],
      enemies: [{ x: 5, y: 3 }],
      cover: [{ x: 5, y: 4, cover: 'full' }],
    });
    const plan = planEnemy(battle, unit(battle, 'enemy-1'));
    expect(plan).toMatchObject({ moves: [{ x: 5, y: 4, ap: 1 }], action: { kind: 'shoot', targetId: 'soldier-1' } });
    const enemyTurn = must(battle, { type: 'endTurn' });
    const step = enemyStep(enemyTurn);
    if (!step.ok) throw new Error(said(step.error));
    expect(unit(step.battle, 'enemy-1')).toMatchObject({ x: 5, y: 4, ap: 0 });
    expect(step.battle.side).toBe('player');
  });

  it('weighs a kill against a likelier hit by its kill weight', () => {
    // A wounded soldier in half cover against a healthy one in the open, both in range.
    const battle = scenario({
      soldiers: [
        { x: 3, y: 8, hp: 1 },
        { x: 7, y: 8 },
      ],
      enemies: [{ x: 5, y: 4 }],
      cover: [{ x: 3, y: 8, cover: 'half' }],
    });
    const enemy = { ...unit(battle, 'enemy-1'), mobility: 0 };
    const units = battle.units.map((u) => (u.id === enemy.id ? enemy : u));
    const fixed = { ...battle, units };
    const weights = hostileWeights('trooper', 'medium');
    expect(planEnemy(fixed, enemy, { ...weights, kill: 0 }).action).toEqual({ kind: 'shoot', targetId: 'soldier-2' });
    expect(planEnemy(fixed, enemy, { ...weights, kill: 40 }).action).toEqual({ kind: 'shoot', targetId: 'soldier-1' });
  });

  it('retreats to cover when wounded and exposed, by its wounded-danger weight', () => {
    const wall = [2, 3, 4, 5, 6, 7, 8].map((x) => ({ x, y: 2, cover: 'full' as const }));
    const spec = (hp?: number) =>
      scenario({
        soldiers: [
          { x: 3, y: 8 },
          { x: 4, y: 8 },
          { x: 6, y: 8 },
          { x: 7, y: 8 },
        ],
        // A healthy hostile far off still holds the line (the last ones standing fight on).
        enemies: [
          { x: 5, y: 5, hp },
          { x: 11, y: 0 },
        ],
        cover: wall,
      });
    const healthy = spec();
    expect(planEnemy(healthy, unit(healthy, 'enemy-1')).action.kind).toBe('shoot');
    const wounded = spec(1);
    const plan = planEnemy(wounded, unit(wounded, 'enemy-1'));
    expect(plan.action).toEqual({ kind: 'hold' });
    // Two AP of running, onto the wall or behind it, instead of a shot from the open.
    expect(plan.moves).toMatchObject([{ ap: 2 }]);
    expect(plan.moves[0]?.y).toBeLessThanOrEqual(2);
    // Without the wounded weight it stands and shoots.
    const weights = { ...hostileWeights('trooper', 'medium'), woundedDanger: 1 };
    expect(planEnemy(wounded, unit(wounded, 'enemy-1'), weights).action.kind).toBe('shoot');
    // Alone and wounded, it fights on.
    const alone = { ...wounded, units: wounded.units.filter((u) => u.id !== 'enemy-2') };
    expect(planEnemy(alone, unit(alone, 'enemy-1')).action.kind).toBe('shoot');
    // A healthy hostile whose pod has not seen the squad holds no line: it fights on too.
    const unaware = {
      ...wounded,
      units: wounded.units.map((u) => (u.id === 'enemy-2' ? { ...u, alerted: false } : u)),
    };
    expect(planEnemy(unaware, unit(unaware, 'enemy-1')).action.kind).toBe('shoot');
  });

  it('counts cover only on a tile a soldier sees: out of sight it leaves its cover to close in', () => {
    // A marksman on full cover behind a wall, out of the soldier's sight; a healthy ally keeps it honest.
    const wall = [3, 4, 5, 6, 7].map((x) => ({ x, y: 5, cover: 'full' as const }));
    const battle = scenario({
      soldiers: [{ x: 5, y: 9 }],
      enemies: [{ x: 5, y: 2, type: 'marksman' }],
      cover: [...wall, { x: 5, y: 2, cover: 'full' }],
    });
    const plan = planEnemy(battle, unit(battle, 'enemy-1'));
    const end = plan.moves.at(-1);
    expect(end && manhattan(end, { x: 5, y: 9 })).toBeLessThan(manhattan({ x: 5, y: 2 }, { x: 5, y: 9 }));
  });

  it('plays the objective by its objective weight: it makes for a hold zone and for the extraction tiles', () => {
    // Out of the soldier's sight, the zone to its west and the soldier to its south.
    const zone = [tileIndex(1, 4), tileIndex(2, 4), tileIndex(1, 5), tileIndex(2, 5)];
    const exit = [tileIndex(0, 0), tileIndex(1, 0), tileIndex(2, 0)];
    for (const [kind, tiles] of [
      ['hold', zone],
      ['extract', exit],
    ] as const) {
      const base = scenario({ soldiers: [{ x: 9, y: 11 }], enemies: [{ x: 7, y: 1 }] });
      const battle = { ...base, objective: { kind, tiles: [...tiles], turnsNeeded: 3, turnsHeld: 0 } };
      const enemy = unit(battle, 'enemy-1');
      const gap = (at: { x: number; y: number }) => Math.min(...tiles.map((t) => manhattan(at, tilePoint(t))));
      // Its watch (issue 33) left aside: this compares the objective weight alone.
      const weights = { ...hostileWeights('trooper', 'medium'), overwatch: 0 };
      const playing = planEnemy(battle, enemy, weights).moves.at(-1) ?? enemy;
      const ignoring = planEnemy(battle, enemy, { ...weights, objective: 0 }).moves.at(-1) ?? enemy;
      expect(gap(playing), kind).toBeLessThan(gap(ignoring));
    }
  });

  it('shoots the soldier on the zone before an equal one off it, by its contest weight', () => {
    const base = scenario({
      soldiers: [
        { x: 3, y: 8 },
        { x: 7, y: 8 },
      ],
      enemies: [{ x: 5, y: 4 }],
    });
    const zone = [tileIndex(7, 8), tileIndex(8, 8), tileIndex(7, 9), tileIndex(8, 9)];
    const battle = { ...base, objective: { kind: 'hold' as const, tiles: zone, turnsNeeded: 3, turnsHeld: 0 } };
    const enemy = { ...unit(battle, 'enemy-1'), mobility: 0 };
    const fixed = { ...battle, units: battle.units.map((u) => (u.id === enemy.id ? enemy : u)) };
    const weights = hostileWeights('trooper', 'medium');
    expect(planEnemy(fixed, enemy, { ...weights, contest: 0 }).action).toEqual({
      kind: 'shoot',
      targetId: 'soldier-1',
    });
    expect(planEnemy(fixed, enemy, weights).action).toEqual({ kind: 'shoot', targetId: 'soldier-2' });
  });

  it('does not watch twice running: a watch nobody walked into is given up for a shot or a move', () => {
    const battle = scenario({
      soldiers: [{ x: 5, y: 9 }],
      enemies: [{ x: 5, y: 1, type: 'marksman' }],
      cover: [{ x: 5, y: 9, cover: 'full' }],
    });
    expect(planEnemy(battle, unit(battle, 'enemy-1')).action).toEqual({ kind: 'overwatch' });
    // The soldier stays put through a whole turn: the watch is still standing when the marksman acts again.
    const first = runEnemyTurn(must(battle, { type: 'endTurn' })).battle;
    expect(unit(first, 'enemy-1').onOverwatch).toBe(true);
    const second = runEnemyTurn(must(first, { type: 'endTurn' }));
    expect(second.log).not.toContainEqual(expect.objectContaining({ kind: 'abilityUsed', unitId: 'enemy-1' }));
    expect(unit(second.battle, 'enemy-1').onOverwatch).toBe(false);
  });

  it('never weighs a part negatively (the AI passes over a tile before its danger only on that ground)', () => {
    for (const type of Object.values(HOSTILE_TYPES)) {
      for (const difficulty of Object.keys(HOSTILE_DIFFICULTY_WEIGHTS)) {
        const weights = hostileWeights(type.id, difficulty as keyof typeof HOSTILE_DIFFICULTY_WEIGHTS);
        for (const value of Object.values(weights)) expect(value).toBeGreaterThanOrEqual(0);
      }
    }
  });

  it('scales every type’s weights by the difficulty, from content', () => {
    for (const type of Object.values(HOSTILE_TYPES)) {
      for (const [difficulty, scale] of Object.entries(HOSTILE_DIFFICULTY_WEIGHTS)) {
        const weights = hostileWeights(type.id, difficulty as keyof typeof HOSTILE_DIFFICULTY_WEIGHTS);
        for (const [key, value] of Object.entries(type.weights)) {
          expect(weights[key as keyof typeof weights]).toBe((value * scale[key as keyof typeof scale]) / 100);
        }
      }
    }
  });
});

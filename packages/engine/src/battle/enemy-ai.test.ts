/** The enemy (enemy-ai.ts): shoot, else advance, else skip; cover preferred. Numbers come from content (content/battle.ts, abilities, equipment). */
import { describe, expect, it } from 'vitest';
import { enemyIntent, enemyStep } from './enemy-ai';
import { must, said } from './play.fixture';
import { scenario, unit } from './scenario.fixture';

describe('enemy AI', () => {
  it('shoots a soldier in range and sight, else advances on the nearest, else skips', () => {
    const inRange = scenario({ soldiers: [{ x: 5, y: 9 }], enemies: [{ x: 5, y: 4 }] });
    expect(enemyIntent(inRange, unit(inRange, 'enemy-1'))).toMatchObject({ kind: 'shoot', targetId: 'soldier-1' });
    const far = scenario({ soldiers: [{ x: 0, y: 11 }], enemies: [{ x: 11, y: 0 }] });
    expect(enemyIntent(far, unit(far, 'enemy-1'))).toEqual({ kind: 'advance', targetId: 'soldier-1' });
    const boxed = scenario({
      soldiers: [
        { x: 0, y: 11 },
        { x: 11, y: 2 },
        { x: 10, y: 1 },
      ],
      enemies: [{ x: 11, y: 1 }],
      cover: [{ x: 9, y: 1, cover: 'full' }],
    });
    const walled = {
      ...boxed,
      units: boxed.units.map((u) => (u.id === 'soldier-2' || u.id === 'soldier-3' ? { ...u, hp: 0 } : u)),
    };
    expect(enemyIntent(walled, unit(walled, 'enemy-1'))).toEqual({ kind: 'skip' });
  });

  it('prefers the firing position with cover, and each enemy acts once with all its AP', () => {
    const battle = scenario({
      soldiers: [{ x: 5, y: 9 }],
      enemies: [{ x: 5, y: 3 }],
      cover: [{ x: 4, y: 4, cover: 'half' }],
    });
    const intent = enemyIntent(battle, unit(battle, 'enemy-1'));
    expect(intent).toMatchObject({ kind: 'shoot', x: 4, y: 4 });
    const enemyTurn = must(battle, { type: 'endTurn' });
    const step = enemyStep(enemyTurn);
    if (!step.ok) throw new Error(said(step.error));
    expect(unit(step.battle, 'enemy-1')).toMatchObject({ x: 4, y: 4, ap: 0 });
    expect(step.battle.side).toBe('player');
  });
});

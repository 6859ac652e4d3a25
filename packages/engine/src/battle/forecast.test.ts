import { describe, expect, it } from 'vitest';
import { sampleInput, sampleSquad } from '../tools/simulate-battle';
import { applyBattleAction } from './apply';
import { createBattle } from './create';
import { runEnemyTurn } from './enemy-ai';
import { forecastEnemyTurn } from './forecast';
import type { BattleLogEvent } from './log';
import { scenario } from './scenario.fixture';
import type { BattleState } from './types';

function endTurn(battle: BattleState) {
  const step = applyBattleAction(battle, { type: 'endTurn' });
  if (!step.ok) throw new Error(step.error.code);
  return runEnemyTurn(step.battle).log;
}

/** Each hostile's moves and shot as the enemy turn actually played them. */
function played(log: readonly BattleLogEvent[], enemyId: string) {
  const moves = log
    .filter((e) => e.kind === 'moved' && e.unitId === enemyId)
    .map((e) => e.kind === 'moved' && { x: e.x, y: e.y });
  const shot = log.find((e) => e.kind === 'shot' && e.shooterId === enemyId);
  return { moves, shot: shot?.kind === 'shot' ? { targetId: shot.targetId, chance: shot.chance } : null };
}

describe('enemy forecast', () => {
  it('names each hostile’s path, target and odds exactly as its turn then plays them, unless a roll decides', () => {
    let checked = 0;
    for (let seed = 1; seed <= 60; seed++) {
      const battle = createBattle(sampleInput('hard', sampleSquad(4, 400)), seed);
      const before = JSON.stringify(battle);
      const forecast = forecastEnemyTurn(battle);
      // Asking draws nothing and changes nothing.
      expect(JSON.stringify(battle)).toBe(before);
      expect(forecast.map((f) => f.enemyId)).toEqual(battle.units.filter((u) => u.type === 'enemy').map((u) => u.id));
      const log = endTurn(battle);
      for (const one of forecast) {
        if (one.rollDecides) continue;
        checked += 1;
        expect(played(log, one.enemyId), `seed ${seed} ${one.enemyId}`).toEqual({
          moves: one.path.slice(1),
          shot: one.shot,
        });
      }
    }
    expect(checked).toBeGreaterThan(100);
  });

  it('says a roll decides once an earlier hostile’s shot could down a soldier', () => {
    const battle = scenario({
      soldiers: [{ x: 5, y: 9, hp: 1 }],
      enemies: [
        { x: 5, y: 5 },
        { x: 6, y: 5 },
      ],
    });
    const [first, second] = forecastEnemyTurn(battle);
    expect(first).toMatchObject({ enemyId: 'enemy-1', shot: { targetId: 'soldier-1' }, rollDecides: false });
    expect(second).toMatchObject({ enemyId: 'enemy-2', rollDecides: true });
  });

  it('says nothing once the battle is over', () => {
    const battle = scenario({ soldiers: [{ x: 5, y: 9 }], enemies: [{ x: 5, y: 5 }] });
    expect(forecastEnemyTurn({ ...battle, status: 'victory' })).toEqual([]);
  });
});

/**
 * The scripted battle commander (battle-commander.ts): it plays like a thoughtful player, and it
 * stays a pure function of the battle, so a fought battle replays from its actions exactly.
 */
import { describe, expect, it } from 'vitest';
import { applyBattleAction } from '../battle/apply';
import { createBattle } from '../battle/create';
import { runEnemyTurn } from '../battle/enemy-ai';
import { manhattan } from '../battle/map';
import { battleChecksum, recordBattle } from '../battle/replay';
import { scenario, unit } from '../battle/scenario.fixture';
import { commandTurn, fightBattle, nextCommanderAction } from './battle-commander';
import { sampleInput, sampleSquad, templatesFor } from './simulate-battle';

describe('the battle commander', () => {
  it('searches for an alerted hostile out of sight instead of watching for it (issue 24: no stalls)', () => {
    // A hostile that knows of the soldier, behind a wall: nothing to shoot, nothing shooting back.
    const wall = [3, 4, 5, 6, 7].map((x) => ({ x, y: 5, cover: 'full' as const }));
    const battle = scenario({
      soldiers: [{ x: 5, y: 9 }],
      enemies: [{ x: 5, y: 2 }],
      cover: [...wall, { x: 5, y: 9, cover: 'half' }],
    });
    const { actions, battle: after } = commandTurn(battle);
    expect(actions.some((a) => a.type === 'ability' && a.abilityId === 'overwatch')).toBe(false);
    expect(actions.some((a) => a.type === 'move')).toBe(true);
    expect(manhattan(unit(after, 'soldier-1'), { x: 5, y: 2 })).toBeLessThan(7);
  });

  it('shoots with its last AP rather than walk to a tile whose shot it could not take this turn', () => {
    // One AP left and a 1-HP hostile at the edge of sight: the tile a step closer shoots better, but
    // reaching it spends the AP the shot needs.
    const base = scenario({ soldiers: [{ x: 5, y: 9 }], enemies: [{ x: 5, y: 2, hp: 1 }] });
    const battle = { ...base, units: base.units.map((u) => (u.id === 'soldier-1' ? { ...u, ap: 1 } : u)) };
    const { actions } = commandTurn(battle);
    expect(actions.filter((a) => a.type !== 'select')[0]).toMatchObject({ type: 'shoot', x: 5, y: 2 });
  });

  it('fights the same battle twice from a seed, and its actions replay to the same checksum', () => {
    for (const difficulty of ['medium', 'hard'] as const) {
      const templates = templatesFor(difficulty);
      for (let seed = 1; seed <= 3; seed++) {
        const input = sampleInput(difficulty, sampleSquad(4, 250), templates[seed % templates.length] ?? null);
        const first = fightBattle(input, seed);
        const second = fightBattle(input, seed);
        expect(second.actions).toEqual(first.actions);
        const replayed = recordBattle(input, seed, first.actions);
        expect(replayed.ok && battleChecksum(replayed.battle)).toBe(battleChecksum(first.battle));
      }
    }
  });

  it('ends the battles that ran to the 60-turn limit before it searched (seeds of simulate:battle)', () => {
    const stalled = { medium: [40, 44, 97, 112], hard: [38, 48, 72, 93] } as const;
    for (const difficulty of ['medium', 'hard'] as const) {
      const templates = templatesFor(difficulty);
      for (const seed of stalled[difficulty]) {
        const input = sampleInput(difficulty, sampleSquad(4, 250), templates[seed % templates.length] ?? null);
        expect(fightBattle(input, seed).battle.aborted, `${difficulty} seed ${seed}`).toBe(false);
      }
    }
  });

  it('played one answer at a time (a kept battle), ends its turn when its plan is selects alone', () => {
    // Overwatch cools down (issue 24), so a soldier often has nothing to do: taking only the plan's
    // first action would select two idle soldiers in turn for ever. Every battle must end instead.
    for (const difficulty of ['medium', 'hard'] as const) {
      const templates = templatesFor(difficulty);
      for (let seed = 1; seed <= 6; seed++) {
        const input = sampleInput(difficulty, sampleSquad(4, 250), templates[seed % templates.length] ?? null);
        let battle = createBattle(input, seed);
        for (let step = 0; step < 3000 && battle.status === 'playing' && battle.turn <= 60; step++) {
          const next = applyBattleAction(battle, nextCommanderAction(battle));
          if (!next.ok) throw new Error(`${difficulty} seed ${seed}: ${JSON.stringify(next.error)}`);
          battle = next.battle;
          if (battle.side === 'enemy') battle = runEnemyTurn(battle).battle;
        }
        expect(battle.status, `${difficulty} seed ${seed}`).not.toBe('playing');
      }
    }
  });
});

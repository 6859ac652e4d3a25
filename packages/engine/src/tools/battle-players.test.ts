/**
 * Issue 33 item 6: the panel's careless and careful players play as their descriptions say, and
 * only legal moves (each battle they fight replays from its actions).
 */
import { describe, expect, it } from 'vitest';
import { manhattan } from '../battle/map';
import { recordBattle } from '../battle/replay';
import { scenario, unit } from '../battle/scenario.fixture';
import { fightBattle } from './battle-commander';
import { carefulTurn, carelessTurn } from './battle-players';
import { sampleInput, sampleSquad } from './simulate-battle';

describe('the panel’s battle players', () => {
  it('careless: shoots the hostile in sight at poor odds rather than look for a better tile', () => {
    // A hostile six tiles away in full cover: a poor shot, and the careless player takes it.
    const battle = scenario({
      soldiers: [{ x: 5, y: 9 }],
      enemies: [{ x: 5, y: 3 }],
      cover: [{ x: 5, y: 3, cover: 'full' }],
    });
    const { actions } = carelessTurn(battle);
    expect(actions.filter((a) => a.type !== 'select')[0]).toMatchObject({ type: 'shoot', x: 5, y: 3 });
  });

  it('careless: with nothing in sight walks straight at the hostiles on a kill-all battle', () => {
    const wall = [2, 3, 4, 5, 6, 7, 8].map((x) => ({ x, y: 5, cover: 'full' as const }));
    const battle = scenario({ soldiers: [{ x: 5, y: 9 }], enemies: [{ x: 5, y: 1 }], cover: wall });
    const { actions, battle: after } = carelessTurn(battle);
    expect(actions.some((a) => a.type === 'ability')).toBe(false);
    expect(manhattan(unit(after, 'soldier-1'), { x: 5, y: 1 })).toBeLessThan(8);
  });

  it('careful: heals a badly hurt ally in reach with a Medkit first', () => {
    const battle = scenario({
      soldiers: [
        { x: 5, y: 9, utility: 'medkit', classId: 'support' },
        { x: 6, y: 9, hp: 1 },
      ],
      enemies: [{ x: 5, y: 1 }],
    });
    const { actions } = carefulTurn(battle);
    expect(actions.filter((a) => a.type !== 'select')[0]).toMatchObject({ type: 'ability', abilityId: 'medkit' });
  });

  it('both fight medium battles to the end with legal actions, the careless one without abilities', () => {
    for (const [player, seed] of [
      [carelessTurn, 1],
      [carefulTurn, 2],
    ] as const) {
      const input = sampleInput('medium', sampleSquad(4, 250), 'raid');
      const fought = fightBattle(input, seed, 60, undefined, player);
      expect(fought.battle.status).not.toBe('playing');
      // Replaying the actions (enemy turns included) from the seed reaches the same end.
      const replayed = recordBattle(input, seed, fought.actions);
      expect(replayed.ok && replayed.battle.status).toBe(fought.battle.status);
      if (player === carelessTurn) expect(fought.actions.some((a) => a.type === 'ability')).toBe(false);
    }
  });
});

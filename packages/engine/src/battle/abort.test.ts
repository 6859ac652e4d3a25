/**
 * Aborting a battle (spec §2 battle screen; issue 26): a defeat that says the mission was called
 * off — never that the squad fell. The enemy's turn is one whole, decided when the commander ends
 * theirs (issue 21: the server rolls it at END TURN), so an abort comes on the commander's turn.
 */
import { describe, expect, it } from 'vitest';
import { sampleInput, sampleSquad } from '../tools/simulate-battle';
import { applyBattleAction } from './apply';
import { createBattle } from './create';
import { recordBattle } from './replay';
import type { BattleAction } from './types';

const input = sampleInput('hard', sampleSquad(4, 250));
const SEED = 7;

describe('abort', () => {
  it('logs the abort and a called-off end, not a fallen squad', () => {
    const step = applyBattleAction(createBattle(input, SEED), { type: 'abort' });
    if (!step.ok) throw new Error('abort refused');
    expect(step.log).toEqual([{ kind: 'missionAborted' }, { kind: 'battleEnded', victory: false, aborted: true }]);
    expect(step.battle.units.filter((u) => u.type === 'soldier').every((u) => u.hp > 0)).toBe(true);
  });

  it("is refused on the enemy's turn, like every other action: that turn is already decided", () => {
    const ended = applyBattleAction(createBattle(input, SEED), { type: 'endTurn' });
    if (!ended.ok) throw new Error('end turn refused');
    expect(applyBattleAction(ended.battle, { type: 'abort' })).toMatchObject({
      ok: false,
      error: { code: 'not_your_turn' },
    });
  });

  it('after END TURN replays with the whole enemy turn first, then the abort', () => {
    const actions: BattleAction[] = [{ type: 'endTurn' }, { type: 'abort' }];
    const recorded = recordBattle(input, SEED, actions);
    if (!recorded.ok) throw new Error('record refused');
    expect(recorded.battle).toMatchObject({ side: 'player', turn: 2, aborted: true, status: 'defeat' });
  });
});

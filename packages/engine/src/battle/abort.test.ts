/**
 * Aborting a battle (spec §2 battle screen; issue 26): a defeat that says the mission was called
 * off — never that the squad fell — and, on the enemy's turn, one that ends where the commander
 * pressed it: the enemies that had not moved yet do not move, and the replay agrees.
 */
import { describe, expect, it } from 'vitest';
import { sampleInput, sampleSquad } from '../tools/simulate-battle';
import { applyBattleAction } from './apply';
import { createBattle } from './create';
import { enemyStep } from './enemy-ai';
import { battleOutcome } from './outcome';
import { recordBattle, replayBattle, replayFrames } from './replay';
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

  it("on the enemy's turn ends the battle where it stands: no further enemy acts", () => {
    const ended = applyBattleAction(createBattle(input, SEED), { type: 'endTurn' });
    if (!ended.ok) throw new Error('end turn refused');
    const first = enemyStep(ended.battle);
    if (!first.ok) throw new Error('enemy step refused');
    expect(first.battle.side).toBe('enemy');
    const aborted = applyBattleAction(first.battle, { type: 'abort', enemySteps: 1 });
    if (!aborted.ok) throw new Error('abort refused on the enemy turn');
    expect(aborted.battle).toMatchObject({ status: 'defeat', aborted: true, side: 'enemy' });
    // Only the first enemy spent its AP; the others never acted.
    const enemiesWithAp = aborted.battle.units.filter((u) => u.type === 'enemy' && u.ap > 0);
    expect(enemiesWithAp.length).toBeGreaterThan(0);
  });

  it('still refuses every other action on the enemy turn', () => {
    const ended = applyBattleAction(createBattle(input, SEED), { type: 'endTurn' });
    if (!ended.ok) throw new Error('end turn refused');
    expect(applyBattleAction(ended.battle, { type: 'endTurn' })).toMatchObject({
      ok: false,
      error: { code: 'not_your_turn' },
    });
  });

  it('replays an abort on the enemy turn to the same battle the screen had, checksums and all', () => {
    const ended = applyBattleAction(createBattle(input, SEED), { type: 'endTurn' });
    if (!ended.ok) throw new Error('end turn refused');
    let live = ended.battle;
    for (let i = 0; i < 2; i++) {
      const step = enemyStep(live);
      if (!step.ok) throw new Error('enemy step refused');
      live = step.battle;
    }
    const onScreen = applyBattleAction(live, { type: 'abort', enemySteps: 2 });
    if (!onScreen.ok) throw new Error('abort refused');

    const actions: BattleAction[] = [{ type: 'endTurn' }, { type: 'abort', enemySteps: 2 }];
    const recorded = recordBattle(input, SEED, actions);
    if (!recorded.ok) throw new Error('record refused');
    expect(recorded.battle).toEqual(onScreen.battle);
    const replayed = replayBattle(input, SEED, recorded.entries);
    expect(replayed).toMatchObject({ ok: true });
    expect(battleOutcome(onScreen.battle)).toEqual(battleOutcome(recorded.battle));

    const frames = replayFrames(input, SEED, actions);
    if (!frames.ok) throw new Error('frames refused');
    // Opening, END TURN, the two enemy steps watched, the abort.
    expect(frames.frames).toHaveLength(5);
    expect(frames.frames.at(-1)?.battle).toEqual(onScreen.battle);
  });

  it('an abort on the player turn replays as before (the whole enemy turn first)', () => {
    const actions: BattleAction[] = [{ type: 'endTurn' }, { type: 'abort' }];
    const recorded = recordBattle(input, SEED, actions);
    if (!recorded.ok) throw new Error('record refused');
    expect(recorded.battle).toMatchObject({ side: 'player', turn: 2, aborted: true });
  });
});

/**
 * The golden battle (issue 25, item 3): a fixed input, seed and action list must end in one exact
 * battle. Unlike the property tests, which compare the engine with itself, this fails on any change
 * to what a battle produces — then the change is either a mistake or a rules change that bumps
 * RULES_VERSION (rules-fingerprint.test.ts) and updates these figures.
 */
import { describe, expect, it } from 'vitest';
import { GOLDEN_BATTLE_ACTIONS, GOLDEN_BATTLE_INPUT, GOLDEN_BATTLE_SEED } from './golden-battle.fixture';
import { battleOutcome } from './outcome';
import { battleChecksum, recordBattle, replayBattle } from './replay';

describe('the golden battle', () => {
  const recorded = recordBattle(GOLDEN_BATTLE_INPUT, GOLDEN_BATTLE_SEED, GOLDEN_BATTLE_ACTIONS);
  if (!recorded.ok) throw new Error(`the golden battle is refused: ${JSON.stringify(recorded.error)}`);
  const { battle, entries } = recorded;

  it('ends with one checksum after the same draws', () => {
    expect([battleChecksum(battle), battle.draws, battle.turn, entries.length]).toEqual(['de5154e0', 185, 17, 88]);
  });

  it('ends in one outcome: a defeat on turn 17 with no soldier standing (issue 33: concealment, exposed hits, the 2-AP sniper rifle, hostiles that watch)', () => {
    expect(battleOutcome(battle)).toEqual({
      victory: false,
      aborted: false,
      turns: 17,
      soldiers: [
        { soldierId: 'soldier-1', survived: false, finalHp: 0, maxHp: 5, kills: 0, experienceGained: 0 },
        { soldierId: 'soldier-2', survived: false, finalHp: 0, maxHp: 5, kills: 1, experienceGained: 0 },
        { soldierId: 'soldier-3', survived: false, finalHp: 0, maxHp: 5, kills: 2, experienceGained: 0 },
        { soldierId: 'soldier-4', survived: false, finalHp: 0, maxHp: 5, kills: 0, experienceGained: 0 },
      ],
      objective: 'eliminate',
      objectiveMet: null,
      rewards: { funds: 0, intel: 0, xp: 0 },
    });
  });

  it('replays from its log, every checksum agreeing', () => {
    const replayed = replayBattle(GOLDEN_BATTLE_INPUT, GOLDEN_BATTLE_SEED, entries);
    expect(replayed.ok && battleChecksum(replayed.battle)).toBe(battleChecksum(battle));
  });
});

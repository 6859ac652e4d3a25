/**
 * The golden battle of rules version 5, played by the frozen v5 rules: it must still end exactly where
 * 9844127 pinned it (battle/golden-battle.test.ts then). Copied from that commit; only the entry point added.
 *
 * The golden battle (issue 25, item 3): a fixed input, seed and action list must end in one exact
 * battle. Unlike the property tests, which compare the engine with itself, this fails on any change
 * to what a battle produces — and these rules are frozen, so nothing may change it.
 */
import { describe, expect, it } from 'vitest';
import { asCurrentStep, replayFrozenBattle } from '../frozen-battle-rules';
import { GOLDEN_BATTLE_ACTIONS, GOLDEN_BATTLE_INPUT, GOLDEN_BATTLE_SEED } from './golden-battle.fixture';
import { battleOutcome } from './outcome';
import { battleChecksum, recordBattle, replayBattle } from './replay';

describe('the golden battle of rules version 5', () => {
  const recorded = recordBattle(GOLDEN_BATTLE_INPUT, GOLDEN_BATTLE_SEED, GOLDEN_BATTLE_ACTIONS);
  if (!recorded.ok) throw new Error(`the golden battle is refused: ${JSON.stringify(recorded.error)}`);
  const { battle, entries } = recorded;

  it('ends with one checksum after the same draws', () => {
    expect([battleChecksum(battle), battle.draws, battle.turn, entries.length]).toEqual(['351031ac', 171, 13, 92]);
  });

  it('ends in one outcome: a victory on turn 13 with one soldier standing (issue 24: hostile types, pods, flanking)', () => {
    expect(battleOutcome(battle)).toEqual({
      victory: true,
      aborted: false,
      turns: 13,
      soldiers: [
        { soldierId: 'soldier-1', survived: false, finalHp: 0, kills: 1, experienceGained: 0 },
        { soldierId: 'soldier-2', survived: true, finalHp: 5, kills: 1, experienceGained: 60 },
        { soldierId: 'soldier-3', survived: false, finalHp: 0, kills: 0, experienceGained: 0 },
        { soldierId: 'soldier-4', survived: false, finalHp: 0, kills: 2, experienceGained: 0 },
      ],
      objective: 'eliminate',
      objectiveMet: 'eliminate',
      rewards: { funds: 8000, intel: 15, xp: 60 },
    });
  });

  it('replays from its log, every checksum agreeing', () => {
    const replayed = replayBattle(GOLDEN_BATTLE_INPUT, GOLDEN_BATTLE_SEED, entries);
    expect(replayed.ok && battleChecksum(replayed.battle)).toBe(battleChecksum(battle));
  });

  it('plays the same through replayFrozenBattle(5): the same outcome, checksums and a frame per step', () => {
    const replayed = replayFrozenBattle(5, GOLDEN_BATTLE_INPUT, GOLDEN_BATTLE_SEED, GOLDEN_BATTLE_ACTIONS);
    if (!replayed.ok) throw new Error('refused');
    expect(replayed.outcome).toEqual(battleOutcome(battle));
    expect(replayed.entries).toEqual(entries);
    expect(replayed.frames[0]?.action).toBeNull();
    expect(replayed.frames.at(-1)?.battle.status).toBe('victory');
    expect(replayed.frames.filter((f) => f.action !== null)).toHaveLength(GOLDEN_BATTLE_ACTIONS.length);
    expect(replayed.frames.some((f) => 'rng' in f.battle)).toBe(false);
    // Read by today's screens, every unit keeps what it had: the frames play as they were kept.
    expect(replayed.frames.map(asCurrentStep).map((f) => f.battle.units)).toEqual(
      replayed.frames.map((f) => f.battle.units),
    );
  });
});

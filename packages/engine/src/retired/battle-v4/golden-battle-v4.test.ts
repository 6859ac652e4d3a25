/**
 * The golden battle of rules version 4, played by the frozen v4 rules: it must still end exactly where
 * c404ea4 pinned it (golden-battle.test.ts then). Copied from that commit; only the entry point added.
 *
 * The golden battle (issue 25, item 3): a fixed input, seed and action list must end in one exact
 * battle. Unlike the property tests, which compare the engine with itself, this fails on any change
 * to what a battle produces — then the change is either a mistake or a rules change that bumps
 * RULES_VERSION (rules-fingerprint.test.ts) and updates these figures.
 */
import { describe, expect, it } from 'vitest';
import { asCurrentStep } from '../../battle/kept-frames';
import { replayFrozenBattle } from '../frozen-battle-rules';
import { GOLDEN_BATTLE_ACTIONS, GOLDEN_BATTLE_INPUT, GOLDEN_BATTLE_SEED } from './golden-battle.fixture';
import { battleOutcome } from './outcome';
import { battleChecksum, recordBattle, replayBattle } from './replay';

describe('the golden battle', () => {
  const recorded = recordBattle(GOLDEN_BATTLE_INPUT, GOLDEN_BATTLE_SEED, GOLDEN_BATTLE_ACTIONS);
  if (!recorded.ok) throw new Error(`the golden battle is refused: ${JSON.stringify(recorded.error)}`);
  const { battle, entries } = recorded;

  it('ends with one checksum after the same draws', () => {
    expect([battleChecksum(battle), battle.draws, battle.turn, entries.length]).toEqual(['7c053ca3', 172, 16, 108]);
  });

  it('ends in one outcome: a victory with one survivor', () => {
    expect(battleOutcome(battle)).toEqual({
      victory: true,
      aborted: false,
      turns: 16,
      soldiers: [
        { soldierId: 'soldier-1', survived: true, finalHp: 4, kills: 4, experienceGained: 90 },
        { soldierId: 'soldier-2', survived: false, finalHp: 0, kills: 0, experienceGained: 0 },
        { soldierId: 'soldier-3', survived: false, finalHp: 0, kills: 0, experienceGained: 0 },
        { soldierId: 'soldier-4', survived: false, finalHp: 0, kills: 0, experienceGained: 0 },
      ],
      rewards: { funds: 8000, intel: 15, xp: 90 },
    });
  });

  it('replays from its log, every checksum agreeing', () => {
    const replayed = replayBattle(GOLDEN_BATTLE_INPUT, GOLDEN_BATTLE_SEED, entries);
    expect(replayed.ok && battleChecksum(replayed.battle)).toBe(battleChecksum(battle));
  });

  it('plays the same through replayFrozenBattle: the same outcome and a frame per step', () => {
    const replayed = replayFrozenBattle(GOLDEN_BATTLE_INPUT, GOLDEN_BATTLE_SEED, GOLDEN_BATTLE_ACTIONS);
    if (!replayed.ok) throw new Error('refused');
    expect(replayed.outcome).toEqual(battleOutcome(battle));
    expect(replayed.frames[0]?.action).toBeNull();
    expect(replayed.frames.at(-1)?.battle.status).toBe('victory');
    expect(replayed.frames.filter((f) => f.action !== null)).toHaveLength(GOLDEN_BATTLE_ACTIONS.length);
    expect(replayed.frames.some((f) => 'rng' in f.battle)).toBe(false);
    // Read by today's screens, a v4 hostile has no type and has announced no blast.
    const read = replayed.frames.map(asCurrentStep);
    expect(read.flatMap((f) => f.battle.units).every((u) => u.hostileType === null && u.announcedBlast === null)).toBe(
      true,
    );
    expect(read.map((f) => f.battle.units.map((u) => u.hp))).toEqual(
      replayed.frames.map((f) => f.battle.units.map((u) => u.hp)),
    );
  });
});

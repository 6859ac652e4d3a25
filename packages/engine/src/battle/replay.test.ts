/** Replays (replay.ts): seed + actions give the same battle; the first divergence is named. Numbers come from content (content/battle.ts, abilities, equipment). */
/** Replays (replay.ts): seed + actions give the same battle; the first divergence named. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fightBattle } from '../tools/battle-commander';
import { sampleInput, sampleSquad } from '../tools/simulate-battle';
import { createBattle } from './create';
import { input, legalActions, said } from './play.fixture';
import { battleChecksum, playBattleAction, recordBattle, replayBattle, replayFrames as replayFramesOf } from './replay';
import type { BattleAction, BattleState } from './types';

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object') {
    for (const inner of Object.values(value)) deepFreeze(inner);
    Object.freeze(value);
  }
  return value;
}

describe('replays', () => {
  it('seed + actions reproduce the final state and every checksum, over 1,000 random legal action lists', () => {
    const small = sampleInput('medium', sampleSquad(3, 1000));
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1_000_000 }),
        fc.array(fc.nat({ max: 10_000 }), { maxLength: 40 }),
        (seed, picks) => {
          let battle = createBattle(small, seed);
          const actions: BattleAction[] = [];
          for (const pick of picks) {
            if (battle.status !== 'playing') break;
            const options = legalActions(battle);
            const action = options[pick % options.length] as BattleAction;
            const step = playBattleAction(battle, action);
            if (!step.ok) throw new Error(`legal action refused: ${said(step.error)}`);
            battle = step.battle;
            actions.push(action);
          }
          const recorded = recordBattle(small, seed, actions);
          if (!recorded.ok) return false;
          const replayed = replayBattle(small, seed, recorded.entries);
          return (
            replayed.ok &&
            JSON.stringify(replayed.battle) === JSON.stringify(battle) &&
            recorded.entries.at(-1)?.checksum === (actions.length ? battleChecksum(battle) : undefined)
          );
        },
      ),
      { numRuns: 1000 },
    );
    // 1,000 battles: about a second alone, many on a machine busy with other work.
  }, 60_000);

  it('a step never changes the battle it was given (steps copy a unit, and replace its lists), over 200 random battles', () => {
    const small = sampleInput('medium', sampleSquad(3, 1000));
    const frozen = (battle: BattleState): BattleState => deepFreeze(structuredClone(battle));
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1_000_000 }),
        fc.array(fc.nat({ max: 10_000 }), { maxLength: 40 }),
        (seed, picks) => {
          // A frozen battle throws on any write (modules are strict): a step must write only its copy.
          let battle = frozen(createBattle(small, seed));
          for (const pick of picks) {
            if (battle.status !== 'playing') break;
            const options = legalActions(battle);
            const before = JSON.stringify(battle);
            const step = playBattleAction(battle, options[pick % options.length] as BattleAction);
            if (!step.ok || JSON.stringify(battle) !== before) return false;
            battle = frozen(step.battle);
          }
          return true;
        },
      ),
      { numRuns: 200 },
    );
  }, 60_000);

  it('a battle that diverges from its log (a soldier renamed, the same actions) is named at the first action it differs', () => {
    const { actions } = fightBattle(input, 4);
    const recorded = recordBattle(input, 4, actions);
    if (!recorded.ok) throw new Error(JSON.stringify(recorded.error));
    // The same log against a squad one of whose soldiers is called otherwise: the battle's state
    // differs from the first action on, though every action is still legal.
    const [first, ...others] = input.squad;
    if (!first) throw new Error('no squad');
    const changed = { ...input, squad: [{ ...first, name: `${first.name} Jr` }, ...others] };
    expect(replayBattle(changed, 4, recorded.entries)).toEqual({
      ok: false,
      error: { code: 'checksum_mismatch', index: 0, refusal: null },
    });
  });

  it('names the first action where a changed log diverges', () => {
    const { actions } = fightBattle(input, 4);
    const recorded = recordBattle(input, 4, actions);
    if (!recorded.ok) throw new Error(JSON.stringify(recorded.error));
    const changed = recorded.entries.map((e, i) => (i === 5 ? { ...e, checksum: 'deadbeef' } : e));
    expect(replayBattle(input, 4, changed)).toMatchObject({
      ok: false,
      error: { code: 'checksum_mismatch', index: 5 },
    });
    expect(replayBattle(input, 5, recorded.entries)).toMatchObject({ ok: false });
  });

  it('stops at the first forged checksum: nothing after it is read, and the refusal is the same', () => {
    const { actions } = fightBattle(input, 4);
    const recorded = recordBattle(input, 4, actions);
    if (!recorded.ok) throw new Error(JSON.stringify(recorded.error));
    const forged = recorded.entries.map((e, i) => (i === 3 ? { ...e, checksum: 'deadbeef' } : e));
    // An entry past the forgery that cannot even be read: replaying on after it would throw.
    Object.defineProperty(forged, 4, {
      get: () => {
        throw new Error('read past the forged action');
      },
    });
    expect(replayBattle(input, 4, forged)).toEqual({
      ok: false,
      error: { code: 'checksum_mismatch', index: 3, refusal: null },
    });
  });

  it('names a refused action after honest checksums as illegal, with the rules’ refusal', () => {
    const { actions } = fightBattle(input, 4);
    const recorded = recordBattle(input, 4, actions);
    if (!recorded.ok) throw new Error(JSON.stringify(recorded.error));
    const log = [...recorded.entries.slice(0, 2), { action: { type: 'shoot', x: -1, y: -1 }, checksum: 'deadbeef' }];
    const replayed = replayBattle(input, 4, log as typeof recorded.entries);
    expect(replayed).toMatchObject({ ok: false, error: { code: 'illegal_action', index: 2 } });
    expect(replayed.ok || replayed.error.refusal).toBeTruthy();
  });
  it('replays a log without checksums to the same battle, and still checks the checksums a log does carry', () => {
    const { actions, battle } = fightBattle(input, 4);
    const bare = actions.map((action) => ({ action }));
    const replayed = replayBattle(input, 4, bare);
    if (!replayed.ok) throw new Error(JSON.stringify(replayed.error));
    expect(JSON.stringify(replayed.battle)).toBe(JSON.stringify(battle));
    // One wrong checksum among bare entries is still named.
    const oneChecked = bare.map((e, i) => (i === 3 ? { ...e, checksum: 'deadbeef' } : e));
    expect(replayBattle(input, 4, oneChecked)).toMatchObject({
      ok: false,
      error: { code: 'checksum_mismatch', index: 3 },
    });
    // Leaving the checksums out does not make an illegal action legal.
    expect(replayBattle(input, 4, [{ action: { type: 'move', x: 0, y: 0 } }, ...bare])).toMatchObject({
      ok: false,
      error: { code: 'illegal_action', index: 0 },
    });
  });
});

describe('replay frames', () => {
  it('watches the battle again step by step, ending exactly where the replay ends', () => {
    const { actions, battle } = fightBattle(input, 6);
    const watched = replayFramesOf(input, 6, actions);
    if (!watched.ok) throw new Error(JSON.stringify(watched.error));
    expect(watched.frames[0]?.log).toEqual([{ kind: 'turnStarted', turn: 1, side: 'player' }]);
    expect(watched.frames.at(-1)?.battle).toEqual(battle);
    expect(watched.frames.filter((f) => f.action !== null).map((f) => f.action)).toEqual(actions);
    expect(watched.frames.some((f) => f.enemyId !== null)).toBe(true);
    expect(replayFramesOf(input, 6, [{ type: 'shoot', x: 0, y: 0 }])).toMatchObject({ ok: false, error: { index: 0 } });
  });
});

/**
 * The battle rules as they were at rules version 4 (`battle-v4/`, frozen), behind one entry point:
 * records made under rules ≤ 4 (release 1's saves and kept replays) hold battles as action lists
 * that today's battle rules refuse, so they are replayed under the rules they were fought under
 * (GAME_RULES §13 "Rules versions and old saves"). Nothing else reads `battle-v4/`.
 */
import type { PublicBattleStep } from '../battle/kept-battle';
import { battleOpeningLog, createBattle } from './battle-v4/create';
import { playBattleSteps, publicBattleStep } from './battle-v4/kept-battle';
import { type BattleOutcome, battleOutcome } from './battle-v4/outcome';
import { battleChecksum, type ReplayError } from './battle-v4/replay';
import type { BattleAction, BattleInput } from './battle-v4/types';

/** The last rules version whose battles these frozen rules play. */
export const BATTLE_V4_RULES_VERSION = 4;

/** One step of a v4 battle as a replay viewer shows it (the battle after it, without its generator). */
export type BattleV4Frame = ReturnType<typeof publicBattleStep>;

export type BattleV4Replay =
  | {
      ok: true;
      /** Null when the actions stop before the battle ends. */
      outcome: BattleOutcome | null;
      /** The opening, then each action and each enemy move of the turn it began. */
      frames: BattleV4Frame[];
      /** The actions with the v4 battle's checksum after each. */
      entries: { action: BattleAction; checksum: string }[];
    }
  | { ok: false; error: ReplayError };

/** Replays a battle fought under rules ≤ 4 from its input, seed and the commander's actions. */
export function replayBattleV4(input: BattleInput, seed: number, actions: readonly BattleAction[]): BattleV4Replay {
  let battle = createBattle(input, seed);
  const frames: BattleV4Frame[] = [
    publicBattleStep({ action: null, enemyId: null, battle, log: battleOpeningLog(battle) }),
  ];
  const entries: { action: BattleAction; checksum: string }[] = [];
  for (const [index, action] of actions.entries()) {
    const played = playBattleSteps(battle, action);
    if (!played.ok) return { ok: false, error: { code: 'illegal_action', index, refusal: played.error } };
    battle = played.battle;
    frames.push(...played.steps.map(publicBattleStep));
    entries.push({ action, checksum: battleChecksum(battle) });
  }
  return { ok: true, outcome: battleOutcome(battle), frames, entries };
}

export type { BattleAction as BattleV4Action, BattleInput as BattleV4Input, BattleOutcome as BattleV4Outcome };

/**
 * A step kept under older rules as today's screens read it: the unit fields added since (issue 24's
 * hostile type and announced blast) read as none — a v4 hostile had no type and threw no grenade.
 * A current step is returned with the same values.
 */
export function asCurrentStep(step: PublicBattleStep | BattleV4Frame): PublicBattleStep {
  const units = step.battle.units.map((unit) => ({ hostileType: null, announcedBlast: null, ...unit }));
  return { ...step, battle: { ...step.battle, units } };
}

/**
 * Release 1's battle rules (rules versions 1–4), frozen at c404ea4 in `battle-v4/`, behind one entry
 * point. They are kept for the one kind of old save that holds no state to carry over (issue 31,
 * ARCHITECTURE "Rules versions and old saves"): a guest record of format 1 (no snapshot) and a replay
 * kept by release 1 (no frames). Only the server reads this folder (`@holdfast/engine/retired`, on its
 * verification worker and the replay route); today's rules and the web never import it (biome.json).
 * No other version is frozen: a later release carries older saves over by their snapshot and shows
 * kept replays from their stored frames.
 */
import type { StoredBattleFrame } from '../battle/kept-frames';
import * as v4Create from './battle-v4/create';
import * as v4Kept from './battle-v4/kept-battle';
import * as v4Outcome from './battle-v4/outcome';
import type { ReplayError } from './battle-v4/replay';
import type * as v4 from './battle-v4/types';

/** The last rules version whose battles the frozen v4 rules play (versions 1–4 play the same battles). */
export const FROZEN_BATTLE_RULES_VERSION = 4;

/** What the campaign reads of a frozen battle's end: the victory and each soldier. */
export type FrozenBattleOutcome = v4Outcome.BattleOutcome;

export type FrozenBattleReplay =
  | {
      ok: true;
      /** Null when the actions stop before the battle ends. */
      outcome: FrozenBattleOutcome | null;
      /** The opening, then each action and each enemy move of the turn it began, as today's screens read them. */
      frames: StoredBattleFrame[];
    }
  | { ok: false; error: ReplayError };

/**
 * Replays a battle fought under rules versions 1–4 from its input, seed and the commander's actions:
 * its outcome and a frame per step.
 */
export function replayFrozenBattle(
  input: v4.BattleInput,
  seed: number,
  actions: readonly v4.BattleAction[],
): FrozenBattleReplay {
  let battle = v4Create.createBattle(input, seed);
  const opening = { action: null, enemyId: null, battle, log: v4Create.battleOpeningLog(battle) };
  const frames = [v4Kept.publicBattleStep(opening)];
  for (const [index, action] of actions.entries()) {
    const played = v4Kept.playBattleSteps(battle, action);
    if (!played.ok) return { ok: false, error: { code: 'illegal_action', index, refusal: played.error } };
    battle = played.battle;
    frames.push(...played.steps.map((step) => v4Kept.publicBattleStep(step)));
  }
  // A v4 frame is a stored frame of today's shape less the fields added since (the screens' reading).
  return { ok: true, outcome: v4Outcome.battleOutcome(battle), frames: frames as unknown as StoredBattleFrame[] };
}

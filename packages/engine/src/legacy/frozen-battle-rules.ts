/**
 * The battle rules of each released rules version whose records hold fought battles, frozen once
 * (`battle-v4/`, `battle-v5/`), behind one entry point. A record holds a battle as the commander's
 * actions, which mean something only under the rules they were played by: a later release's battle
 * rules refuse them (or end the battle elsewhere), so an older record's fought battles and kept
 * replays are played by the rules they were fought under (GAME_RULES §13 "Rules versions and old
 * saves"). Nothing else reads the frozen folders.
 */
import type { PublicBattleStep } from '../battle/kept-battle';
import * as v4Create from './battle-v4/create';
import * as v4Kept from './battle-v4/kept-battle';
import * as v4Outcome from './battle-v4/outcome';
import * as v4Replay from './battle-v4/replay';
import type * as v4 from './battle-v4/types';
import * as v5Create from './battle-v5/create';
import * as v5Kept from './battle-v5/kept-battle';
import * as v5Outcome from './battle-v5/outcome';
import * as v5Replay from './battle-v5/replay';
import type * as v5 from './battle-v5/types';

/**
 * The frozen battle rule sets, by the last rules version whose battles each plays: 4 for versions
 * 1–4 (they play the same battles), 5 for version 5. Add one when a released version's battles would
 * otherwise stop replaying (its battle rules changed in the next version).
 */
export const FROZEN_BATTLE_RULES = [4, 5] as const;
export type FrozenBattleRulesVersion = (typeof FROZEN_BATTLE_RULES)[number];

/** One step of a battle played by frozen rules, as a replay viewer shows it (the battle after it, without its generator). */
export type BattleV4Frame = ReturnType<typeof v4Kept.publicBattleStep>;
export type BattleV5Frame = ReturnType<typeof v5Kept.publicBattleStep>;
export type FrozenBattleFrame = BattleV4Frame | BattleV5Frame;

/** What each frozen rule set takes: the battle's input and the commander's actions, as they were then. */
export type FrozenBattleInput = v4.BattleInput | v5.BattleInput;
export type FrozenBattleAction = v4.BattleAction | v5.BattleAction;

/** What the campaign reads of a frozen battle's end: the victory and each soldier (the same shape in every version). */
export type FrozenBattleOutcome = v4Outcome.BattleOutcome | v5Outcome.BattleOutcome;

export type FrozenBattleReplay =
  | {
      ok: true;
      /** Null when the actions stop before the battle ends. */
      outcome: FrozenBattleOutcome | null;
      /** The opening, then each action and each enemy move of the turn it began. */
      frames: FrozenBattleFrame[];
      /** The actions with the frozen battle's checksum after each. */
      entries: { action: FrozenBattleAction; checksum: string }[];
    }
  | { ok: false; error: v5Replay.ReplayError };

/** Whether a record's `battleRulesVersion` names a frozen rule set. */
export function isFrozenBattleRules(version: number): version is FrozenBattleRulesVersion {
  return (FROZEN_BATTLE_RULES as readonly number[]).includes(version);
}

/**
 * The frozen battle rules a record of `rulesVersion` fought its battles under: the first frozen set
 * at or after it (1–4 → 4, 5 → 5); null for a version newer than every frozen set (today's rules).
 */
export function frozenBattleRulesFor(rulesVersion: number): FrozenBattleRulesVersion | null {
  return FROZEN_BATTLE_RULES.find((frozen) => rulesVersion <= frozen) ?? null;
}

/** The pieces of a battle rule set that replaying needs; each frozen set supplies its own. */
interface BattleRules<Input, Action, Battle, Step, Frame, Outcome> {
  createBattle(input: Input, seed: number): Battle;
  battleOpeningLog(battle: Battle): Step extends { log: infer Log } ? Log : never;
  playBattleSteps(
    battle: Battle,
    action: Action,
  ): { ok: true; battle: Battle; steps: Step[] } | { ok: false; error: v5Replay.ReplayError['refusal'] & object };
  publicBattleStep(step: Step): Frame;
  battleOutcome(battle: Battle): Outcome | null;
  battleChecksum(battle: Battle): string;
}

function replayUnder<Input, Action, Battle, Step, Frame extends FrozenBattleFrame, Outcome extends FrozenBattleOutcome>(
  rules: BattleRules<Input, Action, Battle, Step, Frame, Outcome>,
  input: Input,
  seed: number,
  actions: readonly Action[],
): FrozenBattleReplay {
  let battle = rules.createBattle(input, seed);
  const opening = { action: null, enemyId: null, battle, log: rules.battleOpeningLog(battle) } as Step;
  const frames: FrozenBattleFrame[] = [rules.publicBattleStep(opening)];
  const entries: { action: FrozenBattleAction; checksum: string }[] = [];
  for (const [index, action] of actions.entries()) {
    const played = rules.playBattleSteps(battle, action);
    if (!played.ok) return { ok: false, error: { code: 'illegal_action', index, refusal: played.error } };
    battle = played.battle;
    frames.push(...played.steps.map((step) => rules.publicBattleStep(step)));
    entries.push({ action: action as FrozenBattleAction, checksum: rules.battleChecksum(battle) });
  }
  return { ok: true, outcome: rules.battleOutcome(battle), frames, entries };
}

/**
 * Replays a battle fought under the frozen battle rules `version` from its input, seed and the
 * commander's actions: its outcome, a frame per step and the checksum after each action.
 */
export function replayFrozenBattle(
  version: FrozenBattleRulesVersion,
  input: FrozenBattleInput,
  seed: number,
  actions: readonly FrozenBattleAction[],
): FrozenBattleReplay {
  if (version === 4) {
    const rules = { ...v4Create, ...v4Kept, ...v4Outcome, ...v4Replay };
    return replayUnder(rules, input as v4.BattleInput, seed, actions as readonly v4.BattleAction[]);
  }
  const rules = { ...v5Create, ...v5Kept, ...v5Outcome, ...v5Replay };
  return replayUnder(rules, input as v5.BattleInput, seed, actions as readonly v5.BattleAction[]);
}

/**
 * A step kept under older rules as today's screens read it: the unit fields added since (issue 24's
 * hostile type and announced blast) read as none — a v4 hostile had no type and threw no grenade.
 * A current step is returned with the same values. A field a later version adds to a unit or a
 * battle must be given its "none" here (or be optional), so the frames kept under version 5 still
 * play: without one, this function no longer type-checks.
 */
export function asCurrentStep(step: PublicBattleStep | FrozenBattleFrame): PublicBattleStep {
  const units = step.battle.units.map((unit) => ({ hostileType: null, announcedBlast: null, ...unit }));
  return { ...step, battle: { ...step.battle, units } };
}

/**
 * Carrying a campaign over from an earlier release (issue 31, ARCHITECTURE "Rules versions and old
 * saves"). Today's rules replay only records of today's rules. A guest record kept by an earlier
 * release is carried over by its snapshot: the state that release saved becomes the record's start
 * (`carriedOver`) and the actions after it are today's; the campaign then carries the mark
 * `carriedOver` (its days before were played by earlier rules and are not re-verified). Once, on
 * load, the fields an earlier release wrote that today's rules no longer read are dropped here, so no
 * rule reads a version for ever.
 */
import { RULES_VERSION } from '../rules-version';
import type { GameAction } from './actions';
import type { NewCampaignOptions } from './new-campaign';
import type { GameState } from './types';

/** The state a record was carried over at, as the earlier release saved it, and that release's rules version. */
export interface CarriedOver {
  rulesVersion: number;
  state: GameState;
}

/** Fields earlier releases wrote into a campaign (its state and its options) that no rule reads any more. */
const RETIRED_FIELDS = ['templateBattlesThroughDay', 'v5BattlesThroughDay'] as const;

/** The one-time migration of a state an earlier release saved: every retired field dropped. */
export function carryOverState(state: GameState): GameState {
  const held = { ...state } as GameState & Partial<Record<(typeof RETIRED_FIELDS)[number], unknown>>;
  for (const field of RETIRED_FIELDS) delete held[field];
  return held;
}

/** A record's creation options without the fields earlier releases added to them. */
export function carryOverOptions(options: NewCampaignOptions): NewCampaignOptions {
  const { name, difficulty, theme, seed } = options;
  return { name, difficulty, theme, seed };
}

/**
 * Whether a record holds what only earlier rules read: an older rules version, or a record an earlier
 * release re-based (a battle marked as played by frozen rules, a `…ThroughDay` option). Such a
 * record is carried over by its snapshot rather than replayed.
 */
export function needsCarryOver(record: {
  rulesVersion?: number;
  options: NewCampaignOptions;
  actions: readonly GameAction[];
}): boolean {
  if ((record.rulesVersion ?? 1) < RULES_VERSION) return true;
  if (RETIRED_FIELDS.some((field) => field in record.options)) return true;
  return record.actions.some((action) => action.type === 'completeBattle' && 'battleRulesVersion' in action);
}

/**
 * A campaign is its creation options plus the list of actions applied to it (DESIGN §1): replaying
 * the list through `applyAction` from `newCampaign(options)` gives the same state byte for byte.
 * A guest's campaign is kept in the browser as exactly that record, and the server accepts it into
 * an account only by replaying it here, so it holds nothing the rules would not have allowed.
 */
import { fnv1a32 } from '../battle/replay';
import type { GameAction } from './actions';
import { applyAction } from './apply-action';
import type { GameError } from './errors';
import { type NewCampaignOptions, newCampaign } from './new-campaign';
import type { GameState } from './types';

/** What rebuilds a campaign: how it was started and every action it accepted, in order. */
export interface CampaignRecord {
  options: NewCampaignOptions;
  actions: readonly GameAction[];
}

export type CampaignReplayResult =
  | { ok: true; state: GameState }
  /** `index` is the 0-based position of the first action the rules refused; `error` is the engine's refusal. */
  | { ok: false; index: number; error: GameError };

/** Starts the campaign from its options and applies each action; stops at the first refusal. */
export function replayCampaignRecord(record: CampaignRecord): CampaignReplayResult {
  let state = newCampaign(record.options);
  for (const [index, action] of record.actions.entries()) {
    const result = applyAction(state, action);
    if (!result.ok) return { ok: false, index, error: result.error };
    state = result.state;
  }
  return { ok: true, state };
}

/**
 * FNV-1a of the state's JSON, as 8 hex digits: two parties that replayed the same record compare it
 * to know they hold the same campaign (same rules, same content, same result).
 */
export function campaignChecksum(state: GameState): string {
  return fnv1a32(JSON.stringify(state)).toString(16).padStart(8, '0');
}

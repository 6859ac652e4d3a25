/**
 * Which HTTP status a rule refusal answers with: the one table for every `GameErrorCode`.
 *
 * 409 Conflict — the request was sensible when the screen was drawn, but the campaign has moved on
 *   (a double click, a second tab, a stale screen): the slot is taken, the research already runs or
 *   is done, the soldier is away or fallen, the campaign is over. Refreshing shows why.
 * 422 Unprocessable — the request cannot be carried out as asked from this state: not enough
 *   resources or power, a locked project or mission, an unknown id, a bad squad, nickname or loadout.
 *
 * A `Record` over the engine's union: a new code in the engine fails to compile until it is placed.
 */
import type { GameErrorCode } from '@holdfast/engine';

export type RuleRefusalStatus = 409 | 422;

export const RULE_REFUSAL_STATUS: Readonly<Record<GameErrorCode, RuleRefusalStatus>> = {
  campaign_over: 409,
  day_already_advanced: 409,
  slot_occupied: 409,
  research_in_progress: 409,
  research_completed: 409,
  no_research: 409,
  full_health: 409,
  soldier_unavailable: 409,
  mission_not_active: 409,
  invalid_action: 422,
  not_found: 422,
  out_of_grid: 422,
  insufficient_resources: 422,
  insufficient_power: 422,
  insufficient_upgrade_resources: 422,
  insufficient_healing_resources: 422,
  invalid_nickname: 422,
  cannot_specialize: 422,
  invalid_loadout: 422,
  research_locked: 422,
  mission_locked: 422,
  not_enough_soldiers: 422,
  invalid_squad: 422,
  invalid_mode: 422,
  invalid_battle_log: 422,
  battle_not_finished: 422,
};

export function ruleRefusalStatus(code: GameErrorCode): RuleRefusalStatus {
  return RULE_REFUSAL_STATUS[code] ?? 422;
}

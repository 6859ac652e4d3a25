/**
 * Rule refusals are values, never exceptions (chessops' Result, boardgame.io's error codes), and
 * facts, never sentences: a `reason` (what was refused, one per case) with its `params` (ids,
 * amounts, days), and the stable HTTP-facing `code` the reason belongs to. The words are the
 * theme's: `wordRefusal` in words/refusal-wording.ts fills the theme's template for the
 * reason (vanilla's templates are the spec's exact messages).
 */
import type { BattleError } from '../battle/errors';
import type { FacilityType, Resources } from './types';

export type GameErrorCode =
  | 'campaign_over'
  | 'day_already_advanced'
  | 'invalid_action'
  | 'not_found'
  | 'slot_occupied'
  | 'out_of_grid'
  | 'insufficient_resources'
  | 'insufficient_power'
  | 'insufficient_upgrade_resources'
  | 'insufficient_healing_resources'
  | 'full_health'
  | 'invalid_nickname'
  | 'cannot_specialize'
  | 'invalid_loadout'
  | 'soldier_unavailable'
  | 'research_in_progress'
  | 'research_locked'
  | 'research_completed'
  | 'no_research'
  | 'mission_locked'
  | 'not_enough_soldiers'
  | 'invalid_squad'
  | 'invalid_mode'
  | 'mission_not_active'
  | 'invalid_battle_log'
  | 'battle_not_finished';

/** What is missing to pay a cost: only the resources that fall short, each by how much. */
export type Shortfall = Partial<Resources>;

/**
 * Every refusal the campaign rules give, with the facts each carries. Ids are the catalogue's
 * (facility type, project id, mission template id, class id); names are the campaign's own data
 * (a soldier's name), never a theme's word.
 */
export interface RefusalParams {
  campaign_over: Record<string, never>;
  /** ADVANCE DAY sent from `fromDay`, but the campaign is already on `day` (another tab advanced it). */
  day_already_advanced: { fromDay: number; day: number };
  unknown_action: { action: string };
  // The base grid (base.ts).
  unknown_facility_type: { facilityType: string };
  not_buildable: { facilityType: FacilityType };
  out_of_grid: { row: number; col: number };
  slot_occupied: { row: number; col: number };
  build_insufficient_resources: { facilityType: FacilityType; shortfall: Shortfall };
  insufficient_power: { facilityType: FacilityType; needed: number; available: number };
  power_still_needed: { facilityType: FacilityType; used: number; capacity: number };
  facility_not_found: { facilityId: string };
  command_always_on: { facilityType: FacilityType };
  under_construction: { facilityType: FacilityType; daysRemaining: number };
  max_level: { facilityType: FacilityType; level: number };
  upgrade_insufficient_resources: { facilityType: FacilityType; shortfall: Shortfall };
  // The squad (squad-actions.ts).
  soldier_not_found: { soldierId: string };
  recruit_insufficient_resources: { shortfall: Shortfall };
  invalid_nickname: { maxLength: number };
  soldier_fallen: { soldierName: string };
  soldier_on_mission: { soldierName: string };
  unknown_class: { classId: string };
  rank_too_low: { soldierName: string; experience: number; required: number };
  same_class: { soldierName: string; classId: string };
  unknown_equipment: { soldierName: string };
  equipment_locked: { soldierName: string; itemId: string; projectId: string };
  loadout_insufficient_resources: { soldierName: string; shortfall: Shortfall };
  heal_insufficient_resources: { soldierName: string; shortfall: Shortfall };
  soldier_full_health: { soldierName: string };
  // Research (research.ts).
  unknown_project: { projectId: string };
  research_completed: { projectId: string };
  research_in_progress: { projectId: string; currentProjectId: string };
  research_locked: { projectId: string; missing: readonly string[] };
  research_insufficient_resources: { projectId: string; shortfall: Shortfall };
  no_research: Record<string, never>;
  // Missions (missions.ts, abort-mission.ts, battle-mission.ts).
  unknown_mission: { templateId: string };
  mission_not_unlocked: { templateId: string; unlockDay: number };
  mission_accomplished: { templateId: string };
  mission_redeploy_wait: { templateId: string; day: number };
  not_enough_soldiers: { templateId: string; needed: number; available: number };
  invalid_mode: { templateId: string; mode: string };
  duplicate_soldier: { soldierId: string };
  squad_size: { templateId: string; size: number };
  squad_size_range: { templateId: string; min: number; max: number };
  soldier_not_deployable: { soldierName: string };
  active_mission_not_found: { missionId: string };
  mission_not_fought: { templateId: string };
  mission_ended: { templateId: string };
  not_awaiting_battle: { missionId: string };
  battle_log_too_long: { max: number };
  /** The battle rules refused an action of the log (1-based `action`). */
  battle_log_refused: { action: number; refusal: BattleError };
  /** An action of the log does not match its checksum: the log was changed or replayed differently. */
  battle_log_tampered: { action: number };
  battle_unfinished: { missionId: string };
  // The threat (issue 34, counter-operation.ts).
  counter_operation_insufficient_resources: { shortfall: Shortfall };
  threat_at_floor: { level: number; floor: number };
  // Supply drops (rules 9, supply-drop.ts).
  supply_drop_not_auto: { templateId: string };
  supply_drop_limit: { templateId: string; max: number };
  supply_drop_today: { templateId: string };
  supply_drop_at_max: { templateId: string; chance: number };
  supply_drop_insufficient_resources: { templateId: string; shortfall: Shortfall };
}

export type RefusalReason = keyof RefusalParams;

/** The code each reason answers with: several reasons share one code (e.g. every 'not_found'). */
export const REFUSAL_CODE: Readonly<Record<RefusalReason, GameErrorCode>> = {
  campaign_over: 'campaign_over',
  day_already_advanced: 'day_already_advanced',
  unknown_action: 'invalid_action',
  unknown_facility_type: 'invalid_action',
  not_buildable: 'invalid_action',
  out_of_grid: 'out_of_grid',
  slot_occupied: 'slot_occupied',
  build_insufficient_resources: 'insufficient_resources',
  insufficient_power: 'insufficient_power',
  power_still_needed: 'insufficient_power',
  facility_not_found: 'not_found',
  command_always_on: 'invalid_action',
  under_construction: 'invalid_action',
  max_level: 'invalid_action',
  upgrade_insufficient_resources: 'insufficient_upgrade_resources',
  soldier_not_found: 'not_found',
  recruit_insufficient_resources: 'insufficient_resources',
  invalid_nickname: 'invalid_nickname',
  soldier_fallen: 'soldier_unavailable',
  soldier_on_mission: 'soldier_unavailable',
  unknown_class: 'cannot_specialize',
  rank_too_low: 'cannot_specialize',
  same_class: 'cannot_specialize',
  unknown_equipment: 'invalid_loadout',
  equipment_locked: 'invalid_loadout',
  loadout_insufficient_resources: 'insufficient_resources',
  heal_insufficient_resources: 'insufficient_healing_resources',
  soldier_full_health: 'full_health',
  unknown_project: 'not_found',
  research_completed: 'research_completed',
  research_in_progress: 'research_in_progress',
  research_locked: 'research_locked',
  research_insufficient_resources: 'insufficient_resources',
  no_research: 'no_research',
  unknown_mission: 'not_found',
  mission_not_unlocked: 'mission_locked',
  mission_accomplished: 'mission_locked',
  mission_redeploy_wait: 'mission_locked',
  not_enough_soldiers: 'not_enough_soldiers',
  invalid_mode: 'invalid_mode',
  duplicate_soldier: 'invalid_squad',
  squad_size: 'invalid_squad',
  squad_size_range: 'invalid_squad',
  soldier_not_deployable: 'soldier_unavailable',
  active_mission_not_found: 'not_found',
  mission_not_fought: 'invalid_mode',
  mission_ended: 'mission_not_active',
  not_awaiting_battle: 'mission_not_active',
  battle_log_too_long: 'invalid_battle_log',
  battle_log_refused: 'invalid_battle_log',
  battle_log_tampered: 'invalid_battle_log',
  battle_unfinished: 'battle_not_finished',
  counter_operation_insufficient_resources: 'insufficient_resources',
  threat_at_floor: 'invalid_action',
  supply_drop_not_auto: 'invalid_mode',
  supply_drop_limit: 'invalid_action',
  supply_drop_today: 'invalid_action',
  supply_drop_at_max: 'invalid_action',
  supply_drop_insufficient_resources: 'insufficient_resources',
};

export const REFUSAL_REASONS = Object.keys(REFUSAL_CODE) as RefusalReason[];

/** One refusal: its code, its reason and that reason's facts (a union discriminated by `reason`). */
export type GameError = {
  [R in RefusalReason]: { code: GameErrorCode; reason: R; params: RefusalParams[R] };
}[RefusalReason];

export type Result<T> = { ok: true; value: T } | { ok: false; error: GameError };

/** The refusal for a reason, with the code it belongs to. */
export function refusal<R extends RefusalReason>(reason: R, params: RefusalParams[R]): GameError {
  return { code: REFUSAL_CODE[reason], reason, params } as GameError;
}

/** A refused step or action: `{ ok: false, error }`. */
export function gameError<R extends RefusalReason>(
  reason: R,
  params: RefusalParams[R],
): { ok: false; error: GameError } {
  return { ok: false, error: refusal(reason, params) };
}

export function ok<T>(value: T): { ok: true; value: T } {
  return { ok: true, value };
}

/**
 * How a universe words the rules' refusals (campaign/errors.ts, battle/errors.ts): one template per
 * refusal reason. These common templates are LAST STAND's and hold the spec's exact messages
 * (base-and-accounts §5, §8; missions-battle-themes §2, §5, §8); the few the spec leaves unwritten
 * are [decided]. Every universe spreads them and rewrites what its people say differently.
 *
 * Placeholders (filled by `wordRefusal` in refusal-wording.ts): every parameter of the fact by its
 * name ({unlockDay}, {turns}, {soldierName} …) and, worded by the theme, {facility} (the facility
 * type's name), {generator} and {command} (the theme's power and command facility names),
 * {project}, {currentProject} and {missing} (research names), {mission} (the mission's name),
 * {item} (an equipment item's name),
 * {shortfall} (amounts in the theme's resource labels), {ability} (the ability's name) and
 * {refusal} (a battle refusal inside a campaign one, worded too).
 */
import type { BattleErrorCode } from '../battle/errors';
import type { RefusalReason } from '../campaign/errors';

export interface RefusalWords {
  campaign: Record<RefusalReason, string>;
  battle: Record<BattleErrorCode, string>;
}

/** What a universe changes: any subset of either table. */
export interface RefusalOverrides {
  campaign?: Partial<Record<RefusalReason, string>>;
  battle?: Partial<Record<BattleErrorCode, string>>;
}

export const COMMON_REFUSAL_WORDS: RefusalWords = {
  campaign: {
    campaign_over: 'This campaign is over.',
    /** [decided] */
    day_already_advanced: 'Day {fromDay} has already ended: the campaign is on Day {day}.',
    unknown_action: 'Unknown action: {action}',
    unknown_facility_type: 'Unknown facility type: {facilityType}',
    not_buildable: 'The {facility} cannot be built!',
    out_of_grid: 'That position is outside the base grid!',
    slot_occupied: 'This slot is already occupied!',
    build_insufficient_resources: 'Insufficient resources!',
    insufficient_power: 'Insufficient power! Build a {generator} to increase capacity.',
    power_still_needed: 'Cannot shut down: other facilities need this power!',
    facility_not_found: 'Facility not found!',
    command_always_on: 'The {facility} cannot be shut down!',
    under_construction: 'This facility is still under construction!',
    max_level: 'This facility is already at maximum level!',
    upgrade_insufficient_resources: 'Insufficient resources to upgrade!',
    soldier_not_found: 'Soldier not found!',
    recruit_insufficient_resources: 'Insufficient resources!',
    invalid_nickname: 'Nickname must be 1-{maxLength} characters!',
    soldier_fallen: 'This soldier has fallen and cannot be changed.',
    soldier_on_mission: 'This soldier is on a mission!',
    unknown_class: 'Unknown specialization!',
    rank_too_low: 'Only Sergeants and above can specialize!',
    same_class: 'Soldier already has this specialization!',
    unknown_equipment: 'Unknown equipment!',
    /** [decided] */
    equipment_locked: 'Research {project} to issue {item}!',
    /** [decided] */
    loadout_insufficient_resources: 'Insufficient resources to re-equip {soldierName}: need {shortfall} more!',
    heal_insufficient_resources: 'Insufficient resources for healing!',
    /** [decided, issue 34] */
    counter_operation_insufficient_resources: 'Insufficient resources for a counter-operation: need {shortfall} more!',
    /** [decided, issue 34] */
    threat_at_floor: 'The threat is at its floor ({floor}) today: it cannot be pushed lower.',
    /** [decided, rules 9] */
    supply_drop_not_auto: 'A fought mission is decided in battle: supplies cannot change its odds.',
    /** [decided, rules 9] */
    supply_drop_limit: 'This squad has had all {max} drops a mission can take.',
    /** [decided, rules 9] */
    supply_drop_today: 'Supplies already reached this squad today: one drop a day.',
    /** [decided, rules 9] */
    supply_drop_at_max: "This squad's odds are already {chance}% and nobody in it is at risk: a drop cannot help.",
    /** [decided, rules 9] */
    supply_drop_insufficient_resources: 'Insufficient resources for a supply drop: need {shortfall} more!',
    soldier_full_health: 'Soldier is already at full health!',
    unknown_project: 'Campaign ID and project are required',
    research_completed: 'Research already completed!',
    research_in_progress: 'Research already in progress!',
    research_locked: 'Prerequisites not completed!',
    research_insufficient_resources: 'Insufficient resources!',
    no_research: 'No research in progress!',
    unknown_mission: 'Unknown mission',
    mission_not_unlocked: 'Unlocks on Day {unlockDay}',
    mission_accomplished: 'Mission accomplished',
    mission_redeploy_wait: 'Available again on Day {day}',
    not_enough_soldiers: 'Need at least {needed} available soldiers',
    invalid_mode: '{mission} cannot be deployed in {mode} mode',
    duplicate_soldier: 'A soldier can only be selected once',
    squad_size: 'Select {size} soldiers for {mission}',
    squad_size_range: 'Select {min} to {max} soldiers for {mission}',
    soldier_not_deployable: '{soldierName} is not available for deployment',
    active_mission_not_found: 'Mission not found',
    mission_not_fought: 'Only a fought mission can be aborted; an auto mission resolves on its own',
    mission_ended: 'This mission has already ended',
    not_awaiting_battle: 'This mission is not awaiting a battle result',
    battle_log_too_long: 'The battle log is too long',
    battle_log_refused: 'Battle action {action} was refused: {refusal}',
    battle_log_tampered:
      'Battle action {action} does not match its checksum: the battle log was changed or replayed differently',
    battle_unfinished: 'The battle has not ended: send every action up to the last',
  },
  battle: {
    battle_over: 'The battle is over',
    not_your_turn: 'Wait for your turn',
    no_unit_selected: 'Select a unit first',
    cannot_select: 'That unit cannot act',
    out_of_grid: 'That position is outside the battlefield',
    tile_occupied: 'Tile is occupied!',
    out_of_reach: 'Not enough AP to reach that position!',
    no_target: 'No target at that position!',
    friendly_target: 'Cannot target friendly units!',
    not_enough_ap: 'Not enough AP to shoot!',
    ability_not_enough_ap: 'Not enough AP to use that ability!',
    ability_on_cooldown: 'Ability on cooldown ({turns} turns remaining)',
    no_uses: 'No uses remaining for this mission',
    needs_target: 'Must select a valid target for this ability',
    not_downed: 'Target must be downed to revive',
    allies_only: 'Can only protect allies',
    deadeye_target: 'Invalid target for {ability}',
    invalid_target: 'Invalid target',
    target_out_of_reach: 'Target is out of reach',
    unknown_ability: 'Unknown ability',
    no_line_of_sight: 'No line of sight to target!',
    full_health: 'Target is already at full health!',
    heal_downed: '{ability} cannot help a downed soldier: only a revive brings them back',
    invalid_action: 'Unknown battle action: {action}',
  },
};

/** The common templates with a universe's own in their place. */
export function refusalWords(overrides: RefusalOverrides): RefusalWords {
  return {
    campaign: { ...COMMON_REFUSAL_WORDS.campaign, ...overrides.campaign },
    battle: { ...COMMON_REFUSAL_WORDS.battle, ...overrides.battle },
  };
}

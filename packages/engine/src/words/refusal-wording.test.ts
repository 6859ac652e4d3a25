/**
 * Every refusal and lock reason the rules give, worded in every universe (issue 12, item 1): no
 * placeholder left unfilled, no other universe's names (facilities, resources, research projects,
 * missions), and LAST STAND's words are the spec's exact messages (base-and-accounts §5, §8;
 * missions-battle-themes §2, §5, §8).
 */
import { describe, expect, it } from 'vitest';
import { BATTLE_ERROR_CODES, type BattleError, type BattleRefusalParams } from '../battle/errors';
import { type GameError, REFUSAL_REASONS, type RefusalParams, refusal } from '../campaign/errors';
import { recruitCost } from '../campaign/squad-actions';
import { RECRUIT_COST, RECRUIT_COST_BY_UNIVERSE } from '../content/economy';
import { THEME_IDS, type ThemeId } from '../content/ids';
import { MISSION_TEMPLATES } from '../content/missions';
import { RESEARCH_PROJECTS } from '../content/research';
import { missionWords, THEMES, wordBattleRefusal, wordRefusal } from './index';

const shortfall = { funds: 2000, supplies: 50, intel: 5 };

/** A sample of each refusal's facts: a missing reason fails to compile. */
const CAMPAIGN_SAMPLES: { [R in keyof RefusalParams]: RefusalParams[R] } = {
  campaign_over: {},
  day_already_advanced: { fromDay: 5, day: 6 },
  unknown_action: { action: 'dance' },
  unknown_facility_type: { facilityType: 'moat' },
  not_buildable: { facilityType: 'command' },
  out_of_grid: { row: 9, col: 9 },
  slot_occupied: { row: 1, col: 2 },
  build_insufficient_resources: { facilityType: 'research', shortfall },
  insufficient_power: { facilityType: 'workshop', needed: 30, available: 10 },
  power_still_needed: { facilityType: 'generator', used: 120, capacity: 100 },
  facility_not_found: { facilityId: 'facility-9' },
  command_always_on: { facilityType: 'command' },
  under_construction: { facilityType: 'medbay', daysRemaining: 2 },
  max_level: { facilityType: 'barracks', level: 3 },
  upgrade_insufficient_resources: { facilityType: 'trade_depot', shortfall },
  soldier_not_found: { soldierId: 'soldier-99' },
  recruit_insufficient_resources: { shortfall: { funds: 500 } },
  invalid_nickname: { maxLength: 20 },
  soldier_fallen: { soldierName: 'Ada Quell' },
  soldier_on_mission: { soldierName: 'Ada Quell' },
  unknown_class: { classId: 'bard' },
  rank_too_low: { soldierName: 'Ada Quell', experience: 10, required: 125 },
  same_class: { soldierName: 'Ada Quell', classId: 'sniper' },
  unknown_equipment: { soldierName: 'Ada Quell' },
  equipment_locked: { soldierName: 'Ada Quell', itemId: 'sniper', projectId: 'weapon_training' },
  loadout_insufficient_resources: { soldierName: 'Ada Quell', shortfall },
  heal_insufficient_resources: { soldierName: 'Ada Quell', shortfall: { funds: 500, supplies: 10 } },
  soldier_full_health: { soldierName: 'Ada Quell' },
  unknown_project: { projectId: 'quantum_toaster' },
  research_completed: { projectId: 'basic_armor' },
  research_in_progress: { projectId: 'titan_armor', currentProjectId: 'basic_armor' },
  research_locked: { projectId: 'titan_armor', missing: ['basic_armor', 'field_medicine'] },
  research_insufficient_resources: { projectId: 'titan_armor', shortfall },
  no_research: {},
  unknown_mission: { templateId: 'picnic' },
  mission_not_unlocked: { templateId: 'operation_breakwater', unlockDay: 15 },
  mission_accomplished: { templateId: 'operation_breakwater' },
  mission_redeploy_wait: { templateId: 'raid', day: 29 },
  not_enough_soldiers: { templateId: 'raid', needed: 5, available: 2 },
  invalid_mode: { templateId: 'patrol', mode: 'manual' },
  duplicate_soldier: { soldierId: 'soldier-2' },
  squad_size: { templateId: 'operation_last_stand', size: 6 },
  squad_size_range: { templateId: 'raid', min: 3, max: 5 },
  soldier_not_deployable: { soldierName: 'Ada Quell' },
  active_mission_not_found: { missionId: 'mission-404' },
  mission_not_fought: { templateId: 'raid' },
  mission_ended: { templateId: 'operation_iron_veil' },
  not_awaiting_battle: { missionId: 'mission-7' },
  battle_log_too_long: { max: 5000 },
  battle_log_refused: { action: 1, refusal: { code: 'no_unit_selected', params: {} } },
  battle_log_tampered: { action: 4 },
  battle_unfinished: { missionId: 'mission-7' },
  counter_operation_insufficient_resources: { shortfall: { funds: 2500 } },
  threat_at_floor: { level: 4, floor: 4 },
  supply_drop_not_auto: { templateId: 'raid' },
  supply_drop_limit: { templateId: 'raid', max: 3 },
  supply_drop_today: { templateId: 'raid' },
  supply_drop_at_max: { templateId: 'raid', chance: 95 },
  supply_drop_insufficient_resources: { templateId: 'raid', shortfall: { supplies: 12 } },
};

const BATTLE_SAMPLES: { [C in keyof BattleRefusalParams]: BattleRefusalParams[C] } = {
  battle_over: {},
  not_your_turn: {},
  no_unit_selected: {},
  cannot_select: { unitId: 'enemy-1' },
  out_of_grid: { x: 20, y: 0 },
  tile_occupied: { x: 3, y: 4 },
  out_of_reach: { x: 9, y: 9, ap: 1 },
  no_target: { x: 3, y: 4 },
  friendly_target: { targetId: 'soldier-2' },
  not_enough_ap: { ap: 0, needed: 1 },
  ability_not_enough_ap: { abilityId: 'rocket_launcher', ap: 0, needed: 2 },
  ability_on_cooldown: { abilityId: 'deadeye', turns: 2 },
  no_uses: { abilityId: 'medkit' },
  needs_target: { abilityId: 'flashbang' },
  not_downed: { abilityId: 'revival_protocol', targetId: 'soldier-2' },
  allies_only: { abilityId: 'guardian' },
  deadeye_target: { abilityId: 'deadeye' },
  invalid_target: { abilityId: 'medkit' },
  target_out_of_reach: { abilityId: 'medkit', reach: 1 },
  unknown_ability: { abilityId: 'teleport' },
  no_line_of_sight: { targetId: 'enemy-2' },
  full_health: { abilityId: 'medkit', targetId: 'soldier-2' },
  heal_downed: { abilityId: 'medkit', targetId: 'soldier-2' },
  invalid_action: { action: 'dance' },
};

const campaignRefusals: GameError[] = REFUSAL_REASONS.map((reason) =>
  refusal(reason, CAMPAIGN_SAMPLES[reason] as never),
);
const battleRefusals = BATTLE_ERROR_CODES.map((code) => ({ code, params: BATTLE_SAMPLES[code] }) as BattleError);

/** Every sentence a theme gives for the samples. */
function worded(theme: ThemeId): string[] {
  const config = THEMES[theme];
  return [
    ...campaignRefusals.map((error) => wordRefusal(config, error)),
    ...battleRefusals.map((error) => wordBattleRefusal(config, error)),
  ];
}

/** The names a universe gives things (facilities, resources, projects, missions). */
function names(theme: ThemeId): Set<string> {
  const config = THEMES[theme];
  return new Set([
    ...Object.values(config.facilities),
    ...Object.values(config.resources),
    ...RESEARCH_PROJECTS.map((p) => config.research.projects[p.id].name),
    ...MISSION_TEMPLATES.map((t) => missionWords(config, t.id).name),
  ]);
}

describe('refusal wording', () => {
  it('has a template for every refusal reason and battle code in every theme', () => {
    for (const theme of THEME_IDS) {
      expect(Object.keys(THEMES[theme].refusals.campaign).sort()).toEqual([...REFUSAL_REASONS].sort());
      expect(Object.keys(THEMES[theme].refusals.battle).sort()).toEqual([...BATTLE_ERROR_CODES].sort());
    }
  });

  it.each(THEME_IDS)('%s: fills every placeholder and names nothing of another universe', (theme) => {
    const own = names(theme);
    const foreign = THEME_IDS.filter((t) => t !== theme)
      .flatMap((t) => [...names(t)])
      // A foreign name inside one of the universe's own ('Raid' in 'Boiler Raid') is not borrowed.
      .filter((name) => ![...own].some((mine) => mine.includes(name)));
    for (const text of worded(theme)) {
      expect(text, text).not.toMatch(/\{\w+\}/);
      expect(text.trim().length, text).toBeGreaterThan(0);
      for (const name of foreign) expect(text, `${theme} says "${name}"`).not.toContain(name);
    }
  });

  it('words names in the universe: facilities, projects, missions and amounts', () => {
    const research = refusal('research_locked', CAMPAIGN_SAMPLES.research_locked);
    const basicArmor = THEMES.majestic.research.projects.basic_armor.name;
    expect(wordRefusal(THEMES.majestic, research)).toContain(basicArmor);
    const power = refusal('insufficient_power', CAMPAIGN_SAMPLES.insufficient_power);
    expect(wordRefusal(THEMES.devastators, power)).toContain(THEMES.devastators.facilities.generator);
    const size = refusal('squad_size', CAMPAIGN_SAMPLES.squad_size);
    expect(wordRefusal(THEMES.archbound, size)).toContain(missionWords(THEMES.archbound, 'operation_last_stand').name);
    const heal = refusal('heal_insufficient_resources', CAMPAIGN_SAMPLES.heal_insufficient_resources);
    expect(wordRefusal(THEMES.majestic, heal)).toContain(`500 ${THEMES.majestic.resources.funds}`);
  });

  it("LAST STAND gives the spec's exact messages", () => {
    const said = (reason: keyof RefusalParams) =>
      wordRefusal(THEMES.vanilla, refusal(reason, CAMPAIGN_SAMPLES[reason] as never));
    expect(said('slot_occupied')).toBe('This slot is already occupied!');
    expect(said('build_insufficient_resources')).toBe('Insufficient resources!');
    expect(said('insufficient_power')).toBe('Insufficient power! Build a Power Generator to increase capacity.');
    expect(said('upgrade_insufficient_resources')).toBe('Insufficient resources to upgrade!');
    expect(said('heal_insufficient_resources')).toBe('Insufficient resources for healing!');
    expect(said('soldier_full_health')).toBe('Soldier is already at full health!');
    expect(said('mission_not_unlocked')).toBe('Unlocks on Day 15');
    expect(said('not_enough_soldiers')).toBe('Need at least 5 available soldiers');

    const battle = (code: keyof BattleRefusalParams) =>
      wordBattleRefusal(THEMES.vanilla, { code, params: BATTLE_SAMPLES[code] } as BattleError);
    expect(battle('tile_occupied')).toBe('Tile is occupied!');
    expect(battle('out_of_reach')).toBe('Not enough AP to reach that position!');
    expect(battle('no_target')).toBe('No target at that position!');
    expect(battle('friendly_target')).toBe('Cannot target friendly units!');
    expect(battle('not_enough_ap')).toBe('Not enough AP to shoot!');
    expect(battle('ability_not_enough_ap')).toBe('Not enough AP to use that ability!');
    expect(battle('ability_on_cooldown')).toBe('Ability on cooldown (2 turns remaining)');
    expect(battle('no_uses')).toBe('No uses remaining for this mission');
    expect(battle('needs_target')).toBe('Must select a valid target for this ability');
    expect(battle('not_downed')).toBe('Target must be downed to revive');
    expect(battle('allies_only')).toBe('Can only protect allies');
    expect(battle('deadeye_target')).toBe('Invalid target for Deadeye');
    expect(battle('invalid_target')).toBe('Invalid target');
    expect(battle('unknown_ability')).toBe('Unknown ability');
    expect(battle('no_line_of_sight')).toBe('No line of sight to target!');
  });

  it('words a refused battle action inside the campaign refusal, in the same universe', () => {
    const refused = refusal('battle_log_refused', CAMPAIGN_SAMPLES.battle_log_refused);
    expect(wordRefusal(THEMES.vanilla, refused)).toBe('Battle action 1 was refused: Select a unit first');
    expect(wordRefusal(THEMES.majestic, refused)).toContain(THEMES.majestic.refusals.battle.no_unit_selected);
  });
});

describe('recruit cost override', () => {
  it("keeps the rules' cost when a theme sets none, and a theme's own when it does (spec: 'a theme may override')", () => {
    for (const theme of THEME_IDS) expect(recruitCost({ theme })).toBe(RECRUIT_COST);
    const costs = RECRUIT_COST_BY_UNIVERSE as Partial<Record<ThemeId, number>>;
    costs.devastators = 800;
    try {
      expect(recruitCost({ theme: 'devastators' })).toBe(800);
      expect(recruitCost({ theme: 'vanilla' })).toBe(RECRUIT_COST);
    } finally {
      delete costs.devastators;
    }
  });
});

describe('key mission codenames', () => {
  it('are each universe’s own, on the cards and in the chapter that opens them', () => {
    const keys = MISSION_TEMPLATES.filter((t) => t.keyMission === true);
    for (const template of keys) {
      const worded = THEME_IDS.map((theme) => missionWords(THEMES[theme], template.id).name);
      expect(new Set(worded).size, template.id).toBe(THEME_IDS.length);
    }
  });
});

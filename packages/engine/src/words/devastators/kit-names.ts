/**
 * DEVASTATORS' names for the squad's skills and kit (1935, the Churn): the crew's own words.
 * One name per id: the medkit and the flashbang carry the battle's ability names.
 */
import type { EquipmentId } from '../../content/equipment';
import type { SkillId } from '../../content/skills';

export const DEVASTATORS_SKILL_NAMES: Record<SkillId, string> = {
  steady_aim: 'Steady Sights',
  eagle_eye: 'Lookout',
  ghost_step: 'Soot Walker',
  one_shot: 'Clean Kill',
  quick_reflexes: 'Quick Feet',
  scavenger: 'Salvager',
  run_and_gun: 'Running Fire',
  blademaster: 'Trench Knife',
  field_surgeon: 'Dresser',
  quartermaster: 'Storekeeper',
  tactical_insight: 'Yard Sense',
  combat_medic_training: 'Ambulance Training',
  iron_skin: 'Boilerplate',
  suppressive_specialist: 'Hail of Lead',
  demolitions: 'Sapper',
  juggernaut: 'Iron Horse',
  unbreakable: 'Last Man Standing',
};

export const DEVASTATORS_ITEM_NAMES: Record<EquipmentId, string> = {
  assault_rifle: 'Service Rifle',
  shotgun: 'Trench Gun',
  sniper: 'Scoped Rifle',
  smg: 'Machine Carbine',
  standard_vest: 'Canvas Jerkin',
  heavy_armor: 'Boiler Plate',
  light_armor: 'Leather Coat',
  medkit: 'Field Dressing',
  grenade: 'Stick Grenade',
  smoke: 'Soot Pot',
  flashbang: 'Magnesium Flare',
};

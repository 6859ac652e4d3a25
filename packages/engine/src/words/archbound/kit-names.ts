/**
 * ARCHBOUND's names for the wardens' skills and kit (1945, the old gates): the Archive's words.
 * One name per id: the medkit and the flashbang carry the battle's ability names.
 */
import type { EquipmentId } from '../../content/equipment';
import type { SkillId } from '../../content/skills';

export const ARCHBOUND_SKILL_NAMES: Record<SkillId, string> = {
  steady_aim: 'Still Breath',
  eagle_eye: 'Far Sight',
  ghost_step: 'Mist Step',
  one_shot: 'Single Arrow',
  quick_reflexes: 'Swift Blood',
  scavenger: 'Gleaner',
  run_and_gun: 'Running Rite',
  blademaster: 'Bladewarden',
  field_surgeon: 'Hedge Surgeon',
  quartermaster: 'Keeper of Stores',
  tactical_insight: 'Lorewise',
  combat_medic_training: 'Sister of Mercy',
  iron_skin: 'Stoneskin',
  suppressive_specialist: 'Iron Litany',
  demolitions: 'Blasting Rite',
  juggernaut: 'Unmovable',
  unbreakable: 'Unbroken Vow',
};

export const ARCHBOUND_ITEM_NAMES: Record<EquipmentId, string> = {
  assault_rifle: 'Blessed Rifle',
  shotgun: 'Gate Gun',
  sniper: 'Long Rifle',
  smg: 'Trench Carbine',
  standard_vest: 'Warded Coat',
  heavy_armor: 'Plate of the Keep',
  light_armor: 'Pilgrim Cloak',
  medkit: 'Poultice',
  grenade: 'Holy Grenade',
  smoke: 'Censer',
  flashbang: 'Sunburst',
};

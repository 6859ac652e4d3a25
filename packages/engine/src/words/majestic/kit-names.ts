/**
 * MAJESTIC's names for the team's skills and kit (2005, the Directorate): clearance-level designations.
 * One name per id: the medkit and the flashbang carry the battle's ability names.
 */
import type { EquipmentId } from '../../content/equipment';
import type { SkillId } from '../../content/skills';

export const MAJESTIC_SKILL_NAMES: Record<SkillId, string> = {
  steady_aim: 'Controlled Breathing',
  eagle_eye: 'Spotter Eyes',
  ghost_step: 'Deniable Movement',
  one_shot: 'Confirmed Neutralisation',
  quick_reflexes: 'Reflex Conditioning',
  scavenger: 'Recovery Protocol',
  run_and_gun: 'Dynamic Entry',
  blademaster: 'Edged Weapons Cert',
  field_surgeon: 'Trauma Response',
  quartermaster: 'Logistics Clearance',
  tactical_insight: 'Threat Assessment',
  combat_medic_training: 'Advanced Trauma Care',
  iron_skin: 'Hardened Tissue',
  suppressive_specialist: 'Area Denial',
  demolitions: 'Breaching Charges',
  juggernaut: 'Walking Wall',
  unbreakable: 'Black File Veteran',
};

export const MAJESTIC_ITEM_NAMES: Record<EquipmentId, string> = {
  assault_rifle: 'Carbine',
  shotgun: 'Breaching Shotgun',
  sniper: 'Designated Marksman Rifle',
  smg: 'PDW',
  standard_vest: 'Soft Armour',
  heavy_armor: 'Hardshell Suit',
  light_armor: 'Concealable Vest',
  medkit: 'Trauma Kit',
  grenade: 'Fragmentation Charge',
  smoke: 'Obscurant Canister',
  flashbang: 'Stun Charge',
};

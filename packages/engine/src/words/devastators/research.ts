/** DEVASTATORS research and facility words: rivets, steam and salvaged Churn gearing. */
import type { FacilityType } from '../../content/ids';
import type { ResearchProjectId } from '../../content/research';
import type { ProjectWords } from '../theme-config';

export const DEVASTATORS_PROJECT_TEXTS: Record<ResearchProjectId, ProjectWords> = {
  basic_armor: { name: 'Riveted Plate', description: 'Boiler-plate vests that turn a Churn bolt.' },
  weapon_training: {
    name: 'Rifle Drill',
    description: 'A range between the coal bunkers and a sergeant who counts every round.',
  },
  field_medicine: {
    name: 'Carbolic and Gauze',
    description: 'Field dressings, splints and every hand taught to stop a bleed.',
  },
  basic_recon: {
    name: 'Spotter Kites',
    description: 'Tethered box kites and field glasses to see the Churn before it sees us.',
  },
  advanced_armor: {
    name: 'Boilerplate Cuirass',
    description: 'Layered steel cut from the tenders of dead locomotives.',
  },
  weapon_mods: { name: 'Gunsmith Bench', description: 'Telescopic sights, flash hoods and drum magazines.' },
  combat_medic: {
    name: 'Stretcher Bearers',
    description: 'A trained orderly with every crew, carbolic in one hand and a rifle in the other.',
  },
  stealth_ops: {
    name: 'Soot and Silence',
    description: 'Blackened faces, muffled boots and night moves between the signals.',
  },
  surveillance_network: {
    name: 'Tripwire Telegraph',
    description: 'Bells and wires along every line, all reporting to the Wireless Station.',
  },
  sniper_training: {
    name: 'Marksman Loft',
    description: 'A school in the water tower for the steadiest eyes in the yard.',
  },
  powered_exoskeleton: {
    name: 'Steam Harness',
    description: 'Piston frames that let one hand carry the plate of three.',
  },
  energy_shields: { name: 'Arc Screens', description: 'Crackling copper coils that throw Churn bolts off their line.' },
  plasma_weapons: { name: 'Thermite Rifles', description: 'Rifles that spit burning slag through machine plate.' },
  railgun_tech: { name: 'Coilguns', description: 'Magnet-driven slugs that punch through a walker end to end.' },
  nano_medicine: { name: 'Galvanic Tonic', description: 'Electrified salves that knit flesh at a frightening pace.' },
  mobile_hospital: {
    name: 'Hospital Wagon',
    description: 'An operating theatre on rails that follows the crews to the front.',
  },
  ghost_protocol: {
    name: 'Smokescreen Doctrine',
    description: 'Smoke pots, dummy trains and false signals that hide a whole crew.',
  },
  cyber_warfare: { name: 'Gear Jamming', description: 'Broadcast noise that makes Churn engines stammer and seize.' },
  ai_tactical: {
    name: 'Difference Engine',
    description: 'A captured Churn calculator, chained to a bench and made to predict its kin.',
  },
  strategic_planning: {
    name: 'Guild War College',
    description: 'Staff officers, rail timetables and a map table the size of a goods wagon.',
  },
  titan_armor: {
    name: 'Project IRONCLAD',
    description: 'A walking furnace of armour plate: the crew becomes the machine the Churn fears.',
  },
};

export const DEVASTATORS_FACILITY_DESCRIPTIONS: Record<FacilityType, string> = {
  command: 'The old signal box, now the War Room: maps, telegraph keys and the only stove that never goes out.',
  barracks: 'Bunks in a converted goods shed; the crews drill in the yard between shifts.',
  generator: 'Two salvaged diesel engines that keep the steam up and the lamps lit.',
  medbay: 'Cots, carbolic and a surgeon who works by lamplight.',
  research: 'Drafting tables and a captured Churn gearbox on the bench: new ideas from old metal.',
  workshop: 'Furnace, lathe and drop hammer: every plate and rivet the yard needs.',
  intelligence_center: 'A wireless set as tall as a wardrobe, listening to the Churn click.',
  trade_depot: 'Sidings where goods trains trade materiel and bonds with the towns down the line.',
};

/** MAJESTIC research and facility words: black-budget science built from what fell in the desert. */
import type { FacilityType } from '../../content/ids';
import type { ResearchProjectId } from '../../content/research';
import type { ProjectWords } from '../theme-config';

export const MAJESTIC_PROJECT_TEXTS: Record<ResearchProjectId, ProjectWords> = {
  basic_armor: { name: 'Trauma Plates', description: 'Off-the-books body armour issued to every operative.' },
  weapon_training: {
    name: 'Range Qualification',
    description: 'A firing range under the hangar and requalification every quarter.',
  },
  field_medicine: { name: 'Exposure Kits', description: 'Trauma kits that also treat burns no chemist can name.' },
  basic_recon: { name: 'Signal Triangulation', description: 'Track craft by their emissions before they land.' },
  advanced_armor: { name: 'Hull-Weave Vests', description: 'Body armour layered with fibres cut from recovered hull.' },
  weapon_mods: {
    name: 'Black-Site Armoury',
    description: 'Suppressors, thermal optics and rounds that officially do not exist.',
  },
  combat_medic: { name: 'Field Physicians', description: 'A Directorate physician embedded in every team.' },
  stealth_ops: { name: 'Deniable Insertion', description: 'Unmarked helicopters, night approaches and no paperwork.' },
  surveillance_network: { name: 'Sensor Grid', description: 'Seismic and radar pickets across the whole basin.' },
  sniper_training: {
    name: 'Overwatch School',
    description: 'Long-range marksmanship for operatives who cannot afford a miss.',
  },
  powered_exoskeleton: {
    name: 'Recovered Servo Frames',
    description: 'Load frames reverse-engineered from a crashed craft.',
  },
  energy_shields: {
    name: 'Deflector Harness',
    description: 'Field emitters pulled from a visitor drone and worn on the chest.',
  },
  plasma_weapons: { name: 'Xeno Carbines', description: 'Captured visitor weapons, rebuilt for human hands.' },
  railgun_tech: { name: 'Mass Drivers', description: "Magnetic rifles built from the hangar craft's own propulsion." },
  nano_medicine: {
    name: 'Gel Therapy',
    description: 'A blue gel from a recovered medical bay that closes wounds overnight.',
  },
  mobile_hospital: {
    name: 'Trauma Unit 7',
    description: 'A surgical trailer that follows the teams under a utility company logo.',
  },
  ghost_protocol: {
    name: 'Protocol ERASE',
    description: 'Erased records and cloaked approaches: operatives who were never there.',
  },
  cyber_warfare: { name: 'Signal Intrusion', description: "False signals fed into the visitors' own network." },
  ai_tactical: { name: 'Pattern Engine', description: 'A Directorate computer that learns how the visitors move.' },
  strategic_planning: {
    name: 'Annex Planning Cell',
    description: 'Analysts at the Annex who see the whole board at once.',
  },
  titan_armor: {
    name: 'Project AEGIS',
    description: 'Armour grown from recovered hull alloy: the Directorate answers the visitors in kind.',
  },
};

export const MAJESTIC_FACILITY_DESCRIPTIONS: Record<FacilityType, string> = {
  command: 'The old radar control room, rewired: every feed on the site ends here.',
  barracks: 'Bunk rooms and a gym behind a door marked ELECTRICAL.',
  generator: 'A sealed vault around a small reactor nobody admits is there.',
  medbay: 'A clean ward with decontamination showers and very quiet doctors.',
  research: 'Sealed benches where recovered debris is studied under armed guard.',
  workshop: 'A machine shop where recovered parts become field equipment.',
  intelligence_center: 'Dishes and analysts listening to everything the sky says.',
  trade_depot: 'A logistics firm with real invoices and no real customers.',
};

/** ARCHBOUND research and facility words: cold iron, salt, old seals and older books. */
import type { FacilityType } from '../../content/ids';
import type { ResearchProjectId } from '../../content/research';
import type { ProjectWords } from '../theme-config';

export const ARCHBOUND_PROJECT_TEXTS: Record<ResearchProjectId, ProjectWords> = {
  basic_armor: {
    name: 'Iron Mail',
    description: 'Cold iron rings under every coat, which the mist-things will not touch.',
  },
  weapon_training: {
    name: 'Musketry Rite',
    description: 'Drill at the butts until every warden can shoot in the dark.',
  },
  field_medicine: { name: 'Salt and Silver', description: 'Old remedies that close wounds the gate leaves open.' },
  basic_recon: { name: 'Dowsing Rods', description: 'Hazel rods and pendulums that find the mist before it finds us.' },
  advanced_armor: {
    name: 'Blessed Plate',
    description: 'Breastplates struck with the old seals and blessed at matins.',
  },
  weapon_mods: { name: 'Silvered Rounds', description: 'Bullets cast with silver and scored with a warding sign.' },
  combat_medic: { name: 'Hospitaller Order', description: 'A sworn hospitaller walks with every expedition.' },
  stealth_ops: {
    name: 'Veil of Ash',
    description: 'Ash from the holy fire, rubbed in so the mist cannot smell the living.',
  },
  surveillance_network: {
    name: 'Chain of Bells',
    description: 'Bells hung from every stone and stile, each one heard at the Scrying Tower.',
  },
  sniper_training: {
    name: 'Eyes of the Tower',
    description: 'Sharpshooters trained on the tower walls to hit what walks in the fog.',
  },
  powered_exoskeleton: { name: 'Golem Harness', description: 'Clay-and-bronze frames that move by a borrowed name.' },
  energy_shields: {
    name: 'Warding Circles',
    description: 'Salt circles bound to a lodestone and carried into battle, turning blows aside.',
  },
  plasma_weapons: {
    name: 'Witchfire',
    description: 'Rifles charged with the pale flame that burns what is not of this world.',
  },
  railgun_tech: {
    name: 'Ley Lances',
    description: "Iron lances hurled along the ley lines by the Conduit's own power.",
  },
  nano_medicine: { name: "Saint's Balm", description: 'A relic balm that mends flesh as if the wound had never been.' },
  mobile_hospital: { name: 'Field Chapel', description: 'A consecrated hospital tent that travels with the wardens.' },
  ghost_protocol: {
    name: 'The Unseen Road',
    description: 'Old paths between the hedges, where nothing from the arch can follow.',
  },
  cyber_warfare: {
    name: 'Counter-Hymn',
    description: "Our own hymns sung into the Congregation's choir until it loses the tune.",
  },
  ai_tactical: { name: 'Oracle Glass', description: 'A black mirror that shows where the host will walk tomorrow.' },
  strategic_planning: {
    name: 'Council of Keeps',
    description: 'Provosts from every keep around one table and one map.',
  },
  titan_armor: {
    name: 'The Colossus Rite',
    description: 'Armour bound with a sleeping god’s own sigil: it will not let its wearer fall.',
  },
};

export const ARCHBOUND_FACILITY_DESCRIPTIONS: Record<FacilityType, string> = {
  command: "The half-ruined gatehouse, roofed again: the Provost's letters, the maps and the great lamp.",
  barracks: 'A long hall of cots and oath-stones where the wardens sleep and drill.',
  generator: 'A channel cut down to the ley line beneath the moor, humming with aether.',
  medbay: 'Whitewashed wards where the sick are nursed and the touched are watched.',
  research: 'Shelves of seals, rubbings and forbidden books, read by candlelight.',
  workshop: 'Forge and engraving bench, where iron is worked and sigils are cut.',
  intelligence_center: 'A tower of mirrors and bowls of still water that keep watch over the moor.',
  trade_depot: 'A yard where carters and pedlars bring tithe and provisions in from the villages.',
};

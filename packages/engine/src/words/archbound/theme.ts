/** ARCHBOUND: 1945, ancient portals have opened and eldritch gods press through. Violet and teal. */

import { SOLDIER_NAMES } from '../../content/soldier-names/index';
import { COMMON_RESEARCH_PANEL_WORDS } from '../common-base-words';
import { COMMON_AUTH_WORDS, COMMON_LOAD_CAMPAIGN_WORDS, COMMON_NEW_CAMPAIGN_WORDS } from '../common-words';
import type { ThemeConfig } from '../theme-config';
import { ARCHBOUND_BATTLE_WORDS } from './battle-words';
import { ARCHBOUND_LANDING } from './landing';
import { ARCHBOUND_MISSION_TEXTS } from './missions';
import { ARCHBOUND_REFUSALS } from './refusals';
import { ARCHBOUND_REPORT_WORDS } from './report-words';
import { ARCHBOUND_FACILITY_DESCRIPTIONS, ARCHBOUND_PROJECT_TEXTS } from './research';
import { ARCHBOUND_SCREEN_WORDS } from './screen-words';

export const ARCHBOUND_THEME: ThemeConfig = {
  ...ARCHBOUND_LANDING,
  badge: 'ARCHBOUND',
  marks: {
    edited: {
      badge: 'AMENDED CHRONICLE',
      explain: 'Pages of this chronicle were rewritten by hand, outside the rules.',
    },
    browser: {
      badge: "TRAVELLER'S TALE",
      explain: 'Told as a guest in a browser and brought in: its dice were rolled on that machine.',
    },
    carriedOver: {
      badge: 'ELDER CHRONICLE',
      explain:
        'Carried over from an earlier age as it stood: the days before were told under earlier rules and are not re-verified.',
    },
  },
  startDate: '1945-05-08',
  universe: {
    name: 'ARCHBOUND',
    description:
      'The war ended and the old gates woke. Ancient portals bleed eldritch things into the world; your keep stands at the threshold.',
    preview: 'Seals, relics and wardens against gods that should stay asleep.',
  },
  resources: { funds: 'TITHE', supplies: 'PROVISIONS', intel: 'LORE', power: 'AETHER' },
  facilities: {
    command: 'Gatehouse Keep',
    barracks: "Wardens' Hall",
    generator: 'Ley Conduit',
    medbay: 'Sanatorium',
    research: 'Archive of Seals',
    workshop: 'Runesmithy',
    intelligence_center: 'Scrying Tower',
    trade_depot: 'Caravan Post',
  },
  facilityDescriptions: ARCHBOUND_FACILITY_DESCRIPTIONS,
  tabs: { base: 'KEEP', squad: 'WARDENS', medbay: 'SANATORIUM', research: 'ARCHIVE', missions: 'EXPEDITIONS' },
  squad: {
    title: 'WARDEN ROLL',
    recruit: 'SWEAR IN WARDEN',
    statuses: {
      Ready: 'Steadfast',
      Wounded: 'Afflicted',
      Training: 'In Study',
      'On Mission': 'Beyond the Gate',
      KIA: 'Lost',
    },
  },
  research: {
    title: 'ARCHIVE OF SEALS',
    projects: ARCHBOUND_PROJECT_TEXTS,
  },
  missions: {
    title: 'EXPEDITION TABLE',
    threatLevel: 'GATE UNREST',
    activeMissions: 'EXPEDITIONS ABROAD',
    tiers: { simple: 'VIGIL', complex: 'DELVE', campaign: 'SEALING' },
    insufficientOperatives: 'Too few wardens steadfast',
    counterOperation: 'WARDING RITE: UNREST −1',
    counterOperationNote: 'Bind a lesser gate for {cost}: unrest −1 (never below {floor} today).',
    supplyDrop: 'PROVISION: ODDS +{points}%',
    supplyDropNote:
      'Send {cost} to the wardens in the field: odds +{points}%, risk of harm −{risk}% (once a day, {max} a delve).',
    supplyDropOdds: 'Odds {chance}, harm {risk}',
    keyMissed: 'MISSED on Day {day}: unrest +{threat} and every thing beyond +{aim} aim until it is kept',
    keyLost: 'BROKEN: unrest floor +{threat} until it is kept; can be tried again on Day {day}',
  },
  missionTexts: ARCHBOUND_MISSION_TEXTS,
  briefing: {
    banner: 'GATHER AT THE GATE - RELICS TO BE BLESSED',
    title: 'EXPEDITION CHARGE',
    abort: 'ABANDON EXPEDITION',
    readyToDeploy: 'WARDENS GATHERED',
    begin: 'CROSS THE THRESHOLD',
    noAbortWarning:
      'Abandoned now, before the threshold is crossed, the expedition costs nothing. Once the ground beyond is seen, abandoning it fails the expedition.',
    underWay:
      'The threshold is crossed: the wardens stand beyond the gate, at the turn the vigil stands. Their vigour is told there.',
    resume: 'RETURN BEYOND THE GATE',
  },
  soldierNames: SOLDIER_NAMES.archbound,
  auth: {
    ...COMMON_AUTH_WORDS,
    cloudNote: 'Your vigil is written into the archive, so you can continue anywhere.',
    localKeptAside:
      'The vigil kept in this browser could not be read in this age of the rite. It is laid aside in this browser, not burned.',
  },
  newCampaign: { ...COMMON_NEW_CAMPAIGN_WORDS, namePlaceholder: 'Name of the keep' },
  loadCampaign: COMMON_LOAD_CAMPAIGN_WORDS,
  researchPanel: COMMON_RESEARCH_PANEL_WORDS,
  ...ARCHBOUND_SCREEN_WORDS,
  refusals: ARCHBOUND_REFUSALS,
  ...ARCHBOUND_BATTLE_WORDS,
  report: ARCHBOUND_REPORT_WORDS,
};

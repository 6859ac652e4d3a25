/** LAST STAND: standard modern military operations, olive drab and signal amber. */

import {
  COMMON_DAY_CYCLE_WORDS,
  COMMON_DAY_REPORT_WORDS,
  COMMON_FACILITY_PANEL_WORDS,
  COMMON_RESEARCH_PANEL_WORDS,
} from '../common-base-words';
import {
  COMMON_CAMPAIGN_LOG_WORDS,
  COMMON_MISSION_BRIEFING_WORDS,
  COMMON_MISSION_PANEL_WORDS,
} from '../common-mission-words';
import { COMMON_MEDBAY_SCREEN_WORDS, COMMON_SQUAD_SCREEN_WORDS } from '../common-squad-words';
import {
  COMMON_AUTH_WORDS,
  COMMON_BASE_SCREEN_WORDS,
  COMMON_BRIEFING_LABELS,
  COMMON_LOAD_CAMPAIGN_WORDS,
  COMMON_NEW_CAMPAIGN_WORDS,
} from '../common-words';
import type { ThemeConfig } from '../theme-config';
import { VANILLA_BATTLE_WORDS } from './battle-words';
import { VANILLA_LANDING } from './landing';
import { VANILLA_REFUSALS } from './refusals';
import { VANILLA_REPORT_WORDS } from './report-words';
import {
  VANILLA_FACILITY_DESCRIPTIONS,
  VANILLA_MISSION_TEXTS,
  VANILLA_PROJECT_TEXTS,
  VANILLA_SOLDIER_NAMES,
} from './words';

export const VANILLA_THEME: ThemeConfig = {
  ...VANILLA_LANDING,
  badge: 'LAST STAND',
  marks: {
    edited: { badge: 'EDITED RECORD', explain: 'Records of this campaign were changed by hand, outside the rules.' },
    browser: {
      badge: 'PLAYED IN A BROWSER',
      explain: 'Played as a guest in a browser and brought into the account: its dice were rolled on that machine.',
    },
    carriedOver: {
      badge: 'CARRIED OVER',
      explain:
        'Carried over from an earlier release as it stood: the days before were played under earlier rules and are not re-verified.',
    },
  },
  startDate: '2025-01-01',
  universe: {
    name: 'LAST STAND',
    description:
      'Modern military operations. Your battalion holds the last forward base between an advancing army and the capital.',
    preview: 'Rifles, armour and air support against overwhelming numbers.',
  },
  resources: { funds: 'FUNDS', supplies: 'SUPPLIES', intel: 'INTEL', power: 'POWER' },
  facilities: {
    command: 'Command Center',
    barracks: 'Barracks',
    generator: 'Power Generator',
    medbay: 'Medical Bay',
    research: 'Research Lab',
    workshop: 'Workshop',
    intelligence_center: 'Intelligence Center',
    trade_depot: 'Trade Depot',
  },
  facilityDescriptions: VANILLA_FACILITY_DESCRIPTIONS,
  tabs: { base: 'BASE', squad: 'SQUAD', medbay: 'MEDBAY', research: 'RESEARCH', missions: 'MISSIONS' },
  squad: {
    title: 'SQUAD ROSTER',
    recruit: 'RECRUIT SOLDIER',
    statuses: { Ready: 'Ready', Wounded: 'Wounded', Training: 'Training', 'On Mission': 'On Mission', KIA: 'KIA' },
  },
  research: { title: 'RESEARCH & DEVELOPMENT', projects: VANILLA_PROJECT_TEXTS },
  missions: {
    title: 'MISSION CONTROL',
    threatLevel: 'THREAT LEVEL',
    activeMissions: 'ACTIVE MISSIONS',
    tiers: { simple: 'SIMPLE', complex: 'COMPLEX', campaign: 'CAMPAIGN' },
    insufficientOperatives: 'Insufficient operatives available',
    counterOperation: 'COUNTER-OPERATION: THREAT −1',
    counterOperationNote: 'Strike the enemy network for {cost}: threat −1 (never below {floor} today).',
    supplyDrop: 'SUPPLY DROP: ODDS +{points}%',
    supplyDropNote:
      'Fly {cost} to the squad in the field: odds +{points}%, casualty risk −{risk}% (one drop a day, {max} a mission).',
    supplyDropOdds: 'Odds {chance}, risk {risk}',
    keyMissed: 'MISSED on Day {day}: threat +{threat} and every hostile +{aim} aim until it is won',
    keyLost: 'LOST: threat floor +{threat} until it is won; back on the board on Day {day}',
  },
  missionTexts: VANILLA_MISSION_TEXTS,
  briefing: COMMON_BRIEFING_LABELS,
  soldierNames: VANILLA_SOLDIER_NAMES,
  auth: COMMON_AUTH_WORDS,
  newCampaign: COMMON_NEW_CAMPAIGN_WORDS,
  loadCampaign: COMMON_LOAD_CAMPAIGN_WORDS,
  base: COMMON_BASE_SCREEN_WORDS,
  dayCycle: COMMON_DAY_CYCLE_WORDS,
  facilityPanel: COMMON_FACILITY_PANEL_WORDS,
  researchPanel: COMMON_RESEARCH_PANEL_WORDS,
  dayReport: COMMON_DAY_REPORT_WORDS,
  squadScreen: COMMON_SQUAD_SCREEN_WORDS,
  medbayScreen: COMMON_MEDBAY_SCREEN_WORDS,
  missionPanel: COMMON_MISSION_PANEL_WORDS,
  missionBriefing: COMMON_MISSION_BRIEFING_WORDS,
  campaignLog: COMMON_CAMPAIGN_LOG_WORDS,
  refusals: VANILLA_REFUSALS,
  ...VANILLA_BATTLE_WORDS,
  report: VANILLA_REPORT_WORDS,
};

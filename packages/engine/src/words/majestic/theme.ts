/** MAJESTIC: 2005, a covert organisation containing alien visitors. Deep blue and silver. */

import { SOLDIER_NAMES } from '../../content/soldier-names/index';
import { COMMON_RESEARCH_PANEL_WORDS } from '../common-base-words';
import { COMMON_AUTH_WORDS, COMMON_LOAD_CAMPAIGN_WORDS, COMMON_NEW_CAMPAIGN_WORDS } from '../common-words';
import type { ThemeConfig } from '../theme-config';
import { MAJESTIC_BATTLE_WORDS } from './battle-words';
import { MAJESTIC_LANDING } from './landing';
import { MAJESTIC_MISSION_TEXTS } from './missions';
import { MAJESTIC_REFUSALS } from './refusals';
import { MAJESTIC_REPORT_WORDS } from './report-words';
import { MAJESTIC_FACILITY_DESCRIPTIONS, MAJESTIC_PROJECT_TEXTS } from './research';
import { MAJESTIC_SCREEN_WORDS } from './screen-words';

export const MAJESTIC_THEME: ThemeConfig = {
  ...MAJESTIC_LANDING,
  badge: 'MAJESTIC',
  marks: {
    edited: { badge: 'ALTERED FILE', explain: 'This site file was altered by hand, outside the rules.' },
    browser: {
      badge: 'UNVERIFIED SOURCE',
      explain: 'Run as a guest in a browser and brought in: its dice were rolled on that machine.',
    },
    carriedOver: {
      badge: 'LEGACY ARCHIVE',
      explain:
        'Carried over from an earlier build as it stood: the days before ran under earlier rules and are not re-verified.',
    },
  },
  startDate: '2005-01-01',
  universe: {
    name: 'MAJESTIC',
    description:
      'Covert alien containment, 2005. The public never learns what fell in the desert; your directorate keeps it that way.',
    preview: 'Black sites, recovered craft and operatives who do not exist.',
  },
  resources: { funds: 'BLACK BUDGET', supplies: 'LOGISTICS', intel: 'INTEL', power: 'GRID' },
  facilities: {
    command: 'Operations Center',
    barracks: 'Operative Quarters',
    generator: 'Reactor Vault',
    medbay: 'Medical Wing',
    research: 'Xenobiology Lab',
    workshop: 'Fabrication Bay',
    intelligence_center: 'SIGINT Station',
    trade_depot: 'Front Company',
  },
  facilityDescriptions: MAJESTIC_FACILITY_DESCRIPTIONS,
  tabs: { base: 'SITE', squad: 'OPERATIVES', medbay: 'MEDICAL', research: 'XENOTECH', missions: 'OPERATIONS' },
  squad: {
    title: 'OPERATIVE ROSTER',
    recruit: 'RECRUIT OPERATIVE',
    statuses: {
      Ready: 'Field Ready',
      Wounded: 'Injured',
      Training: 'In Training',
      'On Mission': 'Deployed',
      KIA: 'KIA',
    },
  },
  research: {
    title: 'XENOTECH DIVISION',
    projects: MAJESTIC_PROJECT_TEXTS,
  },
  missions: {
    title: 'OPERATIONS DESK',
    threatLevel: 'EXPOSURE RISK',
    activeMissions: 'ACTIVE OPERATIONS',
    tiers: { simple: 'ROUTINE', complex: 'COVERT', campaign: 'DIRECTIVE' },
    insufficientOperatives: 'Insufficient operatives available',
    counterOperation: 'DISINFORMATION: EXPOSURE −1',
    counterOperationNote: 'Seed cover stories for {cost}: exposure −1 (never below {floor} today).',
    supplyDrop: 'DEAD DROP: ODDS +{points}%',
    supplyDropNote:
      'Route {cost} to the team in the field: odds +{points}%, casualty risk −{risk}% (one drop a day, {max} an operation).',
    supplyDropOdds: 'Odds {chance}, risk {risk}',
    keyMissed: 'MISSED on Day {day}: exposure +{threat} and every hostile +{aim} aim until it is closed',
    keyLost: 'FAILED: exposure floor +{threat} until it is closed; reopens on Day {day}',
  },
  missionTexts: MAJESTIC_MISSION_TEXTS,
  briefing: {
    banner: 'PRE-DEPLOYMENT - EQUIPMENT VERIFICATION REQUIRED',
    title: 'OPERATION BRIEFING',
    abort: 'SCRUB OPERATION',
    readyToDeploy: 'TEAM CLEARED',
    begin: 'COMMENCE OPERATION',
    noAbortWarning:
      'Scrubbed now, before the team engages, the operation costs nothing. Once the site is in view, scrubbing it fails the operation.',
    underWay: 'The team is engaged, at the turn it stands. Their condition is on the engagement screen.',
    resume: 'RETURN TO ENGAGEMENT',
  },
  soldierNames: SOLDIER_NAMES.majestic,
  auth: {
    ...COMMON_AUTH_WORDS,
    cloudNote: 'Your files are kept on Directorate servers, so you can continue anywhere.',
    localKeptAside:
      'The site file kept on this terminal could not be decrypted by this build. It is sealed aside on this terminal, not destroyed.',
  },
  newCampaign: { ...COMMON_NEW_CAMPAIGN_WORDS, namePlaceholder: 'Site codename' },
  loadCampaign: COMMON_LOAD_CAMPAIGN_WORDS,
  researchPanel: COMMON_RESEARCH_PANEL_WORDS,
  ...MAJESTIC_SCREEN_WORDS,
  refusals: MAJESTIC_REFUSALS,
  ...MAJESTIC_BATTLE_WORDS,
  report: MAJESTIC_REPORT_WORDS,
};

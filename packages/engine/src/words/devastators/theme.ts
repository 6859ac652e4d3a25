/** DEVASTATORS: 1935, a dieselpunk war against the machine uprising called the Churn. Rust and brass. */

import { SOLDIER_NAMES } from '../../content/soldier-names/index';
import { COMMON_RESEARCH_PANEL_WORDS } from '../common-base-words';
import { COMMON_AUTH_WORDS, COMMON_LOAD_CAMPAIGN_WORDS, COMMON_NEW_CAMPAIGN_WORDS } from '../common-words';
import type { ThemeConfig } from '../theme-config';
import { DEVASTATORS_BATTLE_WORDS } from './battle-words';
import { DEVASTATORS_LANDING } from './landing';
import { DEVASTATORS_MISSION_TEXTS } from './missions';
import { DEVASTATORS_REFUSALS } from './refusals';
import { DEVASTATORS_REPORT_WORDS } from './report-words';
import { DEVASTATORS_FACILITY_DESCRIPTIONS, DEVASTATORS_PROJECT_TEXTS } from './research';
import { DEVASTATORS_SCREEN_WORDS } from './screen-words';

export const DEVASTATORS_THEME: ThemeConfig = {
  ...DEVASTATORS_LANDING,
  badge: 'DEVASTATORS',
  marks: {
    edited: {
      badge: 'FORGED LEDGER',
      explain: "Entries in this campaign's ledger were written by hand, outside the rules.",
    },
    browser: {
      badge: 'UNSEALED DISPATCH',
      explain: 'Fought as a guest in a browser and brought in: its dice were rolled on that machine.',
    },
    carriedOver: {
      badge: 'OLD DISPATCH',
      explain:
        'Carried over from an earlier edition as it stood: the days before were fought under earlier rules and are not re-verified.',
    },
  },
  startDate: '1935-01-01',
  universe: {
    name: 'DEVASTATORS',
    description:
      'Dieselpunk war, 1935. The factories woke and marched as the Churn; the last engineers hold the rail yards with rivets and grit.',
    preview: 'Diesel walkers, flak and foundry steel against a machine tide.',
  },
  resources: { funds: 'WAR BONDS', supplies: 'MATERIEL', intel: 'SIGNALS', power: 'STEAM' },
  facilities: {
    command: 'War Room',
    barracks: 'Bunkhouse',
    generator: 'Diesel Engine House',
    medbay: 'Field Infirmary',
    research: 'Drafting Works',
    workshop: 'Foundry',
    intelligence_center: 'Wireless Station',
    trade_depot: 'Rail Depot',
  },
  facilityDescriptions: DEVASTATORS_FACILITY_DESCRIPTIONS,
  tabs: { base: 'YARD', squad: 'CREW', medbay: 'INFIRMARY', research: 'DRAFTING', missions: 'SORTIES' },
  squad: {
    title: 'CREW MANIFEST',
    recruit: 'ENLIST HAND',
    statuses: {
      Ready: 'Fit for Duty',
      Wounded: 'Injured',
      Training: 'Drilling',
      'On Mission': 'Deployed',
      KIA: 'Fallen',
    },
  },
  research: {
    title: 'DRAFTING WORKS',
    projects: DEVASTATORS_PROJECT_TEXTS,
  },
  missions: {
    title: 'SORTIE BOARD',
    threatLevel: 'CHURN PRESSURE',
    activeMissions: 'CREWS IN THE FIELD',
    tiers: { simple: 'SKIRMISH', complex: 'OFFENSIVE', campaign: 'GRAND PUSH' },
    insufficientOperatives: 'Not enough hands fit for duty',
    counterOperation: 'WRECK A DEPOT: PRESSURE −1',
    counterOperationNote: 'Wreck a Churn depot for {cost}: pressure −1 (never below {floor} today).',
    supplyDrop: 'CRATE DROP: ODDS +{points}%',
    supplyDropNote:
      'Drop {cost} to the crew in the field: odds +{points}%, casualty risk −{risk}% (one crate a day, {max} a push).',
    supplyDropOdds: 'Odds {chance}, risk {risk}',
    keyMissed: 'MISSED on Day {day}: pressure +{threat} and every foe +{aim} aim until it is carried',
    keyLost: 'THROWN BACK: pressure floor +{threat} until it is carried; can go again on Day {day}',
  },
  missionTexts: DEVASTATORS_MISSION_TEXTS,
  briefing: {
    banner: 'MUSTER AT THE ENGINE SHED - KIT INSPECTION',
    title: 'SORTIE ORDERS',
    abort: 'STAND THE CREW DOWN',
    readyToDeploy: 'CREW MUSTERED',
    begin: 'BEGIN SORTIE',
    noAbortWarning:
      'Stood down now, before the whistle, the sortie costs nothing. Once the crew has seen the ground, standing down fails the sortie.',
    underWay:
      'The whistle has blown: the crew is in the fight, at the turn it stands. Their state is on the battle screen.',
    resume: 'BACK TO THE FIGHT',
  },
  soldierNames: SOLDIER_NAMES.devastators,
  auth: {
    ...COMMON_AUTH_WORDS,
    cloudNote: 'Your works are kept on the guild ledgers, so you can continue anywhere.',
    localKeptAside:
      'The works kept in this browser could not be read by this edition of the ledgers. They are set aside in this browser, not scrapped.',
  },
  newCampaign: { ...COMMON_NEW_CAMPAIGN_WORDS, namePlaceholder: 'Works name' },
  loadCampaign: COMMON_LOAD_CAMPAIGN_WORDS,
  researchPanel: COMMON_RESEARCH_PANEL_WORDS,
  ...DEVASTATORS_SCREEN_WORDS,
  refusals: DEVASTATORS_REFUSALS,
  ...DEVASTATORS_BATTLE_WORDS,
  report: DEVASTATORS_REPORT_WORDS,
};

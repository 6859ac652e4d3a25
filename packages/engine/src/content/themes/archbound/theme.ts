/** ARCHBOUND: 1945, ancient portals have opened and eldritch gods press through. Violet and teal. */

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
  COMMON_SCREEN_WORDS,
} from '../common-words';
import type { ThemeConfig } from '../theme-config';
import { ARCHBOUND_MISSION_TEXTS } from './missions';
import { ARCHBOUND_SOLDIER_NAMES } from './names';
import { ARCHBOUND_FACILITY_DESCRIPTIONS, ARCHBOUND_PROJECT_TEXTS } from './research';

export const ARCHBOUND_THEME: ThemeConfig = {
  id: 'archbound',
  title: 'ARCHBOUND',
  subtitle: 'THE GATES ARE OPEN // WARDENS OF THE THRESHOLD',
  badge: 'ARCHBOUND',
  startDate: '1945-05-08',
  recruitCostOverride: null,
  colours: {
    background: '#0c0816',
    backgroundAlt: '#1c1033',
    panel: '#150e24',
    panelRaised: '#1f1533',
    border: '#4d3680',
    text: '#ece6f8',
    textMuted: '#aa9dc8',
    accent: '#3fd6c4',
    accentText: '#06201d',
    highlight: '#9d6ff0',
    danger: '#ef5a7a',
    warning: '#e6c25a',
    success: '#5fdb9b',
  },
  universe: {
    name: 'ARCHBOUND',
    description:
      'The war ended and the old gates woke. Ancient portals bleed eldritch things into the world; your keep stands at the threshold.',
    preview: 'Seals, relics and wardens against gods that should stay asleep.',
  },
  home: {
    userTitle: 'GATE COMMANDER',
    guestTitle: 'UNSEALED WANDERER',
    signIn: 'SIGN IN',
    logout: 'LOGOUT',
    alertBanner: 'OMEN // THE EASTERN ARCH IS WAKING // WARDENS TO THE SEALS',
    statusLabel: 'WARD STATUS',
    statusOperational: 'ALL SEALS HOLDING',
    statusReady: 'THE KEEP AWAITS YOUR WORD',
    statusSignInRequired: 'SIGN IN TO BIND THE WARDS',
    clearanceLabel: 'OATH',
    clearanceLevel: 'SWORN OF THE ARCH',
    guestClearance: 'GUEST',
    signInPrompt: 'Sign in to have your vigil written into the archive.',
  },
  menu: {
    newCampaign: { label: 'NEW CAMPAIGN', description: 'Raise a keep before a waking gate' },
    continueCampaign: { label: 'CONTINUE CAMPAIGN', description: 'Return to a vigil in progress' },
    settings: { label: 'RITES', description: 'Arrange the old rites', comingSoon: 'Rite settings coming soon' },
    profile: { label: 'OATHBOOK', description: 'Your sworn deeds', comingSoon: 'Oathbook coming soon' },
    news: { label: 'OMENS', description: 'Signs from the threshold', comingSoon: 'Omen feed coming soon' },
    leaderboard: { label: 'HALL OF WARDENS', description: 'Those who held', comingSoon: 'Hall of Wardens coming soon' },
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
  },
  missionTexts: ARCHBOUND_MISSION_TEXTS,
  briefing: COMMON_BRIEFING_LABELS,
  soldierNames: ARCHBOUND_SOLDIER_NAMES,
  auth: { ...COMMON_AUTH_WORDS, cloudNote: 'Your vigil is written into the archive, so you can continue anywhere.' },
  newCampaign: { ...COMMON_NEW_CAMPAIGN_WORDS, namePlaceholder: 'Name of the keep' },
  loadCampaign: COMMON_LOAD_CAMPAIGN_WORDS,
  base: { ...COMMON_BASE_SCREEN_WORDS, loading: 'READING THE ARCHIVE...' },
  dayCycle: COMMON_DAY_CYCLE_WORDS,
  facilityPanel: COMMON_FACILITY_PANEL_WORDS,
  researchPanel: COMMON_RESEARCH_PANEL_WORDS,
  dayReport: COMMON_DAY_REPORT_WORDS,
  screens: COMMON_SCREEN_WORDS,
  squadScreen: { ...COMMON_SQUAD_SCREEN_WORDS, summaryTitle: 'WARDEN SUMMARY' },
  medbayScreen: COMMON_MEDBAY_SCREEN_WORDS,
  missionPanel: COMMON_MISSION_PANEL_WORDS,
  missionBriefing: COMMON_MISSION_BRIEFING_WORDS,
  campaignLog: COMMON_CAMPAIGN_LOG_WORDS,
};

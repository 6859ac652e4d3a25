/** What archbound's landing page shows: loaded with the first page, before anything else of the theme. */
import { COMMON_SCREEN_WORDS } from '../common-words';
import type { LandingTheme } from '../theme-config';

export const ARCHBOUND_LANDING: LandingTheme = {
  id: 'archbound',
  title: 'ARCHBOUND',
  subtitle: 'THE GATES ARE OPEN // WARDENS OF THE THRESHOLD',
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
  home: {
    userTitle: 'GATE KEEPER',
    guestTitle: 'UNSEALED WANDERER',
    signIn: 'SIGN IN',
    logout: 'LOGOUT',
    account: 'ACCOUNT',
    alertBanner: 'OMEN // THE EASTERN ARCH IS WAKING // WARDENS TO THE SEALS',
    statusLabel: 'WARD STATUS',
    statusOperational: 'ALL SEALS HOLDING',
    statusReady: 'THE KEEP AWAITS YOUR WORD',
    statusSignInRequired: 'SIGN IN TO BIND THE WARDS',
    clearanceLabel: 'OATH',
    clearanceLevel: 'SWORN OF THE ARCH',
    guestClearance: 'GUEST',
    signInPrompt: 'Sign in to have your vigil written into the archive.',
    supportTitle: 'TITHE TO THE KEEP',
    supportText:
      'Holdfast is free to play. If the vigil has been worth keeping, a tithe keeps the lamps lit on its servers.',
    supportLink: 'OFFER A TITHE',
  },
  menu: {
    newCampaign: { label: 'NEW CAMPAIGN', description: 'Raise a keep before a waking gate' },
    continueCampaign: { label: 'CONTINUE CAMPAIGN', description: 'Return to a vigil in progress' },
    settings: { label: 'RITES', description: 'Arrange the old rites', comingSoon: 'Rite settings coming soon' },
    profile: { label: 'OATHBOOK', description: 'Your sworn deeds', comingSoon: 'Oathbook coming soon' },
    news: { label: 'OMENS', description: 'Signs from the threshold', comingSoon: 'Omen feed coming soon' },
    leaderboard: { label: 'HALL OF WARDENS', description: 'Those who held', comingSoon: 'Hall of Wardens coming soon' },
  },
  screens: COMMON_SCREEN_WORDS,
};

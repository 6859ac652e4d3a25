/** What majestic's landing page shows: loaded with the first page, before anything else of the theme. */
import { COMMON_SCREEN_WORDS } from '../common-words';
import type { LandingTheme } from '../theme-config';

export const MAJESTIC_LANDING: LandingTheme = {
  id: 'majestic',
  title: 'MAJESTIC',
  subtitle: 'CONTAINMENT DIRECTORATE // EYES ONLY',
  colours: {
    background: '#060b16',
    backgroundAlt: '#0d1a33',
    panel: '#0c1526',
    panelRaised: '#13203a',
    border: '#2f4a78',
    text: '#e3e9f4',
    textMuted: '#98a8c4',
    accent: '#cfd8e6',
    accentText: '#0a1222',
    highlight: '#5a9be6',
    danger: '#ee6578',
    warning: '#e9c46a',
    success: '#5fd1a0',
  },
  home: {
    userTitle: 'OPERATIVE',
    guestTitle: 'UNCLEARED CONTACT',
    signIn: 'SIGN IN',
    logout: 'LOGOUT',
    account: 'ACCOUNT',
    alertBanner: 'EYES ONLY // UNIDENTIFIED CRAFT DOWN IN SECTOR 4 // CONTAINMENT TEAMS ON STANDBY',
    statusLabel: 'SITE STATUS',
    statusOperational: 'CONTAINMENT STABLE',
    statusReady: 'AWAITING TASKING',
    statusSignInRequired: 'CREDENTIALS REQUIRED',
    clearanceLabel: 'CLEARANCE',
    clearanceLevel: 'MAJESTIC-12',
    guestClearance: 'GUEST',
    signInPrompt: 'Present credentials to file your operations with the Directorate.',
    supportTitle: 'OFF-BOOK FUNDING',
    supportText:
      'Holdfast is free to play. If the Directorate has earned your trust, you can help keep its servers dark and running.',
    supportLink: 'FUND THE PROGRAMME',
  },
  menu: {
    newCampaign: { label: 'NEW CAMPAIGN', description: 'Open a new black site' },
    continueCampaign: { label: 'CONTINUE CAMPAIGN', description: 'Resume an active containment file' },
    settings: { label: 'TERMINAL', description: 'Adjust your terminal', comingSoon: 'Terminal settings coming soon' },
    profile: { label: 'DOSSIER', description: 'Your sealed file', comingSoon: 'Dossier system coming soon' },
    news: { label: 'INTERCEPTS', description: 'Cover stories and leaks', comingSoon: 'Intercept feed coming soon' },
    leaderboard: {
      label: 'COMMENDATIONS',
      description: 'Unacknowledged service',
      comingSoon: 'Commendations coming soon',
    },
  },
  screens: COMMON_SCREEN_WORDS,
};

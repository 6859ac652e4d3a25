/** What vanilla's landing page shows: loaded with the first page, before anything else of the theme. */
import { COMMON_SCREEN_WORDS } from '../common-words';
import type { LandingTheme } from '../theme-config';

export const VANILLA_LANDING: LandingTheme = {
  id: 'vanilla',
  title: 'HOLDFAST',
  subtitle: 'STANDARD OPERATIONS // HOLD THE LINE',
  colours: {
    background: '#0e110a',
    backgroundAlt: '#1b2212',
    panel: '#161b10',
    panelRaised: '#1f2716',
    border: '#4a5a2e',
    text: '#e4e8d4',
    textMuted: '#a3ad8a',
    accent: '#f2a93b',
    accentText: '#1a1204',
    highlight: '#8ea35a',
    danger: '#f26b4f',
    warning: '#f2c94c',
    success: '#7fc45a',
  },
  home: {
    userTitle: 'COMMANDER',
    guestTitle: 'UNAUTHORIZED ACCESS',
    signIn: 'SIGN IN',
    logout: 'LOGOUT',
    alertBanner: 'PRIORITY ALERT // HOSTILE FORCES MASSING ON THE NORTHERN FRONT // ALL UNITS STAND BY',
    statusLabel: 'SYSTEM STATUS',
    statusOperational: 'ALL SYSTEMS OPERATIONAL',
    statusReady: 'READY FOR ORDERS',
    statusSignInRequired: 'SIGN-IN REQUIRED',
    clearanceLabel: 'CLEARANCE',
    clearanceLevel: 'TOP SECRET',
    guestClearance: 'GUEST',
    signInPrompt: 'Sign in to save your campaigns to command servers.',
  },
  menu: {
    newCampaign: { label: 'NEW CAMPAIGN', description: 'Establish a new forward operating base' },
    continueCampaign: { label: 'CONTINUE CAMPAIGN', description: 'Resume command of an existing operation' },
    settings: { label: 'SETTINGS', description: 'Configure systems', comingSoon: 'Settings menu coming soon' },
    profile: { label: 'PROFILE', description: 'Your service record', comingSoon: 'Profile system coming soon' },
    news: { label: 'INTEL FEED', description: 'Dispatches from the front', comingSoon: 'News feed coming soon' },
    leaderboard: { label: 'LEADERBOARD', description: 'Top commanders', comingSoon: 'Leaderboard coming soon' },
  },
  screens: COMMON_SCREEN_WORDS,
};

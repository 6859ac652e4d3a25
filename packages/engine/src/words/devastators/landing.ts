/** What devastators's landing page shows: loaded with the first page, before anything else of the theme. */
import { COMMON_SCREEN_WORDS } from '../common-words';
import type { LandingTheme } from '../theme-config';

export const DEVASTATORS_LANDING: LandingTheme = {
  id: 'devastators',
  title: 'DEVASTATORS',
  subtitle: 'IRON AGAINST THE CHURN // 1935',
  colours: {
    background: '#120d09',
    backgroundAlt: '#261910',
    panel: '#1c140e',
    panelRaised: '#271c13',
    border: '#6b4428',
    text: '#f0e4cf',
    textMuted: '#b59f80',
    accent: '#d9a84a',
    accentText: '#1d1206',
    highlight: '#e07b3c',
    danger: '#f26a55',
    warning: '#e8b84a',
    success: '#9cc25a',
  },
  home: {
    userTitle: 'ENGINEER',
    guestTitle: 'UNREGISTERED HAND',
    signIn: 'SIGN IN',
    logout: 'LOGOUT',
    account: 'ACCOUNT',
    alertBanner: 'SIREN // CHURN COLUMNS SIGHTED BEYOND THE SMOKESTACKS // MAN THE FLAK LINES',
    statusLabel: 'BOILER STATUS',
    statusOperational: 'FULL STEAM - ALL ENGINES TURNING',
    statusReady: 'PRESSURE HOLDING - AWAITING ORDERS',
    statusSignInRequired: 'SIGN IN TO FIRE THE BOILERS',
    clearanceLabel: 'GUILD RANK',
    clearanceLevel: 'MASTER ENGINEER',
    guestClearance: 'GUEST',
    signInPrompt: 'Sign in to keep your works on the guild ledgers.',
    supportTitle: 'KEEP THE BOILERS FED',
    supportText:
      'Holdfast is free to play. If the yard has served you well, a shovel of coal keeps the servers running.',
    supportLink: 'STOKE THE FURNACE',
  },
  menu: {
    newCampaign: { label: 'NEW CAMPAIGN', description: 'Raise a new rail-yard bastion' },
    continueCampaign: { label: 'CONTINUE CAMPAIGN', description: 'Return to a works still standing' },
    settings: { label: 'GAUGES', description: 'Tune the machinery', comingSoon: 'Gauge settings coming soon' },
    profile: { label: 'WORK PAPERS', description: 'Your guild record', comingSoon: 'Work papers coming soon' },
    news: { label: 'WIRELESS', description: 'Bulletins from the front', comingSoon: 'Wireless bulletins coming soon' },
    leaderboard: { label: 'HONOUR ROLL', description: 'The bravest crews', comingSoon: 'Honour roll coming soon' },
  },
  screens: COMMON_SCREEN_WORDS,
};

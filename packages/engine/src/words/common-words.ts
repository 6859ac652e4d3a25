/**
 * Words the spec fixes for every universe (dialog texts, error messages, the briefing banner).
 * Each theme spreads these and overrides what its universe says differently, so the spec's exact
 * words stay in one place while screens still read every word from their theme.
 */
import type {
  AuthDialogWords,
  BaseScreenWords,
  BriefingLabels,
  LoadCampaignWords,
  NewCampaignWords,
  ScreenWords,
} from './theme-config';

export const COMMON_AUTH_WORDS: AuthDialogWords = {
  signInTitle: 'SIGN IN',
  registerTitle: 'CREATE ACCOUNT',
  username: 'Username',
  email: 'Email',
  password: 'Password',
  signInSubmit: 'Sign In',
  registerSubmit: 'Create Account',
  busy: 'Please wait...',
  toRegister: "Don't have an account? Register",
  toSignIn: 'Already have an account? Sign In',
  close: 'Close',
  cloudNote: 'Your progress is saved to the cloud, so you can continue on any device.',
  errorFallback: 'Login failed',
  guestPlay: 'Play as guest',
  guestNote: 'A guest campaign is saved in this browser only, not in an account.',
  localCampaign: '{name} · Day {day} · Saved in this browser',
  resumeLocal: 'Resume as guest',
  guestPlayReplacing: 'New guest campaign (replaces {name})',
  guestReplaceNote:
    'This browser keeps one guest campaign: a new one replaces {name} for good. Sign in with it ticked above to keep it.',
  bringLocal: 'Bring {name} (day {day}) into my account',
  bringFailed:
    'You are signed in, but the campaign saved in this browser could not be brought in ({error}). It stays in this browser.',
  bringNoReason: 'it could not be read or sent',
  localKeptAside:
    'The campaign saved in this browser could not be read by this version of the game. It is kept aside in this browser, not deleted.',
  passwordRule: "At least 8 characters and hard to guess: not a common password, your name or the game's words.",
  passwordStrength: 'Strength: {label}',
  passwordStrengthLabels: ['too easy to guess', 'too easy to guess', 'still guessable', 'strong', 'very strong'],
  accountTitle: 'ACCOUNT',
  newEmail: 'New email',
  currentPassword: 'Current password',
  newPassword: 'New password',
  changeEmail: 'Change Email',
  changePassword: 'Change Password',
  emailChanged: 'Email changed. Other browsers signed in to this account are signed out.',
  passwordChanged: 'Password changed. Other browsers signed in to this account are signed out.',
  accountNote:
    'Each change asks for your current password, and signs out every other browser signed in to this account.',
  accountErrorFallback: 'The change could not be saved. Please try again.',
};

export const COMMON_NEW_CAMPAIGN_WORDS: NewCampaignWords = {
  title: 'NEW CAMPAIGN',
  universeLabel: 'Choose your universe',
  nameLabel: 'Campaign name',
  namePlaceholder: 'Operation name',
  difficultyLabel: 'Difficulty',
  difficulties: {
    easy: 'easy - For relaxed play',
    normal: 'normal - Standard challenge',
    hard: 'hard - For veterans',
  },
  submit: 'CREATE CAMPAIGN',
  busy: 'CREATING...',
  close: 'Close',
  nameRequired: 'Campaign name is required',
  noIdReturned: 'Campaign created but no ID returned',
  errorFallback: 'Failed to create campaign. Please try again.',
  guestNote: 'Guest campaign: it is saved in this browser only and replaces any earlier guest campaign.',
};

export const COMMON_LOAD_CAMPAIGN_WORDS: LoadCampaignWords = {
  title: 'LOAD CAMPAIGN',
  loading: 'LOADING CAMPAIGNS...',
  errorTitle: 'ERROR',
  emptyTitle: 'NO CAMPAIGNS FOUND',
  emptyText: 'Start a new campaign to choose your universe',
  available: '{n} CAMPAIGN(S) AVAILABLE',
  created: 'Created',
  updated: 'Updated',
  summary: 'Day {day} · {difficulty}',
  difficulties: { easy: 'Easy', normal: 'Normal', hard: 'Hard' },
  lastPlayed: 'Last played',
  neverPlayed: 'not yet',
  load: 'LOAD',
  deleteLabel: 'Delete campaign',
  confirmTitle: 'DELETE CAMPAIGN?',
  confirmText: 'This action cannot be undone',
  cancel: 'CANCEL',
  confirmDelete: 'DELETE',
  close: 'CLOSE',
  localTitle: 'SAVED IN THIS BROWSER',
  bringLocal: 'BRING INTO MY ACCOUNT',
  bringFailed: 'The campaign saved in this browser could not be brought in: {error}',
  bringNoReason: 'it could not be read or sent',
};

export const COMMON_BRIEFING_LABELS: BriefingLabels = {
  banner: 'PREPARE FOR DEPLOYMENT - EQUIPMENT CHECK REQUIRED',
  title: 'MISSION BRIEFING',
  abort: 'ABORT MISSION',
  readyToDeploy: 'READY TO DEPLOY',
  begin: 'BEGIN MISSION',
  noAbortWarning:
    'Called off now, before BEGIN MISSION, the mission costs nothing. Once the battlefield is shown, ABORT fails the mission.',
  underWay: 'Combat has begun: the squad is in battle, at the turn it stands. Their health is on the battle screen.',
  resume: 'RETURN TO BATTLE',
};

export const COMMON_BASE_SCREEN_WORDS: BaseScreenWords = {
  loading: 'LOADING CAMPAIGN...',
  dayPrefix: 'D+',
  dateLabel: 'DATE',
  exit: 'MAIN MENU',
  changedElsewhere: 'This campaign changed in another tab or window. The screen now shows it as it stands.',
};

export const COMMON_SCREEN_WORDS: ScreenWords = {
  loading: 'LOADING...',
  loadErrorTitle: 'LOAD ERROR',
  loadErrorText: 'This part of the game could not be loaded. Check your connection and try again.',
  retry: 'RETRY',
  routeErrorTitle: 'SOMETHING WENT WRONG',
  routeErrorText: 'This screen ran into an unexpected error.',
  backHome: 'BACK TO MAIN MENU',
  battle: {
    title: 'TACTICAL BATTLE',
    text: 'This screen arrives with the tactical battle issue. Nothing here yet.',
  },
  afterAction: {
    title: 'AFTER-ACTION REPORT',
    text: 'The after-action report arrives with the tactical battle issue. Nothing here yet.',
  },
};

/**
 * The theme config entity (spec: missions-battle-themes §3): every word and colour a screen shows.
 * Themes change wording, colours and dates, never rules; screens read this and hold no theme text.
 * Templates use `{name}` placeholders filled by the screen (e.g. '{n} CAMPAIGN(S) AVAILABLE').
 */
import type { CampaignMark, Difficulty, FacilityType, SoldierStatus, ThemeId } from '../content/ids';
import type { MissionTemplateId } from '../content/missions';
import type { ResearchProjectId } from '../content/research';
import type { SoldierNameList } from '../content/soldier-names/index';
import type { DayCycleWords, DayReportWords, FacilityPanelWords, ResearchPanelWords } from './common-base-words';
import type { AfterActionWords, BattleWords, ReplayWords } from './common-battle-words';
import type { CampaignLogWords, MissionBriefingWords, MissionPanelWords } from './common-mission-words';
import type { RefusalWords } from './common-refusal-words';
import type { MedbayScreenWords, SquadScreenWords } from './common-squad-words';
import type { ReportWords } from './report-words';

export type { AfterActionWords, BattleLogTemplates, BattleWords, ReplayWords } from './common-battle-words';
export type { CampaignLogWords, MissionBriefingWords, MissionPanelWords } from './common-mission-words';
export type { MedbayScreenWords, SquadScreenWords } from './common-squad-words';
export type { BenefitWords, HistoryWords, ReportWords, Worded } from './report-words';

/** The five base-screen tabs, in the order the spec lists them. */
export const BASE_TABS = ['base', 'squad', 'medbay', 'research', 'missions'] as const;
export type BaseTab = (typeof BASE_TABS)[number];

/** CSS colours (hex) for one universe. `accent` marks what the player can act on. */
export interface ThemeColours {
  background: string;
  backgroundAlt: string;
  panel: string;
  panelRaised: string;
  border: string;
  text: string;
  textMuted: string;
  accent: string;
  /** Text drawn on an `accent` fill. */
  accentText: string;
  /** The second colour of the universe (olive, rust, silver-blue, violet). */
  highlight: string;
  danger: string;
  warning: string;
  success: string;
}

export interface MenuItemWords {
  label: string;
  description: string;
}

export interface ComingSoonItemWords extends MenuItemWords {
  /** What the item says when chosen, until the feature exists (spec §2 'alert' texts). */
  comingSoon: string;
}

export interface HomeWords {
  /** Shown before the upper-cased username when signed in (Commander / Operative / Engineer). */
  userTitle: string;
  /** The unauthorized-access label shown to a guest. */
  guestTitle: string;
  signIn: string;
  logout: string;
  /** Opens the account dialog (e-mail and password) beside LOGOUT. */
  account: string;
  alertBanner: string;
  statusLabel: string;
  statusOperational: string;
  statusReady: string;
  statusSignInRequired: string;
  clearanceLabel: string;
  /** The classified level of a signed-in player. */
  clearanceLevel: string;
  guestClearance: string;
  signInPrompt: string;
  /** The support card (base-and-accounts §1), shown only when the operator set SUPPORT_URL. */
  supportTitle: string;
  supportText: string;
  /** The card's link to the operator's donation page. */
  supportLink: string;
}

export interface MenuWords {
  newCampaign: MenuItemWords;
  continueCampaign: MenuItemWords;
  settings: ComingSoonItemWords;
  profile: ComingSoonItemWords;
  news: ComingSoonItemWords;
  leaderboard: ComingSoonItemWords;
}

export interface ResourceLabels {
  funds: string;
  supplies: string;
  intel: string;
  power: string;
}

export interface SquadLabels {
  title: string;
  recruit: string;
  statuses: Record<SoldierStatus, string>;
}

export interface ProjectWords {
  name: string;
  description: string;
}

export interface ResearchLabels {
  title: string;
  /** The name and description of every catalogue project (all 21), by id (e.g. 'titan_armor'). */
  projects: Record<ResearchProjectId, ProjectWords>;
}

/**
 * How one mission template reads in a universe: the card, the detail view, the briefing and the
 * battle header. The rules (tier, days, squad, rewards, odds) stay in content/missions.ts.
 */
export interface MissionWords {
  name: string;
  /** What kind of operation it is, shown on the card beside the location. */
  type: string;
  location: string;
  /** The brief. */
  description: string;
  /** The briefing's intelligence report. */
  storyContext: string;
  objectives: readonly string[];
}

/** First and last names a generated soldier draws from: content the rules read (content/soldier-names/). */
export type { SoldierNameList } from '../content/soldier-names/index';

export interface MissionLabels {
  title: string;
  threatLevel: string;
  activeMissions: string;
  tiers: { simple: string; complex: string; campaign: string };
  /** Theme text for 'Need at least {n} available soldiers'. */
  insufficientOperatives: string;
  /** Issue 34: the button that buys a counter-operation (threat −1). */
  counterOperation: string;
  /** Issue 34: what it costs and does: '{cost}' (the theme's resource words), '{floor}'. */
  counterOperationNote: string;
  /** Rules 9: the button that drops supplies to a squad in the field: '{points}' (its odds' rise). */
  supplyDrop: string;
  /**
   * Rules 9: what a drop costs and does: '{cost}' (the theme's resource words), '{points}' (odds up),
   * '{risk}' (casualty chance down), '{max}' (drops a mission can take).
   */
  supplyDropNote: string;
  /** Rules 9: an auto mission in the field's odds and casualty chance as they stand today: '{chance}', '{risk}' ('72%'). */
  supplyDropOdds: string;
  /** Issue 34: a key mission's card once its deadline has passed unwon: '{day}', '{threat}', '{aim}'. */
  keyMissed: string;
  /** Issue 34: a lost key mission's card: '{threat}' (the floor's rise), '{day}' (back on the board). */
  keyLost: string;
}

export interface BriefingLabels {
  banner: string;
  title: string;
  abort: string;
  readyToDeploy: string;
  begin: string;
  noAbortWarning: string;
  /**
   * Issue 35: Back from a battle under way shows the briefing again; it then says so (in place of
   * `noAbortWarning`) and BEGIN reads `resume`.
   */
  underWay: string;
  resume: string;
}

export interface AuthDialogWords {
  signInTitle: string;
  registerTitle: string;
  username: string;
  email: string;
  password: string;
  signInSubmit: string;
  registerSubmit: string;
  busy: string;
  toRegister: string;
  toSignIn: string;
  close: string;
  cloudNote: string;
  errorFallback: string;
  /** The secondary action that starts an unsaved campaign without an account. */
  guestPlay: string;
  guestNote: string;
  /** The campaign kept in this browser, beside 'Play as guest': '{name} · Day {day} · Saved in this browser'. */
  localCampaign: string;
  /** Resumes the campaign kept in this browser, still as a guest. */
  resumeLocal: string;
  /**
   * The guest button when a campaign is kept in this browser: starting another replaces it, and the
   * button says so ('New guest campaign (replaces {name})'; issue 26 item 16).
   */
  guestPlayReplacing: string;
  /** The note under the guest buttons when a campaign is kept in this browser: '{name}' is that campaign. */
  guestReplaceNote: string;
  /** The checkbox that brings the campaign kept in this browser into the account on signing in or registering. */
  bringLocal: string;
  /** Signed in, but the server refused the local campaign: '{error}'. */
  bringFailed: string;
  /** The '{error}' of bringFailed when the server gave no reason (no answer, or an unreadable record). */
  bringNoReason: string;
  /** The campaign saved in this browser could not be read by this release: kept aside, not deleted (issue 25). */
  localKeptAside: string;
  /** Shown under the password field when creating an account: the rule the server applies. */
  passwordRule: string;
  /** The strength estimate as the player types a new password: 'Strength: {label}'. */
  passwordStrength: string;
  /** The estimate's five grades, zxcvbn's scores 0-4 (the server accepts 3 and 4). */
  passwordStrengthLabels: readonly [string, string, string, string, string];
  /** The account dialog (issue 27): changing the e-mail or the password, each with the current password. */
  accountTitle: string;
  newEmail: string;
  currentPassword: string;
  newPassword: string;
  changeEmail: string;
  changePassword: string;
  emailChanged: string;
  passwordChanged: string;
  /** Why the current password is asked, and what a change does to other browsers. */
  accountNote: string;
  accountErrorFallback: string;
}

export interface NewCampaignWords {
  title: string;
  universeLabel: string;
  nameLabel: string;
  namePlaceholder: string;
  difficultyLabel: string;
  difficulties: Record<Difficulty, string>;
  submit: string;
  busy: string;
  close: string;
  nameRequired: string;
  noIdReturned: string;
  errorFallback: string;
  /** Shown in the dialog when it starts a guest campaign. */
  guestNote: string;
}

export interface LoadCampaignWords {
  title: string;
  loading: string;
  errorTitle: string;
  emptyTitle: string;
  emptyText: string;
  /** '{n} CAMPAIGN(S) AVAILABLE'. */
  available: string;
  created: string;
  updated: string;
  /** With the universe badge beside it, what tells two campaigns apart: 'Day {day} · {difficulty}'. */
  summary: string;
  difficulties: Record<Difficulty, string>;
  lastPlayed: string;
  /** Shown for last played when the campaign has never been saved since it was created. */
  neverPlayed: string;
  load: string;
  deleteLabel: string;
  confirmTitle: string;
  confirmText: string;
  cancel: string;
  confirmDelete: string;
  close: string;
  /** The campaign saved in this browser, offered to a signed-in player: its region's name. */
  localTitle: string;
  /** Brings the campaign saved in this browser into the account. */
  bringLocal: string;
  /** 'The campaign saved in this browser could not be brought in: {error}'. */
  bringFailed: string;
  /** The '{error}' of bringFailed when the server gave no reason (no answer, or an unreadable record). */
  bringNoReason: string;
}

export interface BaseScreenWords {
  loading: string;
  /** Prefix of the day counter: 'D+' gives 'D+3'. */
  dayPrefix: string;
  dateLabel: string;
  exit: string;
  /** After an action met a campaign changed in another tab or window: the screen reloaded it (issue 26). */
  changedElsewhere: string;
}

export interface ScreenWords {
  loading: string;
  loadErrorTitle: string;
  loadErrorText: string;
  retry: string;
  routeErrorTitle: string;
  routeErrorText: string;
  backHome: string;
  battle: { title: string; text: string };
  afterAction: { title: string; text: string };
}

export interface ThemeConfig {
  id: ThemeId;
  title: string;
  subtitle: string;
  /** Campaign badge in the Load Campaign list (vanilla reads LAST STAND). */
  badge: string;
  /**
   * A campaign's marks (GAME_RULES "Marks"): the badge on its load card, in the base header and on
   * its replays, and the sentence that says what it means (the badge's title).
   */
  marks: Record<CampaignMark, { badge: string; explain: string }>;
  /** In-game date of day 1, ISO yyyy-mm-dd. */
  startDate: string;
  colours: ThemeColours;
  /** The universe card in the New Campaign dialog. */
  universe: { name: string; description: string; preview: string };
  home: HomeWords;
  menu: MenuWords;
  resources: ResourceLabels;
  facilities: Record<FacilityType, string>;
  /** What each facility is, shown in its details (the rules' effects are listed beside it). */
  facilityDescriptions: Record<FacilityType, string>;
  tabs: Record<BaseTab, string>;
  squad: SquadLabels;
  research: ResearchLabels;
  missions: MissionLabels;
  /** Every mission template's words, by template id; read them through `missionWords`. */
  missionTexts: Record<MissionTemplateId, MissionWords>;
  briefing: BriefingLabels;
  /** Names for generated soldiers that fit the setting. */
  soldierNames: SoldierNameList;
  auth: AuthDialogWords;
  newCampaign: NewCampaignWords;
  loadCampaign: LoadCampaignWords;
  base: BaseScreenWords;
  /** Header day cycle, tabs, guest and campaign-over banners (common-base-words.ts). */
  dayCycle: DayCycleWords;
  /** Base grid, build and facility panels (common-base-words.ts). */
  facilityPanel: FacilityPanelWords;
  /** Research tab (common-base-words.ts). */
  researchPanel: ResearchPanelWords;
  /** Day report modal (common-base-words.ts). */
  dayReport: DayReportWords;
  screens: ScreenWords;
  /** Squad tab and soldier profile (common-squad-words.ts). */
  squadScreen: SquadScreenWords;
  /** Medbay tab (common-squad-words.ts). */
  medbayScreen: MedbayScreenWords;
  /** Missions tab beyond the spec's MissionLabels (common-mission-words.ts). */
  missionPanel: MissionPanelWords;
  /** Mission briefing screen beyond the spec's BriefingLabels (common-mission-words.ts). */
  missionBriefing: MissionBriefingWords;
  /** Campaign log: timeline and charts (common-mission-words.ts). */
  campaignLog: CampaignLogWords;
  /** How the rules' refusals and lock reasons read (common-refusal-words.ts, refusal-wording.ts). */
  refusals: RefusalWords;
  /** Battle screen: unit and ability names, combat-log templates, turn labels (common-battle-words.ts). */
  battle: BattleWords;
  /** After-action report (common-battle-words.ts). */
  afterAction: AfterActionWords;
  /** Battle replay viewer (common-battle-words.ts). */
  replay: ReplayWords;
  /** How the rules' facts read: day report, toasts, log, soldier history, victory and defeat (<id>/report-words.ts). */
  report: ReportWords;
}

/**
 * The part of a theme the landing page shows (title, colours, home screen and menu words, the
 * loading and error words): sent with the first page, while the rest of the theme, with its
 * mission, research and facility words, loads when a campaign screen opens (issue 16).
 */
export type LandingTheme = Pick<ThemeConfig, 'id' | 'title' | 'subtitle' | 'colours' | 'home' | 'menu' | 'screens'>;

/** The base tabs', briefing's, day report's and campaign log's words a themed universe writes in its own `<id>/screen-words.ts`. */
export type ThemeScreenWords = Pick<
  ThemeConfig,
  | 'base'
  | 'dayCycle'
  | 'facilityPanel'
  | 'dayReport'
  | 'squadScreen'
  | 'medbayScreen'
  | 'missionPanel'
  | 'missionBriefing'
  | 'campaignLog'
>;

/**
 * Words of the base screen's own panels (spec: base-and-accounts §2 Base screen, §8 Base screen
 * alerts): the day cycle in the header, the base grid and its build/detail panels, the research
 * lab and the day report. The spec's exact words live here once; a theme spreads a group and
 * overrides what its universe says differently. Templates use `{name}` placeholders.
 */

/** The header's day cycle, the tab strip, the guest banner and the campaign-over banner. */
export interface DayCycleWords {
  advanceDay: string;
  /** ADVANCE DAY while a day is being processed. */
  processing: string;
  clockLabel: string;
  /** Accessible name of the day progress meter. */
  dayProgress: string;
  pause: string;
  resume: string;
  speedLabel: string;
  /** Labels of the meter speeds, slowest first. */
  speeds: { normal: string; fast: string; fastest: string };
  /** Accessible name of the resources strip. */
  resourcesLabel: string;
  /** Accessible name of the tab list. */
  tabsLabel: string;
  guestBanner: string;
  victoryTitle: string;
  victoryText: string;
  defeatTitle: string;
  defeatText: string;
  /** The missions tab until the missions issue delivers its panel. */
}

export interface FacilityPanelWords {
  gridLabel: string;
  /** Accessible name of an empty slot: 'Empty slot row {row} column {col}'. */
  emptySlot: string;
  /** Accessible name of a built slot: '{name} level {level}, row {row} column {col}'. */
  occupiedSlot: string;
  /** Added to a slot's name while it is being built: ', under construction ({days} days left)'. */
  underConstructionSuffixOne: string;
  underConstructionSuffix: string;
  /** Added to a slot's name while it is switched off. */
  offlineSuffix: string;
  levelShort: string;
  daysLeftShort: string;
  offlineShort: string;
  buildTitle: string;
  /** Sub-heading of the build panel: 'Row {row}, column {col}'. */
  position: string;
  cost: string;
  powerDraw: string;
  gives: string;
  buildDays: string;
  build: string;
  /** The build button's accessible name: '{build} {name}' gives 'BUILD Barracks'. */
  buildNamed: string;
  close: string;
  /** What a facility gives, from the rules' numbers. */
  effects: {
    income: string;
    power: string;
    healing: string;
    training: string;
    /** The Research Lab's pace: '{percent}' per level, '{max}' the cap over all labs. */
    research: string;
  };
  detailTitle: string;
  level: string;
  status: string;
  statusOnline: string;
  statusOffline: string;
  statusBuilding: string;
  constructionDaysLeft: string;
  upgradeCost: string;
  maxLevel: string;
  upgrade: string;
  viewDetails: string;
  activeToggle: string;
  detailsTitle: string;
  /** The details dialog's title: '{title}: {name}' gives 'FACILITY DETAILS: Barracks'. */
  detailsTitleOf: string;
  description: string;
  dailyIncome: string;
  none: string;
  /** Spec §8 alerts for failures that are not the rules' own refusal. */
  positionTaken: string;
  buildFailed: string;
  upgradeFailed: string;
  toggleFailed: string;
  /** Beside a disabled BUILD / UPGRADE: 'Need {amounts} more' ('Need 2,000 FUNDS more'). */
  needMore: string;
  /** Beside a disabled UPGRADE while building: 'Under construction: {days} days'. */
  underConstructionFor: string;
}

export interface ResearchPanelWords {
  tiers: { early: string; mid: string; late: string };
  /** '{done}/{total} COMPLETED' beside a tier's name. */
  tierCount: string;
  tags: { completed: string; locked: string; researching: string; available: string };
  cost: string;
  duration: string;
  /** '{n} days' ('1 day' in `day`). */
  day: string;
  days: string;
  /** Days of work left at the base's pace (Research Labs speed it): '{n} days left' ('1 day left' in `dayLeft`). */
  dayLeft: string;
  daysLeft: string;
  progress: string;
  /** A progress bar's accessible name: '{progress}: {name}'. */
  progressOf: string;
  prerequisites: string;
  benefits: string;
  start: string;
  insufficient: string;
  notAvailable: string;
  cancel: string;
  cancelTitle: string;
  /** The refund the player gets back: 'Cancel {name}? Refund: {funds} {fundsLabel}, …'. */
  cancelText: string;
  confirmCancel: string;
  keepResearching: string;
  selectPrompt: string;
  summaryCompleted: string;
  summaryCurrent: string;
  summaryAvailable: string;
  summaryNone: string;
  startFailed: string;
  cancelFailed: string;
  close: string;
}

export interface DayReportWords {
  /** 'DAY {n} - REPORT'. */
  title: string;
  sections: {
    facilities: string;
    /** Facilities still being built after the day, with their days left (issue 14). */
    construction: string;
    research: string;
    healing: string;
    events: string;
    missions: string;
    campaign: string;
    /** The day's numbers: income and upkeep by resource. */
    economy: string;
  };
  /** The mission debrief the report opens with (issue 14). */
  debrief: {
    /** Accessible name of the squad list: 'Squad of {mission}'. */
    squadOf: string;
    unhurt: string;
    /** '{status}' (the universe's word for Wounded), '{damage}', '{health}', '{maxHealth}'. The fallen read the universe's KIA status. */
    wounded: string;
    /** '{xp}'. */
    xp: string;
    /** '{rank}'. */
    promoted: string;
    /** '{skill}'. */
    skill: string;
    /** The heading of the debrief: '{verdict}' (the battle's success or failure title), '{mission}'. */
    title: string;
    /** A soldier's name in the debrief: '{rank} {name}'. */
    soldier: string;
    /** The rewards line: '{list}' (the rewards, comma-separated). */
    rewards: string;
    /** One reward in that list: '+{amount} {resource}'. */
    reward: string;
  };
  /** The day's numbers, by resource. */
  economy: {
    resource: string;
    income: string;
    upkeep: string;
    net: string;
  };
  /** The notice of a quiet day (the clock runs on): '{n}' the day, '{events}' the events logged. */
  quietDay: string;
  continue: string;
  close: string;
  /** The chapter-opening screen shown when a chapter begins (issue 12): 'CHAPTER {n}' and its button. */
  chapterLabel: string;
  /** The chapter opening's title: '{label}: {title}' gives 'CHAPTER 1: ...'. */
  chapterTitle: string;
  chapterBegin: string;
}

export const COMMON_DAY_CYCLE_WORDS: DayCycleWords = {
  advanceDay: 'ADVANCE DAY',
  processing: 'PROCESSING...',
  clockLabel: 'TIME',
  dayProgress: 'Day progress',
  pause: 'PAUSE',
  resume: 'RESUME',
  speedLabel: 'SPEED',
  speeds: { normal: '1×', fast: '2×', fastest: '4×' },
  resourcesLabel: 'Resources',
  tabsLabel: 'Base sections',
  guestBanner: 'GUEST CAMPAIGN: saved in this browser only. Sign in to bring it into your account.',
  victoryTitle: 'VICTORY',
  victoryText: 'The campaign is won. Nothing more can change here.',
  defeatTitle: 'DEFEAT',
  defeatText: 'Operations have ended. Nothing more can change here.',
};

export const COMMON_FACILITY_PANEL_WORDS: FacilityPanelWords = {
  gridLabel: 'Base grid',
  emptySlot: 'Empty slot row {row} column {col}',
  occupiedSlot: '{name} level {level}, row {row} column {col}',
  underConstructionSuffix: ', under construction ({days} days left)',
  underConstructionSuffixOne: ', under construction (1 day left)',
  offlineSuffix: ', offline',
  levelShort: 'LV {level}',
  daysLeftShort: '{days}D',
  offlineShort: 'OFF',
  buildTitle: 'BUILD FACILITY',
  position: 'Row {row}, column {col}',
  cost: 'Cost',
  powerDraw: 'Power draw',
  gives: 'Gives',
  buildDays: 'Build time',
  build: 'BUILD',
  buildNamed: '{build} {name}',
  close: 'Close',
  effects: {
    income: '+{amount} {resource} per day per level',
    power: '+{amount} {resource} capacity (+{perLevel} per level above 1)',
    healing: 'Heals each wounded soldier {base} + {perLevel} × level per day',
    training: '+{amount} experience per day per level for Ready soldiers',
    research: 'Research {percent}% faster per level (at most {max}% faster)',
  },
  detailTitle: 'FACILITY',
  level: 'Level',
  status: 'Status',
  statusOnline: 'ONLINE',
  statusOffline: 'OFFLINE',
  statusBuilding: 'UNDER CONSTRUCTION',
  constructionDaysLeft: 'Construction days left',
  upgradeCost: 'Upgrade cost',
  maxLevel: 'MAXIMUM LEVEL',
  upgrade: 'UPGRADE',
  viewDetails: 'VIEW DETAILS',
  activeToggle: 'Active',
  detailsTitle: 'FACILITY DETAILS',
  detailsTitleOf: '{title}: {name}',
  description: 'Description',
  dailyIncome: 'Daily income',
  none: 'None',
  positionTaken: 'This position is already occupied! Please refresh the page to see all facilities.',
  buildFailed: 'Failed to build facility: {message}',
  upgradeFailed: 'Failed to upgrade facility',
  toggleFailed: 'Failed to switch facility: {message}',
  needMore: 'Need {amounts} more',
  underConstructionFor: 'Under construction: {days} days',
};

export const COMMON_RESEARCH_PANEL_WORDS: ResearchPanelWords = {
  tiers: { early: 'EARLY TIER', mid: 'MID TIER', late: 'LATE TIER' },
  tierCount: '{done}/{total} COMPLETED',
  tags: { completed: 'COMPLETED', locked: 'LOCKED', researching: 'IN PROGRESS', available: 'AVAILABLE' },
  cost: 'Cost',
  duration: 'Duration',
  days: '{n} days',
  day: '1 day',
  daysLeft: '{n} days left',
  dayLeft: '1 day left',
  progress: 'Progress',
  progressOf: '{progress}: {name}',
  prerequisites: 'Requires',
  benefits: 'Benefits',
  start: 'START RESEARCH',
  insufficient: 'INSUFFICIENT RESOURCES',
  notAvailable: 'NOT AVAILABLE',
  cancel: 'CANCEL',
  cancelTitle: 'CANCEL RESEARCH?',
  cancelText: 'Cancel {name}? Refund: {refund}.',
  confirmCancel: 'CANCEL RESEARCH',
  keepResearching: 'KEEP RESEARCHING',
  selectPrompt: 'Select a project to see its details.',
  summaryCompleted: 'TOTAL COMPLETED',
  summaryCurrent: 'CURRENT RESEARCH',
  summaryAvailable: 'AVAILABLE PROJECTS',
  summaryNone: 'None',
  startFailed: 'Failed to start research. Please try again.',
  cancelFailed: 'Failed to cancel research: {message}',
  close: 'Close',
};

export const COMMON_DAY_REPORT_WORDS: DayReportWords = {
  title: 'DAY {n} - REPORT',
  sections: {
    facilities: 'FACILITIES COMPLETED',
    construction: 'UNDER CONSTRUCTION',
    research: 'RESEARCH PROGRESS',
    healing: 'SQUAD HEALING',
    events: 'EVENTS',
    missions: 'MISSIONS',
    campaign: 'CAMPAIGN',
    economy: 'INCOME AND UPKEEP',
  },
  debrief: {
    squadOf: 'Squad of {mission}',
    unhurt: 'Unhurt',
    wounded: '{status}: -{damage} health ({health}/{maxHealth})',
    xp: '+{xp} XP',
    promoted: 'Promoted to {rank}',
    skill: 'Learned {skill}',
    title: '{verdict}: {mission}',
    soldier: '{rank} {name}',
    rewards: 'Rewards: {list}',
    reward: '+{amount} {resource}',
  },
  economy: {
    resource: 'Resource',
    income: 'Income',
    upkeep: 'Upkeep',
    net: 'Net',
  },
  quietDay: 'Day {n}: nothing needs your orders. Events logged: {events}.',
  continue: 'CONTINUE',
  close: 'Close',
  chapterLabel: 'CHAPTER {n}',
  chapterTitle: '{label}: {title}',
  chapterBegin: 'BEGIN',
};

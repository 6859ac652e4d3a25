/**
 * MAJESTIC's words on the base tabs, the briefing, the day report and the campaign log: operations,
 * operatives and the team, the site. Everything not named here is the common wording (issue 26 item 9).
 */
import { COMMON_DAY_CYCLE_WORDS, COMMON_DAY_REPORT_WORDS, COMMON_FACILITY_PANEL_WORDS } from '../common-base-words';
import {
  COMMON_CAMPAIGN_LOG_WORDS,
  COMMON_MISSION_BRIEFING_WORDS,
  COMMON_MISSION_PANEL_WORDS,
} from '../common-mission-words';
import { COMMON_MEDBAY_SCREEN_WORDS, COMMON_SQUAD_SCREEN_WORDS } from '../common-squad-words';
import { COMMON_BASE_SCREEN_WORDS } from '../common-words';
import type { ThemeScreenWords } from '../theme-config';
import { MAJESTIC_ITEM_NAMES, MAJESTIC_SKILL_NAMES } from './kit-names';

export const MAJESTIC_SCREEN_WORDS: ThemeScreenWords = {
  base: {
    ...COMMON_BASE_SCREEN_WORDS,
    loading: 'DECRYPTING SITE FILE...',
    changedElsewhere: 'This site file was amended from another terminal. The display now shows it as it stands.',
  },
  dayCycle: {
    ...COMMON_DAY_CYCLE_WORDS,
    tabsLabel: 'Site sections',
    defeatText: 'The site has been shut down. Nothing more can change here.',
  },
  facilityPanel: {
    ...COMMON_FACILITY_PANEL_WORDS,
    gridLabel: 'Site grid',
    effects: {
      ...COMMON_FACILITY_PANEL_WORDS.effects,
      healing: 'Treats each injured operative {base} + {perLevel} × level per day',
      training: '+{amount} experience per day per level for Field Ready operatives',
    },
  },
  dayReport: {
    ...COMMON_DAY_REPORT_WORDS,
    sections: { ...COMMON_DAY_REPORT_WORDS.sections, healing: 'TEAM RECOVERY', missions: 'OPERATIONS' },
    debrief: { ...COMMON_DAY_REPORT_WORDS.debrief, squadOf: 'Team on {mission}' },
  },
  squadScreen: {
    ...COMMON_SQUAD_SCREEN_WORDS,
    summaryTitle: 'OPERATIVE SUMMARY',
    skillNames: MAJESTIC_SKILL_NAMES,
    itemNames: MAJESTIC_ITEM_NAMES,
    missions: 'Operations',
    emptyRoster: 'No operatives on the roster. Recruit one to start.',
    recruitFailed: 'Failed to recruit operative',
    specializeFailed: 'Failed to specialize the operative',
    usesPerMission: 'Uses / operation',
  },
  medbayScreen: {
    ...COMMON_MEDBAY_SCREEN_WORDS,
    woundedTitle: 'INJURED',
    readyTitle: 'FIELD READY',
    // The medbay's own column: OPERATIONS is this universe's missions tab.
    operationsTitle: 'MEDICAL STATUS',
    noWounded: 'No injured operatives.',
    noReady: 'No operative is field ready.',
    healFailed: 'Failed to treat the operative',
    medbaysActive: 'Medical wings active',
    woundedCount: 'Injured',
    deployNote: 'Injured operatives cannot be deployed.',
    dailyHealing: 'Medical wing recovery per day',
    noMedbay: 'Build a {facility} to treat the injured every day.',
  },
  missionPanel: {
    ...COMMON_MISSION_PANEL_WORDS,
    oddsProjectedNote:
      'An estimate, not a guarantee: operatives like these succeed in about {percent}% of insertions against the opposition expected today, by a model of {battles} recorded insertions (±{margin} points on 9 reads in 10).',
    oddsForce: 'The team will meet {count} hostiles, each {hp} HP and {aim} aim against normal opposition',
    oddsForceUsual: 'The team will meet {count} hostiles at normal strength',
    noActiveMissions: 'No operations in the field',
    awaitingBattle: 'Awaiting engagement',
    tiersLabel: 'Operation tiers',
    selectPrompt: 'Select an operation to plan a deployment.',
    detailLabel: '{name} operation',
    oddsEmpty: 'Assign operatives to see the odds.',
    squadSize: 'TEAM',
    squadPicker: 'ASSIGN TEAM',
    needOne: 'Assign at least 1 operative to deploy',
    needMore: 'Assign at least {min} operatives to deploy',
    squadFull: 'Team full: at most {max} operatives',
    noDeployable: 'No operatives are cleared for deployment',
    oddsCasualtyChance: 'Casualty risk per operative',
    oddsBase: 'Operation base',
    oddsSquad: 'Team rating {rating} (average of {n}) vs 50, halved',
    autoTime: 'AUTO: the team is away {duration}',
    deployedToast: '{name}: team deployed, back in {duration}',
  },
  missionBriefing: {
    ...COMMON_MISSION_BRIEFING_WORDS,
    intelTitle: 'OPERATION INTEL',
    rosterTitle: 'TEAM ROSTER',
    abortedToast: 'Operation scrubbed. The team is back on site.',
    sampleNote: 'No operation was handed to this screen: this is a sample briefing.',
    aborting: 'SCRUBBING...',
    sampleMission: {
      name: 'FIELD EXERCISE',
      location: 'Unlisted Site',
      brief: 'Engage and neutralise the hostile entities in the area.',
      firstObjective: 'Neutralise all entities',
      secondObjective: 'Keep the team alive',
    },
  },
  campaignLog: {
    ...COMMON_CAMPAIGN_LOG_WORDS,
    types: { ...COMMON_CAMPAIGN_LOG_WORDS.types, squad: 'TEAM' },
    missionsChart: 'OPERATIONS WON AND LOST',
    soldiersChart: 'OPERATIVES BY STATUS',
    storyKeyEventAhead: 'Priority operation expected about day {day}',
    storyStatus: { ...COMMON_CAMPAIGN_LOG_WORDS.storyStatus, in_field: 'team in the field' },
  },
};

/**
 * DEVASTATORS' words on the base tabs, the briefing, the day report and the campaign log: sorties,
 * hands and the crew, the yard. Everything not named here is the common wording (issue 26 item 9).
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
import { DEVASTATORS_ITEM_NAMES, DEVASTATORS_SKILL_NAMES } from './kit-names';

export const DEVASTATORS_SCREEN_WORDS: ThemeScreenWords = {
  base: {
    ...COMMON_BASE_SCREEN_WORDS,
    loading: 'STOKING THE BOILERS...',
    changedElsewhere: 'Someone else has been working this yard. The ledgers now show it as it stands.',
  },
  dayCycle: {
    ...COMMON_DAY_CYCLE_WORDS,
    tabsLabel: 'Yard sections',
    defeatText: 'The yard has gone cold. Nothing more can change here.',
  },
  facilityPanel: {
    ...COMMON_FACILITY_PANEL_WORDS,
    gridLabel: 'Yard grid',
    effects: {
      ...COMMON_FACILITY_PANEL_WORDS.effects,
      healing: 'Patches up each injured hand {base} + {perLevel} × level per day',
      training: '+{amount} experience per day per level for hands Fit for Duty',
    },
  },
  dayReport: {
    ...COMMON_DAY_REPORT_WORDS,
    sections: { ...COMMON_DAY_REPORT_WORDS.sections, healing: 'CREW PATCHED UP', missions: 'SORTIES' },
    debrief: { ...COMMON_DAY_REPORT_WORDS.debrief, squadOf: 'Crew of {mission}' },
  },
  squadScreen: {
    ...COMMON_SQUAD_SCREEN_WORDS,
    summaryTitle: 'CREW SUMMARY',
    skillNames: DEVASTATORS_SKILL_NAMES,
    itemNames: DEVASTATORS_ITEM_NAMES,
    missions: 'Sorties',
    rosterLabel: 'Manifest',
    emptyRoster: 'No hands on the manifest. Enlist one to start.',
    recruitFailed: 'Failed to enlist a hand',
    specializeFailed: 'Failed to specialize the hand',
    usesPerMission: 'Uses / sortie',
  },
  medbayScreen: {
    ...COMMON_MEDBAY_SCREEN_WORDS,
    woundedTitle: 'INJURED',
    readyTitle: 'FIT FOR DUTY',
    operationsTitle: 'INFIRMARY ROUNDS',
    noWounded: 'No injured hands.',
    noReady: 'No hand is fit for duty.',
    healFailed: 'Failed to patch up the hand',
    medbaysActive: 'Infirmaries working',
    woundedCount: 'Injured',
    deployNote: 'Injured hands cannot be sent out.',
    dailyHealing: 'Infirmary patching per day',
    noMedbay: 'Build a {facility} to patch up the injured every day.',
  },
  missionPanel: {
    ...COMMON_MISSION_PANEL_WORDS,
    oddsProjectedNote:
      'A reckoning, not a promise: hands like these carry about {percent}% of fights against the crew waiting today, going by {battles} fights already run (±{margin} points on 9 reckonings in 10).',
    oddsForce: 'The crew will meet {count} machines, each {hp} HP and {aim} aim against a normal run',
    oddsForceUsual: 'The crew will meet {count} machines at normal strength',
    noActiveMissions: 'No sorties out on the line',
    deployed: '{n} out on the line',
    awaitingBattle: 'Waiting on the line',
    tiersLabel: 'Sortie tiers',
    selectPrompt: 'Pick a sortie to plan its crew.',
    detailLabel: '{name} sortie',
    oddsEmpty: 'Pick hands to see the odds.',
    squadSize: 'CREW',
    squadPicker: 'PICK THE CREW',
    needOne: 'Pick at least 1 hand to send',
    needMore: 'Pick at least {min} hands to send',
    squadFull: 'Crew full: at most {max} hands',
    noDeployable: 'No hands are free to send',
    oddsCasualtyChance: 'Casualty risk per hand',
    oddsBase: 'Sortie base',
    oddsSquad: 'Crew rating {rating} (average of {n}) vs 50, halved',
    deployAuto: 'SEND OUT (AUTO)',
    deployManual: 'SEND OUT (MANUAL)',
    autoTime: 'AUTO: the crew is away {duration}',
    deploying: 'SENDING OUT...',
    deployedToast: '{name}: crew sent out, back in {duration}',
  },
  missionBriefing: {
    ...COMMON_MISSION_BRIEFING_WORDS,
    intelTitle: 'SORTIE INTELLIGENCE',
    rosterTitle: 'CREW LIST',
    abortedToast: 'Sortie called off. The crew is back in the yard.',
    sampleNote: 'No sortie was handed to this screen: these are sample orders.',
    aborting: 'STANDING DOWN...',
    sampleMission: {
      name: 'DRILL SORTIE',
      location: 'Unmarked Siding',
      brief: 'Meet the machines on the line and scrap them.',
      firstObjective: 'Scrap every machine',
      secondObjective: 'Keep the crew alive',
    },
  },
  campaignLog: {
    ...COMMON_CAMPAIGN_LOG_WORDS,
    types: { ...COMMON_CAMPAIGN_LOG_WORDS.types, squad: 'CREW' },
    missionsChart: 'SORTIES WON AND LOST',
    soldiersChart: 'HANDS BY STATUS',
    storyKeyEventAhead: 'Great sortie expected about day {day}',
    storyStatus: { ...COMMON_CAMPAIGN_LOG_WORDS.storyStatus, in_field: 'crew out on the line' },
  },
};

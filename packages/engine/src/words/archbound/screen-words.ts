/**
 * ARCHBOUND's words on the base tabs, the briefing, the day report and the campaign log:
 * expeditions, wardens, the keep. Everything not named here is the common wording (issue 26 item 9).
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
import { ARCHBOUND_ITEM_NAMES, ARCHBOUND_SKILL_NAMES } from './kit-names';

export const ARCHBOUND_SCREEN_WORDS: ThemeScreenWords = {
  base: {
    ...COMMON_BASE_SCREEN_WORDS,
    loading: 'READING THE ARCHIVE...',
    changedElsewhere: 'Another hand has written in this chronicle. The keep now stands as the chronicle tells it.',
  },
  dayCycle: {
    ...COMMON_DAY_CYCLE_WORDS,
    tabsLabel: 'Keep sections',
    defeatText: 'The keep has fallen silent. Nothing more can change here.',
  },
  facilityPanel: {
    ...COMMON_FACILITY_PANEL_WORDS,
    gridLabel: 'Keep grounds',
    effects: {
      ...COMMON_FACILITY_PANEL_WORDS.effects,
      healing: 'Mends each afflicted warden {base} + {perLevel} × level per day',
      training: '+{amount} experience per day per level for Steadfast wardens',
    },
  },
  dayReport: {
    ...COMMON_DAY_REPORT_WORDS,
    sections: { ...COMMON_DAY_REPORT_WORDS.sections, healing: 'WARDENS MENDED', missions: 'EXPEDITIONS' },
    debrief: { ...COMMON_DAY_REPORT_WORDS.debrief, squadOf: 'Wardens of {mission}' },
  },
  squadScreen: {
    ...COMMON_SQUAD_SCREEN_WORDS,
    summaryTitle: 'WARDEN SUMMARY',
    skillNames: ARCHBOUND_SKILL_NAMES,
    itemNames: ARCHBOUND_ITEM_NAMES,
    missions: 'Expeditions',
    rosterLabel: 'Roll',
    emptyRoster: 'No wardens on the roll. Swear one in to start.',
    recruitFailed: 'Failed to swear in a warden',
    specializeFailed: 'Failed to specialize the warden',
    usesPerMission: 'Uses / expedition',
  },
  medbayScreen: {
    ...COMMON_MEDBAY_SCREEN_WORDS,
    woundedTitle: 'AFFLICTED',
    readyTitle: 'STEADFAST',
    operationsTitle: 'SANATORIUM WATCH',
    noWounded: 'No afflicted wardens.',
    noReady: 'No warden stands steadfast.',
    healFailed: 'Failed to tend the warden',
    medbaysActive: 'Sanatoria tending',
    woundedCount: 'Afflicted',
    deployNote: 'Afflicted wardens cannot be sent beyond the gate.',
    dailyHealing: 'Sanatorium mending per day',
    noMedbay: 'Build a {facility} to mend the afflicted every day.',
  },
  missionPanel: {
    ...COMMON_MISSION_PANEL_WORDS,
    oddsProjectedNote:
      'A foretelling, not an oath: wardens such as these prevail in about {percent}% of vigils against what waits beyond the gate today, as {battles} vigils past tell it (±{margin} points on 9 readings in 10).',
    oddsForce:
      'The wardens will meet {count} foes beyond the gate, each {hp} vigour and {aim} aim against a common night',
    oddsForceUsual: 'The wardens will meet {count} foes beyond the gate at their common strength',
    noActiveMissions: 'No expeditions beyond the gate',
    deployed: '{n} beyond the gate',
    awaitingBattle: 'Waiting at the threshold',
    tiersLabel: 'Expedition tiers',
    selectPrompt: 'Choose an expedition to gather its wardens.',
    detailLabel: '{name} expedition',
    oddsEmpty: 'Choose wardens to see the odds.',
    squadSize: 'WARDENS',
    squadPicker: 'CHOOSE THE WARDENS',
    needOne: 'Choose at least 1 warden to send',
    needMore: 'Choose at least {min} wardens to send',
    squadFull: 'Company full: at most {max} wardens',
    noDeployable: 'No wardens are free to go',
    oddsCasualtyChance: 'Casualty risk per warden',
    oddsBase: 'Expedition base',
    oddsSquad: 'Wardens’ rating {rating} (average of {n}) vs 50, halved',
    deployAuto: 'SEND FORTH (AUTO)',
    deployManual: 'SEND FORTH (MANUAL)',
    autoTime: 'AUTO: the wardens are away {duration}',
    deploying: 'SENDING FORTH...',
    deployedToast: '{name}: wardens sent forth, back in {duration}',
  },
  missionBriefing: {
    ...COMMON_MISSION_BRIEFING_WORDS,
    intelTitle: 'EXPEDITION LORE',
    rosterTitle: 'WARDENS OF THE EXPEDITION',
    abortedToast: 'Expedition abandoned. The wardens are back within the keep.',
    sampleNote: 'No expedition was handed to this screen: this is a sample charge.',
    aborting: 'ABANDONING...',
    sampleMission: {
      name: 'PRACTICE VIGIL',
      location: 'A Nameless Gate',
      brief: 'Meet the spawn at the threshold and banish them.',
      firstObjective: 'Banish every spawn',
      secondObjective: 'Keep the wardens alive',
    },
  },
  campaignLog: {
    ...COMMON_CAMPAIGN_LOG_WORDS,
    types: { ...COMMON_CAMPAIGN_LOG_WORDS.types, squad: 'WARDENS' },
    missionsChart: 'EXPEDITIONS WON AND LOST',
    soldiersChart: 'WARDENS BY STATUS',
    storyKeyEventAhead: 'Great expedition expected about day {day}',
    storyStatus: { ...COMMON_CAMPAIGN_LOG_WORDS.storyStatus, in_field: 'wardens beyond the gate' },
  },
};

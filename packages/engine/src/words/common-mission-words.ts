/**
 * Words of the missions tab, the mission briefing screen and the campaign log
 * (spec: missions-battle-themes §2 Missions tab and Mission briefing; the campaign log goes beyond
 * the spec, issue 5). The spec's fixed texts live here once; each theme spreads these groups and
 * overrides what its universe says differently. Templates use `{name}` placeholders.
 */
import type { CampaignEventType } from '../content/ids';
import type { CasualtyLevel } from '../content/missions';

export interface MissionPanelWords {
  /** The threat gauge: '{level}/10'. */
  threatOutOf: string;
  noActiveMissions: string;
  /** The missions tab's list of operations that ended on an earlier day (issue 26). */
  recentMissions: string;
  /** When a recent operation ended: 'Day {day}'. */
  endedOnDay: string;
  /** '{n} deployed'. */
  deployed: string;
  /** '{n} days remaining' ('1 day remaining' below). */
  daysRemaining: string;
  dayRemaining: string;
  /** A manual mission waits for its battle instead of counting days. */
  awaitingBattle: string;
  success: string;
  failed: string;
  aborted: string;
  /** Accessible name of the tier tab strip. */
  tiersLabel: string;
  duration: string;
  /** '{n} days' ('1 day' below). */
  durationDays: string;
  durationDay: string;
  squadSize: string;
  /** '{min}-{max}', or '{min}' when both are equal. */
  squadRange: string;
  successChance: string;
  casualtyRisk: string;
  rewards: string;
  xp: string;
  reputation: string;
  noRewards: string;
  /** Casualty levels of the mission table, by the rules' name. */
  casualtyLevels: Record<CasualtyLevel, string>;
  location: string;
  objectives: string;
  selectPrompt: string;
  /** Accessible name of the detail view: '{name} deployment'. */
  detailLabel: string;
  squadPicker: string;
  /** '{n} of {max} selected'. */
  selectedCount: string;
  /** 'Select at least {min} soldiers to deploy' ('... 1 soldier ...' in `needOne`). */
  needOne: string;
  needMore: string;
  /** 'Squad full: at most {max} soldiers'. */
  squadFull: string;
  noDeployable: string;
  /** The picker's row: '{rank} · {class} · {health}/{maxHealth} HP'. */
  soldierLine: string;
  oddsTitle: string;
  oddsSuccess: string;
  oddsCasualties: string;
  oddsCasualtyChance: string;
  oddsEmpty: string;
  /** The parts of the success chance (issue 26): accessible name of their list. */
  oddsPartsTitle: string;
  /** The mission's own base rate. */
  oddsBase: string;
  /** The squad term: 'Squad rating {rating} (average of {n}) vs 50, halved'. */
  oddsSquad: string;
  /** The difficulty shift: 'Difficulty: {difficulty}'. */
  oddsDifficulty: string;
  /** The clamp, when it moved the chance: 'Capped at {max}%' / 'Raised to the {min}% floor'. */
  oddsCapped: string;
  oddsFloored: string;
  /** Issue 23, a fought mission's projected win rate: its label, '{percent}% ±{margin}' and its note. */
  oddsProjected: string;
  oddsProjectedValue: string;
  /**
   * Issue 34: the estimate's note: '{percent}', '{margin}' (the fit's error: 9 card reads in 10 lie
   * within it of 100 simulated battles) and '{battles}' (the played battles the model was fitted on).
   */
  oddsProjectedNote: string;
  /**
   * Issue 35: what a fought mission's squad meets today, worded as a count it will see: '{count}'
   * hostiles and each one's '{hp}' and '{aim}' (signed, against a normal force); the second when
   * neither is changed.
   */
  oddsForce: string;
  oddsForceUsual: string;
  /** Issue 35: under both figures when a mission offers both modes, which figure is for which mode. */
  oddsModesNote: string;
  /** A key mission's deadline: '{day}'; the last one loses the war. */
  keyDeadline: string;
  keyDeadlineFinal: string;
  deployAuto: string;
  deployManual: string;
  /** What each mode costs in time, under the deploy buttons (issue 26): 'AUTO: the squad is away {duration}'. */
  autoTime: string;
  /** 'MANUAL: you fight it now; the survivors are back the same day'. */
  manualTime: string;
  deploying: string;
  close: string;
  /** Toast after an auto deployment: '{name}: squad deployed, back in {duration}'. */
  deployedToast: string;
}

export interface MissionBriefingWords {
  intelTitle: string;
  location: string;
  duration: string;
  /** '{n} days' ('1 day' below). */
  durationDays: string;
  durationDay: string;
  /** Spec: duration in minutes or 'Variable'. */
  variable: string;
  threat: string;
  /** '{level}/10'. */
  threatOutOf: string;
  casualtyRisk: string;
  brief: string;
  intelligenceReport: string;
  objectives: string;
  rewardsTitle: string;
  xp: string;
  /** What a fought battle pays each survivor (spec §9): '{base} per survivor + {perKill} per kill'. */
  xpFought: string;
  reputation: string;
  rosterTitle: string;
  /** Accessible name of one soldier's loadout: 'Loadout of {name}'. */
  loadoutOf: string;
  health: string;
  /** Issue 35: a soldier's health on the briefing of a battle under way (the figures are the battle's). */
  healthInBattle: string;
  weapon: string;
  armor: string;
  utility: string;
  /** A loadout slot with nothing in it (the sample squad's). */
  emptySlot: string;
  damage: string;
  accuracy: string;
  defense: string;
  mobility: string;
  noClass: string;
  /** A soldier's rank and class on the roster: 'Sergeant · Ranger'. */
  rankAndClass: string;
  /** Shown when the screen was opened without a mission (the spec's sample fallback). */
  sampleNote: string;
  aborting: string;
  /** Toast after a successful abort. */
  abortedToast: string;
  /** The spec's fallback mission (battle screen §2), for display only. */
  sampleMission: { name: string; location: string; brief: string; firstObjective: string; secondObjective: string };
  /** Names of the spec's fallback squad: a sergeant ranger, a corporal sniper, a private support. */
  sampleSquad: { sergeant: string; corporal: string; private: string };
}

export interface CampaignLogWords {
  title: string;
  close: string;
  timelineTitle: string;
  /** Accessible name of the filter toggles. */
  filtersLabel: string;
  types: Record<CampaignEventType, string>;
  /** 'DAY {day}'. */
  dayHeading: string;
  noEvents: string;
  noEventsOfType: string;
  chartsTitle: string;
  resourcesChart: string;
  missionsChart: string;
  soldiersChart: string;
  won: string;
  lost: string;
  /** Axis and tooltip label: 'Day {day}'. */
  dayAxis: string;
  emptyCharts: string;
  /** The story thread's section (issue 26): its accessible name; the thread's own title is its heading. */
  storyLabel: string;
  /** A reached chapter's key mission: '{mission} · about day {day}: {status}'. */
  storyKeyEvent: string;
  /** A key mission not announced yet: 'Key operation expected about day {day}'. */
  storyKeyEventAhead: string;
  /** Where the campaign stands with a key mission (engine `keyEventStatus`). */
  storyStatus: { won: string; lost: string; missed: string; in_field: string; open: string; ahead: string };
}

export const COMMON_MISSION_PANEL_WORDS: MissionPanelWords = {
  threatOutOf: '{level}/10',
  noActiveMissions: 'No missions in the field',
  recentMissions: 'RECENTLY ENDED',
  endedOnDay: 'Day {day}',
  deployed: '{n} deployed',
  daysRemaining: '{n} days remaining',
  dayRemaining: '1 day remaining',
  awaitingBattle: 'Awaiting battle',
  success: '✓ SUCCESS',
  failed: '✗ FAILED',
  aborted: 'ABORTED',
  tiersLabel: 'Mission tiers',
  duration: 'DURATION',
  durationDays: '{n} days',
  durationDay: '1 day',
  squadSize: 'SQUAD',
  squadRange: '{min}-{max}',
  successChance: 'SUCCESS',
  casualtyRisk: 'CASUALTY RISK',
  rewards: 'REWARDS',
  xp: 'XP',
  reputation: 'REP',
  noRewards: 'Experience only',
  casualtyLevels: {
    None: 'None',
    Minimal: 'Minimal',
    Low: 'Low',
    Medium: 'Medium',
    High: 'High',
    'Very High': 'Very High',
    Extreme: 'Extreme',
  },
  location: 'LOCATION',
  objectives: 'OBJECTIVES',
  selectPrompt: 'Select a mission to plan a deployment.',
  detailLabel: '{name} deployment',
  squadPicker: 'SELECT SQUAD',
  selectedCount: '{n} of {max} selected',
  needMore: 'Select at least {min} soldiers to deploy',
  needOne: 'Select at least 1 soldier to deploy',
  squadFull: 'Squad full: at most {max} soldiers',
  noDeployable: 'No soldiers are available for deployment',
  soldierLine: '{rank} · {class} · {health}/{maxHealth} HP',
  oddsTitle: 'PROJECTED ODDS',
  oddsSuccess: 'Auto-resolve chance (AUTO)',
  oddsCasualties: 'Expected casualties',
  oddsCasualtyChance: 'Casualty risk per soldier',
  oddsEmpty: 'Select soldiers to see the odds.',
  oddsPartsTitle: 'How the success chance is made',
  oddsBase: 'Mission base',
  oddsSquad: 'Squad rating {rating} (average of {n}) vs 50, halved',
  oddsDifficulty: 'Difficulty: {difficulty}',
  oddsCapped: 'Capped at {max}%',
  oddsFloored: 'Raised to the {min}% floor',
  oddsProjected: 'Projected win rate (MANUAL)',
  oddsProjectedValue: '{percent}% ±{margin}',
  oddsProjectedNote:
    'An estimate, not a promise: a squad like this one wins about {percent}% of battles against the force it would meet today, by a model fitted on {battles} played battles (±{margin} points on 9 reads in 10).',
  oddsForce: 'The squad will meet {count} hostiles, each {hp} HP and {aim} aim against a normal force',
  oddsForceUsual: 'The squad will meet {count} hostiles at normal strength',
  oddsModesNote:
    'One figure per mode: AUTO is settled by the auto-resolve chance; a MANUAL battle by how you fight it, projected above.',
  keyDeadline: 'Must be won by Day {day}',
  keyDeadlineFinal: 'Must be won by Day {day}, or the war is lost',
  deployAuto: 'DEPLOY (AUTO)',
  deployManual: 'DEPLOY (MANUAL)',
  autoTime: 'AUTO: the squad is away {duration}',
  manualTime: 'MANUAL: you fight it now; the survivors are back the same day',
  deploying: 'DEPLOYING...',
  close: 'CLOSE',
  deployedToast: '{name}: squad deployed, back in {duration}',
};

export const COMMON_MISSION_BRIEFING_WORDS: MissionBriefingWords = {
  intelTitle: 'MISSION INTEL',
  location: 'LOCATION',
  duration: 'DURATION',
  durationDays: '{n} days',
  durationDay: '1 day',
  variable: 'Variable',
  threat: 'MISSION THREAT',
  threatOutOf: '{level}/10',
  casualtyRisk: 'CASUALTY RISK',
  brief: 'BRIEF',
  intelligenceReport: 'INTELLIGENCE REPORT',
  objectives: 'OBJECTIVES',
  rewardsTitle: 'EXPECTED REWARDS',
  xp: 'XP',
  xpFought: '{base} per survivor + {perKill} per kill',
  reputation: 'REPUTATION',
  rosterTitle: 'DEPLOYMENT ROSTER',
  loadoutOf: 'Loadout of {name}',
  health: 'HEALTH',
  healthInBattle: 'in battle',
  weapon: 'PRIMARY WEAPON',
  armor: 'BODY ARMOR',
  utility: 'UTILITY ITEM',
  emptySlot: 'None',
  damage: 'DMG',
  accuracy: 'ACC',
  defense: 'DEF',
  mobility: 'MOB',
  noClass: 'No class',
  rankAndClass: '{rank} · {class}',
  sampleNote: 'No mission was handed to this screen: this is a sample briefing.',
  aborting: 'ABORTING...',
  abortedToast: 'Mission aborted. The squad is back at base.',
  sampleMission: {
    name: 'TACTICAL OPERATION',
    location: 'Unknown Sector',
    brief: 'Engage and eliminate hostile forces in the sector.',
    firstObjective: 'Eliminate all hostiles',
    secondObjective: 'Keep the squad alive',
  },
  sampleSquad: { sergeant: 'Sgt. Ranger', corporal: 'Cpl. Sniper', private: 'Pvt. Support' },
};

export const COMMON_CAMPAIGN_LOG_WORDS: CampaignLogWords = {
  title: 'CAMPAIGN LOG',
  close: 'Close',
  timelineTitle: 'TIMELINE',
  filtersLabel: 'Show event types',
  types: { story: 'STORY', combat: 'COMBAT', resource: 'RESOURCE', squad: 'SQUAD' },
  dayHeading: 'DAY {day}',
  noEvents: 'No events recorded yet.',
  noEventsOfType: 'No events of the chosen types.',
  chartsTitle: 'CAMPAIGN CHARTS',
  resourcesChart: 'RESOURCES OVER TIME',
  missionsChart: 'MISSIONS WON AND LOST',
  soldiersChart: 'SOLDIERS BY STATUS',
  won: 'Won',
  lost: 'Lost',
  dayAxis: 'Day {day}',
  emptyCharts: 'The charts fill in as days pass: advance a day to record the first point.',
  storyLabel: 'The story so far',
  storyKeyEvent: '{mission} · about day {day}: {status}',
  storyKeyEventAhead: 'Key operation expected about day {day}',
  storyStatus: {
    won: 'accomplished',
    lost: 'failed, can be tried again',
    missed: 'missed',
    in_field: 'squad in the field',
    open: 'ready to launch',
    ahead: 'not yet announced',
  },
};

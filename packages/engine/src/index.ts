/**
 * @holdfast/engine: Holdfast's rules, pure TypeScript with no I/O. This is the curated surface the
 * server, the web and the e2e tests use (issue 25 item 4): each name is listed from the module that
 * defines it, so a name no caller uses is not exported here (import it from its module inside the
 * engine). The universes' words have their own entry, `@holdfast/engine/themes`.
 * A caller that needs a new name adds it below, from its defining module.
 */
export { type AbilityFigures, abilityFigures } from './battle/ability-figures';
export { applyBattleAction, SHOT_AP_COST, shotApCost } from './battle/apply';
export { battleMissionInfo, battleOpeningLog, createBattle, EMPTY_LOADOUT } from './battle/create';
export { enemyStep, runEnemyTurn } from './battle/enemy-ai';
export type { BattleError } from './battle/errors';
export { type EnemyForecast, type ForecastBlast, forecastEnemyTurn } from './battle/forecast';
export { COVER_FACES } from './battle/hit-chance';
export { announcedBlastTiles } from './battle/hostile';
export {
  type PublicBattleState,
  type PublicBattleStep,
  playBattleSteps,
  publicBattleState,
  publicBattleStep,
  undoableMove,
  withThrowawayBattleDice,
} from './battle/kept-battle';
export { asCurrentStep, type StoredBattleFrame } from './battle/kept-frames';
export type { BattleLogEvent } from './battle/log';
export { BATTLE_GRID_SIZE, coverAt, tileIndex, unitAt } from './battle/map';
export { battleObjective, type ObjectiveProgress, objectiveProgress } from './battle/objectives';
export { type BattleOutcome, battleOutcome, experienceBase, performanceRating, XP_PER_KILL } from './battle/outcome';
export { isAlerted, squadConcealed } from './battle/pods';
export {
  abilityArea,
  abilityUnavailable,
  canShoot,
  type Exposure,
  enemyThreats,
  exposureAt,
  movePath,
  previewShot,
  reachableTiles,
  revivableSoldiers,
  type ShotPreview,
  shootableTargets,
  type Threat,
  validTargets,
  worstExposure,
} from './battle/queries';
export {
  type BattleLogEntry,
  battleChecksum,
  type ReplayError,
  type ReplayFrame,
  recordBattle,
  replayBattle,
  replayFrames,
  undoLastMove,
} from './battle/replay';
export type {
  BattleAction,
  BattleInput,
  BattleMissionInfo,
  BattleSquadMember,
  BattleState,
  BattleUnit,
  ObjectiveKind,
  TileTarget,
} from './battle/types';
export type { GameAction } from './campaign/actions';
export { type ActionResult, applyAction, applyKeptBattleResult } from './campaign/apply-action';
export { buildOptions, canBuild, facilityAt, powerUsage, upgradeCost, upgradeRefusal } from './campaign/base';
export { battleForceFor, hostilesMet, keyMissionLosses, missedKeyMissions } from './campaign/battle-force';
export { battleSetupFor, missionRewardsPaid, replayRefusal } from './campaign/battle-mission';
export {
  type CampaignRecord,
  campaignChecksum,
  recordRulesVersion,
  replayCampaignRecord,
} from './campaign/campaign-replay';
export { type CarriedOver, carryOverOptions, carryOverState, needsCarryOver } from './campaign/carry-over';
export { counterOperationCost, counterOperationOpen } from './campaign/counter-operation';
export { RESOURCE_KEYS, shortfall } from './campaign/economy';
export { type EquipmentSlot, equipmentItem, equipmentLockedBy, loadoutBlock, loadoutCost } from './campaign/equipment';
export { type GameError, type GameErrorCode, refusal } from './campaign/errors';
export { isFacilityComplete } from './campaign/facility-state';
export type { ReportEntryKind } from './campaign/facts';
export {
  fieldCasualtyChance,
  fieldSuccessParts,
  SUCCESS_CHANCE_MAX,
  SUCCESS_CHANCE_MIN,
  type SuccessChanceParts,
} from './campaign/mission-resolution';
export {
  allowedModes,
  BATTLE_MAX_HP,
  type BattleMission,
  battleMissionFor,
  deployableSoldiers,
  keyMissionBackOnDay,
  type LostKeyMission,
  lostKeyMission,
  type MissionAvailability,
  missionAvailability,
  missionOdds,
  missionsForTier,
  templateBattleMission,
} from './campaign/missions';
export {
  DEFAULT_LOADOUT,
  type NewCampaignOptions,
  newCampaign,
  STARTING_FUNDS,
  STARTING_RESOURCES,
} from './campaign/new-campaign';
export {
  HIDDEN_DICE_FIELDS,
  type PublicGameState,
  publicGameState,
  publicStateDelta,
  withThrowawayDice,
} from './campaign/public-state';
export { type ActionReport, type MissionDebrief, type ReportEntry, shouldShowDayReport } from './campaign/report';
export {
  currentResearch,
  type ResearchStatus,
  researchDaysRemaining,
  researchRefund,
  researchStatus,
  startableResearch,
} from './campaign/research';
export {
  availableSoldiers,
  maxHealthFor,
  soldierCombatRating,
  soldierSkills,
} from './campaign/squad';
export { baseDailyHealing, dailyHealingParts, healCost, healRefusal, recruitCost } from './campaign/squad-actions';
export { applyStateDelta, diffStates, type StateDelta } from './campaign/state-delta';
export { chapterForDay, keyEventStatus, previousKeyMissionWon } from './campaign/story';
export { supplyDropCost, supplyDropRefusal } from './campaign/supply-drop';
export { THREAT_FLOOR_PER_MISSED_KEY_MISSION, threatFloor } from './campaign/threat';
export type {
  ActiveMission,
  CampaignEvent,
  DaySnapshot,
  Facility,
  GameState,
  Loadout,
  MissionMode,
  ResearchRecord,
  Soldier,
} from './campaign/types';
export { ABILITIES, ABILITY_BY_ID, isAbilityId } from './content/abilities';
export type { BattleForce } from './content/battle-force';
export { MISSED_KEY_MISSION_FORCE } from './content/battle-force';
export {
  CLASS_BY_ID,
  CLASSES,
  type ClassDefinition,
  type ClassStats,
  soldierAbilities,
  statsFor,
  UNCLASSED_STATS,
} from './content/classes';
export {
  DAILY_SCORE,
  DAILY_WEEKDAY_DIFFICULTY,
} from './content/daily';
export {
  RECRUIT_COST,
  RESEARCH_MAX_BONUS_QUARTERS,
  RESEARCH_QUARTERS_PER_DAY,
  SUPPLY_DROP,
} from './content/economy';
export { ARMOR_BY_ID, ARMORS, UTILITIES, UTILITY_BY_ID, WEAPON_BY_ID, WEAPONS } from './content/equipment';
export {
  type FacilityDefinition,
  facilityDefinition,
  GRID_SIZE,
  MAX_FACILITY_LEVEL,
  maxLevelFor,
} from './content/facilities';
export { HOSTILE_TYPE_IDS, type HostileTypeId } from './content/hostiles';
export {
  BATTLE_DIFFICULTIES,
  CAMPAIGN_MARKS,
  type CampaignEventType,
  type CampaignMark,
  CLASS_IDS,
  type ClassId,
  type Cover,
  DIFFICULTIES,
  type Difficulty,
  EVENT_TYPES,
  FACILITY_TYPES,
  type FacilityType,
  type Resources,
  SOLDIER_STATUSES,
  type SoldierStatus,
  THEME_IDS,
  type ThemeId,
} from './content/ids';
export { KEY_MISSION_DEADLINE_DAY, KEY_MISSION_LAST_CHANCE_DAY } from './content/key-deadlines';
export {
  type CasualtyLevel,
  MISSION_TEMPLATES,
  MISSION_TIERS,
  type MissionTemplate,
  type MissionTemplateRewards,
  type MissionTier,
  missionTemplate,
} from './content/missions';
export { RANKS, type RankName, rankForExperience } from './content/ranks';
export {
  RESEARCH_BY_ID,
  RESEARCH_PROJECTS,
  RESEARCH_TIERS,
  type ResearchProject,
  type ResearchTier,
} from './content/research';
export { SKILL_BY_ID, SKILLS } from './content/skills';
export { NICKNAME_MAX_LENGTH } from './content/squad';
export type { ChapterNumber, StoryChapter } from './content/story';
export {
  type DailyBattleSetup,
  type DailyDate,
  type DailyScore,
  type DailySoldier,
  dailyBattleSetup,
  dailyDateOf,
  dailyDayNumber,
  dailyScore,
  dailyWeekday,
} from './daily/daily-battle';
export { isSeed128, type Seed } from './rng';
export { RULES_VERSION } from './rules-version';
export { storyFor, storyThreadFor } from './words/content';

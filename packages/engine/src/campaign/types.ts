/**
 * The serialisable state of one campaign and the actions that change it.
 * Everything here is plain JSON data: ids refer to `content/` definitions (OpenXcom style),
 * and the generator state travels with the game so a campaign can be saved and replayed.
 *
 * Contract shared by the server (persists it row by row) and the web (renders it, runs it for guests).
 * Add fields with care: the server maps them onto database columns.
 */

import type { BattleForce } from '../content/battle-force';
import type {
  CampaignEventType,
  CampaignMark,
  ClassId,
  Difficulty,
  FacilityType,
  Resources,
  SoldierStatus,
  ThemeId,
} from '../content/ids';
import type { RngState, Seed } from '../rng';
import type { HistoryFact, LogFact } from './facts';

export {
  CAMPAIGN_MARKS,
  type CampaignEventType,
  type CampaignMark,
  CLASS_IDS,
  type ClassId,
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
} from '../content/ids';

export interface Loadout {
  weapon: string;
  armor: string;
  utility: string;
}

/**
 * One line of a soldier's service record (the profile shows the last 5): a fact the theme words
 * (words/wording.ts). Lines saved before facts existed carry only their `text`.
 */
export interface SoldierHistoryEntry {
  day: number;
  fact?: HistoryFact;
  /** A line saved as text by an older version; shown as it is. */
  text?: string;
}

export interface Soldier {
  /** Stable within the campaign, e.g. "soldier-7". */
  id: string;
  name: string;
  nickname: string | null;
  /** Derived from experience; stored because the spec stores it. */
  rank: string;
  classId: ClassId | null;
  health: number;
  maxHealth: number;
  status: SoldierStatus;
  missionsCompleted: number;
  experience: number;
  unlockedSkills: string[];
  loadout: Loadout;
  history: SoldierHistoryEntry[];
}

export interface Facility {
  /** Stable within the campaign, e.g. "facility-3". */
  id: string;
  type: FacilityType;
  name: string;
  level: number;
  row: number;
  col: number;
  isActive: boolean;
  constructionDaysRemaining: number;
}

export interface ResearchRecord {
  /** The catalogue project id, e.g. "basic_armor". One record per started project. */
  projectId: string;
  progress: number;
  completed: boolean;
  startedOnDay: number;
  completedOnDay: number | null;
}

export interface MissionCasualty {
  soldierId: string;
  soldierName: string;
  damage: number;
  killed: boolean;
}

export interface MissionRewards {
  funds: number;
  supplies: number;
  intel: number;
  xp: number;
  reputation: number;
}

export type MissionMode = 'auto' | 'manual';

/** A deployed mission, counting down on the campaign calendar. */
export interface ActiveMission {
  /** Stable within the campaign, e.g. "mission-4". */
  id: string;
  templateId: string;
  mode: MissionMode;
  squad: string[];
  daysRemaining: number;
  /** Aborted: a fought mission called off before its battle was recorded (no rewards, no losses). */
  status: 'Active' | 'Completed' | 'Aborted';
  deployedOnDay: number;
  completedOnDay: number | null;
  success: boolean | null;
  casualties: MissionCasualty[];
  rewards: MissionRewards | null;
  /**
   * A manual mission's battle seed: the 128-bit seed its deploy action carried (issue 32: the
   * server's or the guest's browser's CSPRNG), or — deployed before — the 31-bit number drawn from the
   * campaign's generator. Absent for auto missions (and for manual missions deployed before battles
   * were fought for real). Never shown (`publicGameState`).
   */
  battleSeed?: Seed;
  /**
   * A manual mission's enemy force, fixed when it is deployed (issue 23, campaign/battle-force.ts).
   * Absent for auto missions and for manual missions deployed before rules version 5: their battle
   * is their template's.
   */
  force?: BattleForce;
  /**
   * Rules 9: the days supplies were dropped to this auto mission's squad in the field (at most one a
   * day), each adding to the chance it is rolled with (campaign/supply-drop.ts). Absent: none.
   */
  supplyDropDays?: number[];
}

/** One entry of the campaign log (the spec's Event entity). */
export interface CampaignEvent {
  /** Stable within the campaign, e.g. "event-12". */
  id: string;
  type: CampaignEventType;
  /** What happened, worded by the campaign's theme (words/wording.ts `wordLogEvent`). */
  fact?: LogFact;
  /** Free words: entries saved before facts existed, or written through the campaign-log record route. */
  title?: string;
  description?: string;
  day: number;
  resourceChanges: Partial<Resources> | null;
}

/**
 * The campaign at the start of one day, for the campaign log's charts. Mission counts are running
 * totals (won = completed with success, lost = completed without), not that day's results.
 */
export interface DaySnapshot {
  day: number;
  resources: Resources;
  threatLevel: number;
  soldiersByStatus: Record<SoldierStatus, number>;
  missionsWon: number;
  missionsLost: number;
}

export interface GameState {
  /** Bumped when the shape changes incompatibly. */
  schemaVersion: 1;
  name: string;
  difficulty: Difficulty;
  theme: ThemeId;
  day: number;
  threatLevel: number;
  resources: Resources;
  reputation: number;
  facilities: Facility[];
  squad: Soldier[];
  research: ResearchRecord[];
  missions: ActiveMission[];
  events: CampaignEvent[];
  /** One snapshot per day, oldest first (the campaign log's charts). */
  history: DaySnapshot[];
  gameOver: boolean;
  victory: boolean;
  /** Next number for generated ids ("soldier-N", "facility-N", ...). */
  nextId: number;
  rng: RngState;
  /**
   * The campaign's marks, in CAMPAIGN_MARKS order; absent when it has none. Set by the server
   * from its record (never by an action), and carried unchanged through every action.
   */
  marks?: CampaignMark[];
}

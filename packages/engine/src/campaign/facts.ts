/**
 * What the rules say happened, as facts: a `kind` and its typed parameters (ids, numbers, the
 * soldier's own name), never a sentence. The campaign's theme words them where they are shown
 * (words/wording.ts: `wordReportEntry`, `wordLogEvent`, `wordHistoryEntry`), so a Devastators
 * campaign reads "Bunkhouse" where LAST STAND reads "Barracks" (issue 12).
 *
 * Report entries (day report, toasts), campaign log entries and soldier history entries all carry
 * one of these. Kind names are stable: screens group and filter by them.
 */
import type { ClassId, FacilityType, Resources } from '../content/ids';
import type { ChapterNumber } from '../content/story';

/** Who a soldier fact is about: the id, and the name and nickname they had at the time. */
export interface SoldierRef {
  soldierId: string;
  soldierName: string;
}

export type ReportFact =
  | { kind: 'facility_built'; facilityId: string; facilityType: FacilityType; days: number }
  | { kind: 'facility_completed'; facilityId: string; facilityType: FacilityType }
  /** A facility still under construction after the day: `daysRemaining` (at least 1) until it stands. */
  | { kind: 'construction_progress'; facilityId: string; facilityType: FacilityType; daysRemaining: number }
  | { kind: 'facility_upgraded'; facilityId: string; facilityType: FacilityType; level: number }
  | { kind: 'facility_toggled'; facilityId: string; facilityType: FacilityType; active: boolean }
  | { kind: 'research_started'; projectId: string; days: number }
  /** `progress` is the whole percent reached today. */
  | { kind: 'research_progress'; projectId: string; progress: number }
  | { kind: 'research_completed'; projectId: string }
  | { kind: 'research_cancelled'; projectId: string; refund: Resources }
  /** A manual heal of one soldier. */
  | ({ kind: 'healing'; scope: 'soldier'; health: number; maxHealth: number } & SoldierRef)
  /** The medbays' daily healing: how many soldiers recovered. */
  | { kind: 'healing'; scope: 'squad'; count: number }
  | { kind: 'income'; amounts: Resources }
  | { kind: 'upkeep'; total: number; salaries: number; maintenance: number }
  | ({ kind: 'recruit' } & SoldierRef)
  | ({ kind: 'soldier_updated'; change: 'nickname'; nickname: string } & SoldierRef)
  | ({ kind: 'soldier_updated'; change: 'class'; classId: ClassId } & SoldierRef)
  | ({ kind: 'soldier_updated'; change: 'loadout' } & SoldierRef)
  | ({ kind: 'rank_up'; advance: 'rank'; nickname: string | null; rank: string } & SoldierRef)
  | ({ kind: 'rank_up'; advance: 'skill'; nickname: string | null; skillId: string } & SoldierRef)
  /** One event of the theme's pool, by its id (the theme's pool words it). */
  | { kind: 'event'; eventId: string }
  /**
   * A chapter begins: the theme's story gives its title and opening narrative. `previousWon` false
   * (issue 34): the last chapter's key mission was not won by now, and the opening tells that story.
   */
  | { kind: 'story'; story: 'chapter'; chapter: ChapterNumber; previousWon?: boolean }
  | { kind: 'story'; story: 'beat'; chapter: ChapterNumber; beatId: string }
  /** A chapter's key mission ended: its success or failure state. */
  | { kind: 'story'; story: 'outcome'; chapter: ChapterNumber; success: boolean }
  | { kind: 'mission_deployed'; missionId: string; templateId: string; soldiers: number }
  | { kind: 'mission_success'; missionId: string; templateId: string }
  | { kind: 'mission_failed'; missionId: string; templateId: string }
  | { kind: 'mission_aborted'; missionId: string; templateId: string }
  | ({ kind: 'soldier_kia'; rank: string; templateId: string } & SoldierRef)
  | { kind: 'threat'; before: number; after: number; max: number }
  /**
   * Issue 34: a key mission of chapters 1–3 not won by its `deadline` day. What it cost: threat up
   * by `threatRise` now, its floor `floorRise` higher and `hostileAim` on every hostile until it is won.
   */
  | {
      kind: 'key_mission_missed';
      templateId: string;
      chapter: ChapterNumber;
      deadline: number;
      threatRise: number;
      floorRise: number;
      hostileAim: number;
    }
  /**
   * Issue 34: a key mission lost in battle. What it costs: the threat floor `floorRise` higher until
   * it is won, and the mission off the board until `backOnDay` (the enemy regroups).
   */
  | { kind: 'key_mission_lost'; templateId: string; chapter: ChapterNumber; floorRise: number; backOnDay: number }
  /** Issue 34: a counter-operation bought: threat from `before` to `after`, for its cost. */
  | { kind: 'counter_operation'; before: number; after: number; funds: number; supplies: number }
  /**
   * Rules 9: supplies dropped to a squad in the field: its mission now rolls with `chance` percent,
   * and its casualty chance (before the success or failure multiplier) is `risk` percent.
   */
  | { kind: 'supply_drop'; missionId: string; templateId: string; chance: number; risk: number; supplies: number }
  | { kind: 'victory'; templateId: string }
  /** Chapter 1 lost too many: `ratePercent` of `deployed` soldiers died, above `limitPercent`. */
  | {
      kind: 'defeat';
      reason: 'casualties';
      ratePercent: number;
      killed: number;
      deployed: number;
      limitPercent: number;
    }
  /** Nobody left alive and too little money to recruit. */
  | { kind: 'defeat'; reason: 'wiped_out' }
  /** Issue 23: the chapter-4 key mission was not won by its deadline, `day`. */
  | { kind: 'defeat'; reason: 'deadline'; templateId: string; day: number }
  /** Issue 34: the threat stood at its top, `level`, at the end of `days` days running. */
  | { kind: 'defeat'; reason: 'threat'; level: number; days: number };

export type ReportEntryKind = ReportFact['kind'];

/** The facts the campaign log keeps (missions, events and the story). */
export type LogFact = Extract<
  ReportFact,
  {
    kind:
      | 'event'
      | 'story'
      | 'mission_success'
      | 'mission_failed'
      | 'mission_aborted'
      | 'key_mission_missed'
      | 'key_mission_lost'
      | 'counter_operation'
      | 'supply_drop';
  }
>;

/** One line of a soldier's service record, as a fact. */
export type HistoryFact =
  | { kind: 'recruited' }
  | { kind: 'specialized'; classId: ClassId }
  | { kind: 'promoted'; rank: string }
  | { kind: 'skill_learned'; skillId: string }
  | { kind: 'ability_unlocked'; abilityId: string }
  /** Came back from a mission; `damage` is the health lost (0 when unhurt). */
  | { kind: 'mission_returned'; templateId: string; success: boolean; damage: number }
  | { kind: 'killed_in_action'; templateId: string }
  | { kind: 'mission_aborted'; templateId: string };

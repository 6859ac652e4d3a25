import type { BattleLogEntry } from '../battle/replay';
import type { ClassId, FacilityType, MissionMode } from './types';

/** Every intent a commander can send to the campaign, as a discriminated union. */
export type GameAction =
  | { type: 'buildFacility'; row: number; col: number; facilityType: FacilityType }
  | { type: 'upgradeFacility'; facilityId: string }
  | { type: 'toggleFacility'; facilityId: string }
  | { type: 'recruit' }
  | { type: 'setNickname'; soldierId: string; nickname: string }
  | { type: 'specialize'; soldierId: string; classId: ClassId }
  | { type: 'setLoadout'; soldierId: string; weapon: string; armor: string; utility: string }
  | { type: 'heal'; soldierId: string }
  | { type: 'startResearch'; projectId: string }
  | { type: 'cancelResearch' }
  | {
      type: 'deployMission';
      templateId: string;
      soldierIds: string[];
      mode: MissionMode;
      /**
       * Issue 32: a manual mission's 128-bit battle seed (32 hex digits), filled by the server — or a
       * guest's browser — from the CSPRNG; the engine then draws nothing for the battle. Absent (every
       * action recorded before): the seed is drawn from the campaign's generator as it always was.
       */
      battleSeed?: string;
    }
  /** A fought mission's battle, as the commander's actions with their checksums; the engine replays it. */
  | {
      type: 'completeBattle';
      missionId: string;
      log: BattleLogEntry[];
    }
  | { type: 'abortMission'; missionId: string }
  /** Issue 34: funds and supplies spent to lower the regional threat by 1 (campaign/counter-operation.ts). */
  | { type: 'counterOperation' }
  /** Rules 9: supplies dropped to a squad in the field on an auto mission (campaign/supply-drop.ts). */
  | { type: 'supplyDrop'; missionId: string }
  /**
   * `fromDay`: the day the sender's screen shows. When the campaign has already moved past it
   * (another tab advanced), the advance is refused rather than jumping a day the sender never saw.
   */
  | { type: 'advanceDay'; fromDay?: number };

export type GameActionType = GameAction['type'];

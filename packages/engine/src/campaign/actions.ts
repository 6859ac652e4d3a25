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
  | { type: 'deployMission'; templateId: string; soldierIds: string[]; mode: MissionMode }
  | { type: 'recordBattleResult'; result: BattleResult }
  | { type: 'abortMission'; missionId: string }
  | { type: 'advanceDay' };

export type GameActionType = GameAction['type'];

/** What the tactical battle (or the after-action report) hands back to the campaign. */
export interface BattleResult {
  /** The ActiveMission id created by deployMission with mode 'manual'. */
  missionId: string;
  victory: boolean;
  turns: number;
  soldiers: BattleSoldierResult[];
}

export interface BattleSoldierResult {
  soldierId: string;
  survived: boolean;
  /** Battle HP left, 0..5 (DESIGN.md §3 maps it back to campaign health). */
  finalHp: number;
  kills: number;
}

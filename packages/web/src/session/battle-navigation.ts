/**
 * What the briefing hands the battle screen, and what the battle hands the after-action report
 * (spec: missions-battle-themes §2 routes: data moves only through navigation state). Beside the
 * spec's fields each carries what the rules need to rebuild the battle: the mission's id and its
 * battle setup (input and stored seed), the commander's actions, and a guest's whole campaign.
 */
import {
  type BattleAction,
  type BattleInput,
  type BattleOutcome,
  type BattleSquadMember,
  battleMissionInfo,
  battleSetupFor,
  type DailyScore,
  EMPTY_LOADOUT,
  type GameState,
  isSeed128,
  type ObjectiveKind,
  type Seed,
  type Soldier,
  type ThemeId,
} from '@holdfast/engine';
import type { CampaignId } from '../api/types';
import type { DeployedMission } from './mission-navigation';
import { isRecord } from './navigation-state';

export interface BattleSetup {
  input: BattleInput;
  seed: Seed;
}

export interface BattleNavigationState {
  /** Spec: mission, squad with loadouts, campaign id and theme. */
  mission: DeployedMission;
  squad: Soldier[];
  campaignId: CampaignId | null;
  theme: ThemeId;
  /** The active mission the result goes to. */
  missionId: string;
  battleSetup: BattleSetup;
  /**
   * The commander's actions so far, kept in the page's history entry as the battle goes on: a reload
   * (or Back and Forward) resumes the battle where it stood instead of offering a fresh roll.
   */
  actions?: BattleAction[];
  campaignName?: string;
  /** A guest's campaign as it stood after deploying (nothing is saved anywhere else). */
  guestCampaign?: GameState;
}

function isBattleSetup(value: unknown): value is BattleSetup {
  if (!isRecord(value) || (typeof value.seed !== 'number' && !isSeed128(value.seed)) || !isRecord(value.input))
    return false;
  return isRecord(value.input.mission) && Array.isArray(value.input.squad);
}

/**
 * The battle screen's state, or null when absent or not what BEGIN MISSION sends (then: the practice
 * battle). The battle is always the one the campaign's rules will rebuild and accept when it comes
 * home (GAME_RULES §13, "A battle in progress across an upgrade"): a guest's battle takes the setup the
 * current rules build from the campaign it kept (a setup kept by an older release — without the squad's
 * battle bonus, say — would be refused at home; its actions so far are replayed on it, or it starts
 * again from its opening); a battle begun before rules version 4 carries its mission's words instead of
 * its template id (issue 25), and is re-based onto the template the briefing named.
 */
export function readBattleNavigation(value: unknown): BattleNavigationState | null {
  if (!isRecord(value) || typeof value.missionId !== 'string' || !isBattleSetup(value.battleSetup)) return null;
  if (!isRecord(value.mission) || !Array.isArray(value.squad)) return null;
  const navigation = value as unknown as BattleNavigationState;
  const rebuilt = navigation.guestCampaign && battleSetupFor(navigation.guestCampaign, navigation.missionId);
  if (rebuilt) return { ...navigation, battleSetup: rebuilt };
  const { mission } = navigation.battleSetup.input;
  if (mission.templateId !== undefined) return navigation;
  const templateId = typeof value.mission.id === 'string' ? value.mission.id : null;
  const input = { ...navigation.battleSetup.input, mission: { ...battleMissionInfo(mission), templateId } };
  return { ...navigation, battleSetup: { ...navigation.battleSetup, input } };
}

/** Names of the soldiers going into battle without a class id (spec §8: each logs a console warning). */
export function soldiersWithoutClass(setup: BattleSetup): string[] {
  return setup.input.squad.filter((member) => !member.classId).map((member) => member.name);
}

/** A fixed seed: the practice battle is the same every time and sends nothing anywhere. */
export const SAMPLE_BATTLE_SEED = 20250101;

/**
 * Spec §2 battle fallback: TACTICAL OPERATION, Unknown Sector (the theme's sample mission: no
 * template), medium, combat, funds 5000, intel 25, xp 100; a sergeant ranger, a corporal sniper and a
 * private support, 100 health, no skills and an empty loadout (so no utility ability: only what the
 * class and experience give).
 */
export function sampleBattleSetup(squad: [string, string, string]): BattleSetup {
  const members: [string, string, BattleSquadMember['classId'], number][] = [
    [squad[0], 'Sergeant', 'ranger', 125],
    [squad[1], 'Corporal', 'sniper', 60],
    [squad[2], 'Private', 'support', 0],
  ];
  return {
    seed: SAMPLE_BATTLE_SEED,
    input: {
      mission: {
        templateId: null,
        difficulty: 'medium',
        type: 'combat',
        rewards: { funds: 5000, intel: 25, xp: 100 },
      },
      squad: members.map(([name, rank, classId, experience], index) => ({
        id: `sample-${index + 1}`,
        name,
        rank,
        classId,
        experience,
        health: 100,
        maxHealth: 100,
        loadout: { ...EMPTY_LOADOUT },
      })),
    },
  };
}

/** One soldier's line on the after-action report. */
export interface ReportedSoldier {
  soldierId: string;
  name: string;
  rank: string;
  survived: boolean;
  finalHp: number;
  /** Issue 23: battle HP when whole (absent in a report saved before it: 5). */
  maxHp?: number;
  kills: number;
  experienceGained: number;
}

export interface AfterActionNavigationState {
  /** Spec: mission, campaignId, victory, casualties, turns, rewards. */
  mission: { name: string; location: string };
  campaignId: CampaignId | null;
  victory: boolean;
  /** Squad size minus survivors. */
  casualties: number;
  turns: number;
  /** Issue 24: the objective that won the battle (absent in reports from before objectives; null on a defeat). */
  objectiveMet?: ObjectiveKind | null;
  /** What was paid: a campaign mission's supplies and reputation too (issue 22), the practice battle's none. */
  rewards: BattleOutcome['rewards'] & { supplies?: number; reputation?: number };
  soldiers: ReportedSoldier[];
  theme: ThemeId;
  /** Absent for the practice battle: nothing goes to any campaign. */
  missionId?: string;
  battleSetup?: BattleSetup;
  actions?: BattleAction[];
  guestCampaign?: GameState;
  /** A battle the server kept (issue 21): its result is already applied, its replay kept under this id. */
  keptOnServer?: true;
  replayId?: string;
  /** Issue 36: the daily battle's try, its score and parts (the report shows them and leads to the board). */
  daily?: { day: string; score: DailyScore };
}

export function readAfterActionNavigation(value: unknown): AfterActionNavigationState | null {
  if (!isRecord(value) || typeof value.victory !== 'boolean' || !Array.isArray(value.soldiers)) return null;
  if (!isRecord(value.mission) || !isRecord(value.rewards)) return null;
  return value as unknown as AfterActionNavigationState;
}

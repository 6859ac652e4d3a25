/**
 * What the missions tab hands the mission screen when a squad is deployed manually (spec:
 * missions-battle-themes §2 routes: the mission, the squad, the campaign id and name, the day,
 * the mode 'manual' and the theme), and how the mission screen reads it back. Screens pass data
 * only through navigation state, never through calls.
 */
import {
  type ActiveMission,
  type BattleInput,
  type BattleMission,
  battleMissionFor,
  battleSetupFor,
  type GameState,
  type MissionTemplate,
  missionTemplate,
  type Seed,
  type Soldier,
  type ThemeId,
} from '@holdfast/engine';
import { themeFor, wordedMission } from '@holdfast/engine/themes';
import type { CampaignId } from '../api/types';
import { isRecord } from './navigation-state';

/** The template as the cards show it, plus the deployed mission's id and what the battle needs. */
export type DeployedMission = MissionTemplate & { missionId: string; battle: BattleMission | null };

export interface MissionNavigationState {
  mission: DeployedMission;
  squad: Soldier[];
  /** The server's campaign id; null for a guest. */
  campaignId: CampaignId | null;
  campaignName: string;
  day: number;
  mode: 'manual';
  theme: ThemeId;
  /** A guest's whole campaign (nothing is saved anywhere else), as it stood after deploying. */
  guestCampaign?: GameState;
  /** What the rules build the battle from: the mission, its squad and the seed stored at deployment. */
  battleSetup?: { input: BattleInput; seed: Seed } | null;
  /**
   * Issue 35: set on the briefing's own history entry when BEGIN opens the battle, so Back from the
   * battle shows a briefing that says combat has begun instead of the squad as it left.
   */
  begun?: boolean;
}

/**
 * Builds the navigation state for a mission the engine has just accepted, worded in the campaign's
 * universe: the briefing reads its mission's words from here, and the battle setup (built by the
 * engine from the same campaign) names the battle in the same words.
 */
export function missionNavigationState(
  state: GameState,
  mission: ActiveMission,
  campaignId: CampaignId | null,
): MissionNavigationState | null {
  const template = missionTemplate(mission.templateId);
  if (!template) return null;
  const squad = mission.squad
    .map((id) => state.squad.find((soldier) => soldier.id === id))
    .filter((soldier): soldier is Soldier => soldier !== undefined);
  const navigation: MissionNavigationState = {
    mission: {
      ...wordedMission(themeFor(state.theme), template),
      missionId: mission.id,
      battle: battleMissionFor(mission),
    },
    squad,
    campaignId,
    campaignName: state.name,
    day: state.day,
    mode: 'manual',
    theme: state.theme,
    battleSetup: battleSetupFor(state, mission.id),
  };
  if (campaignId === null) navigation.guestCampaign = state;
  return navigation;
}

/**
 * Reads the mission screen's navigation state; null when it is absent or not what the missions
 * tab sends (a bookmarked address, a reload in another tab), so the screen shows its sample.
 */
export function readMissionNavigation(value: unknown): MissionNavigationState | null {
  if (!isRecord(value)) return null;
  const { mission, squad, day } = value;
  if (!isRecord(mission) || typeof mission.missionId !== 'string' || typeof mission.name !== 'string') return null;
  if (!Array.isArray(squad) || typeof day !== 'number') return null;
  if (!isRecord(mission.requirements) || !isRecord(mission.rewards) || !isRecord(mission.risks)) return null;
  return value as unknown as MissionNavigationState;
}

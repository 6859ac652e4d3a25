/**
 * What the mission briefing shows, built from the navigation state the missions tab sent, or from
 * the spec's sample mission and squad when the screen was opened without one (spec §2: 'If they
 * are absent it falls back to a sample mission and sample squad').
 */
import {
  ARMOR_BY_ID,
  type BattleMissionInfo,
  type CasualtyLevel,
  type ClassId,
  EMPTY_LOADOUT,
  experienceBase,
  type Loadout,
  type MissionTier,
  type RankName,
  UTILITY_BY_ID,
  WEAPON_BY_ID,
  XP_PER_KILL,
} from '@holdfast/engine';
import { itemName, type ThemeConfig } from '@holdfast/engine/themes';
import type { MissionNavigationState } from '../../session/mission-navigation';

export interface BriefingMission {
  name: string;
  tier: MissionTier | null;
  location: string;
  durationDays: number | null;
  threatLevel: number | null;
  casualtyLevel: CasualtyLevel | null;
  brief: string;
  intelligenceReport: string | null;
  objectives: readonly string[];
  /** What victory pays the campaign; `xp` is 0 here: a fought battle pays it per survivor (`battleXp`). */
  rewards: { funds: number; supplies: number; intel: number; xp: number; reputation: number };
  /** Spec §9: each survivor of a won battle earns `base` + `perKill` per kill (never the auto-resolve amount). */
  battleXp: { base: number; perKill: number };
}

/** What a fought battle pays in experience, per survivor (issue 26: the briefing showed the auto amount). */
function battleXp(mission: Pick<BattleMissionInfo, 'type' | 'difficulty'>): BriefingMission['battleXp'] {
  return { base: experienceBase(mission), perKill: XP_PER_KILL };
}

export interface BriefingSoldier {
  id: string;
  name: string;
  rank: string;
  classId: ClassId | null;
  health: number;
  maxHealth: number;
  loadout: Loadout;
}

export interface Briefing {
  mission: BriefingMission;
  squad: BriefingSoldier[];
  /** True when no mission was handed over and the sample is shown. */
  sample: boolean;
}

/**
 * The spec's sample squad: a sergeant ranger, a corporal sniper and a private support, 100 health,
 * an empty loadout — the practice battle's squad, which BEGIN MISSION opens.
 */
const SAMPLE_SQUAD = [
  { word: 'sergeant', rank: 'Sergeant', classId: 'ranger' },
  { word: 'corporal', rank: 'Corporal', classId: 'sniper' },
  { word: 'private', rank: 'Private', classId: 'support' },
] as const satisfies readonly { word: string; rank: RankName; classId: ClassId }[];

export function briefingFrom(theme: ThemeConfig, navigation: MissionNavigationState | null): Briefing {
  if (navigation) {
    const { mission, squad } = navigation;
    return {
      sample: false,
      mission: {
        name: mission.name,
        tier: mission.tier,
        location: mission.location,
        // [decided] A fought mission lasts as long as its battle and ends the day it is fought: 'Variable' (issue 26).
        durationDays: null,
        threatLevel: mission.threatLevel,
        casualtyLevel: mission.risks.casualtyLevel,
        brief: mission.description,
        intelligenceReport: mission.storyContext,
        objectives: mission.objectives,
        rewards: { ...mission.rewards, xp: 0 },
        battleXp: battleXp(
          mission.battle ?? { type: mission.tier === 'simple' ? 'combat' : mission.tier, difficulty: 'medium' },
        ),
      },
      squad: squad.map((soldier) => ({
        id: soldier.id,
        name: soldier.nickname ? `${soldier.name} "${soldier.nickname}"` : soldier.name,
        rank: soldier.rank,
        classId: soldier.classId,
        health: soldier.health,
        maxHealth: soldier.maxHealth,
        loadout: soldier.loadout,
      })),
    };
  }
  const sample = theme.missionBriefing.sampleMission;
  return {
    sample: true,
    // Spec (battle screen fallback): TACTICAL OPERATION, Unknown Sector, funds 5000, intel 25, xp 100.
    mission: {
      name: sample.name,
      tier: null,
      location: sample.location,
      durationDays: null,
      threatLevel: null,
      casualtyLevel: null,
      brief: sample.brief,
      intelligenceReport: null,
      objectives: [sample.firstObjective, sample.secondObjective],
      rewards: { funds: 5000, supplies: 0, intel: 25, xp: 0, reputation: 0 },
      // The practice battle is medium combat (battle-navigation.ts sampleBattleSetup).
      battleXp: battleXp({ type: 'combat', difficulty: 'medium' }),
    },
    squad: SAMPLE_SQUAD.map((soldier, index) => ({
      id: `sample-${index + 1}`,
      name: theme.missionBriefing.sampleSquad[soldier.word],
      rank: soldier.rank,
      classId: soldier.classId,
      health: 100,
      maxHealth: 100,
      loadout: { ...EMPTY_LOADOUT },
    })),
  };
}

/** The loadout's items with the stats the spec lists: damage, accuracy, defense, mobility; an empty slot's name is null. */
export function loadoutItems(theme: ThemeConfig, loadout: Loadout) {
  const weapon = WEAPON_BY_ID.get(loadout.weapon);
  const armor = ARMOR_BY_ID.get(loadout.armor);
  const utility = UTILITY_BY_ID.get(loadout.utility);
  return {
    weapon: {
      name: loadout.weapon ? itemName(theme, loadout.weapon) : null,
      damage: weapon?.damage ?? null,
      accuracy: weapon?.accuracy ?? null,
    },
    armor: {
      name: loadout.armor ? itemName(theme, loadout.armor) : null,
      defense: armor?.defense ?? null,
      mobility: armor?.mobility ?? null,
    },
    utility: {
      name: loadout.utility ? itemName(theme, loadout.utility) : null,
      description: utility?.description ?? null,
    },
  };
}

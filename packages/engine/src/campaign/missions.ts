/**
 * Missions as the missions tab and the battle see them: which cards are selectable, who can go,
 * the odds, deploying a squad, and bringing a fought battle's result home
 * (spec: missions-battle-themes §2 missions tab, §4 lifecycle and "After a battle", §5;
 * base-and-accounts §5 mission deployment).
 */

import { experienceBase } from '../battle/outcome';
import type { BattleForce, BattleMissionInfo } from '../battle/types';
import { BATTLE_RULES } from '../content/battle';
import { KEY_MISSION_REGROUP_DAYS } from '../content/key-deadlines';
import { MISSION_TEMPLATES, type MissionTemplate, type MissionTier, missionTemplate } from '../content/missions';
import type { Rng } from '../rng';
import type { GameAction } from './actions';
import { battleForceFor, keyMissionLosses } from './battle-force';
import { type GameError, gameError, refusal } from './errors';
import { baseCasualtyChance, casualtyChance, missionSuccessParts, type SuccessChanceParts } from './mission-resolution';
import { availableSoldiers, findSoldier } from './squad';
import type { StepResult } from './step';
import { THREAT_FLOOR_PER_MISSED_KEY_MISSION } from './threat';
import type { ActiveMission, GameState, MissionMode, Soldier, SoldierStatus } from './types';

/** Battle seeds are drawn in [0, 2^31 − 1]. */
export const MAX_BATTLE_SEED = 0x7fffffff;

/** The Training Exercise: the one template whose squad is in Training while away (spec §2's Training status). */
export const TRAINING_TEMPLATE_ID = 'training';

/** Spec: simple missions auto only, complex auto or manual, campaign manual only. */
export const MODES_BY_TIER: Readonly<Record<MissionTier, readonly MissionMode[]>> = {
  simple: ['auto'],
  complex: ['auto', 'manual'],
  campaign: ['manual'],
};

export function allowedModes(template: MissionTemplate): readonly MissionMode[] {
  return MODES_BY_TIER[template.tier];
}

/** Soldiers who can be chosen: not On Mission, not KIA, not Wounded, health above 0. */
export function deployableSoldiers(state: GameState): Soldier[] {
  return availableSoldiers(state);
}

export function keyMissionAccomplished(state: GameState, templateId: string): boolean {
  return state.missions.some((m) => m.templateId === templateId && m.status === 'Completed' && m.success === true);
}

/** Why a card is locked, for screens that word a case their own way (null when selectable). */
export type MissionLock = 'not_unlocked' | 'accomplished' | 'redeploy_wait' | 'short_of_soldiers';

export interface MissionAvailability {
  selectable: boolean;
  lock: MissionLock | null;
  /** The lock as a refusal fact (worded by the theme), null when selectable. */
  refusal: GameError | null;
}

/**
 * Decided: one operation of a kind at a time. After a deployment the same mission can be sent
 * again only once its duration has passed (a Raid sent on day 10 is back on the board on day 19).
 * A fought battle ends the same day, so without this a strong squad could fight Vanguard every
 * day for 25000 funds; the enemy needs time to offer the same target again. An aborted mission
 * was never fought and holds nothing back. Returns the first
 * day the template can be deployed again, or null when nothing holds it back.
 */
export function redeployDay(state: GameState, template: MissionTemplate): number | null {
  const lastDeployed = lastDeploymentDays(state.missions).get(template.id);
  if (lastDeployed === undefined) return null;
  const day = Math.max(
    lastDeployed + template.durationDays,
    template.keyMission ? (keyMissionBackOnDay(state, template.id) ?? 0) : 0,
  );
  return day > state.day ? day : null;
}

/**
 * [decided, issue 34] The day a key mission lost in battle is back on the board: its last fought
 * attempt's day plus KEY_MISSION_REGROUP_DAYS (the enemy regroups), or null when its last attempt was
 * not a loss. Only key missions are asked about (`redeployDay`).
 */
export function keyMissionBackOnDay(state: Pick<GameState, 'missions'>, templateId: string): number | null {
  let last: ActiveMission | undefined;
  for (const mission of state.missions) {
    if (mission.templateId !== templateId || mission.status !== 'Completed') continue;
    if (!last || (mission.completedOnDay ?? 0) >= (last.completedOnDay ?? 0)) last = mission;
  }
  if (last?.success !== false || last.completedOnDay === null) return null;
  return last.completedOnDay + KEY_MISSION_REGROUP_DAYS;
}

/** Issue 34: what a key mission lost in battle and not won since costs, as its card tells it. */
export interface LostKeyMission {
  /** The threat floor's rise: THREAT_FLOOR_PER_MISSED_KEY_MISSION for each loss. */
  floorRise: number;
  /** The day it is back on the board (`keyMissionBackOnDay`). */
  backOnDay: number;
}

/** [decided, issue 34] A key mission's standing after a loss in battle, or null (never lost, or won since, or back already). */
export function lostKeyMission(state: Pick<GameState, 'missions'>, template: MissionTemplate): LostKeyMission | null {
  if (!template.keyMission || template.chapter === undefined) return null;
  const losses = keyMissionLosses(state)[template.chapter];
  const backOnDay = keyMissionBackOnDay(state, template.id);
  if (!losses || backOnDay === null) return null;
  return { floorRise: THREAT_FLOOR_PER_MISSED_KEY_MISSION * losses, backOnDay };
}

/** Memo per mission list (replaced, never mutated): the mission cards ask about every template daily. */
const lastDeploymentCache = new WeakMap<readonly ActiveMission[], ReadonlyMap<string, number>>();

function lastDeploymentDays(missions: readonly ActiveMission[]): ReadonlyMap<string, number> {
  const cached = lastDeploymentCache.get(missions);
  if (cached) return cached;
  const days = new Map<string, number>();
  for (const mission of missions) {
    if (mission.status === 'Aborted') continue;
    if (mission.deployedOnDay > (days.get(mission.templateId) ?? -1))
      days.set(mission.templateId, mission.deployedOnDay);
  }
  lastDeploymentCache.set(missions, days);
  return days;
}

/**
 * Spec: selectable only when day ≥ unlockDay and at least minSquad soldiers are available.
 * Decided: a key mission already won stays closed, and a mission waits out its duration before
 * it can be sent again (`redeployDay`).
 */
export function missionAvailability(state: GameState, template: MissionTemplate): MissionAvailability {
  if (state.day < template.unlockDay) {
    const refused = refusal('mission_not_unlocked', { templateId: template.id, unlockDay: template.unlockDay });
    return { selectable: false, lock: 'not_unlocked', refusal: refused };
  }
  if (template.keyMission && keyMissionAccomplished(state, template.id)) {
    return {
      selectable: false,
      lock: 'accomplished',
      refusal: refusal('mission_accomplished', { templateId: template.id }),
    };
  }
  const again = redeployDay(state, template);
  if (again !== null) {
    const refused = refusal('mission_redeploy_wait', { templateId: template.id, day: again });
    return { selectable: false, lock: 'redeploy_wait', refusal: refused };
  }
  const need = template.requirements.minSquad;
  const available = deployableSoldiers(state).length;
  if (available < need) {
    const refused = refusal('not_enough_soldiers', { templateId: template.id, needed: need, available });
    return { selectable: false, lock: 'short_of_soldiers', refusal: refused };
  }
  return { selectable: true, lock: null, refusal: null };
}

/** The templates of a tier tab, in content order. */
export function missionsForTier(tier: MissionTier): MissionTemplate[] {
  return MISSION_TEMPLATES.filter((t) => t.tier === tier);
}

export interface MissionOdds {
  /** Percent, 10..95, as auto-resolve would roll it today. */
  successChance: number;
  /** How `successChance` is made: template base, squad term, difficulty shift and the clamp. */
  successParts: SuccessChanceParts;
  /** Expected number of soldiers hurt (wounded or killed), over success and failure. */
  expectedCasualties: number;
  /** The template's base casualty chance per soldier, percent, before the success/failure multiplier. */
  casualtyChance: number;
}

export function missionOdds(state: GameState, templateId: string, soldierIds: readonly string[]): MissionOdds | null {
  const template = missionTemplate(templateId);
  if (!template) return null;
  const successParts = missionSuccessParts(state, template, soldierIds);
  const successChance = successParts.chance;
  const p = successChance / 100;
  const level = template.risks.casualtyLevel;
  const perSoldier = (p * casualtyChance(level, true) + (1 - p) * casualtyChance(level, false)) / 100;
  return {
    successChance,
    successParts,
    expectedCasualties: Math.round(soldierIds.length * perSoldier * 100) / 100,
    casualtyChance: baseCasualtyChance(level),
  };
}

/** What the battle screen needs of a mission (spec §3 "Battle mission"). */
export interface BattleMission extends BattleMissionInfo {
  missionId: string;
}

/** Spec §3: a simple mission is fought as 'combat'; complex and campaign keep their tier. */
export function battleMissionType(template: MissionTemplate): BattleMission['type'] {
  return template.tier === 'simple' ? 'combat' : template.tier;
}

/**
 * The battle's mission as ids and numbers (issue 25): the client and the server build it from the
 * same campaign state; the screen words it in the campaign's universe from `templateId`.
 */
export function battleMissionFor(mission: ActiveMission): BattleMission | null {
  const template = missionTemplate(mission.templateId);
  if (!template) return null;
  return { missionId: mission.id, ...templateBattleMission(template, mission.force) };
}

/** A template's battle mission, with the force it meets (none: the template's own battle). */
export function templateBattleMission(template: MissionTemplate, force: BattleForce | undefined): BattleMissionInfo {
  return {
    templateId: template.id,
    difficulty: template.difficulty,
    type: battleMissionType(template),
    rewards: {
      funds: template.rewards.funds,
      intel: template.rewards.intel,
      xp: battleExperienceBase(template),
    },
    ...(force ? { force: { ...force } } : {}),
  };
}

type DeployAction = Extract<GameAction, { type: 'deployMission' }>;

/**
 * Sends a squad: checks the card (unlock day, enough soldiers), the mode for the tier, the squad
 * size and each soldier, then marks them On Mission and adds an Active mission counting its days.
 * A manual mission takes its battle's seed from the action, or (an action recorded before issue 32)
 * draws it from the campaign's generator; an auto one draws nothing.
 */
export function deployMission(state: GameState, action: DeployAction, rng: Rng): StepResult {
  const template = missionTemplate(action.templateId);
  if (!template) return gameError('unknown_mission', { templateId: action.templateId });
  const availability = missionAvailability(state, template);
  if (availability.refusal) return { ok: false, error: availability.refusal };
  if (!allowedModes(template).includes(action.mode)) {
    return gameError('invalid_mode', { templateId: template.id, mode: action.mode });
  }
  const { minSquad, maxSquad } = template.requirements;
  const ids = action.soldierIds;
  const repeated = ids.find((id, index) => ids.indexOf(id) !== index);
  if (repeated !== undefined) return gameError('duplicate_soldier', { soldierId: repeated });
  if (ids.length < minSquad || ids.length > maxSquad) {
    return minSquad === maxSquad
      ? gameError('squad_size', { templateId: template.id, size: minSquad })
      : gameError('squad_size_range', { templateId: template.id, min: minSquad, max: maxSquad });
  }
  const deployable = new Set(deployableSoldiers(state).map((s) => s.id));
  for (const id of ids) {
    const soldier = findSoldier(state, id);
    if (!soldier) return gameError('soldier_not_found', { soldierId: id });
    if (!deployable.has(id)) return gameError('soldier_not_deployable', { soldierName: soldier.name });
  }

  const mission: ActiveMission = {
    id: `mission-${state.nextId}`,
    templateId: template.id,
    mode: action.mode,
    squad: [...ids],
    daysRemaining: template.durationDays,
    status: 'Active',
    deployedOnDay: state.day,
    completedOnDay: null,
    success: null,
    casualties: [],
    rewards: null,
    // A fought mission's battle seed (DESIGN §3): the 128-bit one the action carries (issue 32), else
    // — an action recorded before — drawn from the campaign's generator as it always was. The client
    // sends only its battle's actions, and the engine replays them from this seed.
    ...(action.mode === 'manual' ? { battleSeed: action.battleSeed ?? rng.int(0, MAX_BATTLE_SEED) } : {}),
    // Issue 23: the force the battle meets.
    ...(action.mode === 'manual' ? { force: battleForceFor(state) } : {}),
  };
  // Issue 35 item 14: a squad sent on the Training Exercise is in Training (spec §2's summary), else On Mission.
  const status: SoldierStatus = template.id === TRAINING_TEMPLATE_ID ? 'Training' : 'On Mission';
  const squad = state.squad.map((s) => (ids.includes(s.id) ? { ...s, status } : s));
  return {
    ok: true,
    state: { ...state, squad, missions: [...state.missions, mission], nextId: state.nextId + 1 },
    entries: [
      {
        kind: 'mission_deployed',
        missionId: mission.id,
        templateId: template.id,
        soldiers: ids.length,
        refId: mission.id,
      },
    ],
  };
}

/** Spec §9: base 100 for campaign type or hard difficulty, 50 for complex type or medium, else 25. */
export function battleExperienceBase(template: MissionTemplate): number {
  return experienceBase({ type: battleMissionType(template), difficulty: template.difficulty });
}

/** Battle HP a soldier carries (DESIGN §3); campaign health maps back proportionally. */
export const BATTLE_MAX_HP = BATTLE_RULES.soldierMaxHp;

/**
 * DESIGN §3: campaign health after a battle = round(maxHealth × finalHp / 5); issue 23: out of the
 * soldier's battle max HP (5 plus research's and skills' battle HP).
 */
export function healthAfterBattle(maxHealth: number, finalHp: number, maxHp: number = BATTLE_MAX_HP): number {
  const whole = Math.max(1, maxHp);
  const hp = Math.max(0, Math.min(whole, finalHp));
  return Math.round((maxHealth * hp) / whole);
}

// The rest of the mission rules, so `export * from './campaign/missions'` publishes them all.
export * from './mission-completion';
export * from './mission-resolution';

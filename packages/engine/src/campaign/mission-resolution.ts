/**
 * Auto-resolution (spec: missions-battle-themes §9 "Auto resolution (first reading)", chosen by
 * DESIGN.md §3) and the daily countdown of auto missions.
 *
 * Draw order for one resolution, fixed so a seed replays exactly: one success roll; then for each
 * soldier in squad order a casualty roll and, when hit, a damage roll and (on failure only) a
 * fatality roll.
 */
import { DIFFICULTY_SETTINGS } from '../content/difficulty';
import { SUPPLY_DROP } from '../content/economy';
import { type CasualtyLevel, type MissionTemplate, missionTemplate } from '../content/missions';
import type { Rng } from '../rng';
import { completeMission, type SoldierOutcome } from './mission-completion';
import type { ReportEntry } from './report';
import { findSoldier, squadCombatRating } from './squad';
import type { Step } from './step';
import type { ActiveMission, Difficulty, GameState, MissionRewards } from './types';

export const SUCCESS_CHANCE_MIN = 10;
export const SUCCESS_CHANCE_MAX = 95;
/** The spec's default success rate and squad combat rating. */
export const DEFAULT_SUCCESS_RATE = 70;
export const BASELINE_COMBAT_RATING = 50;

/** Percent chance that each soldier is hurt, by the template's casualty level (unknown level: 25). */
export const CASUALTY_CHANCE_BY_LEVEL: Readonly<Record<CasualtyLevel, number>> = {
  None: 0,
  Minimal: 5,
  Low: 15,
  Medium: 25,
  High: 40,
  'Very High': 60,
  Extreme: 80,
};
export const UNKNOWN_CASUALTY_CHANCE = 25;
export const CASUALTY_MULTIPLIER = { success: 0.5, failure: 1.5 } as const;

/** Health an injured soldier loses, inclusive ranges. */
export const DAMAGE_RANGE = { success: { min: 10, max: 29 }, failure: { min: 20, max: 49 } } as const;

/**
 * Decided: on a failed mission an injured soldier is killed outright with half the level's casualty
 * chance (Extreme 40%, Very High 30%, High 20%, Medium 12.5%, Low 7.5%, Minimal 2.5%). Without it,
 * damage of at most 49 could never kill the full-health soldiers who deploy, and auto missions
 * would be deathless. A successful mission brings all its wounded home.
 */
export const FATALITY_SHARE_ON_FAILURE = 0.5;

/** Share of the rewards (funds, intel, supplies, xp) a failed mission still earns; reputation 0. */
export const FAILURE_REWARD_SHARE = 0.3;

/**
 * The parts of a success chance, so a screen can show why it is what it is (issue 26: adding a
 * soldier below the squad's average lowers the chance, because the squad term is an average).
 */
export interface SuccessChanceParts {
  /** The template's success rate, percent. */
  base: number;
  /** The squad's average combat rating. */
  squadRating: number;
  /** (squadRating − 50) / 2, percentage points. */
  squadTerm: number;
  /** The campaign's difficulty and its shift, percentage points (easy +10, normal 0, hard −10). */
  difficulty: Difficulty;
  difficultyShift: number;
  /** Rules 9: the supply drops the squad in the field received, and the points they add. */
  supplyDrops: number;
  supplyTerm: number;
  /** base + squadTerm + difficultyShift + supplyTerm, before the clamp. */
  unclamped: number;
  /** 'min' or 'max' when the clamp moved the chance to 10 or 95, else null. */
  clamped: 'min' | 'max' | null;
  /** The chance rolled, percent: `unclamped` clamped to 10..95. */
  chance: number;
}

/**
 * successRate + (average combat − 50) / 2 + the difficulty shift (easy +10, hard −10), clamped to
 * 10..95. The shift applies before the clamp so no difficulty escapes the bounds.
 */
export function successChanceParts(
  successRate: number,
  combatRating: number,
  difficulty: Difficulty,
  supplyDrops = 0,
): SuccessChanceParts {
  const squadTerm = (combatRating - BASELINE_COMBAT_RATING) / 2;
  const difficultyShift = DIFFICULTY_SETTINGS[difficulty].autoResolveShift;
  const supplyTerm = supplyDrops * SUPPLY_DROP.successPoints;
  const unclamped = successRate + squadTerm + difficultyShift + supplyTerm;
  const chance = Math.max(SUCCESS_CHANCE_MIN, Math.min(SUCCESS_CHANCE_MAX, unclamped));
  const clamped = unclamped < SUCCESS_CHANCE_MIN ? 'min' : unclamped > SUCCESS_CHANCE_MAX ? 'max' : null;
  return {
    base: successRate,
    squadRating: combatRating,
    squadTerm,
    difficulty,
    difficultyShift,
    supplyDrops,
    supplyTerm,
    unclamped,
    clamped,
    chance,
  };
}

export function autoSuccessChance(successRate: number, combatRating: number, difficulty: Difficulty): number {
  return successChanceParts(successRate, combatRating, difficulty).chance;
}

export function baseCasualtyChance(level: string): number {
  return level in CASUALTY_CHANCE_BY_LEVEL ? CASUALTY_CHANCE_BY_LEVEL[level as CasualtyLevel] : UNKNOWN_CASUALTY_CHANCE;
}

/** Rules 9: the casualty chance after a mission's supply drops (before the multiplier), never below 0. */
export function suppliedCasualtyChance(level: string, supplyDrops: number): number {
  return Math.max(0, baseCasualtyChance(level) - supplyDrops * SUPPLY_DROP.casualtyPoints);
}

/**
 * Percent chance each soldier is hurt, after the mission's supply drops (rules 9) and the success
 * (×0.5) or failure (×1.5) multiplier; at most 100.
 */
export function casualtyChance(level: string, success: boolean, supplyDrops = 0): number {
  const multiplier = success ? CASUALTY_MULTIPLIER.success : CASUALTY_MULTIPLIER.failure;
  return Math.min(100, suppliedCasualtyChance(level, supplyDrops) * multiplier);
}

/** Percent chance an injured soldier dies outright (failure only). */
export function fatalityChance(level: string, success: boolean): number {
  return success ? 0 : baseCasualtyChance(level) * FATALITY_SHARE_ON_FAILURE;
}

/** Full rewards on success; on failure 30% (rounded down) of funds, intel, supplies and xp, no reputation. */
export function autoRewards(template: MissionTemplate, success: boolean): MissionRewards {
  const { funds, supplies, intel, xp, reputation } = template.rewards;
  if (success) return { funds, supplies, intel, xp, reputation };
  const share = (n: number) => Math.floor(n * FAILURE_REWARD_SHARE);
  return { funds: share(funds), supplies: share(supplies), intel: share(intel), xp: share(xp), reputation: 0 };
}

/** Equal xp per survivor, rounded down; nothing when nobody survived. */
export function experienceShare(totalXp: number, survivors: number): number {
  return survivors > 0 ? Math.floor(totalXp / survivors) : 0;
}

/**
 * The squad's chance of success for a template, with the state's difficulty, and its parts;
 * `supplyDrops`: the drops a mission in the field has received (none before it is deployed).
 */
export function missionSuccessParts(
  state: GameState,
  template: MissionTemplate,
  soldierIds: readonly string[],
  supplyDrops = 0,
): SuccessChanceParts {
  const rating = squadCombatRating(state, soldierIds);
  return successChanceParts(template.risks.successRate, rating, state.difficulty, supplyDrops);
}

/** The chance a mission in the field is rolled with when it ends, today, and its parts. */
export function fieldSuccessParts(state: GameState, mission: ActiveMission): SuccessChanceParts | null {
  const template = missionTemplate(mission.templateId);
  if (!template) return null;
  return missionSuccessParts(state, template, mission.squad, mission.supplyDropDays?.length ?? 0);
}

/** A mission in the field's casualty chance after its supply drops (before the multiplier), percent. */
export function fieldCasualtyChance(mission: ActiveMission): number | null {
  const template = missionTemplate(mission.templateId);
  if (!template) return null;
  return suppliedCasualtyChance(template.risks.casualtyLevel, mission.supplyDropDays?.length ?? 0);
}

/** The squad's chance of success for a template, with the state's difficulty. */
export function missionSuccessChance(
  state: GameState,
  template: MissionTemplate,
  soldierIds: readonly string[],
): number {
  return missionSuccessParts(state, template, soldierIds).chance;
}

/** Rolls an auto mission's outcome and ends it. The mission must be Active. */
export function resolveAutoMission(state: GameState, mission: ActiveMission, rng: Rng): Step {
  const template = missionTemplate(mission.templateId);
  if (!template) throw new Error(`Unknown mission template ${mission.templateId}`);
  const drops = mission.supplyDropDays?.length ?? 0;
  const success = rng.chance(missionSuccessParts(state, template, mission.squad, drops).chance / 100);
  const hurtChance = casualtyChance(template.risks.casualtyLevel, success, drops) / 100;
  const deathChance = fatalityChance(template.risks.casualtyLevel, success) / 100;
  const range = success ? DAMAGE_RANGE.success : DAMAGE_RANGE.failure;

  const rolled: { soldierId: string; health: number; killed: boolean }[] = [];
  for (const soldierId of mission.squad) {
    const soldier = findSoldier(state, soldierId);
    if (!soldier) continue;
    if (!rng.chance(hurtChance)) {
      rolled.push({ soldierId, health: soldier.maxHealth, killed: false });
      continue;
    }
    const damage = rng.int(range.min, range.max);
    const killedOutright = !success && rng.chance(deathChance);
    const health = killedOutright ? 0 : Math.max(0, soldier.health - damage);
    rolled.push({ soldierId, health, killed: health === 0 });
  }

  const rewards = autoRewards(template, success);
  const share = experienceShare(rewards.xp, rolled.filter((r) => !r.killed).length);
  const outcomes: SoldierOutcome[] = rolled.map((r) => ({ ...r, xp: r.killed ? 0 : share }));
  return completeMission(state, mission, template, success, outcomes, rewards);
}

/**
 * A new day for missions in the field: every Active auto mission counts down one day and resolves
 * at 0. Manual missions wait for their battle result (DESIGN §3) and do not count down.
 */
export function tickMissions(state: GameState, rng: Rng): Step {
  // Count every auto mission down in one pass (one copy of the ever-growing mission list, and none
  // on a day with nobody in the field), then resolve those that reached 0 in list order.
  let missions: ActiveMission[] | null = null;
  const due: ActiveMission[] = [];
  for (let i = 0; i < state.missions.length; i++) {
    const mission = state.missions[i];
    if (mission?.status !== 'Active' || mission.mode !== 'auto') continue;
    const counted: ActiveMission = { ...mission, daysRemaining: Math.max(0, mission.daysRemaining - 1) };
    if (counted.daysRemaining === 0) due.push(counted);
    missions ??= state.missions.slice();
    missions[i] = counted;
  }
  if (!missions) return { state, entries: [] };
  let next: GameState = { ...state, missions };
  const entries: ReportEntry[] = [];
  for (const mission of due) {
    const step = resolveAutoMission(next, mission, rng);
    next = step.state;
    entries.push(...step.entries);
  }
  return { state: next, entries };
}

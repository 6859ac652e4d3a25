/**
 * How a soldier is shown: display name, class word, rank progress and health colours.
 * Presentation only; every rule (who may specialise, what a heal costs) is asked of the engine.
 */
import {
  applyAction,
  type ClassId,
  type GameAction,
  type GameError,
  type GameState,
  RANKS,
  type Soldier,
} from '@holdfast/engine';
import type { ThemeConfig } from '@holdfast/engine/themes';

/** How many service-record lines the profile shows (spec §2: 'history (up to 5 entries)'). */
export const PROFILE_HISTORY_ENTRIES = 5;

export function soldierDisplayName(soldier: Pick<Soldier, 'name' | 'nickname'>): string {
  return soldier.nickname ? `${soldier.name} "${soldier.nickname}"` : soldier.name;
}

export function classWord(theme: ThemeConfig, classId: ClassId | null): string {
  return classId ? theme.squadScreen.classNames[classId] : theme.squadScreen.noClass;
}

/** The next rank up and the experience still missing, or null at the top rank. */
export function nextRank(experience: number): { name: string; xpNeeded: number } | null {
  const next = RANKS.find((rank) => rank.xp > experience);
  return next ? { name: next.name, xpNeeded: next.xp - experience } : null;
}

export type HealthTone = 'good' | 'fair' | 'serious' | 'critical';

function healthPercent(health: number, maxHealth: number): number {
  return maxHealth > 0 ? (health / maxHealth) * 100 : 0;
}

/** Roster colours (spec §9): 75% or more green, 50% or more yellow, else red. */
export function rosterHealthTone(health: number, maxHealth: number): HealthTone {
  const percent = healthPercent(health, maxHealth);
  if (percent >= 75) return 'good';
  if (percent >= 50) return 'fair';
  return 'critical';
}

/** Medbay colours (spec §9): 80 / 50 / 25 — green, yellow, orange, else red. */
export function medbayHealthTone(health: number, maxHealth: number): HealthTone {
  const percent = healthPercent(health, maxHealth);
  if (percent >= 80) return 'good';
  if (percent >= 50) return 'fair';
  if (percent >= 25) return 'serious';
  return 'critical';
}

/**
 * Whether the engine would accept an action now: a dry run on a copy of the rules, nothing applied.
 * Screens use it to offer only what the rules allow, without restating the rule themselves.
 */
export function engineAllows(state: GameState, action: GameAction): boolean {
  return applyAction(state, action).ok;
}

/** The engine's refusal of an action now (the same dry run), or null when it would be accepted. */
export function engineRefusal(state: GameState, action: GameAction): GameError | null {
  const result = applyAction(state, action);
  return result.ok ? null : result.error;
}

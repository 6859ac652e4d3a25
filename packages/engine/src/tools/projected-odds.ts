/**
 * Issue 23: the honest odds of a fought mission — the share of simulated battles this squad wins
 * against the force it would meet if deployed today, each fought by the scripted battle commander.
 * A projection, never a promise: the real battle has its own seed, drawn from the campaign's hidden
 * generator when the squad deploys. The samples' seeds come from public facts only (the battle the
 * squad would deploy into), never from the campaign's generator or a battle's seed, so the card leaks no
 * dice (issue 21) and a guest and a signed-in player see the same figure for the same campaign.
 * A battle costs a few ms: the web computes this off the main thread (a Web Worker).
 *
 * Issue 34 [decided]: the samples' seeds come from the battle itself — the mission, the force and the
 * squad as they would deploy (`projectionKey`) — not from the day, so the same squad against the same
 * force reads the same figure on any day (it used to jump by up to its margin overnight with nothing
 * changed), and a projection is worked out once per battle and kept (`PROJECTION_CACHE_SIZE` of them,
 * per thread: the screen's worker and each balance worker), the same path for the screen and the panel.
 */
import { battleOutcome } from '../battle/outcome';
import { fnv1a32 } from '../battle/replay';
import type { BattleInput } from '../battle/types';
import { battleForceFor } from '../campaign/battle-force';
import { templateBattleMission } from '../campaign/missions';
import { researchModifiersThrough, withBattleBonus } from '../campaign/modifiers';
import type { PublicGameState } from '../campaign/public-state';
import { missionTemplate } from '../content/missions';
import { fightBattle } from './battle-commander';

/** [decided] Battles simulated for a card: ±10 points at worst (95%), about half a second of a worker. */
export const PROJECTION_SAMPLES = 100;
/** Projections kept per thread (a card re-read, a squad picked again, a panel commander's daily read). */
export const PROJECTION_CACHE_SIZE = 500;

export interface ProjectedOdds {
  /** Battles simulated and won. */
  samples: number;
  wins: number;
  /** wins ÷ samples, percent, rounded to a whole number. */
  percent: number;
  /** Half the 95% interval of that share, in points, rounded up (1.96 standard errors, at least 1). */
  margin: number;
}

/** What a projection reads: public facts (a `PublicGameState` fits, and so does a whole state). */
type ProjectionState = Pick<PublicGameState, 'day' | 'difficulty' | 'threatLevel' | 'missions' | 'squad' | 'research'>;

/** The battle the squad would fight if sent today: the template, today's force, the squad as it stands. */
export function projectionInput(
  state: ProjectionState,
  templateId: string,
  soldierIds: readonly string[],
): BattleInput | null {
  const template = missionTemplate(templateId);
  if (!template) return null;
  const squad = soldierIds.map((id) => state.squad.find((s) => s.id === id)).filter((s) => s !== undefined);
  if (squad.length === 0) return null;
  // Issue 23: with the research done today, as the battle would have it if the squad deployed now.
  const research = researchModifiersThrough(state, state.day);
  return { mission: templateBattleMission(template, battleForceFor(state)), squad: withBattleBonus(research, squad) };
}

/**
 * What a projection is a function of: the battle the squad would deploy into (the mission with its
 * force, each soldier as they would fight), nothing else — public facts only.
 */
export function projectionKey(input: BattleInput): string {
  return JSON.stringify(input);
}

/** The seed of one simulated battle: the battle's key and the sample's number, nothing hidden. */
export function projectionSeed(key: string, index: number): number {
  return fnv1a32(`projection|${fnv1a32(key)}|${index}`) & 0x7fffffff;
}

/** Half the 95% interval of a share measured over `samples` battles, in whole points (at least 1). */
export function projectionMargin(wins: number, samples: number): number {
  const p = samples === 0 ? 0.5 : wins / samples;
  return Math.max(1, Math.ceil(196 * Math.sqrt((p * (1 - p)) / Math.max(1, samples))));
}

export function projectedOdds(
  state: ProjectionState,
  templateId: string,
  soldierIds: readonly string[],
  samples = PROJECTION_SAMPLES,
): ProjectedOdds | null {
  const input = projectionInput(state, templateId, soldierIds);
  if (!input) return null;
  const key = projectionKey(input);
  const cacheKey = `${samples}|${key}`;
  const known = cache.get(cacheKey);
  if (known) return { ...known };
  let wins = 0;
  for (let i = 0; i < samples; i++) {
    const fought = fightBattle(input, projectionSeed(key, i));
    if (battleOutcome(fought.battle)?.victory) wins += 1;
  }
  const odds = { samples, wins, percent: Math.round((100 * wins) / samples), margin: projectionMargin(wins, samples) };
  // The oldest kept projection makes room (a Map keeps its keys in the order they were set).
  if (cache.size >= PROJECTION_CACHE_SIZE) cache.delete(cache.keys().next().value ?? '');
  cache.set(cacheKey, odds);
  return { ...odds };
}

/** This thread's projections, by sample count and battle (`projectionKey`). */
const cache = new Map<string, ProjectedOdds>();

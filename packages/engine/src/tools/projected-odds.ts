/**
 * Issue 23: the honest odds of a fought mission — how often this squad wins against the force it
 * would meet if deployed today, the battle fought by the scripted battle commander. An estimate,
 * never a promise: the real battle has its own seed, drawn from the campaign's hidden generator when
 * the squad deploys. It reads public facts only (the battle the squad would deploy into), never the
 * campaign's generator or a battle's seed, so the card leaks no dice (issue 21) and a guest and a
 * signed-in player see the same figure for the same campaign.
 *
 * Issue 34 [decided]: a closed form, not 100 simulated battles. A logistic model over a few public
 * features of that battle (`projectionFeatures`: the squad's HP, firepower, armour, abilities,
 * mobility and size against the force's count, HP, firepower and kinds, and the objective) gives the
 * share; its coefficients are data (content/projection-model.ts), fitted on played battles by
 * `npm run calibrate:projection` (tools/calibrate-projection.ts) under the battle rules whose pin the
 * file records (tools/projection-pin.ts). A read costs one battle set-up (well under a millisecond),
 * so the screen computes it in place and the balance panel's thoughtful commander reads the very
 * same figure: one path, no worker, no cache. The margin shown is the fit's own error against
 * 100-battle projections of the commanders' card reads.
 */
import { createBattle, enemyUnit, forcedEnemy, forcedEnemyCount } from '../battle/create';
import type { BattleInput, BattleUnit } from '../battle/types';
import { battleForceFor } from '../campaign/battle-force';
import { templateBattleMission } from '../campaign/missions';
import { researchModifiersThrough, withBattleBonus } from '../campaign/modifiers';
import type { PublicGameState } from '../campaign/public-state';
import { BATTLE_RULES } from '../content/battle';
import { HOSTILE_MIX, HOSTILE_TYPE_IDS } from '../content/hostiles';
import { missionTemplate } from '../content/missions';
import { PROJECTION_MODEL } from '../content/projection-model';

export interface ProjectedOdds {
  /** The estimated share of battles won, percent, a whole number from 0 to 100. */
  percent: number;
  /** The fit's error, in points: 9 card reads in 10 lie within it of a 100-battle projection. */
  margin: number;
  /** The played battles the model was fitted on. */
  battles: number;
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

/** The model's features, in the order of its coefficients (content/projection-model.ts). */
export const PROJECTION_FEATURES = [
  'bias',
  'logHpRatio',
  'logFireRatio',
  'strengthSquared',
  'armour',
  'heals',
  'abilities',
  'mobility',
  'soldiers',
  'hostiles',
  'hold',
  'extract',
] as const;

/** A unit's expected damage per action point on a shot at the standard vest: hit share × mean damage. */
function firepower(unit: BattleUnit): number {
  return ((unit.accuracy / 100) * (unit.minDamage + unit.maxDamage)) / 2 / (unit.shotAp ?? 1);
}

const sum = (values: readonly number[]) => values.reduce((a, b) => a + b, 0);

/**
 * The public features of a battle the model reads: the squad as the battle would field it (set up
 * by the battle's own rules, on a fixed seed: a soldier's numbers do not depend on it) and the
 * force's expected hostiles (the difficulty's count and kind mix, with the force's HP and aim).
 */
export function projectionFeatures(input: BattleInput): number[] {
  const battle = createBattle(input, 1);
  const soldiers = battle.units.filter((u) => u.type === 'soldier');
  const { difficulty, force } = input.mission;
  const count = forcedEnemyCount(BATTLE_RULES.enemyCount[difficulty], force);
  const mix: Record<string, number> = HOSTILE_MIX[difficulty];
  const weight = sum(HOSTILE_TYPE_IDS.map((id) => mix[id] ?? 0));
  const kinds = HOSTILE_TYPE_IDS.map((id) => ({
    share: (mix[id] ?? 0) / weight,
    unit: forcedEnemy(enemyUnit(1, 0, 0, difficulty, id), force),
  }));
  const hostileHp = count * sum(kinds.map((k) => k.share * k.unit.hp));
  const hostileFire = count * sum(kinds.map((k) => k.share * firepower(k.unit) * k.unit.maxAp));
  const squadHp = Math.max(1, sum(soldiers.map((s) => s.hp)));
  const squadFire = sum(soldiers.map((s) => firepower(s) * s.maxAp));
  const n = soldiers.length;
  const objective = battle.objective?.kind ?? 'eliminate';
  const hpRatio = Math.log(squadHp / hostileHp);
  const fireRatio = Math.log(squadFire / hostileFire);
  const heals = sum(soldiers.map((s) => s.abilities.find((a) => a.id === 'medkit')?.usesRemaining ?? 0));
  return [
    1,
    hpRatio,
    fireRatio,
    (hpRatio + fireRatio) ** 2,
    sum(soldiers.map((s) => s.armorDefense - BATTLE_RULES.standardArmorDefense)) / n / 10,
    heals / n,
    sum(soldiers.map((s) => s.abilities.length)) / n,
    sum(soldiers.map((s) => s.mobility)) / n / 40,
    n,
    count,
    objective === 'hold' ? 1 : 0,
    objective === 'extract' ? 1 : 0,
  ];
}

/** The model's estimate of the share of battles won, 0–1, from a battle's features. */
export function modelShare(features: readonly number[], coefficients: readonly number[]): number {
  let z = 0;
  for (let i = 0; i < features.length; i++) z += (features[i] ?? 0) * (coefficients[i] ?? 0);
  return 1 / (1 + Math.exp(-z));
}

/** The card's figure: the model's share for this squad in this mission today, with the fit's margin. */
export function projectedOdds(
  state: ProjectionState,
  templateId: string,
  soldierIds: readonly string[],
): ProjectedOdds | null {
  const input = projectionInput(state, templateId, soldierIds);
  if (!input) return null;
  const share = modelShare(projectionFeatures(input), PROJECTION_MODEL.coefficients);
  return {
    percent: Math.round(100 * share),
    margin: PROJECTION_MODEL.margin,
    battles: PROJECTION_MODEL.calibration?.fitted ?? 0,
  };
}

/**
 * Issue 34: the parts of the projection's calibration (tools/calibrate-projection.ts, the script) that
 * its held-out test reuses: the battles players send, sampled from the panel's campaigns; a battle
 * fought a number of times; the logistic fit; the reliability table.
 */
import { battleOutcome } from '../battle/outcome';
import { fnv1a32 } from '../battle/replay';
import type { BattleInput } from '../battle/types';
import { allowedModes, deployableSoldiers } from '../campaign/missions';
import type { Difficulty, GameState, Soldier } from '../campaign/types';
import { MISSION_TEMPLATES } from '../content/missions';
import { Rng } from '../rng';
import { fightBattle } from './battle-commander';
import { bestSquad } from './commander';
import { modelShare, projectionInput } from './projected-odds';
import { type CommanderKind, runCampaign } from './run-campaign';

/** A battle a player could send a squad into, and whether it is a commander's own card read. */
export interface CalibrationCase {
  input: BattleInput;
  /** The best squad a commander reads the card for (true), or a random one (false). */
  read: boolean;
}

/** The commanders whose campaigns give the states (the thoughtful one reads the model: left out). */
export const SAMPLED_COMMANDERS: readonly CommanderKind[] = ['simple', 'naive', 'rusher'];
export const SAMPLED_DIFFICULTIES: readonly Difficulty[] = ['easy', 'normal', 'hard'];
const FOUGHT = MISSION_TEMPLATES.filter((t) => allowedModes(t).includes('manual'));

/**
 * The battles of the panel's campaigns of `seeds` (seed numbers), sampled every `every` days from
 * day `offset`: per sampled day and fought mission open by then, the commander's squad and a random one.
 */
export function collectCases(seeds: readonly number[], every: number, offset: number): CalibrationCase[] {
  const cases: CalibrationCase[] = [];
  for (const commander of SAMPLED_COMMANDERS)
    for (const difficulty of SAMPLED_DIFFICULTIES)
      for (const seed of seeds) {
        const pick = Rng.fromSeed(fnv1a32(`calibrate|${commander}|${difficulty}|${seed}`));
        const sample = (state: GameState) => {
          if ((state.day - offset) % every !== 0) return;
          const ready = deployableSoldiers(state);
          for (const template of FOUGHT) {
            const { minSquad, maxSquad } = template.requirements;
            if (state.day < template.unlockDay || ready.length < minSquad) continue;
            const best = bestSquad(state, ready, template);
            const bestInput = projectionInput(state, template.id, best);
            if (bestInput) cases.push({ input: bestInput, read: true });
            const size = pick.int(minSquad, Math.min(maxSquad, ready.length));
            const shuffled = [...ready];
            for (let i = shuffled.length - 1; i > 0; i--) {
              const j = pick.int(0, i);
              [shuffled[i], shuffled[j]] = [shuffled[j] as Soldier, shuffled[i] as Soldier];
            }
            const randomInput = projectionInput(
              state,
              template.id,
              shuffled.slice(0, size).map((s) => s.id),
            );
            if (randomInput) cases.push({ input: randomInput, read: false });
          }
        };
        runCampaign({ seed, days: 200, difficulty, commander, onDay: sample });
      }
  return cases;
}

/** Battles won of `battles` fought by the battle commander, on seeds from the case's own key and `salt`. */
export function playCase(input: BattleInput, battles: number, salt: string): number {
  const key = fnv1a32(JSON.stringify(input));
  let wins = 0;
  for (let i = 0; i < battles; i++) {
    const seed = fnv1a32(`${salt}|${key}|${i}`) & 0x7fffffff;
    if (battleOutcome(fightBattle(input, seed).battle)?.victory) wins += 1;
  }
  return wins;
}

/** Solves a·x = b by Gaussian elimination with partial pivoting (a small dense system). */
function solve(a: number[][], b: number[]): number[] {
  const n = b.length;
  const m = a.map((row, i) => [...row, b[i] ?? 0]);
  for (let col = 0; col < n; col++) {
    let pivot = col;
    for (let r = col + 1; r < n; r++) if (Math.abs(m[r]?.[col] ?? 0) > Math.abs(m[pivot]?.[col] ?? 0)) pivot = r;
    [m[col], m[pivot]] = [m[pivot] as number[], m[col] as number[]];
    const top = m[col] as number[];
    for (let r = 0; r < n; r++) {
      if (r === col) continue;
      const row = m[r] as number[];
      const f = (row[col] ?? 0) / (top[col] ?? 1);
      for (let c = col; c <= n; c++) row[c] = (row[c] ?? 0) - f * (top[c] ?? 0);
    }
  }
  return m.map((row, i) => (row[n] ?? 0) / (row[i] ?? 1));
}

/** A logistic model's coefficients by Newton's method, with a ridge of `ridge` on all but the bias. */
export function fitLogistic(rows: readonly { x: readonly number[]; won: number; n: number }[], ridge = 1): number[] {
  const k = rows[0]?.x.length ?? 0;
  let w = new Array<number>(k).fill(0);
  for (let iteration = 0; iteration < 50; iteration++) {
    const grad = w.map((wi, i) => (i === 0 ? 0 : ridge * wi));
    const hess = w.map((_, i) => w.map((__, j) => (i === j && i > 0 ? ridge : 0)));
    for (const { x, won, n } of rows) {
      const p = modelShare(x, w);
      const r = n * p - won;
      const v = n * p * (1 - p);
      for (let i = 0; i < k; i++) {
        grad[i] = (grad[i] ?? 0) + r * (x[i] ?? 0);
        const hi = hess[i] as number[];
        for (let j = 0; j < k; j++) hi[j] = (hi[j] ?? 0) + v * (x[i] ?? 0) * (x[j] ?? 0);
      }
    }
    const step = solve(hess, grad);
    w = w.map((wi, i) => wi - (step[i] ?? 0));
    if (Math.max(...step.map(Math.abs)) < 1e-9) break;
  }
  return w;
}

/** Per predicted decile: battles, the mean prediction and the played win share (percent). */
export function reliabilityTable(points: readonly { p: number; won: number; n: number }[]) {
  return Array.from({ length: 10 }, (_, d) => {
    const inBand = points.filter((q) => Math.min(9, Math.floor(q.p * 10)) === d);
    const n = inBand.reduce((s, q) => s + q.n, 0);
    const won = inBand.reduce((s, q) => s + q.won, 0);
    const predicted = inBand.reduce((s, q) => s + q.p * q.n, 0);
    return {
      band: `${d * 10}–${d * 10 + 10}%`,
      n,
      predicted: n ? Math.round((1000 * predicted) / n) / 10 : null,
      played: n ? Math.round((1000 * won) / n) / 10 : null,
    };
  });
}

/**
 * npm run calibrate:projection [-- --seeds 6 --every 4 --reads 40 --dry-run]
 * Issue 34: fits the fought-mission projection's model (tools/projected-odds.ts) on played battles
 * and (unless `--dry-run`) writes it to content/projection-model.ts with the battle pin it was fitted
 * under (tools/projection-pin.ts). Run it after any change to the battle's rules or the scripted
 * battle commander (projection-model.test.ts fails until it is run); about two minutes of one core.
 *
 * The battles are the ones players send: the panel's campaigns (the simple, naive and rusher
 * commanders on easy, normal and hard; the thoughtful one reads the model, so it is left out to keep
 * the fit independent of the model it replaces) are sampled every `--every` days, and on each sampled
 * day every fought mission open to the roster is set up twice — with the squad a commander reads the
 * card for (its best soldiers, as many as the mission takes) and with a random squad of a random
 * size — against that day's force. Each set-up is fought once by the battle commander (seeds from
 * the battle's own key, so a run is reproducible). Four set-ups in five fit a logistic model (Newton's
 * method, a light ridge); the fifth is held out for the Brier score and the reliability table. Then
 * `--reads` of the commanders' card reads are each fought 100 times and the model is compared with
 * those 100-battle shares: the mean absolute error, and the margin the card shows (the error that
 * 9 reads in 10 stay within).
 */
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PROJECTION_MODEL } from '../content/projection-model';
import { numberArg, readArgs } from './args';
import { modelShare, PROJECTION_FEATURES, projectionFeatures } from './projected-odds';
import {
  collectCases,
  fitLogistic,
  playCase,
  reliabilityTable,
  SAMPLED_COMMANDERS,
  SAMPLED_DIFFICULTIES,
} from './projection-calibration';
import { projectionBattlePin } from './projection-pin';

const round = (value: number, places: number) => Math.round(value * 10 ** places) / 10 ** places;

function main(): void {
  const args = readArgs(process.argv.slice(2));
  const seedCount = numberArg(args, 'seeds', 6);
  const every = numberArg(args, 'every', 4);
  const readCount = numberArg(args, 'reads', 40);
  const started = performance.now();
  const seeds = Array.from({ length: seedCount }, (_, i) => i + 1);
  const cases = collectCases(seeds, every, 1);
  const collected = performance.now();
  const rows = cases.map((c, i) => ({
    x: projectionFeatures(c.input),
    won: playCase(c.input, 1, 'fit'),
    n: 1,
    held: i % 5 === 4,
    c,
  }));
  const played = performance.now();
  const coefficients = fitLogistic(rows.filter((r) => !r.held));
  const held = rows.filter((r) => r.held).map((r) => ({ p: modelShare(r.x, coefficients), won: r.won, n: r.n }));
  const brier = held.reduce((s, q) => s + (q.p - q.won) ** 2, 0) / held.length;
  const baseRate = held.reduce((s, q) => s + q.won, 0) / held.length;
  const table = reliabilityTable(held);
  // The commanders' card reads, each fought 100 times: the model against a 100-battle projection.
  const reads = cases.filter((c) => c.read);
  const stride = Math.max(1, Math.floor(reads.length / readCount));
  const sampled = reads.filter((_, i) => i % stride === 0).slice(0, readCount);
  const errors = sampled.map((c) => {
    const estimate = 100 * modelShare(projectionFeatures(c.input), coefficients);
    const projected = playCase(c.input, 100, 'reads');
    return { estimate: round(estimate, 1), projected, error: Math.abs(estimate - projected) };
  });
  const sorted = errors.map((e) => e.error).sort((a, b) => a - b);
  const mae = sorted.reduce((s, e) => s + e, 0) / sorted.length;
  // A 100-battle projection has its own noise (variance p(1 − p) / 100): the model's own error is
  // what is left of the mean squared error once that is taken out.
  const meanSquared = errors.reduce((s, e) => s + e.error ** 2, 0) / errors.length;
  const noise = errors.reduce((s, e) => s + (e.projected * (100 - e.projected)) / 100, 0) / errors.length;
  const netRms = Math.sqrt(Math.max(0, meanSquared - noise));
  const p90 = sorted[Math.min(sorted.length - 1, Math.ceil(0.9 * sorted.length) - 1)] ?? 0;
  const within8 = sorted.filter((e) => e <= 8).length;
  const margin = Math.max(1, Math.ceil(p90));
  const finished = performance.now();

  const calibration = {
    battles: rows.length,
    fitted: rows.length - held.length,
    heldOut: held.length,
    brier: round(brier, 4),
    brierOfBaseRate: round(baseRate * (1 - baseRate), 4),
    reads: errors.length,
    meanAbsoluteError: round(mae, 1),
    readsWithin8: within8,
    rmsError: round(Math.sqrt(meanSquared), 1),
    rmsErrorNetOfNoise: round(netRms, 1),
  };
  console.log(
    `Projection model: ${cases.length} battles from ${SAMPLED_COMMANDERS.length} commanders × ${SAMPLED_DIFFICULTIES.length} difficulties × ${seedCount} seeds, every ${every} days`,
  );
  console.log(
    `Coefficients: ${PROJECTION_FEATURES.map((f, i) => `${f} ${round(coefficients[i] ?? 0, 3)}`).join(', ')}`,
  );
  console.log(
    `Held out (${held.length} battles): Brier ${calibration.brier} (a constant ${round(baseRate * 100, 1)}% would score ${calibration.brierOfBaseRate})`,
  );
  console.log('Reliability (predicted decile → played share, battles):');
  for (const row of table)
    console.log(`  ${row.band.padEnd(8)} predicted ${row.predicted ?? '—'}%  played ${row.played ?? '—'}%  n ${row.n}`);
  console.log(
    `Card reads against 100-battle projections (${errors.length}): mean absolute error ${calibration.meanAbsoluteError} points; within ±8: ${within8} of ${errors.length}; 9 in 10 within ±${round(p90, 1)} → margin ±${margin}; root mean square ${calibration.rmsError} points, ${calibration.rmsErrorNetOfNoise} net of the 100 battles' own noise`,
  );
  for (const e of errors) console.log(`  model ${e.estimate}%  100 battles ${e.projected}%`);
  console.log(
    `Time: campaigns ${round((collected - started) / 1000, 1)} s, fit battles ${round((played - collected) / 1000, 1)} s, reads ${round((finished - played) / 1000, 1)} s`,
  );

  if (!args.has('dry-run')) {
    const file = fileURLToPath(new URL('../content/projection-model.ts', import.meta.url));
    const body = `/**
 * Issue 34: the fought-mission projection's model (tools/projected-odds.ts), written by
 * \`npm run calibrate:projection -- --write\` (tools/calibrate-projection.ts); do not edit by hand.
 * Not a rule of play (no outcome reads it), so it is not part of the rules fingerprint;
 * projection-model.test.ts fails when \`battlePin\` is not the battle rules' pin (refit then).
 */
export const PROJECTION_MODEL = {
  /** The battle rules it was fitted under (tools/projection-pin.ts). */
  battlePin: '${projectionBattlePin()}',
  features: ${JSON.stringify(PROJECTION_FEATURES)},
  coefficients: ${JSON.stringify(coefficients.map((c) => round(c, 4)))},
  /** Points: 9 in 10 of the sampled card reads were within it of their 100-battle projection. */
  margin: ${margin},
  calibration: ${JSON.stringify(calibration)},
} as const;
`;
    writeFileSync(file, body);
    // The project's formatter lays the written file out as it would a hand-written one.
    execFileSync('npx', ['biome', 'format', '--write', file], { stdio: 'ignore' });
    console.log(`Wrote ${file} (margin ±${margin}, pin ${projectionBattlePin()})`);
  } else if (PROJECTION_MODEL.battlePin !== projectionBattlePin()) {
    console.log('The kept model was fitted under other battle rules: run without --dry-run to refit.');
  }
}

main();

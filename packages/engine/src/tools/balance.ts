/**
 * npm run balance -- [--seeds 1000] [--difficulty normal]
 * Prints the balance report (tools/balance-figures.ts) for easy, normal and hard (or the one asked
 * for) and the targets it is tuned to (docs/GAME_RULES.md §12).
 */
import type { Difficulty } from '../campaign/types';
import { DIFFICULTIES } from '../campaign/types';
import { numberArg, readArgs } from './args';
import {
  type BalanceFigures,
  EARLY_DAYS,
  mean,
  measureBalance,
  median,
  percentile,
  RATING_DAYS,
  RESOURCE_DAYS,
  RESOURCE_KEYS,
} from './balance-figures';

const whole = (n: number) => (Number.isNaN(n) ? '—' : Math.round(n).toLocaleString('en-US'));

function report(figures: BalanceFigures, seconds: number): void {
  const { seeds, outcomes, endless } = figures;
  const pct = (n: number) => `${((100 * n) / seeds).toFixed(1)}%`;
  const days = (values: number[]) =>
    values.length === 0
      ? 'no day'
      : `median day ${median(values)}, 10th–90th ${percentile(values, 0.1)}–${percentile(values, 0.9)}`;
  console.log(`\n${figures.difficulty.toUpperCase()}: ${seeds} seeds, scripted commander, in ${seconds.toFixed(1)} s`);
  console.log(`  Victory:   ${pct(outcomes.victory)} (${days(figures.victoryDays)})   [normal target 40-80%]`);
  console.log(
    `  Defeat:    ${pct(outcomes.chapterOne + outcomes.wipedOut)} (${days(figures.defeatDays)}): chapter-1 casualties ${pct(outcomes.chapterOne)}, wiped out and broke ${pct(outcomes.wipedOut)}; still fighting on day 366 ${pct(outcomes.ongoing)}`,
  );
  console.log(
    `  KIA:       median ${median(figures.kia)}, mean ${mean(figures.kia).toFixed(1)}, 90th percentile ${percentile(figures.kia, 0.9)}; missions ${mean(figures.won).toFixed(1)} won, ${mean(figures.lost).toFixed(1)} lost per campaign`,
  );
  console.log('  Resources (endless run: the final mission never tried), median / 90th percentile');
  console.log(`    ${'day'.padEnd(5)}${RESOURCE_KEYS.map((k) => k.padStart(22)).join('')}   campaigns still running`);
  for (const day of RESOURCE_DAYS) {
    const cells = RESOURCE_KEYS.map((key) => {
      const values = endless.resources[key].get(day) ?? [];
      return `${whole(median(values))} / ${whole(percentile(values, 0.9))}`.padStart(22);
    });
    console.log(`    ${String(day).padEnd(5)}${cells.join('')}   ${endless.resources.funds.get(day)?.length ?? 0}`);
  }
  const early = EARLY_DAYS.map((d) => median(endless.earlySupplies.get(d) ?? []));
  console.log(
    `  Early:     lowest median supplies on days 3-15: ${whole(Math.min(...early))}   [normal target above 0]; first Medical Bay or Workshop started ${days(endless.firstMedbayOrWorkshop)}   [about day 7]`,
  );
  console.log(
    `  Open:      funds the research and upgrades still unbought on day 100 would cost: median ${whole(median(endless.openPurchasesDay100))}, 10th percentile ${whole(percentile(endless.openPurchasesDay100, 0.1))}   [above 0]`,
  );
  console.log(
    `  Rating:    ${RATING_DAYS.map((d) => `day ${d} ${median(endless.ratings.get(d) ?? []).toFixed(1)}`).join(', ')} (median of the living soldiers' average)`,
  );
  console.log(`  Research:  last completion median day ${median(endless.lastCompletion)}`);
}

function main(): void {
  const args = readArgs(process.argv.slice(2));
  const seeds = numberArg(args, 'seeds', 1000);
  const asked = args.get('difficulty');
  if (asked !== undefined && !DIFFICULTIES.includes(asked as Difficulty)) {
    throw new Error(`--difficulty must be one of ${DIFFICULTIES.join(', ')}`);
  }
  const difficulties: readonly Difficulty[] = asked ? [asked as Difficulty] : DIFFICULTIES;
  const total = performance.now();
  for (const difficulty of difficulties) {
    const start = performance.now();
    const figures = measureBalance(seeds, difficulty);
    report(figures, (performance.now() - start) / 1000);
  }
  console.log(`\nAll in ${((performance.now() - total) / 1000).toFixed(1)} s`);
}

main();

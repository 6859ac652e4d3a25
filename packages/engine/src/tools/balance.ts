/**
 * npm run balance -- [--seeds 1000] [--difficulty normal]
 * Prints the balance report (tools/balance-figures.ts) and the targets it is tuned to.
 */
import type { Difficulty } from '../campaign/types';
import { DIFFICULTIES } from '../campaign/types';
import { numberArg, readArgs } from './args';
import { FUNDS_DAYS, mean, measureBalance, median, percentile, RATING_DAYS } from './balance-figures';

function main(): void {
  const args = readArgs(process.argv.slice(2));
  const seeds = numberArg(args, 'seeds', 1000);
  const difficulty = (args.get('difficulty') ?? 'normal') as Difficulty;
  if (!DIFFICULTIES.includes(difficulty)) throw new Error(`--difficulty must be one of ${DIFFICULTIES.join(', ')}`);
  const start = performance.now();
  const { outcomes, victoryDays, kia, won, lost, endless } = measureBalance(seeds, difficulty);
  const seconds = (performance.now() - start) / 1000;
  const pct = (n: number) => `${((100 * n) / seeds).toFixed(1)}%`;
  const funds = (d: number) => endless.funds.get(d) ?? [];
  const ratings = (d: number) => endless.ratings.get(d) ?? [];

  console.log(`Balance report: ${seeds} seeds (${difficulty}), scripted commander, in ${seconds.toFixed(1)} s`);
  console.log(
    `  Outcome:            victory ${pct(outcomes.victory)} (median day ${median(victoryDays)}), defeat ch.1 casualties ${pct(outcomes.chapterOne)}, defeat wiped out ${pct(outcomes.wipedOut)}, still running ${pct(outcomes.ongoing)}   [target victory 55-80%]`,
  );
  console.log(
    `  KIA per campaign:   median ${median(kia)}, mean ${mean(kia).toFixed(1)}, 90th percentile ${percentile(kia, 0.9)}   [target median several]`,
  );
  console.log(
    `  Missions:           ${mean(won).toFixed(1)} won, ${mean(lost).toFixed(1)} lost per campaign (success ${((100 * mean(won)) / (mean(won) + mean(lost))).toFixed(0)}%)`,
  );
  console.log(
    `  Funds (endless):    ${FUNDS_DAYS.map((d) => `day ${d} median ${Math.round(median(funds(d)))}`).join(', ')}   [target day 100 < 120000]`,
  );
  console.log(
    `  Rating (endless):   ${RATING_DAYS.map((d) => `day ${d} median ${median(ratings(d)).toFixed(1)}`).join(', ')} (average of living soldiers)`,
  );
  const tree = endless.treeCompletedDay;
  console.log(
    `  Research (endless): ${median(endless.researchByDay160)} of 21 by day 160; last completion median day ${median(endless.lastCompletion)}; whole tree median day ${median(tree) >= 999 ? 'never' : median(tree)} (${pct(tree.filter((d) => d < 999).length)} finish it)   [target after day 120]`,
  );
}

main();

/**
 * npm run bench:engine [-- --runs 15 --days 365]
 * Times whole scripted campaigns (commander orders included) and prints the median per
 * campaign and per simulated day. The commander holds back the final key mission so every
 * campaign really plays all its days. The bar: a 365-day campaign under 50 ms.
 */
import { numberArg, readArgs } from './args';
import { runCampaign } from './run-campaign';

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
}

function main(): void {
  const args = readArgs(process.argv.slice(2));
  const runs = numberArg(args, 'runs', 15);
  const days = numberArg(args, 'days', 365);
  for (let i = 0; i < 3; i++) runCampaign({ seed: 1000 + i, days, attemptFinalMission: false }); // warm up the JIT
  const times: number[] = [];
  let daysPlayed = 0;
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    const { summary } = runCampaign({ seed: i + 1, days, attemptFinalMission: false });
    times.push(performance.now() - start);
    daysPlayed += summary.daysPlayed;
  }
  const campaign = median(times);
  const perDay = times.reduce((a, b) => a + b, 0) / Math.max(1, daysPlayed);
  console.log(`Engine benchmark: ${runs} scripted campaigns of ${days} days (seeds 1..${runs}), ${daysPlayed} days played`);
  console.log(
    `  Whole campaign: median ${campaign.toFixed(2)} ms (min ${Math.min(...times).toFixed(2)}, max ${Math.max(...times).toFixed(2)})`,
  );
  console.log(`  Per simulated day: ${(perDay * 1000).toFixed(1)} µs (mean, commander included)`);
  console.log(`  Bar: < 50 ms per 365-day campaign — ${campaign < 50 ? 'PASS' : 'FAIL'}`);
}

main();

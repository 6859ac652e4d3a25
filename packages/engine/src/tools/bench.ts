/**
 * npm run bench:engine [-- --runs 15 --days 365]
 * Times 365-day campaigns two ways and prints medians:
 *  - whole scripted campaigns, the commander's decisions included;
 *  - the engine alone: replaying each campaign's accepted actions through applyAction.
 * The commander holds back the final key mission so every campaign really plays all its days.
 * The bar: a 365-day campaign under 50 ms.
 */
import type { GameAction } from '../campaign/actions';
import { numberArg, readArgs } from './args';
import { replayCampaign, runCampaign } from './run-campaign';

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
}

function time(run: () => void): number {
  const start = performance.now();
  run();
  return performance.now() - start;
}

function main(): void {
  const args = readArgs(process.argv.slice(2));
  const runs = numberArg(args, 'runs', 15);
  const days = numberArg(args, 'days', 365);
  for (let i = 0; i < 3; i++) runCampaign({ seed: 1000 + i, days, attemptFinalMission: false }); // warm up the JIT

  const campaignTimes: number[] = [];
  const replayTimes: number[] = [];
  let daysPlayed = 0;
  for (let i = 0; i < runs; i++) {
    const seed = i + 1;
    let actions: GameAction[] = [];
    campaignTimes.push(
      time(() => {
        const run = runCampaign({ seed, days, attemptFinalMission: false, recordActions: true });
        daysPlayed += run.summary.daysPlayed;
        actions = run.actions;
      }),
    );
    replayTimes.push(time(() => replayCampaign(seed, actions)));
  }
  const campaign = median(campaignTimes);
  const engine = median(replayTimes);
  console.log(
    `Engine benchmark: ${runs} campaigns of ${days} days (seeds 1..${runs}), ${daysPlayed} days played in all`,
  );
  console.log(
    `  Scripted campaign (commander + engine): median ${campaign.toFixed(2)} ms, min ${Math.min(...campaignTimes).toFixed(2)}, max ${Math.max(...campaignTimes).toFixed(2)}`,
  );
  console.log(
    `  Engine only (replay of the same actions): median ${engine.toFixed(2)} ms, min ${Math.min(...replayTimes).toFixed(2)}`,
  );
  console.log(
    `  Per simulated day: ${((campaign / days) * 1000).toFixed(1)} µs with the commander, ${((engine / days) * 1000).toFixed(1)} µs engine only`,
  );
  console.log(`  Bar: < 50 ms per 365-day campaign — ${campaign < 50 ? 'PASS' : 'FAIL'}`);
}

main();

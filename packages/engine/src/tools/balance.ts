/**
 * npm run balance -- [--seeds 1000 | --quick] [--difficulty normal] [--commander thoughtful,naive,simple,rusher]
 *                    [--naive] [--wait-breakwater] [--outcomes-only] [--details] [--workers N]
 * Issue 34: plays seeds 1..N on easy, normal and hard (or the one asked for) with the panel of
 * campaign commanders (the thoughtful, the naive, the simple one and the key-mission rusher) and
 * prints each one's victories with their 95% interval, defeats by chapter, idle days after day 20
 * and funds and supplies on days 40, 100 and 200. `--commander X` (or `--naive`) plays one of them
 * (a comma-separated list plays several) and prints its whole balance report (tools/balance-figures.ts) and issue 23's table rows, as
 * `--details` does for each of the panel; `--wait-breakwater` holds Operation Breakwater back until
 * day 31. The seeds are spread over worker threads (one per core by default), each playing whole
 * campaigns with the same engine; `--outcomes-only` skips the 200-day endless run (the economy figures).
 * `--quick` plays QUICK_SEEDS seeds per difficulty (the same tables, wider intervals): a developer's
 * check in seconds; the issue's 1,000 seeds of the whole panel take about 5 minutes of a 2-core
 * machine (GAME_RULES §12 "Time, merged").
 */
import { availableParallelism } from 'node:os';
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';
import type { Difficulty } from '../campaign/types';
import { DIFFICULTIES } from '../campaign/types';
import { missionTemplate } from '../content/missions';
import type { ChapterNumber } from '../content/story';
import { numberArg, readArgs } from './args';
import {
  type BalanceFigures,
  type CommanderChoice,
  DAY_BANDS,
  EARLY_DAYS,
  type EndlessSeed,
  HIGH_ABILITY_XP,
  mean,
  median,
  percentile,
  playSeed,
  playSeedAndEndless,
  RATING_DAYS,
  RESOURCE_DAYS,
  RESOURCE_KEYS,
  type SeedOutcome,
  SQUAD_DAY,
  summarizeSeeds,
  wilsonInterval,
} from './balance-figures';
import { COMMANDERS, type CommanderKind } from './run-campaign';

/** One worker's share: some seeds of one difficulty. */
interface Job {
  difficulty: Difficulty;
  seeds: number[];
  choice: CommanderChoice;
  endless: boolean;
}

interface JobResult {
  outcomes: SeedOutcome[];
  endless: EndlessSeed[];
  /** How long the worker took over the job, ms (process.cpuUsage would count every thread). */
  workerMs: number;
}

/** Seeds per difficulty with `--quick`. */
const QUICK_SEEDS = 10;

function runJob(job: Job): JobResult {
  const start = performance.now();
  if (!job.endless) {
    const outcomes = job.seeds.map((seed) => playSeed(seed, job.difficulty, job.choice));
    return { outcomes, endless: [], workerMs: performance.now() - start };
  }
  // The endless run shares the campaign's days until the final mission is in sight (played once).
  const both = job.seeds.map((seed) => playSeedAndEndless(seed, job.difficulty, job.choice));
  return {
    outcomes: both.map((b) => b.outcome),
    endless: both.map((b) => b.endless),
    workerMs: performance.now() - start,
  };
}

const whole = (n: number) => (Number.isNaN(n) ? '—' : Math.round(n).toLocaleString('en-US'));
const share = (n: number) => (Number.isNaN(n) ? '—' : `${(100 * n).toFixed(1)}%`);

function commanderName(choice: CommanderChoice): string {
  return `${choice.commander} commander${choice.waitBreakwater ? ', Breakwater held until day 31' : ''}`;
}

function report(figures: BalanceFigures, workerSeconds: number): void {
  const { seeds, outcomes, endless } = figures;
  const pct = (n: number) => `${((100 * n) / seeds).toFixed(1)}%`;
  const days = (values: number[]) =>
    values.length === 0
      ? 'no day'
      : `median day ${median(values)}, 10th–90th ${percentile(values, 0.1)}–${percentile(values, 0.9)}`;
  console.log(
    `\n${figures.difficulty.toUpperCase()}: ${seeds} seeds, ${commanderName(figures.choice)}, ${workerSeconds.toFixed(1)} s of worker time`,
  );
  console.log(`  Victory:   ${pct(outcomes.victory)} (${days(figures.victoryDays)})`);
  console.log(
    `  Defeat:    ${pct(outcomes.chapterOne + outcomes.wipedOut + outcomes.deadline + outcomes.threat)} (${days(figures.defeatDays)}): chapter-1 casualties ${pct(outcomes.chapterOne)}, wiped out and broke ${pct(outcomes.wipedOut)}, Last Stand's deadline ${pct(outcomes.deadline)}, threat at its top ${pct(outcomes.threat)}; still fighting on day 366 ${pct(outcomes.ongoing)}`,
  );
  console.log(`  Defeats by day: ${figures.defeatBands.map((b) => `${b.label} ${pct(b.count)}`).join(', ')}`);
  console.log(
    `  KIA:       median ${median(figures.kia)}, mean ${mean(figures.kia).toFixed(1)}, 90th percentile ${percentile(figures.kia, 0.9)}; missions ${mean(figures.won).toFixed(1)} won, ${mean(figures.lost).toFixed(1)} lost per campaign`,
  );
  console.log(`  Idle days: ${share(figures.idleShare)} of the days after day 20 were only ADVANCE DAY`);
  console.log(
    `  Growth:    on day ${SQUAD_DAY} the best squad's most experienced soldier has median ${whole(median(figures.squadBestXp))} xp (10th–90th ${whole(percentile(figures.squadBestXp, 0.1))}–${whole(percentile(figures.squadBestXp, 0.9))}); ${share(figures.fieldsHighAbility)} of squads field an ability unlocked at ${HIGH_ABILITY_XP} xp   [goal: the median squad does]`,
  );
  console.log('  Key battles (fought by hand):');
  for (const key of figures.keyBattles) {
    const name = missionTemplate(key.templateId)?.name ?? key.templateId;
    console.log(
      `    ${name.padEnd(24)} won ${share(key.winRate).padStart(6)} of ${String(key.fought).padStart(5)} battles, fought in ${pct(key.campaigns)} of campaigns`,
    );
  }
  if (!endless) return;
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
  console.log(
    `  Late game: research projects that change battles still open on day 150: median ${whole(median(endless.openBattleResearchDay150))}, 10th percentile ${whole(percentile(endless.openBattleResearchDay150, 0.1))}   [above 0]`,
  );
}

/** Issue 23's table, one column per difficulty played. */
function table(all: readonly BalanceFigures[]): void {
  const first = all[0];
  if (!first) return;
  const cell = (f: BalanceFigures, n: number) => `${((100 * n) / f.seeds).toFixed(1)}%`.padStart(8);
  const victories = first.choice.waitBreakwater ? 'Victories, Breakwater held back until day 31' : 'Campaign victories';
  console.log(`\nIssue 23's table (${commanderName(first.choice)}, ${first.seeds} seeds per difficulty)`);
  console.log(`  ${''.padEnd(46)}${all.map((f) => f.difficulty.padStart(8)).join('')}`);
  console.log(`  ${victories.padEnd(46)}${all.map((f) => cell(f, f.outcomes.victory)).join('')}`);
  console.log(
    `  ${'Defeats on day 31 (chapter-1 casualty rule)'.padEnd(46)}${all.map((f) => cell(f, f.outcomes.chapterOne)).join('')}`,
  );
  const afterChapterOne = (f: BalanceFigures) =>
    f.defeatBands
      .filter((b) => b.label !== DAY_BANDS[0].label && b.label !== DAY_BANDS[1].label)
      .reduce((t, b) => t + b.count, 0);
  console.log(`  ${'Defeats after day 31'.padEnd(46)}${all.map((f) => cell(f, afterChapterOne(f))).join('')}`);
  const defeats = (f: BalanceFigures) => f.seeds - f.outcomes.victory - f.outcomes.ongoing;
  const shareAfter = (f: BalanceFigures) =>
    defeats(f) === 0 ? '—'.padStart(8) : `${((100 * afterChapterOne(f)) / defeats(f)).toFixed(1)}%`.padStart(8);
  console.log(`  ${'Share of defeats that came after day 31'.padEnd(46)}${all.map(shareAfter).join('')}`);
}

/**
 * A worker runs this same TypeScript file: Node 20 does not hand tsx's loader on to worker threads,
 * so the worker registers it before importing the file.
 */
const WORKER_BOOTSTRAP = `import('tsx/esm/api').then(({ register }) => { register(); return import(${JSON.stringify(import.meta.url)}); })`;

/** Runs the jobs on `workers` threads, handing out the next job as each finishes. */
function runPool(jobs: readonly Job[], workers: number): Promise<JobResult[]> {
  const results: JobResult[] = new Array(jobs.length);
  let next = 0;
  return new Promise((resolve, reject) => {
    let running = 0;
    const feed = (worker: Worker) => {
      const index = next++;
      const job = jobs[index];
      if (!job) {
        void worker.terminate();
        running -= 1;
        if (running === 0) resolve(results);
        return;
      }
      worker.once('message', (result: JobResult) => {
        results[index] = result;
        feed(worker);
      });
      worker.postMessage(job);
    };
    const count = Math.max(1, Math.min(workers, jobs.length));
    for (let i = 0; i < count; i++) {
      const worker = new Worker(WORKER_BOOTSTRAP, { eval: true, workerData: { worker: true } });
      worker.on('error', reject);
      running += 1;
      feed(worker);
    }
  });
}

/** Issue 34's days for funds and supplies. */
const PANEL_DAYS = [40, 100, 200] as const;

/** Issue 34: the panel's table, one block per commander, a column per difficulty. */
function panelTable(all: readonly BalanceFigures[]): void {
  const difficulties = [...new Set(all.map((f) => f.difficulty))];
  const commanders = [...new Set(all.map((f) => f.choice.commander))];
  const width = 26;
  const head = (title: string) =>
    console.log(`\n${title}\n  ${''.padEnd(30)}${difficulties.map((d) => d.padStart(width)).join('')}`);
  const row = (label: string, cell: (f: BalanceFigures) => string) => {
    for (const commander of commanders) {
      const cells = difficulties.map((d) => {
        const f = all.find((x) => x.difficulty === d && x.choice.commander === commander);
        return (f ? cell(f) : '—').padStart(width);
      });
      console.log(`  ${`${commander} ${label}`.padEnd(30)}${cells.join('')}`);
    }
  };
  const first = all[0];
  head(`Issue 34's panel: ${first?.seeds ?? 0} seeds per commander and difficulty`);
  row('victories', (f) => {
    const { low, high } = wilsonInterval(f.outcomes.victory, f.seeds);
    return `${share(f.outcomes.victory / f.seeds)} (${(100 * low).toFixed(1)}–${(100 * high).toFixed(1)})`;
  });
  console.log('  [goal: every commander but the naive one: easy ≥ 85%, normal 55–75%, hard 30–55%, ≥ 15 points apart]');
  head('Defeats by chapter (share of all defeats: chapter 1 / 2 / 3 / 4)');
  row('defeats', (f) => {
    const defeats = f.seeds - f.outcomes.victory - f.outcomes.ongoing;
    if (defeats === 0) return '—';
    return ([1, 2, 3, 4] as const satisfies readonly ChapterNumber[])
      .map((c) => `${((100 * f.defeatChapters[c]) / defeats).toFixed(0)}`)
      .join(' / ');
  });
  head('Idle days after day 20 (only ADVANCE DAY)');
  row('idle', (f) => share(f.idleShare));
  for (const key of ['funds', 'supplies'] as const) {
    head(`Median ${key} on days ${PANEL_DAYS.join(' / ')} (endless run)`);
    row(key, (f) =>
      f.endless
        ? PANEL_DAYS.map((day) => whole(median(f.endless?.resources[key].get(day) ?? []))).join(' / ')
        : '— (outcomes only)',
    );
  }
}

/** `--commander a,b` (or `--naive`): the commanders asked for; the whole panel by default. */
function chosenCommanders(args: Map<string, string>): CommanderKind[] {
  if (args.has('naive')) return ['naive'];
  const asked = args.get('commander');
  if (asked === undefined) return [...COMMANDERS];
  const names = asked.split(',');
  for (const name of names) {
    if (!COMMANDERS.includes(name as CommanderKind)) throw new Error(`--commander takes ${COMMANDERS.join(', ')}`);
  }
  return names as CommanderKind[];
}

async function main(): Promise<void> {
  const args = readArgs(process.argv.slice(2));
  const seeds = args.has('quick') ? QUICK_SEEDS : numberArg(args, 'seeds', 1000);
  const workers = numberArg(args, 'workers', availableParallelism());
  const asked = args.get('difficulty');
  if (asked !== undefined && !DIFFICULTIES.includes(asked as Difficulty)) {
    throw new Error(`--difficulty must be one of ${DIFFICULTIES.join(', ')}`);
  }
  const difficulties: readonly Difficulty[] = asked ? [asked as Difficulty] : DIFFICULTIES;
  const commanders = chosenCommanders(args);
  const choices: CommanderChoice[] = commanders.map((commander) => ({
    commander,
    waitBreakwater: args.has('wait-breakwater'),
  }));
  const details = commanders.length === 1 || args.has('details');
  const endless = !args.has('outcomes-only');
  // Small jobs, so a worker that drew slow seeds does not leave the other idle at the end.
  const chunk = Math.max(1, Math.min(25, Math.ceil(seeds / (4 * workers))));
  const jobs: Job[] = [];
  for (const choice of choices) {
    for (const difficulty of difficulties) {
      for (let first = 1; first <= seeds; first += chunk) {
        const batch = Array.from({ length: Math.min(chunk, seeds - first + 1) }, (_, i) => first + i);
        jobs.push({ difficulty, seeds: batch, choice, endless });
      }
    }
  }
  const start = performance.now();
  const results = await runPool(jobs, workers);
  const all: BalanceFigures[] = [];
  for (const choice of choices) {
    const mine = (difficulty: Difficulty) =>
      results.filter((_, i) => jobs[i]?.difficulty === difficulty && jobs[i]?.choice.commander === choice.commander);
    const figures = difficulties.map((difficulty) => {
      const r = mine(difficulty);
      const f = summarizeSeeds(
        difficulty,
        choice,
        r.flatMap((x) => x.outcomes),
        endless ? r.flatMap((x) => x.endless) : null,
      );
      if (details) report(f, r.reduce((t, x) => t + x.workerMs, 0) / 1000);
      return f;
    });
    if (details) table(figures);
    all.push(...figures);
  }
  panelTable(all);
  // Where the time goes: each commander's worker time (the thoughtful one's is its projections).
  for (const choice of choices) {
    const ms = results
      .filter((_, i) => jobs[i]?.choice.commander === choice.commander)
      .reduce((t, r) => t + r.workerMs, 0);
    const played = seeds * difficulties.length;
    console.log(
      `  ${choice.commander.padEnd(11)} ${(ms / 1000).toFixed(1)} s of worker time, ${(ms / played).toFixed(0)} ms a seed`,
    );
  }
  const { user, system } = process.cpuUsage();
  const cpu = (user + system) / 1e6;
  const runs = seeds * difficulties.length * choices.length;
  console.log(
    `\nAll in ${((performance.now() - start) / 1000).toFixed(1)} s on ${Math.min(workers, jobs.length)} worker threads (${cpu.toFixed(1)} s of CPU, every thread: ${((1000 * cpu) / runs).toFixed(0)} ms a seed${endless ? ', played to the end and endless' : ', played to the end'})`,
  );
}

if (isMainThread) {
  void main();
} else if (workerData?.worker === true) {
  parentPort?.on('message', (job: Job) => parentPort?.postMessage(runJob(job)));
}

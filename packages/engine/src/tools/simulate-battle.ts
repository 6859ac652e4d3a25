/**
 * npm run simulate:battle -- --n 1000 [--squad 4] [--xp 250] [--seed 1] [--reference-only]
 * Plays N seeded battles per difficulty (easy, medium, hard) with the scripted battle commander
 * against the enemy AI, and prints the win rate, average turns and casualties per difficulty; and
 * (issue 24) the first shot's turn, the squad's median shot chance and each objective's results. The
 * missions are that difficulty's templates in turn, each with its map kit and objective.
 * The squad: one soldier of each class in turn (Heavy, Sniper, Support, Ranger) at the given
 * experience, full health, default loadouts (the Sniper with the sniper rifle).
 * Issue 33 item 6: then the panel (unless --reference-only) on the same seeds and missions — the
 * careless and the careful player (tools/battle-players.ts) beside the reference commander, per
 * difficulty and per objective, with the careful−careless gap and the share of hold and extract
 * wins with no hit landed by the squad; and the reference commander with single-weapon squads (all
 * four carry one weapon) and single-class squads (four of one class, default loadouts).
 */

import { battleOutcome } from '../battle/outcome';
import type { BattleDifficultyLevel, BattleInput, BattleSquadMember, ObjectiveKind } from '../battle/types';
import { CLASS_IDS, type ClassId } from '../campaign/types';
import { statsFor } from '../content/classes';
import { WEAPONS } from '../content/equipment';
import { HOSTILE_TYPE_IDS, type HostileTypeId } from '../content/hostiles';
import { MISSION_TEMPLATES } from '../content/missions';
import { type AbilityUsage, emptyUsage, usageCounter, usageLines } from './ability-usage';
import { numberArg, readArgs } from './args';
import { fightBattle, type TurnPlayer } from './battle-commander';
import { carefulTurn, carelessTurn } from './battle-players';

const ROTATION: readonly ClassId[] = ['heavy', 'sniper', 'support', 'ranger'];

/** The class's default weapon in the reference squad: the Sniper's sniper rifle, everyone else's assault rifle. */
function defaultWeapon(classId: ClassId): string {
  return classId === 'sniper' ? 'sniper' : 'assault_rifle';
}

/**
 * The reference squad (one of each class in turn, default loadouts); issue 33's variants: every
 * soldier with one weapon (`weapon`), or every soldier of one class (`classId`).
 */
export function sampleSquad(
  size: number,
  experience: number,
  variant: { weapon?: string; classId?: ClassId } = {},
): BattleSquadMember[] {
  return Array.from({ length: size }, (_, i) => {
    const classId = variant.classId ?? ROTATION[i % ROTATION.length] ?? CLASS_IDS[0];
    const maxHealth = statsFor(classId).health;
    return {
      id: `soldier-${i + 1}`,
      name: `Soldier ${i + 1}`,
      rank: 'Sergeant',
      classId,
      experience,
      health: maxHealth,
      maxHealth,
      loadout: { weapon: variant.weapon ?? defaultWeapon(classId), armor: 'standard_vest', utility: 'medkit' },
    };
  });
}

export function sampleInput(
  difficulty: BattleDifficultyLevel,
  squad: BattleSquadMember[],
  templateId: string | null = null,
): BattleInput {
  return {
    mission: {
      templateId,
      difficulty,
      type: 'combat',
      rewards: { funds: 0, intel: 0, xp: 0 },
    },
    squad,
  };
}

export interface BattleFigures {
  difficulty: BattleDifficultyLevel;
  battles: number;
  winRate: number;
  averageTurns: number;
  medianTurns: number;
  averageCasualties: number;
  /** Issue 24: the turn of the battle's first shot (either side), median over the battles. */
  medianFirstShotTurn: number;
  /** Issue 24: the squad's shots' hit chance, median over every shot fired (reactions included). */
  medianPlayerShotChance: number;
  /** Issue 24: per objective fought: battles, and victories by that objective and by downing every hostile. */
  objectives: Partial<Record<ObjectiveKind, { battles: number; met: number; eliminated: number; lost: number }>>;
  /** Per ability: winning turns, kills against actions, battles used where available (issue 24 item 5). */
  abilities: AbilityUsage;
  /** Issue 24: the share of battles each hostile type was present in. */
  typesPresent: Record<HostileTypeId, number>;
  /** Battles still going after 60 turns (the commander aborts them: a defeat). */
  timedOut: number;
  /** Issue 33: hold and extract battles won by the objective with no hit landed by the squad (no enemy damaged). */
  objectiveWinsWithoutHit: number;
  /** Issue 33 item 5: battles in which a hostile on Overwatch fired at least once. */
  enemyOverwatchBattles: number;
  /** Issue 33 item 5: grenadiers' blasts announced and shots fired (do they use their kit well?). */
  grenadierBlasts: number;
  grenadierShots: number;
}

/** Who plays the battles and with which squad (issue 33's panel); the reference commander and squad by default. */
export interface PanelEntry {
  player?: TurnPlayer;
  squad?: { weapon?: string; classId?: ClassId };
}

/**
 * Issue 24: the missions fought at a difficulty, in turn by seed — the templates of that difficulty
 * (content/missions.ts), so the figures cover their map kits and objectives as the campaign fights them.
 */
export function templatesFor(difficulty: BattleDifficultyLevel): (string | null)[] {
  const ids = MISSION_TEMPLATES.filter((t) => t.difficulty === difficulty).map((t) => t.id);
  return ids.length > 0 ? ids : [null];
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

export function simulateBattles(
  difficulty: BattleDifficultyLevel,
  n: number,
  squadSize: number,
  xp: number,
  firstSeed = 1,
  entry: PanelEntry = {},
): BattleFigures {
  let wins = 0;
  let casualties = 0;
  const turns: number[] = [];
  const firstShots: number[] = [];
  const chances: number[] = [];
  const objectives: BattleFigures['objectives'] = {};
  const templates = templatesFor(difficulty);
  const abilities = emptyUsage();
  const present = Object.fromEntries(HOSTILE_TYPE_IDS.map((id) => [id, 0])) as Record<HostileTypeId, number>;
  let timedOut = 0;
  let objectiveWinsWithoutHit = 0;
  let enemyOverwatchBattles = 0;
  let grenadierBlasts = 0;
  let grenadierShots = 0;
  for (let seed = firstSeed; seed < firstSeed + n; seed++) {
    const templateId = templates[seed % templates.length] ?? null;
    const counter = usageCounter(abilities);
    const { battle, log } = fightBattle(
      sampleInput(difficulty, sampleSquad(squadSize, xp, entry.squad), templateId),
      seed,
      60,
      counter.observe,
      entry.player,
    );
    counter.finish(battle);
    for (const id of new Set(battle.units.map((u) => u.hostileType))) if (id) present[id] += 1;
    if (battle.aborted) timedOut += 1;
    const outcome = battleOutcome(battle);
    if (!outcome) continue;
    if (outcome.victory) wins += 1;
    turns.push(outcome.turns);
    casualties += outcome.soldiers.filter((s) => !s.survived).length;
    const tally = objectives[outcome.objective] ?? { battles: 0, met: 0, eliminated: 0, lost: 0 };
    tally.battles += 1;
    if (!outcome.victory) tally.lost += 1;
    else if (outcome.objectiveMet === 'eliminate') tally.eliminated += 1;
    else tally.met += 1;
    objectives[outcome.objective] = tally;
    if (outcome.victory && outcome.objectiveMet !== null && outcome.objectiveMet !== 'eliminate') {
      const hostiles = new Set(battle.units.filter((u) => u.type === 'enemy').map((u) => u.id));
      if (!log.some((e) => e.kind === 'damaged' && hostiles.has(e.unitId))) objectiveWinsWithoutHit += 1;
    }
    const typeOf = (id: string) => battle.units.find((u) => u.id === id);
    if (log.some((e) => e.kind === 'shot' && e.reaction && typeOf(e.shooterId)?.type === 'enemy'))
      enemyOverwatchBattles += 1;
    for (const e of log) {
      if (e.kind === 'blastAnnounced') grenadierBlasts += 1;
      if (e.kind === 'shot' && !e.reaction && typeOf(e.shooterId)?.hostileType === 'grenadier') grenadierShots += 1;
    }
    let turn = 1;
    let first: number | null = null;
    for (const event of log) {
      if (event.kind === 'turnStarted') turn = event.turn;
      if (event.kind !== 'shot') continue;
      first ??= turn;
      if (battle.units.find((u) => u.id === event.shooterId)?.type === 'soldier') chances.push(event.chance);
    }
    if (first !== null) firstShots.push(first);
  }
  turns.sort((a, b) => a - b);
  return {
    difficulty,
    battles: n,
    winRate: wins / n,
    averageTurns: turns.reduce((a, b) => a + b, 0) / n,
    medianTurns: turns[Math.floor(turns.length / 2)] ?? 0,
    averageCasualties: casualties / n,
    medianFirstShotTurn: median(firstShots),
    medianPlayerShotChance: median(chances),
    objectives,
    abilities,
    typesPresent: Object.fromEntries(HOSTILE_TYPE_IDS.map((id) => [id, present[id] / n])) as Record<
      HostileTypeId,
      number
    >,
    timedOut,
    objectiveWinsWithoutHit,
    enemyOverwatchBattles,
    grenadierBlasts,
    grenadierShots,
  };
}

const DIFFICULTIES = ['easy', 'medium', 'hard'] as const;
const pct = (n: number) => `${(100 * n).toFixed(1)}%`;
const signed = (n: number) => `${n >= 0 ? '+' : ''}${(100 * n).toFixed(1)}`;

/** The reference commander's figures with today's printed bands (issue 24's lines). */
function printReference(f: BattleFigures, ms: number): void {
  const { difficulty, battles: n } = f;
  const types = HOSTILE_TYPE_IDS.map((id) => `${id} ${(f.typesPresent[id] * 100).toFixed(0)}%`).join(', ');
  console.log(
    `  ${difficulty.padEnd(6)} hostile types present: ${types}; ${f.timedOut} battles aborted after 60 turns`,
  );
  console.log(
    `  ${difficulty.padEnd(6)} win rate ${(f.winRate * 100).toFixed(1)}%  turns avg ${f.averageTurns.toFixed(1)} (median ${f.medianTurns})  casualties avg ${f.averageCasualties.toFixed(2)}  (${(ms / n).toFixed(2)} ms a battle)`,
  );
  const objectives = Object.entries(f.objectives)
    .map(([kind, t]) => `${kind} ${t.battles}: met ${t.met}, all down ${t.eliminated}, lost ${t.lost}`)
    .join('; ');
  console.log(
    `         first shot turn (median) ${f.medianFirstShotTurn}  player shot chance (median) ${f.medianPlayerShotChance}%  objectives: ${objectives}`,
  );
  for (const line of usageLines(f.abilities)) console.log(line);
}

/** A win rate per objective kind: victories (by any means) over the battles of that kind. */
function objectiveWinRate(f: BattleFigures, kind: ObjectiveKind): number {
  const t = f.objectives[kind];
  return t && t.battles > 0 ? (t.battles - t.lost) / t.battles : Number.NaN;
}

/** Issue 33 item 6: the panel of players and squads, on the reference's seeds and missions. */
function printPanel(reference: Record<(typeof DIFFICULTIES)[number], BattleFigures>, run: Runner): void {
  const players: { name: string; figures: Record<(typeof DIFFICULTIES)[number], BattleFigures> }[] = [
    { name: 'Reference commander', figures: reference },
    { name: 'Careful player', figures: byDifficulty((d) => run(d, { player: carefulTurn })) },
    { name: 'Careless player', figures: byDifficulty((d) => run(d, { player: carelessTurn })) },
  ];
  const kinds = ['hold', 'extract', 'eliminate'] as const satisfies readonly ObjectiveKind[];
  const label = (kind: ObjectiveKind) => (kind === 'eliminate' ? 'kill-all' : kind);
  console.log('\nPanel: win rate per difficulty (and per objective: hold / extract / kill-all)');
  console.log(`  ${''.padEnd(22)}${DIFFICULTIES.map((d) => d.padStart(30)).join('')}`);
  for (const { name, figures } of players) {
    const cells = DIFFICULTIES.map((d) => {
      const f = figures[d];
      const parts = kinds.map((k) =>
        Number.isNaN(objectiveWinRate(f, k)) ? '—' : `${(100 * objectiveWinRate(f, k)).toFixed(0)}`,
      );
      return `${pct(f.winRate)} (${parts.join(' / ')})`.padStart(30);
    });
    console.log(`  ${name.padEnd(22)}${cells.join('')}`);
  }
  const careful = players[1]?.figures;
  const careless = players[2]?.figures;
  if (careful && careless) {
    const gap = DIFFICULTIES.map((d) => {
      const parts = kinds.map((k) => {
        const g = objectiveWinRate(careful[d], k) - objectiveWinRate(careless[d], k);
        return Number.isNaN(g) ? '—' : signed(g);
      });
      return `${signed(careful[d].winRate - careless[d].winRate)} (${parts.join(' / ')})`.padStart(30);
    });
    console.log(
      `  ${'Careful − careless'.padEnd(22)}${gap.join('')}   [goal: ≥ 20 on medium and hard, ≥ 15 per objective]`,
    );
    for (const kind of kinds) {
      const pooled = (figures: Record<(typeof DIFFICULTIES)[number], BattleFigures>) => {
        const rows = DIFFICULTIES.map((d) => figures[d].objectives[kind] ?? { battles: 0, lost: 0 });
        const battles = rows.reduce((t, r) => t + r.battles, 0);
        return battles === 0 ? Number.NaN : rows.reduce((t, r) => t + r.battles - r.lost, 0) / battles;
      };
      console.log(
        `  ${label(kind).padEnd(9)} over all difficulties: ${players.map((p) => `${p.name} ${pct(pooled(p.figures))}`).join(', ')}`,
      );
    }
  }
  console.log('\nHold and extract wins with no hit landed by the squad (share of those wins)   [goal: ≤ 5%]');
  for (const { name, figures } of players) {
    const cells = DIFFICULTIES.map((d) => {
      const f = figures[d];
      const wins = (['hold', 'extract'] as const).reduce((t, k) => t + (f.objectives[k]?.met ?? 0), 0);
      return `${d} ${wins === 0 ? '—' : pct(f.objectiveWinsWithoutHit / wins)} of ${wins}`.padStart(24);
    });
    console.log(`  ${name.padEnd(22)}${cells.join('')}`);
  }
  console.log(
    "\nThe enemy's kit: battles where a hostile's Overwatch fired; grenadier blasts / shots   [goal: ≥ 30% of medium battles against the careless player]",
  );
  for (const { name, figures } of players) {
    const cells = DIFFICULTIES.map((d) => {
      const f = figures[d];
      return `${d} ${pct(f.enemyOverwatchBattles / f.battles)}; ${f.grenadierBlasts} / ${f.grenadierShots}`.padStart(
        28,
      );
    });
    console.log(`  ${name.padEnd(22)}${cells.join('')}`);
  }
  const variants: { name: string; entry: PanelEntry }[] = [
    ...WEAPONS.map((w) => ({ name: `Four × ${w.name}`, entry: { squad: { weapon: w.id } } })),
    ...ROTATION.map((c) => ({ name: `Four × ${c}`, entry: { squad: { classId: c } } })),
  ];
  console.log(
    '\nReference commander, single-weapon and single-class squads: win rate (points over the reference squad)',
  );
  console.log('  [goal: none more than +10 on medium or hard]');
  console.log(`  ${''.padEnd(26)}${DIFFICULTIES.map((d) => d.padStart(18)).join('')}`);
  for (const { name, entry } of variants) {
    const cells = DIFFICULTIES.map((d) => {
      const f = run(d, entry);
      return `${pct(f.winRate)} (${signed(f.winRate - reference[d].winRate)})`.padStart(18);
    });
    console.log(`  ${name.padEnd(26)}${cells.join('')}`);
  }
}

type Runner = (difficulty: (typeof DIFFICULTIES)[number], entry: PanelEntry) => BattleFigures;

function byDifficulty(
  f: (difficulty: (typeof DIFFICULTIES)[number]) => BattleFigures,
): Record<(typeof DIFFICULTIES)[number], BattleFigures> {
  return { easy: f('easy'), medium: f('medium'), hard: f('hard') };
}

function main(): void {
  const args = readArgs(process.argv.slice(2));
  const n = numberArg(args, 'n', 1000);
  const squad = numberArg(args, 'squad', 4);
  const xp = numberArg(args, 'xp', 250);
  const seed = numberArg(args, 'seed', 1);
  const started = performance.now();
  console.log(`${n} battles per difficulty, squad of ${squad} at ${xp} xp, seeds ${seed}..${seed + n - 1}`);
  const run: Runner = (difficulty, entry) => simulateBattles(difficulty, n, squad, xp, seed, entry);
  const reference = byDifficulty((difficulty) => {
    const start = performance.now();
    const f = run(difficulty, {});
    printReference(f, performance.now() - start);
    return f;
  });
  if (!args.has('reference-only')) printPanel(reference, run);
  const { user, system } = process.cpuUsage();
  console.log(
    `\nAll in ${((performance.now() - started) / 1000).toFixed(1)} s (${((user + system) / 1e6).toFixed(1)} s of CPU)`,
  );
}

if (process.argv[1]?.endsWith('simulate-battle.ts')) main();

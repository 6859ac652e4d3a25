/**
 * npm run simulate:battle -- --n 1000 [--squad 4] [--xp 250] [--seed 1]
 * Plays N seeded battles per difficulty (easy, medium, hard) with the scripted battle commander
 * against the enemy AI, and prints the win rate, average turns and casualties per difficulty; and
 * (issue 24) the first shot's turn, the squad's median shot chance and each objective's results. The
 * missions are that difficulty's templates in turn, each with its map kit and objective.
 * The squad: one soldier of each class in turn (Heavy, Sniper, Support, Ranger) at the given
 * experience, full health, default loadouts (the Sniper with the sniper rifle).
 */

import { battleOutcome } from '../battle/outcome';
import type { BattleDifficultyLevel, BattleInput, BattleSquadMember, ObjectiveKind } from '../battle/types';
import { CLASS_IDS, type ClassId } from '../campaign/types';
import { statsFor } from '../content/classes';
import { HOSTILE_TYPE_IDS, type HostileTypeId } from '../content/hostiles';
import { MISSION_TEMPLATES } from '../content/missions';
import { type AbilityUsage, emptyUsage, usageCounter, usageLines } from './ability-usage';
import { numberArg, readArgs } from './args';
import { fightBattle } from './battle-commander';

const ROTATION: readonly ClassId[] = ['heavy', 'sniper', 'support', 'ranger'];

export function sampleSquad(size: number, experience: number): BattleSquadMember[] {
  return Array.from({ length: size }, (_, i) => {
    const classId = ROTATION[i % ROTATION.length] ?? CLASS_IDS[0];
    const maxHealth = statsFor(classId).health;
    return {
      id: `soldier-${i + 1}`,
      name: `Soldier ${i + 1}`,
      rank: 'Sergeant',
      classId,
      experience,
      health: maxHealth,
      maxHealth,
      loadout: { weapon: classId === 'sniper' ? 'sniper' : 'assault_rifle', armor: 'standard_vest', utility: 'medkit' },
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
  for (let seed = firstSeed; seed < firstSeed + n; seed++) {
    const templateId = templates[seed % templates.length] ?? null;
    const counter = usageCounter(abilities);
    const { battle, log } = fightBattle(
      sampleInput(difficulty, sampleSquad(squadSize, xp), templateId),
      seed,
      60,
      counter.observe,
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
  };
}

function main(): void {
  const args = readArgs(process.argv.slice(2));
  const n = numberArg(args, 'n', 1000);
  const squad = numberArg(args, 'squad', 4);
  const xp = numberArg(args, 'xp', 250);
  const seed = numberArg(args, 'seed', 1);
  console.log(`${n} battles per difficulty, squad of ${squad} at ${xp} xp, seeds ${seed}..${seed + n - 1}`);
  for (const difficulty of ['easy', 'medium', 'hard'] as const) {
    const start = performance.now();
    const f = simulateBattles(difficulty, n, squad, xp, seed);
    const ms = performance.now() - start;
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
}

if (process.argv[1]?.endsWith('simulate-battle.ts')) main();

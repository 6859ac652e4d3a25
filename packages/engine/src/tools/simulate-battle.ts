/**
 * npm run simulate:battle -- --n 1000 [--squad 4] [--xp 250] [--seed 1]
 * Plays N seeded battles per difficulty (easy, medium, hard) with the scripted battle commander
 * against the enemy AI, and prints the win rate, average turns and casualties per difficulty.
 * The squad: one soldier of each class in turn (Heavy, Sniper, Support, Ranger) at the given
 * experience, full health, default loadouts (the Sniper with the sniper rifle).
 */

import { battleOutcome } from '../battle/outcome';
import type { BattleDifficultyLevel, BattleInput, BattleSquadMember } from '../battle/types';
import { CLASS_IDS, type ClassId } from '../campaign/types';
import { statsFor } from '../content/classes';
import { HOSTILE_TYPE_IDS, type HostileTypeId } from '../content/hostiles';
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

export function sampleInput(difficulty: BattleDifficultyLevel, squad: BattleSquadMember[]): BattleInput {
  return {
    mission: {
      templateId: null,
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
  /** Per ability: winning turns, kills against actions, battles used where available (issue 24 item 5). */
  abilities: AbilityUsage;
  /** Issue 24: the share of battles each hostile type was present in. */
  typesPresent: Record<HostileTypeId, number>;
  /** Battles still going after 60 turns (the commander aborts them: a defeat). */
  timedOut: number;
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
  const abilities = emptyUsage();
  const present = Object.fromEntries(HOSTILE_TYPE_IDS.map((id) => [id, 0])) as Record<HostileTypeId, number>;
  let timedOut = 0;
  for (let seed = firstSeed; seed < firstSeed + n; seed++) {
    const counter = usageCounter(abilities);
    const { battle } = fightBattle(sampleInput(difficulty, sampleSquad(squadSize, xp)), seed, 60, counter.observe);
    counter.finish(battle);
    for (const id of new Set(battle.units.map((u) => u.hostileType))) if (id) present[id] += 1;
    if (battle.aborted) timedOut += 1;
    const outcome = battleOutcome(battle);
    if (!outcome) continue;
    if (outcome.victory) wins += 1;
    turns.push(outcome.turns);
    casualties += outcome.soldiers.filter((s) => !s.survived).length;
  }
  turns.sort((a, b) => a - b);
  return {
    difficulty,
    battles: n,
    winRate: wins / n,
    averageTurns: turns.reduce((a, b) => a + b, 0) / n,
    medianTurns: turns[Math.floor(turns.length / 2)] ?? 0,
    averageCasualties: casualties / n,
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
    for (const line of usageLines(f.abilities)) console.log(line);
  }
}

if (process.argv[1]?.endsWith('simulate-battle.ts')) main();

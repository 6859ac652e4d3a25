/**
 * Helpers for tests that bring a fought mission home: real battle logs, fought by the scripted
 * battle commander or called off, replayable from the mission's seed (never a made-up result).
 */
import { type BattleLogEntry, recordBattle } from '../battle/replay';
import type { BattleState } from '../battle/types';
import { battleSetupFor } from '../campaign/battle-mission';
import type { GameState } from '../campaign/types';
import { fightBattle } from './battle-commander';

export interface FoughtLog {
  /** The campaign, with the mission's battle seed set to the one fought. */
  state: GameState;
  log: BattleLogEntry[];
  battle: BattleState;
}

function withSeed(state: GameState, missionId: string, seed: number): GameState {
  return { ...state, missions: state.missions.map((m) => (m.id === missionId ? { ...m, battleSeed: seed } : m)) };
}

/** The battle called off at once: a defeat with everyone standing. */
export function abortedLog(state: GameState, missionId: string): FoughtLog {
  const setup = battleSetupFor(state, missionId);
  if (!setup) throw new Error(`${missionId} is not awaiting a battle`);
  const recorded = recordBattle(setup.input, setup.seed, [{ type: 'abort' }]);
  if (!recorded.ok) throw new Error(JSON.stringify(recorded.error));
  return { state, log: recorded.entries, battle: recorded.battle };
}

/**
 * A battle the scripted commander fights to the wanted end, trying battle seeds from 1 until it
 * gets one (and, for a victory with losses, one where someone fell), so tests are deterministic.
 */
export function foughtLog(
  state: GameState,
  missionId: string,
  want: { victory: boolean; withLosses?: boolean },
): FoughtLog {
  for (let seed = 1; seed <= 500; seed++) {
    const seeded = withSeed(state, missionId, seed);
    const setup = battleSetupFor(seeded, missionId);
    if (!setup) throw new Error(`${missionId} is not awaiting a battle`);
    const fought = fightBattle(setup.input, setup.seed);
    if ((fought.battle.status === 'victory') !== want.victory || fought.battle.aborted) continue;
    const fallen = fought.battle.units.some((u) => u.type === 'soldier' && u.hp <= 0);
    if (want.withLosses !== undefined && fallen !== want.withLosses) continue;
    const recorded = recordBattle(setup.input, setup.seed, fought.actions);
    if (!recorded.ok) throw new Error(JSON.stringify(recorded.error));
    return { state: seeded, log: recorded.entries, battle: recorded.battle };
  }
  throw new Error('no battle seed gave the wanted outcome');
}

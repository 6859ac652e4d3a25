import {
  type BattleLogEntry,
  type BattleOutcome,
  battleOutcome,
  battleSetupFor,
  type GameState,
  recordBattle,
} from '@holdfast/engine';
import { fightBattle } from '@holdfast/engine/battle-commander';

/** Fights a deployed manual mission with the engine's scripted battle commander, as a client would. */
export function fightToTheEnd(state: GameState, missionId: string): { log: BattleLogEntry[]; outcome: BattleOutcome } {
  const setup = battleSetupFor(state, missionId);
  if (!setup) throw new Error(`${missionId} is not awaiting a battle`);
  const recorded = recordBattle(setup.input, setup.seed, fightBattle(setup.input, setup.seed).actions);
  if (!recorded.ok) throw new Error(JSON.stringify(recorded.error));
  const outcome = battleOutcome(recorded.battle);
  if (!outcome) throw new Error('the battle did not end');
  return { log: recorded.entries, outcome };
}

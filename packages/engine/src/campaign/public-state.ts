/**
 * What a player may see of a campaign (issue 21, hidden dice): the state without the generator that
 * decides every later roll (`rng`) and without the seed of any manual mission's battle
 * (`battleSeed`). With either one a client could predict auto missions, events and battles and
 * choose only the futures it likes, so the server keeps them and sends this view. A guest keeps the
 * whole state in their own browser (their machine, their dice).
 */
import { Rng } from '../rng';
import type { StateDelta } from './state-delta';
import type { ActiveMission, GameState } from './types';

export type PublicMission = Omit<ActiveMission, 'battleSeed'>;

export type PublicGameState = Omit<GameState, 'rng' | 'missions'> & { missions: PublicMission[] };

/** The field names that hold dice; a public answer carries none of them (checked by the server's tests). */
export const HIDDEN_DICE_FIELDS = ['rng', 'battleSeed'] as const;

function publicMission(mission: ActiveMission): PublicMission {
  if (mission.battleSeed === undefined) return mission;
  const { battleSeed: _seed, ...rest } = mission;
  return rest;
}

export function publicGameState(state: GameState): PublicGameState {
  const { rng: _rng, ...rest } = state;
  return { ...rest, missions: state.missions.map(publicMission) };
}

/** The same change without dice: the generator's new state and new missions' seeds stay behind. */
export function publicStateDelta(delta: StateDelta): StateDelta {
  const { rng: _rng, ...fields } = delta.fields;
  const removedFields = delta.removedFields?.filter((field) => field !== 'rng');
  return {
    ...delta,
    fields,
    ...(removedFields ? { removedFields } : {}),
    ...(delta.missions
      ? { missions: { ...delta.missions, upserted: delta.missions.upserted.map(publicMission) as ActiveMission[] } }
      : {}),
  };
}

/** A fixed generator state for dice-less copies: anything it draws is a stand-in, never shown as a result. */
const THROWAWAY_SEED = 0x5eed;

/**
 * A public state made playable for the screen's own questions (odds, refusal dry runs, previews):
 * the engine's functions take a whole `GameState`, so a throwaway generator stands in for the
 * hidden one. Whatever it draws is discarded; the server's answer is the only result shown.
 */
export function withThrowawayDice(state: PublicGameState): GameState {
  return { ...state, rng: Rng.fromSeed(THROWAWAY_SEED).state() };
}

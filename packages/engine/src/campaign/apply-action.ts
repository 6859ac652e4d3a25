/**
 * The engine's one entry point: a state and an action in, the next state and a report out, or a
 * GameError (a refusal fact, worded by the theme). Pure: the input state is never mutated, and every random
 * draw comes from the generator whose state travels inside the game state.
 */

import type { BattleState } from '../battle/types';
import { Rng } from '../rng';
import { abortMission } from './abort-mission';
import type { GameAction } from './actions';
import { buildFacility, toggleFacility, upgradeFacility } from './base';
import { completeBattle, type FoughtOutcome, settleBattleOutcome, settleKeptBattle } from './battle-mission';
import { checkCampaignEnd } from './campaign-end';
import { counterOperation } from './counter-operation';
import { advanceDay } from './day';
import { type GameError, gameError } from './errors';
import { deployMission } from './missions';
import type { ActionReport } from './report';
import { cancelResearch, startResearch } from './research';
import { heal, recruit, setLoadout, setNickname, specialize } from './squad-actions';
import type { StepResult } from './step';
import { supplyDrop } from './supply-drop';
import type { GameState } from './types';

export type ActionResult = { ok: true; state: GameState; report: ActionReport } | { ok: false; error: GameError };

function dispatch(state: GameState, action: GameAction, rng: Rng): StepResult {
  switch (action.type) {
    case 'buildFacility':
      return buildFacility(state, action);
    case 'upgradeFacility':
      return upgradeFacility(state, action);
    case 'toggleFacility':
      return toggleFacility(state, action);
    case 'recruit':
      return recruit(state, rng);
    case 'setNickname':
      return setNickname(state, action);
    case 'specialize':
      return specialize(state, action);
    case 'setLoadout':
      return setLoadout(state, action);
    case 'heal':
      return heal(state, action);
    case 'startResearch':
      return startResearch(state, action);
    case 'cancelResearch':
      return cancelResearch(state);
    case 'deployMission':
      return deployMission(state, action, rng);
    case 'completeBattle':
      return completeBattle(state, action);
    case 'abortMission':
      return abortMission(state, action);
    case 'counterOperation':
      return counterOperation(state);
    case 'supplyDrop':
      return supplyDrop(state, action);
    case 'advanceDay': {
      // Issue 26: a stale screen never skips a day whose report it did not show.
      if (action.fromDay !== undefined && action.fromDay !== state.day)
        return gameError('day_already_advanced', { fromDay: action.fromDay, day: state.day });
      const step = advanceDay(state, rng);
      return { ok: true, state: step.state, entries: step.entries };
    }
    default:
      return gameError('unknown_action', { action: String((action as { type?: unknown }).type) });
  }
}

/**
 * Applies one action. When `rng` is omitted it is created from `state.rng`; either way its final
 * state is written into the returned state. After the campaign ends every action is refused.
 */
export function applyAction(state: GameState, action: GameAction, rng?: Rng): ActionResult {
  if (state.gameOver) return gameError('campaign_over', {});
  const generator = rng ?? Rng.fromState(state.rng);
  const dayEnded = action.type === 'advanceDay';
  return finish(dispatch(state, action, generator), generator, dayEnded, dayEnded ? state.threatLevel : undefined);
}

/**
 * The campaign's end checked after a step, and the generator's final state written back.
 * `threatBefore`: the threat when ADVANCE DAY was pressed (issue 34's threat defeat).
 */
function finish(result: StepResult, generator: Rng, dayEnded: boolean, threatBefore?: number): ActionResult {
  if (!result.ok) return result;
  const end = checkCampaignEnd(result.state, dayEnded, threatBefore);
  const next: GameState = { ...end.state, rng: generator.state() };
  const entries = end.entries.length > 0 ? [...result.entries, ...end.entries] : result.entries;
  return { ok: true, state: next, report: { day: next.day, entries } };
}

/**
 * The result of a battle the server kept, applied like an action (issue 21): `completeBattle`
 * without the client's log, from the server's own final battle (`settleKeptBattle`).
 */
export function applyKeptBattleResult(state: GameState, missionId: string, battle: BattleState): ActionResult {
  if (state.gameOver) return gameError('campaign_over', {});
  const generator = Rng.fromState(state.rng);
  return finish(settleKeptBattle(state, missionId, battle), generator, false);
}

/**
 * A battle's outcome computed by the server itself, applied like an action: only the retired rules'
 * carry-over of a format-1 guest record calls it (a battle release 1's rules played, issue 31).
 */
export function applyBattleOutcome(state: GameState, missionId: string, outcome: FoughtOutcome | null): ActionResult {
  if (state.gameOver) return gameError('campaign_over', {});
  const generator = Rng.fromState(state.rng);
  return finish(settleBattleOutcome(state, missionId, outcome), generator, false);
}

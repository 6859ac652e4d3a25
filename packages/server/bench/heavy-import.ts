/**
 * The heaviest guest campaign an import accepts under given limits (the stall bench's load): a
 * browser campaign whose manual battles are padded with legal `select` actions (each one a full
 * battle step and checksum for the server to replay) until the body, action or battle-log limit
 * is reached. Each battle is called off after its padding (a defeat with nobody hurt), so the
 * campaign lives on through a dozen of them. Every action is one the rules accept, so the server must replay all of it.
 */
import {
  applyAction,
  type BattleAction,
  type BattleLogEntry,
  battleSetupFor,
  campaignChecksum,
  type GameAction,
  type GameState,
  type NewCampaignOptions,
  newCampaign,
  RULES_VERSION,
  recordBattle,
} from '@holdfast/engine';
import type { ImportCampaignRequest } from '../src/schemas/campaign-import';
import { manualMission, ordersForToday } from './busy-commander';

export interface ImportLimits {
  bodyBytes: number;
  actions: number;
  battleLog: number;
  /** All battles' actions together. */
  battleActions: number;
}

const options: NewCampaignOptions = { name: 'Heavy Import', difficulty: 'easy', theme: 'vanilla', seed: 2121 };

function apply(state: GameState, action: GameAction): GameState {
  const result = applyAction(state, action);
  if (!result.ok) throw new Error(`heavy import: ${action.type} refused (${result.error.code})`);
  return result.state;
}

/** A manual battle: `padding` selects of its first two soldiers, then called off. */
function paddedBattle(state: GameState, missionId: string, padding: number): BattleLogEntry[] {
  const setup = battleSetupFor(state, missionId);
  if (!setup) throw new Error(`${missionId} is not awaiting a battle`);
  const ids = setup.input.squad.map((soldier) => soldier.id);
  const selects: BattleAction[] = Array.from({ length: padding }, (_, i) => ({
    type: 'select',
    unitId: ids[i % Math.min(2, ids.length)] ?? null,
  }));
  // Called off after the padding: a defeat with nobody hurt, so the campaign lives on for the next one.
  const fought: BattleAction[] = [{ type: 'abort' }];
  const recorded = recordBattle(setup.input, setup.seed, [...selects, ...fought]);
  if (!recorded.ok) throw new Error(JSON.stringify(recorded.error));
  return recorded.entries;
}

/** Builds the record: battle after battle (a day between), each padded to the log limit, while it fits. */
export function heaviestImport(limits: ImportLimits): {
  body: ImportCampaignRequest;
  battles: number;
  battleActions: number;
  bytes: number;
} {
  let state = newCampaign(options);
  const actions: GameAction[] = [];
  let battleActions = 0;
  let battles = 0;
  const size = () => JSON.stringify({ options, actions, day: state.day, checksum: '00000000' }).length;
  const advance = () => {
    for (const order of ordersForToday(state)) {
      const result = applyAction(state, order);
      if (result.ok) {
        state = result.state;
        actions.push(order);
      }
    }
    state = apply(state, { type: 'advanceDay' });
    actions.push({ type: 'advanceDay' });
  };
  for (let guard = 0; guard < 400 && !state.gameOver; guard++) {
    const deploy = manualMission(state);
    if (!deploy) {
      advance();
      continue;
    }
    const next = apply(state, deploy);
    const missionId = `mission-${state.nextId}`;
    const probe = paddedBattle(next, missionId, 0);
    const room = limits.bodyBytes - size() - 2_000;
    const perEntry = JSON.stringify(paddedBattle(next, missionId, 2)).length - JSON.stringify(probe).length;
    const padding = Math.min(
      limits.battleLog - probe.length,
      limits.battleActions - battleActions - probe.length,
      Math.floor((room - JSON.stringify(probe).length) / (perEntry / 2)),
    );
    if (padding < 0 || actions.length + 3 > limits.actions) break;
    const log = paddedBattle(next, missionId, padding);
    const complete: GameAction = { type: 'completeBattle', missionId, log };
    state = apply(next, complete);
    actions.push(deploy, complete);
    battles += 1;
    battleActions += log.length;
    if (!state.gameOver) advance();
  }
  const body = { options, actions, day: state.day, checksum: campaignChecksum(state), rulesVersion: RULES_VERSION };
  return { body, battles, battleActions, bytes: JSON.stringify(body).length };
}

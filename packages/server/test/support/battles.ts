import {
  type BattleLogEntry,
  type BattleOutcome,
  battleOutcome,
  battleSetupFor,
  type GameState,
  type PublicBattleState,
  recordBattle,
  withThrowawayBattleDice,
} from '@holdfast/engine';
import { fightBattle, nextCommanderAction } from '@holdfast/engine/battle-commander';
import type { FastifyInstance } from 'fastify';
import type { Commander } from './http';

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

/** A kept battle's answers as the tests read them. */
export interface KeptView {
  missionId: string;
  actionCount: number;
  battle: PublicBattleState;
  log: { action: unknown; enemyId: string | null; log: { kind: string }[] }[];
  canUndo: boolean;
}

export interface KeptAnswer {
  actionCount: number;
  battle: PublicBattleState;
  steps: { action: unknown; enemyId: string | null; log: { kind: string }[]; battle: PublicBattleState }[];
  canUndo: boolean;
  undone?: true;
  finished?: { victory: boolean; replayId: string | null };
}

/** BEGIN MISSION on the server: starts or resumes the mission's battle. */
export function openBattle(
  app: FastifyInstance,
  commander: Commander | undefined,
  campaignId: number,
  missionId: string,
) {
  return app.inject({
    method: 'POST',
    url: `/api/campaigns/${campaignId}/battles`,
    headers: commander ? { cookie: commander.cookie } : {},
    payload: { missionId },
  });
}

export function battleAction(
  app: FastifyInstance,
  commander: Commander | undefined,
  campaignId: number,
  missionId: string,
  body: unknown,
  idempotencyKey?: string,
) {
  const headers: Record<string, string> = commander ? { cookie: commander.cookie } : {};
  if (idempotencyKey !== undefined) headers['idempotency-key'] = idempotencyKey;
  return app.inject({
    method: 'POST',
    url: `/api/campaigns/${campaignId}/battles/${missionId}/actions`,
    headers,
    payload: body as object,
  });
}

/**
 * Fights a kept battle to its end as a player would, one request per action: the scripted battle
 * commander decides from the public battle only (a throwaway generator; it never sees the dice).
 */
export async function fightOnServer(
  app: FastifyInstance,
  commander: Commander,
  campaignId: number,
  missionId: string,
  maxActions = 600,
): Promise<KeptAnswer> {
  const opened = await openBattle(app, commander, campaignId, missionId);
  if (opened.statusCode >= 300) throw new Error(opened.body);
  let view: { actionCount: number; battle: PublicBattleState } = opened.json();
  for (let i = 0; i < maxActions; i++) {
    const battle = withThrowawayBattleDice(view.battle);
    const action = nextCommanderAction(battle);
    const answer = await battleAction(app, commander, campaignId, missionId, { action, actionCount: view.actionCount });
    if (answer.statusCode !== 200) throw new Error(`${answer.statusCode} ${answer.body}`);
    const body: KeptAnswer = answer.json();
    if (body.finished) return body;
    view = body;
  }
  const answer = await battleAction(app, commander, campaignId, missionId, {
    action: { type: 'abort' },
    actionCount: view.actionCount,
  });
  return answer.json();
}

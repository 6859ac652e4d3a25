import type { GameAction, GameState } from '@holdfast/engine';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { Database } from '../../src/db/client';
import { campaigns } from '../../src/db/schema';
import type { Commander } from './http';

/** POSTs one action (any body, so bad ones can be sent too) as the commander. */
export function sendAction(
  app: FastifyInstance,
  commander: Commander | undefined,
  campaignId: number,
  action: unknown,
  idempotencyKey?: string,
) {
  const headers: Record<string, string> = commander ? { cookie: commander.cookie } : {};
  if (idempotencyKey !== undefined) headers['idempotency-key'] = idempotencyKey;
  return app.inject({
    method: 'POST',
    url: `/api/campaigns/${campaignId}/actions`,
    headers,
    payload: action as object,
  });
}

/** Applies an action that must succeed; returns the new state and report. */
export async function act(app: FastifyInstance, commander: Commander, campaignId: number, action: GameAction) {
  const response = await sendAction(app, commander, campaignId, action);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { state: GameState; report: { day: number; entries: { kind: string }[] } };
}

export async function gameState(app: FastifyInstance, commander: Commander, campaignId: number): Promise<GameState> {
  const response = await app.inject({
    method: 'GET',
    url: `/api/campaigns/${campaignId}/state`,
    headers: { cookie: commander.cookie },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

/**
 * Changes campaign columns directly (test setup: a rich or a broke commander, an ended campaign),
 * raising state_version as every writer must, so no server's cached state outlives the change.
 */
export async function setCampaign(db: Database, campaignId: number, columns: Partial<typeof campaigns.$inferInsert>) {
  await db
    .update(campaigns)
    .set({ ...columns, stateVersion: sql`${campaigns.stateVersion} + 1` })
    .where(eq(campaigns.id, campaignId));
}

export function setResources(
  db: Database,
  campaignId: number,
  resources: { funds?: number; supplies?: number; intel?: number },
) {
  return setCampaign(db, campaignId, resources);
}

export const RICH = { funds: 200_000, supplies: 2_000, intel: 500 } as const;
export const BROKE = { funds: 0, supplies: 0, intel: 0 } as const;

/**
 * A signed-in player's battle, kept on the server (issue 21): BEGIN MISSION starts or resumes it,
 * and each player action is one request answered with its steps. The server keeps the dice; the
 * battle arrives without its generator.
 */
import type { KeptBattleAnswer, KeptBattleIntent, KeptBattleView } from '@holdfast/server/contract';
import { type ApiClient, ApiError } from '../api/client';
import type { CampaignId } from '../api/types';

export type { KeptBattleAnswer, KeptBattleIntent, KeptBattleView, LoggedStep } from '@holdfast/server/contract';

const battlesPath = (campaignId: CampaignId) => `/api/campaigns/${encodeURIComponent(String(campaignId))}/battles`;

export function openKeptBattle(api: ApiClient, campaignId: CampaignId, missionId: string): Promise<KeptBattleView> {
  return api.post<KeptBattleView>(battlesPath(campaignId), { missionId });
}

export function readKeptBattle(api: ApiClient, campaignId: CampaignId, missionId: string): Promise<KeptBattleView> {
  return api.get<KeptBattleView>(`${battlesPath(campaignId)}/${encodeURIComponent(missionId)}`);
}

function isNetworkFailure(error: unknown): boolean {
  return !(error instanceof ApiError);
}

/**
 * Sends one intent from the action count the screen stands at, with an Idempotency-Key that a
 * dropped connection's one retry reuses, so the server applies it once. Throws the ApiError.
 */
export function sendKeptBattleAction(
  api: ApiClient,
  campaignId: CampaignId,
  missionId: string,
  intent: KeptBattleIntent,
  actionCount: number,
): Promise<KeptBattleAnswer> {
  return postBattleIntent(api, `${battlesPath(campaignId)}/${encodeURIComponent(missionId)}/actions`, {
    action: intent,
    actionCount,
  });
}

/**
 * One intent to a battle the server keeps (a campaign's or the daily one), under one
 * Idempotency-Key: a dropped connection is retried once with the same key, so it is applied once.
 */
export async function postBattleIntent<A extends KeptBattleAnswer>(
  api: ApiClient,
  path: string,
  body: { action: KeptBattleIntent; actionCount: number; theme?: string },
): Promise<A> {
  const headers = { 'Idempotency-Key': crypto.randomUUID() };
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await api.post<A>(path, body, { headers });
    } catch (error) {
      if (isNetworkFailure(error) && attempt < 2) continue;
      throw error;
    }
  }
}

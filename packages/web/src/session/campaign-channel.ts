import type { GameAction } from '@holdfast/engine';
import type { QueryClient } from '@tanstack/react-query';
import { type ApiClient, ApiError } from '../api/client';
import type { CampaignId } from '../api/types';
import { campaignKeys } from './campaign-api';
import type { DispatchResult } from './campaign-session';
import {
  type ActionAnswer,
  deltaRequestHeaders,
  heldAfterRefusal,
  stateAfterAnswer,
  type VersionedState,
} from './campaign-state-api';

/** Rule refusals come back as 409 or 422 carrying the engine's message. */
function isRefusalStatus(status: number): boolean {
  return status === 409 || status === 422;
}

/** A failure of the network itself (no answer at all); fetch rejects with a TypeError then. */
function isNetworkFailure(error: unknown): boolean {
  return !(error instanceof ApiError);
}

/** The last action sent for each campaign: the next one starts when it has ended. */
const tails = new Map<string, Promise<unknown>>();

/**
 * The one way a signed-in player's action reaches the server, from any screen (the base screen,
 * the briefing's ABORT, the after-action report's completion): one queue per campaign for the whole
 * page, so two actions never race and each starts from the copy the previous answer left.
 *
 * Each action carries its own Idempotency-Key, reused when a dropped connection makes us send it
 * once more, so the server applies it once. It asks for a delta from the cached copy
 * (`Prefer: return=delta`, `If-Match: <version>`); the answer updates the cached `{state, version}`,
 * and a delta that does not fit our copy makes us load the state again. Never throws.
 */
export function sendCampaignAction(
  api: ApiClient,
  queryClient: QueryClient,
  campaignId: CampaignId,
  action: GameAction,
): Promise<DispatchResult> {
  const id = String(campaignId);
  const run = (tails.get(id) ?? Promise.resolve()).then(() => send(api, queryClient, campaignId, action));
  tails.set(id, run);
  void run.then(() => {
    if (tails.get(id) === run) tails.delete(id);
  });
  return run;
}

async function send(
  api: ApiClient,
  queryClient: QueryClient,
  campaignId: CampaignId,
  action: GameAction,
): Promise<DispatchResult> {
  const path = `/api/campaigns/${encodeURIComponent(String(campaignId))}/actions`;
  const key = campaignKeys.state(campaignId);
  const held = queryClient.getQueryData<VersionedState>(key) ?? null;
  const headers = { 'Idempotency-Key': crypto.randomUUID(), ...deltaRequestHeaders(held) };
  for (let attempt = 1; ; attempt += 1) {
    try {
      const answer = await api.post<ActionAnswer>(path, action, { headers });
      const next = stateAfterAnswer(held, answer);
      if (next) queryClient.setQueryData(key, next);
      // The change is made on the server; only our copy is behind, so load it whole.
      else await queryClient.invalidateQueries({ queryKey: key, exact: true });
      // A whole state where we asked for a delta from a known version: our copy was behind.
      const changedElsewhere = held?.version != null && 'state' in answer;
      return changedElsewhere
        ? { ok: true, report: answer.report, changedElsewhere }
        : { ok: true, report: answer.report };
    } catch (error) {
      if (isNetworkFailure(error) && attempt < 2) continue;
      if (error instanceof ApiError) {
        const refused = isRefusalStatus(error.status);
        const failure = { ok: false as const, error: error.message, refused, status: error.status };
        if (!refused || !held) return failure;
        const current = heldAfterRefusal(held, error.body);
        if (current || held.version == null) {
          // Our copy is still the campaign (the server named its version), or we cannot tell.
          queryClient.setQueryData(key, current ?? { state: held.state, version: null });
          return failure;
        }
        // Refused, and the server did not confirm our version: another tab or window changed the
        // campaign, and the refusal is about its state, not ours (issue 26). Load it again.
        await queryClient.invalidateQueries({ queryKey: key, exact: true });
        return { ...failure, changedElsewhere: true };
      }
      return { ok: false, error: error instanceof Error ? error.message : String(error) };
    }
  }
}

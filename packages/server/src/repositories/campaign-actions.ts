/**
 * `POST /api/campaigns/:id/actions` as one transaction (DESIGN.md §2): lock the campaign row, answer
 * a known Idempotency-Key from its stored answer, load the GameState (or take this process's cached
 * copy when nobody has written since), let the engine apply the action, write only the rows that
 * changed, keep the answer for the key, commit.
 *
 * The answer is built as JSON text here, once, so a retry gets exactly the same bytes.
 */
import { applyAction, type GameAction, type GameState } from '@holdfast/engine';
import type { Database } from '../db/client';
import { ruleRefusalStatus } from '../rule-refusals';
import { lockOwnCampaign } from './campaigns';
import { loadGameState } from './game-state';
import type { GameStateCache } from './game-state-cache';
import { saveStateChanges } from './game-state-writes';
import { findStoredAnswer, requestFingerprint, type StoredAnswer, storeAnswer } from './idempotency';

export interface ActionRequest {
  userId: number;
  campaignId: number;
  action: GameAction;
  /** The Idempotency-Key header, when the caller sent one. */
  idempotencyKey?: string | undefined;
}

interface Outcome {
  answer: StoredAnswer;
  version: number;
  /** The campaign's state once committed; null when the answer was replayed without loading it. */
  state: GameState | null;
}

/**
 * Applies one action to one of the user's campaigns. Resolves to the answer to send: 200
 * `{state, report}`, or 409/422 `{error, code}` when a rule refuses (nothing is changed then).
 * Rejects with 404 for a campaign that is not the user's, 422 for a reused key.
 */
export async function applyCampaignAction(
  db: Database,
  request: ActionRequest,
  cache?: GameStateCache,
): Promise<StoredAnswer> {
  const { userId, campaignId, action, idempotencyKey } = request;
  const outcome = await db.transaction(async (tx): Promise<Outcome> => {
    const version = await lockOwnCampaign(tx, userId, campaignId);
    const fingerprint = idempotencyKey === undefined ? '' : requestFingerprint(campaignId, action);
    if (idempotencyKey !== undefined) {
      const stored = await findStoredAnswer(tx, userId, idempotencyKey, fingerprint);
      if (stored) return { answer: stored, version, state: null };
    }

    const before = cache?.get(campaignId, version - 1) ?? (await loadGameState(tx, campaignId));
    const result = applyAction(before, action);
    let answer: StoredAnswer;
    if (result.ok) {
      await saveStateChanges(tx, campaignId, before, result.state);
      answer = { statusCode: 200, body: JSON.stringify({ state: result.state, report: result.report }) };
    } else {
      const { code, message } = result.error;
      answer = { statusCode: ruleRefusalStatus(code), body: JSON.stringify({ error: message, code }) };
    }
    // A refusal is an answer too: retrying the same request gives the same one, even if the
    // campaign has changed meanwhile, which is what "the first answer" means.
    if (idempotencyKey !== undefined) await storeAnswer(tx, userId, idempotencyKey, fingerprint, answer);
    return { answer, version, state: result.ok ? result.state : before };
  });
  // Only after the commit: a rolled-back transaction must leave the cache as it was.
  if (cache) {
    if (outcome.state) cache.set(campaignId, outcome.version, outcome.state);
    else cache.carryForward(campaignId, outcome.version - 1, outcome.version);
  }
  return outcome.answer;
}

/**
 * `POST /api/campaigns/:id/actions` as one transaction (DESIGN.md §2): lock the campaign row, answer
 * a known Idempotency-Key from its stored answer, load the GameState (or take this process's cached
 * copy when nobody has written since), let the engine apply the action, write only the rows that
 * changed, keep the answer for the key, commit.
 *
 * The answer is built as JSON text here, once, so a retry gets exactly the same bytes.
 */
import { applyAction, diffStates, type GameAction, type GameState } from '@holdfast/engine';
import type { Database } from '../db/client';
import { ruleRefusalStatus } from '../rule-refusals';
import { lockOwnCampaign } from './campaigns';
import { loadGameState } from './game-state';
import type { GameStateCache } from './game-state-cache';
import { saveStateChanges } from './game-state-writes';
import {
  answerStored,
  findStoredAnswer,
  requestFingerprint,
  type StoredAnswer,
  storeAnswer,
  storeAnswerWrites,
} from './idempotency';

export interface ActionRequest {
  userId: number;
  campaignId: number;
  action: GameAction;
  /** The Idempotency-Key header, when the caller sent one. */
  idempotencyKey?: string | undefined;
  /**
   * `Prefer: return=delta` with `If-Match: <stateVersion>`: the state version the caller holds.
   * When it is the campaign's version before this action, the answer carries the change
   * (`{delta, report, stateVersion, baseVersion}`) instead of the whole state; otherwise the whole
   * state, so a caller that fell behind catches up. Undefined: the whole state, as always.
   */
  deltaFrom?: number | null | undefined;
}

interface Outcome {
  answer: StoredAnswer;
  version: number;
  /** The campaign's state once committed; null when the answer was replayed without loading it. */
  state: GameState | null;
}

/**
 * Applies one action to one of the user's campaigns. Resolves to the answer to send: 200
 * `{state, report, stateVersion}` (or `{delta, ...}`, see `deltaFrom`), or 409/422 `{error, code}`
 * when a rule refuses (nothing is changed then).
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
    // The lock raised the version by one, so the caller's copy is the base exactly when it
    // names version - 1; any other copy gets the whole state.
    const callerIsCurrent = request.deltaFrom === version - 1;
    if (result.ok) {
      const { report } = result;
      const body = callerIsCurrent
        ? { delta: diffStates(before, result.state), report, stateVersion: version, baseVersion: version - 1 }
        : { state: result.state, report, stateVersion: version };
      const answer: StoredAnswer = { statusCode: 200, body: JSON.stringify(body) };
      // The answer for the key goes in the same statement as the day's rows: one round trip.
      const keep =
        idempotencyKey === undefined ? [] : storeAnswerWrites(tx, userId, idempotencyKey, fingerprint, answer);
      const saved = await saveStateChanges(tx, campaignId, before, result.state, new Date(), keep);
      if (idempotencyKey !== undefined) answerStored(saved.alongsideRows);
      return { answer, version, state: result.state };
    }
    const { code, message } = result.error;
    // The refusal still took a version (the lock raises it); a current delta caller learns it so
    // its copy, unchanged, stays usable as the next base.
    const body = callerIsCurrent ? { error: message, code, stateVersion: version } : { error: message, code };
    const answer: StoredAnswer = { statusCode: ruleRefusalStatus(code), body: JSON.stringify(body) };
    // A refusal is an answer too: retrying the same request gives the same one, even if the
    // campaign has changed meanwhile, which is what "the first answer" means.
    if (idempotencyKey !== undefined) await storeAnswer(tx, userId, idempotencyKey, fingerprint, answer);
    return { answer, version, state: before };
  });
  // Only after the commit: a rolled-back transaction must leave the cache as it was.
  if (cache) {
    if (outcome.state) cache.set(campaignId, outcome.version, outcome.state);
    else cache.carryForward(campaignId, outcome.version - 1, outcome.version);
  }
  return outcome.answer;
}

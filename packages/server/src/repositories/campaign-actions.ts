/**
 * `POST /api/campaigns/:id/actions` (DESIGN.md §2): the engine applies the action, only the rows
 * that changed are written, all in one transaction with the campaign row locked, and an
 * Idempotency-Key retry gets the first answer. Two ways to get there, the same guarantees:
 *
 * - At once (the usual case: this process wrote the campaign last and holds its state): apply the
 *   action to the cached state and write everything as ONE statement that first updates the
 *   campaign row only if it is still at the cached version (taking its row lock), then the changed
 *   rows and the key's answer only if that update happened (commitStateChanges). One statement is
 *   one transaction and one round trip. If anyone wrote the campaign meanwhile, nothing is written
 *   and the request goes the careful way. A key already used makes the insert of its answer fail,
 *   which undoes the whole statement, and the careful way answers with the stored answer.
 * - Carefully: lock the campaign row (raising its version), answer a known key from its stored
 *   answer, load the state (or take the cached copy when nobody has written since), apply, write,
 *   keep the answer, commit. Refusals and actions that delete rows always go this way.
 *
 * The answer is built as JSON text here, once, so a retry gets exactly the same bytes.
 */
import { type ActionReport, applyAction, diffStates, type GameAction, type GameState } from '@holdfast/engine';
import type { Database } from '../db/client';
import { NOT_SIGNED_IN, RecordError } from '../record-errors';
import { ruleRefusalStatus } from '../rule-refusals';
import { lockOwnCampaign } from './campaigns';
import { loadGameState } from './game-state';
import type { GameStateCache } from './game-state-cache';
import { commitStateChanges, planStateChanges } from './game-state-writes';
import {
  answerStored,
  findStoredAnswer,
  isKeyTaken,
  requestFingerprint,
  type StoredAnswer,
  storeAnswer,
} from './idempotency';
import { type Caller, findSessionUserId } from './sessions';

export interface ActionRequest {
  /** Who asks; a session not looked up yet is checked in the write itself (see auth.ts). */
  caller: Caller;
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

/** The 200 answer for an applied action that took the campaign from `baseVersion` to `baseVersion + 1`. */
function appliedAnswer(
  request: ActionRequest,
  baseVersion: number,
  before: GameState,
  after: GameState,
  report: ActionReport,
): StoredAnswer {
  const stateVersion = baseVersion + 1;
  const body =
    request.deltaFrom === baseVersion
      ? { delta: diffStates(before, after), report, stateVersion, baseVersion }
      : { state: after, report, stateVersion };
  return { statusCode: 200, body: JSON.stringify(body) };
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
  return (cache && (await applyAtOnce(db, request, cache))) ?? applyCarefully(db, request, cache);
}

/**
 * The one-statement way, from the state this process holds. Undefined when it does not apply:
 * no cached state, a refusal, rows to delete, a campaign written by someone else since (or not
 * the user's), or a key seen before; nothing has been written then.
 */
async function applyAtOnce(
  db: Database,
  request: ActionRequest,
  cache: GameStateCache,
): Promise<StoredAnswer | undefined> {
  const { caller, campaignId, action, idempotencyKey } = request;
  const held = cache.latest(campaignId);
  if (!held) return undefined;
  const result = applyAction(held.state, action);
  // A refusal still takes a version and may be kept for its key: the careful way answers it.
  if (!result.ok) return undefined;
  const now = new Date();
  const changes = planStateChanges(db, campaignId, held.state, result.state, now);
  if (changes.removals.length > 0) return undefined;
  const answer = appliedAnswer(request, held.version, held.state, result.state, result.report);
  const keep =
    idempotencyKey === undefined
      ? undefined
      : {
          key: idempotencyKey,
          fingerprint: requestFingerprint(campaignId, action),
          answer,
          existing: 'fail' as const,
        };
  try {
    const { committed } = await commitStateChanges(db, {
      campaignId,
      owner: caller,
      expectVersion: held.version,
      newVersion: held.version + 1,
      changes,
      now,
      keep,
    });
    if (!committed) return undefined;
  } catch (error) {
    if (isKeyTaken(error)) return undefined;
    throw error;
  }
  cache.set(campaignId, held.version + 1, result.state);
  return answer;
}

/** The caller's user id; 401 'Not signed in' for a session that is unknown or has expired. */
async function callerId(db: Database, caller: Caller): Promise<number> {
  if ('userId' in caller) return caller.userId;
  const userId = await findSessionUserId(db, caller.sessionTokenHash);
  if (userId === null) throw new RecordError('not-signed-in', NOT_SIGNED_IN);
  return userId;
}

/** The locked way: works from whatever is stored, answers refusals and replays. */
async function applyCarefully(db: Database, request: ActionRequest, cache?: GameStateCache): Promise<StoredAnswer> {
  const { campaignId, action, idempotencyKey } = request;
  const userId = await callerId(db, request.caller);
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
      const answer = appliedAnswer(request, version - 1, before, result.state, result.report);
      const now = new Date();
      const { answerKept } = await commitStateChanges(tx, {
        campaignId,
        owner: { userId },
        expectVersion: version,
        newVersion: version,
        changes: planStateChanges(tx, campaignId, before, result.state, now),
        now,
        // The answer for the key goes in the same statement as the day's rows: one round trip.
        keep:
          idempotencyKey === undefined
            ? undefined
            : { key: idempotencyKey, fingerprint, answer, existing: 'replaceExpired' },
      });
      if (idempotencyKey !== undefined) answerStored(answerKept);
      return { answer, version, state: result.state };
    }
    const { code, message } = result.error;
    // The refusal still took a version (the lock raises it); a current delta caller learns it so
    // its copy, unchanged, stays usable as the next base.
    const body = callerIsCurrent ? { error: message, code, stateVersion: version } : { error: message, code };
    const answer: StoredAnswer = { statusCode: ruleRefusalStatus(code), body: JSON.stringify(body) };
    // A refusal is an answer too: retrying the same request gives the same one, even if the
    // campaign has changed meanwhile, which is what "the first answer" means.
    if (idempotencyKey !== undefined) {
      await storeAnswer(tx, userId, { key: idempotencyKey, fingerprint, answer });
    }
    return { answer, version, state: before };
  });
  // Only after the commit: a rolled-back transaction must leave the cache as it was.
  if (cache) {
    if (outcome.state) cache.set(campaignId, outcome.version, outcome.state);
    else cache.carryForward(campaignId, outcome.version - 1, outcome.version);
  }
  return outcome.answer;
}

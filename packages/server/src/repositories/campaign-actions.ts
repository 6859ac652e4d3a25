/**
 * `POST /api/campaigns/:id/actions` (DESIGN.md §2; docs/ARCHITECTURE.md, "Actions endpoint"): one
 * optimistic write path. Take the state at its version (cache, else load), apply the action, then
 * in one transaction: the campaign row `UPDATE … WHERE id AND owner AND state_version = v` (the
 * session checked right there), the rows the engine's `StateDelta` names, and the Idempotency-Key's
 * answer `INSERT … ON CONFLICT DO NOTHING`. Version moved: start again (bounded). Key already there:
 * roll back and answer the stored answer. A refusal changes nothing, its version included.
 * The answer is built as JSON text once, so a retry gets exactly the same bytes.
 */
import {
  type ActionResult,
  applyAction,
  diffStates,
  type GameAction,
  type GameError,
  type GameState,
  publicGameState,
  publicStateDelta,
} from '@holdfast/engine';
import { themeFor, wordRefusal } from '@holdfast/engine/themes';
import { and, eq, type SQL, sql, TransactionRollbackError } from 'drizzle-orm';
import type { Database } from '../db/client';
import { campaigns } from '../db/schema';
import { campaignNotFound, NOT_SIGNED_IN, RecordError } from '../record-errors';
import { ruleRefusalStatus } from '../rule-refusals';
import { campaignStateColumns, loadVersionedGameState } from './game-state';
import type { GameStateCache } from './game-state-cache';
import { stateDeltaWrites, together } from './game-state-writes';
import { findStoredAnswer, keepAnswer, requestFingerprint, type StoredAnswer, sweepExpiredKeys } from './idempotency';
import { playedColumns } from './playtime';
import { type Caller, callerUserId } from './sessions';

/** How often an action starts again because the campaign moved under it before it gives up. */
export const MAX_ATTEMPTS = 10;
export const CAMPAIGN_BUSY = 'The campaign changed too often meanwhile: try again';

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
  /**
   * A step the server takes itself instead of `action` (a kept battle's result or abort, issue 21):
   * the engine's work on the state at its version. `action` then only names the request.
   */
  apply?: ((state: GameState) => ActionResult) | undefined;
  /**
   * More writes in the same transaction, after the campaign's rows (the kept battle's own). Resolves
   * to false when what they were computed from moved on: everything is rolled back and the request
   * answers 409 `conflict`.
   */
  alsoWrite?: ((tx: Database, userId: number) => Promise<boolean>) | undefined;
  conflict?: string | undefined;
  /** The answer to an applied step, instead of the state or delta (the battle route's own). */
  answer?: ((state: GameState) => StoredAnswer) | undefined;
  /** What the Idempotency-Key is bound to, when not `action`. */
  fingerprint?: string | undefined;
}

/** What the player may see of an applied action: no generator, no unfinished battle's seed (issue 21). */
function actionBody(
  before: GameState,
  result: Extract<ActionResult, { ok: true }>,
  version: number,
  deltaFrom: unknown,
) {
  return deltaFrom === version
    ? {
        delta: publicStateDelta(diffStates(before, result.state)),
        report: result.report,
        stateVersion: version + 1,
        baseVersion: version,
      }
    : { state: publicGameState(result.state), report: result.report, stateVersion: version + 1 };
}

/**
 * A rule refusal in the API's words: the one place a GameError becomes `{error, code, reason,
 * params}`: `error` worded in the campaign's universe (the spec's message in LAST STAND); `code`,
 * `reason` and `params` the engine's facts, for a client that words it itself.
 */
export function refusalBody(
  error: GameError,
  theme: string,
): Pick<GameError, 'code' | 'reason' | 'params'> & { error: string } {
  return { error: wordRefusal(themeFor(theme), error), code: error.code, reason: error.reason, params: error.params };
}

/**
 * Applies one action to one of the user's campaigns. Resolves to the answer to send: 200
 * `{state, report, stateVersion}` (or `{delta, ...}`, see `deltaFrom`), or 409/422 `{error, code}`
 * when a rule refuses (nothing is changed then). Rejects with 401 for a session that is gone,
 * 404 for a campaign that is not the user's, 422 for a reused key.
 */
export async function applyCampaignAction(
  db: Database,
  request: ActionRequest,
  cache: GameStateCache,
): Promise<StoredAnswer> {
  const { campaignId, action, idempotencyKey, deltaFrom } = request;
  const fingerprint = request.fingerprint ?? requestFingerprint(campaignId, action);
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt += 1) {
    const held = cache.latest(campaignId) ?? (await load(db, request));
    const { version, state: before } = held;
    const result = request.apply ? request.apply(before) : applyAction(before, action);
    const now = new Date();
    let answer: StoredAnswer;
    let writes: SQL[] = [];
    if (result.ok) {
      answer = request.answer
        ? request.answer(result.state)
        : { statusCode: 200, body: JSON.stringify(actionBody(before, result, version, deltaFrom)) };
      writes = stateDeltaWrites(campaignId, before, result.state, diffStates(before, result.state), now);
    } else {
      // A caller whose copy is current learns the version it still holds (unchanged by a refusal).
      const body = {
        ...refusalBody(result.error, before.theme),
        ...(deltaFrom === version ? { stateVersion: version } : {}),
      };
      answer = { statusCode: ruleRefusalStatus(result.error.code), body: JSON.stringify(body) };
    }

    let owner: number | undefined;
    let movedOn = false;
    try {
      await db.transaction(async (tx) => {
        owner = await claimCampaign(tx, request, version, result.ok ? result.state : undefined, now);
        if (owner === undefined) return;
        const all = idempotencyKey === undefined ? writes : [...writes, sweepExpiredKeys(owner, now)];
        if (all.length > 0) await tx.execute(together(all));
        if (result.ok && request.alsoWrite && !(await request.alsoWrite(tx, owner))) {
          movedOn = true;
          tx.rollback();
        }
        if (idempotencyKey !== undefined) {
          if (!(await keepAnswer(tx, owner, idempotencyKey, fingerprint, answer, now))) tx.rollback();
        }
      });
    } catch (error) {
      if (movedOn) {
        // Only the campaign row's version moved in the rolled-back write: the cached copy still holds.
        throw new RecordError('conflict', request.conflict ?? CAMPAIGN_BUSY);
      }
      if (!(error instanceof TransactionRollbackError) || owner === undefined || idempotencyKey === undefined) {
        throw error;
      }
      // The key was used before: its first answer, unless it expired right now (then start again).
      const stored = await findStoredAnswer(db, owner, idempotencyKey, fingerprint);
      if (stored) return stored;
      continue;
    }
    if (owner !== undefined) {
      if (result.ok) cache.set(campaignId, version + 1, result.state);
      return answer;
    }
    await refuseCaller(db, request);
    cache.forget(campaignId, version);
  }
  throw new RecordError('conflict', CAMPAIGN_BUSY);
}

/**
 * The campaign row, if it is the caller's and still at `version`: moved to the next version with
 * `after`'s columns (an applied action), or only checked (a refusal). Resolves to the owner's user
 * id, or undefined when nothing matched.
 */
async function claimCampaign(
  tx: Database,
  request: ActionRequest,
  version: number,
  after: Parameters<typeof campaignStateColumns>[0] | undefined,
  now: Date,
): Promise<number | undefined> {
  const match = and(
    eq(campaigns.id, request.campaignId),
    eq(campaigns.userId, callerUserId(request.caller, now)),
    eq(campaigns.stateVersion, version),
  );
  const [row] = after
    ? await tx
        .update(campaigns)
        // Playing the campaign is what last_played and total_playtime record (playtime.ts), so every applied action touches the row.
        .set({ ...campaignStateColumns(after), stateVersion: version + 1, updatedAt: now, ...playedColumns(now) })
        .where(match)
        .returning({ userId: campaigns.userId })
    : await tx.select({ userId: campaigns.userId }).from(campaigns).where(match);
  return row?.userId;
}

/** Why nothing matched: 401 for a session gone, 404 for a campaign not the caller's; else the version moved. */
async function refuseCaller(db: Database, request: ActionRequest): Promise<void> {
  const result = await db.execute(
    sql`select ${callerUserId(request.caller)} as caller, (select ${sql.identifier(campaigns.userId.name)} from ${campaigns} where ${sql.identifier(campaigns.id.name)} = ${request.campaignId}) as owner`,
  );
  const [row] = (result as unknown as { rows: { caller: number | null; owner: number | null }[] }).rows;
  if (row?.caller == null) throw new RecordError('not-signed-in', NOT_SIGNED_IN);
  if (row.owner !== row.caller) throw campaignNotFound();
}

/** The stored state at its version; a missing campaign answers as `refuseCaller` says (401 first). */
async function load(db: Database, request: ActionRequest) {
  try {
    return await loadVersionedGameState(db, request.campaignId);
  } catch (error) {
    if (error instanceof RecordError && error.problem === 'not-found') await refuseCaller(db, request);
    throw error;
  }
}

/**
 * Battles the server keeps (issue 21; docs/ARCHITECTURE.md "Battles the server keeps"). From BEGIN
 * MISSION a signed-in player's battle lives here: its seed and generator never leave the server,
 * each player action is applied by the engine and stored — the action, its steps (facts and the
 * public battle after each) and its Idempotency-Key answer in one transaction, only over the action
 * count it was computed from — before it is answered. The battle's end applies its result to the
 * campaign in that same transaction (through the actions endpoint's write path) and keeps the
 * replay from the server's own steps.
 */
import {
  type ActionResult,
  applyKeptBattleResult,
  type BattleLogEntry,
  type BattleState,
  battleOpeningLog,
  battleOutcome,
  battleSetupFor,
  createBattle,
  type GameState,
  type PublicBattleStep,
  playBattleSteps,
  publicBattleState,
  publicBattleStep,
  RULES_VERSION,
  refusal,
  undoableMove,
} from '@holdfast/engine';
import { themeFor, wordBattleRefusal, wordRefusal } from '@holdfast/engine/themes';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { battleReplays, battleSteps, battles, campaigns } from '../db/schema';
import { RecordError } from '../record-errors';
import type { KeptBattleAnswer, KeptBattleIntent, KeptBattleView } from '../schemas/kept-battle';
import { newReplayId, replayInput } from './battle-replays';
import { type ActionRequest, applyCampaignAction } from './campaign-actions';
import { requireOwnCampaign } from './campaigns';
import { loadGameState } from './game-state';
import type { GameStateCache } from './game-state-cache';
import { findStoredAnswer, keepAnswer, requestFingerprint, type StoredAnswer, sweepExpiredKeys } from './idempotency';
import type { Caller } from './sessions';

export const KEPT_BATTLE_MESSAGES = {
  notFound: 'No battle in progress for this mission',
  movedOn: 'The battle has moved on since: reload it to see where it stands',
  nothingToUndo: 'There is no move to take back',
  completeRefused:
    'This campaign’s battles are fought on the server, which applies their result itself: send the battle’s actions to /api/campaigns/:id/battles/:missionId/actions',
} as const;

/** Replays kept per player; the oldest is dropped when a new battle ends beyond it (README, ARCHITECTURE). */
export const MAX_REPLAYS_PER_USER = 200;

export interface KeptBattleRequest {
  userId: number;
  campaignId: number;
  missionId: string;
  intent: KeptBattleIntent;
  /** The action count the caller's screen stands at: any other answers 409 and changes nothing. */
  actionCount: number;
  idempotencyKey?: string | undefined;
}

export type BattleRow = typeof battles.$inferSelect;

async function findBattle(db: Database, userId: number, campaignId: number, missionId: string) {
  const [row] = await db
    .select({ battle: battles })
    .from(battles)
    .innerJoin(campaigns, eq(campaigns.id, battles.campaignId))
    .where(and(eq(battles.campaignId, campaignId), eq(battles.missionRef, missionId), eq(campaigns.userId, userId)))
    .limit(1);
  return row?.battle;
}

/** The battle in progress of a mission, whoever asks (the actions endpoint checks the caller in its own write). */
export async function findKeptBattle(db: Database, campaignId: number, missionId: string) {
  const [row] = await db
    .select()
    .from(battles)
    .where(and(eq(battles.campaignId, campaignId), eq(battles.missionRef, missionId)))
    .limit(1);
  return row;
}

export async function viewOf(db: Database, row: BattleRow): Promise<KeptBattleView> {
  const steps = await db
    .select({ step: battleSteps.step })
    .from(battleSteps)
    .where(eq(battleSteps.battleId, row.id))
    .orderBy(asc(battleSteps.position));
  return {
    missionId: row.missionRef,
    actionCount: row.actionCount,
    rulesVersion: row.rulesVersion,
    input: replayInput(row.input),
    battle: publicBattleState(row.state),
    log: steps.map(({ step: { battle: _battle, ...facts } }) => facts),
    canUndo: row.previousState !== null,
  };
}

/**
 * BEGIN MISSION for a signed-in player: the mission's battle as it stands, begun from the mission's
 * hidden seed when it has none yet. A battle in progress is resumed, never begun again.
 */
export async function openKeptBattle(
  db: Database,
  userId: number,
  campaignId: number,
  missionId: string,
): Promise<{ view: KeptBattleView; created: boolean }> {
  const existing = await findBattle(db, userId, campaignId, missionId);
  if (existing) return { view: await viewOf(db, existing), created: false };
  await requireOwnCampaign(db, userId, campaignId);
  const state = await loadGameState(db, campaignId);
  const setup = battleSetupFor(state, missionId);
  if (!setup) {
    const words = themeFor(state.theme);
    throw new RecordError('conflict', wordRefusal(words, refusal('not_awaiting_battle', { missionId })));
  }
  const battle = createBattle(setup.input, setup.seed);
  const opening = { action: null, enemyId: null, battle, log: battleOpeningLog(battle) };
  const created = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(battles)
      .values({
        campaignId,
        missionRef: missionId,
        seed: setup.seed,
        input: setup.input,
        actions: [],
        state: battle,
        rulesVersion: RULES_VERSION,
      })
      .onConflictDoNothing()
      .returning({ id: battles.id });
    if (!row) return false;
    await tx
      .insert(battleSteps)
      .values({ battleId: row.id, position: 0, actionCount: 0, step: publicBattleStep(opening) });
    return true;
  });
  const row = await findBattle(db, userId, campaignId, missionId);
  if (!row) throw new RecordError('not-found', KEPT_BATTLE_MESSAGES.notFound);
  return { view: await viewOf(db, row), created };
}

export async function readKeptBattle(
  db: Database,
  userId: number,
  campaignId: number,
  missionId: string,
): Promise<KeptBattleView> {
  const row = await findBattle(db, userId, campaignId, missionId);
  if (!row) {
    await requireOwnCampaign(db, userId, campaignId);
    throw new RecordError('not-found', KEPT_BATTLE_MESSAGES.notFound);
  }
  return viewOf(db, row);
}

export function json(statusCode: number, body: unknown): StoredAnswer {
  return { statusCode, body: JSON.stringify(body) };
}

/** The row moves on by one action only from the count it was read at; false when another request got there first. */
export async function moveBattle(
  tx: Database,
  row: BattleRow,
  values: Partial<typeof battles.$inferInsert>,
  actionCount: number,
  now: Date,
): Promise<boolean> {
  const moved = await tx
    .update(battles)
    .set({ ...values, actionCount, updatedAt: now })
    .where(and(eq(battles.id, row.id), eq(battles.actionCount, row.actionCount)))
    .returning({ id: battles.id });
  return moved.length > 0;
}

/** Drops the battle (its steps go with it), only from the count it was read at. */
export async function dropBattle(tx: Database, row: BattleRow): Promise<boolean> {
  const dropped = await tx
    .delete(battles)
    .where(and(eq(battles.id, row.id), eq(battles.actionCount, row.actionCount)))
    .returning({ id: battles.id });
  return dropped.length > 0;
}

/**
 * Keeps a finished battle's replay from the server's own steps (with the rules it was fought under)
 * and drops the player's oldest beyond `MAX_REPLAYS_PER_USER`.
 */
export async function keepFinishedReplay(
  tx: Database,
  userId: number,
  id: string,
  row: BattleRow,
  actions: readonly BattleLogEntry[],
  newSteps: readonly PublicBattleStep[],
): Promise<void> {
  const stored = await tx
    .select({ step: battleSteps.step })
    .from(battleSteps)
    .where(eq(battleSteps.battleId, row.id))
    .orderBy(asc(battleSteps.position));
  await tx
    .insert(battleReplays)
    .values({
      id,
      campaignId: row.campaignId,
      missionRef: row.missionRef,
      input: replayInput(row.input),
      seed: row.seed,
      actions: actions.map((entry) => entry.action),
      rulesVersion: row.rulesVersion,
      frames: [...stored.map((s) => s.step), ...newSteps],
    })
    .onConflictDoNothing();
  const beyond = await tx
    .select({ id: battleReplays.id })
    .from(battleReplays)
    .innerJoin(campaigns, eq(campaigns.id, battleReplays.campaignId))
    .where(eq(campaigns.userId, userId))
    .orderBy(desc(battleReplays.createdAt), desc(battleReplays.id))
    .offset(MAX_REPLAYS_PER_USER);
  if (beyond.length > 0) {
    await tx.delete(battleReplays).where(
      inArray(
        battleReplays.id,
        beyond.map((r) => r.id),
      ),
    );
  }
}

/**
 * The battle's end for the campaign, in one transaction with the battle's last write: the result applied through the actions endpoint's write
 * path, the battle dropped and its replay kept.
 */
async function endBattle(
  db: Database,
  cache: GameStateCache,
  request: { caller: Caller; campaignId: number; idempotencyKey?: string | undefined; fingerprint: string },
  row: BattleRow,
  ending: { battle: BattleState; actions: BattleLogEntry[]; steps: PublicBattleStep[] },
  answerWith: ((finished: KeptBattleAnswer['finished'] & object) => StoredAnswer) | undefined,
  deltaFrom?: number | null,
): Promise<StoredAnswer> {
  // Named before the write: the answer is built before its transaction, so a retry repeats it.
  const replayId = newReplayId();
  const apply = (state: GameState): ActionResult => applyKeptBattleResult(state, row.missionRef, ending.battle);
  const victory = ending.battle.status === 'victory';
  return applyCampaignAction(
    db,
    {
      caller: request.caller,
      campaignId: request.campaignId,
      action: { type: 'abortMission', missionId: row.missionRef },
      idempotencyKey: request.idempotencyKey,
      fingerprint: request.fingerprint,
      deltaFrom,
      apply,
      conflict: KEPT_BATTLE_MESSAGES.movedOn,
      alsoWrite: async (tx, userId) => {
        // The replay reads the battle's steps, so it is kept before the battle (and its steps) go.
        await keepFinishedReplay(tx, userId, replayId, row, ending.actions, ending.steps);
        return dropBattle(tx, row);
      },
      answer: answerWith ? () => answerWith({ victory, replayId }) : undefined,
    },
    cache,
  );
}

/**
 * One player action on a kept battle (or taking back the last move). Answers 200 with the action's
 * steps, 422 with the rules' refusal (nothing changes), 409 when the battle moved on meanwhile.
 */
export async function playKeptBattle(
  db: Database,
  cache: GameStateCache,
  request: KeptBattleRequest,
): Promise<StoredAnswer> {
  const { userId, campaignId, missionId, intent, idempotencyKey } = request;
  const fingerprint = requestFingerprint(campaignId, {
    battle: missionId,
    intent,
    actionCount: request.actionCount,
  });
  const row = await findBattle(db, userId, campaignId, missionId);
  if (!row || row.actionCount !== request.actionCount) {
    // A retry of an answered request finds the battle moved on (or ended): its first answer stands.
    // (A fresh request's key is checked in its own write, so the usual action costs no extra query.)
    if (idempotencyKey !== undefined) {
      const stored = await findStoredAnswer(db, userId, idempotencyKey, fingerprint);
      if (stored) return stored;
    }
    if (!row) {
      await requireOwnCampaign(db, userId, campaignId);
      throw new RecordError('not-found', KEPT_BATTLE_MESSAGES.notFound);
    }
    throw new RecordError('conflict', KEPT_BATTLE_MESSAGES.movedOn);
  }
  const now = new Date();

  if (intent.type === 'undo') {
    if (!row.previousState) throw new RecordError('conflict', KEPT_BATTLE_MESSAGES.nothingToUndo);
    const previous = row.previousState;
    const answer = json(200, {
      actionCount: row.actionCount - 1,
      battle: publicBattleState(previous),
      steps: [],
      canUndo: false,
      undone: true,
    } satisfies KeptBattleAnswer);
    return commitBattleWrite(db, request, fingerprint, answer, now, async (tx) => {
      const moved = await moveBattle(
        tx,
        row,
        { state: previous, previousState: null, actions: row.actions.slice(0, -1) },
        row.actionCount - 1,
        now,
      );
      if (moved) {
        await tx
          .delete(battleSteps)
          .where(and(eq(battleSteps.battleId, row.id), eq(battleSteps.actionCount, row.actionCount)));
      }
      return moved;
    });
  }

  // ABORT on the battle screen is a defeat (GAME_RULES § aborting), whenever it comes.
  const played = playBattleSteps(row.state, intent);
  if (!played.ok) {
    const state = await loadGameState(db, campaignId).catch(() => null);
    const words = themeFor(state?.theme ?? 'vanilla');
    return json(422, {
      error: wordBattleRefusal(words, played.error),
      code: played.error.code,
      params: played.error.params,
    });
  }
  const actionCount = row.actionCount + 1;
  // No checksum: the server replays nothing it keeps, so nothing would read one (issue 37).
  const actions = [...row.actions, { action: intent }];
  const steps = played.steps.map(publicBattleStep);
  const canUndo = undoableMove(row.state, played.battle, intent);
  const body = (finished?: KeptBattleAnswer['finished']): KeptBattleAnswer => ({
    actionCount,
    battle: publicBattleState(played.battle),
    steps,
    canUndo: finished ? false : canUndo,
    ...(finished ? { finished } : {}),
  });

  if (battleOutcome(played.battle)) {
    return endBattle(
      db,
      cache,
      { caller: { userId }, campaignId, idempotencyKey, fingerprint },
      row,
      { battle: played.battle, actions, steps },
      (finished) => json(200, body(finished)),
    );
  }

  return commitBattleWrite(db, request, fingerprint, json(200, body()), now, async (tx) => {
    const moved = await moveBattle(
      tx,
      row,
      { state: played.battle, previousState: canUndo ? row.state : null, actions },
      actionCount,
      now,
    );
    if (!moved) return false;
    const [{ next } = { next: 0 }] = await tx
      .select({ next: sql<number>`coalesce(max(${battleSteps.position}), -1) + 1` })
      .from(battleSteps)
      .where(eq(battleSteps.battleId, row.id));
    await tx
      .insert(battleSteps)
      .values(steps.map((step, index) => ({ battleId: row.id, position: Number(next) + index, actionCount, step })));
    return true;
  });
}

/**
 * The battle's own write and the Idempotency-Key's answer in one transaction. A write that finds
 * the battle moved on rolls back and answers 409; a key already kept answers its first answer.
 */
export async function commitBattleWrite(
  db: Database,
  request: Pick<KeptBattleRequest, 'userId' | 'idempotencyKey'>,
  fingerprint: string,
  answer: StoredAnswer,
  now: Date,
  write: (tx: Database) => Promise<boolean>,
): Promise<StoredAnswer> {
  const { userId, idempotencyKey } = request;
  const result: { outcome: 'moved-on' | 'key-taken' | 'done' } = { outcome: 'done' };
  try {
    await db.transaction(async (tx) => {
      if (!(await write(tx))) {
        result.outcome = 'moved-on';
        tx.rollback();
      }
      if (idempotencyKey !== undefined) {
        await tx.execute(sweepExpiredKeys(userId, now));
        if (!(await keepAnswer(tx, userId, idempotencyKey, fingerprint, answer, now))) {
          result.outcome = 'key-taken';
          tx.rollback();
        }
      }
    });
  } catch (error) {
    if (result.outcome === 'done') throw error;
  }
  if (result.outcome === 'key-taken' && idempotencyKey !== undefined) {
    const stored = await findStoredAnswer(db, userId, idempotencyKey, fingerprint);
    if (stored) return stored;
  }
  if (result.outcome !== 'done') throw new RecordError('conflict', KEPT_BATTLE_MESSAGES.movedOn);
  return answer;
}

/**
 * ABORT MISSION from the missions tab on a mission whose battle the server keeps: the same abort as
 * the battle screen's (a defeat, the mission failed, with the casualties as they stand — issue 32:
 * even before the first action), answered as the actions endpoint answers. Null when no battle is kept.
 */
export async function abortKeptBattleMission(
  db: Database,
  cache: GameStateCache,
  request: ActionRequest & { action: { type: 'abortMission'; missionId: string } },
): Promise<StoredAnswer | null> {
  const row = await findKeptBattle(db, request.campaignId, request.action.missionId);
  if (!row) return null;
  const fingerprint = requestFingerprint(request.campaignId, request.action);
  const common = {
    caller: request.caller,
    campaignId: request.campaignId,
    idempotencyKey: request.idempotencyKey,
    fingerprint,
  };
  // Issue 32 [decided]: once BEGIN MISSION has shown the battlefield, a call-off is the battle's
  // abort — a defeat, the mission failed — even before the first action, so no battlefield is rerolled.
  const played = playBattleSteps(row.state, { type: 'abort' });
  // The stored battle always waits on the commander (each action ran the enemy's turn), so abort is accepted.
  if (!played.ok) throw new RecordError('conflict', KEPT_BATTLE_MESSAGES.movedOn);
  const actions = [...row.actions, { action: { type: 'abort' } as const }];
  const steps = played.steps.map(publicBattleStep);
  return endBattle(db, cache, common, row, { battle: played.battle, actions, steps }, undefined, request.deltaFrom);
}

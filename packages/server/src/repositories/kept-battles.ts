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
import { and, asc, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { battleReplays, battleSteps, battles, campaigns, idempotencyKeys } from '../db/schema';
import { NOT_SIGNED_IN, RecordError } from '../record-errors';
import type { KeptBattleAnswer, KeptBattleIntent, KeptBattleView } from '../schemas/kept-battle';
import { newReplayId, replayInput } from './battle-replays';
import { type ActionRequest, applyCampaignAction } from './campaign-actions';
import { requireOwnCampaign } from './campaigns';
import { loadGameState } from './game-state';
import type { GameStateCache } from './game-state-cache';
import {
  expiredBefore,
  findStoredAnswer,
  keepAnswer,
  requestFingerprint,
  type StoredAnswer,
  sweepExpiredKeys,
} from './idempotency';
import { playedColumns } from './playtime';
import { type Caller, callerUserId } from './sessions';

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
  /** Who asks: a session not looked up yet is checked in the action's read of its battle (see auth.ts). */
  caller: Caller;
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

/** What an action reads of its battle (the battle and its owner), not the log, seed or input it does not need. */
const actionColumns = {
  id: battles.id,
  campaignId: battles.campaignId,
  missionRef: battles.missionRef,
  actionCount: battles.actionCount,
  state: battles.state,
  userId: campaigns.userId,
  theme: campaigns.theme,
};

type ActionRow = Omit<{ [K in keyof typeof actionColumns]: (typeof actionColumns)[K]['_']['data'] }, 'campaignId'> & {
  /** Null for a daily battle, which belongs to no campaign (issue 36). */
  campaignId: number | null;
  previousState?: BattleState | null;
};

/**
 * The battle an action plays on, with its owner, when the caller owns its campaign: one query that
 * also checks a session not looked up yet. Undo reads the battle before the last move too.
 */
async function findBattleForAction(
  db: Database,
  caller: Caller,
  campaignId: number,
  missionId: string,
  undo: boolean,
): Promise<ActionRow | undefined> {
  const [row] = await db
    .select(undo ? { ...actionColumns, previousState: battles.previousState } : actionColumns)
    .from(battles)
    .innerJoin(campaigns, eq(campaigns.id, battles.campaignId))
    .where(
      and(
        eq(battles.campaignId, campaignId),
        eq(battles.missionRef, missionId),
        eq(campaigns.userId, callerUserId(caller)),
      ),
    )
    .limit(1);
  return row;
}

/** The caller's user id: 401 when their session is gone. */
async function callerId(db: Database, caller: Caller): Promise<number> {
  if ('userId' in caller) return caller.userId;
  const result = await db.execute(sql`select ${callerUserId(caller)} as caller`);
  const [row] = (result as unknown as { rows: { caller: number | null }[] }).rows;
  if (row?.caller == null) throw new RecordError('not-signed-in', NOT_SIGNED_IN);
  return row.caller;
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
  const { caller, campaignId, missionId, intent, idempotencyKey } = request;
  const fingerprint = requestFingerprint(campaignId, {
    battle: missionId,
    intent,
    actionCount: request.actionCount,
  });
  const row = await findBattleForAction(db, caller, campaignId, missionId, intent.type === 'undo');
  if (!row || row.actionCount !== request.actionCount) {
    const userId = row?.userId ?? (await callerId(db, caller));
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
  const write = { row, request, fingerprint, now };

  if (intent.type === 'undo') {
    if (!row.previousState) throw new RecordError('conflict', KEPT_BATTLE_MESSAGES.nothingToUndo);
    const answer = json(200, {
      actionCount: row.actionCount - 1,
      battle: publicBattleState(row.previousState),
      steps: [],
      canUndo: false,
      undone: true,
    } satisfies KeptBattleAnswer);
    // The battle goes back to the one before the move, and the move's steps go.
    return writeBattleAction(db, write, answer, { actionCount: row.actionCount - 1, set: undoSet(), dropSteps: true });
  }

  // ABORT on the battle screen is a defeat (GAME_RULES § aborting), whenever it comes.
  const played = playBattleSteps(row.state, intent);
  if (!played.ok) {
    return json(422, {
      error: wordBattleRefusal(themeFor(row.theme), played.error),
      code: played.error.code,
      params: played.error.params,
    });
  }
  const actionCount = row.actionCount + 1;
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
    // The battle's last action: its log, seed and input make the replay (read only now).
    const full = await findKeptBattle(db, campaignId, missionId);
    if (!full || full.actionCount !== row.actionCount) throw new RecordError('conflict', KEPT_BATTLE_MESSAGES.movedOn);
    // No checksum: the server replays nothing it keeps, so nothing would read one (issue 37).
    const actions = [...full.actions, { action: intent }];
    return endBattle(
      db,
      cache,
      { caller: { userId: row.userId }, campaignId, idempotencyKey, fingerprint },
      full,
      { battle: played.battle, actions, steps },
      (finished) => json(200, body(finished)),
    );
  }

  // The battle before a move that can be taken back stays beside it; the action joins the log.
  return writeBattleAction(db, write, json(200, body()), {
    actionCount,
    set: moveSet(played.battle, canUndo, intent),
    stepsFromAnswer: true,
  });
}

const column = (c: { name: string }) => sql.identifier(c.name);

/** A move's change to the battle row: the new state, the one before kept when the move can be taken back, the action logged. */
export function moveSet(battle: BattleState, canUndo: boolean, intent: KeptBattleIntent): SQL {
  return sql`${column(battles.state)} = ${JSON.stringify(battle)}::jsonb, ${column(battles.previousState)} = ${canUndo ? column(battles.state) : sql`null`}, ${column(battles.actions)} = ${column(battles.actions)} || jsonb_build_array(${JSON.stringify({ action: intent })}::jsonb)`;
}

/** Undo's change to the battle row: back to the state before the last move, which leaves the log. */
export function undoSet(): SQL {
  return sql`${column(battles.state)} = ${column(battles.previousState)}, ${column(battles.previousState)} = null, ${column(battles.actions)} = ${column(battles.actions)} - (-1)`;
}

/**
 * An action's (or undo's) write as ONE statement, so it is atomic without a transaction and costs
 * one round trip to the database: the battle row locked only at the action count the action was
 * computed from; the Idempotency-Key's answer kept (a key expired meanwhile is taken over, the
 * caller's other expired keys swept); the battle row moved on only when both hold; its new steps
 * (the answer's own `steps`, sent once) appended after its last, or an undone move's steps dropped.
 * Nothing matched changes nothing: the battle moved on (409), or the key was used before (its first
 * answer, or 422 when it was used for another request).
 */
export async function writeBattleAction(
  db: Database,
  {
    row,
    request,
    fingerprint,
    now,
  }: {
    row: Pick<ActionRow, 'id' | 'actionCount' | 'userId' | 'campaignId'>;
    request: { idempotencyKey?: string | undefined };
    fingerprint: string;
    now: Date;
  },
  answer: StoredAnswer,
  change: { actionCount: number; set: SQL; stepsFromAnswer?: boolean; dropSteps?: boolean },
): Promise<StoredAnswer> {
  const { idempotencyKey } = request;
  const { userId } = row;
  const expired = sql`${expiredBefore(now).toISOString()}::timestamptz`;
  const at = sql`${now.toISOString()}::timestamptz`;
  const keys = idempotencyKeys;
  const parts: SQL[] = [
    sql`answer as (select ${answer.body}::text as body)`,
    sql`locked as (select ${column(battles.id)} from ${battles} where ${column(battles.id)} = ${row.id} and ${column(battles.actionCount)} = ${row.actionCount} for update)`,
  ];
  if (idempotencyKey !== undefined) {
    parts.push(
      sql`kept as (insert into ${keys} (${column(keys.userId)}, ${column(keys.key)}, ${column(keys.fingerprint)}, ${column(keys.statusCode)}, ${column(keys.responseBody)}, ${column(keys.compressed)}, ${column(keys.createdAt)})
        select ${userId}, ${idempotencyKey}, ${fingerprint}, ${answer.statusCode}, convert_to(answer.body, 'UTF8'), false, ${at} from locked, answer
        on conflict (${column(keys.userId)}, ${column(keys.key)}) do update set ${column(keys.fingerprint)} = excluded.${column(keys.fingerprint)}, ${column(keys.statusCode)} = excluded.${column(keys.statusCode)}, ${column(keys.responseBody)} = excluded.${column(keys.responseBody)}, ${column(keys.compressed)} = excluded.${column(keys.compressed)}, ${column(keys.createdAt)} = excluded.${column(keys.createdAt)}
        where ${keys}.${column(keys.createdAt)} <= ${expired}
        returning 1)`,
      sql`swept as (delete from ${keys} where ${column(keys.userId)} = ${userId} and ${column(keys.createdAt)} <= ${expired} and ${column(keys.key)} <> ${idempotencyKey} and exists (select 1 from locked))`,
    );
  }
  parts.push(
    sql`moved as (update ${battles} set ${change.set}, ${column(battles.actionCount)} = ${change.actionCount}, ${column(battles.updatedAt)} = ${at}
      where ${column(battles.id)} in (select ${column(battles.id)} from locked)${idempotencyKey !== undefined ? sql` and exists (select 1 from kept)` : sql``}
      returning ${column(battles.id)})`,
    // A move in the battle is play too: last_played and total_playtime follow it (playtime.ts), in the same statement.
    sql`played as (update ${campaigns} set ${column(campaigns.lastPlayed)} = ${at}, ${column(campaigns.totalPlaytime)} = ${playedColumns(now).totalPlaytime}
      where ${column(campaigns.id)} = ${row.campaignId} and exists (select 1 from moved))`,
  );
  if (change.stepsFromAnswer) {
    parts.push(
      sql`appended as (insert into ${battleSteps} (${column(battleSteps.battleId)}, ${column(battleSteps.position)}, ${column(battleSteps.actionCount)}, ${column(battleSteps.step)})
        select moved.${column(battles.id)}, last.position + s.ordinality, ${change.actionCount}, s.value
        from moved, answer,
          (select coalesce(max(${column(battleSteps.position)}), -1) as position from ${battleSteps} where ${column(battleSteps.battleId)} = ${row.id}) last,
          jsonb_array_elements(answer.body::jsonb -> 'steps') with ordinality s)`,
    );
  }
  if (change.dropSteps) {
    parts.push(
      sql`dropped as (delete from ${battleSteps} where ${column(battleSteps.battleId)} in (select ${column(battles.id)} from moved) and ${column(battleSteps.actionCount)} = ${row.actionCount})`,
    );
  }
  const result = await db.execute(
    sql`with ${sql.join(parts, sql`, `)} select (select count(*) from locked)::int as locked, (select count(*) from moved)::int as moved`,
  );
  const [outcome] = (result as unknown as { rows: { locked: number; moved: number }[] }).rows;
  if (outcome?.moved === 1) return answer;
  if (outcome?.locked === 1 && idempotencyKey !== undefined) {
    // The key was used before: its first answer (422 when for another request).
    const stored = await findStoredAnswer(db, userId, idempotencyKey, fingerprint);
    if (stored) return stored;
  }
  throw new RecordError('conflict', KEPT_BATTLE_MESSAGES.movedOn);
}

/**
 * The daily battle's last write (issue 36): `write` (its replay kept, its entry scored, the battle
 * dropped) and the Idempotency-Key's answer, in one transaction — as a campaign battle's end is
 * (`endBattle`). Its moves and undos write like a campaign battle's, in one statement (`writeBattleAction`).
 */
export async function commitBattleWrite(
  db: Database,
  request: { userId: number; idempotencyKey?: string | undefined },
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

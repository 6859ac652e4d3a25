/**
 * The daily battle (issue 36; docs/ARCHITECTURE.md "The daily battle"). One battle per UTC day, made
 * once from a CSPRNG seed by whichever process asks first (INSERT … ON CONFLICT DO NOTHING, then
 * read), the seed never answered before the day is over. A player's one try is a `daily_entries`
 * row, unique per (day, user), begun in the same transaction as its kept battle: the battle lives in
 * `battles` like a campaign's (no campaign), played one action at a time through the kept-battle
 * machinery (repositories/kept-battles.ts); when it ends, the score's parts, the replay and the
 * entry's end are written in one transaction with the battle's last action.
 */
import { randomBytes } from 'node:crypto';
import {
  battleOpeningLog,
  battleOutcome,
  createBattle,
  type DailyBattleSetup,
  type DailyScore,
  dailyBattleSetup,
  dailyScore,
  playBattleSteps,
  publicBattleState,
  publicBattleStep,
  RULES_VERSION,
  undoableMove,
} from '@holdfast/engine';
import { themeFor, wordBattleRefusal } from '@holdfast/engine/themes';
import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { battleSteps, battles, campaigns, dailyBattles, dailyEntries, users } from '../db/schema';
import { RecordError } from '../record-errors';
import type { KeptBattleAnswer, KeptBattleIntent, KeptBattleView } from '../schemas/kept-battle';
import { newReplayId } from './battle-replays';
import { findStoredAnswer, requestFingerprint, type StoredAnswer } from './idempotency';
import {
  commitBattleWrite,
  dropBattle,
  json,
  KEPT_BATTLE_MESSAGES,
  keepFinishedReplay,
  moveSet,
  undoSet,
  viewOf,
  writeBattleAction,
} from './kept-battles';

/** The refusals a player may meet (docs/ARCHITECTURE.md "The daily battle"). */
export const DAILY_MESSAGES = {
  alreadyFought: 'You have already fought today’s battle: one try per commander each day',
  underWay: 'Today’s battle is already under way: one try per commander each day (return to it to carry on)',
  notBegun: 'You have no daily battle under way',
  noSuchDay: 'No daily battle was fought that day',
  notFinished: 'Your try at that day’s battle is not finished yet',
} as const;

/** The board shows its first this-many rows (and the caller's own, wherever it stands). */
export const DAILY_BOARD_ROWS = 100;

/** The UTC day of a moment, yyyy-mm-dd. */
export function utcDay(now: Date): string {
  return now.toISOString().slice(0, 10);
}

/** The UTC day before. */
export function dayBefore(day: string): string {
  return utcDay(new Date(Date.parse(`${day}T00:00:00Z`) - 86_400_000));
}

type DailyRow = typeof dailyBattles.$inferSelect;

/** The day's battle row, made by the first process that asks; every other finds it (no race: the day is the key). */
export async function dailyBattleFor(db: Database, day: string): Promise<DailyRow> {
  const [found] = await db.select().from(dailyBattles).where(eq(dailyBattles.day, day));
  if (found) return found;
  const seed = randomBytes(16).toString('hex');
  await db
    .insert(dailyBattles)
    .values({ day, seed, setup: dailyBattleSetup(seed, day), rulesVersion: RULES_VERSION })
    .onConflictDoNothing();
  const [made] = await db.select().from(dailyBattles).where(eq(dailyBattles.day, day));
  if (!made) throw new Error(`The daily battle of ${day} was neither found nor made`);
  return made;
}

export interface DailyEntryView {
  day: string;
  finished: boolean;
  score: DailyScore | null;
  replayId: string | null;
  hideName: boolean;
  rank: number | null;
}

export interface DailyToday {
  day: string;
  setup: Omit<DailyBattleSetup, 'input'>;
  played: number;
  /** The caller's try today (null for a guest or before it begins). */
  entry: DailyEntryView | null;
}

async function entryOf(db: Database, day: string, userId: number) {
  const [entry] = await db
    .select()
    .from(dailyEntries)
    .where(and(eq(dailyEntries.day, day), eq(dailyEntries.userId, userId)));
  return entry;
}

/** Today's battle as anyone may see it: the setup without the seed, how many have begun it, the caller's try. */
export async function readDailyToday(db: Database, now: Date, userId: number | null): Promise<DailyToday> {
  const day = utcDay(now);
  const daily = await dailyBattleFor(db, day);
  const { input: _input, ...setup } = daily.setup;
  const [{ played } = { played: 0 }] = await db
    .select({ played: count() })
    .from(dailyEntries)
    .where(eq(dailyEntries.day, day));
  let entry: DailyEntryView | null = null;
  if (userId !== null) {
    const row = await entryOf(db, day, userId);
    if (row) {
      const board = row.finishedAt ? await readDailyBoard(db, now, day, userId) : null;
      entry = {
        day,
        finished: row.finishedAt !== null,
        score: row.parts,
        replayId: row.replayId,
        hideName: row.hideName,
        rank: board?.own?.rank ?? null,
      };
    }
  }
  return { day, setup, played: Number(played), entry };
}

/**
 * The caller's one try at today's battle: its entry and kept battle begun in one transaction. A
 * second start (another tab, device or process, at once or later) finds the entry and is refused.
 */
export async function startDailyBattle(db: Database, now: Date, userId: number): Promise<KeptBattleView> {
  const day = utcDay(now);
  const daily = await dailyBattleFor(db, day);
  const [marked] = await db
    .select({ id: campaigns.id })
    .from(campaigns)
    .where(and(eq(campaigns.userId, userId), eq(campaigns.edited, true)))
    .limit(1);
  const battle = createBattle(daily.setup.input, daily.seed);
  const opening = { action: null, enemyId: null, battle, log: battleOpeningLog(battle) };
  const battleId = await db.transaction(async (tx) => {
    const [entry] = await tx
      .insert(dailyEntries)
      .values({ day, userId, edited: marked !== undefined })
      .onConflictDoNothing()
      .returning({ id: dailyEntries.id });
    if (!entry) return null;
    const [row] = await tx
      .insert(battles)
      .values({
        campaignId: null,
        missionRef: `daily-${day}`,
        seed: daily.seed,
        input: daily.setup.input,
        actions: [],
        state: battle,
        rulesVersion: daily.rulesVersion,
      })
      .returning({ id: battles.id });
    if (!row) throw new Error('The daily battle could not be kept');
    await tx
      .insert(battleSteps)
      .values({ battleId: row.id, position: 0, actionCount: 0, step: publicBattleStep(opening) });
    await tx.update(dailyEntries).set({ battleId: row.id }).where(eq(dailyEntries.id, entry.id));
    return row.id;
  });
  if (battleId === null) {
    const existing = await entryOf(db, day, userId);
    throw new RecordError('conflict', existing?.finishedAt ? DAILY_MESSAGES.alreadyFought : DAILY_MESSAGES.underWay);
  }
  const [row] = await db.select().from(battles).where(eq(battles.id, battleId));
  if (!row) throw new RecordError('not-found', DAILY_MESSAGES.notBegun);
  return viewOf(db, row);
}

/** The caller's try under way (of any day: a battle begun before midnight carries on after it) and its battle. */
async function findOwnDailyBattle(db: Database, userId: number) {
  const [found] = await db
    .select({ entry: dailyEntries, battle: battles })
    .from(dailyEntries)
    .innerJoin(battles, eq(battles.id, dailyEntries.battleId))
    .where(and(eq(dailyEntries.userId, userId), isNull(dailyEntries.finishedAt)))
    .orderBy(desc(dailyEntries.day))
    .limit(1);
  return found;
}

/** The caller's daily battle under way, with its whole combat log (Back, reload, another device). */
export async function readDailyBattle(db: Database, userId: number): Promise<KeptBattleView> {
  const found = await findOwnDailyBattle(db, userId);
  if (!found) throw new RecordError('not-found', DAILY_MESSAGES.notBegun);
  return viewOf(db, found.battle);
}

export interface DailyActionRequest {
  userId: number;
  intent: KeptBattleIntent;
  actionCount: number;
  idempotencyKey?: string | undefined;
  /** The universe the refusal is worded in. */
  theme?: string | undefined;
}

/**
 * One action of the caller's daily battle, as a campaign's kept battle takes it (the same answer, 409
 * when the count moved on, 422 worded refusals, undo of a move); the action that ends the battle also
 * writes the entry's score, its replay and its end, in the same transaction.
 */
export async function playDailyBattle(db: Database, now: Date, request: DailyActionRequest): Promise<StoredAnswer> {
  const { userId, intent, idempotencyKey } = request;
  // Fingerprints of the daily battle live beside campaigns' (campaign 0: no campaign has that id).
  const fingerprint = requestFingerprint(0, { daily: true, intent, actionCount: request.actionCount });
  const found = await findOwnDailyBattle(db, userId);
  const row = found?.battle;
  if (!found || !row || row.actionCount !== request.actionCount) {
    if (idempotencyKey !== undefined) {
      const stored = await findStoredAnswer(db, userId, idempotencyKey, fingerprint);
      if (stored) return stored;
    }
    if (!found) throw new RecordError('not-found', DAILY_MESSAGES.notBegun);
    throw new RecordError('conflict', KEPT_BATTLE_MESSAGES.movedOn);
  }

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
    return writeBattleAction(db, { row: { ...row, userId }, request, fingerprint, now }, answer, {
      actionCount: row.actionCount - 1,
      set: undoSet(),
      dropSteps: true,
    });
  }

  const played = playBattleSteps(row.state, intent);
  if (!played.ok) {
    return json(422, {
      error: wordBattleRefusal(themeFor(request.theme), played.error),
      code: played.error.code,
      params: played.error.params,
    });
  }
  const actionCount = row.actionCount + 1;
  const actions = [...row.actions, { action: intent }];
  const steps = played.steps.map(publicBattleStep);
  const canUndo = undoableMove(row.state, played.battle, intent);
  const score = battleOutcome(played.battle) ? dailyScore(played.battle) : null;

  if (score) {
    const replayId = newReplayId();
    const answer = json(200, {
      actionCount,
      battle: publicBattleState(played.battle),
      steps,
      canUndo: false,
      finished: { victory: score.victory, replayId, score },
    } satisfies KeptBattleAnswer & { finished: { score: DailyScore } });
    return commitBattleWrite(db, request, fingerprint, answer, now, async (tx) => {
      await keepFinishedReplay(tx, userId, replayId, row, actions, steps);
      await tx
        .update(dailyEntries)
        .set({
          battleId: null,
          score: score.total,
          parts: score,
          turns: score.turns,
          survivors: score.survivors,
          victory: score.victory,
          replayId,
          finishedAt: now,
        })
        .where(and(eq(dailyEntries.id, found.entry.id), isNull(dailyEntries.finishedAt)));
      return dropBattle(tx, row);
    });
  }

  const body: KeptBattleAnswer = { actionCount, battle: publicBattleState(played.battle), steps, canUndo };
  return writeBattleAction(db, { row: { ...row, userId }, request, fingerprint, now }, json(200, body), {
    actionCount,
    set: moveSet(played.battle, canUndo, intent),
    stepsFromAnswer: true,
  });
}

export interface DailyBoardRow {
  rank: number;
  /** The row's place on the board (1…), which a hidden name is numbered by. */
  place: number;
  /** Null when the commander hides their name ("Commander #place"). */
  name: string | null;
  score: number;
  turns: number;
  survivors: number;
  victory: boolean;
  replayId: string | null;
  /** The account's campaigns carried the "edited" mark when the try began. */
  edited: boolean;
  own: boolean;
}

export interface DailyBoard {
  day: string;
  /** The day's seed once the day is over (UTC); null before, and for a day no one was given. */
  seed: string | null;
  over: boolean;
  finished: number;
  rows: DailyBoardRow[];
  /** The caller's own row (also in `rows` when it is in the first DAILY_BOARD_ROWS). */
  own: DailyBoardRow | null;
}

/**
 * The board's one statement. The first rows come off `daily_entries_board_idx` in order (LIMIT), ranked
 * among themselves — every better row is among them, so their rank is the day's; the caller's own row,
 * when further down, is ranked by counting the rows before it on the same index; the day's total is an
 * index count. [decided] Order: score, then fewer turns (equal ones share a rank), then who finished first.
 */
export function dailyBoardQuery(day: string, caller: number, over: boolean) {
  const finishedOn = sql`b.day = ${day} and b.finished_at is not null`;
  return sql`
    with top as (
      select e.id, e.user_id, e.score, e.turns, e.survivors, e.victory, e.replay_id, e.edited, e.hide_name,
        rank() over (order by e.score desc nulls last, e.turns asc) as rank,
        row_number() over (order by e.score desc nulls last, e.turns asc, e.finished_at asc, e.id asc) as place
      from (
        select * from ${dailyEntries} b where ${finishedOn}
        order by b.score desc nulls last, b.turns asc, b.finished_at asc, b.id asc
        limit ${DAILY_BOARD_ROWS}
      ) e
    ),
    mine as (
      select m.id, m.user_id, m.score, m.turns, m.survivors, m.victory, m.replay_id, m.edited, m.hide_name,
        1 + (select count(*) from ${dailyEntries} b where ${finishedOn}
          and (b.score > m.score or (b.score = m.score and b.turns < m.turns))) as rank,
        1 + (select count(*) from ${dailyEntries} b where ${finishedOn}
          and (b.score > m.score or (b.score = m.score and (b.turns < m.turns or (b.turns = m.turns
            and (b.finished_at < m.finished_at or (b.finished_at = m.finished_at and b.id < m.id))))))) as place
      from ${dailyEntries} m
      where m.day = ${day} and m.user_id = ${caller} and m.finished_at is not null
        and m.id not in (select id from top)
    )
    select r.rank::int as rank, r.place::int as place,
      (select count(*) from ${dailyEntries} b where ${finishedOn})::int as total,
      case when r.hide_name then null else u.username end as name,
      r.score, r.turns, r.survivors, r.victory, r.replay_id, r.edited, (r.user_id = ${caller}) as own,
      (select d.seed #>> '{}' from ${dailyBattles} d where d.day = ${day} and ${over}) as seed
    from (select * from top union all select * from mine) r join ${users} u on u.id = r.user_id
    order by r.place
  `;
}

interface BoardQueryRow {
  rank: number;
  place: number;
  total: number;
  name: string | null;
  score: number;
  turns: number;
  survivors: number;
  victory: boolean;
  replay_id: string | null;
  edited: boolean;
  own: boolean;
  seed: string | null;
}

/** A day's board in one indexed query (`dailyBoardQuery`): the first DAILY_BOARD_ROWS rows and the caller's own. */
export async function readDailyBoard(db: Database, now: Date, day: string, userId: number | null): Promise<DailyBoard> {
  const today = utcDay(now);
  if (day > today) throw new RecordError('not-found', DAILY_MESSAGES.noSuchDay);
  const over = day < today;
  const caller = userId ?? -1;
  const result = (await db.execute(dailyBoardQuery(day, caller, over))) as unknown as { rows: BoardQueryRow[] };
  const rows: DailyBoardRow[] = result.rows.map((r) => ({
    rank: Number(r.rank),
    place: Number(r.place),
    name: r.name,
    score: Number(r.score),
    turns: Number(r.turns),
    survivors: Number(r.survivors),
    victory: r.victory,
    replayId: r.replay_id,
    edited: r.edited,
    own: r.own,
  }));
  let seed = result.rows[0]?.seed ?? null;
  if (over && rows.length === 0) {
    const [daily] = await db.select({ seed: dailyBattles.seed }).from(dailyBattles).where(eq(dailyBattles.day, day));
    seed = daily ? String(daily.seed) : null;
  }
  const own = rows.find((r) => r.own) ?? null;
  return {
    day,
    seed: over ? seed : null,
    over,
    finished: Number(result.rows[0]?.total ?? 0),
    rows: rows.filter((r) => r.place <= DAILY_BOARD_ROWS),
    own,
  };
}

/** Shows or hides the caller's name on a day's board (their entry of that day must exist). */
export async function setDailyNameHidden(db: Database, userId: number, day: string, hidden: boolean): Promise<void> {
  const updated = await db
    .update(dailyEntries)
    .set({ hideName: hidden })
    .where(and(eq(dailyEntries.day, day), eq(dailyEntries.userId, userId)))
    .returning({ id: dailyEntries.id });
  if (updated.length === 0) throw new RecordError('not-found', DAILY_MESSAGES.noSuchDay);
}

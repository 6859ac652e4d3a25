/**
 * A campaign's play time (spec: campaigns.total_playtime and users.total_playtime; issue 35 item 14:
 * it never grew). It counts seconds of play: every action the server applies to the campaign, and
 * every move in a battle it keeps, adds the time since the one before (since the campaign was
 * created, for its first), each gap counted up to PLAYTIME_GAP_CAP_SECONDS — a longer pause is a
 * player away from the game, not playing. The sum is taken in the same UPDATE that stamps
 * last_played, from the row's own last_played, so it costs no extra query on the action path.
 * A user's total play time is the sum over the campaigns they own (as total_campaigns counts them).
 */
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { campaigns } from '../db/schema';

/** Five minutes: the longest gap between two actions that still counts as play. */
export const PLAYTIME_GAP_CAP_SECONDS = 300;

/** The columns an action on the campaign sets: last_played now, and the gap since added to total_playtime. */
export function playedColumns(now: Date) {
  const at = sql`${now.toISOString()}::timestamptz`;
  const since = sql`coalesce(${campaigns.lastPlayed}, ${campaigns.createdAt}, ${at})`;
  return {
    lastPlayed: now,
    totalPlaytime: sql<number>`${campaigns.totalPlaytime} + least(greatest(floor(extract(epoch from (${at} - ${since}))), 0), ${PLAYTIME_GAP_CAP_SECONDS})::integer`,
  };
}

/** Seconds the user has played, over every campaign they own. */
export async function userPlaytime(db: Database, userId: number): Promise<number> {
  const [row] = await db
    .select({ total: sql<string | number | null>`sum(${campaigns.totalPlaytime})` })
    .from(campaigns)
    .where(eq(campaigns.userId, userId));
  return Number(row?.total ?? 0);
}

/**
 * Fought battles kept for watching again (issue 11). Since issue 21 the server keeps each replay from
 * its own record of a battle it fought (repositories/kept-battles.ts), so a link never plays a
 * battle that did not happen; the public read returns only what the battle was made of.
 */
import { randomBytes } from 'node:crypto';
import type { BattleAction, BattleInput, CampaignMark, Seed, StoredBattleFrame } from '@holdfast/engine';
import { FROZEN_BATTLE_RULES_VERSION, replayFrozenBattle } from '@holdfast/engine/retired';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { battleReplays, campaigns } from '../db/schema';
import { RecordError } from '../record-errors';
import { campaignMarks } from './game-state';

/** A replay link that names no kept battle. (A battle that cannot be kept is refused in the campaign's words.) */
export const REPLAY_MESSAGES = {
  notFound: 'Replay not found',
} as const;

export interface StoredReplay {
  id: string;
  input: BattleInput;
  actions: BattleAction[];
  rulesVersion: number;
  /**
   * Every step as it was played, as it was stored (read by today's screens through `asCurrentStep`).
   * A replay release 1 kept without them is given the frames of release 1's battle rules it was
   * fought under (GAME_RULES §13); null only if those rules refuse its actions.
   */
  frames: StoredBattleFrame[] | null;
  /** The campaign's marks as they are now, read with the replay (GAME_RULES "Marks"). */
  marks: CampaignMark[];
}

/** Only what the battle is built from: a soldier's history, status or nickname stays private. */
export function replayInput(input: BattleInput): BattleInput {
  return {
    mission: input.mission,
    squad: input.squad.map(({ id, name, rank, classId, experience, health, maxHealth, loadout }) => ({
      id,
      name,
      rank,
      classId,
      experience,
      health,
      maxHealth,
      loadout,
    })),
  };
}

/** 128 random bits, URL-safe: the link is the key. */
export function newReplayId(): string {
  return randomBytes(16).toString('base64url');
}

/**
 * The steps of a replay kept without frames (under rules ≤ 4: release 1's), played by release 1's
 * battle rules (`@holdfast/engine/retired`), computed on read (a few milliseconds; the row stays as
 * that release wrote it). Replays kept since version 5 carry their frames and are never re-run.
 */
function framesUnderRelease1Rules(row: {
  input: BattleInput;
  seed: Seed;
  actions: BattleAction[];
  rulesVersion: number;
}): StoredBattleFrame[] | null {
  // Release 1 was older than 128-bit seeds (issue 32): its battles' seeds are numbers.
  if (row.rulesVersion > FROZEN_BATTLE_RULES_VERSION || typeof row.seed !== 'number') return null;
  const replayed = replayFrozenBattle(row.input as never, row.seed, row.actions as never);
  return replayed.ok ? replayed.frames : null;
}

export async function findReplay(db: Database, id: string): Promise<StoredReplay> {
  const [found] = await db
    .select({
      row: battleReplays,
      edited: campaigns.edited,
      playedInBrowser: campaigns.playedInBrowser,
      carriedOver: campaigns.carriedOver,
    })
    .from(battleReplays)
    // A daily battle's replay (issue 36) belongs to no campaign: it carries no campaign's marks.
    .leftJoin(campaigns, eq(campaigns.id, battleReplays.campaignId))
    .where(eq(battleReplays.id, id));
  if (!found) throw new RecordError('not-found', REPLAY_MESSAGES.notFound);
  const { row } = found;
  return {
    id: row.id,
    // Issue 32: no seed, even of a battle over — the frames are the battle; the seed stays here.
    input: row.input,
    actions: row.actions,
    rulesVersion: row.rulesVersion,
    frames: row.frames ?? framesUnderRelease1Rules(row),
    marks: campaignMarks({
      edited: found.edited ?? false,
      playedInBrowser: found.playedInBrowser ?? false,
      carriedOver: found.carriedOver ?? false,
    }),
  };
}

/**
 * Fought battles kept for watching again (issue 11). Since issue 21 the server keeps each replay from
 * its own record of a battle it fought (repositories/kept-battles.ts), so a link never plays a
 * battle that did not happen; the public read returns only what the battle was made of.
 */
import { randomBytes } from 'node:crypto';
import {
  type BattleAction,
  type BattleInput,
  type CampaignMark,
  type FrozenBattleFrame,
  frozenBattleRulesFor,
  type PublicBattleStep,
  replayFrozenBattle,
  type Seed,
} from '@holdfast/engine';
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
   * Every step as it was played. A replay kept under rules ≤ 4 without them (release 1's) is given
   * the frames of the frozen v4 battle rules it was fought under (GAME_RULES §13); null only if
   * those rules refuse its actions.
   */
  frames: (PublicBattleStep | FrozenBattleFrame)[] | null;
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
 * The steps of a replay kept without frames (under rules ≤ 4: release 1's), played by the frozen
 * battle rules of then, computed on read (a few milliseconds; the row stays as that release wrote it).
 * Replays kept since version 5 carry their frames.
 */
function framesUnderFrozenRules(row: {
  input: BattleInput;
  seed: Seed;
  actions: BattleAction[];
  rulesVersion: number;
}): FrozenBattleFrame[] | null {
  const rules = frozenBattleRulesFor(row.rulesVersion);
  // Frozen rules are older than 128-bit seeds (issue 32): their battles' seeds are numbers.
  if (rules === null || typeof row.seed !== 'number') return null;
  const replayed = replayFrozenBattle(rules, row.input, row.seed, row.actions);
  return replayed.ok ? replayed.frames : null;
}

export async function findReplay(db: Database, id: string): Promise<StoredReplay> {
  const [found] = await db
    .select({ row: battleReplays, edited: campaigns.edited, playedInBrowser: campaigns.playedInBrowser })
    .from(battleReplays)
    .innerJoin(campaigns, eq(campaigns.id, battleReplays.campaignId))
    .where(eq(battleReplays.id, id));
  if (!found) throw new RecordError('not-found', REPLAY_MESSAGES.notFound);
  const { row } = found;
  return {
    id: row.id,
    // Issue 32: no seed, even of a battle over — the frames are the battle; the seed stays here.
    input: row.input,
    actions: row.actions,
    rulesVersion: row.rulesVersion,
    frames: row.frames ?? framesUnderFrozenRules(row),
    marks: campaignMarks(found),
  };
}

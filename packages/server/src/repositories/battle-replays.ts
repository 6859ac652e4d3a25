/**
 * Fought battles kept for watching again (issue 11). A replay is stored only after the engine has
 * replayed its actions from the mission's own seed to the battle's end, so a link never plays a
 * battle that did not happen; the public read returns only what the battle was made of.
 */
import { randomBytes } from 'node:crypto';
import {
  type BattleAction,
  type BattleInput,
  type BattleLogEntry,
  battleSetupFor,
  type CampaignMark,
  refusal,
  replayRefusal,
} from '@holdfast/engine';
import { themeFor, wordRefusal } from '@holdfast/engine/themes';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { battleReplays, campaigns } from '../db/schema';
import { RecordError } from '../record-errors';
import type { Verifier } from '../verification/pool';
import { requireOwnCampaign } from './campaigns';
import { campaignMarks, loadGameState } from './game-state';

/** A replay link that names no kept battle. (A battle that cannot be kept is refused in the campaign's words.) */
export const REPLAY_MESSAGES = {
  notFound: 'Replay not found',
} as const;

export interface StoredReplay {
  id: string;
  input: BattleInput;
  seed: number;
  actions: BattleAction[];
  /** The campaign's marks as they are now, read with the replay (GAME_RULES "Marks"). */
  marks: CampaignMark[];
}

/** Only what the battle is built from: a soldier's history, status or nickname stays private. */
function battleInputOnly(input: BattleInput): BattleInput {
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
function newReplayId(): string {
  return randomBytes(16).toString('base64url');
}

async function findByMission(db: Database, campaignId: number, missionRef: string) {
  const [row] = await db
    .select({ id: battleReplays.id })
    .from(battleReplays)
    .where(and(eq(battleReplays.campaignId, campaignId), eq(battleReplays.missionRef, missionRef)));
  return row?.id ?? null;
}

/**
 * Keeps the battle of one of the user's manual missions, checked by replaying it. Asked again for the
 * same mission it answers the id it already has (a retry, or a report reopened after the return).
 */
export async function saveReplay(
  db: Database,
  verifier: Verifier,
  userId: number,
  campaignId: number,
  missionRef: string,
  log: readonly BattleLogEntry[],
): Promise<{ id: string; created: boolean }> {
  await requireOwnCampaign(db, userId, campaignId);
  const existing = await findByMission(db, campaignId, missionRef);
  if (existing) return { id: existing, created: false };
  const state = await loadGameState(db, campaignId);
  const setup = battleSetupFor(state, missionRef);
  const words = themeFor(state.theme);
  if (!setup) {
    throw new RecordError('conflict', wordRefusal(words, refusal('not_awaiting_battle', { missionId: missionRef })));
  }
  // On a verification worker: a long log never holds up the event loop.
  const replay = await verifier.run({ kind: 'battle', input: setup.input, seed: setup.seed, log });
  if (!replay.ok) {
    throw new RecordError('unprocessable', wordRefusal(words, replayRefusal(replay.error)));
  }
  if (!replay.finished) {
    throw new RecordError('unprocessable', wordRefusal(words, refusal('battle_unfinished', { missionId: missionRef })));
  }
  const id = newReplayId();
  const inserted = await db
    .insert(battleReplays)
    .values({
      id,
      campaignId,
      missionRef,
      input: battleInputOnly(setup.input),
      seed: setup.seed,
      actions: log.map((entry) => entry.action),
    })
    .onConflictDoNothing()
    .returning({ id: battleReplays.id });
  if (inserted.length > 0) return { id, created: true };
  // Two saves raced: the first one's id stands.
  return { id: (await findByMission(db, campaignId, missionRef)) ?? id, created: false };
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
    input: row.input,
    seed: row.seed,
    actions: row.actions,
    marks: campaignMarks(found),
  };
}

/**
 * A server started on a database written by an earlier release (issue 25): `fixtures/release-1.sql`
 * was made by the release whose rules were RULES_VERSION 1, through its real app (three campaigns, a
 * manual mission awaiting its battle, a battle brought home, two kept replays). These rules are a
 * later version (battles hold template ids, so every battle checksum changed). Loaded into a PGlite
 * DATA_DIR and into PostgreSQL, the server migrates it at start-up and serves every campaign, the
 * waiting battle and both replays (with the frames of the frozen v4 battle rules: version 5 changed
 * the battle's rules, which refuse their actions).
 */
import {
  type BattleAction,
  type BattleInput,
  type GameState,
  type PublicBattleStep,
  RULES_VERSION,
  recordBattle,
} from '@holdfast/engine';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { battleReplays, campaigns } from '../src/db/schema';
import { fightOnServer } from './support/battles';
import { readDump, serverOnEarlierRelease } from './support/earlier-release';

const dump = readDump('release-1.sql');
const WAITING_REPLAY = 'zBN_WcgFLFAfTKYHV5K3VA';
const HOME_REPLAY = 'caQC36SJzS1zunOYxC4F-A';

describe.each([['pglite'], ['postgres']] as const)('a database from the RULES_VERSION 1 release [%s]', (kind) => {
  const server = serverOnEarlierRelease(kind, dump);
  const { get, post } = server;
  async function rulesVersion(id: number) {
    const [row] = await server.db.select({ v: campaigns.rulesVersion }).from(campaigns).where(eq(campaigns.id, id));
    return row?.v;
  }

  it('serves every campaign, marked as written by version 1, and plays each on under these rules', async () => {
    const list = (await get('/api/campaigns')).json() as { id: number; name: string }[];
    expect(list.map((c) => c.name).sort()).toEqual(['Fort Hadley', 'Hadley Hope', 'Sulaco']);
    for (const { id } of list) {
      const state = await get(`/api/campaigns/${id}/state`);
      expect(state.statusCode, state.body).toBe(200);
      expect(await rulesVersion(id)).toBe(1);
      const day = (state.json() as GameState).day;
      const next = await post(`/api/campaigns/${id}/actions`, { type: 'advanceDay' });
      expect(next.statusCode, next.body).toBe(200);
      expect(next.json().state.day).toBe(day + 1);
      expect(await rulesVersion(id)).toBe(RULES_VERSION);
    }
  });

  it('brings the battle that was waiting home under these rules, soldiers back from the mission', async () => {
    const sulaco = ((await get('/api/campaigns')).json() as { id: number; name: string }[]).find(
      (c) => c.name === 'Sulaco',
    );
    const state = (await get(`/api/campaigns/${sulaco?.id}/state`)).json() as GameState;
    const waiting = state.missions.find((m) => m.status === 'Active' && m.mode === 'manual');
    expect(waiting?.id).toBe('mission-8');
    // A battle that waited through the upgrade is fought on the server (issue 21) under these rules,
    // from the seed its mission kept; the server applies the result itself.
    const commander = { id: 0, username: 'ripley', email: '', cookie: server.cookie };
    const done = await fightOnServer(server.app, commander, sulaco?.id ?? 0, 'mission-8');
    expect(done.finished).toBeTruthy();
    const after = (await get(`/api/campaigns/${sulaco?.id}/state`)).json() as GameState;
    expect(after.missions.find((m) => m.id === 'mission-8')?.status).toBe('Completed');
    expect(after.squad.filter((s) => s.status === 'On Mission')).toEqual([]);
  });

  it('plays both kept replays, made under version 1 with words in their input, to their end', async () => {
    for (const id of [WAITING_REPLAY, HOME_REPLAY]) {
      const read = await server.app.inject({ method: 'GET', url: `/api/replays/${id}` });
      expect(read.statusCode, read.body).toBe(200);
      const replay = read.json() as {
        input: BattleInput;
        actions: BattleAction[];
        rulesVersion: number;
        frames: PublicBattleStep[] | null;
      };
      expect(replay.input.mission).toHaveProperty('name');
      expect(replay.rulesVersion).toBe(1);
      // GAME_RULES §13: these battle rules refuse release 1's actions, so the server answers with the
      // frames of the frozen v4 battle rules it was fought under: the viewer plays them step by step.
      // Issue 32: the answer carries no seed; the kept replay's row does (release 1's 31-bit number).
      expect(replay).not.toHaveProperty('seed');
      const [kept] = await server.db
        .select({ seed: battleReplays.seed })
        .from(battleReplays)
        .where(eq(battleReplays.id, id));
      expect(typeof kept?.seed).toBe('number');
      expect(recordBattle(replay.input, kept?.seed ?? 0, replay.actions).ok).toBe(false);
      const frames = replay.frames ?? [];
      expect(frames[0]?.action).toBeNull();
      expect(frames.filter((f) => f.action !== null).map((f) => f.action)).toEqual(replay.actions);
      const end = frames.at(-1)?.battle;
      expect(end?.status).not.toBe('playing');
      expect(end && 'rng' in end).toBe(false);
    }
  });
});

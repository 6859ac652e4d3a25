/**
 * A server started on a database written by the RULES_VERSION 5 release (issue 25): `fixtures/
 * release-5.sql` was made by that release through its real app (make-release-5.ts): four campaigns,
 * a manual mission awaiting its battle, a battle in progress on the server with some actions taken,
 * a battle the server kept to its end, and two kept replays with their frames. Loaded into a PGlite
 * DATA_DIR and into PostgreSQL, the server migrates it at start-up and serves every campaign, ends
 * both battles (no soldier left On Mission) and plays both replays step by step from their frames,
 * under whatever rules this release has (GAME_RULES §13): these tests read behaviour, not the v5
 * release's checksums.
 */
import {
  asCurrentStep,
  type BattleAction,
  type GameState,
  type PublicBattleStep,
  RULES_VERSION,
} from '@holdfast/engine';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { campaigns } from '../src/db/schema';
import { fightOnServer } from './support/battles';
import { readDump, serverOnEarlierRelease } from './support/earlier-release';

const dump = readDump('release-5.sql');
/** Sulaco's fought battle and Hadley Hope's, both kept to their end by the server (release-5.sql's header). */
const REPLAYS = ['iKn5FYsKYxYGU56_irJVqg', 'qqRvVFR6Bt7DnwOXsz1V9Q'];

describe.each([['pglite'], ['postgres']] as const)('a database from the RULES_VERSION 5 release [%s]', (kind) => {
  const server = serverOnEarlierRelease(kind, dump);
  const { get, post } = server;
  async function campaignId(name: string): Promise<number> {
    const list = (await get('/api/campaigns')).json() as { id: number; name: string }[];
    const found = list.find((c) => c.name === name);
    if (!found) throw new Error(`no campaign ${name}`);
    return found.id;
  }
  async function rulesVersion(id: number) {
    const [row] = await server.db.select({ v: campaigns.rulesVersion }).from(campaigns).where(eq(campaigns.id, id));
    return row?.v;
  }
  const commander = () => ({ id: 0, username: 'ripley', email: '', cookie: server.cookie });

  async function bringHome(name: string, missionId: string) {
    const id = await campaignId(name);
    const done = await fightOnServer(server.app, commander(), id, missionId);
    expect(done.finished).toBeTruthy();
    const after = (await get(`/api/campaigns/${id}/state`)).json() as GameState;
    expect(after.missions.find((m) => m.id === missionId)?.status).toBe('Completed');
    expect(after.squad.filter((s) => s.status === 'On Mission')).toEqual([]);
  }

  it('serves every campaign, marked as written by version 5', async () => {
    const list = (await get('/api/campaigns')).json() as { id: number; name: string }[];
    expect(list.map((c) => c.name).sort()).toEqual(['Fort Hadley', 'Gateway', 'Hadley Hope', 'Sulaco']);
    for (const { id } of list) {
      const state = await get(`/api/campaigns/${id}/state`);
      expect(state.statusCode, state.body).toBe(200);
      expect(await rulesVersion(id)).toBe(5);
    }
  });

  it('ends the battle that was in progress on the server, from where it stood, and brings the squad home', async () => {
    const id = await campaignId('Gateway');
    const kept = await get(`/api/campaigns/${id}/battles/mission-8`);
    expect(kept.statusCode, kept.body).toBe(200);
    expect(kept.json()).toMatchObject({ missionId: 'mission-8', rulesVersion: 5 });
    expect(kept.json().actionCount).toBeGreaterThan(0);
    await bringHome('Gateway', 'mission-8');
  });

  it('fights the battle that was waiting on the server and brings the squad home', async () => {
    await bringHome('Sulaco', 'mission-10');
  });

  it('plays every campaign on under these rules', async () => {
    const list = (await get('/api/campaigns')).json() as { id: number; name: string }[];
    for (const { id } of list) {
      const day = ((await get(`/api/campaigns/${id}/state`)).json() as GameState).day;
      const next = await post(`/api/campaigns/${id}/actions`, { type: 'advanceDay' });
      expect(next.statusCode, next.body).toBe(200);
      expect(next.json().state.day).toBe(day + 1);
      expect(await rulesVersion(id)).toBe(RULES_VERSION);
    }
  });

  it('plays both kept replays step by step from the frames they were kept with', async () => {
    for (const id of REPLAYS) {
      const read = await server.app.inject({ method: 'GET', url: `/api/replays/${id}` });
      expect(read.statusCode, read.body).toBe(200);
      const replay = read.json() as {
        actions: BattleAction[];
        rulesVersion: number;
        frames: PublicBattleStep[] | null;
      };
      expect(replay.rulesVersion).toBe(5);
      const frames = (replay.frames ?? []).map(asCurrentStep);
      expect(frames[0]?.action).toBeNull();
      expect(frames.filter((f) => f.action !== null).map((f) => f.action)).toEqual(replay.actions);
      expect(frames.every((f) => f.battle.units.length > 0 && !('rng' in f.battle))).toBe(true);
      expect(frames.at(-1)?.battle.status).not.toBe('playing');
    }
  });
});

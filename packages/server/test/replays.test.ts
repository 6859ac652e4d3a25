import { type GameState, RULES_VERSION, replayFrames } from '@holdfast/engine';
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { battleReplays } from '../src/db/schema';
import { MAX_REPLAYS_PER_USER } from '../src/repositories/kept-battles';
import { REPLAY_UPLOAD_GONE } from '../src/routes/replays';
import { act, gameState } from './support/actions';
import { fightOnServer } from './support/battles';
import { describeEachDatabase } from './support/databases';
import { as, signUp, startCampaign } from './support/http';

async function manualRaid(app: Parameters<typeof act>[0], commander: Parameters<typeof act>[1], id: number) {
  const start = await gameState(app, commander, id);
  const answer = await act(app, commander, id, {
    type: 'deployMission',
    templateId: 'raid',
    soldierIds: start.squad.slice(0, 3).map((s) => s.id),
    mode: 'manual',
  });
  const state: GameState = answer.state;
  return state.missions.find((m) => m.status === 'Active')?.id ?? '';
}

describeEachDatabase('battle replays', (env) => {
  it('keeps a battle the server fought under an unguessable id that anyone can read and play step for step', async () => {
    const ripley = await signUp(env.app, 'ripley');
    const id = await startCampaign(env.app, ripley);
    const missionId = await manualRaid(env.app, ripley, id);
    const last = await fightOnServer(env.app, ripley, id, missionId);
    const replayId = last.finished?.replayId ?? '';
    expect(replayId).toMatch(/^[A-Za-z0-9_-]{22}$/);

    const read = await as(env.app, undefined).get(`/api/replays/${replayId}`);
    expect(read.statusCode).toBe(200);
    const replay = read.json();
    expect(JSON.stringify(replay)).not.toMatch(/ripley|campaign_id|history|nickname/i);
    expect(replay.rulesVersion).toBe(RULES_VERSION);
    // Issue 32: no seed in the answer, even of a battle over; the server keeps it (128 bits, CSPRNG).
    expect(Object.keys(replay)).not.toContain('seed');
    const [kept] = await env.db.select().from(battleReplays).where(eq(battleReplays.id, replayId));
    expect(kept?.seed).toMatch(/^[0-9a-f]{32}$/);
    // The input is the whole battle that went in: a normal campaign's force on day 1 (+8 aim, rules 9).
    expect(replay.input.mission.force).toEqual({ extraHostiles: 0, hostileHp: 0, hostileAim: 8 });
    // The frames are what was played; under the same rules the kept seed and the actions give them again.
    const again = replayFrames(replay.input, kept?.seed ?? 0, replay.actions);
    if (!again.ok) throw new Error(JSON.stringify(again.error));
    expect(replay.frames.map((f: { log: unknown }) => f.log)).toEqual(again.frames.map((f) => f.log));
    expect(replay.frames.at(-1).battle.status).toBe(last.battle.status);

    // The campaign's marks travel with every replay from it, as they stand when it is read.
    expect(replay.marks).toEqual([]);
    const [soldier] = (await as(env.app, ripley).get(`/api/squad?campaign_id=${id}`)).json();
    await as(env.app, ripley).patch(`/api/squad/${soldier.id}`, { experience: 5000 });
    expect((await as(env.app, undefined).get(`/api/replays/${replayId}`)).json().marks).toEqual(['edited']);
  });

  it('refuses a client’s upload (410) and answers a missing or malformed id', async () => {
    const ripley = await signUp(env.app, 'ripley');
    const id = await startCampaign(env.app, ripley);
    const upload = await as(env.app, ripley).post(`/api/campaigns/${id}/replays`, { missionId: 'mission-1', log: [] });
    expect([upload.statusCode, upload.json()]).toEqual([410, { error: REPLAY_UPLOAD_GONE }]);
    expect((await as(env.app, undefined).get('/api/replays/AAAAAAAAAAAAAAAAAAAAAA')).json()).toEqual({
      error: 'Replay not found',
    });
    expect((await as(env.app, undefined).get('/api/replays/not%20an%20id')).statusCode).toBe(400);
    expect(MAX_REPLAYS_PER_USER).toBe(200);
  });
});

import { battleOutcome, type GameState, replayBattle } from '@holdfast/engine';
import { expect, it } from 'vitest';
import { act, gameState } from './support/actions';
import { fightToTheEnd } from './support/battles';
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
  const missionId = state.missions[0]?.id ?? '';
  return { state, missionId, ...fightToTheEnd(state, missionId) };
}

describeEachDatabase('battle replays', (env) => {
  it('keeps a fought battle under an unguessable id that anyone can read and replay to the same end', async () => {
    const ripley = await signUp(env.app, 'ripley');
    const id = await startCampaign(env.app, ripley);
    const { missionId, log, outcome } = await manualRaid(env.app, ripley, id);

    const saved = await as(env.app, ripley).post(`/api/campaigns/${id}/replays`, { missionId, log });
    expect(saved.statusCode).toBe(201);
    const replayId: string = saved.json().id;
    expect(replayId).toMatch(/^[A-Za-z0-9_-]{22}$/);
    const again = await as(env.app, ripley).post(`/api/campaigns/${id}/replays`, { missionId, log });
    expect([again.statusCode, again.json()]).toEqual([200, { id: replayId }]);

    // The battle can still be brought home afterwards, and the link keeps working.
    await act(env.app, ripley, id, { type: 'completeBattle', missionId, log });
    const read = await as(env.app, undefined).get(`/api/replays/${replayId}`);
    expect(read.statusCode).toBe(200);
    const replay = read.json();
    expect(JSON.stringify(replay)).not.toMatch(/ripley|campaign_id|history|nickname/i);
    expect(replay.actions).toEqual(log.map((entry) => entry.action));
    const replayed = replayBattle(
      replay.input,
      replay.seed,
      log.map((entry) => ({ ...entry })),
    );
    if (!replayed.ok) throw new Error(JSON.stringify(replayed.error));
    expect(battleOutcome(replayed.battle)).toEqual(outcome);

    // The campaign's marks travel with every replay from it, as they stand when it is read.
    expect(replay.marks).toEqual([]);
    const [soldier] = (await as(env.app, ripley).get(`/api/squad?campaign_id=${id}`)).json();
    await as(env.app, ripley).patch(`/api/squad/${soldier.id}`, { experience: 5000 });
    expect((await as(env.app, undefined).get(`/api/replays/${replayId}`)).json().marks).toEqual(['edited']);
  });

  it('refuses guests, other commanders, changed or unfinished logs, and missions not awaiting a battle', async () => {
    const ripley = await signUp(env.app, 'ripley');
    const hicks = await signUp(env.app, 'hicks');
    const id = await startCampaign(env.app, ripley);
    const { missionId, log } = await manualRaid(env.app, ripley, id);
    const post = (who: typeof ripley | undefined, body: object) =>
      as(env.app, who).post(`/api/campaigns/${id}/replays`, body);

    expect((await post(undefined, { missionId, log })).statusCode).toBe(401);
    expect((await post(hicks, { missionId, log })).statusCode).toBe(404);
    const tampered = log.map((entry, i) => (i === 2 ? { ...entry, checksum: '00000000' } : entry));
    expect((await post(ripley, { missionId, log: tampered })).statusCode).toBe(422);
    expect((await post(ripley, { missionId, log: log.slice(0, -1) })).json()).toEqual({
      error: 'The battle has not ended: send every action up to the last',
    });
    expect((await post(ripley, { missionId: 'mission-999', log })).statusCode).toBe(409);
    expect((await as(env.app, undefined).get('/api/replays/AAAAAAAAAAAAAAAAAAAAAA')).json()).toEqual({
      error: 'Replay not found',
    });
    expect((await as(env.app, undefined).get('/api/replays/not%20an%20id')).statusCode).toBe(400);
  });
});

/**
 * The spec's stored-mission routes (missions-battle-themes §4, §7): CRUD, the start / complete /
 * fail / abort transitions with their timestamps, the list filters and stats, bad input 400, a move
 * the status forbids 409, and another user's missions 404.
 */
import { expect, it } from 'vitest';
import type { Database } from '../src/db/client';
import { missions } from '../src/db/schema';
import { act, gameState } from './support/actions';
import { describeEachDatabase } from './support/databases';
import { as, type Commander, signUp, startCampaign } from './support/http';

type Api = ReturnType<typeof as>;

async function addMission(api: Api, body: Record<string, unknown>) {
  const response = await api.post('/api/missions', body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

async function soldiers(api: Api, campaignId: number): Promise<{ id: number; ref: string }[]> {
  return (await api.get(`/api/squad?campaign_id=${campaignId}`)).json();
}

describeEachDatabase('stored missions', (env) => {
  async function commanderWithCampaign(name = 'ripley'): Promise<{ who: Commander; api: Api; id: number }> {
    const who = await signUp(env.app, name);
    const id = await startCampaign(env.app, who);
    return { who, api: as(env.app, who), id };
  }

  it('creates, reads, updates and deletes a mission the engine can load', async () => {
    const { who, api, id } = await commanderWithCampaign();
    const created = await addMission(api, { campaign_id: id, mission_type: 'raid' });
    expect(created).toMatchObject({
      campaign_id: id,
      mission_type: 'raid',
      difficulty: 'medium',
      status: 'available',
      assigned_squad: '[]',
      success: null,
      failure_reason: null,
      completed_at: null,
    });
    expect(created.ref).toMatch(/^mission-\d+$/);
    expect(Number.isNaN(Date.parse(created.started_at))).toBe(false);

    // An offered mission was never deployed: the engine does not see it, and a day leaves it alone.
    const state = await gameState(env.app, who, id);
    expect(state.missions).toEqual([]);
    expect(state.nextId).toBeGreaterThan(Number(created.ref.split('-')[1]));
    await act(env.app, who, id, { type: 'advanceDay' });
    expect((await api.get(`/api/missions/${created.id}`)).json()).toMatchObject({ status: 'available' });

    const patched = await api.patch(`/api/missions/${created.id}`, { difficulty: 'hard', failure_reason: 'late' });
    expect(patched.statusCode, patched.body).toBe(200);
    expect(patched.json()).toMatchObject({ difficulty: 'hard', failure_reason: 'late', status: 'available' });
    expect((await api.get(`/api/missions/${created.id}`)).json()).toEqual(patched.json());

    // Started, it is a deployed mission the engine loads.
    const squad = await soldiers(api, id);
    const started = await api.post(`/api/missions/${created.id}/start`, { assigned_squad: [squad[0]?.id] });
    expect(started.statusCode, started.body).toBe(200);
    expect((await gameState(env.app, who, id)).missions.map((m) => [m.id, m.templateId, m.status])).toEqual([
      [created.ref, 'raid', 'Active'],
    ]);

    expect((await api.delete(`/api/missions/${created.id}`)).statusCode).toBe(204);
    expect((await api.get(`/api/missions/${created.id}`)).statusCode).toBe(404);
    expect((await gameState(env.app, who, id)).missions).toEqual([]);
  });

  it('names soldiers by the ids /api/squad uses, whoever wrote the mission', async () => {
    const { who, api, id } = await commanderWithCampaign();
    const squad = await soldiers(api, id);
    const recordId = (ref: string) => squad.find((soldier) => soldier.ref === ref)?.id;

    // A mission the game deployed (an action) lists its squad by record id.
    const picked = (await gameState(env.app, who, id)).squad.slice(0, 2).map((soldier) => soldier.id);
    await act(env.app, who, id, { type: 'deployMission', templateId: 'patrol', soldierIds: picked, mode: 'auto' });
    const [deployed] = (await api.get(`/api/missions?campaign_id=${id}`)).json() as { assigned_squad: string }[];
    expect(JSON.parse(deployed?.assigned_squad ?? 'null')).toEqual(picked.map(recordId));

    // A PATCH with a soldier's record id reads back that id; the engine sees the soldier's ref.
    const [first, second] = squad;
    if (!first || !second) throw new Error('the starting squad has at least two soldiers');
    const mission = await addMission(api, { campaign_id: id, mission_type: 'raid', assigned_squad: [first.id] });
    expect(JSON.parse(mission.assigned_squad)).toEqual([first.id]);
    const patched = await api.patch(`/api/missions/${mission.id}`, { assigned_squad: [second.id] });
    expect(patched.statusCode, patched.body).toBe(200);
    expect(JSON.parse(patched.json().assigned_squad)).toEqual([second.id]);
    expect(JSON.parse((await api.get(`/api/missions/${mission.id}`)).json().assigned_squad)).toEqual([second.id]);
    const started = await api.post(`/api/missions/${mission.id}/start`, {
      assigned_squad: JSON.stringify([first.id, second.id]),
    });
    expect(JSON.parse(started.json().assigned_squad)).toEqual([first.id, second.id]);
    const loaded = (await gameState(env.app, who, id)).missions.find((m) => m.id === mission.ref);
    expect(loaded?.squad).toEqual([first.ref, second.ref]);
  });

  it('starts, completes, fails and aborts with their timestamps, and refuses a forbidden move with 409', async () => {
    const { who, api, id } = await commanderWithCampaign();
    const [first, second] = await soldiers(api, id);
    if (!first || !second) throw new Error('the starting squad has at least two soldiers');

    const raid = await addMission(api, { campaign_id: id, mission_type: 'raid' });
    const started = await api.post(`/api/missions/${raid.id}/start`, { assigned_squad: [first.id, second.id] });
    expect(started.statusCode, started.body).toBe(200);
    expect(started.json()).toMatchObject({ status: 'in_progress', completed_at: null });
    expect(JSON.parse(started.json().assigned_squad)).toEqual([first.id, second.id]);
    expect(Date.parse(started.json().started_at)).toBeGreaterThanOrEqual(Date.parse(raid.started_at));

    const completed = await api.post(`/api/missions/${raid.id}/complete`);
    expect(completed.statusCode, completed.body).toBe(200);
    expect(completed.json()).toMatchObject({ status: 'completed', success: true });
    expect(Date.parse(completed.json().completed_at)).toBeGreaterThanOrEqual(Date.parse(started.json().started_at));

    const again = await api.post(`/api/missions/${raid.id}/start`, { assigned_squad: '[]' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ error: 'A mission that is completed cannot be started' });

    const patrol = await addMission(api, { campaign_id: id, mission_type: 'patrol' });
    const failed = await api.post(`/api/missions/${patrol.id}/fail`, { reason: 'Ambushed at the ridge' });
    expect(failed.statusCode, failed.body).toBe(200);
    expect(failed.json()).toMatchObject({ status: 'failed', success: false, failure_reason: 'Ambushed at the ridge' });
    expect(failed.json().completed_at).not.toBeNull();

    const training = await addMission(api, { campaign_id: id, mission_type: 'training', status: 'active' });
    const aborted = await api.post(`/api/missions/${training.id}/abort`);
    expect(aborted.statusCode, aborted.body).toBe(200);
    expect(aborted.json()).toMatchObject({ status: 'aborted' });
    expect(aborted.json().completed_at).not.toBeNull();
    const completeAborted = await api.post(`/api/missions/${training.id}/complete`, { success: true });
    expect(completeAborted.statusCode).toBe(409);
    expect(completeAborted.json()).toEqual({ error: 'A mission that is aborted cannot be completed' });

    const rescue = await addMission(api, { campaign_id: id, mission_type: 'rescue' });
    const lost = await api.post(`/api/missions/${rescue.id}/complete`, { success: false });
    expect(lost.json()).toMatchObject({ status: 'completed', success: false });

    // The engine reads the finished records as finished missions.
    const state = await gameState(env.app, who, id);
    expect(state.missions.map((m) => [m.templateId, m.status, m.success])).toEqual([
      ['raid', 'Completed', true],
      ['patrol', 'Completed', false],
      ['training', 'Aborted', null],
      ['rescue', 'Completed', false],
    ]);
  });

  it('filters the list and counts the stats', async () => {
    const { api, id } = await commanderWithCampaign();
    const empty = await api.get(`/api/missions/stats?campaign_id=${id}`);
    expect(empty.json()).toEqual({ total: 0, completed: 0, failed: 0, inProgress: 0, available: 0, successRate: 0 });

    await addMission(api, { campaign_id: id, mission_type: 'supply_run' });
    await addMission(api, { campaign_id: id, mission_type: 'patrol', status: 'active' });
    await addMission(api, { campaign_id: id, mission_type: 'raid', status: 'in_progress', difficulty: 'hard' });
    await addMission(api, { campaign_id: id, mission_type: 'raid', status: 'completed' });
    await addMission(api, { campaign_id: id, mission_type: 'sabotage', status: 'completed', success: false });
    await addMission(api, { campaign_id: id, mission_type: 'rescue', status: 'failed' });
    await addMission(api, { campaign_id: id, mission_type: 'training', status: 'aborted' });

    const types = async (query: string) =>
      (await api.get(`/api/missions?campaign_id=${id}${query}`))
        .json()
        .map((m: { mission_type: string }) => m.mission_type);
    expect(await types('')).toHaveLength(7);
    expect(await types('&filter=active')).toEqual(['supply_run', 'patrol']);
    expect(await types('&filter=in_progress')).toEqual(['raid']);
    expect(await types('&filter=completed')).toEqual(['raid', 'sabotage']);
    expect(await types('&status=failed')).toEqual(['rescue']);
    expect(await types('&mission_type=raid')).toEqual(['raid', 'raid']);
    expect(await types('&difficulty=hard')).toEqual(['raid']);
    expect(await types('&mission_type=raid&filter=completed')).toEqual(['raid']);

    const stats = await api.get(`/api/missions/stats?campaign_id=${id}`);
    expect(stats.statusCode, stats.body).toBe(200);
    // One success out of three finished (two completed, one failed).
    expect(stats.json()).toEqual({
      total: 7,
      completed: 2,
      failed: 1,
      inProgress: 1,
      available: 2,
      successRate: 1 / 3,
    });
  });

  it('refuses bad input with 400 on every route', async () => {
    const { api, id } = await commanderWithCampaign();
    const mission = await addMission(api, { campaign_id: id, mission_type: 'raid' });
    const bad = async (response: Promise<{ statusCode: number; json: () => { error: string } }>, error: RegExp) => {
      const answered = await response;
      expect(answered.statusCode).toBe(400);
      expect(answered.json().error).toMatch(error);
    };
    await bad(api.get('/api/missions'), /id must be a positive whole number/);
    await bad(api.get(`/api/missions?campaign_id=${id}&filter=everything`), /filter/);
    await bad(api.get(`/api/missions?campaign_id=${id}&status=sleeping`), /status/);
    await bad(api.get(`/api/missions?campaign_id=${id}&mission_type=picnic`), /Unknown mission type/);
    await bad(api.get(`/api/missions?campaign_id=${id}&difficulty=brutal`), /difficulty/);
    await bad(api.get('/api/missions/stats?campaign_id=zero'), /id must be a positive whole number/);
    await bad(api.get('/api/missions/abc'), /id must be a positive whole number/);
    await bad(api.post('/api/missions', { campaign_id: id, mission_type: 'picnic' }), /Unknown mission type/);
    await bad(api.post('/api/missions', { campaign_id: id }), /mission_type/);
    await bad(api.post('/api/missions', { campaign_id: id, mission_type: 'raid', status: 'won' }), /status/);
    await bad(
      api.post('/api/missions', { campaign_id: id, mission_type: 'raid', assigned_squad: 'not json' }),
      /assigned_squad must be a list of soldier ids/,
    );
    await bad(
      api.post('/api/missions', { campaign_id: id, mission_type: 'raid', assigned_squad: [999_999] }),
      /Soldier not found in this campaign/,
    );
    // Soldiers are named by their squad record ids only, as /api/squad names them.
    await bad(
      api.post('/api/missions', { campaign_id: id, mission_type: 'raid', assigned_squad: ['soldier-1'] }),
      /assigned_squad/,
    );
    await bad(api.patch(`/api/missions/${mission.id}`, {}), /Nothing to update/);
    await bad(api.patch(`/api/missions/${mission.id}`, { mission_type: 'patrol' }), /mission_type/);
    await bad(api.patch(`/api/missions/${mission.id}`, { success: 'yes' }), /success/);
    await bad(api.delete('/api/missions/0'), /id must be a positive whole number/);
    await bad(api.post(`/api/missions/${mission.id}/start`, {}), /assigned_squad/);
    await bad(api.post(`/api/missions/${mission.id}/start`, { assigned_squad: '[1.5]' }), /assigned_squad|id/);
    await bad(api.post(`/api/missions/${mission.id}/complete`, { success: 'yes' }), /success/);
    await bad(api.post(`/api/missions/${mission.id}/fail`, { reason: 'x'.repeat(501) }), /failure_reason|500/);
    await bad(api.post('/api/missions/nope/abort'), /id must be a positive whole number/);
    // Nothing above changed the mission.
    expect((await api.get(`/api/missions/${mission.id}`)).json()).toEqual(mission);
  });

  it('answers 404 for another user’s campaign and missions, and 401 to a guest', async () => {
    const { api: ripley, id } = await commanderWithCampaign('ripley');
    const mission = await addMission(ripley, { campaign_id: id, mission_type: 'raid' });
    const hicks = as(env.app, await signUp(env.app, 'hicks'));
    const notFound = async (response: Promise<{ statusCode: number; json: () => unknown }>, error: string) => {
      const answered = await response;
      expect(answered.statusCode).toBe(404);
      expect(answered.json()).toEqual({ error });
    };
    await notFound(hicks.get(`/api/missions?campaign_id=${id}`), 'Campaign not found');
    await notFound(hicks.get(`/api/missions/stats?campaign_id=${id}`), 'Campaign not found');
    await notFound(hicks.post('/api/missions', { campaign_id: id, mission_type: 'raid' }), 'Campaign not found');
    await notFound(hicks.get(`/api/missions/${mission.id}`), 'Mission not found');
    await notFound(hicks.patch(`/api/missions/${mission.id}`, { difficulty: 'easy' }), 'Mission not found');
    await notFound(hicks.post(`/api/missions/${mission.id}/start`, { assigned_squad: [] }), 'Mission not found');
    await notFound(hicks.post(`/api/missions/${mission.id}/complete`), 'Mission not found');
    await notFound(hicks.post(`/api/missions/${mission.id}/fail`), 'Mission not found');
    await notFound(hicks.post(`/api/missions/${mission.id}/abort`), 'Mission not found');
    await notFound(hicks.delete(`/api/missions/${mission.id}`), 'Mission not found');
    expect((await as(env.app, undefined).get(`/api/missions?campaign_id=${id}`)).statusCode).toBe(401);
    expect((await ripley.get(`/api/missions/${mission.id}`)).json()).toEqual(mission);
    await expectRowCount(env.db, 1);
  });
});

async function expectRowCount(db: Database, count: number) {
  expect(await db.select().from(missions)).toHaveLength(count);
}

import { newCampaign, STARTING_RESOURCES } from '@holdfast/engine';
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { campaigns, events, facilities, missions, research, squadMembers, users } from '../src/db/schema';
import { createCampaignFromState } from '../src/repositories/campaigns';
import { describeEachDatabase } from './support/databases';
import { as, signUp, startCampaign } from './support/http';

async function totalCampaigns(env: { db: import('../src/db/client').Database }, userId: number) {
  const [row] = await env.db.select({ total: users.totalCampaigns }).from(users).where(eq(users.id, userId));
  return row?.total;
}

describeEachDatabase('creating a campaign', (env) => {
  it('answers 201 {success, id, theme} and stores the Command Center at (2,2) and four soldiers', async () => {
    const ripley = await signUp(env.app, 'ripley');
    const response = await as(env.app, ripley).post('/api/campaigns', {
      name: '  Hadley’s Hope  ',
      difficulty: 'hard',
      theme: 'archbound',
      description: 'Colony defence',
      // The spec's client also sends start values; the engine decides them instead.
      user_id: 12345,
      day: 99,
      threat_level: 1,
      supplies: 100,
      intel: 0,
      reputation: 0,
    });
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toEqual({ success: true, id: expect.any(Number), theme: 'archbound' });

    const campaign = await as(env.app, ripley).get(`/api/campaigns/${body.id}`);
    expect(campaign.json()).toMatchObject({
      id: body.id,
      user_id: ripley.id,
      name: 'Hadley’s Hope',
      description: 'Colony defence',
      difficulty: 'hard',
      theme: 'archbound',
      day: 1,
      threat_level: 1,
      funds: 15000,
      supplies: STARTING_RESOURCES.supplies,
      intel: 0,
      reputation: 0,
      total_playtime: 0,
      is_active: 1,
      game_over: 0,
      victory: 0,
      last_played: null,
    });

    const base = await env.db.select().from(facilities).where(eq(facilities.campaignId, body.id));
    expect(base).toEqual([
      expect.objectContaining({
        facilityType: 'command',
        facilityName: 'Command Center',
        gridRow: 2,
        gridCol: 2,
        level: 1,
      }),
    ]);
    const squad = await env.db.select().from(squadMembers).where(eq(squadMembers.campaignId, body.id));
    expect(squad.map((s) => [s.rank, s.experience, s.health, s.status])).toEqual([
      ['Sergeant', 125, 100, 'Ready'],
      ['Corporal', 60, 100, 'Ready'],
      ['Private', 0, 100, 'Ready'],
      ['Private', 0, 100, 'Ready'],
    ]);
    for (const soldier of squad) expect(soldier.name).toMatch(/^\S+ \S+$/);
    expect(await totalCampaigns(env, ripley.id)).toBe(1);
  });

  it('defaults to normal difficulty and the vanilla theme', async () => {
    const ripley = await signUp(env.app, 'ripley');
    const id = await startCampaign(env.app, ripley, { name: 'Defaults' });
    expect((await as(env.app, ripley).get(`/api/campaigns/${id}`)).json()).toMatchObject({
      difficulty: 'normal',
      theme: 'vanilla',
      funds: 25000,
      description: null,
    });
  });

  it.each([
    [{}, 'Campaign name is required'],
    [{ name: '' }, 'Campaign name is required'],
    [{ name: '   ' }, 'Campaign name is required'],
    [{ name: null }, 'Campaign name is required'],
    [{ name: 'x'.repeat(101) }, 'Campaign name must be at most 100 characters'],
    [{ name: 'Op', difficulty: 'nightmare' }, 'difficulty'],
    [{ name: 'Op', theme: 'space' }, 'theme'],
    [{ name: 'Op', description: 5 }, 'description'],
    [{ name: 'Op', funds: 'lots' }, 'funds'],
  ])('refuses %j with 400 and { error }', async (payload, message) => {
    const ripley = await signUp(env.app, 'ripley');
    const response = await as(env.app, ripley).post('/api/campaigns', payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: expect.stringContaining(message) });
    expect(await env.db.select().from(campaigns)).toEqual([]);
  });

  it('is atomic: a failure part-way leaves no campaign, no rows and the count unchanged', async () => {
    const ripley = await signUp(env.app, 'ripley');
    const state = newCampaign({ name: 'Doomed', difficulty: 'normal', theme: 'vanilla', seed: 7 });
    const commandCenter = state.facilities[0];
    if (!commandCenter) throw new Error('newCampaign gave no Command Center');
    // A second facility on the Command Center's slot breaks the unique position after the
    // campaign row and the first facility are already written.
    const clash = {
      ...state,
      facilities: [commandCenter, { ...commandCenter, id: 'facility-99', type: 'barracks' as const }],
    };
    await expect(createCampaignFromState(env.db, ripley.id, clash)).rejects.toThrow();
    for (const table of [campaigns, facilities, squadMembers, research, missions, events]) {
      expect(await env.db.select().from(table)).toEqual([]);
    }
    expect(await totalCampaigns(env, ripley.id)).toBe(0);
    // Nothing is left half-done: the next campaign is created normally.
    await startCampaign(env.app, ripley);
    expect(await totalCampaigns(env, ripley.id)).toBe(1);
  });
});

describeEachDatabase('listing, changing and deleting campaigns', (env) => {
  it('lists the caller’s campaigns newest first, never another user’s', async () => {
    const ripley = await signUp(env.app, 'ripley');
    const newt = await signUp(env.app, 'newt');
    const first = await startCampaign(env.app, ripley, { name: 'First' });
    const second = await startCampaign(env.app, ripley, { name: 'Second' });
    await startCampaign(env.app, newt, { name: 'Newt’s' });

    const list = await as(env.app, ripley).get('/api/campaigns');
    expect(list.statusCode).toBe(200);
    expect(list.json().map((c: { id: number }) => c.id)).toEqual([second, first]);

    const own = await as(env.app, ripley).get(`/api/campaigns?user_id=${ripley.id}`);
    expect(own.json()).toHaveLength(2);
    const others = await as(env.app, ripley).get(`/api/campaigns?user_id=${newt.id}`);
    expect(others.json()).toEqual([]);
  });

  it('keeps one active campaign per user: the newest, or the one made active', async () => {
    const ripley = await signUp(env.app, 'ripley');
    const first = await startCampaign(env.app, ripley, { name: 'First' });
    const second = await startCampaign(env.app, ripley, { name: 'Second' });
    const active = async () =>
      (await as(env.app, ripley).get('/api/campaigns'))
        .json()
        .map((c: { id: number; is_active: number }) => [c.id, c.is_active]);
    expect(await active()).toEqual([
      [second, 1],
      [first, 0],
    ]);
    const patched = await as(env.app, ripley).patch(`/api/campaigns/${first}`, { is_active: 1 });
    expect(patched.statusCode).toBe(200);
    expect(patched.json().is_active).toBe(1);
    expect(await active()).toEqual([
      [second, 0],
      [first, 1],
    ]);
  });

  it('stays consistent under simultaneous creation: every campaign counted, exactly one active', async () => {
    const ripley = await signUp(env.app, 'ripley');
    const created = await Promise.all(
      Array.from({ length: 6 }, (_, i) => as(env.app, ripley).post('/api/campaigns', { name: `Wave ${i}` })),
    );
    expect(created.map((r) => r.statusCode)).toEqual([201, 201, 201, 201, 201, 201]);
    const list = (await as(env.app, ripley).get('/api/campaigns')).json();
    expect(list).toHaveLength(6);
    expect(list.filter((c: { is_active: number }) => c.is_active === 1)).toHaveLength(1);
    expect(await totalCampaigns(env, ripley.id)).toBe(6);
  });

  it('renames, describes and records play time; refuses game values with 400', async () => {
    const ripley = await signUp(env.app, 'ripley');
    const id = await startCampaign(env.app, ripley);
    const before = (await as(env.app, ripley).get(`/api/campaigns/${id}`)).json();
    const response = await as(env.app, ripley).patch(`/api/campaigns/${id}`, {
      name: ' Renamed ',
      description: 'Now with a description',
      total_playtime: 360,
      last_played: '2030-01-02T03:04:05.000Z',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      name: 'Renamed',
      description: 'Now with a description',
      total_playtime: 360,
      last_played: '2030-01-02T03:04:05.000Z',
    });
    expect(Date.parse(response.json().updated_at)).toBeGreaterThanOrEqual(Date.parse(before.updated_at));

    const cheat = await as(env.app, ripley).patch(`/api/campaigns/${id}`, { funds: 999999, day: 40 });
    expect(cheat.statusCode).toBe(400);
    expect(cheat.json()).toEqual({ error: 'Unknown or read-only field(s): funds, day' });
    const blank = await as(env.app, ripley).patch(`/api/campaigns/${id}`, { name: '  ' });
    expect(blank.json()).toEqual({ error: 'Campaign name is required' });
    expect((await as(env.app, ripley).get(`/api/campaigns/${id}`)).json().funds).toBe(25000);
  });

  it('deletes a campaign with everything under it and keeps total_campaigns true', async () => {
    const ripley = await signUp(env.app, 'ripley');
    const kept = await startCampaign(env.app, ripley, { name: 'Kept' });
    const doomed = await startCampaign(env.app, ripley, { name: 'Doomed' });
    expect(await totalCampaigns(env, ripley.id)).toBe(2);

    const response = await as(env.app, ripley).delete(`/api/campaigns/${doomed}`);
    expect(response.statusCode).toBe(204);
    expect((await as(env.app, ripley).get(`/api/campaigns/${doomed}`)).statusCode).toBe(404);
    expect(await env.db.select().from(facilities).where(eq(facilities.campaignId, doomed))).toEqual([]);
    expect(await env.db.select().from(squadMembers).where(eq(squadMembers.campaignId, doomed))).toEqual([]);
    expect(await env.db.select().from(squadMembers).where(eq(squadMembers.campaignId, kept))).toHaveLength(4);
    expect(await totalCampaigns(env, ripley.id)).toBe(1);
    expect((await as(env.app, ripley).get('/api/auth/me')).json().total_campaigns).toBe(1);
  });

  it('answers another user’s campaign with 404 on every call, and changes nothing', async () => {
    const ripley = await signUp(env.app, 'ripley');
    const burke = await signUp(env.app, 'burke');
    const id = await startCampaign(env.app, ripley, { name: 'Mine' });
    const intruder = as(env.app, burke);
    for (const response of [
      await intruder.get(`/api/campaigns/${id}`),
      await intruder.get(`/api/campaigns/${id}/state`),
      await intruder.patch(`/api/campaigns/${id}`, { name: 'Stolen', is_active: 1 }),
      await intruder.delete(`/api/campaigns/${id}`),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ error: 'Campaign not found' });
    }
    const [row] = await env.db.select().from(campaigns).where(eq(campaigns.id, id));
    expect(row).toMatchObject({ name: 'Mine', isActive: true });
    expect((await intruder.get('/api/campaigns')).json()).toEqual([]);
  });

  it('answers every campaigns call with 401 for a guest', async () => {
    const guest = as(env.app, undefined);
    for (const response of [
      await guest.get('/api/campaigns'),
      await guest.post('/api/campaigns', { name: 'Op' }),
      await guest.get('/api/campaigns/1'),
      await guest.get('/api/campaigns/1/state'),
      await guest.patch('/api/campaigns/1', { name: 'x' }),
      await guest.delete('/api/campaigns/1'),
    ]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ error: 'Not signed in' });
    }
  });

  it('serves the whole game state the base screen renders', async () => {
    const ripley = await signUp(env.app, 'ripley');
    const id = await startCampaign(env.app, ripley, { name: 'State', difficulty: 'easy', theme: 'majestic' });
    const response = await as(env.app, ripley).get(`/api/campaigns/${id}/state`);
    expect(response.statusCode).toBe(200);
    const state = response.json();
    expect(state).toMatchObject({
      schemaVersion: 1,
      name: 'State',
      difficulty: 'easy',
      theme: 'majestic',
      day: 1,
      resources: { funds: 35000, supplies: STARTING_RESOURCES.supplies, intel: 0 },
      facilities: [{ id: 'facility-1', type: 'command', row: 2, col: 2, isActive: true }],
      research: [],
      missions: [],
    });
    // Whatever the engine logs on day 1 (its opening story), and ids it has not handed out yet.
    expect(state.events.every((e: { day: number }) => e.day === 1)).toBe(true);
    const ids = [...state.facilities, ...state.squad, ...state.events].map((e: { id: string }) =>
      Number(e.id.split('-')[1]),
    );
    expect(state.nextId).toBe(Math.max(...ids) + 1);
    expect(state.squad.map((s: { id: string; rank: string }) => [s.id, s.rank])).toEqual([
      ['soldier-2', 'Sergeant'],
      ['soldier-3', 'Corporal'],
      ['soldier-4', 'Private'],
      ['soldier-5', 'Private'],
    ]);
    // The generator stays on the server (issue 21): no answer carries it.
    expect(state).not.toHaveProperty('rng');
  });
});

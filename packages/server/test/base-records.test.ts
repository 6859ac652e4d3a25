/**
 * The spec's raw squad, facility and research routes (§7): validated, owner-scoped, the facility
 * position unique (409 naming the constraint), and the batch helpers all or nothing.
 */
import { maxHealthFor } from '@holdfast/engine';
import { expect, it } from 'vitest';
import { gameState } from './support/actions';
import { describeEachDatabase } from './support/databases';
import { as, signUp, startCampaign } from './support/http';

describeEachDatabase('squad records', (env) => {
  it('gives a soldier made without max_health the engine’s max health for their class', async () => {
    const ripley = await signUp(env.app, 'ripley');
    const id = await startCampaign(env.app, ripley);
    const api = as(env.app, ripley);
    for (const classId of ['heavy', 'sniper', 'none'] as const) {
      const created = await api.post('/api/squad', { campaign_id: id, name: `Private ${classId}`, class: classId });
      expect(created.statusCode, created.body).toBe(201);
      const state = await gameState(env.app, ripley, id);
      const soldier = { classId: classId === 'none' ? null : classId, unlockedSkills: [] };
      expect(created.json()).toMatchObject({
        max_health: maxHealthFor(state, soldier),
        health: maxHealthFor(state, soldier),
      });
    }
    const [heavy, sniper] = (await api.get(`/api/squad?campaign_id=${id}`)).json().slice(-3);
    expect(heavy.max_health).not.toBe(sniper.max_health);
  });

  it('lists, creates, reads, updates and deletes soldiers of one’s own campaign', async () => {
    const ripley = await signUp(env.app, 'ripley');
    const id = await startCampaign(env.app, ripley);
    const api = as(env.app, ripley);
    const list = await api.get(`/api/squad?campaign_id=${id}`);
    expect(list.statusCode).toBe(200);
    expect(list.json().map((s: { rank: string }) => s.rank)).toEqual(['Sergeant', 'Corporal', 'Private', 'Private']);

    const created = await api.post('/api/squad', {
      campaign_id: id,
      name: 'Dwayne Hicks',
      health: 80,
      max_health: 100,
      status: 'Wounded',
      missions_completed: 2,
      nickname: ' Corporal ',
      class: 'none',
      experience: 70,
      unlocked_skills: '[]',
    });
    expect(created.statusCode, created.body).toBe(201);
    const hicks = created.json();
    expect(hicks).toMatchObject({
      campaign_id: id,
      name: 'Dwayne Hicks',
      nickname: 'Corporal',
      rank: 'Corporal',
      class: null,
      health: 80,
      status: 'Wounded',
      unlocked_skills: '[]',
      loadout: JSON.stringify({ weapon: 'assault_rifle', armor: 'standard_vest', utility: 'medkit' }),
    });
    // The new record is part of the game: it has a fresh engine id and the engine can load it.
    const state = await gameState(env.app, ripley, id);
    expect(state.squad.map((s) => s.id)).toContain(hicks.ref);
    expect(new Set(state.squad.map((s) => s.id)).size).toBe(5);
    expect(state.nextId).toBeGreaterThan(Number(hicks.ref.split('-')[1]));

    const patched = await api.patch(`/api/squad/${hicks.id}`, {
      health: 100,
      status: 'Ready',
      class: 'heavy',
      loadout: { weapon: 'shotgun', armor: 'heavy_armor', utility: 'grenade' },
    });
    expect(patched.statusCode, patched.body).toBe(200);
    expect(patched.json()).toMatchObject({ health: 100, status: 'Ready', class: 'heavy' });
    expect(JSON.parse(patched.json().loadout)).toEqual({ weapon: 'shotgun', armor: 'heavy_armor', utility: 'grenade' });
    expect((await api.get(`/api/squad/${hicks.id}`)).json()).toEqual(patched.json());

    expect((await api.delete(`/api/squad/${hicks.id}`)).statusCode).toBe(204);
    expect((await api.get(`/api/squad/${hicks.id}`)).statusCode).toBe(404);
  });

  it('refuses bad values with 400 and another user’s soldiers with 404', async () => {
    const ripley = await signUp(env.app, 'ripley');
    const hicks = await signUp(env.app, 'hicks');
    const id = await startCampaign(env.app, ripley);
    const [member] = (await as(env.app, ripley).get(`/api/squad?campaign_id=${id}`)).json();
    const api = as(env.app, ripley);
    const bad: [unknown, string | RegExp][] = [
      [{ nickname: 'x'.repeat(21) }, 'Nickname must be 1-20 characters!'],
      [{ nickname: '   ' }, 'Nickname must be 1-20 characters!'],
      [{ health: -1 }, 'health must be at least 0'],
      [{ health: 101 }, 'Health cannot exceed max_health'],
      [{ max_health: 0 }, 'max_health must be at least 1'],
      [{ experience: 1.5 }, 'experience must be a whole number'],
      [{ status: 'Sleeping' }, /status/],
      [{ class: 'wizard' }, /class/],
      [{ rank: 'General' }, /rank/],
      [{ unlocked_skills: 'not json' }, 'unlocked_skills must be JSON'],
      [{ unlocked_skills: ['fly'] }, 'Unknown skill'],
      [{ loadout: { weapon: 'laser', armor: 'standard_vest', utility: 'medkit' } }, 'Unknown weapon'],
      [{ campaign_id: 5 }, 'Unknown or read-only field(s): campaign_id'],
    ];
    for (const [body, message] of bad) {
      const response = await api.patch(`/api/squad/${member.id}`, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().error).toMatch(message);
    }
    expect((await api.post('/api/squad', { campaign_id: id })).statusCode).toBe(400);
    expect((await api.get('/api/squad')).statusCode).toBe(400);
    expect((await api.get('/api/squad/abc')).statusCode).toBe(400);

    const other = as(env.app, hicks);
    expect((await other.get(`/api/squad?campaign_id=${id}`)).json()).toEqual({ error: 'Campaign not found' });
    expect((await other.get(`/api/squad/${member.id}`)).json()).toEqual({ error: 'Squad member not found' });
    expect((await other.patch(`/api/squad/${member.id}`, { health: 1 })).statusCode).toBe(404);
    expect((await other.delete(`/api/squad/${member.id}`)).statusCode).toBe(404);
    expect((await other.post('/api/squad', { campaign_id: id, name: 'Spy' })).statusCode).toBe(404);
    expect((await as(env.app, undefined).get(`/api/squad/${member.id}`)).statusCode).toBe(401);
    expect((await api.get(`/api/squad/${member.id}`)).json()).toEqual(member);
  });

  it('applies a batch all or nothing', async () => {
    const ripley = await signUp(env.app, 'ripley');
    const hicks = await signUp(env.app, 'hicks');
    const id = await startCampaign(env.app, ripley);
    const hicksCampaign = await startCampaign(env.app, hicks);
    const api = as(env.app, ripley);
    const [a, b] = (await api.get(`/api/squad?campaign_id=${id}`)).json();
    const [theirs] = (await as(env.app, hicks).get(`/api/squad?campaign_id=${hicksCampaign}`)).json();

    const batch = await api.patch('/api/squad/batch', [
      { memberId: a.id, updates: { health: 60, status: 'Wounded' } },
      { memberId: b.id, updates: { experience: 200, rank: 'Staff Sergeant' } },
    ]);
    expect(batch.statusCode, batch.body).toBe(200);
    expect(batch.json().map((m: { health: number; rank: string }) => [m.health, m.rank])).toEqual([
      [60, a.rank],
      [100, 'Staff Sergeant'],
    ]);

    // One unknown (another user's) soldier: nothing of the batch is applied.
    const unowned = await api.patch('/api/squad/batch', [
      { memberId: a.id, updates: { health: 10 } },
      { memberId: theirs.id, updates: { health: 10 } },
    ]);
    expect([unowned.statusCode, unowned.json()]).toEqual([404, { error: 'Squad member not found' }]);
    // One bad value found only against the stored row: nothing applied either.
    const tooHealthy = await api.patch('/api/squad/batch', [
      { memberId: b.id, updates: { health: 5 } },
      { memberId: a.id, updates: { health: 500 } },
    ]);
    expect(tooHealthy.statusCode).toBe(400);
    expect((await api.get(`/api/squad/${a.id}`)).json().health).toBe(60);
    expect((await api.get(`/api/squad/${b.id}`)).json().health).toBe(100);
    expect((await api.patch('/api/squad/batch', [])).statusCode).toBe(400);
    expect((await api.patch('/api/squad/batch', [{ memberId: a.id, updates: { health: 'x' } }])).statusCode).toBe(400);
  });
});

describeEachDatabase('facility records', (env) => {
  it('creates, moves, updates and deletes facilities; a taken position answers 409 naming the unique constraint', async () => {
    const ripley = await signUp(env.app, 'ripley');
    const id = await startCampaign(env.app, ripley);
    const api = as(env.app, ripley);
    const [command] = (await api.get(`/api/facilities?campaign_id=${id}`)).json();
    expect(command).toMatchObject({ facility_type: 'command', grid_row: 2, grid_col: 2, level: 1, is_active: 1 });

    const created = await api.post('/api/facilities', {
      campaign_id: id,
      facility_type: 'research_lab',
      level: 1,
      grid_row: 0,
      grid_col: 4,
      is_active: 0,
    });
    expect(created.statusCode, created.body).toBe(201);
    const lab = created.json();
    expect(lab).toMatchObject({ facility_type: 'research', facility_name: 'Research Lab', is_active: 0 });
    expect((await gameState(env.app, ripley, id)).facilities.map((f) => f.id)).toContain(lab.ref);

    const occupied = await api.post('/api/facilities', {
      campaign_id: id,
      facility_type: 'barracks',
      facility_name: 'Barracks',
      level: 1,
      grid_row: 2,
      grid_col: 2,
      is_active: 1,
    });
    expect(occupied.statusCode).toBe(409);
    expect(occupied.json().error).toContain('unique constraint');
    const moveOnto = await api.patch(`/api/facilities/${lab.id}`, { grid_row: 2, grid_col: 2 });
    expect(moveOnto.statusCode).toBe(409);
    expect(moveOnto.json().error).toContain('unique constraint');

    const upgraded = await api.patch(`/api/facilities/${lab.id}`, { level: 2, is_active: true, grid_col: 3 });
    expect(upgraded.json()).toMatchObject({ level: 2, is_active: 1, grid_row: 0, grid_col: 3 });
    expect((await api.delete(`/api/facilities/${lab.id}`)).statusCode).toBe(204);
    expect((await api.get(`/api/facilities/${lab.id}`)).json()).toEqual({ error: 'Facility not found' });
  });

  it('validates ranges, scopes to the owner and applies batches all or nothing', async () => {
    const ripley = await signUp(env.app, 'ripley');
    const hicks = await signUp(env.app, 'hicks');
    const id = await startCampaign(env.app, ripley);
    const api = as(env.app, ripley);
    const [command] = (await api.get(`/api/facilities?campaign_id=${id}`)).json();
    const base = { campaign_id: id, facility_type: 'medbay', level: 1, grid_row: 0, grid_col: 0, is_active: 1 };
    const bad: [object, string][] = [
      [{ grid_row: 5 }, 'grid_row must be a whole number from 0 to 4'],
      [{ grid_col: -1 }, 'grid_col must be a whole number from 0 to 4'],
      [{ grid_col: 1.5 }, 'grid_col must be a whole number from 0 to 4'],
      [{ level: 0 }, 'level must be at least 1'],
      [{ facility_type: 'casino' }, 'facility_type'],
      [{ is_active: 'yes' }, 'is_active'],
    ];
    for (const [change, message] of bad) {
      const response = await api.post('/api/facilities', { ...base, ...change });
      expect(response.statusCode, JSON.stringify(change)).toBe(400);
      expect(response.json().error).toContain(message);
    }
    expect((await api.patch(`/api/facilities/${command.id}`, { construction_days_remaining: -2 })).statusCode).toBe(
      400,
    );

    const other = as(env.app, hicks);
    expect((await other.get(`/api/facilities/${command.id}`)).statusCode).toBe(404);
    expect((await other.patch(`/api/facilities/${command.id}`, { level: 3 })).statusCode).toBe(404);
    expect((await other.post('/api/facilities', base)).json()).toEqual({ error: 'Campaign not found' });

    const medbay = (await api.post('/api/facilities', base)).json();
    const swap = await api.patch('/api/facilities/batch', [
      { facilityId: medbay.id, updates: { construction_days_remaining: 0, level: 2 } },
      { facilityId: command.id, updates: { grid_row: 0, grid_col: 0 } },
    ]);
    expect(swap.statusCode).toBe(409);
    expect(swap.json().error).toContain('unique constraint');
    // The first update of the refused batch was rolled back with it.
    expect((await api.get(`/api/facilities/${medbay.id}`)).json().level).toBe(1);

    const batch = await api.patch('/api/facilities/batch', [
      { facilityId: medbay.id, updates: { construction_days_remaining: 0, level: 2 } },
      { facilityId: command.id, updates: { level: 2 } },
    ]);
    expect(batch.statusCode, batch.body).toBe(200);
    expect(batch.json().map((f: { level: number }) => f.level)).toEqual([2, 2]);
  });
});

describeEachDatabase('research records', (env) => {
  it('creates a record from the catalogue, updates progress and completion, and keeps one per project', async () => {
    const ripley = await signUp(env.app, 'ripley');
    const hicks = await signUp(env.app, 'hicks');
    const id = await startCampaign(env.app, ripley);
    const api = as(env.app, ripley);
    const created = await api.post('/api/research', {
      campaign_id: id,
      research_type: 'basic_armor',
      research_name: 'Basic Armor',
      progress: 0,
    });
    expect(created.statusCode, created.body).toBe(201);
    const record = created.json();
    expect(record).toMatchObject({
      research_type: 'basic_armor',
      research_name: 'Basic Armor',
      progress: 0,
      completed: 0,
      completed_at: null,
      duration: 3,
      cost: JSON.stringify({ funds: 8000, supplies: 30, intel: 10 }),
      started_at: expect.any(String),
    });
    expect((await gameState(env.app, ripley, id)).research).toEqual([
      expect.objectContaining({ projectId: 'basic_armor', progress: 0, completed: false }),
    ]);

    const again = await api.post('/api/research', { campaign_id: id, research_type: 'basic_armor' });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toContain('unique constraint');

    const progressed = await api.patch(`/api/research/${record.id}`, { progress: 66.667 });
    expect(progressed.json()).toMatchObject({ progress: 66.667, completed: 0 });
    const done = await api.patch(`/api/research/${record.id}`, { progress: 100, completed: 1 });
    expect(done.json()).toMatchObject({ progress: 100, completed: 1, completed_at: expect.any(String) });
    expect((await api.get(`/api/research?campaign_id=${id}`)).json()).toEqual([done.json()]);

    for (const body of [{ progress: 101 }, { progress: -1 }, { completed: 'yes' }, { research_type: 'x' }]) {
      expect((await api.patch(`/api/research/${record.id}`, body)).statusCode, JSON.stringify(body)).toBe(400);
    }
    expect((await api.post('/api/research', { campaign_id: id, research_type: 'cold_fusion' })).statusCode).toBe(400);
    expect((await as(env.app, hicks).get(`/api/research/${record.id}`)).json()).toEqual({
      error: 'Research not found',
    });
    expect((await as(env.app, hicks).delete(`/api/research/${record.id}`)).statusCode).toBe(404);
    expect((await api.delete(`/api/research/${record.id}`)).statusCode).toBe(204);
    expect((await api.get(`/api/research?campaign_id=${id}`)).json()).toEqual([]);
  });
});

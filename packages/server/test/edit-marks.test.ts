/**
 * GAME_RULES "Marks" (issue 21): a campaign whose game fields were written through the raw record
 * routes is marked `edited` for good, in its record, its state and its replays; a soldier's name or
 * nickname, a campaign's name and a refused write leave no mark.
 */

import type { FastifyInstance } from 'fastify';
import { expect, it } from 'vitest';
import { describeEachDatabase } from './support/databases';
import { as, type Commander, signUp, startCampaign } from './support/http';

async function marksOf(app: FastifyInstance, who: Commander, id: number) {
  const record = (await as(app, who).get(`/api/campaigns/${id}`)).json();
  const state = (await as(app, who).get(`/api/campaigns/${id}/state`)).json();
  return { record: record.marks, state: state.marks ?? [] };
}

describeEachDatabase('edit marks', (env) => {
  it('leaves no mark for a name, a nickname, a campaign rename or a refused write', async () => {
    const ripley = await signUp(env.app, 'ripley');
    const id = await startCampaign(env.app, ripley);
    const api = as(env.app, ripley);
    const [soldier, other] = (await api.get(`/api/squad?campaign_id=${id}`)).json();
    expect((await api.patch(`/api/squad/${soldier.id}`, { nickname: 'Vasquez' })).statusCode).toBe(200);
    expect((await api.patch(`/api/squad/${soldier.id}`, { name: 'Jenette Vasquez' })).statusCode).toBe(200);
    const words = await api.patch('/api/squad/batch', [
      { memberId: soldier.id, updates: { nickname: 'Vas' } },
      { memberId: other.id, updates: { name: 'Al Apone' } },
    ]);
    expect(words.statusCode, words.body).toBe(200);
    expect((await api.patch(`/api/campaigns/${id}`, { name: 'Hadley’s Hope' })).statusCode).toBe(200);
    // Refused (health above max): the write and its mark are rolled back together.
    const refused = await api.patch(`/api/squad/${soldier.id}`, { health: soldier.max_health + 1, experience: 9999 });
    expect(refused.statusCode).toBe(400);
    expect(await marksOf(env.app, ripley, id)).toEqual({ record: [], state: [] });
  });

  const writes: Array<[string, (api: ReturnType<typeof as>, id: number) => Promise<{ statusCode: number }>]> = [
    [
      'a soldier’s experience',
      async (api, id) => {
        const [soldier] = (await api.get(`/api/squad?campaign_id=${id}`)).json();
        return api.patch(`/api/squad/${soldier.id}`, { experience: 2_147_483_647 });
      },
    ],
    [
      'a batch that changes health beside a nickname',
      async (api, id) => {
        const [a, b] = (await api.get(`/api/squad?campaign_id=${id}`)).json();
        return api.patch('/api/squad/batch', [
          { memberId: a.id, updates: { nickname: 'Drake' } },
          { memberId: b.id, updates: { health: 1 } },
        ]);
      },
    ],
    ['a new soldier', (api, id) => api.post('/api/squad', { campaign_id: id, name: 'Private Frost' })],
    [
      'a facility',
      (api, id) =>
        api.post('/api/facilities', { campaign_id: id, facility_type: 'barracks', level: 5, grid_row: 0, grid_col: 0 }),
    ],
    [
      'completed research',
      (api, id) =>
        api.post('/api/research', { campaign_id: id, research_type: 'basic_armor', progress: 100, completed: 1 }),
    ],
    ['a mission record', (api, id) => api.post('/api/missions', { campaign_id: id, mission_type: 'raid' })],
    [
      'a log entry',
      (api, id) =>
        api.post('/api/events', {
          campaign_id: id,
          event_type: 'story',
          event_title: 'Won the war',
          event_description: 'By hand.',
          occurred_on_day: 1,
        }),
    ],
  ];

  it.each(writes)('marks the campaign as edited, for good, after %s', async (_what, write) => {
    const ripley = await signUp(env.app, 'ripley');
    const id = await startCampaign(env.app, ripley);
    const other = await startCampaign(env.app, ripley);
    const response = await write(as(env.app, ripley), id);
    expect(response.statusCode).toBeLessThan(300);
    expect(await marksOf(env.app, ripley, id)).toEqual({ record: ['edited'], state: ['edited'] });
    // It stays through play, and touches no other campaign.
    const next = await as(env.app, ripley).post(`/api/campaigns/${id}/actions`, { type: 'advanceDay' });
    expect(next.json().state.marks).toEqual(['edited']);
    expect(await marksOf(env.app, ripley, other)).toEqual({ record: [], state: [] });
  });
});

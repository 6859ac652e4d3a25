/**
 * The authorisation matrix (issue 15): every route in Fastify's own route table, so a new route
 * cannot be forgotten, tried by a second player against the first player's user, campaign, squad
 * member, facility, research, mission and event — refused (403/404), and nothing of the first
 * player's changed — and signed out: 401. A route this file does not know fails the test until it
 * is placed in one of the lists below.
 */
import { expect, it } from 'vitest';
import { registeredRoutes } from '../src/app';
import { act, RICH, setResources } from './support/actions';
import { describeEachDatabase } from './support/databases';
import { as, type Commander, signUp, startCampaign } from './support/http';

/** Open to anyone by design. */
const PUBLIC = new Set([
  'GET /api/health',
  'GET /api/config',
  'POST /api/auth/login',
  'POST /api/auth/logout',
  'POST /api/users',
  'POST /api/password-strength',
  'GET /api/replays/:replayId',
  // A guest's record carried over once (issue 31): answers the state it reaches, stores nothing.
  'POST /api/guest-records/carry-over',
  // Gone for everyone (issue 21: the server keeps replays itself); answers 410 and changes nothing.
  'POST /api/campaigns/:id/replays',
  // Issue 36: today's battle and a day's board are for anyone to read (guests must sign in to play).
  'GET /api/daily',
  'GET /api/daily/boards/:day',
]);
/** They act on the caller alone, whatever they are sent: answered for the second player, about them. */
const SELF = new Set([
  'GET /api/auth/me',
  'GET /api/users',
  'GET /api/campaigns',
  'POST /api/campaigns',
  'POST /api/campaigns/import',
  // Issue 36: the caller's own daily try (test/daily-battle.test.ts: a guest is answered 401).
  'POST /api/daily/battle',
  'GET /api/daily/battle',
  'POST /api/daily/battle/actions',
  'PATCH /api/daily/entries/:day',
]);

interface Victim {
  userId: number;
  campaignId: number;
  ids: Record<string, number>;
}

function bodyFor(route: string, victim: Victim): unknown {
  const campaign_id = victim.campaignId;
  const bodies: Record<string, unknown> = {
    'POST /api/campaigns/:id/actions': { type: 'recruit' },
    'POST /api/campaigns/:id/battles': { missionId: 'mission-1' },
    'POST /api/campaigns/:id/battles/:missionId/actions': { action: { type: 'endTurn' }, actionCount: 0 },
    'PATCH /api/campaigns/:id': { name: 'Stolen' },
    'PATCH /api/users/:id': { email: 'stolen@example.com' },
    'POST /api/squad': { campaign_id, name: 'Infiltrator' },
    'PATCH /api/squad/batch': [{ memberId: victim.ids.squad, updates: { name: 'Infiltrator' } }],
    'PATCH /api/squad/:id': { name: 'Infiltrator' },
    'POST /api/facilities': { campaign_id, facility_type: 'barracks', grid_row: 0, grid_col: 0 },
    'PATCH /api/facilities/batch': [{ facilityId: victim.ids.facilities, updates: { level: 2 } }],
    'PATCH /api/facilities/:id': { level: 2 },
    'POST /api/research': { campaign_id, research_type: 'weapon_training' },
    'PATCH /api/research/:id': { progress: 99 },
    'POST /api/missions': { campaign_id, mission_type: 'patrol' },
    'PATCH /api/missions/:id': { failure_reason: 'sabotaged' },
    'POST /api/missions/:id/start': { assigned_squad: [victim.ids.squad] },
    'POST /api/missions/:id/complete': {},
    'POST /api/missions/:id/fail': {},
    'POST /api/missions/:id/abort': {},
    'POST /api/events': {
      campaign_id,
      event_type: 'story',
      event_title: 'Forged',
      event_description: 'Forged',
      occurred_on_day: 1,
    },
    'PATCH /api/events/:id': { event_title: 'Forged' },
  };
  return bodies[route];
}

/** The URL a route is tried at: the victim's ids in its path, the victim's campaign in its query. */
function urlFor(url: string, method: string, victim: Victim): string {
  const resource = url.split('/')[2] ?? '';
  const id = resource === 'users' ? victim.userId : resource === 'campaigns' ? victim.campaignId : victim.ids[resource];
  const path = url.replace(':id', String(id)).replace(':missionId', 'mission-1');
  const listing = method === 'GET' && !url.includes(':id') && resource !== 'campaigns' && resource !== 'users';
  return listing ? `${path}?campaign_id=${victim.campaignId}` : path;
}

async function recordsOf(app: Parameters<typeof act>[0], owner: Commander, victim: Victim) {
  const read = async (url: string) => (await as(app, owner).get(url)).json();
  const q = `campaign_id=${victim.campaignId}`;
  return {
    user: await read(`/api/users/${victim.userId}`),
    campaign: await read(`/api/campaigns/${victim.campaignId}`),
    state: await read(`/api/campaigns/${victim.campaignId}/state`),
    squad: await read(`/api/squad?${q}`),
    facilities: await read(`/api/facilities?${q}`),
    research: await read(`/api/research?${q}`),
    missions: await read(`/api/missions?${q}`),
    events: await read(`/api/events?${q}`),
  };
}

describeEachDatabase('authorisation matrix', (env) => {
  it('refuses every route on another player’s records and changes nothing; signed out, 401', async () => {
    const ripley = await signUp(env.app, 'ripley');
    const campaignId = await startCampaign(env.app, ripley);
    await setResources(env.db, campaignId, RICH);
    const start = await act(env.app, ripley, campaignId, { type: 'startResearch', projectId: 'basic_armor' });
    await act(env.app, ripley, campaignId, {
      type: 'deployMission',
      templateId: 'supply_run',
      soldierIds: [start.state.squad[0]?.id ?? ''],
      mode: 'auto',
    });
    const me = (await as(env.app, ripley).get('/api/auth/me')).json();
    const firstId = async (url: string) =>
      (await as(env.app, ripley).get(`${url}?campaign_id=${campaignId}`)).json()[0].id;
    const victim: Victim = {
      userId: me.id,
      campaignId,
      ids: {
        squad: await firstId('/api/squad'),
        facilities: await firstId('/api/facilities'),
        research: await firstId('/api/research'),
        missions: await firstId('/api/missions'),
        events: await firstId('/api/events'),
      },
    };
    const before = await recordsOf(env.app, ripley, victim);
    const hicks = await signUp(env.app, 'hicks');

    const routes = registeredRoutes(env.app).filter((r) => r.url.startsWith('/api/') && !r.url.startsWith('/api/docs'));
    const unknown: string[] = [];
    const let_through: string[] = [];
    const open_to_guests: string[] = [];
    let tried = 0;
    for (const { method, url } of routes) {
      const route = `${method} ${url}`;
      if (PUBLIC.has(route)) continue;
      const body = bodyFor(route, victim);
      if (SELF.has(route)) {
        const answer = await env.app.inject({
          method,
          url,
          headers: { cookie: hicks.cookie },
          payload: { name: 'Mine' },
        });
        expect(answer.body, route).not.toContain('ripley');
        continue;
      }
      if (body === undefined && method !== 'GET' && method !== 'DELETE') {
        unknown.push(route);
        continue;
      }
      const target = urlFor(url, method, victim);
      const payload = body === undefined ? {} : { payload: body as object };
      const asHicks = await env.app.inject({ method, url: target, headers: { cookie: hicks.cookie }, ...payload });
      if (![403, 404].includes(asHicks.statusCode))
        let_through.push(`${route} → ${asHicks.statusCode} ${asHicks.body.slice(0, 80)}`);
      const asGuest = await env.app.inject({ method, url: target, ...payload });
      if (asGuest.statusCode !== 401) open_to_guests.push(`${route} → ${asGuest.statusCode}`);
      tried += 1;
    }
    expect(unknown).toEqual([]);
    expect(let_through).toEqual([]);
    expect(open_to_guests).toEqual([]);
    expect(tried).toBeGreaterThan(35);
    expect(await recordsOf(env.app, ripley, victim)).toEqual(before);
  });
});

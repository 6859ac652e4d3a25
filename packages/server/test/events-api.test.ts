/**
 * The spec's campaign log routes (missions-battle-themes §7): CRUD, the helpers as query parameters
 * (by day, by type, between days, most recent), the timeline and summary, resource changes kept to
 * resource events, bad input 400 and another user's events 404.
 */
import { storyFor } from '@holdfast/engine';
import { THEMES, wordLogEvent } from '@holdfast/engine/themes';
import { expect, it } from 'vitest';
import type { ApiEvent } from '../src/contract';
import { gameState } from './support/actions';
import { describeEachDatabase } from './support/databases';
import { as, signUp, startCampaign } from './support/http';

type Api = ReturnType<typeof as>;

async function addEvent(api: Api, body: Record<string, unknown>): Promise<ApiEvent> {
  const response = await api.post('/api/events', { event_description: 'Logged by hand.', ...body });
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

async function listed(api: Api, url: string): Promise<ApiEvent[]> {
  const response = await api.get(url);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

describeEachDatabase('campaign log events', (env) => {
  it('lists the story events the engine logged for a new campaign', async () => {
    const ripley = await signUp(env.app, 'ripley');
    const id = await startCampaign(env.app, ripley);
    const api = as(env.app, ripley);
    const state = await gameState(env.app, ripley, id);
    expect(state.events.length).toBeGreaterThan(0);
    const events = await listed(api, `/api/events?campaign_id=${id}`);
    expect(events.map((e) => e.ref)).toEqual(state.events.map((e) => e.id));
    expect(events.map((e) => e.event_title)).toEqual(state.events.map((e) => wordLogEvent(THEMES.vanilla, e).title));
    expect(events.some((e) => e.event_type === 'story')).toBe(true);
  });

  it('keeps the engine’s log as facts and words the records in the campaign’s universe', async () => {
    const ripley = await signUp(env.app, 'ripley');
    const id = await startCampaign(env.app, ripley, { name: 'Rail Yard', theme: 'devastators' });
    const api = as(env.app, ripley);
    const state = await gameState(env.app, ripley, id);
    const [opening] = state.events;
    expect(opening).toMatchObject({ type: 'story', fact: { kind: 'story', story: 'chapter', chapter: 1 } });
    expect(opening).not.toHaveProperty('title');
    const events = await listed(api, `/api/events?campaign_id=${id}`);
    const worded = state.events.map((e) => wordLogEvent(THEMES.devastators, e).title);
    expect(events.map((e) => e.event_title)).toEqual(worded);
    expect(events[0]?.event_title).toBe(`Chapter 1: ${storyFor('devastators')[0]?.title}`);

    // Words written through the record route replace the fact: the game then shows them as they are.
    const first = events[0];
    if (!first) throw new Error('no event');
    const patched = await api.patch(`/api/events/${first.id}`, { event_title: 'Renamed by hand' });
    expect(patched.statusCode, patched.body).toBe(200);
    const after = (await gameState(env.app, ripley, id)).events.find((e) => e.id === first.ref);
    expect(after).not.toHaveProperty('fact');
    expect(after && wordLogEvent(THEMES.devastators, after).title).toBe('Renamed by hand');
  });

  it('creates, reads, updates and deletes events the engine can load', async () => {
    const ripley = await signUp(env.app, 'ripley');
    const id = await startCampaign(env.app, ripley);
    const api = as(env.app, ripley);
    const windfall = await addEvent(api, {
      campaign_id: id,
      event_type: 'resource',
      event_title: 'Supply drop',
      occurred_on_day: 3,
      resource_changes: '{"supplies":40,"funds":-100}',
    });
    expect(windfall).toMatchObject({ campaign_id: id, event_type: 'resource', occurred_on_day: 3 });
    expect(JSON.parse(windfall.resource_changes ?? 'null')).toEqual({ supplies: 40, funds: -100 });
    expect(windfall.ref).toMatch(/^event-\d+$/);

    const state = await gameState(env.app, ripley, id);
    expect(state.events.find((e) => e.id === windfall.ref)).toMatchObject({
      type: 'resource',
      title: 'Supply drop',
      day: 3,
      resourceChanges: { supplies: 40, funds: -100 },
    });

    // Turning it into a story event drops the resource changes, which only resource events carry.
    const patched = await api.patch(`/api/events/${windfall.id}`, { event_type: 'story', event_title: 'A quiet day' });
    expect(patched.statusCode, patched.body).toBe(200);
    expect(patched.json()).toMatchObject({ event_type: 'story', event_title: 'A quiet day', resource_changes: null });
    expect((await api.get(`/api/events/${windfall.id}`)).json()).toEqual(patched.json());

    expect((await api.delete(`/api/events/${windfall.id}`)).statusCode).toBe(204);
    expect((await api.get(`/api/events/${windfall.id}`)).statusCode).toBe(404);
    expect((await gameState(env.app, ripley, id)).events.map((e) => e.id)).not.toContain(windfall.ref);
  });

  it('answers the helpers: by day, by type, between days, most recent, timeline and summary', async () => {
    const ripley = await signUp(env.app, 'ripley');
    const id = await startCampaign(env.app, ripley);
    const api = as(env.app, ripley);
    // Start from an empty log, so the counts below are only the seeded events.
    for (const event of await listed(api, `/api/events?campaign_id=${id}`)) {
      expect((await api.delete(`/api/events/${event.id}`)).statusCode).toBe(204);
    }
    const seeded: [string, number][] = [
      ['story', 1],
      ['combat', 2],
      ['squad', 2],
      ['resource', 4],
      ['combat', 5],
      ['story', 5],
    ];
    for (const [type, day] of seeded) {
      await addEvent(api, {
        campaign_id: id,
        event_type: type,
        event_title: `${type} on day ${day}`,
        occurred_on_day: day,
      });
    }
    const titles = async (query: string) =>
      (await listed(api, `/api/events?campaign_id=${id}${query}`)).map((e) => e.event_title);

    expect(await titles('&day=2')).toEqual(['combat on day 2', 'squad on day 2']);
    expect(await titles('&type=combat')).toEqual(['combat on day 2', 'combat on day 5']);
    expect(await titles('&from_day=2&to_day=4')).toEqual(['combat on day 2', 'squad on day 2', 'resource on day 4']);
    expect(await titles('&recent=true&limit=3')).toEqual(['story on day 5', 'combat on day 5', 'resource on day 4']);
    expect(await titles('&recent=true')).toHaveLength(6);
    expect(await titles('&type=story&recent=1&limit=1')).toEqual(['story on day 5']);

    // Eleven more on day 6: `recent` stops at its default 10, latest day first.
    for (let n = 0; n < 11; n += 1) {
      await addEvent(api, { campaign_id: id, event_type: 'squad', event_title: `roll call ${n}`, occurred_on_day: 6 });
    }
    const recent = await listed(api, `/api/events?campaign_id=${id}&recent=true`);
    expect(recent).toHaveLength(10);
    expect(recent.every((e) => e.occurred_on_day === 6)).toBe(true);

    const timeline = await api.get(`/api/events/timeline?campaign_id=${id}`);
    expect(timeline.statusCode, timeline.body).toBe(200);
    const days: { day: number; events: ApiEvent[] }[] = timeline.json();
    expect(days.map((d) => [d.day, d.events.length])).toEqual([
      [1, 1],
      [2, 2],
      [4, 1],
      [5, 2],
      [6, 11],
    ]);
    expect(days[1]?.events.map((e) => e.event_title)).toEqual(['combat on day 2', 'squad on day 2']);

    const summary = await api.get(`/api/events/summary?campaign_id=${id}`);
    expect(summary.statusCode, summary.body).toBe(200);
    expect(summary.json()).toEqual({
      total: 17,
      byType: { story: 2, combat: 2, resource: 1, squad: 12 },
      firstDay: 1,
      lastDay: 6,
    });
  });

  it('refuses bad input with 400 on every route', async () => {
    const ripley = await signUp(env.app, 'ripley');
    const id = await startCampaign(env.app, ripley);
    const api = as(env.app, ripley);
    const event = await addEvent(api, {
      campaign_id: id,
      event_type: 'combat',
      event_title: 'Skirmish',
      occurred_on_day: 2,
    });
    const bad = async (response: Promise<{ statusCode: number; json: () => { error: string } }>, error: RegExp) => {
      const answered = await response;
      expect(answered.statusCode).toBe(400);
      expect(answered.json().error).toMatch(error);
    };
    const valid = {
      campaign_id: id,
      event_type: 'story',
      event_title: 'T',
      event_description: 'D',
      occurred_on_day: 1,
    };
    await bad(api.get('/api/events'), /id must be a positive whole number/);
    await bad(api.get(`/api/events?campaign_id=${id}&day=0`), /day must be a whole number of at least 1/);
    await bad(api.get(`/api/events?campaign_id=${id}&type=gossip`), /type/);
    await bad(api.get(`/api/events?campaign_id=${id}&from_day=5&to_day=2`), /from_day must not be after to_day/);
    await bad(api.get(`/api/events?campaign_id=${id}&recent=maybe`), /recent/);
    await bad(api.get(`/api/events?campaign_id=${id}&recent=true&limit=0`), /limit must be a whole number/);
    await bad(api.get('/api/events/timeline?campaign_id=-1'), /id must be a positive whole number/);
    await bad(api.get('/api/events/summary'), /id must be a positive whole number/);
    await bad(api.get('/api/events/1.5'), /id must be a positive whole number/);
    await bad(api.post('/api/events', { ...valid, event_type: 'gossip' }), /event_type/);
    await bad(api.post('/api/events', { ...valid, event_title: '  ' }), /event_title is required/);
    await bad(api.post('/api/events', { ...valid, occurred_on_day: 'two' }), /occurred_on_day/);
    await bad(api.post('/api/events', { ...valid, resource_changes: '{"funds":5}' }), /only for resource events/);
    await bad(
      api.post('/api/events', { ...valid, event_type: 'resource', resource_changes: '{"gold":5}' }),
      /Unknown or read-only field\(s\): gold/,
    );
    await bad(
      api.post('/api/events', { ...valid, event_type: 'resource', resource_changes: 'lots' }),
      /resource_changes must be JSON text/,
    );
    await bad(api.patch(`/api/events/${event.id}`, {}), /Nothing to update/);
    await bad(api.patch(`/api/events/${event.id}`, { resource_changes: { funds: 1 } }), /only for resource events/);
    await bad(api.patch(`/api/events/${event.id}`, { campaign_id: 2 }), /campaign_id/);
    await bad(api.delete('/api/events/abc'), /id must be a positive whole number/);
    expect((await api.get(`/api/events/${event.id}`)).json()).toEqual(event);
  });

  it('answers 404 for another user’s campaign and events, and 401 to a guest', async () => {
    const ripley = await signUp(env.app, 'ripley');
    const id = await startCampaign(env.app, ripley);
    const api = as(env.app, ripley);
    const event = await addEvent(api, {
      campaign_id: id,
      event_type: 'squad',
      event_title: 'Roll call',
      occurred_on_day: 1,
    });
    const hicks = as(env.app, await signUp(env.app, 'hicks'));
    const notFound = async (response: Promise<{ statusCode: number; json: () => unknown }>, error: string) => {
      const answered = await response;
      expect(answered.statusCode).toBe(404);
      expect(answered.json()).toEqual({ error });
    };
    await notFound(hicks.get(`/api/events?campaign_id=${id}`), 'Campaign not found');
    await notFound(hicks.get(`/api/events/timeline?campaign_id=${id}`), 'Campaign not found');
    await notFound(hicks.get(`/api/events/summary?campaign_id=${id}`), 'Campaign not found');
    await notFound(
      hicks.post('/api/events', {
        campaign_id: id,
        event_type: 'story',
        event_title: 'x',
        event_description: 'y',
        occurred_on_day: 1,
      }),
      'Campaign not found',
    );
    await notFound(hicks.get(`/api/events/${event.id}`), 'Event not found');
    await notFound(hicks.patch(`/api/events/${event.id}`, { event_title: 'Mine now' }), 'Event not found');
    await notFound(hicks.delete(`/api/events/${event.id}`), 'Event not found');
    expect((await as(env.app, undefined).get(`/api/events?campaign_id=${id}`)).statusCode).toBe(401);
    expect((await api.get(`/api/events/${event.id}`)).json()).toEqual(event);
  });
});

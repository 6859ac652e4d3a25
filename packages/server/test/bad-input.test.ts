/**
 * Bad input on every route answers 400 with `{ error }` (a readable message), never a 500 or a
 * stack trace; the request is made signed in, so validation is what answers.
 */
import { expect, it } from 'vitest';
import { describeEachDatabase } from './support/databases';
import { type Commander, signUp, startCampaign } from './support/http';

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';
type Case = [method: Method, url: string, payload?: unknown];

const BAD_IDS = ['abc', '0', '-1', '1.5', '99999999999', '1'.repeat(400), '%20', '%E0%A4%A'];

const cases = (own: { user: number; campaign: number }): Case[] => [
  // Registration and sign-in.
  ['POST', '/api/users'],
  ['POST', '/api/users', []],
  ['POST', '/api/users', 'just a string'],
  ['POST', '/api/users', { username: { $ne: '' }, email: 'a@example.com', password: 'password1' }],
  ['POST', '/api/users', { username: 'valid', email: ['a@example.com'], password: 'password1' }],
  ['POST', '/api/users', { username: 'valid', email: 'a@example.com', password: 12345678 }],
  ['POST', '/api/auth/login'],
  ['POST', '/api/auth/login', [1, 2]],
  ['POST', '/api/auth/login', { username: 'x', password: 'p'.repeat(300) }],
  // Users.
  ...BAD_IDS.map((id): Case => ['GET', `/api/users/${id}`]),
  ...BAD_IDS.map((id): Case => ['PATCH', `/api/users/${id}`, { preferences: '{}' }]),
  ...BAD_IDS.map((id): Case => ['DELETE', `/api/users/${id}`]),
  ['PATCH', `/api/users/${own.user}`, { username: 'renamed' }],
  ['PATCH', `/api/users/${own.user}`, { preferences: 'not json' }],
  ['PATCH', `/api/users/${own.user}`, { preferences: '[1, 2]' }],
  ['PATCH', `/api/users/${own.user}`, { preferences: 7 }],
  ['PATCH', `/api/users/${own.user}`, { preferences: { big: 'x'.repeat(20_000) } }],
  ['PATCH', `/api/users/${own.user}`, { email: 'nope' }],
  ['PATCH', `/api/users/${own.user}`, { password: 'short', current_password: 'whatever1' }],
  ['PATCH', `/api/users/${own.user}`, []],
  ['PATCH', `/api/users/${own.user}`, 'text'],
  // Campaigns.
  ['GET', '/api/campaigns?user_id=abc'],
  ['GET', '/api/campaigns?user_id=0'],
  ['GET', '/api/campaigns?user_id=99999999999'],
  ['POST', '/api/campaigns'],
  ['POST', '/api/campaigns', []],
  ['POST', '/api/campaigns', { name: { toString: 'x' } }],
  ['POST', '/api/campaigns', { name: 'Op', difficulty: 'NORMAL' }],
  ['POST', '/api/campaigns', { name: 'Op', theme: null }],
  ['POST', '/api/campaigns', { name: 'Op', user_id: 'me' }],
  ['POST', '/api/campaigns', { name: 'Op', description: 'd'.repeat(1001) }],
  ...BAD_IDS.map((id): Case => ['GET', `/api/campaigns/${id}`]),
  ...BAD_IDS.map((id): Case => ['GET', `/api/campaigns/${id}/state`]),
  ...BAD_IDS.map((id): Case => ['PATCH', `/api/campaigns/${id}`, { name: 'x' }]),
  ...BAD_IDS.map((id): Case => ['DELETE', `/api/campaigns/${id}`]),
  ['PATCH', `/api/campaigns/${own.campaign}`, { is_active: 2 }],
  ['PATCH', `/api/campaigns/${own.campaign}`, { is_active: 'yes' }],
  ['PATCH', `/api/campaigns/${own.campaign}`, { total_playtime: -1 }],
  ['PATCH', `/api/campaigns/${own.campaign}`, { total_playtime: 1.5 }],
  ['PATCH', `/api/campaigns/${own.campaign}`, { total_playtime: 1e12 }],
  ['PATCH', `/api/campaigns/${own.campaign}`, { last_played: 'yesterday' }],
  ['PATCH', `/api/campaigns/${own.campaign}`, { name: 5 }],
  ['PATCH', `/api/campaigns/${own.campaign}`, { victory: 1 }],
  ['PATCH', `/api/campaigns/${own.campaign}`, [{ name: 'x' }]],
];

describeEachDatabase('bad input', (env) => {
  let commander: Commander;
  let own: { user: number; campaign: number };

  it('answers every malformed request with 400 and a readable { error }', async () => {
    commander = await signUp(env.app, 'ripley');
    own = { user: commander.id, campaign: await startCampaign(env.app, commander) };
    const failures: string[] = [];
    for (const [method, url, payload] of cases(own)) {
      const response = await env.app.inject({
        method,
        url,
        headers: { cookie: commander.cookie },
        ...(payload === undefined
          ? {}
          : {
              payload: JSON.stringify(payload),
              headers: { cookie: commander.cookie, 'content-type': 'application/json' },
            }),
      });
      const body = String(response.headers['content-type']).includes('json') ? response.json() : response.body;
      const readable = typeof body?.error === 'string' && body.error.length > 0 && Object.keys(body).length === 1;
      if (response.statusCode !== 400 || !readable || /\bat \S+:\d+/.test(response.body)) {
        failures.push(
          `${method} ${url} ${JSON.stringify(payload)?.slice(0, 60)} → ${response.statusCode} ${response.body.slice(0, 200)}`,
        );
      }
    }
    expect(failures).toEqual([]);
  });

  it('answers a form-encoded body with 415 and { error }', async () => {
    commander = await signUp(env.app, 'ripley');
    const response = await env.app.inject({
      method: 'POST',
      url: '/api/campaigns',
      headers: { cookie: commander.cookie, 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'name=Op',
    });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({ error: expect.any(String) });
  });

  it.each([
    ['POST', '/api/auth/login', { username: 'rip\u0000ley', password: 'x' }],
    ['POST', '/api/users', { username: 'newt', email: 'newt@example.com', password: 'pass\u0000word123' }],
    ['POST', '/api/auth/login', { username: 'rip\uD800ley', password: 'x' }],
    ['POST', '/api/campaigns', { name: 'Op \uDC00' }],
  ])('answers NUL characters and lone surrogates in %s %s with 400, never 500', async (method, url, payload) => {
    commander = await signUp(env.app, 'ripley');
    const response = await env.app.inject({
      method: method as 'POST',
      url,
      headers: { cookie: commander.cookie },
      payload,
    });
    expect([response.statusCode, response.json()]).toEqual([
      400,
      { error: 'Text must be valid Unicode without NUL characters' },
    ]);
  });

  it('answers a body nested deeper than any request needs with 400, before any schema looks at it', async () => {
    commander = await signUp(env.app, 'ripley');
    let deep: unknown = 'x';
    for (let level = 0; level < 40; level += 1) deep = { a: deep };
    const response = await env.app.inject({
      method: 'PATCH',
      url: `/api/users/${commander.id}`,
      headers: { cookie: commander.cookie },
      payload: { preferences: deep as object },
    });
    expect([response.statusCode, response.json()]).toEqual([400, { error: 'The request is nested too deeply' }]);
  });

  it('answers a body declared in another charset than UTF-8 with 415, before any rule runs', async () => {
    const response = await env.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json; charset=utf-16' },
      payload: JSON.stringify({ username: 'ripley', password: 'x' }),
    });
    expect([response.statusCode, response.json()]).toEqual([415, { error: 'Send the body as UTF-8 JSON' }]);
    const utf8 = await env.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json; charset=UTF-8' },
      payload: JSON.stringify({ username: 'ripley', password: 'wrong password' }),
    });
    expect(utf8.statusCode).toBe(401);
  });

  it('names the field in messages zod writes itself', async () => {
    commander = await signUp(env.app, 'ripley');
    const response = await env.app.inject({
      method: 'POST',
      url: '/api/campaigns',
      headers: { cookie: commander.cookie },
      payload: { name: 'Op', difficulty: 'impossible' },
    });
    expect(response.json()).toEqual({ error: 'difficulty: Invalid option: expected one of "easy"|"normal"|"hard"' });
    const id = await env.app.inject({
      method: 'GET',
      url: '/api/campaigns/abc',
      headers: { cookie: commander.cookie },
    });
    expect(id.json()).toEqual({ error: 'id must be a positive whole number' });
  });
});

/**
 * POST /api/password-strength (issue 37): the sign-up form's estimate comes from the server, with
 * the same words registration checks (the game's, the player's own), so the browser carries no
 * dictionaries. No database is touched.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import type { Database } from '../src/db/client';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildApp({ db: {} as Database });
}, 60_000);
afterAll(async () => {
  await app.close();
});

const estimate = (body: unknown) =>
  app.inject({ method: 'POST', url: '/api/password-strength', payload: body as object });

it('answers the estimate registration applies: a common password is too easy, a long passphrase is not', async () => {
  const weak = await estimate({ password: 'Summer2024' });
  expect(weak.statusCode).toBe(200);
  expect(weak.headers['cache-control']).toBe('no-store');
  expect(weak.json()).toMatchObject({
    acceptable: false,
    suggestions: expect.arrayContaining(['Add more words that are less common.']),
  });
  expect(weak.json().score).toBeLessThan(3);

  const strong = await estimate({ password: 'correct horse battery' });
  expect(strong.json()).toMatchObject({ score: 4, acceptable: true, warning: '' });
});

it("counts the player's own names and the game's words against the password", async () => {
  const own = await estimate({ password: 'zorvanek1989', username: 'zorvanek' });
  expect(own.json()).toMatchObject({
    acceptable: false,
    warning: 'There should not be any personal or page related data.',
  });
  const unowned = await estimate({ password: 'zorvanek1989' });
  expect(unowned.json().score).toBeGreaterThan(own.json().score);
  expect((await estimate({ password: 'Holdfast2025' })).json()).toMatchObject({ acceptable: false });
});

it('refuses a missing or overlong password with a clear error', async () => {
  const missing = await estimate({});
  expect(missing.statusCode).toBe(400);
  expect(missing.json().error).toMatch(/Password is required/);
  const long = await estimate({ password: 'x'.repeat(257) });
  expect(long.statusCode).toBe(400);
  expect(long.json().error).toMatch(/at most 256/);
});

it('keeps answering everyone else while it estimates the longest repetitive password', async () => {
  // Seconds of CPU on the event loop before issue 37; on a verification thread now.
  const answered: string[] = [];
  const long = estimate({ password: 'Password1'.repeat(29).slice(0, 256) }).then((answer) => {
    answered.push('estimate');
    return answer;
  });
  await sleep(50);
  const config = await app.inject({ method: 'GET', url: '/api/config' });
  answered.push('config');
  expect(config.statusCode).toBe(200);
  const estimated = await long;
  expect(estimated.statusCode).toBe(200);
  expect(estimated.json()).toMatchObject({ acceptable: false });
  expect(answered).toEqual(['config', 'estimate']);
});

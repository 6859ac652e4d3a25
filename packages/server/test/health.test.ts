import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, expect, it } from 'vitest';
import { z } from 'zod';
import { BODY_LIMIT_BYTES, buildApp } from '../src/app';
import { describeEachDatabase, sharedDatabase } from './support/databases';

describeEachDatabase('health, docs, headers and limits', (env) => {
  it('answers GET /api/health when the database is reachable', async () => {
    const response = await env.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('can run the migrations again at the next start-up without harm', async () => {
    await (await sharedDatabase(env.kind)).migrate();
    const response = await env.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
  });

  it('publishes the OpenAPI document at /api/docs/json and the UI at /api/docs', async () => {
    const json = await env.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(json.statusCode).toBe(200);
    const document = json.json();
    expect(document.openapi).toMatch(/^3\./);
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining([
        '/api/health',
        '/api/auth/login',
        '/api/auth/logout',
        '/api/auth/me',
        '/api/users',
        '/api/users/{id}',
        '/api/campaigns',
        '/api/campaigns/{id}',
        '/api/campaigns/{id}/state',
      ]),
    );
    // The documented user never has a password field.
    const userResponse = document.paths['/api/auth/me'].get.responses['200'].content['application/json'].schema;
    expect(Object.keys(userResponse.properties).filter((field) => field.includes('password'))).toEqual([]);

    const ui = await env.app.inject({ method: 'GET', url: '/api/docs' });
    expect([200, 302]).toContain(ui.statusCode);
  });

  it('sends the security headers on API answers', async () => {
    const response = await env.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    expect(response.headers['content-security-policy']).toContain("style-src 'self' 'unsafe-inline'");
    expect(response.headers['content-security-policy']).not.toContain('upgrade-insecure-requests');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(response.headers['x-powered-by']).toBeUndefined();
  });

  it('answers an unknown /api route with 404 and { error }', async () => {
    const response = await env.app.inject({ method: 'GET', url: '/api/no-such-thing' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: 'Not found: GET /api/no-such-thing' });
  });

  it('refuses a body over 1 MiB with 413 and { error }', async () => {
    const response = await env.app.inject({
      method: 'POST',
      url: '/api/users',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ username: 'big', email: 'big@example.com', password: 'x'.repeat(BODY_LIMIT_BYTES) }),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ error: expect.any(String) });
  });

  it('answers a failure inside the server with 500 { error } and no internals', async () => {
    const app = await buildApp({ db: env.db });
    app.get('/api/test/boom', async () => {
      throw new Error('secret connection string postgres://admin:hunter2@db');
    });
    app.get('/api/test/leak', { schema: { response: { 200: z.object({ id: z.number() }) } } }, async () => ({
      id: 'not a number',
    }));
    try {
      for (const url of ['/api/test/boom', '/api/test/leak']) {
        const response = await app.inject({ method: 'GET', url });
        expect(response.statusCode).toBe(500);
        expect(response.json()).toEqual({ error: 'Internal server error' });
        expect(response.body).not.toMatch(/hunter2|not a number|at .*\.ts/);
      }
    } finally {
      await app.close();
    }
  });

  it('answers malformed JSON with 400 and { error }', async () => {
    const response = await env.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"username": ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: expect.any(String) });
  });
});

const webRoot = mkdtempSync(path.join(tmpdir(), 'holdfast-web-'));
mkdirSync(path.join(webRoot, 'assets'));
writeFileSync(path.join(webRoot, 'index.html'), '<!doctype html><title>Holdfast</title><div id="root"></div>');
writeFileSync(path.join(webRoot, 'assets', 'index-abc123.js'), 'console.log("holdfast")');
writeFileSync(path.join(webRoot, 'assets', 'index-abc123.js.br'), brotliCompressSync('console.log("holdfast")'));
writeFileSync(path.join(webRoot, 'assets', 'index-abc123.js.gz'), gzipSync('console.log("holdfast")'));
writeFileSync(path.join(webRoot, 'assets', 'index-abc123.js.map'), '{"sources":["secret.ts"]}');
afterAll(() => rmSync(webRoot, { recursive: true, force: true }));

describeEachDatabase(
  'serving the built web app',
  (env) => {
    it('serves index.html at the root and for every screen route, so deep links load', async () => {
      for (const url of ['/', '/vanilla', '/archbound/base', '/majestic/battle?x=1']) {
        const response = await env.app.inject({ method: 'GET', url });
        expect(response.statusCode, url).toBe(200);
        expect(response.headers['content-type']).toMatch(/text\/html/);
        expect(response.body).toContain('<title>Holdfast</title>');
        expect(response.headers['cache-control']).toBe('no-cache');
      }
    });

    it('serves fingerprinted assets with a long cache lifetime', async () => {
      const response = await env.app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('holdfast');
      expect(response.headers['cache-control']).toContain('immutable');
    });

    it('sends the pre-compressed asset the browser accepts, with Vary; the plain one otherwise', async () => {
      const url = '/assets/index-abc123.js';
      const br = await env.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip, deflate, br' } });
      expect([br.headers['content-encoding'], br.headers.vary]).toEqual(['br', 'accept-encoding']);
      expect(brotliDecompressSync(br.rawPayload).toString()).toBe('console.log("holdfast")');
      const gz = await env.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } });
      expect(gz.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(gz.rawPayload).toString()).toBe('console.log("holdfast")');
      const plain = await env.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'identity' } });
      expect([plain.headers['content-encoding'], plain.body]).toEqual([undefined, 'console.log("holdfast")']);
    });

    it('does not hand out source maps', async () => {
      const response = await env.app.inject({ method: 'GET', url: '/assets/index-abc123.js.map' });
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toContain('secret.ts');
    });

    it('keeps /api paths out of the fallback', async () => {
      const response = await env.app.inject({ method: 'GET', url: '/api/nothing-here' });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ error: expect.stringContaining('Not found') });
      const post = await env.app.inject({ method: 'POST', url: '/vanilla/base' });
      expect(post.statusCode).toBe(404);
    });
  },
  { webRoot },
);

describeEachDatabase(
  'flood guard',
  (env) => {
    it('answers more than the per-minute budget from one address with 429 and { error }', async () => {
      const statuses: number[] = [];
      for (let i = 0; i < 4; i += 1)
        statuses.push((await env.app.inject({ method: 'GET', url: '/api/health' })).statusCode);
      expect(statuses).toEqual([200, 200, 200, 429]);
      const limited = await env.app.inject({ method: 'GET', url: '/api/health' });
      expect(limited.json()).toEqual({ error: 'Too many requests. Try again later.' });
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
      // The web app's files are not counted: a page is many chunks, and a refused one breaks it.
      expect((await env.app.inject({ method: 'GET', url: '/assets/index-abc.js' })).statusCode).not.toBe(429);
    });
  },
  { requestsPerMinute: 3 },
);

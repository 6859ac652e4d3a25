/**
 * GET /api/config (issue 26 item 2): the operator's SUPPORT_URL reaches the web app, which shows the
 * home screen's support card only when it is set. No database is touched.
 */
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import type { Database } from '../src/db/client';
import { supportUrlSetting } from '../src/routes/config';

let app: FastifyInstance | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

describe('GET /api/config', () => {
  it('answers the support page set by the operator, to anyone', async () => {
    app = await buildApp({ db: {} as Database, supportUrl: 'https://example.org/donate' });
    const response = await app.inject({ method: 'GET', url: '/api/config' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ supportUrl: 'https://example.org/donate' });
  });

  it('answers null without the setting', async () => {
    app = await buildApp({ db: {} as Database });
    expect((await app.inject({ method: 'GET', url: '/api/config' })).json()).toEqual({ supportUrl: null });
  });
});

describe('SUPPORT_URL', () => {
  it('is optional, and must be an absolute http(s) URL when set', () => {
    expect(supportUrlSetting(undefined)).toBeNull();
    expect(supportUrlSetting('  ')).toBeNull();
    expect(supportUrlSetting('https://ko-fi.com/holdfast')).toBe('https://ko-fi.com/holdfast');
    expect(() => supportUrlSetting('javascript:alert(1)')).toThrow('SUPPORT_URL must be an absolute http(s) URL');
    expect(() => supportUrlSetting('donate.example')).toThrow('SUPPORT_URL must be an absolute http(s) URL');
  });
});

/**
 * API JSON on the wire (issue 16): compressed per Accept-Encoding from 1 KB up, with Vary and a weak
 * ETag; small answers and clients that accept no encoding get plain JSON; the actions endpoint's
 * idempotent replay still decodes to the first answer byte for byte.
 */
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { expect, it } from 'vitest';
import { COMPRESS_THRESHOLD_BYTES } from '../src/plugins/compress';
import { act } from './support/actions';
import { describeEachDatabase } from './support/databases';
import { type Commander, signUp, startCampaign } from './support/http';

function getState(app: FastifyInstance, commander: Commander, campaignId: number, acceptEncoding?: string) {
  const headers: Record<string, string> = { cookie: commander.cookie };
  if (acceptEncoding !== undefined) headers['accept-encoding'] = acceptEncoding;
  return app.inject({ method: 'GET', url: `/api/campaigns/${campaignId}/state`, headers });
}

describeEachDatabase('API compression', (env) => {
  it('sends the campaign state brotli or gzip per Accept-Encoding, with Vary and a weak ETag', async () => {
    const ripley = await signUp(env.app, 'ripley');
    const id = await startCampaign(env.app, ripley);
    // A month of play: the day log and history make the state tens of KB, as in a real campaign.
    for (let day = 1; day <= 30; day += 1) await act(env.app, ripley, id, { type: 'advanceDay' });
    const plain = await getState(env.app, ripley, id);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.etag).toMatch(/^"\d+"$/);
    expect(Number(plain.headers['content-length'])).toBe(plain.rawPayload.length);
    expect(plain.rawPayload.length).toBeGreaterThan(COMPRESS_THRESHOLD_BYTES);
    const json = plain.body;

    const br = await getState(env.app, ripley, id, 'gzip, deflate, br');
    expect([br.headers['content-encoding'], br.headers.vary]).toEqual(['br', 'accept-encoding']);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(json);
    expect(br.headers.etag).toBe(`W/${plain.headers.etag}`);
    // Never the plain length on a compressed body: either the compressed one or none (chunked).
    const brLength = br.headers['content-length'];
    if (brLength !== undefined) expect(Number(brLength)).toBe(br.rawPayload.length);
    expect(br.rawPayload.length).toBeLessThan(json.length / 4);

    const gzip = await getState(env.app, ripley, id, 'gzip');
    expect([gzip.headers['content-encoding'], gzip.headers.vary]).toEqual(['gzip', 'accept-encoding']);
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(json);

    const identity = await getState(env.app, ripley, id, 'identity');
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(identity.body).toBe(json);
  });

  it('leaves an answer under 1 KB uncompressed', async () => {
    const ripley = await signUp(env.app, 'ripley');
    const me = await env.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: { cookie: ripley.cookie, 'accept-encoding': 'br, gzip' },
    });
    expect(me.statusCode).toBe(200);
    expect(me.rawPayload.length).toBeLessThan(COMPRESS_THRESHOLD_BYTES);
    expect(me.headers['content-encoding']).toBeUndefined();
    expect(me.json()).toMatchObject({ username: 'ripley' });
  });

  it('replays an idempotent action compressed to exactly the first answer', async () => {
    const ripley = await signUp(env.app, 'ripley');
    const id = await startCampaign(env.app, ripley);
    const send = (acceptEncoding: string) =>
      env.app.inject({
        method: 'POST',
        url: `/api/campaigns/${id}/actions`,
        headers: { cookie: ripley.cookie, 'idempotency-key': 'advance-once', 'accept-encoding': acceptEncoding },
        payload: { type: 'advanceDay' },
      });
    const first = await send('br');
    expect([first.statusCode, first.headers['content-encoding']]).toEqual([200, 'br']);
    const firstBody = brotliDecompressSync(first.rawPayload);
    expect(JSON.parse(firstBody.toString()).report.day).toBe(2);

    const replayed = await send('gzip');
    expect(replayed.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(replayed.rawPayload).equals(firstBody)).toBe(true);
    const plain = await send('identity');
    expect(plain.rawPayload.equals(firstBody)).toBe(true);
  });
});

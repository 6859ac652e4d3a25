import fastifyCompress from '@fastify/compress';
import type { onSendHookHandler } from 'fastify';
import fp from 'fastify-plugin';

/** Smaller answers gain less than the bytes a Content-Encoding and Vary header cost. */
export const COMPRESS_THRESHOLD_BYTES = 1024;

/**
 * A representation's strong ETag names its exact bytes, so a compressed answer may not carry the
 * plain answer's strong one (RFC 9110 §8.8.3): it goes out weak, `W/"12"`, which the actions
 * endpoint's If-Match reads as the same state version.
 */
const weakenEtagWhenEncoded: onSendHookHandler = async (_request, reply, payload) => {
  const etag = reply.getHeader('etag');
  const encoding = reply.getHeader('content-encoding');
  if (typeof etag === 'string' && !etag.startsWith('W/') && encoding && encoding !== 'identity') {
    reply.header('etag', `W/${etag}`);
  }
  return payload;
};

/**
 * API JSON goes out brotli- or gzip-compressed, per Accept-Encoding, from 1 KB up (issue 16): the
 * campaign state (~280 KB of JSON) shrinks to a few tens of KB. Only JSON is compressed here: the web
 * app's assets are compressed at build time and sent as they are (plugins/static.ts), and an answer
 * that already has a Content-Encoding is never compressed twice. A pre-built JSON string (the actions
 * endpoint's idempotent replay) is compressed per response, so its decoded bytes stay the stored ones.
 * Register before the routes: both hooks attach to routes as they are added.
 */
export const compressPlugin = fp(
  async (app) => {
    await app.register(fastifyCompress, {
      global: true,
      // zstd only exists from Node 22.15; deflate adds nothing a browser needs.
      encodings: ['br', 'gzip'],
      threshold: COMPRESS_THRESHOLD_BYTES,
      customTypes: /^application\/json\b/,
    });
    // Route-level onSend hooks run after the app's, in the order added: this one follows the compressor's.
    app.addHook('onRoute', (route) => {
      if (!route.url.startsWith('/api/')) return;
      route.onSend = [...[route.onSend ?? []].flat(), weakenEtagWhenEncoded];
    });
  },
  { name: 'holdfast-compress' },
);

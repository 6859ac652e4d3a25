/**
 * The local proxy the benches put in front of several server processes (issue 15, item 7), in a
 * process of its own as a load balancer is: @fastify/http-proxy sends each request to the next
 * upstream in turn (round robin), appends the caller's address to X-Forwarded-For as a proxy does
 * (so the servers run with one more TRUST_PROXY hop), never resends a request itself, and answers
 * `503 {error}` with `Retry-After: 1` when the upstream it picked does not answer (a killed
 * process), so a client retries as it would after load shedding. With PROXY_AFFINITY=1 a request
 * with a cookie goes to the process its cookie hashes to instead (session affinity).
 *
 *   PORT=8080 PROXY_UPSTREAMS=http://127.0.0.1:3001,http://127.0.0.1:3002 node --import tsx bench/proxy.ts
 */
import httpProxy from '@fastify/http-proxy';
import Fastify from 'fastify';

const upstreams = (process.env.PROXY_UPSTREAMS ?? '').split(',').filter(Boolean);
if (upstreams.length === 0) throw new Error('PROXY_UPSTREAMS: the servers to spread requests over, comma-separated');

/** PROXY_AFFINITY=1: a signed-in player's requests all go to one process (by the session cookie). */
const affinity = process.env.PROXY_AFFINITY === '1';

const proxy = Fastify({ logger: false, bodyLimit: 2 * 1024 * 1024 });
let next = 0;
/** Requests sent to each upstream, printed on SIGTERM: the spread the bench reports. */
const sent = upstreams.map(() => 0);
function pick(cookie: string | undefined): string {
  let index = next++ % upstreams.length;
  if (affinity && cookie) {
    let hash = 0;
    for (let at = 0; at < cookie.length; at += 1) hash = (hash * 31 + cookie.charCodeAt(at)) >>> 0;
    index = hash % upstreams.length;
  }
  sent[index] = (sent[index] ?? 0) + 1;
  return upstreams[index] as string;
}
process.once('SIGTERM', () => {
  console.log(`requests sent per server process: ${sent.join(', ')}`);
  process.exit(0);
});
await proxy.register(httpProxy, {
  upstream: '',
  replyOptions: {
    getUpstream: (request) => pick(request.headers.cookie),
    rewriteRequestHeaders: (request, headers) => {
      const forwarded = headers['x-forwarded-for'];
      return { ...headers, 'x-forwarded-for': forwarded ? `${forwarded}, ${request.ip}` : request.ip };
    },
    // A request the upstream may have received is the client's to resend (with its key), not ours.
    retryDelay: () => null,
    onError: (reply) => {
      reply.code(503).header('retry-after', '1').send({ error: 'The server did not answer. Try again shortly.' });
    },
  },
});
await proxy.listen({ port: Number(process.env.PORT ?? 0), host: '127.0.0.1' });

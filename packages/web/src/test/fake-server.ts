/**
 * A stand-in for the HTTP API at the fetch boundary: tests declare answers per 'METHOD /path'
 * and read back the requests the screens made. The real server is covered by the e2e tests.
 */
import type { FetchLike } from '../api/client';

export interface RecordedRequest {
  method: string;
  path: string;
  body: unknown;
  headers: Record<string, string>;
}

export type FakeAnswer = Response | Promise<Response> | ((request: RecordedRequest) => Response | Promise<Response>);

export function json(status: number, body?: unknown): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

/** A response the test releases when it is ready, to look at busy states in between. */
export function deferred() {
  let release!: (response: Response) => void;
  const promise = new Promise<Response>((resolve) => {
    release = resolve;
  });
  return { promise, release };
}

export interface FakeServer {
  fetch: FetchLike;
  requests: RecordedRequest[];
  /** Sets (or replaces) the answer for 'METHOD /path'. */
  on(route: string, answer: FakeAnswer): FakeServer;
  requestsTo(route: string): RecordedRequest[];
}

export function fakeServer(routes: Record<string, FakeAnswer> = {}): FakeServer {
  const answers = new Map<string, FakeAnswer>(Object.entries(routes));
  // A guest by default: the start-up session check answers 401 unless a test says otherwise.
  if (!answers.has('GET /api/auth/me')) answers.set('GET /api/auth/me', () => json(401, { error: 'Not signed in' }));
  // No SUPPORT_URL by default: the home screen shows no support card.
  if (!answers.has('GET /api/config')) answers.set('GET /api/config', () => json(200, { supportUrl: null }));
  // The password estimate as the server answers it: the engine's own check (issue 37).
  if (!answers.has('POST /api/password-strength'))
    answers.set('POST /api/password-strength', async (request) => {
      const { passwordStrength } = await import('@holdfast/engine/password-strength');
      const { password, ...owner } = request.body as { password: string; username?: string; email?: string };
      return json(200, passwordStrength(password, owner));
    });
  const requests: RecordedRequest[] = [];

  const server: FakeServer = {
    requests,
    on(route, answer) {
      answers.set(route, answer);
      return server;
    },
    requestsTo(route) {
      return requests.filter((request) => `${request.method} ${request.path}` === route);
    },
    async fetch(input, init) {
      const method = init?.method ?? 'GET';
      const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
      const headers = Object.fromEntries(new Headers(init?.headers).entries());
      const request = { method, path: input, body, headers };
      requests.push(request);
      const answer = answers.get(`${method} ${input}`);
      if (answer === undefined) return json(404, { error: `No fake answer for ${method} ${input}` });
      // Each Response body can be read once, so a fixed answer is cloned per request.
      if (typeof answer === 'function') return answer(request);
      const response = await answer;
      return response.clone();
    },
  };
  return server;
}

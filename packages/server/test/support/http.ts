import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { SESSION_COOKIE } from '../../src/repositories/sessions';

export const PASSWORD = 'correct horse battery';

export interface Commander {
  id: number;
  username: string;
  email: string;
  /** `holdfast_session=<token>`, ready for a Cookie header. */
  cookie: string;
}

/** The session cookie a response set, as a Cookie request header value. */
export function sessionCookie(response: LightMyRequestResponse): string {
  const cookie = response.cookies.find((c) => c.name === SESSION_COOKIE);
  if (!cookie) throw new Error(`no ${SESSION_COOKIE} cookie in the response (${response.statusCode})`);
  return `${SESSION_COOKIE}=${cookie.value}`;
}

export async function signUp(app: FastifyInstance, username = 'commander'): Promise<Commander> {
  const email = `${username.toLowerCase()}@example.com`;
  const response = await app.inject({
    method: 'POST',
    url: '/api/users',
    payload: { username, email, password: PASSWORD },
  });
  expect(response.statusCode, response.body).toBe(201);
  return { id: response.json().id, username, email, cookie: sessionCookie(response) };
}

export async function signIn(app: FastifyInstance, username: string, password = PASSWORD) {
  return app.inject({ method: 'POST', url: '/api/auth/login', payload: { username, password } });
}

export async function startCampaign(
  app: FastifyInstance,
  commander: Commander,
  body: Record<string, unknown> = { name: 'Operation Holdfast' },
): Promise<number> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/campaigns',
    headers: { cookie: commander.cookie },
    payload: body,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().id;
}

/** A request as the commander (or as a guest when `commander` is undefined). */
export function as(app: FastifyInstance, commander: Commander | undefined) {
  const headers = commander ? { cookie: commander.cookie } : {};
  return {
    get: (url: string) => app.inject({ method: 'GET', url, headers }),
    delete: (url: string) => app.inject({ method: 'DELETE', url, headers }),
    post: (url: string, payload?: unknown) =>
      app.inject({ method: 'POST', url, headers, ...(payload === undefined ? {} : { payload: payload as object }) }),
    patch: (url: string, payload?: unknown) =>
      app.inject({ method: 'PATCH', url, headers, ...(payload === undefined ? {} : { payload: payload as object }) }),
  };
}

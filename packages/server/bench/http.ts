/**
 * One request from a bench to the server it plays: a JSON body when there is one, the player's
 * session cookie when it has one. api.ts, load.ts and faults.ts each decide what an answer means.
 */

export interface Answer {
  response: Response;
  text: string;
  /** The session cookie the answer set (`name=value`), if it set one. */
  setCookie: string | undefined;
  /** The body as JSON, null when empty. */
  json(): unknown;
}

export async function request(
  base: string,
  method: string,
  url: string,
  {
    body,
    cookie,
    headers = {},
    timeoutMs,
  }: { body?: unknown; cookie?: string; headers?: Record<string, string>; timeoutMs?: number } = {},
): Promise<Answer> {
  const response = await fetch(`${base}${url}`, {
    method,
    headers: {
      ...(cookie ? { cookie } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...headers,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: timeoutMs === undefined ? undefined : AbortSignal.timeout(timeoutMs),
  });
  const text = await response.text();
  return {
    response,
    text,
    setCookie: response.headers.getSetCookie()[0]?.split(';')[0],
    json: () => (text ? (JSON.parse(text) as unknown) : null),
  };
}

/**
 * The one way the web talks to the server: JSON in and out, the session cookie sent along.
 * A failed call throws `ApiError` carrying the server's `error` text, or 'HTTP {status}' when the
 * server gave none (spec: base-and-accounts §8, Generic).
 */

export class ApiError extends Error {
  readonly status: number;
  /** True when the message is the server's own `error` field, fit to show a player as is. */
  readonly fromServer: boolean;
  /** The answer's JSON body when it had one (e.g. a refused action's `code` and `stateVersion`). */
  readonly body: unknown;

  constructor(status: number, message: string, fromServer: boolean, body?: unknown) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.fromServer = fromServer;
    this.body = body;
  }
}

export type FetchLike = (input: string, init?: RequestInit) => Promise<Response>;

/** Per-call extras, e.g. the `Idempotency-Key` that makes a retried action apply once. */
export interface RequestOptions {
  headers?: Record<string, string>;
}

export interface ApiClient {
  get<T>(path: string, options?: RequestOptions): Promise<T>;
  /** A GET that also returns the answer's `ETag` (the version of what was read), or null without one. */
  getTagged<T>(path: string, options?: RequestOptions): Promise<{ data: T; etag: string | null }>;
  post<T>(path: string, body?: unknown, options?: RequestOptions): Promise<T>;
  patch<T>(path: string, body?: unknown, options?: RequestOptions): Promise<T>;
  delete(path: string, options?: RequestOptions): Promise<void>;
}

export interface ApiClientOptions {
  /** Defaults to the browser's fetch; tests pass a fake. */
  fetch?: FetchLike;
  /** Where failed calls are logged ('API Error', as the spec logs them). */
  logError?: (message: string, error: ApiError) => void;
}

async function errorFrom(response: Response): Promise<ApiError> {
  let serverMessage: string | undefined;
  let body: unknown;
  try {
    body = await response.json();
    if (body && typeof body === 'object' && typeof (body as { error?: unknown }).error === 'string') {
      serverMessage = (body as { error: string }).error;
    }
  } catch {
    // A body that is not JSON (a proxy's HTML page, an empty 502) leaves the status to speak.
  }
  return serverMessage
    ? new ApiError(response.status, serverMessage, true, body)
    : new ApiError(response.status, `HTTP ${response.status}`, false, body);
}

export function createApiClient(options: ApiClientOptions = {}): ApiClient {
  // Looked up per call so a fetch replaced after start-up (tests, service workers) is honoured.
  const doFetch: FetchLike = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const logError = options.logError ?? ((message, error) => console.error(message, error.status, error.message));

  async function send(method: string, path: string, body?: unknown, call?: RequestOptions): Promise<Response> {
    const init: RequestInit = {
      method,
      credentials: 'same-origin',
      headers: { Accept: 'application/json', ...call?.headers },
    };
    if (body !== undefined) {
      init.headers = { ...init.headers, 'Content-Type': 'application/json' };
      init.body = JSON.stringify(body);
    }
    const response = await doFetch(path, init);
    if (!response.ok) {
      const error = await errorFrom(response);
      logError('API Error', error);
      throw error;
    }
    return response;
  }

  async function bodyOf<T>(response: Response): Promise<T> {
    if (response.status === 204) return undefined as T;
    const text = await response.text();
    return (text ? JSON.parse(text) : undefined) as T;
  }

  async function request<T>(method: string, path: string, body?: unknown, call?: RequestOptions): Promise<T> {
    return bodyOf<T>(await send(method, path, body, call));
  }

  return {
    get: (path, options) => request('GET', path, undefined, options),
    getTagged: async <T>(path: string, options?: RequestOptions) => {
      const response = await send('GET', path, undefined, options);
      return { data: await bodyOf<T>(response), etag: response.headers.get('etag') };
    },
    post: (path, body, options) => request('POST', path, body, options),
    patch: (path, body, options) => request('PATCH', path, body, options),
    delete: (path, options) => request<void>('DELETE', path, undefined, options),
  };
}

/** The message a dialog shows for a failed call: the server's words, else the spec's fallback. */
export function playerMessage(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.fromServer ? error.message : fallback;
}

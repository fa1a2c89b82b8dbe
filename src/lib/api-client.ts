import type { ApiErrorBody } from '../shared/schemas/errors';

/** A failed call: the status and the contract's error shape. Features map `description` to German texts. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly error: string,
    readonly description: string,
    /** The whole error body, for the rare answer that carries more than the error shape (the login's terms access token). */
    readonly body: Record<string, unknown> = {},
  ) {
    super(description);
  }
  /** The spec matches error texts by substring (e.g. "invalid", "exists"). */
  has(substring: string) {
    return this.description.includes(substring) || this.error.includes(substring);
  }
}

export type QueryValue = string | number | boolean | undefined | null | (string | number)[];
export type Query = Record<string, QueryValue>;

/** Arrays go out as repeated keys; the key carries its brackets (`tags[]`), as the server expects. */
export function toSearch(query: Query = {}): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    if (Array.isArray(value)) value.forEach((v) => params.append(key, String(v)));
    else params.append(key, String(value));
  }
  const s = params.toString();
  return s ? `?${s}` : '';
}

let onUnauthorized: () => void = () => {};
/** The auth feature registers its logout here: any 401 from the API logs the browser out (part 1 §8). */
export const setUnauthorizedHandler = (fn: () => void) => {
  onUnauthorized = fn;
};

type Options = { query?: Query; body?: unknown; headers?: Record<string, string>; signal?: AbortSignal };

export async function requestRaw(method: string, path: string, opts: Options = {}): Promise<Response> {
  const headers: Record<string, string> = { accept: 'application/json', ...opts.headers };
  if (opts.body !== undefined) headers['content-type'] = 'application/json';
  let res: Response;
  try {
    res = await fetch(path + toSearch(opts.query), {
      method,
      credentials: 'include',
      headers,
      body: opts.body === undefined ? undefined : JSON.stringify(opts.body),
      signal: opts.signal,
    });
  } catch (err) {
    if ((err as Error).name === 'AbortError') throw err;
    throw new ApiError(0, 'network_error', 'network error');
  }
  if (res.ok) return res;
  if (res.status === 401 && path.startsWith('/api')) onUnauthorized();
  let body: Partial<ApiErrorBody> & Record<string, unknown> = {};
  try {
    body = await res.json();
  } catch {
    // not JSON (a proxy's page): keep the status only
  }
  throw new ApiError(res.status, body.error ?? 'http_error', body.error_description ?? res.statusText, body);
}

async function parse<T>(res: Response): Promise<T> {
  if (res.status === 204) return undefined as T;
  const type = res.headers.get('content-type') ?? '';
  return (type.includes('json') ? res.json() : res.text()) as Promise<T>;
}

export const api = {
  get: <T>(path: string, query?: Query, signal?: AbortSignal) => requestRaw('GET', path, { query, signal }).then(parse<T>),
  post: <T>(path: string, body?: unknown, headers?: Record<string, string>) =>
    requestRaw('POST', path, { body: body ?? {}, headers }).then(parse<T>),
  patch: <T>(path: string, body: unknown) => requestRaw('PATCH', path, { body }).then(parse<T>),
  delete: <T = void>(path: string) => requestRaw('DELETE', path).then(parse<T>),
};

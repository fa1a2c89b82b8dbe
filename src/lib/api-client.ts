import { hc, type ClientResponse, type InferRequestType } from 'hono/client';
import type { SuccessStatusCode } from 'hono/utils/http-status';
import type { AppType } from '../server/app';
import type { ApiErrorBody } from '../shared/schemas/errors';
import { revokePendingSession } from './revoke-session';
import { CONTENT_UNAVAILABLE, isUnreachable, reportUnreachable } from './connectivity';

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

// Every login and logout on this device starts a new session. An answer to a request sent in an
// earlier one belongs to somebody else (or to nobody): it is dropped, so a late 401 of the previous
// user can never log the next one out, and a late answer never lands in the next user's cache.
let session = 0;
/** lib/session.ts calls this on login and logout. */
export const beginSession = () => {
  session += 1;
};

/** The error of an answer that arrived after its session ended; nothing reacts to it. */
export const STALE_SESSION = 'stale_session';

let onUnauthorized: () => void = () => {};
/** lib/session.ts registers the local logout here: a 401 from the API ends the session (see docs/offline.md#logout). */
export const setUnauthorizedHandler = (fn: () => void) => {
  onUnauthorized = fn;
};

// set only in the server's render bundle: the browser never has it
let askServer: typeof fetch | undefined;
/** The server's render (entry-server.tsx) answers the same calls in-process, as the request's browser. */
export const setRenderFetch = (fn: typeof fetch) => {
  askServer = fn;
};

/**
 * A call while the server renders a page: asked of the server's own API with the browser's cookie. Nothing of the
 * browser's state is touched (no session counter, no unreachable signal): renders of many visitors share this module.
 */
async function renderFetch(ask: typeof fetch, input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const headers = new Headers(init?.headers);
  if (!headers.has('accept')) headers.set('accept', 'application/json');
  const res = await ask(input, { ...init, headers });
  if (res.ok) return res;
  const { error, description } = errorOf(await res.json().catch(() => ({})));
  throw new ApiError(res.status, error ?? 'http_error', description ?? res.statusText);
}

/** The fetch behind the typed client: failures become ApiError with the contract's error shape. */
async function sessionFetch(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  if (askServer) return renderFetch(askServer, input, init);
  // a logout that could not reach the server goes first: nothing may be sent under the ended session's cookie
  await revokePendingSession();
  const sentIn = session;
  // hc hands its headers (content type, a bearer token) over as a Headers object
  const headers = new Headers(init?.headers);
  if (!headers.has('accept')) headers.set('accept', 'application/json');
  let res: Response;
  try {
    res = await fetch(input, { ...init, credentials: 'same-origin', headers });
  } catch (err) {
    if ((err as Error).name === 'AbortError') throw err;
    reportUnreachable();
    throw new ApiError(0, 'network_error', 'network error');
  }
  if (sentIn !== session) throw new ApiError(0, STALE_SESSION, 'answer of an ended session');
  if (res.ok) return res;
  // a 401 of the content API is WordPress refusing a preview, not the end of our session
  if (res.status === 401 && !String(input).startsWith(CMS_BASE)) onUnauthorized();
  let body: Record<string, unknown> = {};
  try {
    body = await res.json();
  } catch {
    // not JSON (a proxy's page): keep the status only
  }
  const { error, description } = errorOf(body);
  // A gateway's status with WordPress' error shape on the content API is Lesefunke saying that the content service behind
  // it does not answer (server/cms/proxy.ts), or that service's own failure passed on: Lesefunke itself answered.
  const contentDown = String(input).startsWith(CMS_BASE) && error !== undefined && isUnreachable(res.status, error);
  if (contentDown) throw new ApiError(res.status, CONTENT_UNAVAILABLE, description ?? res.statusText, body);
  if (isUnreachable(res.status, '')) reportUnreachable();
  throw new ApiError(res.status, error ?? 'http_error', description ?? res.statusText, body);
}

const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : undefined);

/** Our error shape `{error, error_description}` or WordPress' `{code, message, data}` (the content API may be a real WordPress). */
export function errorOf(body: unknown): { error?: string; description?: string } {
  if (typeof body !== 'object' || body === null) return {};
  const b = body as Partial<ApiErrorBody> & { code?: unknown; message?: unknown };
  return { error: text(b.error) ?? text(b.code), description: text(b.error_description) ?? text(b.message) };
}

/**
 * The only way the browser reaches the server (note: hc puts path parameters into the URL as they
 * are, so a caller encodes one that a person typed or a link carried: a slug, a code, a token): Hono's RPC client typed from the server's own routes,
 * so a changed path, parameter or payload is a type error here and in every feature.
 */
const client = hc<AppType>('/', { fetch: sessionFetch });
export const api = client.api;
export const auth = client.auth;
/** the files the server serves: `media[':folder'][':file'].$path({ param })` (server/media/paths.ts names the folders) */
export const media = client.media;

/** What every mutation's variables carry: made when the user acts, so a replay or a retry sends the same key. */
export type Idempotent = { idempotencyKey: string };

/** hc's request options for a write: the Idempotency-Key the server answers a repeat by (see docs/api.md#idempotency). */
export const idempotent = ({ idempotencyKey }: Idempotent) => ({ headers: { 'Idempotency-Key': idempotencyKey } });

/** The JSON body a typed call sends, as the server's schema takes it: a mutation's variables without a second copy of the type. */
export type JsonOf<Call> = InferRequestType<Call> extends { json: infer Json } ? Json : never;

/** What a successful answer of a typed call carries (error answers have already thrown). */
type Success<R> = R extends ClientResponse<infer T, infer S, infer _F> ? (S extends SuccessStatusCode ? T : never) : never;

/** The body of a typed call's successful answer: JSON, text, or nothing for 204. */
export async function unwrap<R extends ClientResponse<unknown, number, 'json' | 'text' | string>>(request: Promise<R>): Promise<Success<R>> {
  const res = await request;
  if (res.status === 204) return undefined as Success<R>;
  const type = res.headers.get('content-type') ?? '';
  return (type.includes('json') ? res.json() : res.text()) as Promise<Success<R>>;
}

export type CmsQuery = Record<string, string | number | boolean | undefined | null | (string | number)[]>;

/** Arrays go out as repeated keys, as WordPress expects. */
function toSearch(query: CmsQuery = {}): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    if (Array.isArray(value)) value.forEach((v) => params.append(key, String(v)));
    else params.append(key, String(value));
  }
  const s = params.toString();
  return s ? `?${s}` : '';
}

/**
 * The content API is always on our origin: the server answers it itself or passes it to the WordPress that
 * CMS_BASE names (src/server/cms/proxy.ts), so the service worker can keep it and no build knows the CMS.
 */
export const CMS_BASE = '/cms/wp-json';

/**
 * A GET of the WordPress-shaped content API. Not typed from our server: a real WordPress answers
 * here too, so its shapes are the CMS schemas in src/shared/schemas/cms.ts, not our routes.
 */
export async function cmsGet<T>(path: string, query?: CmsQuery): Promise<{ data: T; headers: Headers }> {
  const res = await sessionFetch(CMS_BASE + path + toSearch(query));
  return { data: (await res.json()) as T, headers: res.headers };
}

/** Where a browser is sent rather than fetched (a captcha challenge, single sign-on): typed like every call. */
export const apiUrl = {
  captcha: () => api.captcha.$path(),
};

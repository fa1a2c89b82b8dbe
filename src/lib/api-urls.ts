import type { ExtractSchema } from 'hono/types';
import type { AppType } from '../server/app';
import type { MediaFolder } from '../server/media/paths';

/**
 * Every URL the browser or the service worker asks, named as the server's own route table spells it, so a
 * renamed route is a type error wherever it is asked. The typed client (`api.x.$path()`, api-client.ts) is
 * the way for features; this module serves who cannot load it: the service worker (no DOM, no session
 * fetch) and the plumbing the client itself waits for (revoke-session, connectivity: `'/api/health' satisfies
 * ServerPath`, so the first load carries nothing of this module). Types only come from the server: nothing of it
 * is bundled.
 */
export type ServerPath = Extract<keyof ExtractSchema<AppType>, string>;

type ParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;
/** The `:name` segments of a route path, as values to fill in. */
export type PathParams<P extends string> = { [K in ParamNames<P>]: string | number };

/** A route of the server, as its table spells it ('/api/boardstories/:idOrSlug'). */
export const serverPath = <const P extends ServerPath>(path: P): P => path;

/** The route with its parameters filled in; like hc's $path they go in as they are (a caller encodes what a person typed). */
export const fillPath = <P extends ServerPath>(path: P, params: PathParams<P>): string =>
  path.replace(/:(\w+)/g, (_: string, name: string) => String((params as Record<string, string | number>)[name]));

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const segments = (path: string) => path.split('/').map((s) => (s.startsWith(':') ? '[^/]+' : escape(s)));

/** Matches a pathname of any of the routes: each `:name` stands for one segment. For the service worker's routing. */
export const routePattern = (...paths: ServerPath[]): RegExp => new RegExp(`^(?:${paths.map((p) => segments(p).join('/')).join('|')})$`);

/** A route's parameters read from a pathname, or null when the pathname is not this route's. */
export function routeParams<P extends ServerPath>(path: P, pathname: string): Record<ParamNames<P>, string> | null {
  const names = [...path.matchAll(/:(\w+)/g)].map((m) => m[1]);
  const match = new RegExp(`^${segments(path).map((s) => (s === '[^/]+' ? '([^/]+)' : s)).join('/')}$`).exec(pathname);
  if (!match) return null;
  return Object.fromEntries(names.map((name, i) => [name, match[i + 1]])) as Record<ParamNames<P>, string>;
}

export type { MediaFolder };


/** Whether a pathname is a /media file of one of the folders. */
export const isMediaIn = (folders: readonly MediaFolder[], pathname: string): boolean => {
  const folder = routeParams(serverPath('/media/:folder/:file'), pathname)?.folder;
  return folder !== undefined && (folders as readonly string[]).includes(folder);
};

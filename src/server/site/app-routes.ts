import fs from 'node:fs';

/** A client route of the app as the router's generated tree names it, e.g. `/boardstory/$idOrSlug/{-$accessCode}`. */
/** `file`: the route's module as the build names it (src/routes/….tsx without the extension), for its chunks. */
export type AppRoute = { path: string; pattern: RegExp; params: string[]; staticSegments: number; file?: string };
export type RouteMatch = { route: string; params: Record<string, string | undefined>; file?: string };

const GENERATED_TREE = new URL('../../routeTree.gen.ts', import.meta.url);

/**
 * The app's routes, read from the router plugin's generated file (src/routeTree.gen.ts): the server answers 404
 * for a path that no route takes, and the list cannot fall behind a new route file, as a second copy would.
 */
export function readAppRoutes(file: URL | string = GENERATED_TREE): AppRoute[] {
  const source = fs.readFileSync(file, 'utf8');
  const block = /export interface FileRoutesByTo \{([\s\S]*?)\n\}/.exec(source)?.[1];
  if (!block) throw new Error(`no FileRoutesByTo in ${String(file)}: has the router's generated file changed its shape?`);
  const files = new Map([...source.matchAll(/import \{ Route as (\w+)RouteImport \} from '\.\/(routes\/[^']+)'/g)].map((m) => [m[1], `src/${m[2]}`]));
  return [...block.matchAll(/^\s*'([^']+)': typeof (\w+)Route$/gm)].map((m) => ({ ...compileRoute(m[1]), file: files.get(m[2]) }));
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export function compileRoute(path: string): AppRoute {
  const params: string[] = [];
  let staticSegments = 0;
  let source = '';
  for (const segment of path.split('/').filter(Boolean)) {
    const optional = /^\{-\$(\w+)\}$/.exec(segment);
    const required = /^\$(\w+)$/.exec(segment);
    if (optional) {
      params.push(optional[1]);
      source += '(?:/([^/]+))?';
    } else if (required) {
      params.push(required[1]);
      source += '/([^/]+)';
    } else {
      staticSegments += 1;
      source += `/${escape(segment)}`;
    }
  }
  return { path, pattern: new RegExp(`^${source || '/'}$`), params, staticSegments };
}

/** The route the router would pick for a path: the one with the most fixed segments among those that match. */
export function matchRoute(routes: AppRoute[], pathname: string): RouteMatch | null {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  let best: { route: AppRoute; values: string[] } | null = null;
  for (const route of routes) {
    const m = route.pattern.exec(path);
    if (!m) continue;
    if (!best || route.staticSegments > best.route.staticSegments || (route.staticSegments === best.route.staticSegments && route.params.length < best.route.params.length)) {
      best = { route, values: m.slice(1) };
    }
  }
  if (!best) return null;
  const params: Record<string, string | undefined> = {};
  best.route.params.forEach((name, i) => {
    const value = best.values[i];
    try {
      params[name] = value === undefined ? undefined : decodeURIComponent(value);
    } catch {
      params[name] = value;
    }
  });
  return { route: best.route.path, params, file: best.route.file };
}

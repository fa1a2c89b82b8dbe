import { CATEGORY_ARGS, describeArgs, PAGE_ARGS, POST_ARGS, SINGLE_ARGS, VIDEO_ARGS, YEARS_ARGS, type Args } from './wp-args';
import { siteTime, type SiteUrls } from './cms-mapping';

const NAMESPACES = ['lesefunke/v2', 'acf/v3', 'wp/v2'] as const;
const ID = { id: { type: 'integer' } } as const satisfies Args;
const NAMESPACE_ARGS = (namespace: string) => ({ namespace: { default: namespace, required: false }, context: { default: 'view', required: false } });

/** Every route the built-in answers, in WordPress' pattern syntax, with its GET arguments. */
const ROUTES: Record<string, Args> = {
  '/lesefunke/v2/menus': {},
  '/lesefunke/v2/posts/years': YEARS_ARGS,
  '/lesefunke/v2/videos': VIDEO_ARGS,
  '/lesefunke/v2/preview/(?P<id>[\\d]+)': ID,
  '/acf/v3/options/options': {},
  '/wp/v2/posts': POST_ARGS,
  '/wp/v2/posts/(?P<id>[\\d]+)': { ...ID, ...SINGLE_ARGS },
  '/wp/v2/pages': PAGE_ARGS,
  '/wp/v2/pages/(?P<id>[\\d]+)': { ...ID, ...SINGLE_ARGS },
  '/wp/v2/categories': CATEGORY_ARGS,
  '/wp/v2/categories/(?P<id>[\\d]+)': { ...ID, ...SINGLE_ARGS },
  '/wp/v2/media/(?P<id>[\\d]+)': { ...ID, ...SINGLE_ARGS },
  '/wp/v2/users/(?P<id>[\\d]+)': { ...ID, ...SINGLE_ARGS },
};

type RouteEntry = { namespace: string; methods: string[]; endpoints: { methods: string[]; args: Record<string, unknown> }[]; _links?: unknown };

function entry(namespace: string, args: Record<string, unknown>, href?: string): RouteEntry {
  return {
    namespace,
    methods: ['GET'],
    endpoints: [{ methods: ['GET'], args }],
    ...(href && { _links: { self: [{ href }] } }),
  };
}

function routesOf(urls: SiteUrls, namespace?: string): Record<string, RouteEntry> {
  const routes: Record<string, RouteEntry> = {};
  for (const ns of NAMESPACES) {
    if (namespace && ns !== namespace) continue;
    routes[`/${ns}`] = entry(ns, NAMESPACE_ARGS(ns), `${urls.api}/${ns}`);
    for (const [route, args] of Object.entries(ROUTES)) {
      if (!route.startsWith(`/${ns}/`)) continue;
      // WordPress links only routes without placeholders
      routes[route] = entry(ns, describeArgs(args), route.includes('(?P<') ? undefined : `${urls.api}${route}`);
    }
  }
  return routes;
}

/**
 * The index at /cms/wp-json/ (WordPress' GET /wp-json/): what a client that discovers the API (wpapi)
 * reads: the site, its namespaces and the routes with their arguments. Read-only: GET everywhere.
 */
export function apiIndex(urls: SiteUrls, now = new Date()) {
  // hours Europe/Berlin is ahead of UTC now (1 in winter, 2 in summer), as WordPress' gmt_offset
  const gmtOffset = Math.round((new Date(`${siteTime(now)}Z`).getTime() - now.getTime()) / 3_600_000);
  return {
    name: 'Lesefunke',
    description: 'Lernerfolg durch Lesespaß',
    url: urls.site,
    home: urls.site,
    gmt_offset: gmtOffset,
    timezone_string: 'Europe/Berlin',
    namespaces: [...NAMESPACES],
    authentication: {},
    routes: { '/': entry('', { context: { default: 'view', required: false } }, `${urls.api}/`), ...routesOf(urls) },
    _links: { help: [{ href: 'https://developer.wordpress.org/rest-api/' }] },
  };
}

/** A namespace's own index (GET /wp-json/wp/v2). */
export function namespaceIndex(urls: SiteUrls, namespace: (typeof NAMESPACES)[number]) {
  return { namespace, routes: routesOf(urls, namespace), _links: { up: [{ href: `${urls.api}/` }] } };
}

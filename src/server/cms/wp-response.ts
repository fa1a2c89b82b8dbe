import type { Args } from './wp-args';
import type { Embed } from './cms-mapping';

/** PHP's urlencode, which WordPress' Link URLs are written with: only letters, digits and -_. stay; blank is +. */
export const phpUrlencode = (s: string) =>
  encodeURIComponent(s)
    .replace(/[!'()*~]/g, (ch) => `%${ch.charCodeAt(0).toString(16).toUpperCase()}`)
    .replace(/%20/g, '+');

/**
 * The query of a next/prev link as WordPress writes it (WP_REST_Posts_Controller::get_items): the request's
 * own arguments in their order, arrays as `name[0]=…`, integers as read, booleans as 1 or empty, other keys
 * (_embed, _fields) as sent; `page` keeps its place or comes last.
 */
function linkQuery(url: URL, args: Args, parsed: Record<string, unknown>, page: number): string {
  // the request's keys in order, bracket forms (categories[]) under their name
  const sent = new Map<string, string>();
  for (const [key, value] of url.searchParams) sent.set(/^([^[\]]+)\[\d*\]$/.exec(key)?.[1] ?? key, value);
  if (!sent.has('page')) sent.set('page', '');
  const parts: string[] = [];
  for (const [name, last] of sent) {
    const value = name === 'page' ? page : name in args && name in parsed ? parsed[name] : last;
    if (Array.isArray(value)) value.forEach((v, i) => parts.push(`${phpUrlencode(`${name}[${i}]`)}=${phpUrlencode(String(v))}`));
    else if (typeof value === 'boolean') parts.push(`${phpUrlencode(name)}=${value ? '1' : ''}`);
    else parts.push(`${phpUrlencode(name)}=${phpUrlencode(value instanceof Date ? last : String(value))}`);
  }
  return parts.join('&');
}

/** WordPress' paging links: prev from page 2 on (never past the last page), next before the last. */
export function pagingLinks(
  collection: string,
  url: URL,
  args: Args,
  parsed: Record<string, unknown>,
  page: number,
  totalPages: number,
): string | undefined {
  const links: string[] = [];
  if (page > 1) links.push(`<${collection}?${linkQuery(url, args, parsed, Math.min(page - 1, totalPages))}>; rel="prev"`);
  if (totalPages > page) links.push(`<${collection}?${linkQuery(url, args, parsed, page + 1)}>; rel="next"`);
  return links.length > 0 ? links.join(', ') : undefined;
}

/** `_embed`: absent → nothing; `_embed`, `_embed=1`, `_embed=true` → every relation; else the named ones. */
export function parseEmbed(url: URL): Embed {
  const values = [...url.searchParams].filter(([k]) => /^_embed(\[\d*\])?$/.test(k)).map(([, v]) => v);
  if (values.length === 0) return false;
  const names = values.flatMap((v) => v.split(/[\s,]+/)).filter(Boolean);
  if (names.length === 0 || names.some((n) => n === '1' || n === 'true')) return true;
  return new Set(names);
}

type Tree = { [key: string]: Tree | true };

/** `_fields=id,title,acf.short_text` (or `_fields[]=…`) as a tree; undefined when not asked. */
export function parseFields(url: URL): Tree | undefined {
  return fieldTree([...url.searchParams].filter(([k]) => /^_fields(\[\d*\])?$/.test(k)).map(([, v]) => v));
}

/** `_fields` values (`id,title,acf.short_text`) as a tree; undefined when they name no field. */
export function fieldTree(values: string[]): Tree | undefined {
  const paths = values.flatMap((v) => v.split(/[\s,]+/)).filter(Boolean);
  if (paths.length === 0) return undefined;
  const tree: Tree = {};
  for (const path of paths) {
    let node = tree;
    const keys = path.split('.');
    for (const [i, key] of keys.entries()) {
      if (node[key] === true) break; // a parent named whole already
      if (i === keys.length - 1) node[key] = true;
      else node = (node[key] = (node[key] as Tree | undefined) ?? {}) as Tree;
    }
  }
  return tree;
}

/**
 * WordPress' rest_filter_response_fields: only the named fields, nested ones inside their parent; `_links`
 * and `_embedded` only when named.
 */
export function filterFields(item: unknown, tree: Tree): unknown {
  if (!item || typeof item !== 'object' || Array.isArray(item)) return item;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(item)) {
    const wanted = tree[key];
    if (wanted === true) out[key] = value;
    else if (wanted && value && typeof value === 'object' && !Array.isArray(value)) out[key] = filterFields(value, wanted);
  }
  return out;
}

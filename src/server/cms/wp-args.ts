import { MAX_DB_ID } from '../../shared/schemas/db-id';
import { isStorableText } from '../../shared/schemas/text';
import { WpError } from './wp-errors';

/**
 * Query arguments described the way WordPress registers them (`register_rest_route(..., ['args' => …])`):
 * one description both validates a request with WordPress' codes and words and lists the route's
 * arguments in the index at /cms/wp-json/, so a client that discovers routes (wpapi) sees what is checked.
 */
export type Arg =
  | { type: 'integer'; default?: number | null; minimum?: number; maximum?: number }
  | { type: 'string'; default?: string; enum?: readonly string[]; format?: 'date-time' }
  | { type: 'boolean'; default?: boolean }
  // termList: WordPress' categories/tags argument ("a valid Term ID List"), an id list with its own wording
  | { type: 'array'; items: 'integer' | 'string'; default?: readonly []; termList?: true };
export type Args = Record<string, Arg>;

type Raw = Record<string, string | string[]>;
type Issue = { message: string; code: string; data: Record<string, unknown> | null };

/** `a, b, and c` / `a and b`, as WordPress' `%l` lists them. */
const listOf = (words: readonly string[]) =>
  words.length <= 2 ? words.join(' and ') : `${words.slice(0, -1).join(', ')}, and ${words.at(-1)}`;

/**
 * Query keys as WordPress reads them: `categories[]=1&categories[]=4` (wpapi), `categories[0]=1` (the
 * Link headers' next/prev URLs) and `categories=1,4` (the app) all name `categories`.
 */
export function wpQueryValues(raw: Raw): Raw {
  const out: Record<string, string | string[]> = {};
  for (const [key, value] of Object.entries(raw)) {
    const bracket = /^([^[\]]+)\[\d*\]$/.exec(key);
    if (!bracket) {
      // a repeated plain key: PHP keeps the last; a bracket list of the same name wins over it
      if (!Array.isArray(out[key])) out[key] = Array.isArray(value) ? value.at(-1)! : value;
      continue;
    }
    const name = bracket[1];
    const before = out[name];
    out[name] = [...(before === undefined ? [] : Array.isArray(before) ? before : [before]), ...(Array.isArray(value) ? value : [value])];
  }
  return out;
}

const INTEGER = /^\d+$/;
const DATE_TIME = /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:?\d{2})?$/i;

function parseOne(name: string, arg: Arg, value: string | string[]): { value: unknown } | { issue: Issue } {
  const typeIssue = (param: string, type: string): { issue: Issue } => ({
    issue: { message: `${param} is not of type ${type}.`, code: 'rest_invalid_type', data: { param } },
  });
  // every value, list items too: PostgreSQL cannot compare a NUL or a lone surrogate with a slug, it would be a 500
  const values = Array.isArray(value) ? value : [value];
  if (!values.every(isStorableText)) {
    return { issue: { message: `${name} must not contain NUL characters or lone surrogates.`, code: 'rest_invalid_param', data: null } };
  }
  if (arg.type === 'array') {
    // WordPress' wp_parse_list: a string splits at commas and blanks
    const items = values.flatMap((v) => v.split(/[\s,]+/)).filter((v) => v !== '');
    if (arg.items === 'string') return { value: items };
    const bad = items.findIndex((v) => !INTEGER.test(v));
    if (bad >= 0) {
      const inner = typeIssue(`${name}[${bad}]`, 'integer').issue;
      if (!arg.termList) return { issue: inner };
      return {
        issue: { message: `${name} is not a valid Term ID List. Reason: ${inner.message}`, code: 'rest_no_matching_schema', data: { position: 0 } },
      };
    }
    return { value: items.map(Number) };
  }
  const text = Array.isArray(value) ? value.at(-1)! : value;
  if (arg.type === 'boolean') {
    const lower = text.toLowerCase();
    if (!['true', 'false', '1', '0'].includes(lower)) return typeIssue(name, 'boolean');
    return { value: lower === 'true' || lower === '1' };
  }
  if (arg.type === 'integer') {
    if (!INTEGER.test(text)) return typeIssue(name, 'integer');
    const n = Number(text);
    const { minimum: min, maximum: max } = arg;
    const outside = (min !== undefined && n < min) || (max !== undefined && n > max);
    if (outside) {
      const message =
        min !== undefined && max !== undefined
          ? `${name} must be between ${min} (inclusive) and ${max} (inclusive)`
          : min !== undefined
            ? `${name} must be greater than or equal to ${min}`
            : `${name} must be less than or equal to ${max}`;
      return { issue: { message, code: 'rest_out_of_bounds', data: null } };
    }
    return { value: n };
  }
  if (arg.enum && !arg.enum.includes(text)) {
    return { issue: { message: `${name} is not one of ${listOf(arg.enum)}.`, code: 'rest_not_in_enum', data: null } };
  }
  if (arg.format === 'date-time') {
    const date = new Date(text);
    if (!DATE_TIME.test(text) || Number.isNaN(date.getTime())) return { issue: { message: 'Invalid date.', code: 'rest_invalid_date', data: null } };
    return { value: date };
  }
  return { value: text };
}

/**
 * The arguments of one request, with defaults; unknown keys are ignored as WordPress ignores them.
 * Every invalid argument is named in one 400 `rest_invalid_param`, as WordPress answers.
 */
export function parseArgs<T>(args: Args, raw: Raw): T {
  const values = wpQueryValues(raw);
  const out: Record<string, unknown> = {};
  const params: Record<string, string> = {};
  const details: Record<string, Issue> = {};
  for (const [name, arg] of Object.entries(args)) {
    const value = values[name];
    if (value === undefined) {
      // null: WordPress' "no default" that the index still names
      if (arg.default !== undefined && arg.default !== null) out[name] = Array.isArray(arg.default) ? [] : arg.default;
      continue;
    }
    const result = parseOne(name, arg, value);
    if ('issue' in result) {
      params[name] = result.issue.message;
      details[name] = result.issue;
    } else out[name] = result.value;
  }
  const invalid = Object.keys(params);
  if (invalid.length > 0) {
    throw new WpError(400, 'rest_invalid_param', `Invalid parameter(s): ${invalid.join(', ')}`, { params, details });
  }
  return out as T;
}

/** Ids a database `integer` can hold; larger ones name nothing that exists. */
export const storableIds = (ids: number[]) => ids.filter((id) => id >= 1 && id <= MAX_DB_ID);

/** The arguments as the index lists them (WordPress' keys: type, default, enum, minimum, maximum, items). */
export function describeArgs(args: Args): Record<string, Record<string, unknown>> {
  return Object.fromEntries(
    Object.entries(args).map(([name, arg]) => {
      const { termList, items, ...rest } = arg as Arg & { termList?: true; items?: string };
      const type = termList ? ['object', 'array'] : arg.type;
      return [name, { ...rest, type, ...(items && !termList && { items: { type: items } }), required: false }];
    }),
  );
}

const CONTEXT: Arg = { type: 'string', default: 'view', enum: ['view', 'embed', 'edit'] };
const PAGING = { page: { type: 'integer', default: 1, minimum: 1 }, per_page: { type: 'integer', default: 10, minimum: 1, maximum: 100 } } as const;
const ORDERBY_POSTS = ['author', 'date', 'id', 'include', 'modified', 'parent', 'relevance', 'slug', 'include_slugs', 'title'] as const;
const ids = { type: 'array', items: 'integer', default: [] } as const;

/** The arguments wp/v2/posts and wp/v2/pages share (WordPress 6.1's WP_REST_Posts_Controller). */
const COMMON = {
  context: CONTEXT,
  ...PAGING,
  search: { type: 'string' },
  after: { type: 'string', format: 'date-time' },
  modified_after: { type: 'string', format: 'date-time' },
  author: ids,
  author_exclude: ids,
  before: { type: 'string', format: 'date-time' },
  modified_before: { type: 'string', format: 'date-time' },
  exclude: ids,
  include: ids,
  offset: { type: 'integer' },
  order: { type: 'string', default: 'desc', enum: ['asc', 'desc'] },
} as const satisfies Args;

export const POST_ARGS = {
  ...COMMON,
  orderby: { type: 'string', default: 'date', enum: ORDERBY_POSTS },
  slug: { type: 'array', items: 'string' },
  categories: { type: 'array', items: 'integer', termList: true },
  categories_exclude: { type: 'array', items: 'integer', termList: true },
  tags: { type: 'array', items: 'integer', termList: true },
  tags_exclude: { type: 'array', items: 'integer', termList: true },
  sticky: { type: 'boolean' },
} as const satisfies Args;

export const PAGE_ARGS = {
  ...COMMON,
  menu_order: { type: 'integer' },
  orderby: { type: 'string', default: 'date', enum: [...ORDERBY_POSTS, 'menu_order'] },
  parent: ids,
  parent_exclude: ids,
  slug: { type: 'array', items: 'string' },
} as const satisfies Args;

export const CATEGORY_ARGS = {
  context: CONTEXT,
  ...PAGING,
  search: { type: 'string' },
  exclude: ids,
  include: ids,
  order: { type: 'string', default: 'asc', enum: ['asc', 'desc'] },
  orderby: { type: 'string', default: 'name', enum: ['id', 'include', 'name', 'slug', 'include_slugs', 'term_group', 'description', 'count'] },
  hide_empty: { type: 'boolean', default: false },
  parent: { type: 'integer' },
  post: { type: 'integer', default: null },
  slug: { type: 'array', items: 'string' },
} as const satisfies Args;

export const YEARS_ARGS = { categories: { type: 'array', items: 'integer', default: [] } } as const satisfies Args;
export const VIDEO_ARGS = { category: { type: 'string', default: '' } } as const satisfies Args;
export const SINGLE_ARGS = { context: CONTEXT } as const satisfies Args;

/** What the list queries hand the service. */
export type ListArgs = {
  page: number;
  per_page: number;
  search?: string;
  after?: Date;
  before?: Date;
  modified_after?: Date;
  modified_before?: Date;
  author: number[];
  author_exclude: number[];
  exclude: number[];
  include: number[];
  offset?: number;
  order: 'asc' | 'desc';
  orderby: string;
  slug?: string[];
  categories?: number[];
  categories_exclude?: number[];
  tags?: number[];
  tags_exclude?: number[];
  sticky?: boolean;
  parent?: number[];
  parent_exclude?: number[];
  menu_order?: number;
};
export type CategoryArgs = {
  page: number;
  per_page: number;
  search?: string;
  exclude: number[];
  include: number[];
  order: 'asc' | 'desc';
  orderby: string;
  hide_empty: boolean;
  parent?: number;
  post?: number;
  slug?: string[];
};

import { eq } from 'drizzle-orm';
import type { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { boardstories, organizations, users } from './db/schema';
import { VALIDATES, type Validates } from './http/validate';
import { createTestApp, login, type TestApp } from './testing/test-app';

/**
 * Calls every route of the app with hostile input and expects no 5xx (a finding of the security review). Routes come from
 * the app itself and each route's inputs from the schemas its validators carry, so a new route is swept
 * without anyone adding it here. Each hostile value goes into one field at a time while the others stay
 * valid, so it reaches the service and the database instead of being stopped by another field's error.
 */

let t: TestApp;
const who: Record<string, string | undefined> = { guest: undefined };
const base: Record<string, unknown> = {};

beforeAll(async () => {
  t = await createTestApp();
  for (const name of ['owner', 'admin']) who[name] = await login(t.app, `${name}@lesefunke.test`);
  const [maus] = await t.db.select().from(boardstories).where(eq(boardstories.slug, 'die-mutige-maus'));
  const [owner] = await t.db.select().from(users).where(eq(users.email, 'owner@lesefunke.test'));
  const [org] = await t.db.select().from(organizations);
  const address = { salutation: 'Frau', firstName: 'Eva', lastName: 'Muster', street: 'Weg', streetNumber: '1', zip: '10115', city: 'Berlin', country: 'DE', state: 'Berlin' };
  // one valid value per field name; objects strip keys they do not know, so one base fits every route
  Object.assign(base, {
    ...{ firstName: 'Eva', lastName: 'Muster', salutation: 'Frau', email: 'sweep@lesefunke.test', username: 'sweep@lesefunke.test' },
    ...{ password: 'Lesefunke2026!', newPassword: 'Lesefunke2026!', tosConsent: true, address, billingAddress: null },
    ...{ id: String(maus.id), boardstoryId: maus.id, boardstory: maus.id, attachmentId: '1', idOrSlug: maus.slug, user: owner.id },
    ...{ organizationId: org.id, organization: org.id, owner: String(owner.id), licenseId: 1, type: 'SCHOOL', name: 'Schule' },
    ...{ code: 'FUNKE-GUELTIG', accessCode: 'FUNKE-GUELTIG', promocode: '', comment: '', note: 'Notiz', userRole: 'USER' },
    ...{ event: 'boardstoryWatched', boardstoryTimestamp: 0, isAnonymous: true, hasEnded: false, startingDate: '2030-01-01' },
    ...{ hiddenAttachments: [], frcSolution: 'eA==', state: 'ACCEPTED' },
    ...{ variant: 'text', seconds: 42, duration: 300, savedAt: new Date().toISOString() },
    ...{ turnId: 'Tz'.repeat(11), furthestSeconds: 30, ended: false, quiz: [], search: [], impulses: [] },
  });
}, 120_000);
afterAll(() => t.close());

const deep = (n: number) => '{"a":'.repeat(n) + '1' + '}'.repeat(n);
/** Values no field should ever turn into a 5xx; numbers as text too, since query and path values are text. */
const hostile: unknown[] = [
  ...['a\0b', '1e20', '-1', '2147483648', 'NOPE', '', 'x'.repeat(6000), '%'],
  ...[2147483648, -1, null, {}, ['a\0b']],
];
const asText = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value));

type Route = { method: string; path: string; inputs: Validates[] };
/** The app's routes, one entry per method and path with the inputs its validators check. */
function routesOf(app: Hono): Route[] {
  const byKey = new Map<string, Route>();
  for (const { method, path, handler } of app.routes) {
    if (method === 'ALL' || path.includes('*')) continue;
    const route = byKey.get(`${method} ${path}`) ?? { method, path, inputs: [] };
    const validates = (handler as { [VALIDATES]?: Validates })[VALIDATES];
    if (validates) route.inputs.push(validates);
    byKey.set(`${method} ${path}`, route);
  }
  return [...byKey.values()];
}

/** The field names an object schema knows, through pipes, optionals, unions and lazy choices. */
function fieldsOf(schema: v.GenericSchema | undefined): string[] {
  if (!schema) return [];
  const s = schema as v.GenericSchema & { entries?: object; pipe?: v.GenericSchema[]; wrapped?: v.GenericSchema; options?: v.GenericSchema[]; getter?: (x: unknown) => v.GenericSchema };
  if (s.entries) return Object.keys(s.entries);
  if (s.pipe) return fieldsOf(s.pipe[0]);
  if (s.wrapped) return fieldsOf(s.wrapped);
  if (s.options) return s.options.flatMap(fieldsOf);
  if (s.getter) return [...fieldsOf(s.getter({})), ...fieldsOf(s.getter({ removeMembers: [] }))];
  return [];
}

type Call = { method: string; path: string; query?: Record<string, string>; body?: string; headers?: Record<string, string> };

async function send(call: Call, cookie: string | undefined) {
  const url = call.path + (call.query ? `?${new URLSearchParams(call.query)}` : '');
  const headers: Record<string, string> = { ...(cookie ? { cookie } : {}), ...call.headers };
  if (call.body !== undefined) headers['content-type'] ??= 'application/json';
  const res = await t.app.request(url, { method: call.method, headers, body: call.body });
  await res.arrayBuffer();
  return res.status;
}

/** The requests for one route: the valid base, then one hostile value at a time per field, and broken bodies. */
function callsFor(route: Route): Call[] {
  const input = (target: Validates['target']) => route.inputs.find((i) => i.target === target)?.schema;
  const paramNames = [...route.path.matchAll(/:(\w+)/g)].map((m) => m[1]);
  const queryNames = fieldsOf(input('query'));
  const bodyNames = fieldsOf(input('json'));
  const pick = (names: string[]) => Object.fromEntries(names.filter((n) => n in base).map((n) => [n, base[n]]));
  const make = (param: Record<string, unknown>, query: Record<string, unknown>, body?: Record<string, unknown> | string): Call => ({
    method: route.method,
    path: route.path.replace(/:(\w+)/g, (_, n: string) => encodeURIComponent(asText(param[n] ?? '1'))),
    query: Object.fromEntries(Object.entries(query).map(([k, value]) => [k, asText(value)])),
    body: body === undefined || typeof body === 'string' ? body : JSON.stringify(body),
  });
  const [p, q] = [pick(paramNames), pick(queryNames)];
  const b = route.method === 'GET' ? undefined : pick(bodyNames);
  const calls = [make(p, q, b)];
  for (const value of hostile) {
    for (const n of paramNames) calls.push(make({ ...p, [n]: value }, q, b));
    for (const n of queryNames) calls.push(make(p, { ...q, [n]: value }, b));
    // the paging names too: a list route may read them without a schema
    if (route.method === 'GET') for (const n of ['page', 'per_page', 'limit']) calls.push(make(p, { ...q, [n]: value }, b));
    if (b) for (const n of bodyNames) calls.push(make(p, q, { ...b, [n]: value }));
    if (b && 'address' in b) for (const n of Object.keys(base.address as object)) calls.push(make(p, q, { ...b, address: { ...(base.address as object), [n]: value } }));
  }
  if (b) {
    for (const body of [deep(5_000), deep(100_000), '['.repeat(50_000), '{"a":1', '"text"', 'null', '[]', JSON.stringify({ ...b, x: 'x'.repeat(2_000_000) })]) {
      calls.push(make(p, q, body));
    }
    calls.push({ ...make(p, q, b), headers: { origin: 'null' } }, { ...make(p, q, b), headers: { origin: 'not a url' } });
    calls.push({ ...make(p, q, b), headers: { 'content-type': 'text/plain' } });
  }
  // a form body (the theme selector's): each hostile value as each field's text, and the whole JSON body as a form
  const formNames = fieldsOf(input('form'));
  const form = (fields: Record<string, string>): Call => ({ ...make(p, q), body: new URLSearchParams(fields).toString(), headers: { 'content-type': 'application/x-www-form-urlencoded' } });
  for (const value of formNames.length ? hostile : []) for (const n of formNames) calls.push(form({ [n]: asText(value) }));
  if (formNames.length) calls.push(form({}), { ...make(p, q, base), headers: { 'content-type': 'multipart/form-data; boundary=x' } });
  return calls;
}

describe('hostile sweep', () => {
  // about 15 s on an idle machine; the margin is for a busy one
  it('no route answers any hostile request with a 5xx', { timeout: 120_000 }, async () => {
    const routes = routesOf(t.app as unknown as Hono);
    expect(routes.length).toBeGreaterThan(50);
    const failures: string[] = [];
    let count = 0;
    for (const route of routes) {
      // signed in, since most services reach the database only for a member; guests' paths are a subset
      const cookie = route.path === '/auth/logout' ? who.guest : /admin|preview/.test(route.path) ? who.admin : who.owner;
      const calls = callsFor(route);
      // a few at a time: the database answers one query after the other, but request handling overlaps
      for (let i = 0; i < calls.length; i += 8) {
        await Promise.all(
          calls.slice(i, i + 8).map(async (call) => {
            const status = await send(call, cookie);
            if (status >= 500) failures.push(`${status} ${call.method} ${call.path} ${JSON.stringify(call.query)} ${call.body?.slice(0, 80) ?? ''} ${JSON.stringify(call.headers ?? {})}`);
          }),
        );
      }
      count += calls.length;
    }
    expect(count).toBeGreaterThan(1_500);
    expect(failures.slice(0, 30)).toEqual([]);
  });
});

describe('the five causes of 500s found by the security review', () => {
  it('answers each with a 4xx in the error shape', async () => {
    const json = { 'content-type': 'application/json' };
    const cases: [string, RequestInit, number][] = [
      ['/auth/login', { method: 'POST', headers: json, body: deep(5_000) }, 400],
      // an id past the database's integers names no post: WordPress' 404 rest_post_invalid_id (server/cms/wp-errors.ts)
      ...['posts', 'pages'].map((kind): [string, RequestInit, number] => [`/cms/wp-json/wp/v2/${kind}/2147483648`, {}, 404]),
      ['/cms/wp-json/lesefunke/v2/preview/2147483648', { headers: { cookie: who.admin! } }, 400],
      ['/cms/wp-json/wp/v2/posts?search=a%00b', {}, 400],
      ['/cms/wp-json/wp/v2/posts?search=zzzz&page=1e20', {}, 400],
      ['/cms/wp-json/wp/v2/categories?page=1e20', {}, 400],
      ['/api/boardstories?page=1e20', {}, 400],
      ['/api/boardstories?fulltextsearch=a%00b', {}, 400],
      ['/auth/login', { method: 'POST', headers: { ...json, origin: 'null' }, body: '{}' }, 403],
    ];
    for (const [path, init, status] of cases) {
      const res = await t.app.request(path, init);
      expect(res.status, path).toBe(status);
      expect(await res.json(), path).toMatchObject({ error: expect.any(String), error_description: expect.any(String) });
    }
  });
});

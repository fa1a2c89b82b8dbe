import { desc, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Address } from '../../shared/schemas/address';
import { emailOutbox } from '../db/schema';
import { login, type TestApp } from './test-app';

/** The demo accounts a role matrix calls the order and organisation routes as (see docs/demo-data.md#accounts); undefined is the guest. */
export const MATRIX_ROLES = ['owner', 'lehrer', 'bibliothek', 'leser', 'neu', 'admin'] as const;
export type Role = (typeof MATRIX_ROLES)[number];
export type Caller = Role | undefined;

/** A status and the parsed JSON; `T` is what the test expects the body to be. */
export type Answer<T> = { status: number; body: T };
export type Call = <T = unknown>(method: string, path: string, who?: Caller, body?: unknown) => Promise<Answer<T>>;

/** Logs every matrix role in and answers a caller that sends JSON as one of them, plus their user ids. */
export async function signIn(t: TestApp): Promise<{ call: Call; userIds: Record<Role, number> }> {
  const cookies = {} as Record<Role, string>;
  const userIds = {} as Record<Role, number>;
  const call: Call = async (method, path, who, body) => {
    const headers: Record<string, string> = who ? { cookie: cookies[who] } : {};
    if (body !== undefined) headers['content-type'] = 'application/json';
    const res = await t.app.request(path, { method, headers, body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body) });
    const text = await res.text();
    // a download (CSV) comes back as its text
    const json = res.headers.get('content-type')?.includes('json');
    return { status: res.status, body: (text ? (json ? JSON.parse(text) : text) : null) as never };
  };
  for (const who of MATRIX_ROLES) {
    cookies[who] = await login(t.app, `${who}@lesefunke.test`);
    userIds[who] = (await call<{ id: number }>('GET', '/api/me', who)).body.id;
  }
  return { call, userIds };
}

/**
 * Calls one route as the guest and every role and checks each status; `expected` maps each caller to its status,
 * the guest under 'guest'. Calls run one after another in the order given, so a role that changes data comes last.
 */
export async function expectMatrix(
  call: Call,
  request: { method: string; path: string | ((who: Caller) => string); body?: unknown | ((who: Caller) => unknown) },
  expected: Partial<Record<Role | 'guest', number>>,
): Promise<void> {
  for (const [name, status] of Object.entries(expected)) {
    const who = name === 'guest' ? undefined : (name as Role);
    const path = typeof request.path === 'function' ? request.path(who) : request.path;
    const body = typeof request.body === 'function' ? request.body(who) : request.body;
    const res = await call(request.method, path, who, body);
    expect(res.status, `${request.method} ${path} as ${name}: ${JSON.stringify(res.body)}`).toBe(status);
    if (status >= 400) expect(res.body).toMatchObject({ error: expect.any(String), error_description: expect.any(String) });
  }
}

/** A complete German address, as the order form sends it. */
export const kölnAddress: Address = {
  salutation: 'Frau',
  firstName: 'Sabine',
  lastName: 'Sommer',
  name: 'Grundschule am Park',
  street: 'Parkallee',
  streetNumber: '12',
  zip: '50667',
  city: 'Köln',
  country: 'DE',
  state: 'Nordrhein-Westfalen',
};

/** A complete Austrian billing address: VAT 20 %. */
export const wienAddress: Address = {
  salutation: 'Herr',
  firstName: 'Karl',
  lastName: 'Kassier',
  name: 'Schulverein Wien',
  street: 'Ringstraße',
  streetNumber: '1',
  zip: '1010',
  city: 'Wien',
  country: 'AT',
  state: 'Wien',
};

/** The outbox's newest mail to an address (the tests' mailbox outside production). */
export async function lastMailTo(t: TestApp, to: string) {
  const [mail] = await t.db.select().from(emailOutbox).where(eq(emailOutbox.to, to)).orderBy(desc(emailOutbox.id)).limit(1);
  return mail;
}

import { and, eq, gt, inArray } from 'drizzle-orm';
import { liveKeys, type LiveKey, type LiveMessage } from '../../shared/schemas/live';
import type { Db, Listen } from '../db/client';
import { organizationMembers, sessions } from '../db/schema';
import { LIVE_CHANNEL, type LiveEvent } from '../services/publish-change';

/** What the hub needs of an open socket; socket.ts adapts a `ws` WebSocket, the tests a fake. */
export type LiveClient = { send: (message: string) => void; close: (code: number, reason: string) => void };

/** Close code for a socket whose session ended (logout, expiry, a login elsewhere replaced it). */
export const SESSION_ENDED = 4401;

type Subscriber = { client: LiveClient; userId: number; sessionHash: string; orgs: Set<number>; gone: boolean };

export type Hub = {
  /**
   * Subscribes a socket to its user: each event reaches it while the user is a member of the event's organisation
   * (looked up at the event); `ready` once the memberships it starts with are known.
   */
  add: (client: LiveClient, userId: number, sessionHash: string) => { ready: Promise<void>; remove: () => void };
  close: () => Promise<void>;
};

const knownKeys = new Set<string>(liveKeys);

/** A notification's payload, or null for anything that is not one of ours. */
function parseEvent(payload: string): LiveEvent | null {
  try {
    const event = JSON.parse(payload) as Partial<LiveEvent>;
    const keys = Array.isArray(event.keys) ? (event.keys.filter((k) => knownKeys.has(k)) as LiveKey[]) : [];
    return Number.isInteger(event.organizationId) && keys.length > 0 ? { organizationId: event.organizationId!, keys } : null;
  } catch {
    return null;
  }
}

/**
 * One per server process: LISTENs once on the live channel and hands each event to the open sockets of the
 * organisation's members at that moment. The NOTIFY reaches every process on the database, so each delivers to its own
 * sockets and none needs to know of the others.
 */
export async function createHub(db: Db, listen: Listen): Promise<Hub> {
  const byOrg = new Map<number, Set<Subscriber>>();
  const byUser = new Map<number, Set<Subscriber>>();

  const join = (s: Subscriber, orgId: number) => {
    if (s.gone) return;
    s.orgs.add(orgId);
    byOrg.set(orgId, (byOrg.get(orgId) ?? new Set()).add(s));
  };
  const leave = (s: Subscriber, orgId: number) => {
    s.orgs.delete(orgId);
    const set = byOrg.get(orgId);
    set?.delete(s);
    if (set?.size === 0) byOrg.delete(orgId);
  };
  const remove = (s: Subscriber) => {
    s.gone = true;
    for (const orgId of [...s.orgs]) leave(s, orgId);
    const set = byUser.get(s.userId);
    set?.delete(s);
    if (set?.size === 0) byUser.delete(s.userId);
  };

  /**
   * The sockets of the organisation's members as the database has them now. Asked at every event rather than
   * kept from the socket's start: a user who founds an organisation, accepts an invitation or is added by an
   * administrator after opening the tab hears of it from the first event on, whichever path made them a member.
   * Sockets of members join the organisation's set, those of others leave it.
   */
  async function currentMembers(orgId: number): Promise<Set<Subscriber>> {
    const rows = await db
      .select({ userId: organizationMembers.userId })
      .from(organizationMembers)
      .where(eq(organizationMembers.organizationId, orgId));
    const current = new Set(rows.flatMap((r) => [...(byUser.get(r.userId) ?? [])]));
    for (const s of [...(byOrg.get(orgId) ?? [])]) if (!current.has(s)) leave(s, orgId);
    for (const s of current) join(s, orgId);
    return current;
  }

  /** The session hashes among these that still sign someone in: one query per event, however many sockets. */
  async function liveSessions(hashes: string[]) {
    const rows = await db
      .select({ idHash: sessions.idHash })
      .from(sessions)
      .where(and(inArray(sessions.idHash, hashes), gt(sessions.expiresAt, new Date())));
    return new Set(rows.map((r) => r.idHash));
  }

  async function deliver(event: LiveEvent) {
    if (byUser.size === 0) return;
    const before = [...(byOrg.get(event.organizationId) ?? [])];
    const current = await currentMembers(event.organizationId);
    // the change that removed a member still reaches them, so their tab drops the role it shows; nothing after it does
    const recipients = event.keys.includes('members') ? new Set([...before, ...current]) : current;
    if (recipients.size === 0) return;
    // a session ended on any process (a logout, an expiry) is gone from the table: its sockets are closed, not told
    const valid = await liveSessions([...new Set([...recipients].map((s) => s.sessionHash))]);
    const message = JSON.stringify({ type: 'changed', keys: event.keys } satisfies LiveMessage);
    for (const s of recipients) {
      if (s.gone) continue;
      if (valid.has(s.sessionHash)) {
        s.client.send(message);
      } else {
        remove(s);
        s.client.close(SESSION_ENDED, 'session ended');
      }
    }
  }

  const unlisten = await listen(LIVE_CHANNEL, (payload) => {
    const event = parseEvent(payload);
    if (event) deliver(event).catch((err: Error) => console.error('live delivery failed', err.message));
  });

  return {
    add(client, userId, sessionHash) {
      const s: Subscriber = { client, userId, sessionHash, orgs: new Set(), gone: false };
      byUser.set(userId, (byUser.get(userId) ?? new Set()).add(s));
      // an admin is not subscribed to every organisation, only to their own memberships like anyone else
      const ready = db
        .select({ orgId: organizationMembers.organizationId })
        .from(organizationMembers)
        .where(eq(organizationMembers.userId, userId))
        .then((rows) => rows.forEach((r) => join(s, r.orgId)));
      return { ready, remove: () => remove(s) };
    },
    close: () => unlisten(),
  };
}

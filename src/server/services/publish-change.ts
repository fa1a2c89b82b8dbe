import { sql } from 'drizzle-orm';
import type { LiveKey } from '../../shared/schemas/live';
import type { Db } from '../db/client';

// The sending half of the live updates; live/ holds the receiving half (it listens and forwards to the sockets).

/** The PostgreSQL channel every server process LISTENs on (live/hub.ts). */
export const LIVE_CHANNEL = 'lesefunke_live';

export type LiveEvent = { organizationId: number; keys: LiveKey[] };

/**
 * Tells every open tab of the organisation's members that some of its data changed. Sent through
 * PostgreSQL NOTIFY, so every server process on the same database delivers it, not only the one that
 * made the change. Call it after the change is committed; a failed notify never fails the change.
 */
export async function publishChange(db: Db, organizationId: number, keys: LiveKey[]): Promise<void> {
  const event: LiveEvent = { organizationId, keys };
  await db.execute(sql`SELECT pg_notify(${LIVE_CHANNEL}, ${JSON.stringify(event)})`).catch((err: unknown) => {
    console.error('live notify failed', (err as Error).message);
  });
}

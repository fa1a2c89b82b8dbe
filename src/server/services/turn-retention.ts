import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';

const DAY_MS = 86_400_000;

/**
 * Deletes the turns that began more than `retentionDays` ago (TURN_RETENTION_DAYS, see docs/privacy.md#how-long) and
 * adds them to the per-story counts of turn_totals, by organisation and Berlin day of their start, so that an owner's
 * and the platform's totals stay what they were. One statement: a turn is counted exactly when it is deleted, also
 * while reports come in or a second process runs the same job. Answers how many turns went.
 */
export async function retireOldTurns(db: Db, retentionDays: number, now = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - retentionDays * DAY_MS);
  const result = (await db.execute(sql`
    WITH gone AS (
      DELETE FROM turns WHERE started_at < ${cutoff.toISOString()}::timestamptz
      RETURNING boardstory_id, organization_id, started_at, ended
    ), counted AS (
      INSERT INTO turn_totals (boardstory_id, organization_id, day, turns_started, turns_finished)
      SELECT boardstory_id, organization_id, (started_at AT TIME ZONE 'Europe/Berlin')::date, count(*), count(*) FILTER (WHERE ended)
      FROM gone GROUP BY 1, 2, 3
      ON CONFLICT ON CONSTRAINT turn_totals_key DO UPDATE SET
        turns_started = turn_totals.turns_started + excluded.turns_started,
        turns_finished = turn_totals.turns_finished + excluded.turns_finished
      RETURNING 1
    )
    SELECT (SELECT count(*) FROM gone)::int AS retired, (SELECT count(*) FROM counted)::int AS days`)) as unknown as { rows: { retired: number }[] };
  return Number(result.rows[0]?.retired ?? 0);
}

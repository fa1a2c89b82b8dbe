import Dexie, { type EntityTable } from 'dexie';

/** One row per stored thing; `key` names it ('query-client', 'client-state'). */
export type KeyValueRow = { key: string; value: unknown };

/**
 * The browser's own database. Versions only ever go up: a new table or index is a new
 * `db.version(n)` block below the last, so an installed app upgrades its data in place.
 */
class LesefunkeDb extends Dexie {
  /** the dehydrated TanStack Query cache (persister.ts) */
  queryCache!: EntityTable<KeyValueRow, 'key'>;
  /** the persisted jotai slices of part 1 §3 (client-state.ts) */
  clientState!: EntityTable<KeyValueRow, 'key'>;

  constructor() {
    super('lesefunke');
    this.version(1).stores({ queryCache: 'key', clientState: 'key' });
  }
}

export const localDb = new LesefunkeDb();

export type ThrottledWriter<T> = {
  /** remember the newest value; it is written at the end of the current interval */
  schedule: (value: T) => void;
  /** write a waiting value now (before a reload or after a logout) */
  flush: () => Promise<void>;
  /** forget a waiting value and wait for a write already under way */
  cancel: () => Promise<void>;
};

/**
 * Writes at most once per interval and always the newest value (trailing), like the throttle of
 * TanStack's createAsyncStoragePersister: a burst of cache or state changes costs one IndexedDB write.
 * Writes run one after another, so an older value never lands after a newer one.
 */
export function createThrottledWriter<T>(write: (value: T) => unknown, intervalMs = 1000): ThrottledWriter<T> {
  let waiting: { value: T } | null = null;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let chain: Promise<void> = Promise.resolve();

  const run = () => {
    if (timer) clearTimeout(timer);
    timer = null;
    if (waiting) {
      const { value } = waiting;
      waiting = null;
      chain = chain.then(async () => {
        try {
          await write(value);
        } catch (err) {
          // a failed save (quota, private mode) costs only offline comfort; the next change tries again
          console.warn('Lokales Speichern fehlgeschlagen', err);
        }
      });
    }
    return chain;
  };

  return {
    schedule(value) {
      waiting = { value };
      timer ??= setTimeout(run, intervalMs);
    },
    flush: run,
    cancel() {
      if (timer) clearTimeout(timer);
      timer = null;
      waiting = null;
      return chain;
    },
  };
}

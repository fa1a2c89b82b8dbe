import Dexie, { type EntityTable } from 'dexie';
import { LOCAL_DB_NAME, type KeyValueRow, type ResumeRow, type StoryPack } from './local-db';

/**
 * The browser's own database. Versions only ever go up: a new table or index is a new
 * `db.version(n)` block below the last, so an installed app upgrades its data in place.
 * Only local-db.ts imports this module, and only dynamically (see openLocalDb).
 */
export class LesefunkeDb extends Dexie {
  /** the dehydrated TanStack Query cache (persister.ts) */
  queryCache!: EntityTable<KeyValueRow, 'key'>;
  /** the persisted jotai slices (client-state.ts; docs/interface.md#client-state) */
  clientState!: EntityTable<KeyValueRow, 'key'>;
  /** stories saved for offline use (features/story-packs); not per user: a pack may outlive a logout on purpose */
  storyPacks!: EntityTable<StoryPack, 'slug'>;
  /** where a signed-in user stopped each story (features/player/resume); per user: cleared at logout */
  resumePositions!: EntityTable<ResumeRow, 'key'>;

  constructor() {
    super(LOCAL_DB_NAME);
    this.version(1).stores({ queryCache: 'key', clientState: 'key' });
    this.version(2).stores({ storyPacks: 'slug, until' });
    this.version(3).stores({ resumePositions: 'key, userId' });
  }
}

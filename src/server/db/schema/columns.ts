import { customType, timestamp } from 'drizzle-orm/pg-core';

/** All times are UTC instants; the browser shows them in Europe/Berlin. */
export const utc = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
export const createdAt = () => utc('created_at').notNull().defaultNow();

/** PostgreSQL full-text vector; filled by the service that owns the row (see boardstory search). */
export const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

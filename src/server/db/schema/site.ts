import { sql } from 'drizzle-orm';
import { check, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { utc } from './columns';

/**
 * The site's own settings that administrators change in the app: one row (id 1), read with every page.
 * No row yet means every default (services/site-settings.ts).
 */
export const siteSettings = pgTable(
  'site_settings',
  {
    id: integer('id').primaryKey().default(1),
    /** the theme a visitor without a choice of their own sees (shared/domain/theme.ts) */
    theme: text('theme').notNull().default('standard'),
    updatedAt: utc('updated_at').notNull().defaultNow(),
  },
  (t) => [check('site_settings_one_row', sql`${t.id} = 1`), check('site_settings_theme', sql`${t.theme} in ('standard', 'contrast', 'dark')`)],
);

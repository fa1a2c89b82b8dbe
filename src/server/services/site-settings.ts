import { eq } from 'drizzle-orm';
import type { Theme } from '../../shared/domain/theme';
import type { SiteSettings } from '../../shared/schemas/site-settings';
import type { Db } from '../db/client';
import { siteSettings } from '../db/schema';
import type { SessionUser } from '../http/env';
import { forbidden } from '../http/errors';

const DEFAULTS: SiteSettings = { theme: 'standard' };

/** Public: every visitor's device reads the site default (the page data carries it too, server/site/page-data.ts). */
export async function getSiteSettings(db: Db): Promise<SiteSettings> {
  const [row] = await db.select({ theme: siteSettings.theme }).from(siteSettings).where(eq(siteSettings.id, 1));
  // the table's check allows only the three themes
  return row ? { theme: row.theme as Theme } : DEFAULTS;
}

/** Administrators only: the theme of every visitor who has not chosen one (docs/interface.md#themes). */
export async function setSiteTheme(db: Db, user: SessionUser, theme: Theme): Promise<SiteSettings> {
  if (!user.isAdmin) throw forbidden('admins only');
  await db
    .insert(siteSettings)
    .values({ id: 1, theme })
    .onConflictDoUpdate({ target: siteSettings.id, set: { theme, updatedAt: new Date() } });
  return { theme };
}

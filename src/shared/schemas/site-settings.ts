import * as v from 'valibot';
import { THEMES, type Theme } from '../domain/theme';

/** GET /api/site-settings: what every visitor's device needs of the administrators' settings (docs/interface.md#themes). */
export type SiteSettings = { theme: Theme };

/**
 * POST /api/admin/site-settings/theme: form data with one field, `select_theme` (the spec's name), one of the
 * three themes. Anything else (another word, a repeated field, a file) is a 400.
 */
export const selectThemeFormSchema = v.object({
  select_theme: v.picklist(THEMES, 'select_theme must be one of standard, contrast, dark'),
});

/** The header that carries the session's CSRF token with the form post (the /live token, docs/api.md#live). */
export const CSRF_HEADER = 'X-CSRF-Token';

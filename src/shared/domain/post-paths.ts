/** Categories with a post detail route /{category}/{slug} (see docs/content.md#news-and-blog). */
export const POST_CATEGORIES = ['aktuelles', 'themenwelten', 'didaktik', 'blog'];
/** The slug that shows a draft by the `id` search parameter. */
export const PREVIEW_SLUG = '--preview--';

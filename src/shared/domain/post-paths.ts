/** Categories with a post detail route /{category}/{slug} (part 1 §2 route table). */
export const POST_CATEGORIES = ['aktuelles', 'themenwelten', 'didaktik', 'blog'];
/** The slug that shows a draft by the `id` search parameter. */
export const PREVIEW_SLUG = '--preview--';

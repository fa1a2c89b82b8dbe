import { truncate } from '../../shared/domain/short-text';
import type { Post } from '../../shared/schemas/cms';
import { htmlToText } from '../../ui/html-text';

/** A card's text: the short text, else the excerpt, cut at 280 characters (part 1 §9). */
export const shortText = (post: Post) => truncate(post.acf.short_text || htmlToText(post.excerpt.rendered));

const dateFormat = new Intl.DateTimeFormat('de-DE', { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'Europe/Berlin' });
export const postDate = (post: Post) => dateFormat.format(new Date(post.date));

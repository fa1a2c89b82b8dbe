import { germanDate } from '../../shared/domain/german-date';
import { truncate } from '../../shared/domain/short-text';
import type { Post } from '../../shared/schemas/cms';
import { htmlToText } from '../../ui/html-text';

/** A card's text: the short text, else the excerpt, cut at 280 characters (see docs/content.md#news-and-blog). */
export const shortText = (post: Post) => truncate(post.acf.short_text || htmlToText(post.excerpt.rendered));

export const postDate = (post: Post) => germanDate(post.date);

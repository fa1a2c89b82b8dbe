// What the app asks of WordPress' lists (its `_fields`), for the browser's queries and the server's page data alike:
// only what the screens read. Lists are what a served page carries in its data, and the front page's HTML with its
// categories and its news teaser's posts fits a new connection's first round trip only without the rest
// (docs/performance.md#server-rendering).

/**
 * What a list of posts shows (the news teaser, the news and blog lists, the search's hits): no post's whole text, nor
 * the core fields no list reads. `_links` and `_embedded` keep the embedded featured picture: WordPress embeds only
 * what the links it keeps name.
 */
export const POST_LIST_FIELDS = 'id,date,date_gmt,slug,type,link,status,title,excerpt,acf,categories,category_slugs,featured_image_src,featured_media,sticky,_links,_embedded';

/** What the app reads of a category: which id a slug has, and its name for the lists' filter. */
export const CATEGORY_FIELDS = 'id,name,slug';

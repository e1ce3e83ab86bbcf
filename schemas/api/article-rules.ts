/**
 * The article search's limits and id rules, without zod: the article grid's browser script
 * imports them, and must not pull a schema library into the page.
 */
/** Article search page sizes: the grid asks for rows × cards per row, never more than this. */
export const ARTICLE_SEARCH_MAX_LIMIT = 48;
export const ARTICLE_SEARCH_DEFAULT_LIMIT = 12;
/** Tag ids are lower-case words joined by dashes: they travel in URLs and query strings. */
export const ARTICLE_TAG_ID = /^[a-z0-9][a-z0-9-]{0,39}$/;
/** Article ids are their slugs (the same on every site): `/{locale}/articles/{id}`. */
export const ARTICLE_ID = /^[a-z0-9][a-z0-9-]{0,119}$/;

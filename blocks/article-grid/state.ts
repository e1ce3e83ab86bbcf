/**
 * The article grid's state and the pure decisions around it, shared by the server render, the
 * cards endpoint and the browser script: which tags are on and how many cards show (from the
 * query, so the grid works without JavaScript), what a tag toggle does (docs/requirements/content-blocks.md#article-grid: it resets the
 * offset to 0), when read-more shows (docs/requirements/content-blocks.md#article-grid: while fewer than the total are shown), which tags hide
 * behind "see more" per breakpoint (docs/requirements/content-blocks.md#article-grid), and the Coming-soon badge (docs/requirements/content-blocks.md#article-grid: the date appended).
 */
import { ARTICLE_SEARCH_MAX_LIMIT, ARTICLE_TAG_ID } from '../../schemas/api/article-rules.ts';

export interface GridState {
  tagIds: string[];
  /** Cards shown: a whole number of pages. */
  shown: number;
}

/** Query parameter names are per block, so two grids on one page keep their own state. */
const paramSafe = (blockId: string): string => blockId.replace(/[^A-Za-z0-9_-]/g, '-').slice(0, 48);
export const tagsParam = (blockId: string): string => `at.${paramSafe(blockId)}`;
export const shownParam = (blockId: string): string => `an.${paramSafe(blockId)}`;
/** Whether a query parameter is an article grid's own (any grid's): what a grid's render reads of the query. */
export const isGridParam = (name: string): boolean => name.startsWith('at.') || name.startsWith('an.');

/** A comma list of tag ids; anything that is not a tag id is ignored. */
export function parseTags(raw: string | null | undefined): string[] {
  if (!raw) return [];
  return [...new Set(raw.split(',').map((t) => t.trim()).filter((t) => ARTICLE_TAG_ID.test(t)))].slice(0, 20);
}

/** The most cards a URL can ask for at once, so a crafted query cannot ask for the whole journal. */
export const MAX_SHOWN = ARTICLE_SEARCH_MAX_LIMIT * 4;

export function gridState(blockId: string, presetTags: readonly string[], pageSize: number, url: URL): GridState {
  const tagsRaw = url.searchParams.get(tagsParam(blockId));
  // An empty value is a choice (cleared); no parameter at all means the editor's preset.
  const tagIds = tagsRaw === null ? [...presetTags] : parseTags(tagsRaw);
  const asked = Number(url.searchParams.get(shownParam(blockId)));
  const pages = Number.isSafeInteger(asked) && asked > pageSize ? Math.ceil(Math.min(asked, MAX_SHOWN) / pageSize) : 1;
  return { tagIds, shown: pages * pageSize };
}

/** The tags after toggling one: on becomes off and off becomes on. */
export function toggleTag(tagIds: readonly string[], tagId: string): string[] {
  return tagIds.includes(tagId) ? tagIds.filter((t) => t !== tagId) : [...tagIds, tagId];
}

/** The searches (offset, limit) that fetch the first `shown` cards, each within the search's limit. */
export function pageRequests(shown: number, limit = ARTICLE_SEARCH_MAX_LIMIT): Array<{ offset: number; limit: number }> {
  const out: Array<{ offset: number; limit: number }> = [];
  for (let offset = 0; offset < shown; offset += limit) out.push({ offset, limit: Math.min(limit, shown - offset) });
  return out;
}

/** Read-more loads the next page while the shown count is below the total found. */
export const canReadMore = (shownCount: number, total: number): boolean => shownCount < total;

export type FacetBreakpoint = 'sm' | 'md' | 'lg';
const FACET_BPS: readonly FacetBreakpoint[] = ['sm', 'md', 'lg'];

/** Classes of the tag at `index`: hidden behind "see more" on the breakpoints whose limit it passes. */
export function overflowClasses(index: number, limits: Readonly<Record<FacetBreakpoint, number>>): string {
  return FACET_BPS.filter((bp) => index >= limits[bp]).map((bp) => `ag-x-${bp}`).join(' ');
}

/** Classes of the see-more button: shown on the breakpoints where some tags are hidden. */
export function seeMoreClasses(count: number, limits: Readonly<Record<FacetBreakpoint, number>>): string {
  return FACET_BPS.filter((bp) => count > limits[bp]).map((bp) => `ag-m-${bp}`).join(' ');
}

/** One formatter per language: making one costs more than formatting (≈5 % of a cold home render, one per card). */
const dateFormats = new Map<string, Intl.DateTimeFormat>();

/** A publish date for shoppers, in the site's language (dates are stored in UTC). */
export function articleDate(iso: string, hreflang: string): string {
  let format = dateFormats.get(hreflang);
  if (!format) dateFormats.set(hreflang, (format = new Intl.DateTimeFormat(hreflang, { dateStyle: 'long', timeZone: 'UTC' })));
  return format.format(new Date(iso));
}

/** docs/requirements/content-blocks.md#article-grid: "The Coming-soon badge label gets the publish date appended". */
export const comingSoonLabel = (label: string, iso: string, hreflang: string): string => `${label} ${articleDate(iso, hreflang)}`;

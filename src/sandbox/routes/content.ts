/**
 * The content service (docs/requirements/content-blocks.md#content-service): /{mode}/caas/v1/canvas/…, all GET. Publish answers the
 * published documents live now; preview prefers drafts and reads the clock from previewDateTime.
 */
import { AREAS, FIXED_PAGES, contentMode, type ContentMode } from '../../../schemas/content/document.ts';
import { findDocument, findFragment, listChildren, showcase, type Lookup } from '../content/documents.ts';
import { badRequest, header, notFound, sendJson, type Exchange } from '../http/exchange.ts';
import type { Route } from '../http/router.ts';
import { SHOWCASE_DEFAULT_LIMIT, SHOWCASE_LIMITS } from '../../lib/content/showcase.ts';

/** docs/requirements/editors-and-experiments.md#preview: preview limit options 10, 20, 50; default 20 (owned by the showcase viewer's client). */
export { SHOWCASE_DEFAULT_LIMIT, SHOWCASE_LIMITS };

const FIXED = new Set<string>(FIXED_PAGES);
const DOC_TYPES = new Set<string>(AREAS);
const BASE = '/:mode/caas/v1/canvas';

function lookupOf(x: Exchange): Lookup {
  const parsed = contentMode.safeParse(x.params.mode);
  // An unknown mode is an unknown path, not a bad request.
  if (!parsed.success) throw notFound(`No content service at /${x.params.mode ?? ''}`);
  const mode: ContentMode = parsed.data;
  if (mode === 'publish') return { mode, at: Date.now() };
  const asked = x.url.searchParams.get('previewDateTime') ?? header(x, 'x-preview-date-time');
  if (!asked) return { mode, at: Date.now() };
  const at = Date.parse(asked);
  if (Number.isNaN(at)) throw badRequest(`previewDateTime "${asked}" is not an ISO date-time`);
  return { mode, at };
}

function cacheControl(lookup: Lookup): Record<string, string> {
  // Preview is per editor and per moment: never let a shared cache keep it.
  return { 'Cache-Control': lookup.mode === 'preview' ? 'private, no-store' : 'public, max-age=60' };
}

function answer(x: Exchange, lookup: Lookup, body: string | undefined, what: string): void {
  if (body === undefined) throw notFound(`No ${lookup.mode} content for ${what}`);
  sendJson(x, 200, body, cacheControl(lookup));
}

function keyed(area: string): Route['handler'] {
  return (x) => {
    const lookup = lookupOf(x);
    const { siteId = '', key = '' } = x.params;
    answer(x, lookup, findDocument(x.db, { site: siteId, area, page: key }, lookup), `${area} ${key} on ${siteId}`);
  };
}

function single(area: string): Route['handler'] {
  return (x) => {
    const lookup = lookupOf(x);
    const { siteId = '' } = x.params;
    answer(x, lookup, findDocument(x.db, { site: siteId, area }, lookup), `${area} on ${siteId}`);
  };
}

function intParam(x: Exchange, name: string, fallback: number): number {
  const raw = x.url.searchParams.get(name);
  if (raw === null || raw === '') return fallback;
  if (!/^\d+$/.test(raw)) throw badRequest(`${name} must be a whole number`);
  return Number(raw);
}

export const contentRoutes: Route[] = [
  {
    method: 'GET',
    path: `${BASE}/augmentedpage/:siteId/:page`,
    handler: (x) => {
      const lookup = lookupOf(x);
      const { siteId = '', page = '' } = x.params;
      if (!FIXED.has(page)) throw notFound(`${page} is not a fixed page`);
      answer(x, lookup, findDocument(x.db, { site: siteId, area: page }, lookup), `${page} on ${siteId}`);
    },
  },
  { method: 'GET', path: `${BASE}/category/:siteId/:key`, handler: keyed('category') },
  { method: 'GET', path: `${BASE}/page/:siteId/:key`, handler: keyed('page') },
  { method: 'GET', path: `${BASE}/product/:siteId/:key`, handler: keyed('product') },
  { method: 'GET', path: `${BASE}/search/:siteId/:key`, handler: keyed('search') },
  { method: 'GET', path: `${BASE}/footer/:siteId`, handler: single('footer') },
  { method: 'GET', path: `${BASE}/menu/:siteId`, handler: single('menu') },
  { method: 'GET', path: `${BASE}/popups/:siteId`, handler: single('popups') },
  {
    method: 'GET',
    path: `${BASE}/fragment/:fragmentId`,
    handler: (x) => {
      const lookup = lookupOf(x);
      const { fragmentId = '' } = x.params;
      answer(x, lookup, findFragment(x.db, fragmentId, header(x, 'x-site-id'), lookup), `fragment ${fragmentId}`);
    },
  },
  {
    method: 'GET',
    path: `${BASE}/children/:siteId/:parent`,
    handler: (x) => {
      const lookup = lookupOf(x);
      const { siteId = '', parent = '' } = x.params;
      sendJson(x, 200, { items: listChildren(x.db, siteId, parent, lookup) }, cacheControl(lookup));
    },
  },
  {
    method: 'GET',
    path: `${BASE}/showcase/:siteId/:docType`,
    handler: (x) => {
      const lookup = lookupOf(x);
      const { siteId = '', docType = '' } = x.params;
      if (!DOC_TYPES.has(docType)) throw badRequest(`docType must be one of ${[...DOC_TYPES].join(', ')}`);
      const limit = intParam(x, 'limit', SHOWCASE_DEFAULT_LIMIT);
      if (!(SHOWCASE_LIMITS as readonly number[]).includes(limit)) throw badRequest(`limit must be ${SHOWCASE_LIMITS.join(', ')}`);
      const offset = intParam(x, 'offset', 0);
      const layoutVariant = x.url.searchParams.get('layoutVariant') ?? undefined;
      const page = showcase(x.db, siteId, docType, { limit, offset }, lookup);
      // Editors browse drafts: the showcase is preview tooling even when asked in publish mode.
      sendJson(x, 200, { ...page, limit, offset, ...(layoutVariant ? { layoutVariant } : {}) }, { 'Cache-Control': 'private, no-store' });
    },
  },
];

/**
 * The content service (CaaS) client: builds the spec's paths (docs/requirements/content-blocks.md#content-service), sends the gateway
 * headers, and parses the augmented page. Pure: the wiring (URLs, secrets) lives in services.ts.
 */
import { augmentedPage, type AugmentedPage } from '../../../schemas/content/page.ts';
import { FIXED_PAGES, type Area, type ContentMode } from '../../../schemas/content/document.ts';
import type { CachedFetcher, Freshness } from '../http/cached-fetcher.ts';

export interface ContentRequest {
  siteId: string;
  area: Area;
  /** Key in a keyed area (page slug, category id, product id, fragment id). */
  page?: string;
  mode: ContentMode;
  /** Preview time travel (ISO); only meaningful in preview mode. */
  previewDateTime?: string;
}

export type ContentResult =
  | { status: 'found'; page: AugmentedPage; freshness: Freshness; fetchedAt: number }
  | { status: 'not-found' }
  | { status: 'invalid'; issues: string[] };

const FIXED = new Set<string>(FIXED_PAGES);

/** The CaaS path for a request, relative to the content service's base URL. */
export function contentPath(req: ContentRequest): string {
  const enc = encodeURIComponent;
  const base = `/${req.mode}/caas/v1/canvas`;
  const site = enc(req.siteId);
  // 'search' is both: the fixed page (the search hub) and, with a key, the keyed pages
  // ('results', 'no-results') at search/{siteId}/{key}.
  if (FIXED.has(req.area) && !(req.area === 'search' && req.page)) return `${base}/augmentedpage/${site}/${req.area}`;
  switch (req.area) {
    case 'footer':
    case 'menu':
    case 'popups':
      return `${base}/${req.area}/${site}`;
    case 'fragment':
      return `${base}/fragment/${enc(req.page ?? '')}`;
    default:
      return `${base}/${req.area}/${site}/${enc(req.page ?? '')}`;
  }
}

export interface ContentClientOptions {
  baseUrl: string;
  fetcher: CachedFetcher;
  /** Gateway headers for the site (docs/requirements/account-and-loyalty.md#consumer-calls). */
  headers: (siteId: string) => Record<string, string>;
}

export interface ContentClient {
  getPage(req: ContentRequest): Promise<ContentResult>;
}

export function createContentClient(options: ContentClientOptions): ContentClient {
  const baseUrl = options.baseUrl.replace(/\/$/, '');
  // The fetcher returns the same body object while its cache entry lives: parse it once. The
  // stable page object also lets the renderer parse each block once (blocks/parse.ts).
  const parsedByBody = new WeakMap<object, ReturnType<typeof augmentedPage.safeParse>>();
  const parsePage = (body: unknown) => {
    if (!body || typeof body !== 'object') return augmentedPage.safeParse(body);
    let parsed = parsedByBody.get(body);
    if (!parsed) {
      parsed = augmentedPage.safeParse(body);
      parsedByBody.set(body, parsed);
    }
    return parsed;
  };
  return {
    async getPage(req) {
      const preview = req.mode === 'preview';
      let url = baseUrl + contentPath(req);
      const headers = options.headers(req.siteId);
      if (preview) {
        headers['x-preview'] = 'true';
        if (req.previewDateTime) {
          headers['x-preview-date-time'] = req.previewDateTime;
          url += `?previewDateTime=${encodeURIComponent(req.previewDateTime)}`;
        }
      }
      // Preview is per editor and time: it must never enter or read the shared cache.
      const result = await options.fetcher.get(url, { headers, bypassCache: preview });
      if (!result.found) return { status: 'not-found' };
      const parsed = parsePage(result.body);
      if (!parsed.success) {
        return { status: 'invalid', issues: parsed.error.issues.map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`) };
      }
      return { status: 'found', page: parsed.data, freshness: result.freshness, fetchedAt: result.fetchedAt };
    },
  };
}

/** The single-document areas every page renders (the layout's chrome): a publish tag each. */
export const CHROME_AREAS = ['menu', 'footer', 'popups'] as const;

/**
 * Drops the content answers a CMS publish changed (POST /api/cms/publish), so the next render
 * reads the new version rather than the fetcher's stale-while-revalidate copy. Tags are the
 * pages' cache tags: `cms` (every document), `menu`/`footer`/`popups` (that area on every site),
 * `<kind>:<id>` (the document, or article, whose id it is). Answers how many entries went.
 */
export function forgetContent(fetcher: CachedFetcher, tags: readonly string[]): number {
  if (tags.includes('cms')) return fetcher.forget(() => true);
  const areas = CHROME_AREAS.filter((area) => tags.includes(area));
  const ids = new Set(tags.flatMap((tag) => (tag.includes(':') ? [tag.slice(tag.indexOf(':') + 1)] : [])));
  const inArea = (url: string) => areas.some((area) => url.includes(`/caas/v1/canvas/${area}/`));
  const hasId = (body: unknown) => !!body && typeof body === 'object' && ids.has(String((body as { id?: unknown }).id));
  return fetcher.forget((url, body) => inArea(url) || hasId(body));
}

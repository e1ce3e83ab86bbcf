/**
 * The showcase call of the content service (docs/requirements/editors-and-experiments.md#showcase-viewer: showcase/{siteId}/{docType} with
 * layoutVariant, limit, offset), for the editors' showcase viewer. Editors browse drafts, so it
 * always asks in preview mode, never through the shared content cache.
 */
import { z } from 'zod';
import { AREAS, type Area } from '../../../schemas/content/document.ts';

/** docs/requirements/editors-and-experiments.md#preview: preview limit options 10, 20, 50; default 20. */
export const SHOWCASE_LIMITS = [10, 20, 50] as const;
export const SHOWCASE_DEFAULT_LIMIT = 20;
export type ShowcaseLimit = (typeof SHOWCASE_LIMITS)[number];

export const showcaseAnswer = z.object({
  items: z.array(z.object({ id: z.string(), name: z.string().catch(''), referrers: z.number().int().nonnegative().catch(0), modifiedAt: z.string().catch('') })),
  total: z.number().int().nonnegative(),
});
export type ShowcaseAnswer = z.infer<typeof showcaseAnswer>;

export interface ShowcaseQuery {
  siteId: string;
  docType: Area;
  layoutVariant?: string | undefined;
  limit: ShowcaseLimit;
  offset: number;
  previewDateTime?: string | undefined;
}

export const isDocType = (v: unknown): v is Area => typeof v === 'string' && (AREAS as readonly string[]).includes(v);
export const showcaseLimit = (raw: string | null): ShowcaseLimit => {
  const n = Number(raw);
  return (SHOWCASE_LIMITS as readonly number[]).includes(n) ? (n as ShowcaseLimit) : SHOWCASE_DEFAULT_LIMIT;
};
export const showcaseOffset = (raw: string | null): number => {
  const n = Number(raw);
  return Number.isInteger(n) && n >= 0 && n <= 1_000_000 ? n : 0;
};

export function showcasePath(q: ShowcaseQuery): string {
  const params = new URLSearchParams({ limit: String(q.limit), offset: String(q.offset) });
  if (q.layoutVariant) params.set('layoutVariant', q.layoutVariant);
  if (q.previewDateTime) params.set('previewDateTime', q.previewDateTime);
  return `/preview/caas/v1/canvas/showcase/${encodeURIComponent(q.siteId)}/${encodeURIComponent(q.docType)}?${params}`;
}

export type ShowcaseResult = { ok: true; answer: ShowcaseAnswer } | { ok: false; message: string };

export interface ShowcaseClientOptions {
  baseUrl: string;
  headers: (siteId: string) => Record<string, string>;
  timeoutMs: number;
  fetchImpl?: typeof fetch;
}

export function createShowcaseClient(options: ShowcaseClientOptions) {
  const base = options.baseUrl.replace(/\/$/, '');
  const doFetch = options.fetchImpl ?? ((...args: Parameters<typeof fetch>) => fetch(...args));
  return {
    async list(q: ShowcaseQuery): Promise<ShowcaseResult> {
      const headers = { ...options.headers(q.siteId), 'x-preview': 'true', ...(q.previewDateTime ? { 'x-preview-date-time': q.previewDateTime } : {}) };
      try {
        const res = await doFetch(base + showcasePath(q), { headers, signal: AbortSignal.timeout(options.timeoutMs) });
        if (!res.ok) return { ok: false, message: `The content service answered ${res.status}` };
        const parsed = showcaseAnswer.safeParse(await res.json());
        return parsed.success ? { ok: true, answer: parsed.data } : { ok: false, message: 'The content service answered a listing we cannot read' };
      } catch (error) {
        const timedOut = error instanceof DOMException && error.name === 'TimeoutError';
        return { ok: false, message: timedOut ? 'The content service took too long to answer' : 'The content service is unavailable' };
      }
    },
  };
}
export type ShowcaseClient = ReturnType<typeof createShowcaseClient>;

/**
 * The area key of a listed document, from its id. The content service names documents
 * `{siteId}:{area}:{key}` (or `{siteId}:{area}` for one-per-site areas); an id in another form
 * is taken as the key itself.
 */
export function documentKey(id: string, siteId: string, docType: Area): string | undefined {
  const prefix = `${siteId}:${docType}`;
  if (id === prefix) return undefined;
  if (id.startsWith(`${prefix}:`)) return id.slice(prefix.length + 1);
  return id;
}

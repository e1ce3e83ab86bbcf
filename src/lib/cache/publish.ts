/**
 * The CMS publish webhook's rules (POST /api/cms/publish, docs/decisions.md "The production
 * stack"): the signature, the body, and the purge sent to each Varnish. Pure (fetch injectable);
 * the wiring (secrets, Redis, the caches) is in ./publish-bus.ts and the endpoint.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { CHROME_AREAS } from '../content/client.ts';

/** `sha256=<hex HMAC-SHA256 of the raw body with PUBLISH_SECRET>`, like GitHub's webhooks. */
export const SIGNATURE_HEADER = 'x-cairn-signature';
export const MAX_BODY_BYTES = 64 * 1024;
const MAX_TAGS = 200;
/** Cache tags are code's words and CMS ids: no spaces (the xkey separator) and no commas (Cache-Tag's). */
const TAG = /^[A-Za-z0-9_.:-]{1,200}$/;
const PURGE_TIMEOUT_MS = 3000;

export function signBody(body: string, secret: string): string {
  return `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`;
}

export function verifySignature(body: string, header: string | null, secret: string): boolean {
  if (!header || !secret) return false;
  const expected = Buffer.from(signBody(body, secret));
  const given = Buffer.from(header.trim());
  return expected.length === given.length && timingSafeEqual(expected, given);
}

export type PublishTags = { ok: true; tags: string[] } | { ok: false; error: string };

/**
 * The tags a publish invalidates. `tags` are the pages' cache tags (`cms:<document id>`,
 * `product:<id>`, `category:<id>`, `article:<id>`, `menu`, `footer`, `popups`, `cms` for every
 * CMS page…); `documents` are CMS documents, `{ id, area? }`, mapped to `cms:<id>` and, for the
 * chrome's areas, the area's tag.
 */
export function publishTags(body: unknown): PublishTags {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return { ok: false, error: 'The body must be a JSON object with `tags` or `documents`.' };
  const { tags = [], documents = [] } = body as { tags?: unknown; documents?: unknown };
  if (!Array.isArray(tags) || !tags.every((t) => typeof t === 'string')) return { ok: false, error: '`tags` must be an array of strings.' };
  if (!Array.isArray(documents)) return { ok: false, error: '`documents` must be an array of { id, area? }.' };
  const all = new Set<string>(tags as string[]);
  for (const doc of documents) {
    const { id, area } = (doc ?? {}) as { id?: unknown; area?: unknown };
    if (typeof id !== 'string' || (area !== undefined && typeof area !== 'string')) return { ok: false, error: 'Each document must be { id: string, area?: string }.' };
    all.add(`cms:${id}`);
    if ((CHROME_AREAS as readonly string[]).includes(area as string)) all.add(area as string);
  }
  const list = [...all];
  if (list.length === 0) return { ok: false, error: 'Nothing to invalidate: give `tags` or `documents`.' };
  if (list.length > MAX_TAGS) return { ok: false, error: `At most ${MAX_TAGS} tags per call.` };
  const bad = list.find((t) => !TAG.test(t));
  if (bad !== undefined) return { ok: false, error: `Not a cache tag: ${JSON.stringify(bad.slice(0, 40))}` };
  return { ok: true, tags: list };
}

/** VARNISH_PURGE_URLS: comma-separated http(s) base URLs of each Varnish's purge listener. */
export function parsePurgeUrls(value: string | undefined): { urls: string[]; rejected: string[] } {
  const urls: string[] = [];
  const rejected: string[] = [];
  for (const raw of (value ?? '').split(',').map((v) => v.trim()).filter(Boolean)) {
    try {
      const url = new URL(raw);
      if (url.protocol === 'http:' || url.protocol === 'https:') urls.push(url.origin);
      else rejected.push(raw);
    } catch {
      rejected.push(raw);
    }
  }
  return { urls, rejected };
}

export interface PurgeResult {
  url: string;
  ok: boolean;
  status?: number;
  /** Objects Varnish dropped (its xkey purge count). */
  purged?: number;
  error?: string;
}

/** Sends `PURGE` with the tags in `xkey-purge` to each Varnish (deploy/varnish/default.vcl). */
export async function purgeVarnish(urls: readonly string[], tags: readonly string[], fetchImpl: typeof fetch = fetch): Promise<PurgeResult[]> {
  return Promise.all(
    urls.map(async (url): Promise<PurgeResult> => {
      try {
        const res = await fetchImpl(`${url}/`, { method: 'PURGE', headers: { 'xkey-purge': tags.join(' ') }, signal: AbortSignal.timeout(PURGE_TIMEOUT_MS) });
        const text = await res.text();
        let purged: number | undefined;
        try {
          const n = (JSON.parse(text) as { purged?: unknown }).purged;
          if (typeof n === 'number') purged = n;
        } catch {
          // Another cache's answer: the status is what counts.
        }
        return { url, ok: res.ok, status: res.status, ...(purged !== undefined ? { purged } : {}) };
      } catch (error) {
        return { url, ok: false, error: error instanceof Error ? error.message : String(error) };
      }
    }),
  );
}

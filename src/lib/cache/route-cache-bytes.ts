/**
 * The route cache's memory, bounded in bytes (src/lib/cache/route-cache-provider.ts). Astro's
 * memory provider bounds its entries by number only, and a page is anything from a redirect to a
 * 150 KB category page, so 2,000 entries could hold 300 MB per instance and kept growing for
 * minutes under a soak (docs/bench.md). This ledger records each kept page's size under a tag of
 * its own (added to the page's `Cache-Tag` before the provider stores it) and, when the total
 * passes the budget, asks the provider to drop the least recently used pages by that tag.
 * The tag never leaves the process: `withoutEntryTag` takes it off every answer.
 */
import type { APIContext } from 'astro';
import { WholeBody } from '../http/one-chunk.ts';

const ENTRY_TAG = /^cairn-entry-\d+$/;

/**
 * A cache hit's stored entry, for the compressed copies (src/server/compression.ts): the entry's
 * tag names one stored body (a page kept again gets a new one), so its compressed copy is found
 * by the tag instead of by hashing the body on every hit. Set only when the server asks for it
 * (`CAIRN_ENTRY_HEADER=1`, src/server/main.ts with compression on), which takes it off before the
 * head is written: it never leaves the process.
 */
export const ENTRY_HEADER = 'x-cairn-entry';

/**
 * Once past its budget the ledger drops pages until this share of it is used. Each drop is one
 * scan of every entry's tags by Astro's memory provider; at 0.96 a flood of new URLs (the cold
 * bench) paid a scan per ~25 pages, 1.5–3 % of a cold render's CPU (docs/bench.md "Session 36"). A
 * tenth of the budget left free costs a few more misses and pays a scan per ~60 pages.
 */
export const EVICT_TO = 0.9;

/** Entry serials are unique in the process, whatever number of ledgers. */
let serial = 0;

interface Kept {
  tag: string;
  bytes: number;
}

export class RouteCacheBytes {
  /** By request URL, least recently used first. */
  private readonly kept = new Map<string, Kept>();
  private total = 0;
  private maxBytes: number;
  /** Drops the pages under these tags (one call per eviction: the provider scans its entries once). */
  private readonly drop: (tags: string[]) => Promise<unknown>;
  constructor(maxBytes: number, drop: (tags: string[]) => Promise<unknown>) {
    this.maxBytes = maxBytes;
    this.drop = drop;
  }

  /** A new budget; what is kept beyond it goes with the next page kept. */
  setMax(bytes: number): void {
    this.maxBytes = bytes;
  }

  get bytes(): number {
    return this.total;
  }

  /** A page about to be kept: its entry tag, recorded with its size; older pages go past the budget. */
  keep(url: string, bytes: number): string {
    this.forget(url);
    const tag = `cairn-entry-${++serial}`;
    this.kept.set(url, { tag, bytes });
    this.total += bytes;
    if (this.total <= this.maxBytes) return tag;
    // Past the budget: down to EVICT_TO of it, least recently used first, in one drop. A flood of
    // one-off URLs (a crawler, the cold bench) then costs the provider one scan of its entries per
    // ~60 pages kept instead of one per page; the budget itself is never exceeded.
    const floor = this.maxBytes * EVICT_TO;
    const tags: string[] = [];
    for (const [oldest, entry] of this.kept) {
      if (this.total <= floor || oldest === url) break;
      this.forget(oldest);
      tags.push(entry.tag);
    }
    if (tags.length) void this.drop(tags);
    return tag;
  }

  /** A page answered from the cache is the most recently used. */
  touch(url: string): void {
    const entry = this.kept.get(url);
    if (!entry) return;
    this.kept.delete(url);
    this.kept.set(url, entry);
  }

  private forget(url: string): void {
    const entry = this.kept.get(url);
    if (!entry) return;
    this.kept.delete(url);
    this.total -= entry.bytes;
  }
}

/** `max-age` of CDN-Cache-Control above 0: the provider will keep this answer. */
export function willBeKept(response: Response): boolean {
  return /(?:^|,)\s*max-age=[1-9]/i.test(response.headers.get('cdn-cache-control') ?? '');
}

const tagsOf = (response: Response): string[] => (response.headers.get('cache-tag') ?? '').split(',').map((t) => t.trim()).filter(Boolean);

/**
 * What the middleware can know of `willBeKept` before the header exists: Astro writes a page's
 * cache options (the route rule's `maxAge`, `Astro.cache.set`) into CDN-Cache-Control only once
 * the middleware has returned (its `handleCache`), so the middleware reads the options themselves.
 */
export function cacheWillKeep(response: Response, cache: Pick<APIContext['cache'], 'enabled' | 'options'> | undefined): boolean {
  return willBeKept(response) || (!!cache?.enabled && (cache.options.maxAge ?? 0) > 0);
}

/** A copy of the answer with these Cache-Tag values (none: no header); bytes in memory stay so (`WholeBody`). */
function retagged(response: Response, body: Uint8Array | ReadableStream<Uint8Array> | null, tags: string[]): Response {
  const headers = new Headers(response.headers);
  if (tags.length) headers.set('Cache-Tag', tags.join(', '));
  else headers.delete('Cache-Tag');
  const init = { status: response.status, statusText: response.statusText, headers };
  return body instanceof Uint8Array ? new WholeBody(body, init) : new Response(body, init);
}

/** The page, read whole (the provider reads a page it keeps whole anyway; the middleware already has), and its size. */
export async function readWhole(response: Response): Promise<{ body: ArrayBuffer; bytes: number }> {
  const body = await response.arrayBuffer();
  return { body, bytes: body.byteLength };
}

/** The page with the ledger's entry tag added to its own tags, for the provider to store (its bytes not copied). */
export function withEntryTag(response: Response, body: ArrayBuffer, tag: string): Response {
  return retagged(response, new Uint8Array(body), [...tagsOf(response), tag]);
}

/** The ledger's tag on an answer (a stored entry's identity), if it has one. */
export function entryTagOf(response: Response): string | undefined {
  return /(?:^|,)\s*(cairn-entry-\d+)\s*(?:,|$)/.exec(response.headers.get('cache-tag') ?? '')?.[1];
}

/** The answer without the ledger's tag (it is ours, not the page's). */
export function withoutEntryTag(response: Response): Response {
  // Every cache hit passes here: no parsing and no copy unless the tag is there.
  if (!response.headers.get('cache-tag')?.includes('cairn-entry-')) return response;
  const own = tagsOf(response).filter((t) => !ENTRY_TAG.test(t));
  try {
    if (own.length) response.headers.set('Cache-Tag', own.join(', '));
    else response.headers.delete('Cache-Tag');
    return response;
  } catch {
    // Immutable headers (a fetched answer): a copy.
    return retagged(response, response.body, own);
  }
}

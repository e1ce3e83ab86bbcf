/**
 * Scenario builders. A new scenario (add to cart through the BFF, search, a POST) is one more
 * object with a name, a page, a mode and a request(i) builder: see Scenario in load.ts.
 */
import type { RequestSpec, Scenario } from './load.ts';

/** The query parameter that makes each cold request a distinct route-cache key. */
export const COLD_PARAM = 'bench';

const HTML_HEADERS = { accept: 'text/html,application/xhtml+xml;q=0.9,*/*;q=0.8', 'user-agent': 'cairn-bench' };

export function withQuery(path: string, name: string, value: string): string {
  return `${path}${path.includes('?') ? '&' : '?'}${encodeURIComponent(name)}=${encodeURIComponent(value)}`;
}

const get = (path: string): RequestSpec => ({ method: 'GET', path, headers: HTML_HEADERS });

/**
 * SSR with the route cache cold: a unique query per request, so the memory provider never has
 * the key. `runId` keeps keys unique across runs against a long-lived server (`--url`).
 */
export function ssrCold(page: string, path: string, runId: string): Scenario {
  return { name: `${page} ssr-cold`, page, mode: 'ssr-cold', expectCache: 'MISS', request: (i) => get(withQuery(path, COLD_PARAM, `${runId}-${i}`)) };
}

/**
 * The cold render as a browser asks for it: brotli accepted, so the page is compressed as it
 * streams. The other scenarios carry no Accept-Encoding (their bodies are measured uncompressed);
 * this one shows what compressing a render costs on top (docs/bench.md "Session 34").
 */
export function ssrColdBrotli(page: string, path: string, runId: string): Scenario {
  return { name: `${page} ssr-cold br`, page, mode: 'ssr-cold-br', expectCache: 'MISS', request: (i) => ({ ...get(withQuery(path, COLD_PARAM, `${runId}-br-${i}`)), headers: { ...HTML_HEADERS, 'accept-encoding': 'br' } }) };
}

/** SSR with the route cache warm: the same URL every time (the warm-up fills the cache). */
export function ssrWarm(page: string, path: string): Scenario {
  return { name: `${page} ssr-warm`, page, mode: 'ssr-warm', expectCache: 'HIT', request: () => get(path) };
}

/** A file under dist/client, served by the same server's static handler (no Astro at all). */
export function staticFile(page: string, path: string): Scenario {
  return { name: `${page} static`, page, mode: 'static', expectCache: 'none', request: () => get(path) };
}

/** The first product link in a page's HTML, without its query (colour and size selections). */
export function firstProductPath(html: string, locale = 'en-us'): string | undefined {
  const match = new RegExp(`href="(/${locale}/p/[^"?#]+)`).exec(html);
  return match?.[1];
}

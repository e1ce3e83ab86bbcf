/**
 * Search and faceted-category scenarios (issue 13, Scale), and the scale check that runs them at
 * the default catalogue and at `--scale-check N` products and reports the ratio of their p50s
 * (goal: at most 1.2). See docs/bench.md "Search and facets at scale".
 *
 * Three layers, because each cache in front hides the one behind it:
 * - `ssr-cold` pages: a unique `?bench=` per request, so the route cache always misses (as the
 *   other cold scenarios); the storefront's catalogue fetcher may still answer productSearch from
 *   its own short cache (the gateway says max-age=30), so these show what a shopper waits for.
 * - `bff`: the type-ahead as the header's combobox asks it, through the BFF forwarder (no cache).
 * - `direct`: the same productSearch and autoSuggest calls on the sandbox itself, every one
 *   computed: the answer's own cost at this catalogue size.
 */
import { spawnSync } from 'node:child_process';
import type { LoadResult, Scenario } from './load.ts';
import { ssrCold } from './scenarios.ts';

/** The search words: a common one, found in thousands of products at 50,000. */
export const SEARCH_WORDS = 'boot';
export const SEARCH_PAGE = `/en-us/search?q=${SEARCH_WORDS}`;
/** A category page with a colour and a size chosen (both exist at every --scale). */
export const FACETS_CATEGORY = { id: '2001', path: '/en-us/c/mens-jackets-2001', color: 'sage', size: 'L' } as const;
export const FACETS_PAGE = `${FACETS_CATEGORY.path}?color=${FACETS_CATEGORY.color}&size=${FACETS_CATEGORY.size}`;
/** As the pages ask (LISTING_PAGE_SIZE) and the combobox asks (SUGGEST_COUNT). */
const PAGE_SIZE = 24;
const SUGGEST_COUNT = 6;

const JSON_HEADERS = { accept: 'application/json', 'user-agent': 'cairn-bench' };
/** The gateway headers the storefront sends (src/lib/http/gateway-headers.ts): the site decides currency and locale. */
const GATEWAY_HEADERS = { ...JSON_HEADERS, 'x-site-id': 'CAIRN_EN_US' };

export const SEARCH_SCENARIOS = ['search ssr-cold', 'search suggest bff', 'search direct', 'search suggest direct', 'category-facets ssr-cold', 'category-facets direct'] as const;

const productSearch = (params: Record<string, string>) => `/products/v2/search/productSearch?${new URLSearchParams({ ...params, sort: 'featured', start: '0', count: String(PAGE_SIZE) })}`;
const autoSuggest = `/products/v2/search/autoSuggest?${new URLSearchParams({ q: SEARCH_WORDS, count: String(SUGGEST_COUNT) })}`;

/** The scenarios on the storefront (pages and the BFF). */
export function storefrontSearchScenarios(runId: string): Scenario[] {
  return [
    ssrCold('search', SEARCH_PAGE, runId),
    { name: 'search suggest bff', page: 'search', mode: 'bff', request: () => ({ method: 'GET', path: `/api/gateway${autoSuggest}`, headers: { ...JSON_HEADERS, 'x-cairn-locale': 'en-us' } }) },
    { ...ssrCold('category-facets', FACETS_PAGE, runId) },
  ];
}

/** The same answers on the gateway (the sandbox): nothing in front of the query. */
export function directSearchScenarios(): Scenario[] {
  return [
    { name: 'search direct', page: 'search', mode: 'direct', request: () => ({ method: 'GET', path: productSearch({ q: SEARCH_WORDS }), headers: GATEWAY_HEADERS }) },
    { name: 'search suggest direct', page: 'search', mode: 'direct', request: () => ({ method: 'GET', path: autoSuggest, headers: GATEWAY_HEADERS }) },
    {
      name: 'category-facets direct',
      page: 'category-facets',
      mode: 'direct',
      request: () => ({ method: 'GET', path: productSearch({ categoryId: FACETS_CATEGORY.id, filters: `color:${FACETS_CATEGORY.color},size:${FACETS_CATEGORY.size}` }), headers: GATEWAY_HEADERS }),
    },
  ];
}

/** What one answer holds, for the notes: proof the scales differ (totals) and the answers are whole. */
export async function describeAnswers(sandboxUrl: string): Promise<{ searchTotal: number; facetsTotal: number; facetValues: number }> {
  const get = async (path: string) => {
    const res = await fetch(sandboxUrl + path, { headers: GATEWAY_HEADERS, signal: AbortSignal.timeout(30_000) });
    if (!res.ok) throw new Error(`${path} answered ${res.status}`);
    return (await res.json()) as { total: number; facets: Array<{ values: unknown[] }> };
  };
  const search = await get(productSearch({ q: SEARCH_WORDS }));
  const category = await get(productSearch({ categoryId: FACETS_CATEGORY.id, filters: `color:${FACETS_CATEGORY.color},size:${FACETS_CATEGORY.size}` }));
  return { searchTotal: search.total, facetsTotal: category.total, facetValues: category.facets.reduce((n, f) => n + f.values.length, 0) };
}

/**
 * Seeds (or keeps) the scale check's own database: `main.ts --no-serve --scale N` reseeds only
 * when the database holds another size, so a second run reuses the 50,000 products.
 */
export function seedScaleDb(root: string, db: string, scale: number): { ms: number; output: string } {
  const started = Date.now();
  const result = spawnSync(process.execPath, ['src/sandbox/main.ts', '--db', db, '--no-serve', '--scale', String(scale)], { cwd: root, encoding: 'utf8', env: { ...process.env, SANDBOX_DB: db } });
  if (result.status !== 0) throw new Error(`Seeding ${db} with --scale ${scale} failed (exit ${result.status ?? result.signal}): ${(result.stderr || result.stdout).slice(-500)}`);
  return { ms: Date.now() - started, output: (result.stdout || '').trim() };
}

export interface ScaleRatio {
  scenario: string;
  baseP50: number;
  scaledP50: number;
  /** scaled p50 ÷ base p50: the goal is at most 1.2. */
  ratio: number;
  baseP99: number;
  scaledP99: number;
}

export interface ScaleCheck {
  baseProducts: number;
  scaledProducts: number;
  goal: number;
  ratios: ScaleRatio[];
  answers: { base?: Awaited<ReturnType<typeof describeAnswers>>; scaled?: Awaited<ReturnType<typeof describeAnswers>> };
  seedMs: number;
}

export const SCALE_SUFFIX = (n: number) => ` @${n}`;
export const SCALE_GOAL = 1.2;

/** p50 and p99 of each search scenario at the scaled catalogue against the base one. */
export function scaleRatios(results: LoadResult[], scaled: number): ScaleRatio[] {
  const suffix = SCALE_SUFFIX(scaled);
  const ratios: ScaleRatio[] = [];
  for (const name of SEARCH_SCENARIOS) {
    const base = results.find((r) => r.name === name);
    const big = results.find((r) => r.name === name + suffix);
    if (!base || !big || base.latencyMs.p50 <= 0) continue;
    ratios.push({
      scenario: name,
      baseP50: base.latencyMs.p50,
      scaledP50: big.latencyMs.p50,
      ratio: Math.round((big.latencyMs.p50 / base.latencyMs.p50) * 100) / 100,
      baseP99: base.latencyMs.p99,
      scaledP99: big.latencyMs.p99,
    });
  }
  return ratios;
}

export function scaleLines(check: ScaleCheck): string {
  const lines = [`Search and facets at ${check.scaledProducts} products vs ${check.baseProducts} (p50 ratio; goal ≤ ${check.goal}):`];
  for (const r of check.ratios) {
    lines.push(`  ${r.scenario.padEnd(24)} p50 ${String(r.baseP50).padStart(7)} → ${String(r.scaledP50).padStart(7)} ms  ratio ${r.ratio.toFixed(2).padStart(6)} ${r.ratio <= check.goal ? 'met' : 'NOT met'}   (p99 ${r.baseP99} → ${r.scaledP99} ms)`);
  }
  const { base, scaled } = check.answers;
  if (base && scaled) lines.push(`  answers: "${SEARCH_WORDS}" finds ${base.searchTotal} → ${scaled.searchTotal} products; the faceted category holds ${base.facetsTotal} → ${scaled.facetsTotal}.`);
  return lines.join('\n');
}

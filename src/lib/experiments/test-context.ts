/**
 * `p13n_testcontext` (docs/requirements/editors-and-experiments.md#experiences): a JSON object with a variants list, set by marketers to see a
 * given experience variant or segment whatever the decision would be (docs/requirements/editors-and-experiments.md#experiences: a forced
 * test-context variant wins). Accepted entries:
 *
 *   {"variants": ["trail-b", "loyalty-member"]}                       ids, any experience or segment
 *   {"variants": [{"experienceId": "home_hero", "variantId": "trail-b"}]}   scoped to one experience
 *   {"variants": [{"experienceId": "home_hero", "variantId": "baseline"}]}  force the baseline
 *   {"variants": [{"segmentId": "loyalty-member"}]} or [{"id": "…"}]
 *
 * Anything else is ignored (and reported by the caller), never an error on the page.
 */
export const TEST_CONTEXT_PARAM = 'p13n_testcontext';
export const FORCED_BASELINE = 'baseline';
const MAX_LENGTH = 4000;

export interface TestContext {
  /** Unscoped ids: a variant id or a segment id. */
  ids: ReadonlySet<string>;
  /** experienceId → forced variantId (or 'baseline'). */
  byExperience: ReadonlyMap<string, string>;
}

export const EMPTY_TEST_CONTEXT: TestContext = { ids: new Set(), byExperience: new Map() };

const id = (v: unknown): string | undefined => (typeof v === 'string' && v.trim() && v.length <= 200 ? v.trim() : undefined);

/** The test context in a query string, or the empty one (`valid` false when it was unreadable). */
export function parseTestContext(search: URLSearchParams): TestContext & { valid: boolean } {
  const raw = search.get(TEST_CONTEXT_PARAM);
  if (raw === null) return { ...EMPTY_TEST_CONTEXT, valid: true };
  if (raw.length > MAX_LENGTH) return { ...EMPTY_TEST_CONTEXT, valid: false };
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return { ...EMPTY_TEST_CONTEXT, valid: false };
  }
  const variants = parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as { variants?: unknown }).variants : undefined;
  if (!Array.isArray(variants)) return { ...EMPTY_TEST_CONTEXT, valid: false };
  const ids = new Set<string>();
  const byExperience = new Map<string, string>();
  for (const entry of variants) {
    const plain = id(entry);
    if (plain) {
      ids.add(plain);
      continue;
    }
    if (!entry || typeof entry !== 'object') continue;
    const e = entry as Record<string, unknown>;
    const experienceId = id(e.experienceId);
    const variantId = id(e.variantId);
    if (experienceId && variantId) byExperience.set(experienceId, variantId);
    else {
      const single = variantId ?? id(e.segmentId) ?? id(e.id);
      if (single) ids.add(single);
    }
  }
  return { ids, byExperience, valid: true };
}

/**
 * The forced choice for an experience: a scoped entry first, else the first of its variants
 * named in the unscoped ids. 'baseline' forces the baseline; undefined means not forced.
 */
export function forcedVariant(ctx: TestContext, experienceId: string, variantIds: readonly string[]): string | undefined {
  const scoped = ctx.byExperience.get(experienceId);
  if (scoped === FORCED_BASELINE || (scoped && variantIds.includes(scoped))) return scoped;
  return variantIds.find((v) => ctx.ids.has(v));
}

/** The forced segment of a segmentation block: the first of its segments named in the context. */
export const forcedSegment = (ctx: TestContext, segmentIds: readonly string[]): string | undefined => segmentIds.find((s) => ctx.ids.has(s));

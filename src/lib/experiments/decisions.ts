/**
 * The page-level contract of experiences (docs/requirements/editors-and-experiments.md#experiences): the window event that makes every
 * experience decide again, and the page-level global holding A/B decision objects by experience
 * id. Another script (a tag manager, a test tool) may put a decision there before ours runs;
 * ours records its own there too, marked with its source, so others can read them.
 */
export const RECALCULATE_EVENT = 'cairn:experiences-recalculate';
export const DECIDED_EVENT = 'cairn:experience-decided';

export interface AbDecision {
  experienceId: string;
  /** A variantId of the experience, or 'baseline'. */
  variantId: string;
  variantName?: string;
  /** Set on decisions this storefront made ('cairn:optimizely', 'cairn:test-context', …). */
  source?: string;
}

declare global {
  interface Window {
    /** A/B decision objects by experience id. */
    cairnAbDecisions?: Record<string, AbDecision | undefined>;
  }
}

export const OWN_SOURCE_PREFIX = 'cairn:';

/** A decision another script placed on the page for this experience, if any. */
export function pageDecision(decisions: Window['cairnAbDecisions'], experienceId: string): string | undefined {
  const entry = decisions?.[experienceId];
  if (!entry || typeof entry !== 'object' || typeof entry.variantId !== 'string') return undefined;
  if (typeof entry.source === 'string' && entry.source.startsWith(OWN_SOURCE_PREFIX)) return undefined;
  return entry.variantId;
}

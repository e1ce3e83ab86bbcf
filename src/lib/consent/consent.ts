/**
 * Consent (docs/requirements/editors-and-experiments.md#consent): the categories, the stored choice, and what counts as
 * granted. Pure and shared by the server (which may read the cookie for private pages) and the
 * browser (src/lib/consent/consent.client.ts).
 *
 * - C0001 required (always on), C0002 performance, C0003 functional, C0004 targeting.
 * - Outside EMEA, or with `preview=true`, every category counts as granted.
 * - In EMEA, nothing but C0001 until the shopper chooses; the choice is kept in a first-party
 *   cookie for CONSENT_MAX_AGE_S.
 */
import type { Region } from '../site/locales.ts';

export const CONSENT_CATEGORIES = ['C0001', 'C0002', 'C0003', 'C0004'] as const;
export type ConsentCategory = (typeof CONSENT_CATEGORIES)[number];

export const REQUIRED_CATEGORY: ConsentCategory = 'C0001';
export const PERFORMANCE_CATEGORY: ConsentCategory = 'C0002';
export const FUNCTIONAL_CATEGORY: ConsentCategory = 'C0003';
export const TARGETING_CATEGORY: ConsentCategory = 'C0004';

/** Readable by scripts (the banner writes it) and by the server; holds no identifier. */
export const CONSENT_COOKIE = 'cairn_consent';
/** Six months: long enough not to nag, short enough that a choice is asked again. */
export const CONSENT_MAX_AGE_S = 180 * 24 * 60 * 60;
const VERSION = 'v1';

export interface ConsentChoice {
  granted: ConsentCategory[];
  /** When the shopper chose, seconds since the epoch. */
  at: number;
}

const isCategory = (v: string): v is ConsentCategory => (CONSENT_CATEGORIES as readonly string[]).includes(v);

/** The cookie value for a choice: `v1.C0001-C0003.1732150000`. C0001 is always in. */
export function serializeConsent(granted: readonly ConsentCategory[], atS: number): string {
  const set = new Set<ConsentCategory>([REQUIRED_CATEGORY, ...granted]);
  return `${VERSION}.${CONSENT_CATEGORIES.filter((c) => set.has(c)).join('-')}.${Math.floor(atS)}`;
}

/** The stored choice, or null when the value is missing, from another version, or tampered. */
export function parseConsent(value: string | null | undefined): ConsentChoice | null {
  if (!value) return null;
  const [version, list, at, extra] = decodeURIComponent(value).split('.');
  if (version !== VERSION || list === undefined || !at || extra !== undefined || !/^\d{1,12}$/.test(at)) return null;
  const parts = list.split('-');
  if (!parts.every(isCategory)) return null;
  const granted = new Set<ConsentCategory>([REQUIRED_CATEGORY, ...(parts as ConsentCategory[])]);
  return { granted: CONSENT_CATEGORIES.filter((c) => granted.has(c)), at: Number(at) };
}

/** The consent cookie's value in a Cookie header (or document.cookie). */
export function consentFromCookieHeader(header: string | null | undefined): ConsentChoice | null {
  if (!header) return null;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === CONSENT_COOKIE) return parseConsent(part.slice(eq + 1).trim());
  }
  return null;
}

export interface ConsentContext {
  region: Region;
  /** The page URL carries `preview=true`. */
  previewParam: boolean;
  /** An editor's signed preview session. */
  previewSession?: boolean;
  choice: ConsentChoice | null;
}

export type ConsentBasis = 'outside-emea' | 'preview' | 'choice' | 'not-asked';

export interface EffectiveConsent {
  granted: ReadonlySet<ConsentCategory>;
  basis: ConsentBasis;
}

export function effectiveConsent(ctx: ConsentContext): EffectiveConsent {
  if (ctx.region !== 'EMEA') return { granted: new Set(CONSENT_CATEGORIES), basis: 'outside-emea' };
  if (ctx.previewParam || ctx.previewSession) return { granted: new Set(CONSENT_CATEGORIES), basis: 'preview' };
  if (ctx.choice) return { granted: new Set(ctx.choice.granted), basis: 'choice' };
  return { granted: new Set([REQUIRED_CATEGORY]), basis: 'not-asked' };
}

/** Whether the banner asks: only in EMEA, before any choice, and never in preview. */
export const needsConsentBanner = (ctx: ConsentContext): boolean => effectiveConsent(ctx).basis === 'not-asked';

/** `preview=true` exactly (docs/requirements/editors-and-experiments.md#preview: preview is true or false). */
export const hasPreviewParam = (search: URLSearchParams): boolean => search.get('preview') === 'true';

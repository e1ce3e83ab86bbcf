/**
 * Consent (docs/requirements/editors-and-experiments.md#consent): categories C0001–C0004, all granted outside EMEA or with
 * preview=true, the stored choice, and analytics that reach the data layer only with
 * performance consent.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  CONSENT_CATEGORIES,
  CONSENT_COOKIE,
  consentFromCookieHeader,
  effectiveConsent,
  hasPreviewParam,
  needsConsentBanner,
  parseConsent,
  serializeConsent,
  type ConsentContext,
} from '../../src/lib/consent/consent.ts';
import { INTERACTION_ORIGINS, interactionOriginAttrs, isInteractionOrigin } from '../../src/lib/analytics/interaction-origin.ts';

const emea = (over: Partial<ConsentContext> = {}): ConsentContext => ({ region: 'EMEA', previewParam: false, choice: null, ...over });

describe('consent categories', () => {
  it('are C0001 required, C0002 performance, C0003 functional, C0004 targeting', () => {
    expect(CONSENT_CATEGORIES).toEqual(['C0001', 'C0002', 'C0003', 'C0004']);
  });

  it('are all granted outside EMEA, and with preview=true, without asking', () => {
    expect([...effectiveConsent({ region: 'NORA', previewParam: false, choice: null }).granted]).toEqual([...CONSENT_CATEGORIES]);
    expect([...effectiveConsent(emea({ previewParam: true })).granted]).toEqual([...CONSENT_CATEGORIES]);
    expect([...effectiveConsent(emea({ previewSession: true })).granted]).toEqual([...CONSENT_CATEGORIES]);
    expect(needsConsentBanner({ region: 'NORA', previewParam: false, choice: null })).toBe(false);
    expect(needsConsentBanner(emea({ previewParam: true }))).toBe(false);
  });

  it('in EMEA, only the required category until the shopper chooses', () => {
    expect(effectiveConsent(emea())).toEqual({ granted: new Set(['C0001']), basis: 'not-asked' });
    expect(needsConsentBanner(emea())).toBe(true);
  });

  it('in EMEA, the choice decides, and the required category is always in', () => {
    const choice = parseConsent(serializeConsent(['C0002'], 1_700_000_000));
    expect([...effectiveConsent(emea({ choice })).granted]).toEqual(['C0001', 'C0002']);
    expect(needsConsentBanner(emea({ choice }))).toBe(false);
  });

  it('preview means preview=true exactly', () => {
    expect(hasPreviewParam(new URLSearchParams('preview=true'))).toBe(true);
    expect(hasPreviewParam(new URLSearchParams('preview=false'))).toBe(false);
    expect(hasPreviewParam(new URLSearchParams('preview=1'))).toBe(false);
  });
});

describe('the stored choice', () => {
  it('round-trips through the cookie value', () => {
    const value = serializeConsent(['C0004', 'C0002'], 1_700_000_000.7);
    expect(value).toBe('v1.C0001-C0002-C0004.1700000000');
    expect(parseConsent(value)).toEqual({ granted: ['C0001', 'C0002', 'C0004'], at: 1_700_000_000 });
    expect(serializeConsent([], 1)).toBe('v1.C0001.1');
  });

  it('is read from a Cookie header', () => {
    expect(consentFromCookieHeader(`a=1; ${CONSENT_COOKIE}=v1.C0001-C0003.5; b=2`)).toEqual({ granted: ['C0001', 'C0003'], at: 5 });
    expect(consentFromCookieHeader('a=1')).toBeNull();
  });

  it('a tampered or foreign value counts as no choice (the banner asks again)', () => {
    for (const bad of ['', 'v2.C0001.1', 'v1.C0001-C0009.1', 'v1.C0001.soon', 'all', 'v1.C0001.1.extra']) expect(parseConsent(bad), bad).toBeNull();
  });
});

describe('interaction origins (docs/requirements/catalogue.md#analytics)', () => {
  it('are the sixteen labels, usable as a product link attribute', () => {
    expect(INTERACTION_ORIGINS).toHaveLength(16);
    expect(INTERACTION_ORIGINS).toContain('Tent and Sleepingbag Guide');
    expect(INTERACTION_ORIGINS).toContain('UpSellCompleteTheLook');
    expect(interactionOriginAttrs('Grid')).toEqual({ 'data-interaction-origin': 'Grid' });
    expect(isInteractionOrigin('Shop the Look')).toBe(true);
    expect(isInteractionOrigin('shop the look')).toBe(false);
  });
});

describe('the data layer', () => {
  /** A browser just big enough for the consent store: a consent root and a cookie jar. */
  function browser(region: 'EMEA' | 'NORA', cookie = '', search = '') {
    const root = { dataset: { region } };
    vi.stubGlobal('document', { cookie, querySelector: (selector: string) => (selector === '[data-consent]' ? root : null) });
    vi.stubGlobal('location', { search, protocol: 'https:' });
    vi.stubGlobal('window', globalThis);
    delete (globalThis as { dataLayer?: unknown[] }).dataLayer;
  }
  beforeEach(() => vi.resetModules());
  afterEach(() => vi.unstubAllGlobals());

  const click = { event: 'footer_link_click', linkText: 'Returns', linkUrl: '/en-gb/help/returns/how-to-return' } as const;

  it('receives nothing without performance consent (EMEA, no choice)', async () => {
    browser('EMEA');
    const { pushEvent } = await import('../../src/lib/analytics/data-layer.ts');
    expect(pushEvent(click)).toBe(false);
    expect((globalThis as { dataLayer?: unknown[] }).dataLayer).toBeUndefined();
  });

  it('receives nothing after the shopper refused, and events after they accept', async () => {
    browser('EMEA', `${CONSENT_COOKIE}=v1.C0001.1`);
    const { pushEvent } = await import('../../src/lib/analytics/data-layer.ts');
    const { saveConsentChoice, hasConsent } = await import('../../src/lib/consent/consent.client.ts');
    expect(pushEvent(click)).toBe(false);
    expect(hasConsent('C0004')).toBe(false);
    saveConsentChoice(['C0002']);
    expect((globalThis.document as { cookie: string }).cookie).toMatch(/^cairn_consent=v1\.C0001-C0002\.\d+; Max-Age=15552000; Path=\/; SameSite=Lax; Secure$/);
    expect(pushEvent(click)).toBe(true);
    expect(hasConsent('C0004')).toBe(false);
    expect((globalThis as { dataLayer?: unknown[] }).dataLayer).toEqual([click]);
  });

  it('receives events outside EMEA', async () => {
    browser('NORA');
    const { pushEvent } = await import('../../src/lib/analytics/data-layer.ts');
    expect(pushEvent(click)).toBe(true);
    expect((globalThis as { dataLayer?: unknown[] }).dataLayer).toEqual([click]);
  });

  it('receives events in EMEA with preview=true', async () => {
    browser('EMEA', '', '?preview=true');
    const { pushEvent } = await import('../../src/lib/analytics/data-layer.ts');
    expect(pushEvent({ event: 'popup_impression', popupId: 'p1', popupType: 'Newsletter' })).toBe(true);
  });
});

/**
 * Consent in the browser: the effective consent as a store every script can read or subscribe
 * to, and the one writer of the choice cookie. The region and the editor's preview session come
 * from the consent manager's root (server-rendered per site, so public pages stay cacheable).
 */
import { atom } from 'nanostores';
import type { Region } from '../site/locales.ts';
import {
  CONSENT_COOKIE,
  CONSENT_MAX_AGE_S,
  consentFromCookieHeader,
  effectiveConsent,
  hasPreviewParam,
  serializeConsent,
  type ConsentCategory,
  type ConsentContext,
  type EffectiveConsent,
} from './consent.ts';

function readContext(): ConsentContext {
  const root = document.querySelector<HTMLElement>('[data-consent]');
  const region = root?.dataset.region;
  return {
    // No consent root (a page outside the layout): assume the strictest region.
    region: region === 'NORA' || region === 'EMEA' ? (region as Region) : 'EMEA',
    previewParam: hasPreviewParam(new URLSearchParams(location.search)),
    previewSession: root?.dataset.previewSession !== undefined,
    choice: consentFromCookieHeader(document.cookie),
  };
}

/**
 * Islands that report errors import this module, and a `client:load` island is also rendered on
 * the server: there, nothing is granted (the strictest region, no choice) and nothing is read.
 */
const SERVER_CONTEXT: ConsentContext = { region: 'EMEA', previewParam: false, previewSession: false, choice: consentFromCookieHeader('') };

export const $consent = atom<EffectiveConsent>(effectiveConsent(typeof document === 'undefined' ? SERVER_CONTEXT : readContext()));

export const hasConsent = (category: ConsentCategory): boolean => $consent.get().granted.has(category);

/** Stores the shopper's choice (C0001 is always kept) and tells every subscriber. */
export function saveConsentChoice(granted: readonly ConsentCategory[]): void {
  const value = serializeConsent(granted, Date.now() / 1000);
  const secure = location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${CONSENT_COOKIE}=${value}; Max-Age=${CONSENT_MAX_AGE_S}; Path=/; SameSite=Lax${secure}`;
  $consent.set(effectiveConsent(readContext()));
}

/**
 * Runs `start` once the category is granted (now, or when the shopper later agrees). Returns
 * an unsubscribe function.
 */
export function whenConsented(category: ConsentCategory, start: () => void): () => void {
  let started = false;
  const unsubscribe = $consent.subscribe((value) => {
    if (started || !value.granted.has(category)) return;
    started = true;
    queueMicrotask(() => unsubscribe());
    start();
  });
  return unsubscribe;
}

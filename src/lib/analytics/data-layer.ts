/**
 * The tag-manager data layer (seed 001 §7 tag-manager pushes). Every analytics event goes
 * through pushEvent, which pushes to `window.dataLayer` only with performance consent (C0002):
 * without it the event is dropped, not queued, so nothing collected before consent leaks later.
 *
 * Pop-ups (another block) push their impression, expand and click events here too.
 */
import { hasConsent } from '../consent/consent.client.ts';
import { PERFORMANCE_CATEGORY } from '../consent/consent.ts';
import type { InteractionOrigin } from './interaction-origin.ts';

interface LinkClick {
  linkText: string;
  linkUrl: string;
}

export type AnalyticsEvent =
  | ({ event: 'footer_link_click' } & LinkClick)
  /** `navItem` is the menu item's delocalizedTracking (the mega menu's data-track). */
  | ({ event: 'top_nav_link_click'; navItem?: string; menu: 'desktop' | 'mobile' } & LinkClick)
  | { event: 'mobile_menu_section_click'; section: string; expanded: boolean }
  | { event: 'popup_impression' | 'popup_expand' | 'popup_click'; popupId: string; popupType: 'Newsletter' | 'Account'; linkUrl?: string }
  | ({ event: 'product_click'; interactionOrigin: InteractionOrigin; productId?: string } & LinkClick)
  /** Recommendation cards seen (seed 001 §7: up to 24), from blocks/recommendations. */
  | { event: 'recommendation_impression'; interactionOrigin: InteractionOrigin; decisionPoint: string; items: Array<{ productId: string; position: number }> };

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

/** Pushes the event when performance consent is given; true when it was pushed. */
export function pushEvent(event: AnalyticsEvent): boolean {
  if (!hasConsent(PERFORMANCE_CATEGORY)) return false;
  (window.dataLayer ??= []).push(event);
  return true;
}

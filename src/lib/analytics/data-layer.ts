/**
 * The tag-manager data layer (docs/requirements/catalogue.md#analytics tag-manager pushes). Every analytics event goes
 * through pushEvent, which pushes to `window.dataLayer` only with performance consent (C0002):
 * without it the event is dropped, not queued, so nothing collected before consent leaks later.
 *
 * Pop-ups (another block) push their impression, expand and click events here too.
 */
import { hasConsent } from '../consent/consent.client.ts';
import { PERFORMANCE_CATEGORY } from '../consent/consent.ts';
import type { InteractionOrigin } from './interaction-origin.ts';
import type { WebVitalEvent } from './web-vitals.ts';

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
  /** A product page opened from outside the shop (a bookmark, a search engine, a shared link): 'Direct to PDP'. */
  | { event: 'product_view'; interactionOrigin: InteractionOrigin; productId: string }
  /** Recommendation cards seen (docs/requirements/content-blocks.md#recommendations-and-up-sell: up to 24), from blocks/recommendations. */
  | { event: 'recommendation_impression'; interactionOrigin: InteractionOrigin; decisionPoint: string; items: Array<{ productId: string; position: number }> }
  /** A failed call (docs/requirements/errors.md#error-mapping: "the error is raised and logged to analytics"), from src/lib/errors/report.ts. */
  | { event: 'error'; action: string; errorId: string; status: number; errorMessage: string }
  /** docs/requirements/errors.md#error-mapping: a 403 carrying an appId triggers a bot-protection event. */
  | { event: 'bot_protection'; action: string; appId: string }
  /** Cart changes (add, remove, quantity), from the cart client. */
  | { event: 'add_to_cart' | 'remove_from_cart' | 'update_cart'; productId: string; qty: number; interactionOrigin?: InteractionOrigin }
  | { event: 'login' | 'sign_up' | 'logout'; method?: string }
  /** The checkout's steps and the order (GA4's ecommerce names), from src/lib/checkout and the confirmation page. */
  | { event: 'begin_checkout' | 'add_shipping_info' | 'add_payment_info'; ecommerce: CheckoutEcommerce }
  | { event: 'purchase'; ecommerce: CheckoutEcommerce & { transaction_id: string; tax?: number; shipping?: number } }
  /** Real-user metrics (LCP, INP, CLS), from ./web-vitals.ts. */
  | WebVitalEvent;

/** The items, value and currency of a checkout event; never a card number or an address. */
export interface CheckoutEcommerce {
  currency: string;
  value: number;
  items: Array<{ item_id: string; item_name: string; quantity: number; price: number }>;
  shipping_tier?: string;
  payment_type?: string;
}

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

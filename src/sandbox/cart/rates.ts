/**
 * Tax, shipping fees and promotion thresholds per site. The spec leaves fees and tax rates open
 * (docs/requirements/cart.md#coupons-and-promotions); these are the sandbox's choices, listed in docs/sandbox.md. Money is in cents of
 * the site's currency.
 */
import type { Site } from '../../lib/site/locales.ts';

export interface SiteRates {
  /** Tax rate as a fraction. */
  taxRate: number;
  /** NORA adds tax on top of shelf prices; EMEA shelf prices include VAT. */
  taxIncluded: boolean;
  /** Fee per shipment by method; methods left out are free. */
  fees: { standard: number; pudo: number };
  /** Merchandise subtotal from which standard shipping is free (automatic SHIPPING promotion). */
  freeShippingFrom: number;
  /** Merchandise subtotal from which the gift with purchase joins the cart. */
  giftWithPurchaseFrom: number;
  /** Merchandise subtotal for the automatic ORDER promotion, and its discount. */
  spendAndSave: { from: number; off: number };
  /** Countries the site delivers to (CANT_SHIP_THERE otherwise). */
  shipsTo: readonly string[];
  /** Collection points (pudo) exist in this country. */
  pudo: boolean;
}

const RATES: Record<string, SiteRates> = {
  US: { taxRate: 0.0825, taxIncluded: false, fees: { standard: 895, pudo: 495 }, freeShippingFrom: 10_000, giftWithPurchaseFrom: 7_500, spendAndSave: { from: 25_000, off: 2_500 }, shipsTo: ['US'], pudo: true },
  CA: { taxRate: 0.13, taxIncluded: false, fees: { standard: 1_295, pudo: 695 }, freeShippingFrom: 15_000, giftWithPurchaseFrom: 10_000, spendAndSave: { from: 35_000, off: 3_500 }, shipsTo: ['CA'], pudo: false },
  GB: { taxRate: 0.2, taxIncluded: true, fees: { standard: 495, pudo: 295 }, freeShippingFrom: 7_500, giftWithPurchaseFrom: 6_000, spendAndSave: { from: 20_000, off: 2_000 }, shipsTo: ['GB'], pudo: true },
  FR: { taxRate: 0.2, taxIncluded: true, fees: { standard: 595, pudo: 395 }, freeShippingFrom: 8_000, giftWithPurchaseFrom: 7_000, spendAndSave: { from: 22_500, off: 2_500 }, shipsTo: ['FR', 'MC'], pudo: true },
  DE: { taxRate: 0.19, taxIncluded: true, fees: { standard: 595, pudo: 395 }, freeShippingFrom: 8_000, giftWithPurchaseFrom: 7_000, spendAndSave: { from: 22_500, off: 2_500 }, shipsTo: ['DE', 'AT'], pudo: true },
  IT: { taxRate: 0.22, taxIncluded: true, fees: { standard: 695, pudo: 395 }, freeShippingFrom: 8_000, giftWithPurchaseFrom: 7_000, spendAndSave: { from: 22_500, off: 2_500 }, shipsTo: ['IT', 'SM', 'VA'], pudo: false },
};

export function ratesFor(site: Site): SiteRates {
  return RATES[site.country] ?? (RATES.US as SiteRates);
}

/** Delivery-time ranges shown per method ('N-M' days; same day ranks 0, docs/requirements/catalogue.md#delivery-days). */
export const DELIVERY_TIME = {
  standard: '3-5',
  pudo: '2-4',
  pickup: 'Same Day',
  sts: '5-7',
  digital: 'Same Day',
  customs: '21-28',
} as const;

/** Ship-to-store takes at most this many units of a line; more ship home (STS_TO_HOME). */
export const STS_MAX_UNITS = 5;

/** How long a reserveWithItem hold keeps store stock. */
export const RESERVATION_MINUTES = 30;

/**
 * The promotions the sandbox runs without a code, and what every promotion looks like to the
 * shopper: promoSummary entries and approaching promotions (docs/requirements/cart.md#coupons-and-promotions, docs/requirements/cart.md#approaching-promotions).
 */
import type { SiteRates } from './rates.ts';
import { TEST_PRODUCTS } from './test-data.ts';

export type PromotionLevel = 'ORDER' | 'PRODUCT' | 'SHIPPING';

export const AUTOMATIC = {
  freeShipping: { promotionId: 'PROMO-FREE-SHIPPING', campaignId: 'CMP-ALWAYS-ON', level: 'SHIPPING' as const },
  spendAndSave: { promotionId: 'PROMO-SPEND-AND-SAVE', campaignId: 'CMP-ALWAYS-ON', level: 'ORDER' as const },
  giftWithPurchase: { promotionId: 'PROMO-GWP-STUFF-SACK', campaignId: 'CMP-GWP', level: 'ORDER' as const, productId: TEST_PRODUCTS.giftWithPurchase },
  headlamp: { promotionId: 'PROMO-HEADLAMP-10', campaignId: 'CMP-ALWAYS-ON', level: 'PRODUCT' as const, productId: TEST_PRODUCTS.headlamp, percent: 10 },
} as const;

/** From this share of a threshold on, the distance is shown ("Above Threshold"). */
export const APPROACH_SHARE = 0.5;

export const DISPLAY_LEVELS = ['Above Threshold', 'Below Threshold', 'Threshold Reached'] as const;
export type DisplayLevel = (typeof DISPLAY_LEVELS)[number];

export interface ApproachingPromotion {
  promotionId: string;
  /** ORDER, PRODUCT or SHIPPING; GWP for a gift with purchase, whose message is not split. */
  promotionClass: PromotionLevel | 'GWP';
  /** Three parts split on pipe (before, emphasis, after), except for GWP. */
  calloutMsg: string;
  /** The same sentence, readable as is. */
  calloutMessage: string;
  /** Major units still to spend; 0 once reached. */
  distanceFromConditionThreshold: number;
  approachingDisplayLevel: DisplayLevel;
  level: PromotionLevel;
}

export type Money = (cents: number) => string;

interface Threshold {
  promotionId: string;
  level: PromotionLevel;
  gwp?: boolean;
  from: number;
  /** [before, emphasis, after] once the threshold is met, close to it, and far from it. */
  reached: [string, string, string];
  above: (distance: string) => [string, string, string];
  below: (from: string) => [string, string, string];
}

/** The approaching view of one threshold promotion at a qualifying subtotal (cents). */
export function approaching(t: Threshold, subtotal: number, money: Money): ApproachingPromotion {
  const distance = Math.max(0, t.from - subtotal);
  const level: DisplayLevel = distance === 0 ? 'Threshold Reached' : subtotal >= t.from * APPROACH_SHARE ? 'Above Threshold' : 'Below Threshold';
  const parts = level === 'Threshold Reached' ? t.reached : level === 'Above Threshold' ? t.above(money(distance)) : t.below(money(t.from));
  const sentence = parts.join(' ');
  return {
    promotionId: t.promotionId,
    promotionClass: t.gwp ? 'GWP' : t.level,
    calloutMsg: t.gwp ? sentence : parts.join('|'),
    calloutMessage: sentence,
    distanceFromConditionThreshold: distance / 100,
    approachingDisplayLevel: level,
    level: t.level,
  };
}

export function thresholds(rates: SiteRates, coupons: ReadonlyArray<{ promotionId: string; minimumSubtotal?: number; name: string }>): Threshold[] {
  const list: Threshold[] = [
    {
      promotionId: AUTOMATIC.freeShipping.promotionId,
      level: 'SHIPPING',
      from: rates.freeShippingFrom,
      reached: ["You've earned", 'free standard shipping', 'on this order'],
      above: (d) => ["You're", d, 'away from free standard shipping'],
      below: (f) => ['Free standard shipping', 'on orders over', f],
    },
    {
      promotionId: AUTOMATIC.spendAndSave.promotionId,
      level: 'ORDER',
      from: rates.spendAndSave.from,
      reached: ["You've earned", 'the spend-and-save discount', 'on this order'],
      above: (d) => ['Spend', d, 'more to save on your order'],
      below: (f) => ['Save on orders', 'over', f],
    },
    {
      promotionId: AUTOMATIC.giftWithPurchase.promotionId,
      level: 'ORDER',
      gwp: true,
      from: rates.giftWithPurchaseFrom,
      reached: ["You've earned", 'a free Cairn Packable Stuff Sack', 'with this order'],
      above: (d) => ['Spend', d, 'more to get a free Cairn Packable Stuff Sack'],
      below: (f) => ['Get a free Cairn Packable Stuff Sack', 'with orders over', f],
    },
  ];
  for (const c of coupons) {
    if (!c.minimumSubtotal) continue;
    list.push({
      promotionId: c.promotionId,
      level: 'ORDER',
      from: c.minimumSubtotal * 100,
      reached: ['Your code gives you', c.name, 'on this order'],
      above: (d) => ['Spend', d, `more to unlock ${c.name}`],
      below: (f) => [c.name, 'on orders over', f],
    });
  }
  return list;
}

/** One per language and currency: making an Intl.NumberFormat costs more than pricing a line. */
const formatters = new Map<string, Money>();

/** Formats cents for messages in the site's language and currency. */
export function moneyFormatter(hreflang: string, currency: string): Money {
  const key = `${hreflang} ${currency}`;
  let money = formatters.get(key);
  if (!money) {
    const format = new Intl.NumberFormat(hreflang, { style: 'currency', currency });
    formatters.set(key, (money = (cents) => format.format(cents / 100)));
  }
  return money;
}

/**
 * How many days a delivery time stands for (docs/requirements/cart.md#shipping-methods-and-delivery): same-day delivery ranks as 0 days;
 * otherwise the lowest day of an 'N-M' range; anything we can't read ranks as 1 day, the
 * default. The shop sorts and compares shipping methods by this number, never by the label.
 */

/** docs/requirements/cart.md#shipping-methods-and-delivery "default 1". */
export const DEFAULT_DELIVERY_DAYS = 1;

const SAME_DAY = /same[\s-]*day/i;
/** 'N-M' (also 'N–M', 'N to M' is not the spec's shape), or a single 'N'; trailing words ('days') allowed. */
const DAY_RANGE = /^\s*(\d+)\s*(?:[-–]\s*(\d+))?/;

export function deliveryDays(deliveryTime: string | null | undefined): number {
  if (!deliveryTime) return DEFAULT_DELIVERY_DAYS;
  if (SAME_DAY.test(deliveryTime)) return 0;
  const match = DAY_RANGE.exec(deliveryTime);
  if (!match) return DEFAULT_DELIVERY_DAYS;
  const from = Number(match[1]);
  const to = match[2] === undefined ? from : Number(match[2]);
  return Math.min(from, to);
}

/** The range as numbers for display ('3-5' → {from 3, to 5}); null for same day or unreadable. */
export function deliveryRange(deliveryTime: string | null | undefined): { from: number; to: number } | null {
  if (!deliveryTime || SAME_DAY.test(deliveryTime)) return null;
  const match = DAY_RANGE.exec(deliveryTime);
  if (!match) return null;
  const a = Number(match[1]);
  const b = match[2] === undefined ? a : Number(match[2]);
  return { from: Math.min(a, b), to: Math.max(a, b) };
}

export const isSameDay = (deliveryTime: string | null | undefined): boolean => Boolean(deliveryTime && SAME_DAY.test(deliveryTime));

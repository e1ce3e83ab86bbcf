/**
 * Coupon codes on a cart (PUT/DELETE /cart/v1/coupon). A known, live code stays in the cart even
 * while its conditions aren't met: pricing applies it once they are (couponItems statusCode).
 */
import { CART_ERRORS } from './errors.ts';
import type { StoredCart } from './model.ts';
import { newId } from './repo.ts';
import { couponByCode } from './test-data.ts';

export function applyCoupon(cart: StoredCart, rawCode: string, now: Date): void {
  const code = rawCode.trim().toUpperCase();
  const spec = couponByCode(code);
  if (!spec) throw CART_ERRORS.couponInvalid(code);
  if (spec.expiresAt && now.toISOString() > spec.expiresAt) throw CART_ERRORS.couponExpired(code);
  if (spec.startsAt && now.toISOString() < spec.startsAt) throw CART_ERRORS.couponNotStarted(code);
  if (cart.coupons.some((c) => c.code === code)) throw CART_ERRORS.couponApplied(code);
  cart.coupons.push({ id: newId(), code });
}

/** Removes by code or by couponItemId. */
export function removeCoupon(cart: StoredCart, codeOrId: string): void {
  const wanted = codeOrId.trim();
  const found = cart.coupons.find((c) => c.id === wanted || c.code === wanted.toUpperCase());
  if (!found) throw CART_ERRORS.couponNotInCart(wanted);
  cart.coupons = cart.coupons.filter((c) => c !== found);
}

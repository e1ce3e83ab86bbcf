/**
 * Manual price adjustments (docs/requirements/cart.md#cart-calls price_adjustments): a store associate or an employee
 * discounts a line or the whole order. Shoppers can't (403).
 */
import { CART_ERRORS } from './errors.ts';
import type { PriceAdjustment, StoredCart } from './model.ts';
import { newId } from './repo.ts';
import type { Shopper } from './shopper.ts';

export interface AdjustmentInput {
  itemId?: string;
  type: 'percentage' | 'amount';
  /** Percent (0–100], or major units. */
  value: number;
  reasonCode?: string;
  note?: string;
}

export function requireAdjuster(shopper: Shopper): void {
  if (!shopper.employee && !shopper.store) throw CART_ERRORS.notAnAssociate();
}

const cents = (input: Pick<AdjustmentInput, 'type' | 'value'>): number => (input.type === 'amount' ? Math.round(input.value * 100) : input.value);

export function addAdjustment(cart: StoredCart, input: AdjustmentInput, now: Date): PriceAdjustment {
  if (input.itemId && !cart.items.some((i) => i.id === input.itemId)) throw CART_ERRORS.itemMissing(input.itemId);
  const adjustment: PriceAdjustment = {
    id: newId(),
    type: input.type,
    value: cents(input),
    createdAt: now.toISOString(),
    ...(input.itemId ? { itemId: input.itemId } : {}),
    ...(input.reasonCode ? { reasonCode: input.reasonCode } : {}),
    ...(input.note ? { note: input.note } : {}),
  };
  cart.priceAdjustments.push(adjustment);
  return adjustment;
}

export function changeAdjustment(cart: StoredCart, id: string, input: Partial<AdjustmentInput>): void {
  const adjustment = cart.priceAdjustments.find((a) => a.id === id);
  if (!adjustment) throw CART_ERRORS.adjustmentNotFound(id);
  if (input.type !== undefined || input.value !== undefined) {
    const type = input.type ?? adjustment.type;
    const value = input.value ?? (adjustment.type === 'amount' ? adjustment.value / 100 : adjustment.value);
    adjustment.type = type;
    adjustment.value = cents({ type, value });
  }
  if (input.reasonCode !== undefined) adjustment.reasonCode = input.reasonCode;
  if (input.note !== undefined) adjustment.note = input.note;
}

export function removeAdjustment(cart: StoredCart, id: string): void {
  if (!cart.priceAdjustments.some((a) => a.id === id)) throw CART_ERRORS.adjustmentNotFound(id);
  cart.priceAdjustments = cart.priceAdjustments.filter((a) => a.id !== id);
}

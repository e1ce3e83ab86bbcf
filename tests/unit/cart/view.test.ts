import { describe, expect, it } from 'vitest';
// The server's words in every language (the browser's catalogue holds one).
import '../../../src/lib/errors/all-words.ts';
import type { Cart } from '../../../schemas/api/cart.ts';
import {
  approachingCallouts,
  cartNotices,
  checkQuantity,
  errorPlace,
  itemError,
  lineDiscounts,
  lineLabel,
  lineNotices,
  promoSummaryByLevel,
  topNotices,
} from '../../../src/lib/cart/view.ts';

type Approaching = Cart['approachingPromotions'][number];
const promo = (over: Partial<Approaching>): Approaching => ({
  promotionId: 'P',
  promotionClass: 'SHIPPING',
  calloutMsg: 'a|b|c',
  calloutMessage: 'a b c',
  distanceFromConditionThreshold: 0,
  approachingDisplayLevel: 'Threshold Reached',
  level: 'SHIPPING',
  ...over,
});

describe('approaching promotions', () => {
  it('lists Above Threshold (distance left) first, then Below Threshold, then Threshold Reached', () => {
    const list = approachingCallouts([
      promo({ promotionId: 'reached', calloutMsg: "You've earned|free standard shipping|on this order" }),
      promo({ promotionId: 'below', approachingDisplayLevel: 'Below Threshold', calloutMsg: 'Save on orders|over|$200.00', distanceFromConditionThreshold: 150 }),
      promo({ promotionId: 'above', approachingDisplayLevel: 'Above Threshold', calloutMsg: "You're|$20.00|away from free standard shipping", distanceFromConditionThreshold: 20 }),
    ]);
    expect(list.map((c) => [c.promotionId, c.state])).toEqual([
      ['above', 'above'],
      ['below', 'below'],
      ['reached', 'reached'],
    ]);
    expect(list[0]).toMatchObject({ parts: ["You're", '$20.00', 'away from free standard shipping'], distance: 20, text: "You're $20.00 away from free standard shipping" });
    expect(list[2]?.text).toBe("You've earned free standard shipping on this order");
  });

  it('ignores non-GWP callouts that do not split into exactly 3 parts; GWP messages are not split', () => {
    const list = approachingCallouts([
      promo({ promotionId: 'two', calloutMsg: 'a|b' }),
      promo({ promotionId: 'four', calloutMsg: 'a|b|c|d' }),
      promo({ promotionId: 'none', calloutMsg: 'no pipes' }),
      promo({ promotionId: 'gwp', promotionClass: 'GWP', level: 'ORDER', calloutMsg: 'Spend $10 more to get a free sack', calloutMessage: 'Spend $10 more to get a free sack' }),
    ]);
    expect(list).toEqual([expect.objectContaining({ promotionId: 'gwp', parts: null, text: 'Spend $10 more to get a free sack' })]);
  });
});

describe('promoSummaryByLevel', () => {
  it('groups ORDER, PRODUCT, SHIPPING in that order, leaving out empty levels', () => {
    const s = (level: 'ORDER' | 'PRODUCT' | 'SHIPPING', id: string) => ({ level, promotionId: id, promotionName: id, calloutMessage: id });
    const groups = promoSummaryByLevel([s('SHIPPING', 'ship'), s('ORDER', 'o1'), s('ORDER', 'o2')]);
    expect(groups.map((g) => [g.level, g.promotions.map((p) => p.promotionId)])).toEqual([
      ['ORDER', ['o1', 'o2']],
      ['SHIPPING', ['ship']],
    ]);
  });
});

describe('cartNotices', () => {
  const flash = (type: Cart['flash'][number]['type'], itemId?: string): Cart['flash'][number] => ({ type, message: `server ${type}`, level: 'error', ...(itemId ? { itemId } : {}) });
  const items = [{ itemId: 'i1' }] as unknown as Cart['items'];

  it('maps flash codes to the catalogue words, at the line or the top', () => {
    const notices = cartNotices(
      { flash: [flash('ProductLineItemInventoryMissing', 'i1'), flash('ProductItemMaxQuantity'), flash('InvalidShippingAddress'), flash('ProductItemRequired'), flash('ProductItemNotAvailable'), flash('PaymentNotAuthorized')], customerNotifications: [], items },
      'en',
    );
    expect(notices.map((n) => n.id)).toEqual(['ProductLineItemInventoryMissing', 'ProductItemMaxQuantity', 'InvalidShippingAddress', 'ProductItemRequired', 'ProductItemNotAvailable']);
    expect(lineNotices(notices, 'i1')).toHaveLength(1);
    expect(topNotices(notices)).toHaveLength(4);
    expect(notices.every((n) => !n.message.startsWith('server'))).toBe(true);
  });

  it('says the order cannot be completed on full inventory missing only when the cart is empty', () => {
    const empty = cartNotices({ flash: [flash('ProductLineItemFullInventoryMissing')], customerNotifications: [], items: [] }, 'en');
    const notEmpty = cartNotices({ flash: [flash('ProductLineItemFullInventoryMissing')], customerNotifications: [], items }, 'en');
    expect(empty[0]?.message).toMatch(/can’t be completed|cannot be completed/);
    expect(notEmpty[0]?.message).not.toMatch(/can’t be completed|cannot be completed/);
  });

  it('turns customer notifications into notices (SOME_PRODUCTS_NO_INVENTORY at the top)', () => {
    const notices = cartNotices(
      {
        flash: [],
        customerNotifications: [
          { id: 'SOME_PRODUCTS_NO_INVENTORY', type: 'error', errorId: 'SOME_PRODUCTS_NO_INVENTORY', message: 'server words' },
          { id: 'COUPON_NOT_APPLIED', type: 'info', message: 'Coupon code TAKE20 is in your cart but its conditions are not met yet' },
          { id: 'PICKUP_TO_HOME', type: 'error', errorId: 'ORD516', itemId: 'i1', message: 'This item is no longer available for pickup.' },
        ],
        items,
      },
      'en',
    );
    expect(topNotices(notices).map((n) => n.id)).toEqual(['SOME_PRODUCTS_NO_INVENTORY', 'COUPON_NOT_APPLIED']);
    expect(notices[0]?.message).not.toBe('server words');
    expect(notices[1]?.message).toBe('Coupon code TAKE20 is in your cart but its conditions are not met yet');
    expect(lineNotices(notices, 'i1')[0]).toMatchObject({ level: 'error' });
  });

  it('speaks the page language', () => {
    const fr = cartNotices({ flash: [flash('ProductItemMaxQuantity')], customerNotifications: [], items }, 'fr');
    expect(fr[0]?.message).toMatch(/quantités/);
  });
});

describe('errors by place', () => {
  it('shows line errors at the item and SOME_PRODUCTS_NO_INVENTORY at the top', () => {
    for (const id of ['ITEM_NOT_AVAILABLE', 'NO_PRICE', 'INVALID_PRICE', 'ADDED_MAX_QUANTITY']) expect(errorPlace(id)).toBe('item');
    expect(errorPlace('SOME_PRODUCTS_NO_INVENTORY')).toBe('top');
    for (const id of ['ITEM_OOS', 'ITEMS_OOS', 'GEN500', null]) expect(errorPlace(id)).toBe('toast');
  });

  it("reads a line's own error in the page language", () => {
    expect(itemError({ error: { errorId: 'NO_PRICE', message: 'server' } }, 'en')).not.toBe('server');
    expect(itemError({}, 'en')).toBeNull();
  });
});

describe('prices and quantity', () => {
  const price = (current: number, original: number) => ({ original, current, highOriginal: original, highCurrent: current, rowTotal: 100, priceAfterItemDiscount: 90, priceAfterOrderDiscount: 81, proratedPrice: 81 });
  it("labels 'Free Gift' at price 0 and 'Marked Down' below the original", () => {
    expect(lineLabel({ price: price(0, 20), bonus: false })).toBe('Free Gift');
    expect(lineLabel({ price: price(20, 20), bonus: true })).toBe('Free Gift');
    expect(lineLabel({ price: price(15, 20), bonus: false })).toBe('Marked Down');
    expect(lineLabel({ price: price(20, 20), bonus: false })).toBeNull();
  });

  it('splits the item and order discounts of a line', () => {
    expect(lineDiscounts({ price: price(10, 10) })).toEqual({ item: 10, order: 9 });
  });

  it('accepts 1 to maxQty, with the spec messages otherwise', () => {
    expect(checkQuantity('3', 5, 'en')).toEqual({ ok: true, qty: 3 });
    expect(checkQuantity('6', 5, 'en')).toEqual({ ok: false, message: 'Value must not be more than 5' });
    expect(checkQuantity('0', 5, 'en')).toEqual({ ok: false, message: 'Value must not be less than 1' });
    expect(checkQuantity('', 5, 'en')).toEqual({ ok: false, message: 'This field is required' });
  });
});

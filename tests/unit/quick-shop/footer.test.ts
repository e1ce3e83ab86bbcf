import { describe, expect, it } from 'vitest';
import { footerButton, type FooterInput, type FooterKind } from '../../../src/lib/quick-shop/footer.ts';
import { QUICK_SHOP_MESSAGES as m } from '../../../src/lib/quick-shop/messages.ts';

const base: FooterInput = {
  feature: { notifyMe: true },
  variant: { notifyMe: true },
  stock: 'InStock',
  presale: false,
  signedIn: false,
  context: null,
  price: '$179.95',
};
const update = { type: 'update-cart-item', itemId: 'i1', qty: 2 } as const;

describe('footerButton priority (docs/requirements/content-blocks.md#footer)', () => {
  it('offers add-to-cart with the price when nothing else applies', () => {
    expect(footerButton(base)).toEqual({ kind: 'add-to-cart', disabled: false, label: 'Add to cart - $179.95' });
  });
  it('says add-to-cart without a price when none is known', () => {
    expect(footerButton({ ...base, price: undefined }).label).toBe(m.addToCart);
  });

  it('1. notify-me: feature on, variant allows it, not in stock', () => {
    expect(footerButton({ ...base, stock: 'OutOfStock' })).toEqual({ kind: 'notify-me', disabled: false, label: m.notifyMe });
  });
  it('1 beats 3, 4: notify-me even for a presale logged out and in an update context', () => {
    expect(footerButton({ ...base, stock: 'OutOfStock', presale: true, signedIn: false, context: update }).kind).toBe('notify-me');
  });
  it('2. out-of-stock (disabled) when the feature is off', () => {
    expect(footerButton({ ...base, stock: 'OutOfStock', feature: { notifyMe: false } })).toEqual({ kind: 'out-of-stock', disabled: true, label: m.outOfStock });
  });
  it('2. out-of-stock (disabled) when the variant does not allow notify-me', () => {
    expect(footerButton({ ...base, stock: 'OutOfStock', variant: { notifyMe: false } })).toEqual({ kind: 'out-of-stock', disabled: true, label: m.outOfStock });
  });
  it('2 beats 3 and 4', () => {
    const input = { ...base, stock: 'OutOfStock' as const, variant: { notifyMe: false }, presale: true, context: update };
    expect(footerButton(input).kind).toBe('out-of-stock');
  });
  it('3. sign-in-to-buy for a presale when logged out', () => {
    expect(footerButton({ ...base, presale: true })).toEqual({ kind: 'sign-in-to-buy', disabled: false, label: m.signInToBuy });
  });
  it('3 beats 4', () => {
    expect(footerButton({ ...base, presale: true, context: update }).kind).toBe('sign-in-to-buy');
  });
  it('a presale for a signed-in shopper is added (or updated) normally', () => {
    expect(footerButton({ ...base, presale: true, signedIn: true }).kind).toBe('add-to-cart');
    expect(footerButton({ ...base, presale: true, signedIn: true, context: update }).kind).toBe('update-in-cart');
  });
  it('4. update-in-cart in either update context', () => {
    expect(footerButton({ ...base, context: update })).toEqual({ kind: 'update-in-cart', disabled: false, label: m.updateInCart });
    expect(footerButton({ ...base, context: { type: 'update-saved-item', itemId: 's1' } }).kind).toBe('update-in-cart');
  });
  it('with no variant chosen yet, stock does not apply: the button stays usable', () => {
    expect(footerButton({ ...base, variant: undefined, stock: undefined })).toMatchObject({ kind: 'add-to-cart', disabled: false });
    expect(footerButton({ ...base, variant: undefined, stock: undefined, presale: true }).kind).toBe('sign-in-to-buy');
  });
  it('an unknown stock for a chosen variant is not in stock', () => {
    expect(footerButton({ ...base, stock: undefined }).kind).toBe('notify-me');
  });

  // Every combination: the answer is the first rule (in spec order) whose condition holds.
  it('follows the priority order in all 128 combinations', () => {
    const bools = [false, true];
    let checked = 0;
    for (const featureOn of bools)
      for (const allows of bools)
        for (const inStock of bools)
          for (const presale of bools)
            for (const signedIn of bools)
              for (const hasContext of bools)
                for (const hasVariant of bools) {
                  const input: FooterInput = {
                    feature: { notifyMe: featureOn },
                    variant: hasVariant ? { notifyMe: allows } : undefined,
                    stock: hasVariant ? (inStock ? 'InStock' : 'OutOfStock') : undefined,
                    presale,
                    signedIn,
                    context: hasContext ? update : undefined,
                    price: '$1.00',
                  };
                  const soldOut = hasVariant && !inStock;
                  const expected: FooterKind =
                    soldOut && featureOn && allows ? 'notify-me'
                    : soldOut ? 'out-of-stock'
                    : presale && !signedIn ? 'sign-in-to-buy'
                    : hasContext ? 'update-in-cart'
                    : 'add-to-cart';
                  const got = footerButton(input);
                  expect(got.kind).toBe(expected);
                  expect(got.disabled).toBe(expected === 'out-of-stock');
                  checked++;
                }
    expect(checked).toBe(128);
  });
});

/**
 * The product page's buy box (src/components/buy-box/view.ts, islands/buy-box/): quick shop's
 * footer priority for both shoppers the cached HTML serves, the quantity choices, the
 * availability line and its words in the four languages, the trigger's props, and the cart line
 * (docs/requirements/cart.md#quantities-and-retries: the default quantity and maxQty, not quick shop's 1/1).
 */
import { describe, expect, it } from 'vitest';
import type { Product, Variant } from '../../schemas/api/product.ts';
import { DEFAULT_MAX_QTY } from '../../schemas/api/cart-rules.ts';
import { buyBoxView, quantityChoices, QUANTITY_CHOICES_MAX, type BuyBoxInput } from '../../src/components/buy-box/view.ts';
import { QUICK_SHOP_MESSAGES, quickShopMessages } from '../../src/lib/quick-shop/messages.ts';
import { BUY_BOX_LANGUAGES, buyBoxMessages } from '../../islands/buy-box/messages.ts';
import { readBuyBoxProps } from '../../islands/buy-box/props.ts';
import { buyBoxLine, pickedQuantity } from '../../islands/buy-box/mount.ts';

const variant = (size: string, quantity: number, over: Partial<Variant> = {}): Variant => ({
  id: `BOOT-moss-${size}`,
  upc: `0000${size}`,
  attributes: { color: 'moss', size },
  price: { original: 179.95, current: 179.95 },
  stock: { quantity, label: quantity > 3 ? 'In Stock' : quantity > 0 ? 'Low Stock' : 'Out of Stock' },
  notifyMe: quantity === 0,
  ...over,
});

const product = (over: Partial<Product> = {}): Product => ({
  id: 'BOOT000001',
  name: 'Summit Boot',
  slug: 'summit-boot',
  description: '',
  details: [],
  presale: false,
  isRobisOnly: false,
  currency: 'USD',
  price: { currency: 'USD', lowOriginal: 179.95, highOriginal: 179.95, lowCurrent: 179.95, highCurrent: 179.95 },
  attributes: [
    { type: 'color', label: 'Color', options: [{ value: 'moss', label: 'Moss', available: true }] },
    {
      type: 'size',
      label: 'Size',
      options: ['8', '9', '10'].map((v) => ({ value: v, label: v, available: true })),
    },
  ],
  variants: [variant('8', 100), variant('9', 3), variant('10', 0)],
  images: [],
  ...over,
});

const input = (over: Partial<BuyBoxInput> = {}): BuyBoxInput => ({
  product: product(),
  selection: { color: 'moss' },
  features: { notifyMe: true },
  language: 'en',
  m: buyBoxMessages('en'),
  money: (n) => `$${n.toFixed(2)}`,
  root: 'buy-box',
  pdpUrl: '/en-us/p/summit-boot-BOOT000001',
  ...over,
});

describe('the buy box view', () => {
  it('before a size is chosen: add-to-cart with the price, usable, and what to choose', () => {
    const view = buyBoxView(input());
    expect(view.variant).toBeUndefined();
    expect(view.missing.map((a) => a.type)).toEqual(['size']);
    expect(view.status).toBe('Choose size to see availability.');
    expect(view.guest).toEqual({ kind: 'add-to-cart', disabled: false, label: 'Add to cart - $179.95' });
    expect(view.quantities).toEqual([]);
    expect(view.props).toEqual({ root: 'buy-box', kind: 'add-to-cart', presale: false, pdpUrl: '/en-us/p/summit-boot-BOOT000001' });
  });

  it('names every attribute still to choose, joined in the language', () => {
    const p = product({
      attributes: [...product().attributes, { type: 'width', label: 'Width', options: [{ value: 'w', label: 'Wide', available: true }, { value: 'r', label: 'Regular', available: true }] }],
    });
    expect(buyBoxView(input({ product: p })).status).toBe('Choose size and width to see availability.');
    expect(buyBoxView(input({ product: p, language: 'fr', m: buyBoxMessages('fr') })).status).toBe('Pour voir la disponibilité, choisissez : size et width.');
  });

  it('a price range shows no single price before the choice', () => {
    const p = product({ price: { ...product().price, highCurrent: 199.95 } });
    expect(buyBoxView(input({ product: p })).guest.label).toBe('Add to cart');
  });

  it('an in-stock variant: its stock label, quantities up to the stock capped at the maximum, and the variant in the props', () => {
    const big = buyBoxView(input({ selection: { color: 'moss', size: '8' } }));
    expect(big.status).toBe('In Stock');
    expect(big.quantities).toEqual(Array.from({ length: QUANTITY_CHOICES_MAX }, (_, i) => i + 1));
    expect(big.props).toMatchObject({ kind: 'add-to-cart', variantId: 'BOOT-moss-8', upc: '00008' });
    const low = buyBoxView(input({ selection: { color: 'moss', size: '9' } }));
    expect(low.status).toBe('Low Stock');
    expect(low.quantities).toEqual([1, 2, 3]);
  });

  it('a sold-out variant: notify-me when the site has it on, else the disabled out-of-stock button; no quantity', () => {
    const on = buyBoxView(input({ selection: { color: 'moss', size: '10' } }));
    expect(on.guest).toEqual({ kind: 'notify-me', disabled: false, label: 'Notify me' });
    expect(on.status).toBe('Out of Stock');
    expect(on.quantities).toEqual([]);
    const off = buyBoxView(input({ selection: { color: 'moss', size: '10' }, features: { notifyMe: false } }));
    expect(off.guest).toEqual({ kind: 'out-of-stock', disabled: true, label: 'Out of stock' });
    expect(off.member).toEqual(off.guest);
  });

  it('a presale: sign-in-to-buy for a guest, add-to-cart for a signed-in shopper (both in the cached HTML)', () => {
    const view = buyBoxView(input({ product: product({ presale: true }), selection: { color: 'moss', size: '8' } }));
    expect(view.guest).toEqual({ kind: 'sign-in-to-buy', disabled: false, label: 'Sign in to buy' });
    expect(view.member).toEqual({ kind: 'add-to-cart', disabled: false, label: 'Add to cart - $179.95' });
    expect(view.props).toMatchObject({ kind: 'sign-in-to-buy', presale: true });
  });

  it('a sold-out presale variant is sold out first (priority 1 and 2 beat 3)', () => {
    const view = buyBoxView(input({ product: product({ presale: true }), selection: { color: 'moss', size: '10' } }));
    expect(view.guest.kind).toBe('notify-me');
    expect(view.member.kind).toBe('notify-me');
  });

  it('a complete choice that names no variant is out of stock', () => {
    const p = product({ variants: [variant('8', 5)] });
    const view = buyBoxView(input({ product: p, selection: { color: 'moss', size: '9' } }));
    expect(view.guest).toMatchObject({ kind: 'out-of-stock', disabled: true });
    expect(view.status).toBe('Out of Stock');
  });

  it('digital items count as available (quantity 1)', () => {
    const p = product({ productType: 'digital', variants: [variant('8', 0, { notifyMe: false })] });
    const view = buyBoxView(input({ product: p, selection: { color: 'moss', size: '8' } }));
    expect(view.guest.kind).toBe('add-to-cart');
    expect(view.quantities).toEqual([1]);
  });

  it('speaks the page language, Italian included', () => {
    const view = buyBoxView(input({ language: 'it', m: buyBoxMessages('it-it'), selection: { color: 'moss', size: '8' } }));
    expect(view.guest.label).toBe('Aggiungi al carrello - $179.95');
    expect(view.status).toBe('Disponibile');
    expect(buyBoxView(input({ language: 'de', m: buyBoxMessages('de') })).status).toBe('Um die Verfügbarkeit zu sehen, wählen Sie: Size.');
  });
});

describe('quantityChoices', () => {
  it('offers 1 to the stock, at most the maximum, none without stock', () => {
    expect(quantityChoices(0)).toEqual([]);
    expect(quantityChoices(-2)).toEqual([]);
    expect(quantityChoices(2)).toEqual([1, 2]);
    expect(quantityChoices(100_000)).toHaveLength(QUANTITY_CHOICES_MAX);
  });
});

describe('buy box messages', () => {
  const english = buyBoxMessages('en');
  const ownKeys = Object.keys(english).filter((k) => k !== 'shared').sort();

  it('has en, fr, de and it', () => {
    expect([...BUY_BOX_LANGUAGES].sort()).toEqual(['de', 'en', 'fr', 'it']);
  });

  it.each(['fr', 'de', 'it'])('%s says every key, translated, in the same shape', (language) => {
    const m = buyBoxMessages(language);
    expect(Object.keys(m).filter((k) => k !== 'shared').sort()).toEqual(ownKeys);
    for (const key of ownKeys as (keyof typeof english)[]) {
      const ours = m[key];
      const theirs = english[key];
      expect(typeof ours, key).toBe(typeof theirs);
      if (typeof ours === 'function') expect((ours as (v: string) => string)('x-value'), key).toContain('x-value');
      if (typeof ours === 'string') expect(ours, key).not.toBe(theirs);
    }
    expect(m.shared.addToCart).not.toBe(english.shared.addToCart);
  });

  it("shares quick shop's words, with a complete Italian set", () => {
    expect(buyBoxMessages('en').shared).toBe(QUICK_SHOP_MESSAGES);
    const italian = buyBoxMessages('it').shared;
    expect(italian).toBe(quickShopMessages('it'));
    expect(Object.keys(italian).sort()).toEqual(Object.keys(QUICK_SHOP_MESSAGES).sort());
    for (const [key, value] of Object.entries(italian)) {
      const english = QUICK_SHOP_MESSAGES[key as keyof typeof QUICK_SHOP_MESSAGES];
      expect(typeof value, key).toBe(typeof english);
      if (typeof value === 'function') expect(value.length, key).toBe((english as (...a: string[]) => string).length);
    }
    expect(buyBoxMessages('it').shared.chooseOption('Size')).toBe('Scegli: size.');
    expect(buyBoxMessages('es').quantity).toBe('Quantity');
  });

  it('marks an option out of stock in each language', () => {
    expect(buyBoxMessages('en').optionOutOfStock('9')).toBe('9 (out of stock)');
    expect(buyBoxMessages('fr').optionOutOfStock('9')).toBe('9 (épuisé)');
  });
});

describe('the trigger props', () => {
  it('reads what the server wrote', () => {
    const { props } = buyBoxView(input({ selection: { color: 'moss', size: '8' }, imageUrl: '/media/boot.jpg' }));
    expect(readBuyBoxProps(JSON.parse(JSON.stringify(props)))).toEqual({ ...props, presale: false });
  });

  it('refuses what is not a buy box trigger', () => {
    expect(readBuyBoxProps(null)).toBeNull();
    expect(readBuyBoxProps({ root: 'buy-box', kind: 'update-in-cart', pdpUrl: '/x' })).toBeNull();
    expect(readBuyBoxProps({ kind: 'add-to-cart', pdpUrl: '/x' })).toBeNull();
    expect(readBuyBoxProps({ root: 'buy-box', kind: 'add-to-cart', pdpUrl: '/x', variantId: 42 })).toMatchObject({ variantId: undefined });
  });
});

describe('the cart line of a product-page add', () => {
  it('carries the picked quantity and the default maxQty (not quick shop 1/1)', () => {
    const props = { root: 'buy-box', kind: 'add-to-cart' as const, presale: false, variantId: 'BOOT-moss-8', upc: '00008', pdpUrl: '/p', imageUrl: '/i.jpg' };
    expect(buyBoxLine(props, 2)).toEqual({ productId: 'BOOT-moss-8', upc: '00008', qty: 2, maxQty: DEFAULT_MAX_QTY, pdpUrl: '/p', productImageURL: '/i.jpg' });
  });

  it('reads the picked quantity, 1 without a picker or with nonsense', () => {
    expect(pickedQuantity({ value: '3' })).toBe(3);
    expect(pickedQuantity(null)).toBe(1);
    expect(pickedQuantity({ value: '0' })).toBe(1);
    expect(pickedQuantity({ value: 'x' })).toBe(1);
  });
});

import { describe, expect, it } from 'vitest';
import { ALWAYS_AVAILABLE_QUANTITY, countsAsAvailable, liveQuantity, missingAttributes, variantStock, withLiveStock } from '../../../src/lib/quick-shop/stock.ts';
import { isSelectionComplete, optionInStock, selectedVariant, type Selection } from '../../../src/lib/catalogue/variants.ts';
import { QUICK_SHOP_MAX_QTY, QUICK_SHOP_QTY, quickShopChange, quickShopLine } from '../../../src/lib/quick-shop/cart-line.ts';
import { product as productSchema, type Product } from '../../../schemas/api/product.ts';

const v = (id: string, color: string, size: string, quantity: number) => ({
  id,
  upc: `0000000000${id.slice(-2)}`,
  attributes: { color, size },
  price: { original: 100, current: 100 },
  stock: { quantity, label: quantity > 0 ? 'In Stock' : 'Out of Stock' },
  notifyMe: quantity === 0,
});

const boot: Product = productSchema.parse({
  id: 'FWTEST0001',
  name: 'Test Boot',
  slug: 'test-boot',
  currency: 'USD',
  price: { currency: 'USD', lowOriginal: 100, highOriginal: 100, lowCurrent: 100, highCurrent: 100 },
  attributes: [
    { type: 'color', label: 'Colour', options: [{ value: 'moss', label: 'Moss' }, { value: 'plum', label: 'Plum' }] },
    { type: 'size', label: 'Size', options: [{ value: '8', label: '8' }, { value: '9', label: '9' }] },
  ],
  variants: [v('FWTEST0001-moss-01', 'moss', '8', 5), v('FWTEST0001-moss-02', 'moss', '9', 0), v('FWTEST0001-plum-01', 'plum', '8', 0), v('FWTEST0001-plum-02', 'plum', '9', 0)],
});

describe('variant stock (docs/requirements/catalogue.md#variant-stock)', () => {
  it('is InStock above 0 and OutOfStock at 0 or below', () => {
    expect(variantStock({}, 1)).toEqual({ quantity: 1, status: 'InStock' });
    expect(variantStock({}, 0)).toEqual({ quantity: 0, status: 'OutOfStock' });
    expect(variantStock({}, -3)).toEqual({ quantity: 0, status: 'OutOfStock' });
    expect(variantStock({}, undefined)).toEqual({ quantity: 0, status: 'OutOfStock' });
  });
  it('counts digital, reservable and product-level-available items as quantity 1, available', () => {
    expect(ALWAYS_AVAILABLE_QUANTITY).toBe(1);
    for (const subject of [{ productType: 'digital' }, { reservable: true }, { available: true }]) {
      expect(countsAsAvailable(subject)).toBe(true);
      expect(variantStock(subject, 0)).toEqual({ quantity: 1, status: 'InStock' });
      expect(variantStock(subject, 500)).toEqual({ quantity: 1, status: 'InStock' });
    }
    expect(countsAsAvailable({ productType: 'physical', reservable: false, available: false })).toBe(false);
  });
  it('takes the inventory quantity when it names the variant, else the details', () => {
    const variant = boot.variants[0]!;
    expect(liveQuantity(variant, { productId: boot.id, variants: [{ id: variant.id, quantity: 0, stockStatus: 'OutOfStock' }] })).toBe(0);
    expect(liveQuantity(variant, { productId: boot.id, variants: [] })).toBe(5);
    expect(liveQuantity(variant, null)).toBe(5);
  });
  it('makes the selection rules judge options by live stock', () => {
    const live = withLiveStock(boot, { productId: boot.id, variants: [{ id: 'FWTEST0001-moss-01', quantity: 0, stockStatus: 'OutOfStock' }, { id: 'FWTEST0001-plum-02', quantity: 4, stockStatus: 'InStock' }] });
    const size = boot.attributes[1]!;
    const color = boot.attributes[0]!;
    expect(optionInStock(live, { color: 'moss' }, size, '8')).toBe(false);
    expect(optionInStock(live, { color: 'plum' }, size, '9')).toBe(true);
    expect(optionInStock(live, {}, color, 'plum')).toBe(true);
    expect(boot.variants[0]!.stock?.quantity).toBe(5); // the original is untouched
  });
  it('makes every variant of a digital product available', () => {
    const card = withLiveStock({ ...boot, productType: 'digital' }, { productId: boot.id, variants: boot.variants.map((x) => ({ id: x.id, quantity: 0, stockStatus: 'OutOfStock' as const })) });
    expect(card.variants.every((x) => x.stock?.quantity === 1)).toBe(true);
  });
});

describe('selection completeness (every non-colour attribute chosen)', () => {
  it('lists the non-colour attributes still to choose', () => {
    expect(missingAttributes(boot, {}).map((a) => a.type)).toEqual(['size']);
    expect(missingAttributes(boot, { color: 'moss' }).map((a) => a.type)).toEqual(['size']);
    expect(missingAttributes(boot, { size: '8' })).toEqual([]);
  });
  it('agrees with the catalogue rule, and a complete selection names a variant', () => {
    const selections: Selection[] = [{}, { color: 'moss' }, { size: '9' }, { color: 'plum', size: '9' }];
    for (const selection of selections) {
      expect(missingAttributes(boot, selection).length === 0).toBe(isSelectionComplete(boot, selection));
    }
    expect(selectedVariant(boot, { color: 'moss' })).toBeUndefined();
    expect(selectedVariant(boot, { color: 'moss', size: '9' })?.id).toBe('FWTEST0001-moss-02');
  });
  it('is complete at once for a product with colour only', () => {
    const oneColour = { ...boot, attributes: [boot.attributes[0]!] };
    expect(missingAttributes(oneColour, {})).toEqual([]);
  });
});

describe('the quick-shop cart line (docs/requirements/catalogue.md#quick-shop: quantity 1, maxQty 1)', () => {
  it('adds the variant once, at most once', () => {
    expect(QUICK_SHOP_QTY).toBe(1);
    expect(QUICK_SHOP_MAX_QTY).toBe(1);
    expect(quickShopLine({ id: 'FWTEST0001-moss-01', upc: '000000000001' }, '/en-us/p/test-boot-FWTEST0001', '/media/x.svg')).toEqual({
      productId: 'FWTEST0001-moss-01',
      upc: '000000000001',
      qty: 1,
      maxQty: 1,
      pdpUrl: '/en-us/p/test-boot-FWTEST0001',
      productImageURL: '/media/x.svg',
    });
    expect(quickShopLine({ id: 'a', upc: 'b' }, '/p', undefined)).not.toHaveProperty('productImageURL');
  });
  it("changes a line's variant and keeps its quantity", () => {
    expect(quickShopChange({ id: 'x', upc: 'u' }, { type: 'update-cart-item', itemId: 'i', qty: 3 })).toEqual({ productId: 'x', upc: 'u', qty: 3 });
    expect(quickShopChange({ id: 'x', upc: 'u' }, { type: 'update-cart-item', itemId: 'i' }).qty).toBe(1);
  });
});

import { describe, expect, it } from 'vitest';
import { choosableCodes, fastestMethod, lineMethods, lineStoreId, offersOrderChoice, ownShipmentMethods, rankMethods, type ShippingMethod } from '../../../src/lib/delivery/methods.ts';

const method = (code: ShippingMethod['code'], deliveryTime: string, amount: number, selected = false): ShippingMethod => ({ code, label: code, price: { amount }, deliveryTime, selected });

const standard = method('standard', '3-5', 8.95);
const pudo = method('pudo', '2-4', 4.95);
const pickup = method('pickup', 'Same Day', 0);
const sts = method('sts', '5-7', 0);

describe('rankMethods', () => {
  it('puts the fastest first by day rank, same day before any range', () => {
    expect(rankMethods([sts, standard, pickup, pudo]).map((m) => m.code)).toEqual(['pickup', 'pudo', 'standard', 'sts']);
  });

  it('breaks a tie of days by price, then keeps the given order', () => {
    const cheap = method('pudo', '3-4', 1);
    const dear = method('standard', '3-9', 9);
    expect(rankMethods([dear, cheap]).map((m) => m.code)).toEqual(['pudo', 'standard']);
    const a = method('standard', '2', 5);
    const b = method('pudo', '2-3', 5);
    expect(rankMethods([a, b])).toEqual([a, b]);
    expect(rankMethods([b, a])).toEqual([b, a]);
  });

  it('ranks an unreadable time as the default 1 day', () => {
    expect(rankMethods([standard, method('customs', '', 0)]).map((m) => m.code)).toEqual(['customs', 'standard']);
  });

  it('does not change its input and answers null for no methods', () => {
    const input = [standard, pickup];
    rankMethods(input);
    expect(input).toEqual([standard, pickup]);
    expect(fastestMethod([])).toBeNull();
    expect(fastestMethod([standard, pudo])).toBe(pudo);
  });
});

type Line = Parameters<typeof choosableCodes>[0];
const line = (selected: ShippingMethod['code'], available: ShippingMethod['code'][], extra: Partial<Line> = {}): Line => ({
  shippingOptions: { selected, available, shippingMethod: method(selected, '3-5', 0, true) },
  isDigitalProduct: false,
  isCustoms: false,
  ...extra,
});

describe('choosableCodes', () => {
  it('always offers pickup on a physical line, even before a store is known', () => {
    expect(choosableCodes(line('standard', ['standard', 'pudo']))).toEqual(['standard', 'pudo', 'pickup']);
  });

  it('orders the methods whose details are known by rank', () => {
    expect(choosableCodes(line('standard', ['standard', 'pudo', 'pickup', 'sts']), [standard, pudo, pickup, sts])).toEqual(['pickup', 'pudo', 'standard', 'sts']);
  });

  it('offers nothing else on a digital or made-to-order line', () => {
    expect(choosableCodes(line('digital', ['digital'], { isDigitalProduct: true }))).toEqual(['digital']);
    expect(choosableCodes(line('customs', ['customs'], { isCustoms: true }))).toEqual(['customs']);
  });

  it('keeps the selected method even when the server no longer lists it', () => {
    expect(choosableCodes(line('sts', ['standard']))).toContain('sts');
  });
});

describe('the order shipment (shippingId me)', () => {
  const cart = { shippingMethods: [{ shippingId: 'me', applicableShippingMethods: [standard, { ...pudo, selected: true }] }] };

  it('ranks the applicable methods and finds the selected one', () => {
    const { methods, selected } = ownShipmentMethods(cart);
    expect(methods.map((m) => m.code)).toEqual(['pudo', 'standard']);
    expect(selected?.code).toBe('pudo');
    expect(offersOrderChoice(cart)).toBe(true);
  });

  it('offers no choice without a shipment or with one method', () => {
    expect(offersOrderChoice({ shippingMethods: [] })).toBe(false);
    expect(ownShipmentMethods({ shippingMethods: [] }).selected).toBeNull();
    expect(offersOrderChoice({ shippingMethods: [{ shippingId: 'me', applicableShippingMethods: [standard] }] })).toBe(false);
    expect(offersOrderChoice({ shippingMethods: [{ shippingId: 'item-1', applicableShippingMethods: [standard, pudo] }] })).toBe(false);
  });
});

describe('lineStoreId', () => {
  it('is the store of a pickup or ship-to-store line only', () => {
    const options = (selected: ShippingMethod['code']) => ({ selected, available: [], shippingMethod: method(selected, '', 0), storeInfo: { id: '1002', inventory: 3 } });
    expect(lineStoreId({ storeId: '1001', shippingOptions: options('pickup') })).toBe('1001');
    expect(lineStoreId({ shippingOptions: options('sts') })).toBe('1002');
    expect(lineStoreId({ storeId: '1001', shippingOptions: options('standard') })).toBeNull();
  });
});

describe('lineMethods', () => {
  it("reads a line's methods from the cart's shippingMethods by the line id", () => {
    const cart = { shippingMethods: [{ shippingId: 'me', applicableShippingMethods: [standard] }, { shippingId: 'item-1', applicableShippingMethods: [standard, pickup] }] };
    expect(lineMethods(cart, 'item-1')).toEqual([standard, pickup]);
    expect(lineMethods(cart, 'item-2')).toEqual([]);
  });
});

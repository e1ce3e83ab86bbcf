import { describe, expect, it } from 'vitest';
import { DEFAULT_DELIVERY_DAYS, deliveryDays, deliveryRange, isSameDay } from '../../../src/lib/delivery/days.ts';
import { DELIVERY_TIME } from '../../../src/sandbox/cart/rates.ts';

describe('deliveryDays (docs/requirements/cart.md#shipping-methods-and-delivery)', () => {
  it('ranks same-day delivery as 0 days, whatever its case or spacing', () => {
    expect(deliveryDays('Same day')).toBe(0);
    expect(deliveryDays('Same Day')).toBe(0);
    expect(deliveryDays('same-day')).toBe(0);
  });

  it("takes the lowest day of an 'N-M' range", () => {
    expect(deliveryDays('2-4 days')).toBe(2);
    expect(deliveryDays('3-5')).toBe(3);
    expect(deliveryDays('21-28')).toBe(21);
    expect(deliveryDays('5–7 days')).toBe(5);
    // A range written backwards still answers its lowest day.
    expect(deliveryDays('7-5')).toBe(5);
  });

  it('reads a single number of days', () => {
    expect(deliveryDays('4')).toBe(4);
    expect(deliveryDays('0')).toBe(0);
  });

  it('defaults to 1 day for anything it cannot read', () => {
    expect(DEFAULT_DELIVERY_DAYS).toBe(1);
    expect(deliveryDays('')).toBe(1);
    expect(deliveryDays(undefined)).toBe(1);
    expect(deliveryDays(null)).toBe(1);
    expect(deliveryDays('soon')).toBe(1);
    expect(deliveryDays('within days 2-3')).toBe(1);
  });

  it("agrees with every delivery time the sandbox answers", () => {
    expect(deliveryDays(DELIVERY_TIME.pickup)).toBe(0);
    expect(deliveryDays(DELIVERY_TIME.pudo)).toBe(2);
    expect(deliveryDays(DELIVERY_TIME.standard)).toBe(3);
    expect(deliveryDays(DELIVERY_TIME.sts)).toBe(5);
  });

  it('gives the range for display, none for same day', () => {
    expect(deliveryRange('3-5')).toEqual({ from: 3, to: 5 });
    expect(deliveryRange('2')).toEqual({ from: 2, to: 2 });
    expect(deliveryRange('Same Day')).toBeNull();
    expect(deliveryRange('')).toBeNull();
    expect(isSameDay('Same Day')).toBe(true);
    expect(isSameDay('1-2')).toBe(false);
  });
});

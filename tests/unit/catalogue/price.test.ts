import { describe, expect, it } from 'vitest';
import { discountLabel, formatRange, percentOff, priceView, showOmnibus } from '../../../src/lib/catalogue/price.ts';

const base = { lowCurrent: 100, highCurrent: 100, lowOriginal: 100, highOriginal: 100 };

describe('percentOff', () => {
  it('rounds to one decimal', () => {
    expect(percentOff(179.95, 299.95)).toBe(40);
    expect(percentOff(66.66, 100)).toBe(33.3);
    expect(percentOff(2, 3)).toBe(33.3);
    expect(percentOff(1, 3)).toBe(66.7);
    expect(percentOff(349.95, 399.95)).toBe(12.5);
  });
  it('is 0 without a markdown or an original', () => {
    expect(percentOff(100, 100)).toBe(0);
    expect(percentOff(120, 100)).toBe(0);
    expect(percentOff(0, 0)).toBe(0);
  });
});

describe('discountLabel', () => {
  it('says Free Gift at 0 and Marked Down below the original', () => {
    expect(discountLabel(0, 20)).toBe('Free Gift');
    expect(discountLabel(10, 20)).toBe('Marked Down');
    expect(discountLabel(20, 20)).toBeNull();
  });
});

describe('showOmnibus', () => {
  const marked = { lowCurrent: 179.95, lowOriginal: 299.95, historicBestPrice: 199.95 };
  it('shows when on, defined, and the low price is below both the original and the best price', () => {
    expect(showOmnibus(marked, true)).toBe(true);
  });
  it('hides when the feature is off', () => expect(showOmnibus(marked, false)).toBe(false));
  it('hides without a best price', () => expect(showOmnibus({ lowCurrent: 179.95, lowOriginal: 299.95 }, true)).toBe(false));
  it('hides when the low price is not below the best price', () => {
    expect(showOmnibus({ ...marked, historicBestPrice: 179.95 }, true)).toBe(false);
    expect(showOmnibus({ ...marked, historicBestPrice: 150 }, true)).toBe(false);
  });
  it('hides when not below the original', () => expect(showOmnibus({ lowCurrent: 299.95, lowOriginal: 299.95, historicBestPrice: 399 }, true)).toBe(false));
});

describe('priceView', () => {
  it('a single price has no range, original or label', () => {
    expect(priceView(base, { omnibus: true })).toEqual({ current: { low: 100 }, label: null, percent: 0, upTo: false });
  });
  it('a range of current and original prices, marked down at one end only (up to)', () => {
    const v = priceView({ lowCurrent: 299.95, highCurrent: 349.95, lowOriginal: 299.95, highOriginal: 399.95, historicBestPrice: 299.95 }, { omnibus: true });
    expect(v.current).toEqual({ low: 299.95, high: 349.95 });
    expect(v.original).toEqual({ low: 299.95, high: 399.95 });
    expect(v.label).toBe('Marked Down');
    expect(v.percent).toBe(12.5);
    expect(v.upTo).toBe(true);
    expect(v.omnibus).toBeUndefined();
  });
  it('a markdown with the omnibus price', () => {
    const v = priceView({ lowCurrent: 179.95, highCurrent: 179.95, lowOriginal: 299.95, highOriginal: 299.95, historicBestPrice: 199.95 }, { omnibus: true });
    expect(v).toMatchObject({ label: 'Marked Down', percent: 40, upTo: false, omnibus: 199.95, original: { low: 299.95 } });
    expect(priceView({ lowCurrent: 179.95, highCurrent: 179.95, lowOriginal: 299.95, highOriginal: 299.95, historicBestPrice: 199.95 }, { omnibus: false }).omnibus).toBeUndefined();
  });
  it('a free gift: label, no percent', () => {
    const v = priceView({ lowCurrent: 0, highCurrent: 0, lowOriginal: 12, highOriginal: 12 }, { omnibus: true });
    expect(v.label).toBe('Free Gift');
    expect(v.percent).toBe(0);
  });
  it('formats a range', () => {
    expect(formatRange({ low: 10, high: 20 }, 'USD', 'en-US')).toBe('$10.00 – $20.00');
    expect(formatRange({ low: 10 }, 'CAD', 'en-CA')).toMatch(/^CAD\s?10\.00$/);
  });
});

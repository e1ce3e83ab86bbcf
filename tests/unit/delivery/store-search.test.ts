import { describe, expect, it } from 'vitest';
import { postalCodeIssue, stockOf } from '../../../src/lib/delivery/store-search.ts';

describe('the pickup store search', () => {
  it('asks for a postal code of 2 to 12 characters', () => {
    expect(postalCodeIssue('')).toBe('required');
    expect(postalCodeIssue('   ')).toBe('required');
    expect(postalCodeIssue('8')).toBe('tooShort');
    expect(postalCodeIssue('80301')).toBeNull();
    expect(postalCodeIssue(' V6E 1A9 ')).toBeNull();
    expect(postalCodeIssue('1234567890123')).toBe('tooLong');
  });

  it("reads a store's stock of the searched variant", () => {
    const store = { inventory: { productId: 'FWINSTOCK1-moss-01', quantity: 4, available: true } } as Parameters<typeof stockOf>[0];
    expect(stockOf(store)).toEqual({ quantity: 4, available: true });
    expect(stockOf({} as Parameters<typeof stockOf>[0])).toBeNull();
  });
});

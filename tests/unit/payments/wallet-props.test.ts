import { describe, expect, it } from 'vitest';
import { readWalletProps } from '../../../islands/express/props.ts';

describe('wallet button props (untrusted page JSON)', () => {
  it('reads a product button and a cart button', () => {
    expect(readWalletProps({ kind: 'sandbox', source: 'product', line: { productId: 'FWINSTOCK1-black-10', upc: '0001', pdpUrl: '/en-us/p/x' }, amount: 179.95 })).toEqual({
      kind: 'sandbox',
      source: 'product',
      line: { productId: 'FWINSTOCK1-black-10', upc: '0001', pdpUrl: '/en-us/p/x' },
      amount: 179.95,
    });
    expect(readWalletProps({ kind: 'apple-pay', source: 'cart', extra: 1 })).toEqual({ kind: 'apple-pay', source: 'cart' });
  });

  it('refuses an unknown adapter, a product without its id, or anything else', () => {
    expect(readWalletProps({ kind: 'google-pay', source: 'cart' })).toBeNull();
    expect(readWalletProps({ kind: 'sandbox', source: 'product', line: {} })).toBeNull();
    expect(readWalletProps({ kind: 'sandbox', source: 'product', line: { productId: 'x'.repeat(101) } })).toBeNull();
    expect(readWalletProps(null)).toBeNull();
    expect(readWalletProps('cart')).toBeNull();
  });

  it('drops a non-positive amount and unknown line fields', () => {
    expect(readWalletProps({ kind: 'sandbox', source: 'product', line: { productId: 'A', storeId: '1001' }, amount: -5 })).toEqual({ kind: 'sandbox', source: 'product', line: { productId: 'A' } });
  });
});

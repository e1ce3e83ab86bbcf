import { describe, expect, it } from 'vitest';
import { addProviderOrigins, providerCsp, resolveProviders, SANDBOX_PROVIDERS } from '../../../src/lib/payments/providers.ts';

const THIRD_PARTY = /paypal|klarna|apple/i;

describe('payment providers', () => {
  it('defaults to the sandbox adapters when no key is set (or a blank one)', () => {
    expect(resolveProviders({})).toEqual(SANDBOX_PROVIDERS);
    expect(resolveProviders({ PAYPAL_CLIENT_ID: '  ', KLARNA_CLIENT_ID: '', APPLE_PAY_MERCHANT_ID: undefined })).toEqual(SANDBOX_PROVIDERS);
  });

  it('switches each provider to its real SDK with its own key only', () => {
    expect(resolveProviders({ PAYPAL_CLIENT_ID: 'AbC' })).toEqual({ wallet: { kind: 'sandbox' }, paypal: { kind: 'sdk', clientId: 'AbC' }, klarna: { kind: 'sandbox' } });
    expect(resolveProviders({ KLARNA_CLIENT_ID: 'k1', APPLE_PAY_MERCHANT_ID: 'merchant.x' })).toEqual({
      wallet: { kind: 'apple-pay', merchantId: 'merchant.x' },
      paypal: { kind: 'sandbox' },
      klarna: { kind: 'sdk', clientId: 'k1' },
    });
  });
});

describe('the CSP for the providers', () => {
  it('adds no third-party origin without keys (the Apple Pay merchant id needs none either)', () => {
    expect(providerCsp(SANDBOX_PROVIDERS)).toEqual({ scriptSources: [], directives: [] });
    const csp = providerCsp(resolveProviders({ APPLE_PAY_MERCHANT_ID: 'merchant.x' }));
    expect(JSON.stringify(csp)).not.toMatch(THIRD_PARTY);
  });

  it("adds PayPal's origins only with PAYPAL_CLIENT_ID", () => {
    const csp = providerCsp(resolveProviders({ PAYPAL_CLIENT_ID: 'AbC' }));
    expect(csp.scriptSources).toEqual(["'self'", 'https://www.paypal.com', 'https://*.paypal.com', 'https://*.paypalobjects.com']);
    expect(csp.directives).toContain("frame-src 'self' https://*.paypal.com");
    expect(csp.directives.find((d) => d.startsWith('connect-src'))).toContain('https://*.paypal.com');
    expect(JSON.stringify(csp)).not.toMatch(/klarna/i);
  });

  it("adds Klarna's origins only with KLARNA_CLIENT_ID, and both with both keys", () => {
    const klarna = providerCsp(resolveProviders({ KLARNA_CLIENT_ID: 'k1' }));
    expect(klarna.scriptSources).toEqual(["'self'", 'https://x.klarnacdn.net', 'https://*.klarna.com']);
    expect(klarna.directives).toContain("frame-src 'self' https://*.klarna.com");
    expect(JSON.stringify(klarna)).not.toMatch(/paypal/i);
    const both = providerCsp(resolveProviders({ KLARNA_CLIENT_ID: 'k1', PAYPAL_CLIENT_ID: 'p1' }));
    expect(both.scriptSources).toEqual(["'self'", 'https://www.paypal.com', 'https://*.paypal.com', 'https://*.paypalobjects.com', 'https://x.klarnacdn.net', 'https://*.klarna.com']);
    expect(both.directives.filter((d) => d.startsWith('frame-src'))).toHaveLength(1);
  });

  // The policy Astro renders (astro.config.mjs security.csp), shortened.
  const RENDERED = "default-src 'self';img-src 'self' data: https://res.cloudinary.com;connect-src 'self' https://res.cloudinary.com;object-src 'none'; script-src 'self' 'sha256-abc='; style-src 'self'";

  it('leaves the rendered policy as it is without keys (or with the Apple Pay merchant id only)', () => {
    expect(addProviderOrigins(RENDERED, SANDBOX_PROVIDERS)).toBe(RENDERED);
    expect(addProviderOrigins(RENDERED, resolveProviders({ APPLE_PAY_MERCHANT_ID: 'merchant.x' }))).toBe(RENDERED);
  });

  it("merges a configured provider's origins into the rendered policy, keeping 'self', the hashes and the rest", () => {
    const policy = addProviderOrigins(RENDERED, resolveProviders({ PAYPAL_CLIENT_ID: 'p1', KLARNA_CLIENT_ID: 'k1' }));
    const directive = (name: string) => policy.split('; ').find((d) => d.startsWith(`${name} `));
    expect(directive('script-src')).toBe("script-src 'self' 'sha256-abc=' https://www.paypal.com https://*.paypal.com https://*.paypalobjects.com https://x.klarnacdn.net https://*.klarna.com");
    expect(directive('connect-src')).toBe("connect-src 'self' https://res.cloudinary.com https://*.paypal.com https://*.paypalobjects.com https://*.klarna.com https://*.klarnaservices.com");
    expect(directive('frame-src')).toBe("frame-src 'self' https://*.paypal.com https://*.klarna.com");
    expect(directive('img-src')).toContain("img-src 'self' data: https://res.cloudinary.com https://*.paypal.com");
    expect(directive('default-src')).toBe("default-src 'self'");
    expect(directive('object-src')).toBe("object-src 'none'");
    expect(directive('style-src')).toBe("style-src 'self'");
    // Only PayPal's key: nothing of Klarna's.
    expect(addProviderOrigins(RENDERED, resolveProviders({ PAYPAL_CLIENT_ID: 'p1' }))).not.toMatch(/klarna/i);
  });
});

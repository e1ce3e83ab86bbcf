/**
 * The sign-up and loyalty enrolment `source` (docs/requirements/sign-in.md#sign-up; issue 12): leadSource and
 * enrollment_marketing_source from the query, kept for the visit in sessionStorage.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { campaignNameOf, cleanCampaignName, marketingSource, rememberMarketingSource, sourceParams } from '../../../src/lib/auth/marketing-source.ts';

class MemoryStorage {
  private items = new Map<string, string>();
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.items.set(key, value);
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
}

describe('the campaign name', () => {
  it('is cleaned: control characters dropped, trimmed, at most 100 characters', () => {
    expect(cleanCampaignName('  spring-mailer \n')).toBe('spring-mailer');
    expect(cleanCampaignName('a\u0000b')).toBe('ab');
    expect(cleanCampaignName('x'.repeat(150))).toHaveLength(100);
    expect(cleanCampaignName('   ')).toBeUndefined();
    expect(cleanCampaignName(null)).toBeUndefined();
  });

  it('prefers the enrolment source, then the lead source; the page before the visit', () => {
    expect(sourceParams('?leadSource=spring-mailer&utm_source=x')).toEqual({ leadSource: 'spring-mailer' });
    expect(campaignNameOf({ leadSource: 'a', enrollment_marketing_source: 'b' }, {})).toBe('b');
    expect(campaignNameOf({ leadSource: 'a' }, { enrollment_marketing_source: 'b' })).toBe('a');
    expect(campaignNameOf({}, { leadSource: 'c' })).toBe('c');
    expect(campaignNameOf({}, {})).toBeUndefined();
  });
});

describe('remembered for the visit', () => {
  beforeEach(() => vi.stubGlobal('sessionStorage', new MemoryStorage()));
  afterEach(() => vi.unstubAllGlobals());

  it('sends a lead source seen pages earlier', () => {
    expect(marketingSource({ search: '' })).toEqual({ acquisitionType: 'Registered' });
    rememberMarketingSource('?leadSource=spring-mailer');
    rememberMarketingSource('?q=boots');
    expect(marketingSource({ search: '?q=tents' })).toEqual({ acquisitionType: 'Registered', campaignName: 'spring-mailer' });
    // A newer one replaces it; the enrolment source wins over the lead source.
    rememberMarketingSource('?leadSource=summer');
    expect(marketingSource({ search: '' }).campaignName).toBe('summer');
    rememberMarketingSource('?enrollment_marketing_source=store-qr');
    expect(marketingSource({ search: '' }).campaignName).toBe('store-qr');
  });

  it('adds the store of a buy-in-store session', () => {
    expect(marketingSource({ search: '?leadSource=x', store: '1001' })).toEqual({ acquisitionType: 'Registered', campaignName: 'x', store: '1001' });
  });

  it('reads what it can when storage holds junk or refuses', () => {
    sessionStorage.setItem('cairn.marketingSource', '{not json');
    expect(marketingSource({ search: '' })).toEqual({ acquisitionType: 'Registered' });
    vi.stubGlobal('sessionStorage', {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
    });
    rememberMarketingSource('?leadSource=a');
    expect(marketingSource({ search: '?leadSource=b' }).campaignName).toBe('b');
  });
});

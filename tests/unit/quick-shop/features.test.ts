import { describe, expect, it } from 'vitest';
import { DEFAULT_FEATURES, featuresForLocale, siteFeatures } from '../../../src/lib/site/features.ts';

describe('site features', () => {
  it('turns notify-me on by default, for known and unknown sites', () => {
    expect(DEFAULT_FEATURES.notifyMe).toBe(true);
    expect(siteFeatures('CAIRN_EN_US').notifyMe).toBe(true);
    expect(siteFeatures(undefined)).toEqual(DEFAULT_FEATURES);
    expect(featuresForLocale('fr-fr')).toEqual(DEFAULT_FEATURES);
    expect(featuresForLocale('xx-yy')).toEqual(DEFAULT_FEATURES);
  });
});

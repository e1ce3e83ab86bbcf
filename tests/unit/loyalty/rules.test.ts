/**
 * The loyalty programme's rules (issue 12; docs/requirements/account-and-loyalty.md#loyalty-programme): the benefits box per
 * country, when the summary may be requested, the enrolment body (checked against the gateway's
 * own contract), the birth date's format and age rule per site, the referral code and campaign
 * a link carries, and who "just joined".
 */
import { describe, expect, it } from 'vitest';
import { profileInput } from '../../../schemas/api/consumer/profile.ts';
import { fieldText } from '../../../schemas/forms/messages.ts';
import {
  campaignFrom,
  enrolmentBody,
  FREE_SHIPPING_HIDDEN_COUNTRIES,
  joinedRecently,
  JUST_JOINED_WINDOW_MS,
  latestLoyaltyBirthDate,
  loyaltyBenefits,
  referralCodeFrom,
  validateLoyaltyBirthDate,
  wantsLoyaltySummary,
} from '../../../src/lib/loyalty/rules.ts';
import { loyaltyMessages } from '../../../src/lib/loyalty/messages.ts';
import { SITES, siteForLocale, type Site } from '../../../src/lib/site/locales.ts';

const site = (locale: string): Site => siteForLocale(locale) as Site;

describe('the benefits box (docs/requirements/account-and-loyalty.md#loyalty-programme)', () => {
  it('hides the free-shipping line for FR, IT, DE and GB, and only there', () => {
    expect([...FREE_SHIPPING_HIDDEN_COUNTRIES].sort()).toEqual(['DE', 'FR', 'GB', 'IT']);
    const shown = Object.fromEntries(SITES.map((s) => [s.locale, loyaltyBenefits(s.country).includes('freeShipping')]));
    expect(shown).toEqual({ 'en-us': true, 'en-ca': true, 'fr-ca': true, 'en-gb': false, 'fr-fr': false, 'de-de': false, 'it-it': false });
    expect(loyaltyBenefits('gb')).not.toContain('freeShipping');
  });

  it('keeps every other line, worded in each language', () => {
    expect(loyaltyBenefits('GB')).toEqual(['points', 'welcome', 'memberPrices', 'repairs']);
    for (const language of ['en', 'fr', 'de', 'it']) {
      const w = loyaltyMessages(language);
      for (const line of loyaltyBenefits('US')) expect(w.benefits[line], `${language} ${line}`).toMatch(/\S/);
    }
    expect(loyaltyMessages('fr').benefits.freeShipping).not.toBe(loyaltyMessages('en').benefits.freeShipping);
  });
});

describe('the loyalty summary (docs/requirements/account-and-loyalty.md#loyalty-programme)', () => {
  it('is requested only when loyalty is on and the milestone bar is off', () => {
    expect(wantsLoyaltySummary({ loyalty: true, loyaltyMilestoneBar: false })).toBe(true);
    expect(wantsLoyaltySummary({ loyalty: true, loyaltyMilestoneBar: true })).toBe(false);
    expect(wantsLoyaltySummary({ loyalty: false, loyaltyMilestoneBar: false })).toBe(false);
    expect(wantsLoyaltySummary({ loyalty: false, loyaltyMilestoneBar: true })).toBe(false);
  });
});

describe('the enrolment body (docs/requirements/account-and-loyalty.md#loyalty-enrolment)', () => {
  it('is a profile update with a Loyalty enrollment, which the gateway contract accepts', () => {
    const bare = enrolmentBody({ loyaltyNewsletter: false });
    expect(bare).toEqual({ consumerProfile: { enrollments: [{ type: 'Loyalty', optin: true, channel: 'ECOMM' }] } });
    expect(profileInput.safeParse(bare).success).toBe(true);
  });

  it('carries the birth date, the campaign and the loyalty newsletter when given', () => {
    const full = enrolmentBody({ birthDate: '1990-04-01', loyaltyNewsletter: true, campaign: 'spring-trail' });
    expect(full.consumerProfile).toEqual({
      consumerDetails: { birthDate: '1990-04-01', source: { campaignName: 'spring-trail' } },
      enrollments: [{ type: 'Loyalty', optin: true, channel: 'ECOMM' }],
      subscriptions: [{ type: 'LoyaltyNewsletter', optin: true, channel: 'ECOMM' }],
    });
    expect(profileInput.safeParse(full).success).toBe(true);
  });

  it('names the campaign from enrollment_marketing_source, else leadSource, cut to the gateway’s limit', () => {
    expect(campaignFrom('?enrollment_marketing_source=store-qr&leadSource=mail')).toBe('store-qr');
    expect(campaignFrom('?leadSource=mail')).toBe('mail');
    expect(campaignFrom('?utm_source=x')).toBeUndefined();
    expect(campaignFrom(`?leadSource=${'a'.repeat(150)}`)).toHaveLength(100);
  });

  it('reads a referral code the programme accepts, upper-cased, and ignores anything else', () => {
    expect(referralCodeFrom('?referralCode=trail-2025')).toBe('TRAIL-2025');
    expect(referralCodeFrom('?referralCode=abc')).toBeUndefined();
    expect(referralCodeFrom('?referralCode=%3Cscript%3E')).toBeUndefined();
    expect(referralCodeFrom('')).toBeUndefined();
  });
});

describe('the birth date (docs/requirements/sign-in.md#sign-up)', () => {
  const today = new Date('2025-06-15T12:00:00Z');
  const en = (r: ReturnType<typeof validateLoyaltyBirthDate>) => (r ? fieldText(r, 'en') : null);

  it('uses the region’s format: MM/DD/YYYY in NORA, DD/MM/YYYY in EMEA', () => {
    expect(validateLoyaltyBirthDate('04/21/1990', site('en-us'), { required: true, today })).toBeNull();
    expect(en(validateLoyaltyBirthDate('21/04/1990', site('en-us'), { required: true, today }))).toBe('Date should match MM/DD/YYYY and be a valid date.');
    expect(validateLoyaltyBirthDate('21/04/1990', site('en-gb'), { required: true, today })).toBeNull();
    expect(en(validateLoyaltyBirthDate('02/30/1990', site('en-us'), { required: true, today }))).toBe('Date should match MM/DD/YYYY and be a valid date.');
  });

  it('applies the site’s minimum age (13 NORA, 16 EMEA) and the earliest date', () => {
    expect(latestLoyaltyBirthDate(site('en-us'), today)).toBe('2012-06-15');
    expect(latestLoyaltyBirthDate(site('de-de'), today)).toBe('2009-06-15');
    expect(validateLoyaltyBirthDate('06/15/2012', site('en-us'), { required: true, today })).toBeNull();
    expect(en(validateLoyaltyBirthDate('06/16/2012', site('en-us'), { required: true, today }))).toBe('Date must be same or before 06/15/2012');
    expect(en(validateLoyaltyBirthDate('16/06/2009', site('de-de'), { required: true, today }))).toBe('Date must be same or before 15/06/2009');
    expect(en(validateLoyaltyBirthDate('01/01/1900', site('en-us'), { required: true, today }))).toBe('Date must be same or after 01/02/1900');
  });

  it('is required only when asked (the site’s setting, or after MISSING_BIRTHDATE)', () => {
    expect(validateLoyaltyBirthDate('  ', site('en-us'), { required: false, today })).toBeNull();
    expect(en(validateLoyaltyBirthDate('', site('en-us'), { required: true, today }))).toBe('This field is required');
  });
});

describe('who just joined', () => {
  const now = Date.parse('2025-06-15T12:00:00Z');
  it('is an opt-in date within the last few minutes', () => {
    expect(joinedRecently('2025-06-15T11:59:00Z', now)).toBe(true);
    expect(joinedRecently(new Date(now - JUST_JOINED_WINDOW_MS - 1000).toISOString(), now)).toBe(false);
    expect(joinedRecently('2024-01-15T09:00:00.000Z', now)).toBe(false);
    expect(joinedRecently(undefined, now)).toBe(false);
    expect(joinedRecently('not a date', now)).toBe(false);
  });
});

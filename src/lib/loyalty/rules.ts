/**
 * The loyalty programme's rules, pure (the page, the header, the dialogs and the unit tests share
 * them): which benefits a site shows, when the loyalty summary may be requested, the enrolment
 * body, the birth date the enrolment asks for, and the referral code a link carries. Our choices
 * where the spec leaves them open are in docs/decisions.md ("The loyalty programme").
 */
import { fromIsoDate, latestBirthDate, validateBirthDate, type FieldResult } from '../../../schemas/forms/validators.ts';
import { accountSettingsFor } from '../site/account-settings.ts';
import type { SiteFeatures } from '../site/features.ts';
import type { Site } from '../site/locales.ts';

// ---- The benefits box (docs/requirements/account-and-loyalty.md#loyalty-programme) ------------------------------------------------------------

/** docs/requirements/account-and-loyalty.md#loyalty-programme: "loyalty benefits box (free-shipping line hidden for FR, IT, DE and GB)". */
export const FREE_SHIPPING_HIDDEN_COUNTRIES: readonly string[] = ['FR', 'IT', 'DE', 'GB'];

export const LOYALTY_BENEFITS = ['points', 'welcome', 'memberPrices', 'freeShipping', 'repairs'] as const;
export type LoyaltyBenefit = (typeof LOYALTY_BENEFITS)[number];

/** The lines of the benefits box for a site's country (ISO 3166 alpha-2, any case). */
export function loyaltyBenefits(country: string): LoyaltyBenefit[] {
  const hidden = FREE_SHIPPING_HIDDEN_COUNTRIES.includes(country.toUpperCase());
  return LOYALTY_BENEFITS.filter((b) => b !== 'freeShipping' || !hidden);
}

// ---- When the summary is requested (docs/requirements/account-and-loyalty.md#loyalty-programme) ---------------------------------------------

/** docs/requirements/account-and-loyalty.md#loyalty-programme: "Loyalty summary is requested only if loyalty features are on and the milestone bar is off." */
export const wantsLoyaltySummary = (features: Pick<SiteFeatures, 'loyalty' | 'loyaltyMilestoneBar'>): boolean => features.loyalty && !features.loyaltyMilestoneBar;

// ---- Enrolment (docs/requirements/account-and-loyalty.md#loyalty-enrolment) ----------------------------------------------------------

export interface EnrolmentInput {
  /** ISO date (YYYY-MM-DD), when the shopper gave one. */
  birthDate?: string | undefined;
  /** The LoyaltyNewsletter opt-in. */
  loyaltyNewsletter: boolean;
  /** source.campaignName: the campaign the shopper came from (see `campaignFrom`). */
  campaign?: string | undefined;
  channel?: 'ECOMM' | 'MAPP';
}

/**
 * docs/requirements/account-and-loyalty.md#loyalty-programme: "Loyalty sign-up on an existing account updates the profile with a Loyalty
 * enrollment" — the body of PUT /consumers-v3/consumer (schemas/api/consumer/profile.ts profileInput).
 */
export function enrolmentBody(input: EnrolmentInput) {
  const details = {
    ...(input.birthDate ? { birthDate: input.birthDate } : {}),
    ...(input.campaign ? { source: { campaignName: input.campaign } } : {}),
  };
  return {
    consumerProfile: {
      ...(Object.keys(details).length ? { consumerDetails: details } : {}),
      enrollments: [{ type: 'Loyalty' as const, optin: true, channel: input.channel ?? ('ECOMM' as const) }],
      ...(input.loyaltyNewsletter ? { subscriptions: [{ type: 'LoyaltyNewsletter' as const, optin: true, channel: input.channel ?? ('ECOMM' as const) }] } : {}),
    },
  };
}

/** The campaign name's limit on the gateway (schemas/api/consumer/profile.ts source.campaignName). */
export const CAMPAIGN_MAX_LENGTH = 100;

/**
 * docs/requirements/catalogue.md#kept-query-parameters / issue 12: `enrollment_marketing_source` (kept across pages), else `leadSource`,
 * names the campaign of an enrolment.
 */
export function campaignFrom(search: string): string | undefined {
  const q = new URLSearchParams(search);
  const value = (q.get('enrollment_marketing_source') ?? q.get('leadSource') ?? '').trim();
  return value ? value.slice(0, CAMPAIGN_MAX_LENGTH) : undefined;
}

/** schemas/api/consumer/loyalty.ts loyaltyToken: a referral code is 4 to 20 letters, digits or dashes. */
export const REFERRAL_CODE_PATTERN = /^[A-Z0-9-]{4,20}$/i;

/** The `?referralCode=` of a programme link, when it is one the programme can read. */
export function referralCodeFrom(search: string): string | undefined {
  const value = new URLSearchParams(search).get('referralCode')?.trim() ?? '';
  return REFERRAL_CODE_PATTERN.test(value) ? value.toUpperCase() : undefined;
}

/**
 * A guest who signs up with loyalty enrolment comes back from the sign-up dialog as a member,
 * and so does a guest who signs in to an account that joined long ago: only the first just
 * joined and gets the welcome dialog. This long after the opt-in date still counts as "just".
 */
export const JUST_JOINED_WINDOW_MS = 15 * 60_000;

export function joinedRecently(optInDate: string | null | undefined, now: number = Date.now()): boolean {
  const at = optInDate ? Date.parse(optInDate) : Number.NaN;
  return Number.isFinite(at) && now - at >= -60_000 && now - at <= JUST_JOINED_WINDOW_MS;
}

// ---- The birth date the enrolment asks for (docs/requirements/sign-in.md#sign-up) ----------------------------------

/** The latest birth date allowed today for the site's minimum age (src/lib/site/account-settings.ts), ISO. */
export function latestLoyaltyBirthDate(site: Site, today: Date = new Date()): string {
  return latestBirthDate(accountSettingsFor(site).minimumAge, today);
}

/**
 * The enrolment's birth date, in the site's format (MM/DD/YYYY in NORA, DD/MM/YYYY in EMEA): a
 * real date, after the placeholder date and no later than today minus the site's minimum age.
 * Required when the site asks for it, or once the gateway answered MISSING_BIRTHDATE.
 */
export function validateLoyaltyBirthDate(value: string, site: Site, options: { required: boolean; today?: Date }): FieldResult {
  return validateBirthDate(value, site.dateFormat, accountSettingsFor(site).minimumAge, options);
}

/** Whether a profile's birth date (ISO) is on file. */
export const hasBirthDate = (iso: string | null | undefined): boolean => !!iso && fromIsoDate(iso) !== null;

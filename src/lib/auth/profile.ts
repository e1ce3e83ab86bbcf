/**
 * The signed-in shopper's profile in the browser (docs/requirements/account-and-loyalty.md#consumer-profile GET/PUT/POST
 * /consumers-v3/consumer): fetched after sign-in into $profile, the loyalty summary into
 * $loyalty for members, the employee terms accepted, and the complete-profile steps saved.
 * Answers are read leniently (no zod in the island); the BFF and the contracts check them.
 */
import type { ConsumerProfile } from '../../../schemas/api/consumer/profile.ts';
import { callBff, type BffOutcome } from '../bff/browser.ts';
import { raiseError, type ShopperError } from '../errors/report.ts';
import { $profile, markEmployeeTermsAccepted, resetProfile, setProfile, type ProfileSummary } from '../../stores/auth.ts';
import { resetLoyalty, setLoyalty, setLoyaltyStatus } from '../../stores/loyalty.ts';
import { loyaltyOn, summaryWanted } from '../loyalty/summary.ts';

export const PROFILE_PATH = '/api/gateway/consumers-v3/consumer';
export const LOYALTY_VOUCHERS_PATH = '/api/gateway/consumers-v3/consumer/loyalty/vouchers';
export const LOOKUP_PATH = '/api/gateway/consumers-v3/consumer/lookup';

type ProfileAnswer = { consumerProfile?: ConsumerProfile };

/**
 * The profile's address, with `includeLoyaltySummary=true` only where this page's site requests
 * the summary (docs/requirements/account-and-loyalty.md#loyalty-programme: loyalty features on and the milestone bar off; the rule is
 * `wantsLoyaltySummary` in src/lib/loyalty/rules.ts).
 */
export const profilePath = (): string => (summaryWanted() ? `${PROFILE_PATH}?includeLoyaltySummary=true` : PROFILE_PATH);

export function summariseProfile(p: ConsumerProfile): ProfileSummary {
  const d = p.consumerDetails;
  return {
    email: d.email,
    firstName: d.firstName,
    lastName: d.lastName,
    phone: d.phone || undefined,
    phoneCode: d.phoneCode || undefined,
    postalCode: d.postalCode || undefined,
    birthDate: d.birthDate || undefined,
    interests: p.preferences?.interests ?? '',
    isLoyaltyMember: p.isLoyaltyMember,
    partiallyEnrolled: p.partiallyEnrolled,
    employeeTermsAccepted: d.employee?.isEmployeeDiscountTCAccepted,
  };
}

/** `raw` is the full answer (absent when nothing was sent). */
export type ProfileResult = { ok: true; profile: ProfileSummary; raw?: ConsumerProfile } | { ok: false; error: ShopperError };

function applyAnswer(outcome: BffOutcome<ProfileAnswer>, action: string): ProfileResult {
  if (!outcome.ok) return { ok: false, error: raiseError(outcome, action) };
  const raw = outcome.data?.consumerProfile;
  if (!raw?.consumerDetails) return { ok: false, error: raiseError({ ok: false, status: outcome.status, errorId: null, message: null, appId: null }, action) };
  const profile = summariseProfile(raw);
  setProfile(profile);
  if (raw.loyaltySummary) setLoyalty({ memberId: raw.loyaltySummary.memberId, currentLoyaltyPoints: raw.loyaltySummary.points.balance, loyaltyOptInDate: raw.loyaltyOptInDate });
  return { ok: true, profile, raw };
}

/** GET the profile (with the loyalty summary for members, where the site requests it) into $profile. */
export async function loadProfile(): Promise<ProfileResult> {
  $profile.set({ status: 'loading' });
  const result = applyAnswer(await callBff<ProfileAnswer>('GET', profilePath()), 'auth.profile');
  if (!result.ok) $profile.set({ status: 'error' });
  return result;
}

/** Loyalty members: the points and the vouchers they can buy (docs/requirements/account-and-loyalty.md#loyalty-programme Loyalty); nothing where the site's loyalty features are off. */
export async function loadLoyalty(): Promise<void> {
  if (!loyaltyOn()) return;
  setLoyaltyStatus('loading');
  const outcome = await callBff<{ memberId?: string; currentLoyaltyPoints?: number; applicableLoyaltyVouchers?: Array<{ points: number; amountInCurrency: number; available: boolean; eligible: boolean }> }>(
    'GET',
    LOYALTY_VOUCHERS_PATH,
  );
  if (!outcome.ok) {
    raiseError(outcome, 'auth.loyalty');
    setLoyaltyStatus('error');
    return;
  }
  setLoyalty({ memberId: outcome.data?.memberId, currentLoyaltyPoints: outcome.data?.currentLoyaltyPoints ?? 0, applicableLoyaltyVouchers: outcome.data?.applicableLoyaltyVouchers ?? [] });
}

/** The body of a profile update: consumerDetails and preferences, empty values left out. */
export interface ProfileChanges {
  consumerDetails?: Partial<Record<'firstName' | 'lastName' | 'phone' | 'phoneCode' | 'postalCode' | 'birthDate' | 'gender', string>>;
  preferences?: { interests?: string };
  isEmployeeDiscountTCAccepted?: true;
}

/**
 * PUT (overwrite) or POST (fill what is missing, the enrolment steps) the profile. docs/requirements/account-and-loyalty.md#profile-updates: "Updating profile with no loaded profile fails with 'Profile not loaded'"; an update
 * with no truthy value is skipped.
 */
export async function saveProfile(changes: ProfileChanges, mode: 'update' | 'complete' = 'update'): Promise<ProfileResult> {
  const current = $profile.get();
  if (current.status !== 'ready') {
    return { ok: false, error: raiseError({ ok: false, status: 0, errorId: 'PROFILE_NOT_LOADED', message: 'Profile not loaded', appId: null }, 'auth.profile.save') };
  }
  const details = Object.fromEntries(Object.entries(changes.consumerDetails ?? {}).filter(([, v]) => typeof v === 'string' && v.trim() !== ''));
  const interests = changes.preferences?.interests;
  const body = {
    consumerProfile: {
      ...(Object.keys(details).length ? { consumerDetails: details } : {}),
      ...(interests ? { preferences: { interests } } : {}),
      ...(changes.isEmployeeDiscountTCAccepted ? { isEmployeeDiscountTCAccepted: true } : {}),
    },
  };
  if (Object.keys(body.consumerProfile).length === 0) return { ok: true, profile: current.profile };
  return applyAnswer(await callBff<ProfileAnswer>(mode === 'update' ? 'PUT' : 'POST', profilePath(), body), 'auth.profile.save');
}

/** The employee accepts the discount terms: the profile is updated, then the stores. */
export async function acceptEmployeeTerms(): Promise<{ ok: true } | { ok: false; error: ShopperError }> {
  const outcome = await callBff<ProfileAnswer>('PUT', PROFILE_PATH, { consumerProfile: { isEmployeeDiscountTCAccepted: true } });
  if (!outcome.ok) return { ok: false, error: raiseError(outcome, 'auth.employeeTerms') };
  if (outcome.data?.consumerProfile?.consumerDetails) setProfile(summariseProfile(outcome.data.consumerProfile));
  markEmployeeTermsAccepted();
  return { ok: true };
}

export interface LookupAnswer {
  exists: boolean;
  nextStep: 'sign-in' | 'sign-up';
  partiallyEnrolled: boolean;
}

/** The lookup step: does this email have an account? */
export async function lookupEmail(email: string): Promise<{ ok: true; answer: LookupAnswer } | { ok: false; error: ShopperError }> {
  const outcome = await callBff<LookupAnswer>('GET', `${LOOKUP_PATH}?email=${encodeURIComponent(email.trim())}`);
  if (!outcome.ok) return { ok: false, error: raiseError(outcome, 'auth.lookup') };
  return { ok: true, answer: { exists: outcome.data?.exists === true, nextStep: outcome.data?.nextStep === 'sign-up' ? 'sign-up' : 'sign-in', partiallyEnrolled: outcome.data?.partiallyEnrolled === true } };
}

export function clearProfile(): void {
  resetProfile();
  resetLoyalty();
}

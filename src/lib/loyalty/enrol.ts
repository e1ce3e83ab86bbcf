/**
 * Joining the loyalty programme from the browser (docs/requirements/account-and-loyalty.md#loyalty-enrolment; issue 12):
 * - a signed-in shopper who is not a member: PUT /consumers-v3/consumer with a Loyalty
 *   enrollment (and the birth date when the shopper gave one). MISSING_BIRTHDATE comes back to the
 *   form, which asks for the birth date and validates again;
 * - then, for every new member (a guest who signed up with loyaltyEnrollment 'Full' too), the
 *   programme's token: POST /api/loyalty/token, where the BFF adds the session's usid (the browser
 *   never knows it) and the `?referralCode=` of the page;
 * - the session summary is read again (the header, $auth.isLoyaltyMember) and the figures loaded.
 */
import { callBff } from '../bff/browser.ts';
import { raiseError, type ShopperError } from '../errors/report.ts';
import { summariseProfile } from '../auth/profile.ts';
import { setProfile } from '../../stores/auth.ts';
import { setLoyalty } from '../../stores/loyalty.ts';
import { announceSessionChange } from '../session/load.ts';
import type { ConsumerProfile } from '../../../schemas/api/consumer/profile.ts';
import { campaignFrom, enrolmentBody, referralCodeFrom } from './rules.ts';
import { loadMemberLoyalty, summaryWanted } from './summary.ts';

export const PROFILE_PATH = '/api/gateway/consumers-v3/consumer';
/** The BFF endpoint that asks the programme for its token with the session's usid (src/pages/api/loyalty/token.ts). */
export const LOYALTY_TOKEN_ENDPOINT = '/api/loyalty/token';

export type JoinResult = { ok: true; firstName: string } | { ok: false; error: ShopperError };

/** What the join dialog needs to know about the shopper first. */
export type ProfileRead = { ok: true; firstName: string; birthDate?: string | undefined; isLoyaltyMember: boolean } | { ok: false; error: ShopperError };

/** The profile, for its birth date and membership (the summary only when the site wants it, docs/requirements/sign-in.md#sign-up). */
export async function readProfileForJoin(): Promise<ProfileRead> {
  const outcome = await callBff<{ consumerProfile?: ConsumerProfile }>('GET', summaryWanted() ? `${PROFILE_PATH}?includeLoyaltySummary=true` : PROFILE_PATH);
  const p = outcome.ok ? outcome.data?.consumerProfile : undefined;
  if (!outcome.ok || !p?.consumerDetails) {
    return { ok: false, error: raiseError(outcome.ok ? { ok: false, status: outcome.status, errorId: null, message: null, appId: null } : outcome, 'loyalty.profile') };
  }
  setProfile(summariseProfile(p));
  return { ok: true, firstName: p.consumerDetails.firstName, birthDate: p.consumerDetails.birthDate || undefined, isLoyaltyMember: p.isLoyaltyMember };
}

/**
 * Hands the new member's session to the programme with the referral code of the page. Its
 * failure doesn't undo the membership: it is logged, and the welcome goes on.
 */
export async function linkLoyaltySession(search: string = location.search): Promise<boolean> {
  const referralCode = referralCodeFrom(search);
  const outcome = await callBff('POST', LOYALTY_TOKEN_ENDPOINT, referralCode ? { referralCode } : {});
  if (!outcome.ok) raiseError(outcome, 'loyalty.token');
  return outcome.ok;
}

/** After joining (either way): the programme's token, the session summary, the figures with the welcome offer. */
export async function afterJoining(): Promise<void> {
  await Promise.all([linkLoyaltySession(), announceSessionChange()]);
  await loadMemberLoyalty({ welcome: true, force: true });
}

/** A signed-in shopper joins: the profile update with a Loyalty enrollment. */
export async function joinLoyalty(input: { birthDate?: string | undefined; loyaltyNewsletter: boolean }): Promise<JoinResult> {
  const body = enrolmentBody({ ...input, campaign: campaignFrom(location.search) });
  const outcome = await callBff<{ consumerProfile?: ConsumerProfile }>('PUT', summaryWanted() ? `${PROFILE_PATH}?includeLoyaltySummary=true` : PROFILE_PATH, body);
  if (!outcome.ok) return { ok: false, error: raiseError(outcome, 'loyalty.join') };
  const p = outcome.data?.consumerProfile;
  if (p?.consumerDetails) setProfile(summariseProfile(p));
  if (p?.loyaltySummary) setLoyalty({ memberId: p.loyaltySummary.memberId, currentLoyaltyPoints: p.loyaltySummary.points.balance, loyaltyOptInDate: p.loyaltyOptInDate, tier: p.loyaltySummary.tier });
  await afterJoining();
  return { ok: true, firstName: p?.consumerDetails?.firstName ?? '' };
}

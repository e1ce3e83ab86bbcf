/**
 * Joining the programme against a seeded sandbox, with the body the join dialog sends
 * (src/lib/loyalty/rules.ts enrolmentBody): without a birth date on file the gateway answers
 * MISSING_BIRTHDATE; with one the shopper is a member whose figures the page shows (the summary's
 * balance, the vouchers, an active welcome offer dated today), and the programme's token takes
 * the session's usid and the referral code.
 */
import { describe, expect, it } from 'vitest';
import { enrolmentBody, joinedRecently } from '../../../src/lib/loyalty/rules.ts';
import { sandboxClient } from '../sandbox/auth-helpers.ts';
import { expectError, ok, shopperSession } from '../sandbox/cart-helpers.ts';
import { useSandbox } from '../sandbox/sandbox-harness.ts';

const h = useSandbox();
const api = sandboxClient(() => h.sandbox.url);

describe('joining Cairn Summit', () => {
  it('asks for the birth date, then makes a member with points, vouchers and a welcome offer', async () => {
    const email = `joiner-${Math.random().toString(36).slice(2, 10)}@example.test`;
    const guest = await api.guest();
    ok(await api.post('/consumers-v3/auth/signup', { firstName: 'Robin', lastName: 'Hiker', email, password: 'Summit-Pass-1', isTermsConfirmed: true }, { token: guest.accessToken }));
    const tokens = await api.signIn(email);
    const shopper = shopperSession(api, tokens.accessToken);

    expectError(await shopper.put('/consumers-v3/consumer?includeLoyaltySummary=true', enrolmentBody({ loyaltyNewsletter: true })), 400, 'MISSING_BIRTHDATE');
    const joined = await shopper.put('/consumers-v3/consumer?includeLoyaltySummary=true', enrolmentBody({ birthDate: '1990-04-01', loyaltyNewsletter: true, campaign: 'spring-trail' }));
    ok(joined);
    const p = joined.body.consumerProfile;
    expect(p.isLoyaltyMember).toBe(true);
    expect(p.consumerDetails.birthDate).toBe('1990-04-01');
    expect(p.loyaltySummary.points.balance).toBeGreaterThan(0);
    expect(p.subscriptions).toEqual(expect.arrayContaining([expect.objectContaining({ type: 'LoyaltyNewsletter', optin: true })]));
    expect(joinedRecently(p.loyaltyOptInDate)).toBe(true);

    const vouchers = await shopper.get('/consumers-v3/consumer/loyalty/vouchers');
    ok(vouchers);
    expect(vouchers.body.currentLoyaltyPoints).toBe(p.loyaltySummary.points.balance);
    expect(vouchers.body.applicableLoyaltyVouchers.length).toBeGreaterThan(0);
    const welcome = await shopper.get('/consumers-v3/consumer/loyalty/promo/welcome');
    ok(welcome);
    expect(welcome.body.active).toBe(true);
    expect(joinedRecently(welcome.body.validFrom)).toBe(true);

    const token = await shopper.post('/consumers-v3/consumer/loyalty/token', { usid: tokens.usid, referralCode: 'TRAIL-2025' });
    ok(token);
    expect(token.body).toMatchObject({ memberId: p.memberId, referralCode: 'TRAIL-2025' });
  });

  it('an existing member joined long ago: not "just joined"', async () => {
    const tokens = await api.signIn('loyalty@cairn.test');
    const welcome = await shopperSession(api, tokens.accessToken).get('/consumers-v3/consumer/loyalty/promo/welcome');
    ok(welcome);
    expect(joinedRecently(welcome.body.validFrom)).toBe(false);
  });
});

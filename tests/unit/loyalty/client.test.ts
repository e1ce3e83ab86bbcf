/**
 * The loyalty calls from the browser (issue 12; docs/requirements/account-and-loyalty.md#loyalty-programme): what fills
 * $loyalty (the summary's balance, else the vouchers' points; the vouchers; the welcome offer),
 * that concurrent callers share one load, what joining sends (the Loyalty enrollment, then the
 * programme's token with the page's referral code), and that a MISSING_BIRTHDATE comes back to
 * the form.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LoyaltyState } from '../../../src/stores/loyalty.ts';
import { stubBffFetch, type Call, type Reply } from '../fake-bff.ts';

const SUMMARY = '/api/gateway/consumers-v3/consumer?includeLoyaltySummary=true';
const VOUCHERS = '/api/gateway/consumers-v3/consumer/loyalty/vouchers';
const WELCOME = '/api/gateway/consumers-v3/consumer/loyalty/promo/welcome';

const profile = (extra: Record<string, unknown> = {}) => ({
  consumerProfile: {
    consumerId: 'C1',
    consumerType: 'REGISTERED',
    consumerDetails: { email: 'a@b.co', firstName: 'Robin', lastName: 'Hiker', address: [], identity: [] },
    preferences: { interests: '' },
    subscriptions: [],
    enrollments: [],
    isLoyaltyMember: false,
    partiallyEnrolled: true,
    ...extra,
  },
});
const member = profile({ isLoyaltyMember: true, memberId: 'LM1', loyaltyOptInDate: '2025-06-15T11:59:00Z', loyaltySummary: { memberId: 'LM1', points: { balance: 4200 }, tier: 'Ridge' } });
const vouchers = { memberId: 'LM1', currentLoyaltyPoints: 4100, currency: 'USD', applicableLoyaltyVouchers: [{ points: 500, amountInCurrency: 5, available: true, eligible: true }] };
const welcome = { promotionId: 'LOYALTY-WELCOME-15', couponCode: 'WELCOME-LM1', calloutMessage: '', discountPercent: 15, validFrom: '2025-06-15T11:59:00Z', validUntil: '2025-07-15T11:59:00Z', active: true };

let summary: typeof import('../../../src/lib/loyalty/summary.ts');
let enrol: typeof import('../../../src/lib/loyalty/enrol.ts');
let store: typeof import('../../../src/stores/loyalty.ts');
const $loyalty = { get: (): LoyaltyState => store.$loyalty.get() };
const resetLoyalty = () => store.resetLoyalty();

describe('loyalty in the browser', () => {
  const calls: Call[] = [];
  beforeEach(async () => {
    calls.length = 0;
    vi.stubGlobal('location', { pathname: '/en-us/loyalty', search: '?referralCode=trail-2025&leadSource=spring' });
    // announceSessionChange tells other tabs when it can; a window without BroadcastChannel here.
    vi.stubGlobal('window', {});
    // Each test starts with fresh modules: no load in flight, an empty store.
    vi.resetModules();
    store = await import('../../../src/stores/loyalty.ts');
    summary = await import('../../../src/lib/loyalty/summary.ts');
    enrol = await import('../../../src/lib/loyalty/enrol.ts');
  });
  afterEach(() => vi.unstubAllGlobals());

  const answers = (table: Record<string, Reply>) => (_method: string, path: string) => table[path] ?? { status: 404, body: { errorDetails: [{ errorId: 'API404', message: 'Not found' }] } };

  it('takes the points from the loyalty summary, the vouchers and the welcome offer from theirs', async () => {
    stubBffFetch(calls, answers({ [SUMMARY]: { status: 200, body: member }, [VOUCHERS]: { status: 200, body: vouchers }, [WELCOME]: { status: 200, body: welcome } }));
    await summary.loadMemberLoyalty({ welcome: true });
    const state = $loyalty.get();
    expect(state).toMatchObject({ status: 'ready', isLoyaltyMember: true, memberId: 'LM1', currentLoyaltyPoints: 4200, tier: 'Ridge', currency: 'USD' });
    expect(state.applicableLoyaltyVouchers).toEqual(vouchers.applicableLoyaltyVouchers);
    expect(state.welcomePromo).toMatchObject({ couponCode: 'WELCOME-LM1', discountPercent: 15, active: true });
    expect(calls.map((c) => c.path).sort()).toEqual([SUMMARY, VOUCHERS, WELCOME].sort());
  });

  it('shares one load between callers, and loads again only when forced', async () => {
    stubBffFetch(calls, answers({ [SUMMARY]: { status: 200, body: member }, [VOUCHERS]: { status: 200, body: vouchers } }));
    await Promise.all([summary.loadMemberLoyalty(), summary.loadMemberLoyalty(), summary.loadMemberLoyalty()]);
    expect(calls).toHaveLength(2);
    await summary.loadMemberLoyalty();
    expect(calls).toHaveLength(2);
    await summary.loadMemberLoyalty({ force: true });
    expect(calls).toHaveLength(4);
  });

  it('falls back to the vouchers’ points when the summary fails, and shows an error when nothing names them', async () => {
    stubBffFetch(calls, answers({ [SUMMARY]: { status: 503, body: {} }, [VOUCHERS]: { status: 200, body: vouchers } }));
    await summary.loadMemberLoyalty();
    expect($loyalty.get()).toMatchObject({ status: 'ready', currentLoyaltyPoints: 4100 });
    resetLoyalty();
    stubBffFetch(calls, answers({}));
    await summary.loadMemberLoyalty({ force: true });
    expect($loyalty.get().status).toBe('error');
  });

  it('joins with a Loyalty enrollment, then hands the session to the programme with the page’s referral code', async () => {
    stubBffFetch(
      calls,
      (method, path) => {
        if (method === 'PUT' && path === SUMMARY) return { status: 200, body: member };
        if (method === 'POST' && path === '/api/loyalty/token') return { status: 200, body: { memberId: 'LM1', expiresIn: 900, referralCode: 'TRAIL-2025' } };
        return answers({ [SUMMARY]: { status: 200, body: member }, [VOUCHERS]: { status: 200, body: vouchers }, [WELCOME]: { status: 200, body: welcome } })(method, path);
      },
      { '/api/session': { signedIn: true, consumerNo: 'C1', isLoyaltyMember: true } },
    );
    const result = await enrol.joinLoyalty({ birthDate: '1990-04-01', loyaltyNewsletter: false });
    expect(result).toEqual({ ok: true, firstName: 'Robin' });
    const put = calls.find((c) => c.method === 'PUT');
    expect(put).toEqual({
      method: 'PUT',
      path: SUMMARY,
      body: { consumerProfile: { consumerDetails: { birthDate: '1990-04-01', source: { campaignName: 'spring' } }, enrollments: [{ type: 'Loyalty', optin: true, channel: 'ECOMM' }] } },
    });
    expect(calls.find((c) => c.path === '/api/loyalty/token')?.body).toEqual({ referralCode: 'TRAIL-2025' });
    expect($loyalty.get()).toMatchObject({ status: 'ready', currentLoyaltyPoints: 4200, welcomePromo: { couponCode: 'WELCOME-LM1' } });
  });

  it('answers MISSING_BIRTHDATE to the form, and neither links nor loads anything', async () => {
    stubBffFetch(calls, () => ({ status: 400, body: { errorDetails: [{ errorId: 'MISSING_BIRTHDATE', message: 'A birth date is needed to join the loyalty programme' }] } }));
    const result = await enrol.joinLoyalty({ loyaltyNewsletter: false });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error.errorId).toBe('MISSING_BIRTHDATE');
    expect(calls.map((c) => c.method)).toEqual(['PUT']);
    expect($loyalty.get().status).toBe('none');
  });
});

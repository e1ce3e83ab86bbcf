/**
 * The consumer service's profile, loyalty, lookup, notification, address book and wallet calls
 * (docs/requirements/account-and-loyalty.md#addresses, docs/requirements/account-and-loyalty.md#segments-and-spend-banners, docs/requirements/account-and-loyalty.md#consumer-calls) over HTTP, against one seeded sandbox: each documented answer and error.
 */
import { describe, expect, it } from 'vitest';
import { MAX_ADDRESSES } from '../../../schemas/api/consumer/addresses.ts';
import { sandboxClient } from './auth-helpers.ts';
import { expectError, ok, shopperSession, signedInShopper, type Shopper } from './cart-helpers.ts';
import { useSandbox } from './sandbox-harness.ts';

const h = useSandbox();
const api = sandboxClient(() => h.sandbox.url);
const PROFILE = '/consumers-v3/consumer';

const profileOf = async (shopper: Shopper, query = '') => {
  const answer = await shopper.get(`${PROFILE}${query}`);
  ok(answer);
  return answer.body.consumerProfile;
};

/** A fresh account (sign-up), so tests that change a profile don't meet each other. */
async function newAccount(extra: Record<string, unknown> = {}): Promise<{ shopper: Shopper; email: string; consumerNo: string; usid: string }> {
  const email = `hiker-${Math.random().toString(36).slice(2, 10)}@example.test`;
  const guest = await api.guest();
  const signup = await api.post('/consumers-v3/auth/signup', { firstName: 'Robin', lastName: 'Hiker', email, password: 'Summit-Pass-1', isTermsConfirmed: true, ...extra }, { token: guest.accessToken });
  ok(signup);
  const tokens = await api.signIn(email);
  return { shopper: shopperSession(api, tokens.accessToken), email, consumerNo: tokens.consumerNo, usid: tokens.usid };
}

describe('GET /consumers-v3/consumer', () => {
  it('answers the seeded member’s profile: details, address book, preferences, subscriptions', async () => {
    const member = await signedInShopper(api, 'member@cairn.test');
    const profile = await profileOf(member);
    expect(profile).toMatchObject({
      consumerId: 'C000000001',
      consumerType: 'REGISTERED',
      consumerDetails: { email: 'member@cairn.test', firstName: 'Morgan', lastName: 'Member', phone: '+13035550100', phoneCode: '+1' },
      preferences: { interests: 'hiking|camping', preferredShoeSize: '10', favoriteStoreId: '1001' },
      isLoyaltyMember: false,
      enrollments: [],
    });
    expect(profile.consumerDetails.address.map((a: any) => [a.approachType, a.main])).toEqual([
      ['S', true],
      ['S', false],
      ['B', true],
    ]);
    expect(profile.loyaltySummary).toBeUndefined();
  });

  it('adds the loyalty summary only when asked, and only for loyalty members', async () => {
    const loyal = await signedInShopper(api, 'loyalty@cairn.test');
    expect((await profileOf(loyal)).loyaltySummary).toBeUndefined();
    const withSummary = await profileOf(loyal, '?includeLoyaltySummary=true');
    expect(withSummary).toMatchObject({ isLoyaltyMember: true, memberId: 'LM00000002', loyaltySummary: { memberId: 'LM00000002', points: { balance: 5000 }, tier: 'Summit' } });
    expect(withSummary.enrollments).toEqual([expect.objectContaining({ type: 'Loyalty', optin: true })]);
    const member = await signedInShopper(api, 'member@cairn.test');
    expect((await profileOf(member, '?includeLoyaltySummary=true')).loyaltySummary).toBeUndefined();
  });

  it('carries each programme’s spend and cap', async () => {
    const athlete = await profileOf(await signedInShopper(api, 'athlete@cairn.test'));
    expect(athlete.consumerDetails.athlete).toEqual({ currentSpend: 200, annualCredit: 500, currency: 'USD' });
    const employee = await profileOf(await signedInShopper(api, 'employee-new@cairn.test'));
    expect(employee.consumerDetails.employee).toMatchObject({ annualCap: 2000, isEmployeeDiscountTCAccepted: false, storeEmployeeId: 'E1002' });
    const wranx = await profileOf(await signedInShopper(api, 'wranx@cairn.test'));
    expect(wranx.consumerDetails.prosumer).toMatchObject({ identityType: 'WRANX', annualCap: 1500 });
    expect(wranx.consumerDetails.identity).toEqual([{ type: 'WRANX', id: 'WRANX-C000000006', verified: true }]);
  });

  it('refuses a guest (403) and a caller without a token (401)', async () => {
    const guest = await api.guest();
    expectError(await api.get(PROFILE, { token: guest.accessToken }), 403, 'AUT404');
    expectError(await api.get(PROFILE), 401, 'AUT404');
  });
});

describe('PUT /consumers-v3/consumer', () => {
  it('skips values that are not truthy, and normalises the phone with its dialling code', async () => {
    const { shopper } = await newAccount();
    const nothing = await shopper.put(PROFILE, { consumerProfile: { consumerDetails: { firstName: '', lastName: null, phone: '' } } });
    ok(nothing);
    expect(nothing.body.consumerProfile.consumerDetails).toMatchObject({ firstName: 'Robin', lastName: 'Hiker' });
    const uk = await shopper.put(PROFILE, { consumerProfile: { consumerDetails: { phone: '07700 900456', phoneCode: '+44', postalCode: 'SW1A 1AA' } } });
    ok(uk);
    expect(uk.body.consumerProfile.consumerDetails).toMatchObject({ phone: '+447700900456', phoneCode: '+44', postalCode: 'SW1A 1AA' });
    const tenDigits = await shopper.put(PROFILE, { consumerProfile: { consumerDetails: { phone: '(720) 555-0199' } } });
    expect(tenDigits.body.consumerProfile.consumerDetails).toMatchObject({ phone: '+17205550199', phoneCode: '+1' });
  });

  it('answers LOGIN_IN_USE2 + PRO400 for another account’s email, PHONE_NUMBER_ALREADY_IN_USE2 + AUT442 for its phone', async () => {
    const { shopper } = await newAccount();
    const email = await shopper.put(PROFILE, { consumerProfile: { consumerDetails: { email: 'LOYALTY@cairn.test' } } });
    expectError(email, 409, 'LOGIN_IN_USE2');
    expect(email.body.errorDetails.map((d: any) => d.errorId)).toEqual(['LOGIN_IN_USE2', 'PRO400']);
    const phone = await shopper.put(PROFILE, { consumerProfile: { consumerDetails: { phone: '3035550100', phoneCode: '+1' } } });
    expectError(phone, 409, 'PHONE_NUMBER_ALREADY_IN_USE2');
    expect(phone.body.errorDetails[1].errorId).toBe('AUT442');
  });

  it('joins loyalty with a birth date (MISSING_BIRTHDATE without one)', async () => {
    const { shopper } = await newAccount();
    expectError(await shopper.put(PROFILE, { consumerProfile: { enrollments: [{ type: 'Loyalty', optin: true }] } }), 400, 'MISSING_BIRTHDATE');
    const joined = await shopper.put(`${PROFILE}?includeLoyaltySummary=true`, { consumerProfile: { consumerDetails: { birthDate: '1990-05-01' }, enrollments: [{ type: 'Loyalty', optin: true }] } });
    ok(joined);
    expect(joined.body.consumerProfile).toMatchObject({ isLoyaltyMember: true, loyaltySummary: { points: { balance: 5000 } } });
    expect(joined.body.consumerProfile.memberId).toMatch(/^LM\d{8}$/);
  });

  it('keeps the source of a loyalty enrolment of an existing account as sign-up does (source.campaignName)', async () => {
    const { shopper } = await newAccount({ source: { store: '1001', acquisitionType: 'Registered' } });
    expect((await profileOf(shopper)).consumerDetails.source).toEqual({ store: '1001', acquisitionType: 'Registered' });
    const joined = await shopper.put(PROFILE, {
      consumerProfile: { consumerDetails: { birthDate: '1990-05-01', source: { campaignName: 'spring-trail' } }, enrollments: [{ type: 'Loyalty', optin: true }] },
    });
    ok(joined);
    // The sign-up's store stays; the campaign joins it, in the answer and on the next read.
    const joinedSource = { store: '1001', acquisitionType: 'Registered', campaignName: 'spring-trail' };
    expect(joined.body.consumerProfile.consumerDetails.source).toEqual(joinedSource);
    expect((await profileOf(shopper)).consumerDetails.source).toEqual(joinedSource);
    // POST fills only what is empty; PUT overwrites; blank values are skipped.
    ok(await shopper.post(PROFILE, { consumerProfile: { consumerDetails: { source: { campaignName: 'autumn', acquisitionType: 'Store' } } } }));
    expect((await profileOf(shopper)).consumerDetails.source).toEqual(joinedSource);
    ok(await shopper.put(PROFILE, { consumerProfile: { consumerDetails: { source: { campaignName: 'autumn', store: ' ' } } } }));
    expect((await profileOf(shopper)).consumerDetails.source).toEqual({ ...joinedSource, campaignName: 'autumn' });
    // An account that signed up with no source gets one from its enrolment.
    const { shopper: plain } = await newAccount();
    ok(await plain.put(PROFILE, { consumerProfile: { consumerDetails: { birthDate: '1990-05-01', source: { campaignName: 'spring-trail' } }, enrollments: [{ type: 'Loyalty', optin: true }] } }));
    expect((await profileOf(plain)).consumerDetails.source).toEqual({ campaignName: 'spring-trail' });
  });

  it('checks interests (PRO411), birth-date bounds (PRO412), the favorite store (STR404) and programme data (PRO418)', async () => {
    const { shopper } = await newAccount();
    expectError(await shopper.put(PROFILE, { consumerProfile: { preferences: { interests: 'hiking|knitting' } } }), 400, 'PRO411');
    const young = new Date(Date.now() - 5 * 365 * 86_400_000).toISOString().slice(0, 10);
    expectError(await shopper.put(PROFILE, { consumerProfile: { consumerDetails: { birthDate: young } } }), 400, 'PRO412');
    expectError(await shopper.put(PROFILE, { consumerProfile: { consumerDetails: { birthDate: '1899-12-31' } } }), 400, 'PRO412');
    expectError(await shopper.put(PROFILE, { consumerProfile: { preferences: { favoriteStoreId: '9999' } } }), 404, 'STR404');
    expectError(await shopper.put(PROFILE, { consumerProfile: { consumerDetails: { athlete: { annualCredit: 99999 } } } }), 403, 'PRO418');
    const prefs = await shopper.put(PROFILE, { consumerProfile: { preferences: { interests: 'camping| hiking |camping', favoriteStoreId: '2001' } } });
    expect(prefs.body.consumerProfile.preferences).toMatchObject({ interests: 'camping|hiking', favoriteStoreId: '2001' });
  });

  it('sets newsletter and SMS opt-ins on the shared subscription rows', async () => {
    const { shopper, email } = await newAccount({ phone: '7205550123', phoneCode: '+1' });
    const updated = await shopper.put(PROFILE, { consumerProfile: { subscriptions: [{ type: 'Newsletter', optin: true }, { type: 'SMS', optin: true }] } });
    ok(updated);
    expect(updated.body.consumerProfile.subscriptions.map((s: any) => [s.type, s.recipient, s.optin])).toEqual([
      ['Newsletter', email, true],
      ['SMS', '+17205550123', true],
    ]);
    // The newsletter service reads the same rows.
    const listed = await api.get(`/consumers-v3/consumer/subscription?recipient=${encodeURIComponent(email)}`);
    expect(listed.body.subscriptions).toEqual([expect.objectContaining({ type: 'Newsletter', optin: true })]);
  });

  it('validates the body against its contract (API400 with the field)', async () => {
    const { shopper } = await newAccount();
    const bad = await shopper.put(PROFILE, { consumerProfile: { consumerDetails: { email: 'not-an-email' } } });
    expectError(bad, 400, 'API400');
    expect(bad.body.errorDetails[0].field).toBe('body.consumerProfile.consumerDetails.email');
  });
});

describe('POST /consumers-v3/consumer', () => {
  it('fills only what is missing, and answers 201 when that completes the profile', async () => {
    const { shopper } = await newAccount();
    const before = await profileOf(shopper);
    expect(before.partiallyEnrolled).toBe(true);
    const partial = await shopper.post(PROFILE, { consumerProfile: { consumerDetails: { firstName: 'Changed', phone: '7205550177' } } });
    expect(partial.status).toBe(200);
    expect(partial.body.consumerProfile.consumerDetails).toMatchObject({ firstName: 'Robin', phone: '+17205550177' });
    const done = await shopper.post(PROFILE, { consumerProfile: { consumerDetails: { postalCode: '80302', birthDate: '1985-07-14' } } });
    expect(done.status).toBe(201);
    expect(done.body.consumerProfile.partiallyEnrolled).toBe(false);
  });
});

describe('loyalty', () => {
  it('issues a widget token bound to the session, with the referral code', async () => {
    const tokens = await api.signIn('loyalty@cairn.test');
    const loyal = shopperSession(api, tokens.accessToken);
    const answer = await loyal.post('/consumers-v3/consumer/loyalty/token', { usid: tokens.usid, referralCode: 'friend-2024' });
    ok(answer);
    expect(answer.body).toMatchObject({ tokenType: 'Bearer', expiresIn: 900, memberId: 'LM00000002', referralCode: 'FRIEND-2024' });
    const payload = JSON.parse(Buffer.from(answer.body.loyaltyToken.split('.')[1], 'base64url').toString());
    expect(payload).toMatchObject({ sub: 'LM00000002', usid: tokens.usid, ref: 'FRIEND-2024' });
    expectError(await loyal.post('/consumers-v3/consumer/loyalty/token', { usid: 'someone-else' }), 400, 'API400');
  });

  it('answers the welcome offer and the vouchers to members, PRO410 to others', async () => {
    const loyal = await signedInShopper(api, 'loyalty@cairn.test');
    const promo = await loyal.get('/consumers-v3/consumer/loyalty/promo/welcome');
    expect(promo.body).toMatchObject({ promotionId: 'LOYALTY-WELCOME-15', couponCode: 'WELCOME-LM00000002', discountPercent: 15, active: false });
    const vouchers = await loyal.get('/consumers-v3/consumer/loyalty/vouchers');
    expect(vouchers.body).toMatchObject({ memberId: 'LM00000002', currentLoyaltyPoints: 5000 });
    expect(vouchers.body.applicableLoyaltyVouchers.map((v: any) => [v.points, v.amountInCurrency])).toEqual([
      [500, 5],
      [1000, 10],
      [2000, 20],
    ]);
    const member = await signedInShopper(api, 'member@cairn.test');
    const tokens = await api.signIn('member@cairn.test');
    expectError(await member.get('/consumers-v3/consumer/loyalty/promo/welcome'), 403, 'PRO410');
    expectError(await member.get('/consumers-v3/consumer/loyalty/vouchers'), 403, 'PRO410');
    expectError(await shopperSession(api, tokens.accessToken).post('/consumers-v3/consumer/loyalty/token', { usid: tokens.usid }), 403, 'PRO410');
  });
});

describe('lookup and user data', () => {
  it('tells the enrolment step whether an email has an account', async () => {
    const guest = await api.guest();
    const known = await api.get('/consumers-v3/consumer/lookup?email=LOYALTY%40cairn.test', { token: guest.accessToken });
    expect(known.body).toEqual({ email: 'LOYALTY@cairn.test', exists: true, isLoyaltyMember: true, partiallyEnrolled: true, nextStep: 'sign-in' });
    const unknown = await api.get('/consumers-v3/consumer/lookup?email=nobody%40example.test', { token: guest.accessToken });
    expect(unknown.body).toMatchObject({ exists: false, nextStep: 'sign-up' });
    expectError(await api.get('/consumers-v3/consumer/lookup?email=nope', { token: guest.accessToken }), 400, 'API400');
  });

  it('answers sign-up pre-fill data for a matching consumer id and email, PRO404 otherwise', async () => {
    const guest = await api.guest();
    const found = await api.post('/consumers-v3/consumer/retrieveUserData', { consumerId: 'C000000001', email: 'Member@cairn.test' }, { token: guest.accessToken });
    expect(found.body).toMatchObject({ consumerId: 'C000000001', firstName: 'Morgan', phone: '+13035550100', isLoyaltyMember: false });
    expectError(await api.post('/consumers-v3/consumer/retrieveUserData', { consumerId: 'C000000001', email: 'loyalty@cairn.test' }, { token: guest.accessToken }), 404, 'PRO404');
    expectError(await api.post('/consumers-v3/consumer/retrieveUserData', { consumerId: 'C999999999', email: 'loyalty@cairn.test' }, { token: guest.accessToken }), 404, 'PRO404');
  });
});

describe('PUT /consumers-v3/consumer/notification', () => {
  it('keeps one choice per type and channel', async () => {
    const { shopper } = await newAccount();
    const first = await shopper.put('/consumers-v3/consumer/notification', { notifications: [{ type: 'ORDER_UPDATES', channel: 'EMAIL', optin: true }] });
    ok(first);
    const second = await shopper.put('/consumers-v3/consumer/notification', {
      notifications: [
        { type: 'ORDER_UPDATES', channel: 'EMAIL', optin: false },
        { type: 'BACK_IN_STOCK', channel: 'PUSH', optin: true },
      ],
      pushToken: 'app-push-token',
    });
    expect(second.body.notifications.map((n: any) => [n.type, n.channel, n.optin])).toEqual([
      ['BACK_IN_STOCK', 'PUSH', true],
      ['ORDER_UPDATES', 'EMAIL', false],
    ]);
  });

  it('refuses an SMS opt-in without a phone and a push opt-in without a token', async () => {
    const { shopper } = await newAccount();
    expectError(await shopper.put('/consumers-v3/consumer/notification', { notifications: [{ type: 'EVENTS', channel: 'SMS', optin: true }] }), 400, 'API400');
    expectError(await shopper.put('/consumers-v3/consumer/notification', { notifications: [{ type: 'EVENTS', channel: 'PUSH', optin: true }] }), 400, 'API400');
  });
});

const HOME = { firstName: 'Robin', lastName: 'Hiker', email: 'robin@example.test', phone: '3035550123', addressLine1: '1420 Pearl St', city: 'Boulder', province: 'CO', postalCode: '80302', country: 'US' };

describe('the address book', () => {
  it('makes the first address of a type main, and moves main on request (one main per type)', async () => {
    const { shopper } = await newAccount();
    const first = await shopper.post('/consumers-v3/consumer/address', HOME);
    expect(first.status).toBe(201);
    expect(first.body.address).toMatchObject({ approachType: 'S', main: true, countryCode: 'US', phoneCode: '+1', stateCode: 'CO' });
    expect(first.body.addressId).toBe(first.body.address.id);
    const second = await shopper.post('/consumers-v3/consumer/address', { ...HOME, addressLine1: '2 Main St' });
    expect(second.body.address.main).toBe(false);
    const billing = await shopper.post('/consumers-v3/consumer/address', { ...HOME, approachType: 'B' });
    expect(billing.body.address.main).toBe(true);
    const moved = await shopper.put(`/consumers-v3/consumer/address/${second.body.addressId}`, { ...HOME, addressLine1: '2 Main St', main: true });
    ok(moved);
    const mains = moved.body.addresses.filter((a: any) => a.main).map((a: any) => [a.approachType, a.addressLine1]);
    expect(mains).toEqual([
      ['S', '2 Main St'],
      ['B', '1420 Pearl St'],
    ]);
  });

  it('hands main to another address of the type when the main one is deleted', async () => {
    const { shopper } = await newAccount();
    const a = await shopper.post('/consumers-v3/consumer/address', HOME);
    await shopper.post('/consumers-v3/consumer/address', { ...HOME, addressLine1: '2 Main St' });
    const left = await shopper.del(`/consumers-v3/consumer/address/${a.body.addressId}`);
    ok(left);
    expect(left.body.addresses).toEqual([expect.objectContaining({ addressLine1: '2 Main St', main: true })]);
    expectError(await shopper.del(`/consumers-v3/consumer/address/${a.body.addressId}`), 404, 'ADDRESS_NOT_FOUND');
    expectError(await shopper.put('/consumers-v3/consumer/address/ADR-NOPE', HOME), 404, 'ADDRESS_NOT_FOUND');
  });

  it('applies the country’s rules: one errorDetail per field, with the spec’s messages', async () => {
    const { shopper } = await newAccount();
    const bad = await shopper.post('/consumers-v3/consumer/address', { ...HOME, firstName: 'R', addressLine1: 'x'.repeat(31), postalCode: 'ABCDE', province: 'ZZ' });
    expectError(bad, 400, 'API400');
    expect(bad.body.errorDetails.map((d: any) => d.message)).toEqual([
      'address.firstName: Value must contain at least 2 characters',
      'address.addressLine1: Value must not be longer than 30 characters',
      'address.province: Choose a value from the list',
      'address.postalCode: Value should match ^\\d{5}(-\\d{4})?$',
    ]);
    const fr = await shopper.post('/consumers-v3/consumer/address', { ...HOME, phone: '0612345678', province: undefined, postalCode: '7500', city: 'Paris', country: 'FR' });
    expect(fr.body.errorDetails[0].message).toBe('address.postalCode: Value must contain exactly 5 characters');
    const gb = await shopper.post('/consumers-v3/consumer/address', { ...HOME, phone: '07700900123', province: undefined, postalCode: 'sw1a 1aa', city: 'London', country: 'GB' });
    expect(gb.status).toBe(201);
    expect(gb.body.address.postalCode).toBe('SW1A 1AA');
  });

  it(`is full at ${MAX_ADDRESSES} addresses (PRO414)`, async () => {
    const { shopper } = await newAccount();
    for (let i = 0; i < MAX_ADDRESSES; i++) ok(await shopper.post('/consumers-v3/consumer/address', { ...HOME, addressLine1: `${i + 1} Main St` }));
    expectError(await shopper.post('/consumers-v3/consumer/address', HOME), 409, 'PRO414');
  });
});

const VISA = { cardNumber: '4111 1111 1111 1111', holder: 'Robin Hiker', expirationMonth: 12, expirationYear: 2099 };
const INSTRUMENTS = '/consumers-v3/consumer/payment_instruments';

describe('saved payment instruments', () => {
  it('saves a card (card.paymentInstrumentId, no number kept), the first becoming default', async () => {
    const { shopper } = await newAccount();
    const saved = await shopper.post(INSTRUMENTS, { payment_method_id: 'CREDIT_CARD', paymentCard: VISA, recaptcha_response: 'ok' });
    expect(saved.status).toBe(201);
    expect(saved.body.card.paymentInstrumentId).toBe(saved.body.paymentInstrument.paymentInstrumentId);
    expect(saved.body.paymentInstrument).toMatchObject({ default: true, card: { cardType: 'visa', last4: '1111', maskedNumber: '************1111', expired: false } });
    expect(saved.text).not.toContain('4111111111111111');
    const mastercard = await shopper.post(INSTRUMENTS, { payment_method_id: 'CREDIT_CARD', paymentCard: { ...VISA, cardNumber: '5555555555554444' }, default: true });
    const wallet = await shopper.get(INSTRUMENTS);
    expect(wallet.body.paymentInstruments.map((p: any) => [p.card.last4, p.default])).toEqual([
      ['4444', true],
      ['1111', false],
    ]);
    const left = await shopper.del(`${INSTRUMENTS}/${mastercard.body.card.paymentInstrumentId}`);
    expect(left.body.paymentInstruments).toEqual([expect.objectContaining({ default: true, card: expect.objectContaining({ last4: '1111' }) })]);
  });

  it('answers CCA401 with the server message for a card or gift card that is already saved', async () => {
    const member = await signedInShopper(api, 'member@cairn.test');
    const card = await member.post(INSTRUMENTS, { payment_method_id: 'CREDIT_CARD', paymentCard: { ...VISA, holder: 'Morgan Member' } });
    expectError(card, 409, 'CCA401');
    expect(card.body.errorDetails[0].message).toBe('This card is already saved in your wallet');
    const gift = await member.post(INSTRUMENTS, { payment_method_id: 'GIFT_CARD', giftCard: { cardNumber: '6006491111111111', pin: '1234' } });
    expectError(gift, 409, 'CCA401');
    expect(gift.body.errorDetails[0].message).toBe('This gift card is already saved in your wallet');
    const wallet = await member.get(INSTRUMENTS);
    expect(wallet.body.paymentInstruments.find((p: any) => p.payment_method_id === 'GIFT_CARD').giftCard).toMatchObject({ maskedNumber: 'XXX1111', balance: 50 });
  });

  it('refuses bad cards: CCA400 (Luhn), CC_EXPIRY_DATE_INVALID, GC_INVALID2, AUT403 (bot check)', async () => {
    const { shopper } = await newAccount();
    expectError(await shopper.post(INSTRUMENTS, { payment_method_id: 'CREDIT_CARD', paymentCard: { ...VISA, cardNumber: '4111111111111112' } }), 400, 'CCA400');
    expectError(await shopper.post(INSTRUMENTS, { payment_method_id: 'CREDIT_CARD', paymentCard: { ...VISA, expirationYear: 2020 } }), 400, 'CC_EXPIRY_DATE_INVALID');
    expectError(await shopper.post(INSTRUMENTS, { payment_method_id: 'CREDIT_CARD', paymentCard: { ...VISA, cardNumber: '4000000000000069' } }), 400, 'CC_EXPIRY_DATE_INVALID');
    expectError(await shopper.post(INSTRUMENTS, { payment_method_id: 'GIFT_CARD', giftCard: { cardNumber: '6006491111111111', pin: '9999' } }), 400, 'GC_INVALID2');
    expectError(await shopper.post(INSTRUMENTS, { payment_method_id: 'CREDIT_CARD', paymentCard: VISA, recaptcha_response: 'captcha-fail' }), 403, 'AUT403');
    expectError(await shopper.post(INSTRUMENTS, { payment_method_id: 'CREDIT_CARD' }), 400, 'API400');
  });

  it('patches a card (expiry, default) and answers CCN404 for an id that is not the caller’s', async () => {
    const { shopper } = await newAccount();
    const saved = await shopper.post(INSTRUMENTS, { payment_method_id: 'CREDIT_CARD', paymentCard: VISA });
    const id = saved.body.card.paymentInstrumentId;
    const patched = await shopper.patch(`${INSTRUMENTS}/${id}`, { expirationMonth: 3, expirationYear: 2098, holder: 'R Hiker' });
    expect(patched.body.card).toMatchObject({ expirationMonth: 3, expirationYear: 2098, holder: 'R Hiker' });
    expectError(await shopper.patch(`${INSTRUMENTS}/${id}`, { expirationYear: 2001 }), 400, 'CC_EXPIRY_DATE_INVALID');
    const member = await signedInShopper(api, 'member@cairn.test');
    expectError(await member.patch(`${INSTRUMENTS}/${id}`, { default: true }), 404, 'CCN404');
    expectError(await member.del(`${INSTRUMENTS}/${id}`), 404, 'CCN404');
  });

  it('is full at 10 instruments (PRO415)', async () => {
    const { shopper } = await newAccount();
    // Ten Visa numbers that pass the Luhn check and are none of the special test cards.
    const numbers = Array.from({ length: 10 }, (_, i) => luhnCard(`42424242424${String(i).padStart(4, '0')}`));
    for (const cardNumber of numbers) ok(await shopper.post(INSTRUMENTS, { payment_method_id: 'CREDIT_CARD', paymentCard: { ...VISA, cardNumber } }));
    expectError(await shopper.post(INSTRUMENTS, { payment_method_id: 'CREDIT_CARD', paymentCard: { ...VISA, cardNumber: luhnCard('424242424249999') } }), 409, 'PRO415');
  });
});

/** A 16-digit number: the 15 digits given and the Luhn check digit. */
function luhnCard(first15: string): string {
  let sum = 0;
  for (let i = 0; i < 15; i++) {
    let d = Number(first15[14 - i]);
    if (i % 2 === 0) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return `${first15}${(10 - (sum % 10)) % 10}`;
}

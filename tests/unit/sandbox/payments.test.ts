/**
 * Payments over HTTP (schemas/api/payments.ts): methods per cart, instruments of every method
 * with their documented errors, the loyalty voucher, the athlete rule, the gift card balance
 * and the payment session.
 */
import { describe, expect, it } from 'vitest';
import { TEST_ACCOUNTS } from '../../../src/sandbox/auth/test-data.ts';
import { sandboxClient } from './auth-helpers.ts';
import { BOOT, expectError, guestShopper, ok, signedInShopper, VISA, type Shopper } from './cart-helpers.ts';
import { useSandbox } from './sandbox-harness.ts';

const harness = useSandbox();
const api = sandboxClient(() => harness.sandbox.url);
const instruments = (s: Shopper, cartId: string, body: Record<string, unknown>) => s.post(`/cart/v1/cart/${cartId}/paymentInstruments`, body);
const methodIds = (answer: any): string[] => answer.body.applicablePaymentMethods.map((m: any) => m.id);

/** A cart holding only this line: an account keeps one open cart, so earlier lines are removed first. */
async function cartWith(s: Shopper, productId = BOOT, qty = 1): Promise<any> {
  const cart = await s.cart();
  for (const line of cart.items.filter((i: any) => !i.bonus)) ok(await s.del('/cart/v1/item', { cartId: cart.id, itemId: line.id }));
  for (const i of cart.payment_instruments) ok(await s.del(`/cart/v1/cart/${cart.id}/paymentInstruments`, { payment_instrument_id: i.payment_instrument_id }));
  return s.add(cart.id, { productId, qty });
}

describe('payment methods per cart', () => {
  it('offers a US guest card, PayPal, Apple Pay, Klarna and gift cards; no gift card for a cart of gift cards; no Klarna on fr-fr', async () => {
    const s = await guestShopper(api);
    const cart = await cartWith(s);
    const methods = await s.get(`/cart/v1/cart/${cart.id}/paymentMethods`);
    ok(methods);
    expect(methodIds(methods).sort()).toEqual(['CREDIT_CARD', 'DW_APPLE_PAY', 'GIFT_CARD', 'KLARNA', 'PAYPAL']);
    expect(methods.body.applicablePaymentMethods[0]).toMatchObject({ id: 'CREDIT_CARD', name: 'Credit card', cards: [{ cardType: 'visa' }, { cardType: 'mastercard' }, { cardType: 'amex' }] });
    await s.add(cart.id, { productId: 'GRGIFTCRD1-pine-01' });
    expect(methodIds(await s.get(`/cart/v1/cart/${cart.id}/paymentMethods`))).not.toContain('GIFT_CARD');
    const fr = await guestShopper(api, 'CAIRN_FR_FR');
    const frCart = await cartWith(fr);
    expect(methodIds(await fr.get(`/cart/v1/cart/${frCart.id}/paymentMethods`))).not.toContain('KLARNA');
    expectError(await s.get('/cart/v1/cart/nope/paymentMethods'), 404, 'CART_NOT_FOUND');
  });

  it('adds loyalty points with the vouchers for a loyalty member, rewards for signed-in shoppers, the athlete payment for an athlete', async () => {
    const loyal = await signedInShopper(api, TEST_ACCOUNTS.loyalty.email);
    const cart = await cartWith(loyal);
    const methods = await loyal.get(`/cart/v1/cart/${cart.id}/paymentMethods`);
    expect(methodIds(methods)).toEqual(expect.arrayContaining(['LOYALTY_POINTS', 'REWARD_CODE', 'REWARD_CARD']));
    expect(methodIds(methods)).not.toContain('ATHLETES_PAYMENT');
    const points = methods.body.applicablePaymentMethods.find((m: any) => m.id === 'LOYALTY_POINTS');
    expect(points.currentLoyaltyPoints).toBe(5000);
    expect(points.applicableLoyaltyVouchers).toEqual([
      { points: 500, amountInCurrency: 5, available: true, eligible: true },
      { points: 1000, amountInCurrency: 10, available: true, eligible: true },
      { points: 2000, amountInCurrency: 20, available: true, eligible: true },
    ]);
    const athlete = await signedInShopper(api, TEST_ACCOUNTS.athlete.email);
    const athleteCart = await cartWith(athlete);
    expect(methodIds(await athlete.get(`/cart/v1/cart/${athleteCart.id}/paymentMethods`))).toContain('ATHLETES_PAYMENT');
  });
});

describe('cards', () => {
  it('adds a card, masked, paying what is left; a second main method replaces it; removes it', async () => {
    const s = await guestShopper(api);
    const cart = await cartWith(s);
    const paid = await instruments(s, cart.id, { payment_method_id: 'CREDIT_CARD', paymentCard: { ...VISA, securityCode: '123' } });
    ok(paid);
    const [card] = paid.body.payment_instruments;
    expect(card).toMatchObject({ payment_method_id: 'CREDIT_CARD', amount: paid.body.totals.total, card: { maskedNumber: 'XXXX XXXX XXXX 1111', last4: '1111', cardType: 'visa', holder: 'Robin Hiker' } });
    expect(card.payment_instrument_id).toBeTruthy();
    expect(card.c_requestID).toBeTruthy();
    expect(JSON.stringify(paid.body)).not.toContain('4111111111111111');
    const row = harness.sandbox.db.prepare('SELECT body FROM carts WHERE id = ?').get(cart.id) as { body: string };
    expect(row.body).not.toContain('4111111111111111');
    expect(row.body).not.toContain('"123"');
    const paypal = await instruments(s, cart.id, { payment_method_id: 'PAYPAL', additionalDetails: { paymentData: { orderID: 'paypal-approved' } } });
    expect(paypal.body.payment_instruments.map((i: any) => i.payment_method_id)).toEqual(['PAYPAL']);
    const removed = await s.del(`/cart/v1/cart/${cart.id}/paymentInstruments`, { payment_instrument_id: paypal.body.payment_instruments[0].payment_instrument_id });
    expect(removed.body.payment_instruments).toEqual([]);
    expectError(await s.del(`/cart/v1/cart/${cart.id}/paymentInstruments`, { payment_instrument_id: 'nope' }), 404, 'PAYMENT_INSTRUMENT_NOT_FOUND');
  });

  it('refuses a number failing Luhn (PYT402), the expired test card and a past expiry (CC_EXPIRY_DATE_INVALID), a card without details', async () => {
    const s = await guestShopper(api);
    const cart = await cartWith(s);
    expectError(await instruments(s, cart.id, { payment_method_id: 'CREDIT_CARD', paymentCard: { ...VISA, cardNumber: '4111111111111112' } }), 400, 'PYT402');
    expectError(await instruments(s, cart.id, { payment_method_id: 'CREDIT_CARD', paymentCard: { ...VISA, cardNumber: '4000000000000069' } }), 400, 'CC_EXPIRY_DATE_INVALID');
    expectError(await instruments(s, cart.id, { payment_method_id: 'CREDIT_CARD', paymentCard: { ...VISA, expirationMonth: 1, expirationYear: 2020 } }), 400, 'CC_EXPIRY_DATE_INVALID');
    expectError(await instruments(s, cart.id, { payment_method_id: 'CREDIT_CARD' }), 400, 'API400');
    expectError(await instruments(s, cart.id, { payment_method_id: 'CASH' }), 400, 'API400');
  });

  it('refuses a PayPal cancel (PAYMENT_ERROR), Klarna where it is not offered (PYT400), a wallet without its token', async () => {
    const s = await guestShopper(api);
    const cart = await cartWith(s);
    expectError(await instruments(s, cart.id, { payment_method_id: 'PAYPAL', additionalDetails: { paymentData: { orderID: 'paypal-cancelled' } } }), 402, 'PAYMENT_ERROR');
    expectError(await instruments(s, cart.id, { payment_method_id: 'DW_APPLE_PAY' }), 400, 'API400');
    const fr = await guestShopper(api, 'CAIRN_FR_FR');
    const frCart = await cartWith(fr);
    expectError(await instruments(fr, frCart.id, { payment_method_id: 'KLARNA', additionalDetails: { paymentData: { authorizationToken: 'klarna-approved' } } }), 400, 'PYT400');
  });
});

describe('gift cards', () => {
  it('pays up to the balance, listed in totals.giftCards; the rest is left to pay', async () => {
    const s = await guestShopper(api);
    const cart = await cartWith(s);
    const paid = await instruments(s, cart.id, { payment_method_id: 'GIFT_CARD', giftCard: { cardNumber: '6006 4911 1111 1111', pin: '1234' } });
    ok(paid);
    expect(paid.body.totals.giftCards).toEqual([{ c_gcCardNumber: '6006491111111111', amount: 50 }]);
    expect(paid.body.totals.remainingToPay).toBeCloseTo(paid.body.totals.total - 50, 2);
    expect(paid.body.payment_instruments[0]).toMatchObject({ payment_method_id: 'GIFT_CARD', amount: 50, maskedNumber: 'XXX1111' });
    const second = await instruments(s, cart.id, { payment_method_id: 'GIFT_CARD', giftCard: { cardNumber: '6006493333333333', pin: '1234' } });
    expect(second.body.totals.giftCards).toHaveLength(2);
    const card = await instruments(s, cart.id, { payment_method_id: 'CREDIT_CARD', paymentCard: VISA });
    expect(card.body.payment_instruments.find((i: any) => i.payment_method_id === 'CREDIT_CARD').amount).toBe(card.body.totals.remainingToPay);
  });

  it('refuses unknown or wrong PIN (GC_INVALID2), empty (GC_ZERO_BALANCE), twice (GC_ALREADY_APPLIED), not allowed (GC_NOT_ALLOWED)', async () => {
    const s = await guestShopper(api);
    const cart = await cartWith(s);
    expectError(await instruments(s, cart.id, { payment_method_id: 'GIFT_CARD', giftCard: { cardNumber: '6006499999999999', pin: '1234' } }), 400, 'GC_INVALID2');
    expectError(await instruments(s, cart.id, { payment_method_id: 'GIFT_CARD', giftCard: { cardNumber: '6006491111111111', pin: '0000' } }), 400, 'GC_INVALID2');
    expectError(await instruments(s, cart.id, { payment_method_id: 'GIFT_CARD', giftCard: { cardNumber: '6006490000000000', pin: '1234' } }), 400, 'GC_ZERO_BALANCE');
    ok(await instruments(s, cart.id, { payment_method_id: 'GIFT_CARD', giftCard: { cardNumber: '6006493333333333', pin: '1234' } }));
    expectError(await instruments(s, cart.id, { payment_method_id: 'GIFT_CARD', giftCard: { cardNumber: '6006493333333333', pin: '1234' } }), 409, 'GC_ALREADY_APPLIED');
    expectError(await instruments(s, cart.id, { payment_method_id: 'GIFT_CARD', giftCard: { cardNumber: '6006495555555555', pin: '1234' } }), 400, 'GC_NOT_ALLOWED');
    await s.add(cart.id, { productId: 'GRGIFTCRD1-pine-01' });
    expectError(await instruments(s, cart.id, { payment_method_id: 'GIFT_CARD', giftCard: { cardNumber: '6006491111111111', pin: '1234' } }), 400, 'GC_NOT_ALLOWED');
  });

  it('answers a balance; GC_INVALID2 for an unknown card', async () => {
    const s = await guestShopper(api, 'CAIRN_DE_DE');
    const balance = await s.post('/cart/v1/giftcard/balance', { cardNumber: '6006493333333333', pin: '1234' });
    expect(balance.body).toEqual({ c_gcCardNumber: '6006493333333333', maskedNumber: 'XXX3333', balance: 10, currency: 'EUR' });
    expect((await s.post('/cart/v1/giftcard/balance', { cardNumber: '6006490000000000', pin: '1234' })).body.balance).toBe(0);
    expectError(await s.post('/cart/v1/giftcard/balance', { cardNumber: '6006491111111111', pin: '9999' }), 400, 'GC_INVALID2');
    expectError(await api.post('/cart/v1/giftcard/balance', { cardNumber: '6006491111111111', pin: '1234' }), 401, 'AUT404');
  });
});

describe('loyalty, rewards and the athlete rule', () => {
  it('applies a loyalty voucher (PUT reward) as LOYALTY_POINTS, replaces it, removes it with 0', async () => {
    const s = await signedInShopper(api, TEST_ACCOUNTS.loyalty.email);
    const cart = await cartWith(s);
    const voucher = await s.put(`/cart/v1/cart/${cart.id}/reward`, { appliedLoyaltyVoucher: { points: 1000 } });
    ok(voucher);
    expect(voucher.body.payment_instruments).toEqual([expect.objectContaining({ payment_method_id: 'LOYALTY_POINTS', points: 1000, amount: 10 })]);
    expect(voucher.body.totals.appliedRewards).toBe(10);
    const bigger = await s.put(`/cart/v1/cart/${cart.id}/reward`, { appliedLoyaltyVoucher: 2000 });
    expect(bigger.body.payment_instruments).toEqual([expect.objectContaining({ points: 2000, amount: 20 })]);
    const none = await s.put(`/cart/v1/cart/${cart.id}/reward`, { appliedLoyaltyVoucher: 0 });
    expect(none.body.payment_instruments).toEqual([]);
    expectError(await s.put(`/cart/v1/cart/${cart.id}/reward`, { appliedLoyaltyVoucher: 150 }), 400, 'REW130');
    expectError(await s.put(`/cart/v1/cart/${cart.id}/reward`, { appliedLoyaltyVoucher: 6000 }), 403, 'REW401');
  });

  it('refuses loyalty points to a non-member (REW401) and rewards to a guest (REW401; the reward call needs an account)', async () => {
    const member = await signedInShopper(api, TEST_ACCOUNTS.member.email);
    const cart = await cartWith(member);
    expectError(await member.put(`/cart/v1/cart/${cart.id}/reward`, { appliedLoyaltyVoucher: 500 }), 403, 'REW401');
    const guest = await guestShopper(api);
    const guestCart = await cartWith(guest);
    expectError(await instruments(guest, guestCart.id, { payment_method_id: 'REWARD_CODE', rewardCode: 'REWARD10' }), 403, 'REW401');
    expectError(await guest.put(`/cart/v1/cart/${guestCart.id}/reward`, { appliedLoyaltyVoucher: 500 }), 403, 'AUT404');
  });

  it('applies reward codes and cards; REW130 unknown, REW135 redeemed or twice', async () => {
    const s = await signedInShopper(api, TEST_ACCOUNTS.member.email);
    const cart = await cartWith(s);
    const code = await instruments(s, cart.id, { payment_method_id: 'REWARD_CODE', rewardCode: 'reward10' });
    expect(code.body.payment_instruments[0]).toMatchObject({ payment_method_id: 'REWARD_CODE', rewardCode: 'REWARD10', amount: 10 });
    const card = await instruments(s, cart.id, { payment_method_id: 'REWARD_CARD', rewardCardNumber: '7777000011112222' });
    expect(card.body.totals.appliedRewards).toBe(35);
    expectError(await instruments(s, cart.id, { payment_method_id: 'REWARD_CODE', rewardCode: 'NOPE' }), 400, 'REW130');
    expectError(await instruments(s, cart.id, { payment_method_id: 'REWARD_CODE', rewardCode: 'REWARDUSED' }), 409, 'REW135');
    expectError(await instruments(s, cart.id, { payment_method_id: 'REWARD_CODE', rewardCode: 'REWARD10' }), 409, 'REW135');
    expectError(await instruments(s, cart.id, { payment_method_id: 'REWARD_CARD', rewardCardNumber: '7777000099999999' }), 400, 'REW130');
  });

  it('pays first with the athlete credit (remaining and payable amounts); rewards only once the credit is spent (REW140)', async () => {
    const s = await signedInShopper(api, TEST_ACCOUNTS.athlete.email);
    const cart = await cartWith(s);
    const athlete = await instruments(s, cart.id, { payment_method_id: 'ATHLETES_PAYMENT' });
    ok(athlete);
    const payment = athlete.body.payment_instruments[0];
    // Credit 500.00, 200.00 spent: 300.00 left, more than this order.
    expect(payment).toMatchObject({ payment_method_id: 'ATHLETES_PAYMENT', payableAmount: athlete.body.totals.total, amount: athlete.body.totals.total });
    expect(payment.remainingAmount).toBeCloseTo(300 - athlete.body.totals.total, 2);
    expect(athlete.body.totals.remainingToPay).toBe(0);
    expectError(await instruments(s, cart.id, { payment_method_id: 'REWARD_CODE', rewardCode: 'REWARD10' }), 409, 'REW140');
    // A bigger order spends the whole credit: rewards are allowed again.
    const big = await s.add(cart.id, { productId: BOOT, qty: 1 });
    const spent = big.payment_instruments.find((i: any) => i.payment_method_id === 'ATHLETES_PAYMENT');
    expect(spent).toMatchObject({ payableAmount: 300, remainingAmount: 0 });
    expect(big.totals.remainingToPay).toBeCloseTo(big.totals.total - 300, 2);
    const reward = await instruments(s, cart.id, { payment_method_id: 'REWARD_CODE', rewardCode: 'REWARD10' });
    ok(reward);
    expect(reward.body.totals.remainingToPay).toBeCloseTo(big.totals.total - 310, 2);
  });

  it('offers the athlete payment to athletes only (PYT400)', async () => {
    const s = await signedInShopper(api, TEST_ACCOUNTS.wranx.email);
    const cart = await cartWith(s);
    expectError(await instruments(s, cart.id, { payment_method_id: 'ATHLETES_PAYMENT' }), 400, 'PYT400');
  });
});

describe('payment session', () => {
  it('answers each provider with success, provider, meta and locale', async () => {
    const s = await guestShopper(api, 'CAIRN_EN_GB');
    const card = await s.get('/cart/v1/paymentSession?paymentMethodId=CREDIT_CARD');
    expect(card.body).toMatchObject({ success: true, provider: 'adyen', locale: 'en_GB', meta: { environment: 'test' } });
    const paypal = await s.get('/cart/v1/paymentSession?paymentMethod=paypal');
    expect(paypal.body).toMatchObject({ provider: 'paypal', meta: { currency: 'GBP' } });
    const klarna = await s.get('/cart/v1/paymentSession?paymentMethod=klarna');
    expect(klarna.body).toMatchObject({ provider: 'klarna', meta: { client_token: expect.any(String), session_id: expect.any(String) } });
    const apple = await s.get('/cart/v1/paymentSession?paymentMethodId=DW_APPLE_PAY&referer=https%3A%2F%2Fwww.cairn.example%2Fen-gb%2Fcart');
    expect(apple.body).toMatchObject({ provider: 'applepay', meta: { domainName: 'www.cairn.example', merchantIdentifier: expect.any(String), epochTimestamp: expect.any(Number) } });
  });

  it('refuses a request naming no method (API400), a bad referer, Klarna where it is not offered (PYT400)', async () => {
    const s = await guestShopper(api, 'CAIRN_IT_IT');
    expectError(await s.get('/cart/v1/paymentSession'), 400, 'API400');
    expectError(await s.get('/cart/v1/paymentSession?paymentMethod=bitcoin'), 400, 'API400');
    expectError(await s.get('/cart/v1/paymentSession?paymentMethodId=DW_APPLE_PAY&referer=not%20a%20url'), 400, 'API400');
    expectError(await s.get('/cart/v1/paymentSession?paymentMethod=klarna'), 400, 'PYT400');
  });
});

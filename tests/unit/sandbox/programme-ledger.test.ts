/**
 * The programme ledgers (src/sandbox/cart/ledger.ts) over HTTP: loyalty points taken by a voucher
 * and earned by an order, never spent twice, given back by a failed 3-D Secure authentication
 * and by a cancellation; the athlete credit, and employee and prosumer spend, moving with orders.
 * One seeded sandbox: every test reads its figures before and after, so order doesn't matter.
 */
import { describe, expect, it } from 'vitest';
import { TEST_ACCOUNTS } from '../../../src/sandbox/auth/test-data.ts';
import { sandboxClient } from './auth-helpers.ts';
import { BOOT, expectError, GB_ADDRESS, ok, signedInShopper, US_ADDRESS, VISA, type Shopper } from './cart-helpers.ts';
import { useSandbox } from './sandbox-harness.ts';

const harness = useSandbox();
const api = sandboxClient(() => harness.sandbox.url);
const cents = (amount: number): number => Math.round(amount * 100);

/** A new account that joins loyalty: a member's ledger opens at 5,000 points, seeded or not. */
async function newMember(): Promise<string> {
  const email = `member-${Math.random().toString(36).slice(2, 10)}@example.test`;
  const guest = await api.guest();
  ok(await api.post('/consumers-v3/auth/signup', { firstName: 'Robin', lastName: 'Hiker', email, password: 'Summit-Pass-1', isTermsConfirmed: true }, { token: guest.accessToken }));
  const s = await signedInShopper(api, email);
  ok(await s.put('/consumers-v3/consumer', { consumerProfile: { consumerDetails: { birthDate: '1990-05-01' }, enrollments: [{ type: 'Loyalty', optin: true }] } }));
  return email;
}

/** The shopper's one open cart, emptied, with a boot, addresses and a card (or the given card). */
async function ready(s: Shopper, { address = US_ADDRESS as Record<string, unknown>, card = VISA.cardNumber, qty = 1 } = {}): Promise<any> {
  const cart = await s.cart();
  for (const line of cart.items.filter((i: any) => !i.bonus)) ok(await s.del('/cart/v1/item', { cartId: cart.id, itemId: line.id }));
  for (const i of cart.payment_instruments) ok(await s.del(`/cart/v1/cart/${cart.id}/paymentInstruments`, { payment_instrument_id: i.payment_instrument_id }));
  await s.add(cart.id, { productId: BOOT, qty });
  ok(await s.post(`/cart/v2/cart/${cart.id}/shippingAddress`, { address: [address] }));
  ok(await s.post(`/cart/v1/cart/${cart.id}/billingAddress`, address));
  const paid = await s.post(`/cart/v1/cart/${cart.id}/paymentInstruments`, { payment_method_id: 'CREDIT_CARD', paymentCard: { ...VISA, cardNumber: card } });
  ok(paid);
  return paid.body;
}

const place = (s: Shopper, cartId: string) => s.put('/cart/v2/checkout/order', { cartId, paymentMethod: { code: 'CREDIT_CARD' } });
const patch = (s: Shopper, orderNumber: string, threeDS2Result: string) => s.patch(`/cart/v2/checkout/order/${orderNumber}`, { paymentMethod: { code: 'CREDIT_CARD', additionalData: { threeDS2Result } } });
const cancel = (s: Shopper, orderNumber: string) => s.post('/consumers-v3/consumer/CancelOrder', { orderNumber, reason: 'ORDERED_BY_MISTAKE' });

/** The balance every reader answers; they must agree. */
async function points(s: Shopper, cartId?: string): Promise<number> {
  const vouchers = await s.get('/consumers-v3/consumer/loyalty/vouchers');
  ok(vouchers);
  const profile = await s.get('/consumers-v3/consumer?includeLoyaltySummary=true');
  ok(profile);
  expect(profile.body.consumerProfile.loyaltySummary.points.balance).toBe(vouchers.body.currentLoyaltyPoints);
  if (cartId) {
    const methods = await s.get(`/cart/v1/cart/${cartId}/paymentMethods`);
    const loyalty = methods.body.applicablePaymentMethods.find((m: any) => m.id === 'LOYALTY_POINTS');
    expect(loyalty.currentLoyaltyPoints).toBe(vouchers.body.currentLoyaltyPoints);
  }
  return vouchers.body.currentLoyaltyPoints;
}

/** Earn rule: 1 point per whole 1.00 of merchandise, less what the points paid. */
const earnedBy = (order: any, paidByPoints: number): number => Math.floor((cents(order.totals.itemTotal) - cents(paidByPoints)) / 100);

async function details(s: Shopper): Promise<any> {
  const profile = await s.get('/consumers-v3/consumer');
  ok(profile);
  return profile.body.consumerProfile.consumerDetails;
}

describe('loyalty points ledger', () => {
  it('takes the voucher’s points when the order is placed and credits the points it earns', async () => {
    const s = await signedInShopper(api, TEST_ACCOUNTS.loyalty.email);
    const cart = await ready(s);
    const before = await points(s, cart.id);
    expect(before).toBe(5000);
    const withVoucher = await s.put(`/cart/v1/cart/${cart.id}/reward`, { appliedLoyaltyVoucher: 500 });
    ok(withVoucher);
    expect(withVoucher.body.payment_instruments.find((i: any) => i.payment_method_id === 'LOYALTY_POINTS')).toMatchObject({ points: 500, amount: 5 });
    const placed = await place(s, cart.id);
    ok(placed);
    expect(placed.body.status).toBe('created');
    const earned = earnedBy(placed.body, 5);
    expect(earned).toBeGreaterThan(0);
    expect(await points(s)).toBe(before - 500 + earned);
    const entries = harness.sandbox.db.prepare("SELECT kind, amount FROM programme_ledger WHERE order_number = ? AND programme = 'points' ORDER BY id").all(placed.body.orderNumber);
    expect(entries.map((e: any) => ({ ...e }))).toEqual([
      { kind: 'redeem', amount: -500 },
      { kind: 'earn', amount: earned },
    ]);
    // The vouchers follow the balance.
    const next = await ready(s);
    const methods = await s.get(`/cart/v1/cart/${next.id}/paymentMethods`);
    const loyalty = methods.body.applicablePaymentMethods.find((m: any) => m.id === 'LOYALTY_POINTS');
    expect(loyalty.currentLoyaltyPoints).toBe(before - 500 + earned);
  });

  it('never spends the same points twice: two carts racing with the whole balance, then a new cart (REW401)', async () => {
    const email = await newMember();
    const s = await signedInShopper(api, email);
    const gb = await signedInShopper(api, email, 'CAIRN_EN_GB');
    const us = await ready(s);
    const uk = await ready(gb, { address: GB_ADDRESS });
    const balance = await points(s, us.id);
    expect(balance).toBe(5000);
    const all = Math.floor(balance / 100) * 100;
    ok(await s.put(`/cart/v1/cart/${us.id}/reward`, { appliedLoyaltyVoucher: { points: all } }));
    ok(await gb.put(`/cart/v1/cart/${uk.id}/reward`, { appliedLoyaltyVoucher: { points: all } }));
    const [first, second] = await Promise.all([place(s, us.id), place(gb, uk.id)]);
    const answers = [first, second];
    const won = answers.filter((a) => a.status === 200);
    expect(won).toHaveLength(1);
    const lost = answers.find((a) => a.status !== 200)!;
    expect(lost.status).toBe(403);
    expect(lost.body.errorDetails[0].errorId).toBe('REW401');
    const winner = won[0]!.body;
    const paid = winner.payment_instruments.find((i: any) => i.payment_method_id === 'LOYALTY_POINTS').amount;
    const left = balance - all + earnedBy(winner, paid);
    expect(await points(s)).toBe(left);
    expect(left).toBeLessThan(all);
    // A new cart can't hold those points any more.
    const again = await ready(s);
    expectError(await s.put(`/cart/v1/cart/${again.id}/reward`, { appliedLoyaltyVoucher: { points: all } }), 403, 'REW401');
    const loser = winner.cartId === us.id ? { shopper: gb, cart: uk } : { shopper: s, cart: us };
    // The losing cart stays open: without the points it can be ordered.
    ok(await loser.shopper.put(`/cart/v1/cart/${loser.cart.id}/reward`, { appliedLoyaltyVoucher: null }));
    ok(await place(loser.shopper, loser.cart.id));
  });

  it('takes the points while 3-D Secure is pending, gives them back when it fails, and credits the earned points when it succeeds', async () => {
    const email = await newMember();
    const s = await signedInShopper(api, email);
    const failing = await ready(s, { card: '4000008400001629' });
    const before = await points(s);
    ok(await s.put(`/cart/v1/cart/${failing.id}/reward`, { appliedLoyaltyVoucher: 500 }));
    const pending = await place(s, failing.id);
    expect(pending.body.status).toBe('pending_authentication');
    expect(await points(s)).toBe(before - 500);
    expectError(await patch(s, pending.body.orderNumber, 'Y'), 402, 'PAY401');
    expect(await points(s)).toBe(before);

    const passing = await ready(s, { card: '4000000000003220' });
    ok(await s.put(`/cart/v1/cart/${passing.id}/reward`, { appliedLoyaltyVoucher: 500 }));
    const challenged = await place(s, passing.id);
    expect(challenged.body.status).toBe('pending_authentication');
    expect(await points(s)).toBe(before - 500);
    const done = await patch(s, challenged.body.orderNumber, 'Y');
    expect(done.body.status).toBe('created');
    expect(await points(s)).toBe(before - 500 + earnedBy(done.body, 5));
  });

  it('gives the points back on a cancelled order and removes the points it earned', async () => {
    const email = await newMember();
    const s = await signedInShopper(api, email);
    const cart = await ready(s);
    const before = await points(s);
    ok(await s.put(`/cart/v1/cart/${cart.id}/reward`, { appliedLoyaltyVoucher: 1000 }));
    const placed = await place(s, cart.id);
    ok(placed);
    expect(await points(s)).toBe(before - 1000 + earnedBy(placed.body, 10));
    ok(await cancel(s, placed.body.orderNumber));
    expect(await points(s)).toBe(before);
    expectError(await cancel(s, placed.body.orderNumber), 409, 'ORD409');
    expect(await points(s)).toBe(before);
  });

  it('refuses to authenticate a pending order that was cancelled meanwhile, and gives everything back once', async () => {
    const email = await newMember();
    const s = await signedInShopper(api, email);
    const cart = await ready(s, { card: '4000000000003220' });
    const before = await points(s);
    ok(await s.put(`/cart/v1/cart/${cart.id}/reward`, { appliedLoyaltyVoucher: 500 }));
    const pending = await place(s, cart.id);
    expect(await points(s)).toBe(before - 500);
    ok(await cancel(s, pending.body.orderNumber));
    expect(await points(s)).toBe(before);
    expectError(await patch(s, pending.body.orderNumber, 'Y'), 409, 'ORD409');
    expect(await points(s)).toBe(before);
  });
});

describe('athlete credit', () => {
  it('spends the credit with ATHLETES_PAYMENT, so the next cart has less left; a cancel gives it back', async () => {
    const s = await signedInShopper(api, TEST_ACCOUNTS.athlete.email);
    expect((await details(s)).athlete).toEqual({ currentSpend: 200, annualCredit: 500, currency: 'USD' });
    const cart = await ready(s);
    const paying = await s.post(`/cart/v1/cart/${cart.id}/paymentInstruments`, { payment_method_id: 'ATHLETES_PAYMENT' });
    ok(paying);
    const athlete = paying.body.payment_instruments.find((i: any) => i.payment_method_id === 'ATHLETES_PAYMENT');
    const spent = athlete.payableAmount;
    expect(spent).toBe(paying.body.totals.total);
    const placed = await place(s, cart.id);
    ok(placed);
    expect((await details(s)).athlete.currentSpend).toBeCloseTo(200 + spent, 2);

    const next = await ready(s);
    const again = await s.post(`/cart/v1/cart/${next.id}/paymentInstruments`, { payment_method_id: 'ATHLETES_PAYMENT' });
    const left = again.body.payment_instruments.find((i: any) => i.payment_method_id === 'ATHLETES_PAYMENT');
    expect(left.payableAmount + left.remainingAmount).toBeCloseTo(300 - spent, 2);

    ok(await cancel(s, placed.body.orderNumber));
    expect((await details(s)).athlete.currentSpend).toBe(200);
    const restored = await s.get(`/cart/v1/cart/${next.id}`);
    const full = restored.body.payment_instruments.find((i: any) => i.payment_method_id === 'ATHLETES_PAYMENT');
    expect(full.payableAmount + full.remainingAmount).toBeCloseTo(300, 2);
  });

  it('gives the credit back when 3-D Secure fails', async () => {
    const s = await signedInShopper(api, TEST_ACCOUNTS.athlete.email);
    const before = (await details(s)).athlete.currentSpend;
    const cart = await ready(s, { card: '4000008400001629', qty: 3 });
    const paying = await s.post(`/cart/v1/cart/${cart.id}/paymentInstruments`, { payment_method_id: 'ATHLETES_PAYMENT' });
    expect(paying.body.totals.remainingToPay).toBeGreaterThan(0);
    const payable = paying.body.payment_instruments.find((i: any) => i.payment_method_id === 'ATHLETES_PAYMENT').payableAmount;
    const pending = await place(s, cart.id);
    expect(pending.body.status).toBe('pending_authentication');
    expect((await details(s)).athlete.currentSpend).toBeCloseTo(before + payable, 2);
    expectError(await patch(s, pending.body.orderNumber, 'N'), 402, 'PAY401');
    expect((await details(s)).athlete.currentSpend).toBe(before);
  });
});

describe('employee and prosumer spend', () => {
  it('grows an employee’s currentSpend with the order’s merchandise, and shrinks it back on cancel', async () => {
    const s = await signedInShopper(api, TEST_ACCOUNTS.employee.email);
    const before = await details(s);
    expect(before.employee).toMatchObject({ currentSpend: 350, annualCap: 2000 });
    const cart = await ready(s);
    const placed = await place(s, cart.id);
    ok(placed);
    const after = await details(s);
    expect(cents(after.employee.currentSpend)).toBe(35_000 + cents(placed.body.totals.itemTotal));
    ok(await cancel(s, placed.body.orderNumber));
    expect((await details(s)).employee.currentSpend).toBe(350);
  });

  it('counts a WRANX member’s orders against the prosumer cap, only once 3-D Secure passes', async () => {
    const s = await signedInShopper(api, TEST_ACCOUNTS.wranx.email);
    expect((await details(s)).prosumer).toMatchObject({ currentSpend: 600, annualCap: 1500, identityType: 'WRANX' });
    const cart = await ready(s, { card: '4000000000003220' });
    const pending = await place(s, cart.id);
    expect((await details(s)).prosumer.currentSpend).toBe(600);
    const done = await patch(s, pending.body.orderNumber, 'Y');
    expect(done.body.status).toBe('created');
    expect(cents((await details(s)).prosumer.currentSpend)).toBe(60_000 + cents(done.body.totals.itemTotal));
  });
});

/**
 * Cancelling an order gives back everything it took (issue 12; the sandbox's CancelOrder,
 * src/sandbox/consumer/purchases.ts cancelPurchase → src/sandbox/cart/orders.ts
 * giveBackCancelledOrder): the stock, the gift card balances, the loyalty points (taken and
 * earned), and the programme spend; once only. Orders are placed through the sandbox's checkout,
 * so these are the orders the storefront's checkout makes; they appear in the purchase history.
 */
import { describe, expect, it } from 'vitest';
import { TEST_ACCOUNTS } from '../../../src/sandbox/auth/test-data.ts';
import { ledgerFigure, LOYALTY_OPENING_POINTS } from '../../../src/sandbox/cart/ledger.ts';
import { sandboxClient } from '../sandbox/auth-helpers.ts';
import { BOOT, expectError, ok, signedInShopper, US_ADDRESS, VISA, type Shopper } from '../sandbox/cart-helpers.ts';
import { useSandbox } from '../sandbox/sandbox-harness.ts';

const h = useSandbox();
const api = sandboxClient(() => h.sandbox.url);

/** 6006491111111111 holds 50.00 (docs/sandbox.md); this file's sandbox is its own. */
const GIFT_CARD = '6006491111111111';
const CHALLENGE_CARD = '4000000000003220';

const giftCardCents = (): number => (h.sandbox.db.prepare('SELECT balance FROM gift_cards WHERE number = ?').get(GIFT_CARD) as { balance: number }).balance;
const stock = (variant: string): number => (h.sandbox.db.prepare('SELECT quantity FROM inventory WHERE variant_id = ?').get(variant) as { quantity: number }).quantity;
const consumerNo = (email: string): string => (h.sandbox.db.prepare('SELECT consumer_no FROM accounts WHERE lower(email) = lower(?)').get(email) as { consumer_no: string }).consumer_no;

/** A new account in the loyalty programme (the ledger opens at LOYALTY_OPENING_POINTS). */
async function newLoyaltyMember(): Promise<{ shopper: Shopper; email: string }> {
  const email = `cancel-${Math.random().toString(36).slice(2, 10)}@example.test`;
  const guest = await api.guest();
  ok(await api.post('/consumers-v3/auth/signup', { firstName: 'Robin', lastName: 'Hiker', email, password: 'Summit-Pass-1', isTermsConfirmed: true }, { token: guest.accessToken }));
  const shopper = await signedInShopper(api, email);
  ok(await shopper.put('/consumers-v3/consumer', { consumerProfile: { consumerDetails: { birthDate: '1990-05-01' }, enrollments: [{ type: 'Loyalty', optin: true }] } }));
  return { shopper, email };
}

/** A cart with `qty` boots, US addresses, the gift card, then a card for the rest. */
async function cartPaidWith(s: Shopper, { qty = 2, card = VISA.cardNumber, points = 0 } = {}): Promise<string> {
  const cart = await s.cart();
  await s.add(cart.id, { productId: BOOT, qty });
  ok(await s.post(`/cart/v2/cart/${cart.id}/shippingAddress`, { address: [US_ADDRESS] }));
  ok(await s.post(`/cart/v1/cart/${cart.id}/billingAddress`, US_ADDRESS));
  ok(await s.post(`/cart/v1/cart/${cart.id}/paymentInstruments`, { payment_method_id: 'GIFT_CARD', giftCard: { cardNumber: GIFT_CARD, pin: '1234' } }));
  if (points) ok(await s.put(`/cart/v1/cart/${cart.id}/reward`, { appliedLoyaltyVoucher: points }));
  ok(await s.post(`/cart/v1/cart/${cart.id}/paymentInstruments`, { payment_method_id: 'CREDIT_CARD', paymentCard: { ...VISA, cardNumber: card } }));
  return cart.id;
}

const place = (s: Shopper, cartId: string) => s.put('/cart/v2/checkout/order', { cartId, paymentMethod: { code: 'CREDIT_CARD' } }, { 'idempotency-key': `k-${cartId}` });
const cancel = (s: Shopper, orderNumber: string) => s.post('/consumers-v3/consumer/CancelOrder', { orderNumber, reason: 'ORDERED_BY_MISTAKE' });

describe('cancelling an order gives back what it took', () => {
  it('gives back the stock, the gift card balance and the loyalty points, once', async () => {
    const { shopper, email } = await newLoyaltyMember();
    const member = consumerNo(email);
    const before = { stock: stock(BOOT), giftCard: giftCardCents(), points: ledgerFigure(h.sandbox.db, member, 'points') };
    expect(before.points).toBe(LOYALTY_OPENING_POINTS);
    expect(before.giftCard).toBe(5000);

    const placed = await place(shopper, await cartPaidWith(shopper, { points: 500 }));
    ok(placed);
    const orderNumber: string = placed.body.orderNumber;
    expect(stock(BOOT)).toBe(before.stock - 2);
    expect(giftCardCents()).toBe(0);
    const afterOrder = ledgerFigure(h.sandbox.db, member, 'points');
    // 500 taken by the voucher, and the order earned some.
    expect(afterOrder).toBeGreaterThan(before.points - 500);

    // The checkout's order is in the purchase history, processing, and can be cancelled.
    const history = await shopper.post('/consumers-v3/consumer/purchasehistory', {});
    ok(history);
    expect(history.body.orders[0]).toMatchObject({ orderNumber, status: 'processing', totalUnits: placed.body.totals.totalUnits });
    const detail = await shopper.get(`/consumers-v3/consumer/purchase/${orderNumber}`);
    expect(detail.body).toMatchObject({ orderNumber, status: 'processing', canCancel: true });

    const cancelled = await cancel(shopper, orderNumber);
    ok(cancelled);
    expect(cancelled.body).toMatchObject({ orderNumber, status: 'cancelled', canCancel: false });
    expect(stock(BOOT)).toBe(before.stock);
    expect(giftCardCents()).toBe(before.giftCard);
    expect(ledgerFigure(h.sandbox.db, member, 'points')).toBe(before.points);
    const profile = await shopper.get('/consumers-v3/consumer?includeLoyaltySummary=true');
    expect(profile.body.consumerProfile.loyaltySummary.points.balance).toBe(before.points);

    // Once: a second cancel is refused and gives nothing back twice.
    expectError(await cancel(shopper, orderNumber), 409, 'ORD409');
    expect(stock(BOOT)).toBe(before.stock);
    expect(giftCardCents()).toBe(before.giftCard);
    expect(ledgerFigure(h.sandbox.db, member, 'points')).toBe(before.points);
    // The history shows it cancelled; it has no invoice any more.
    const after = await shopper.post('/consumers-v3/consumer/purchasehistory', {});
    expect(after.body.orders[0]).toMatchObject({ orderNumber, status: 'cancelled' });
  });

  it('gives back the employee’s programme spend', async () => {
    const employee = await signedInShopper(api, TEST_ACCOUNTS.employee.email);
    const id = consumerNo(TEST_ACCOUNTS.employee.email);
    const cart = await employee.cart();
    await employee.add(cart.id, { productId: BOOT, qty: 1 });
    ok(await employee.post(`/cart/v2/cart/${cart.id}/shippingAddress`, { address: [US_ADDRESS] }));
    ok(await employee.post(`/cart/v1/cart/${cart.id}/billingAddress`, US_ADDRESS));
    ok(await employee.post(`/cart/v1/cart/${cart.id}/paymentInstruments`, { payment_method_id: 'CREDIT_CARD', paymentCard: VISA }));
    const spend = ledgerFigure(h.sandbox.db, id, 'employee');
    const placed = await place(employee, cart.id);
    ok(placed);
    expect(ledgerFigure(h.sandbox.db, id, 'employee')).toBeGreaterThan(spend);
    ok(await cancel(employee, placed.body.orderNumber));
    expect(ledgerFigure(h.sandbox.db, id, 'employee')).toBe(spend);
  });

  it('gives back the gift card and stock of an order still waiting for 3-D Secure, which then cannot be authenticated', async () => {
    const { shopper } = await newLoyaltyMember();
    const before = { stock: stock(BOOT), giftCard: giftCardCents() };
    const pending = await place(shopper, await cartPaidWith(shopper, { qty: 1, card: CHALLENGE_CARD }));
    ok(pending);
    expect(pending.body.status).toBe('pending_authentication');
    expect(giftCardCents()).toBe(0);
    expect(stock(BOOT)).toBe(before.stock - 1);
    const cancelled = await cancel(shopper, pending.body.orderNumber);
    ok(cancelled);
    expect(cancelled.body.status).toBe('cancelled');
    expect(giftCardCents()).toBe(before.giftCard);
    expect(stock(BOOT)).toBe(before.stock);
    const patched = await shopper.patch(`/cart/v2/checkout/order/${pending.body.orderNumber}`, { paymentMethod: { code: 'CREDIT_CARD', additionalData: { threeDS2Result: 'Y' } } });
    expectError(patched, 409, 'ORD409');
    expect(giftCardCents()).toBe(before.giftCard);
  });
});

/**
 * A guest's order joins the account signed in to with its number and security token
 * (src/sandbox/cart/order-attach.ts): only the signing-in guest's own order, only with the
 * right st; the account then owns it (purchase history, readOrder) and the guest no longer does.
 */
import { describe, expect, it } from 'vitest';
import { sandboxClient } from './auth-helpers.ts';
import { expectError, guestShopper, ok, type Shopper } from './cart-helpers.ts';
import { useSandbox } from './sandbox-harness.ts';

const harness = useSandbox();
const api = sandboxClient(() => harness.sandbox.url);
const PASSWORD = 'Trail-Mix-42';
let n = 0;

/** A guest with a placed order: its number and st. */
async function guestOrder(): Promise<{ guest: Shopper; orderNumber: string; st: string }> {
  const guest = await guestShopper(api);
  const cart = await guest.readyCart();
  const placed = await guest.put('/cart/v2/checkout/order', { cartId: cart.id, paymentMethod: { code: 'CREDIT_CARD' } }, { 'idempotency-key': `attach-${Date.now()}-${n++}` });
  ok(placed);
  return { guest, orderNumber: placed.body.orderNumber, st: placed.body.st };
}

async function newAccount(): Promise<string> {
  const email = `attach-${Date.now()}-${n++}@example.test`;
  ok(await api.post('/consumers-v3/auth/signup', { firstName: 'Robin', lastName: 'Hiker', email, password: PASSWORD, isTermsConfirmed: true }));
  return email;
}

const readOrder = (token: string, orderNumber: string, st: string) => api.get(`/cart/v2/checkout/order/${orderNumber}?st=${encodeURIComponent(st)}`, { token });
const history = async (token: string): Promise<string[]> => {
  const answer = await api.post('/consumers-v3/consumer/purchasehistory', {}, { token });
  ok(answer);
  return answer.body.orders.map((o: { orderNumber: string }) => o.orderNumber);
};

describe('attaching a guest order at sign-in (orderNo, st, action postLogin)', () => {
  it("moves the signing-in guest's order to the account: purchase history and readOrder", async () => {
    const { guest, orderNumber, st } = await guestOrder();
    ok(await readOrder(guest.token, orderNumber, st));
    const email = await newAccount();
    const tokens = await api.signIn(email, PASSWORD, { orderNo: orderNumber, st, action: 'postLogin' }, { token: guest.token });
    expect(await history(tokens.accessToken)).toEqual([orderNumber]);
    const read = await readOrder(tokens.accessToken, orderNumber, st);
    ok(read);
    expect(read.body.orderNumber).toBe(orderNumber);
    // Stored body and column agree: the sandbox's own record names the account.
    const row = harness.sandbox.db.prepare('SELECT owner, body FROM orders WHERE order_number = ?').get(orderNumber) as { owner: string; body: string };
    expect(row.owner).toBe(tokens.consumerNo);
    expect(JSON.parse(row.body).owner).toBe(tokens.consumerNo);
  });

  it('attaches nothing with a wrong st, and the sign-in still succeeds', async () => {
    const { guest, orderNumber, st } = await guestOrder();
    const email = await newAccount();
    const tokens = await api.signIn(email, PASSWORD, { orderNo: orderNumber, st: `${st}x`, action: 'postLogin' }, { token: guest.token });
    expect(tokens.accessToken).toBeTruthy();
    expect(await history(tokens.accessToken)).toEqual([]);
    expectError(await readOrder(tokens.accessToken, orderNumber, st), 404, 'OHS4004');
    const row = harness.sandbox.db.prepare('SELECT owner FROM orders WHERE order_number = ?').get(orderNumber) as { owner: string };
    expect(row.owner).not.toBe(tokens.consumerNo);
  });

  it("never takes another guest's order, even with its number and st", async () => {
    const { guest: owner, orderNumber, st } = await guestOrder();
    const intruder = await guestShopper(api);
    const email = await newAccount();
    const tokens = await api.signIn(email, PASSWORD, { orderNo: orderNumber, st, action: 'postLogin' }, { token: intruder.token });
    expect(await history(tokens.accessToken)).toEqual([]);
    ok(await readOrder(owner.token, orderNumber, st));
  });

  it('attaches nothing without the guest token, and an attached order cannot move again', async () => {
    const { guest, orderNumber, st } = await guestOrder();
    const email = await newAccount();
    const bare = await api.signIn(email, PASSWORD, { orderNo: orderNumber, st, action: 'postLogin' });
    expect(await history(bare.accessToken)).toEqual([]);

    const first = await api.signIn(email, PASSWORD, { orderNo: orderNumber, st, action: 'postLogin' }, { token: guest.token });
    expect(await history(first.accessToken)).toEqual([orderNumber]);
    const other = await newAccount();
    const second = await api.signIn(other, PASSWORD, { orderNo: orderNumber, st, action: 'postLogin' }, { token: (await api.guest()).accessToken });
    expect(await history(second.accessToken)).toEqual([]);
    ok(await readOrder(first.accessToken, orderNumber, st));
  });
});

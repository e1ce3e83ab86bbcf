/**
 * The checkout's first state on the server (issue 15; src/lib/checkout/first-state.ts): no basket
 * or an empty or ordered one goes back to the cart; a basket whose URL step is shipping (or can
 * only be shipping) is read with the form's helpers (countries, the form country's rules, a
 * member's profile) on short deadlines, a reachable summary from the basket alone; billing, or any
 * failed read, is left to the island.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { BffRequest } from '../../../src/lib/bff/auth-session.ts';

type Outcome = { ok: true; data: unknown } | { ok: false; status: number } | Error;
const session: { basketId?: string; state?: { consumerType: string; isAthlete?: boolean } } = {};
const calls: Array<{ id: string; input: unknown; timeoutMs: number | undefined }> = [];
const answers = new Map<string, Outcome>();

const answer = async (id: string, input: unknown, timeoutMs: number | undefined) => {
  calls.push({ id, input, timeoutMs });
  const out = answers.get(id);
  if (out instanceof Error) throw out;
  return out ?? { ok: false, status: 500 };
};

vi.mock('../../../src/lib/bff/broker.ts', () => ({
  authBroker: {
    serverSide: () => ({ basketId: session.basketId }),
    read: () => ({ state: session.state }),
    callForShopper: (_req: unknown, contract: { id: string }, input: unknown, timeoutMs: number) => answer(contract.id, input, timeoutMs),
  },
}));
vi.mock('../../../src/lib/bff/contract-client.ts', () => ({
  callContract: (_transport: unknown, contract: { id: string }, input: unknown, ctx: { timeoutMs?: number }) => answer(contract.id, input, ctx.timeoutMs),
}));
vi.mock('../../../src/lib/bff/gateway.ts', () => ({ callGateway: () => undefined }));
vi.mock('../../../src/lib/log/logger.ts', () => ({ log: () => undefined }));

const { firstCheckoutState, FIRST_CHECKOUT_READ_TIMEOUT_MS, FIRST_FORM_READ_TIMEOUT_MS } = await import('../../../src/lib/checkout/first-state.ts');

const req = { site: { country: 'us', siteId: 'CAIRN-US' }, correlationId: 'c' } as unknown as BffRequest;
const address = { firstName: 'Alex', lastName: 'Rivera', addressLine1: '12 Rue de Rivoli', city: 'Paris', postalCode: '75001', country: 'FR', email: 'alex@example.com' };
const cart = (extra: Record<string, unknown> = {}) => ({
  basketId: 'B1',
  state: 'open',
  currency: 'USD',
  items: [{ itemId: 'I1', bonus: false, shippingOptions: { selected: 'standard' } }],
  totals: { remainingToPay: 100, total: 100 },
  payment_instruments: [],
  ...extra,
});
const countries = { ok: true as const, data: { locale: 'en-us', countries: [{ code: 'US', name: 'United States', dialCode: '+1', value: '+1', mask: '(XXX) XXX - XXXX' }, { code: 'FR', name: 'France', dialCode: '+33', value: '+33' }] } };
const rules = { ok: true as const, data: { countryCode: 'US', locale: 'en-us', rules: [{ field: 'postalCode', required: true, maxLength: 10 }] } };
const run = (wanted: 'shipping' | 'billing' | 'summary' = 'shipping') => firstCheckoutState({ req, wanted, locale: 'en-us', correlationId: 'c' });

beforeEach(() => {
  session.basketId = 'B1';
  session.state = { consumerType: 'GUEST' };
  calls.length = 0;
  answers.clear();
  answers.set('utilities.countryList', countries);
  answers.set('utilities.addressRules', rules);
});

describe('firstCheckoutState', () => {
  it('sends a shopper without a basket, or with an empty or ordered one, back to the cart', async () => {
    delete session.basketId;
    expect(await run()).toEqual({ kind: 'empty' });
    expect(calls).toEqual([]);
    session.basketId = 'B1';
    answers.set('cart.get', { ok: true, data: cart({ items: [] }) });
    expect(await run()).toEqual({ kind: 'empty' });
    answers.set('cart.get', { ok: true, data: cart({ state: 'ordered' }) });
    expect(await run()).toEqual({ kind: 'empty' });
  });

  it("reads a guest's basket, the countries and the site country's rules for the shipping step, each on its deadline", async () => {
    answers.set('cart.get', { ok: true, data: cart() });
    const first = await run();
    expect(first).toEqual({
      kind: 'shipping',
      cart: cart(),
      signedIn: false,
      isAthlete: false,
      email: undefined,
      countries: [
        { code: 'US', name: 'United States', dialCode: '+1', mask: '(XXX) XXX - XXXX' },
        { code: 'FR', name: 'France', dialCode: '+33' },
      ],
      rules: { country: 'US', rules: rules.data.rules },
      book: [],
      storeNames: {},
    });
    expect(calls).toEqual([
      { id: 'cart.get', input: { params: { basketId: 'B1' }, query: {} }, timeoutMs: FIRST_CHECKOUT_READ_TIMEOUT_MS },
      { id: 'utilities.countryList', input: { query: { locale: 'en-us' } }, timeoutMs: FIRST_FORM_READ_TIMEOUT_MS },
      { id: 'utilities.addressRules', input: { query: { countryCode: 'US', locale: 'en-us' } }, timeoutMs: FIRST_FORM_READ_TIMEOUT_MS },
    ]);
    expect(FIRST_FORM_READ_TIMEOUT_MS).toBeLessThan(FIRST_CHECKOUT_READ_TIMEOUT_MS);
  });

  it("reads the rules of the cart's address's country, and a member's email and address book (main first)", async () => {
    session.state = { consumerType: 'REGISTERED', isAthlete: true };
    answers.set('cart.get', { ok: true, data: cart({ shippingAddress: address }) });
    const book = [
      { addressId: 'A1', approachType: 'B', main: false, ...address },
      { addressId: 'A2', approachType: 'S', main: true, ...address },
    ];
    answers.set('consumer.profile', { ok: true, data: { consumerProfile: { consumerDetails: { email: 'member@cairn.test', address: book } } } });
    const first = await run();
    expect(first).toMatchObject({ kind: 'shipping', signedIn: true, isAthlete: true, email: 'member@cairn.test', rules: { country: 'FR' } });
    expect(first.kind === 'shipping' && first.book.map((a) => a.addressId)).toEqual(['A2', 'A1']);
    expect(calls.find((c) => c.id === 'utilities.addressRules')?.input).toEqual({ query: { countryCode: 'FR', locale: 'en-us' } });
    expect(calls.find((c) => c.id === 'consumer.profile')?.timeoutMs).toBe(FIRST_FORM_READ_TIMEOUT_MS);
  });

  it('names the stores of pickup lines, and leaves them to the island when the stores cannot be read', async () => {
    const pickup = { itemId: 'I2', bonus: false, storeId: '1001', shippingOptions: { selected: 'pickup' } };
    answers.set('cart.get', { ok: true, data: cart({ items: [cart().items[0], pickup] }) });
    answers.set('utilities.stores', { ok: true, data: { stores: [{ storeId: '1001', storeName: 'Cairn Boulder Flagship' }, { storeId: '1002', storeName: 'Elsewhere' }] } });
    expect(await run()).toMatchObject({ kind: 'shipping', storeNames: { '1001': 'Cairn Boulder Flagship' } });
    expect(calls.find((c) => c.id === 'utilities.stores')?.timeoutMs).toBe(FIRST_FORM_READ_TIMEOUT_MS);
    answers.set('utilities.stores', { ok: false, status: 503 });
    expect(await run()).toMatchObject({ kind: 'shipping', storeNames: {} });
  });

  it('renders shipping for a later step the basket cannot reach yet, the summary when it can, and leaves billing to the island', async () => {
    answers.set('cart.get', { ok: true, data: cart() });
    expect(await run('summary')).toMatchObject({ kind: 'shipping' });
    answers.set('cart.get', { ok: true, data: cart({ shippingAddress: address }) });
    expect(await run('billing')).toEqual({ kind: 'client', reason: 'step' });
    // A pickup-only basket needs no address: billing is reachable at once.
    answers.set('cart.get', { ok: true, data: cart({ items: [{ itemId: 'I1', bonus: false, shippingOptions: { selected: 'pickup' } }] }) });
    expect(await run('billing')).toEqual({ kind: 'client', reason: 'step' });
    // Summary without a payment is billing's: the island's. With everything chosen, the summary from the basket alone.
    answers.set('cart.get', { ok: true, data: cart({ shippingAddress: address, billingAddress: address }) });
    expect(await run('summary')).toEqual({ kind: 'client', reason: 'step' });
    const ready = cart({ shippingAddress: address, billingAddress: address, totals: { remainingToPay: 0, total: 100 } });
    answers.set('cart.get', { ok: true, data: ready });
    session.state = { consumerType: 'REGISTERED', isAthlete: false };
    calls.length = 0;
    expect(await run('summary')).toEqual({ kind: 'summary', cart: ready, signedIn: true, isAthlete: false });
    expect(calls.map((c) => c.id)).toEqual(['cart.get']);
  });

  it('leaves it to the island when any read fails or throws (a deadline passed)', async () => {
    answers.set('cart.get', { ok: false, status: 404 });
    expect(await run()).toEqual({ kind: 'client', reason: 'unread' });
    answers.set('cart.get', new Error('The operation was aborted due to timeout'));
    expect(await run()).toEqual({ kind: 'client', reason: 'unread' });
    answers.set('cart.get', { ok: true, data: cart() });
    answers.set('utilities.countryList', new Error('timeout'));
    expect(await run()).toEqual({ kind: 'client', reason: 'unread' });
    answers.set('utilities.countryList', countries);
    answers.set('utilities.addressRules', { ok: false, status: 503 });
    expect(await run()).toEqual({ kind: 'client', reason: 'unread' });
    answers.set('utilities.addressRules', rules);
    session.state = { consumerType: 'REGISTERED' };
    answers.set('consumer.profile', { ok: false, status: 401 });
    expect(await run()).toEqual({ kind: 'client', reason: 'unread' });
  });
});

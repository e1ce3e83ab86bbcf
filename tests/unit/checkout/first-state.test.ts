/**
 * The checkout's first state on the server (issue 15; src/lib/checkout/first-state.ts): no basket
 * or an empty or ordered one goes back to the cart; a basket whose URL step is shipping (or can
 * only be shipping) is read with the form's helpers (countries, the form country's rules, a
 * member's profile) on short deadlines, billing with them and its payment part (the methods, a
 * member's saved cards), a reachable summary from the basket alone; any failed read is left to the
 * island.
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

  it("hands the island the basket without its lines' variants, which no screen reads", async () => {
    const variants = [{ productId: 'P1-09', upc: '123456789012', attributes: { size: '9' }, selected: true }];
    const line = { itemId: 'I1', bonus: false, shippingOptions: { selected: 'standard' }, name: 'Boot' };
    answers.set('cart.get', { ok: true, data: cart({ items: [{ ...line, variants }] }) });
    const first = await run();
    expect(first.kind === 'shipping' && first.cart).toEqual(cart({ items: [line] }));
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

  it('renders shipping for a later step the basket cannot reach yet, billing and the summary when it can', async () => {
    answers.set('cart.get', { ok: true, data: cart() });
    expect(await run('summary')).toMatchObject({ kind: 'shipping' });
    answers.set('cart.get', { ok: true, data: cart({ shippingAddress: address }) });
    answers.set('payments.methods', { ok: true, data: { applicablePaymentMethods: [{ id: 'CREDIT_CARD', name: 'Card', cards: [{ cardType: 'Visa' }] }] } });
    expect(await run('billing')).toMatchObject({ kind: 'billing', methods: [{ id: 'CREDIT_CARD' }], savedCards: [] });
    // A pickup-only basket needs no address: billing is reachable at once.
    answers.set('cart.get', { ok: true, data: cart({ items: [{ itemId: 'I1', bonus: false, shippingOptions: { selected: 'pickup' } }] }) });
    expect(await run('billing')).toMatchObject({ kind: 'billing' });
    // Summary without a payment is billing's. With everything chosen, the summary from the basket alone.
    answers.set('cart.get', { ok: true, data: cart({ shippingAddress: address, billingAddress: address }) });
    expect(await run('summary')).toMatchObject({ kind: 'billing' });
    const ready = cart({ shippingAddress: address, billingAddress: address, totals: { remainingToPay: 0, total: 100 } });
    answers.set('cart.get', { ok: true, data: ready });
    session.state = { consumerType: 'REGISTERED', isAthlete: false };
    calls.length = 0;
    expect(await run('summary')).toEqual({ kind: 'summary', cart: ready, signedIn: true, isAthlete: false });
    expect(calls.map((c) => c.id)).toEqual(['cart.get']);
  });

  it("reads billing's payment part as the shopper: the methods for the basket, a member's usable saved cards (default first); the form's country is the billing address's own", async () => {
    session.state = { consumerType: 'REGISTERED' };
    const other = { ...address, firstName: 'Sam', country: 'US' };
    answers.set('cart.get', { ok: true, data: cart({ shippingAddress: address, billingAddress: other }) });
    answers.set('consumer.profile', { ok: true, data: { consumerProfile: { consumerDetails: { email: 'member@cairn.test', address: [] } } } });
    answers.set('payments.methods', { ok: true, data: { applicablePaymentMethods: [{ id: 'CREDIT_CARD', name: 'Card' }, { id: 'REWARD_CODE', name: 'Reward code' }] } });
    const card = (id: string, extra: Record<string, unknown>) => ({ paymentInstrumentId: id, payment_method_id: 'CREDIT_CARD', default: false, card: { cardType: 'Visa', last4: '1111', expirationMonth: 12, expirationYear: 2034, expired: false }, ...extra });
    answers.set('consumer.paymentInstruments', {
      ok: true,
      data: {
        paymentInstruments: [
          card('old', { card: { cardType: 'Visa', last4: '0002', expirationMonth: 1, expirationYear: 2020, expired: true } }),
          card('second', {}),
          { paymentInstrumentId: 'gift', payment_method_id: 'GIFT_CARD', default: false },
          card('main', { default: true }),
        ],
      },
    });
    const first = await run('billing');
    expect(first).toMatchObject({ kind: 'billing', signedIn: true, email: 'member@cairn.test', rules: { country: 'US' }, methods: [{ id: 'CREDIT_CARD' }, { id: 'REWARD_CODE' }] });
    expect(first.kind === 'billing' && first.savedCards.map((c) => c.paymentInstrumentId)).toEqual(['main', 'second']);
    expect(calls.find((c) => c.id === 'payments.methods')).toMatchObject({ input: { params: { basketId: 'B1' } }, timeoutMs: FIRST_FORM_READ_TIMEOUT_MS });
    expect(calls.find((c) => c.id === 'utilities.addressRules')?.input).toEqual({ query: { countryCode: 'US', locale: 'en-us' } });
    // Without the methods or the saved cards the step would change once the browser read them: the island's.
    answers.set('consumer.paymentInstruments', { ok: false, status: 503 });
    expect(await run('billing')).toEqual({ kind: 'client', reason: 'unread' });
    answers.delete('payments.methods');
    session.state = { consumerType: 'GUEST' };
    expect(await run('billing')).toEqual({ kind: 'client', reason: 'unread' });
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

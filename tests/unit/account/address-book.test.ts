/**
 * The account's address book (issue 12; docs/requirements/account-and-loyalty.md#addresses): grouping by approach type with the main
 * one first, the bodies the form and "make main" send, the gateway's field refusals, the calls,
 * and, against a seeded sandbox, that those bodies are accepted and the one-main-per-type rule
 * holds (the first of a type becomes main, a new main clears the old one, deleting the main one
 * hands main on).
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ConsumerAddress } from '../../../schemas/api/consumer/addresses.ts';
import { addAddress, addressBody, deleteAddress, fieldRefusal, firstOfType, groupByType, makeMainBody, updateAddress } from '../../../src/lib/account/address-book.ts';
import { emptyAddress, fromCartAddress } from '../../../src/lib/checkout/address.ts';
import { stubBffFetch, type Answer, type Call } from '../fake-bff.ts';
import { sandboxClient } from '../sandbox/auth-helpers.ts';
import { ok, shopperSession } from '../sandbox/cart-helpers.ts';
import { useSandbox } from '../sandbox/sandbox-harness.ts';

const address = (over: Partial<ConsumerAddress>): ConsumerAddress => ({
  addressId: 'ADR-1',
  id: 'ADR-1',
  approachType: 'S',
  main: false,
  firstName: 'Robin',
  lastName: 'Hiker',
  email: 'robin@example.test',
  phone: '3035550123',
  phoneCode: '+1',
  country: 'US',
  countryCode: 'US',
  addressLine1: '1420 Pearl St',
  postalCode: '80302',
  city: 'Boulder',
  province: 'CO',
  stateCode: 'CO',
  ...over,
});

const HOME = { ...emptyAddress('US'), firstName: ' Robin ', lastName: 'Hiker', email: 'robin@example.test', phone: '(303) 555 - 0123', addressLine1: '1420 Pearl St ', city: 'Boulder', province: 'CO', postalCode: '80302' };

describe('the book, grouped by approach type', () => {
  it('puts shipping and billing apart, each main one first', () => {
    const book = [address({ addressId: 'a' }), address({ addressId: 'b', approachType: 'B', main: true }), address({ addressId: 'c', main: true })];
    const grouped = groupByType(book);
    expect(grouped.S.map((a) => a.addressId)).toEqual(['c', 'a']);
    expect(grouped.B.map((a) => a.addressId)).toEqual(['b']);
  });

  it('knows when an address would be the first of its type (the gateway makes it main)', () => {
    const book = [address({ addressId: 'a', main: true })];
    expect(firstOfType(book, 'S')).toBe(false);
    expect(firstOfType(book, 'B')).toBe(true);
    // Editing the only shipping address: it is still the first of its type.
    expect(firstOfType(book, 'S', 'a')).toBe(true);
  });
});

describe('what is sent', () => {
  it('sends the form trimmed, the phone in international form, main only when asked', () => {
    const body = addressBody(HOME, 'B', false, '+1');
    expect(body).toEqual({
      approachType: 'B',
      firstName: 'Robin',
      lastName: 'Hiker',
      email: 'robin@example.test',
      phone: '+13035550123',
      phoneCode: '+1',
      addressLine1: '1420 Pearl St',
      city: 'Boulder',
      province: 'CO',
      postalCode: '80302',
      country: 'US',
    });
    expect(addressBody(HOME, 'S', true, '+1')).toMatchObject({ approachType: 'S', main: true });
  });

  it('makes a saved address main by sending it as it is, with main: true and no ids', () => {
    const body = makeMainBody(address({ addressLine2: 'Unit 2', subscriptions: { newsletterConsent: true } }));
    expect(body).toEqual({
      approachType: 'S',
      main: true,
      firstName: 'Robin',
      lastName: 'Hiker',
      email: 'robin@example.test',
      phone: '3035550123',
      phoneCode: '+1',
      addressLine1: '1420 Pearl St',
      addressLine2: 'Unit 2',
      city: 'Boulder',
      province: 'CO',
      postalCode: '80302',
      country: 'US',
      subscriptions: { newsletterConsent: true },
    });
  });

  it('reads a refusal at its field, without the field name', () => {
    expect(fieldRefusal('address.postalCode: Value should match ^\\d{5}(-\\d{4})?$')).toEqual({ field: 'postalCode', message: 'Value should match ^\\d{5}(-\\d{4})?$' });
    expect(fieldRefusal('The request is not valid')).toBeNull();
    expect(fieldRefusal(null)).toBeNull();
  });
});

describe('the calls', () => {
  const calls: Call[] = [];
  let answer: Answer;
  beforeEach(() => {
    calls.length = 0;
    vi.stubGlobal('location', { pathname: '/en-us/account/addresses' });
    stubBffFetch(calls, (m, p, b) => answer(m, p, b));
  });
  afterEach(() => vi.unstubAllGlobals());

  it('adds, updates and deletes through the BFF, answering the book as the gateway has it', async () => {
    const book = [address({ main: true })];
    answer = () => ({ status: 201, body: { addressId: 'ADR-1', address: book[0], addresses: book } });
    expect(await addAddress(addressBody(HOME, 'S', false, '+1'), 'en')).toEqual({ ok: true, book, addressId: 'ADR-1' });
    answer = () => ({ status: 200, body: { addressId: 'ADR-1', address: book[0], addresses: book } });
    await updateAddress('ADR 1', makeMainBody(book[0]!), 'en');
    answer = () => ({ status: 200, body: { addresses: [] } });
    expect(await deleteAddress('ADR-1', 'en')).toEqual({ ok: true, book: [], addressId: null });
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual([
      'POST /api/gateway/consumers-v3/consumer/address',
      'PUT /api/gateway/consumers-v3/consumer/address/ADR%201',
      'DELETE /api/gateway/consumers-v3/consumer/address/ADR-1',
    ]);
    expect(calls[1]?.body).toMatchObject({ main: true, addressLine1: '1420 Pearl St' });
  });

  it('puts a rule the gateway refused at its field; other failures get the catalogue words', async () => {
    answer = () => ({ status: 400, body: { errorDetails: [{ errorId: 'API400', message: 'address.postalCode: Value must contain at least 5 characters' }] } });
    const refused = await addAddress(addressBody(HOME, 'S', false, '+1'), 'en');
    expect(refused).toMatchObject({ ok: false, refusal: { field: 'postalCode', message: 'Value must contain at least 5 characters' } });
    answer = () => ({ status: 404, body: { errorDetails: [{ errorId: 'ADDRESS_NOT_FOUND', message: 'No address ADR-9 in the address book' }] } });
    expect(await deleteAddress('ADR-9', 'en')).toEqual({ ok: false, errorId: 'ADDRESS_NOT_FOUND', refusal: null, message: 'This address could not be found. Please enter it again.' });
  });
});

describe('against the sandbox: one main address per approach type (docs/requirements/account-and-loyalty.md#addresses)', () => {
  const h = useSandbox();
  const api = sandboxClient(() => h.sandbox.url);
  const BOOK = '/consumers-v3/consumer/address';

  async function newShopper() {
    const email = `book-${Math.random().toString(36).slice(2, 10)}@example.test`;
    const guest = await api.guest();
    ok(await api.post('/consumers-v3/auth/signup', { firstName: 'Robin', lastName: 'Hiker', email, password: 'Summit-Pass-1', isTermsConfirmed: true }, { token: guest.accessToken }));
    return shopperSession(api, (await api.signIn(email)).accessToken);
  }
  const mains = (book: ConsumerAddress[]) => book.filter((a) => a.main).map((a) => `${a.approachType} ${a.addressLine1}`);

  it('takes the form’s bodies: the first of a type is main, make main moves it, the old one stops being main', async () => {
    const shopper = await newShopper();
    const first = await shopper.post(BOOK, addressBody(HOME, 'S', false, '+1'));
    ok(first);
    expect(mains(first.body.addresses)).toEqual(['S 1420 Pearl St']);
    const second = await shopper.post(BOOK, addressBody({ ...HOME, addressLine1: '1777 Flagstaff Rd' }, 'S', false, '+1'));
    ok(second);
    expect(mains(second.body.addresses)).toEqual(['S 1420 Pearl St']);
    const billing = await shopper.post(BOOK, addressBody(HOME, 'B', false, '+1'));
    expect(mains(billing.body.addresses).sort()).toEqual(['B 1420 Pearl St', 'S 1420 Pearl St']);

    // "Make main" sends the stored address back: it passes the country's rules as stored.
    const stored = (billing.body.addresses as ConsumerAddress[]).find((a) => a.addressLine1 === '1777 Flagstaff Rd')!;
    const moved = await shopper.put(`${BOOK}/${stored.addressId}`, makeMainBody(stored));
    ok(moved);
    expect(mains(moved.body.addresses).sort()).toEqual(['B 1420 Pearl St', 'S 1777 Flagstaff Rd']);
    // The edit form starts from the stored address and sends it back unchanged.
    const edited = await shopper.put(`${BOOK}/${stored.addressId}`, addressBody(fromCartAddress(stored, 'US'), 'S', false, '+1'));
    ok(edited);
    expect(edited.body.address).toMatchObject({ addressLine1: '1777 Flagstaff Rd', main: true, phone: '+13035550123' });

    const left = await shopper.del(`${BOOK}/${stored.addressId}`);
    ok(left);
    expect(mains(left.body.addresses).sort()).toEqual(['B 1420 Pearl St', 'S 1420 Pearl St']);
  });

  it('refuses a postal code its country’s rules refuse, naming the field', async () => {
    const shopper = await newShopper();
    const refused = await shopper.post(BOOK, addressBody({ ...HOME, postalCode: '8030' }, 'S', false, '+1'));
    expect(refused.status).toBe(400);
    expect(fieldRefusal(refused.body.errorDetails[0].message)).toEqual({ field: 'postalCode', message: 'Value must contain at least 5 characters' });
  });
});

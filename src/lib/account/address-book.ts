/**
 * The account's address book (issue 12; docs/requirements/account-and-loyalty.md#addresses Address, docs/requirements/account-and-loyalty.md#addresses "one main address per approach
 * type", docs/requirements/account-and-loyalty.md#addresses POST/PUT/DELETE …/consumer/address): the book grouped by approach type (S shipping,
 * B billing) with the main one first, the request bodies the form and the "make main" button
 * send, and the three calls. The gateway answers every write with the whole book, so the screen
 * shows what the server decided (which address is main) rather than guessing it.
 *
 * Browser code: contract types only (no schema library reaches the page).
 */
import type { AddressInput, ConsumerAddress } from '../../../schemas/api/consumer/addresses.ts';
import { callBff } from '../bff/browser.ts';
import { fieldOfGatewayMessage, toCartAddress, type AddressField, type AddressValues } from '../checkout/address.ts';
import { raiseError } from '../errors/report.ts';

export type ApproachType = ConsumerAddress['approachType'];
/** The order the book is shown in: shipping, then billing. */
export const APPROACH_TYPES: readonly ApproachType[] = ['S', 'B'];

const BOOK = '/api/gateway/consumers-v3/consumer/address';

/** Each approach type's addresses, its main one first, then in the gateway's order. */
export function groupByType(book: readonly ConsumerAddress[]): Record<ApproachType, ConsumerAddress[]> {
  const out: Record<ApproachType, ConsumerAddress[]> = { S: [], B: [] };
  for (const a of book) out[a.approachType]?.push(a);
  for (const type of APPROACH_TYPES) out[type].sort((a, b) => Number(b.main) - Number(a.main));
  return out;
}

/** Whether an address of this type would be the type's first (the gateway makes it main, docs/requirements/account-and-loyalty.md#addresses). */
export const firstOfType = (book: readonly ConsumerAddress[], type: ApproachType, except?: string): boolean =>
  !book.some((a) => a.approachType === type && a.addressId !== except);

/** The POST/PUT body from the form: trimmed, the phone in international form; `main` only when asked (false means nothing to the gateway). */
export function addressBody(values: AddressValues, approachType: ApproachType, main: boolean, dialCode: string | undefined): AddressInput {
  const { shippingId: _s, collectionPoint: _c, id: _i, addressId: _a, ...address } = toCartAddress(values, dialCode);
  return { ...address, approachType, ...(main ? { main: true } : {}) };
}

/** The PUT body that makes a saved address main: the address as it is, with main: true. */
export function makeMainBody(a: ConsumerAddress): AddressInput {
  const keep = <K extends keyof ConsumerAddress>(k: K) => (a[k] !== undefined && a[k] !== '' ? { [k]: a[k] } : {});
  return {
    approachType: a.approachType,
    main: true,
    firstName: a.firstName,
    lastName: a.lastName,
    addressLine1: a.addressLine1,
    city: a.city,
    postalCode: a.postalCode,
    country: a.country || a.countryCode,
    ...keep('email'),
    ...keep('phone'),
    ...keep('phoneCode'),
    ...keep('recipientContactPhone'),
    ...keep('addressLine2'),
    ...keep('addressLine3'),
    ...keep('province'),
    ...keep('region'),
    ...(a.subscriptions ? { subscriptions: a.subscriptions } : {}),
  } as AddressInput;
}

/**
 * A rule the gateway refused names its field (`address.postalCode: Value should match …`): the
 * field and the rule's words without the field's name, or null when it names no form field.
 */
export function fieldRefusal(message: string | null): { field: AddressField; message: string } | null {
  if (!message) return null;
  const field = fieldOfGatewayMessage(undefined, message);
  if (!field) return null;
  const colon = message.indexOf(':');
  const words = colon >= 0 ? message.slice(colon + 1).trim() : message;
  return words ? { field, message: words } : null;
}

/** What an address call answers: the book as the gateway now has it, or what went wrong (at a field when it names one). */
export type BookOutcome =
  | { ok: true; book: ConsumerAddress[]; addressId: string | null }
  | { ok: false; message: string; errorId: string | null; refusal: { field: AddressField; message: string } | null };

interface BookAnswer {
  addressId?: string;
  addresses?: ConsumerAddress[];
}

async function bookCall(method: 'POST' | 'PUT' | 'DELETE', path: string, action: string, language: string, body?: AddressInput): Promise<BookOutcome> {
  const answer = await callBff<BookAnswer>(method, path, body);
  if (answer.ok) return { ok: true, book: answer.data?.addresses ?? [], addressId: answer.data?.addressId ?? null };
  const error = raiseError(answer, action, language);
  return { ok: false, message: error.message, errorId: error.errorId, refusal: answer.status === 400 ? fieldRefusal(answer.message) : null };
}

export const addAddress = (body: AddressInput, language: string): Promise<BookOutcome> => bookCall('POST', BOOK, 'account.address.add', language, body);

export const updateAddress = (addressId: string, body: AddressInput, language: string): Promise<BookOutcome> =>
  bookCall('PUT', `${BOOK}/${encodeURIComponent(addressId)}`, 'account.address.update', language, body);

export const deleteAddress = (addressId: string, language: string): Promise<BookOutcome> =>
  bookCall('DELETE', `${BOOK}/${encodeURIComponent(addressId)}`, 'account.address.delete', language);

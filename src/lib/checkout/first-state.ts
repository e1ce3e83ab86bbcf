/**
 * The checkout's first state, read on the server from the shopper's session (issue 15: the
 * checkout used to paint a heading and "Loading…" and fill in on the client), like the cart's
 * (src/lib/cart/first-state.ts) and the favorites' (src/lib/favorites/first-state.ts). The island
 * renders it in the first HTML and hydrates from it without reading the basket again.
 *
 * What a step reads at mount is read here. The shipping and billing steps: the basket, the country
 * list and the form country's address rules (public utilities), and for a signed-in shopper the
 * profile (its email and address book). The billing step also: the payment methods the gateway
 * offers the basket, and a signed-in shopper's saved cards. The summary step needs the basket
 * only. Any failure or a slow answer leaves the step to the island, which reads in the browser as
 * before (docs/decisions.md "The checkout's first state"). Server-only (the BFF broker): pages
 * import it, islands import only its types.
 */
import { cartOnScreen, getCart, type CartOnScreen } from '../../../schemas/api/cart.ts';
import { getProfile } from '../../../schemas/api/consumer/profile.ts';
import { listPaymentInstruments } from '../../../schemas/api/consumer/wallet.ts';
import { paymentMethods, type PaymentMethodOption } from '../../../schemas/api/payments.ts';
import { getAddressRules, getCountryList, getStores } from '../../../schemas/api/utilities.ts';
import type { BffRequest } from '../bff/auth-session.ts';
import { authBroker } from '../bff/broker.ts';
import { callContract } from '../bff/contract-client.ts';
import type { AnyContract, RequestInput } from '../../../schemas/api/contract.ts';
import { callGateway } from '../bff/gateway.ts';
import { lineStoreId } from '../delivery/methods.ts';
import { log } from '../log/logger.ts';
import type { FieldRule } from './address.ts';
import type { Country, SavedAddress } from './address-data.ts';
import { billingFormCountry } from './billing.ts';
import { paymentComplete, usableSavedCards, type SavedCard } from './payment.ts';
import { reachableStep, type CheckoutStep } from './steps.ts';

/** As the cart's first read: shorter than the island's own; past it the browser reads the basket. */
export const FIRST_CHECKOUT_READ_TIMEOUT_MS = 1500;
/** The form's helpers (countries, rules, the profile) are read together after the basket, on a shorter deadline. */
export const FIRST_FORM_READ_TIMEOUT_MS = 800;

/** The shipping step's data, as the island's first render needs it. */
export interface FirstShipping {
  cart: CartOnScreen;
  signedIn: boolean;
  isAthlete: boolean;
  /** The signed-in shopper's email (the contact field's value when the cart has no address yet). */
  email?: string | undefined;
  countries: Country[];
  /** The rules of the form's country (the cart's shipping address's, else the site's). */
  rules: { country: string; rules: FieldRule[] };
  /** A signed-in shopper's saved addresses, main ones first (empty for a guest). */
  book: SavedAddress[];
  /** The names of the stores of pickup and ship-to-store lines, by id (a nicety: the island names the rest). */
  storeNames: Record<string, string>;
}

/** The billing step's data: its address part as the shipping step's (the rules are the billing form's country's), and its payment part. */
export interface FirstBilling extends Omit<FirstShipping, 'storeNames'> {
  /** The payment methods the gateway offers this basket. */
  methods: PaymentMethodOption[];
  /** A signed-in shopper's usable saved cards, the default first (empty for a guest). */
  savedCards: SavedCard[];
}

/** The summary step's data: the basket (everything the shopper chose is in it). */
export interface FirstSummary {
  cart: CartOnScreen;
  signedIn: boolean;
  isAthlete: boolean;
}

/**
 * `shipping` / `billing` / `summary`: render that step from this. `empty`: no basket, or an empty
 * or ordered one (the page sends the shopper to the cart, as the island would). `client`: the
 * island reads in the browser, as a read failed or was slow.
 */
export type FirstCheckout =
  | ({ kind: 'shipping' } & FirstShipping)
  | ({ kind: 'billing' } & FirstBilling)
  | ({ kind: 'summary' } & FirstSummary)
  | { kind: 'empty' }
  | { kind: 'client'; reason: 'unread' };

/** What the island starts from: a step rendered on the server. */
export type FirstStep = Extract<FirstCheckout, { kind: 'shipping' | 'billing' | 'summary' }>;

export interface FirstCheckoutInput {
  req: BffRequest;
  /** The step the URL asks for (?step=). */
  wanted: CheckoutStep;
  /** The site's locale ('en-us'): the utilities' locale, as the island asks them. */
  locale: string;
  correlationId?: string | undefined;
}

export async function firstCheckoutState({ req, wanted, locale, correlationId }: FirstCheckoutInput): Promise<FirstCheckout> {
  const { basketId } = authBroker.serverSide(req);
  if (!basketId) return { kind: 'empty' };
  let cart: CartOnScreen;
  try {
    const out = await authBroker.callForShopper(req, getCart, { params: { basketId }, query: {} }, FIRST_CHECKOUT_READ_TIMEOUT_MS);
    if (!out.ok) {
      // CART_NOT_FOUND and the like: the island knows how to recover the lines; let it.
      log('info', 'checkout.first_state_unread', { what: 'cart', status: out.status, correlationId });
      return { kind: 'client', reason: 'unread' };
    }
    cart = cartOnScreen(out.data);
  } catch (error) {
    log('warn', 'checkout.first_state_failed', { what: 'cart', error: error instanceof Error ? error.message : String(error), correlationId });
    return { kind: 'client', reason: 'unread' };
  }
  if (cart.state === 'ordered' || cart.items.length === 0) return { kind: 'empty' };
  // The step the basket allows for the URL's: one it doesn't allow yet is an earlier one.
  const step = reachableStep(cart, wanted, paymentComplete);
  const state = authBroker.read(req).state;
  const signedIn = !!state && state.consumerType !== 'GUEST';
  const isAthlete = !!state?.isAthlete;
  if (step === 'summary') return { kind: 'summary', cart, signedIn, isAthlete };

  if (step === 'billing') {
    const country = billingFormCountry(cart, req.site.country);
    const [form, methods, savedCards] = await Promise.all([
      addressFormData(req, country, locale, signedIn, correlationId),
      shopperRead(req, 'paymentMethods', correlationId, paymentMethods, { params: { basketId: cart.basketId } }),
      signedIn ? shopperRead(req, 'savedCards', correlationId, listPaymentInstruments, {}) : Promise.resolve({ paymentInstruments: [] }),
    ]);
    // Without any of them the step would change under the shopper's eyes once the browser read it.
    if (!form || !methods || !savedCards) return { kind: 'client', reason: 'unread' };
    return { kind: 'billing', cart, signedIn, isAthlete, ...form, methods: methods.applicablePaymentMethods, savedCards: usableSavedCards(savedCards.paymentInstruments) };
  }

  const country = (cart.shippingAddress?.country || req.site.country).toUpperCase();
  const ctx = { site: req.site, timeoutMs: FIRST_FORM_READ_TIMEOUT_MS };
  const storeIds = [...new Set(cart.items.filter((i) => !i.bonus).flatMap((i) => lineStoreId(i) ?? []))];
  const [form, stores] = await Promise.all([
    addressFormData(req, country, locale, signedIn, correlationId),
    storeIds.length ? readOrNull('stores', correlationId, () => callContract(callGateway, getStores, { query: {} }, ctx)) : Promise.resolve(null),
  ]);
  // Without the countries, the rules or a member's profile the form would change under the
  // shopper's eyes once the browser read them: the island reads everything itself instead.
  if (!form) return { kind: 'client', reason: 'unread' };
  return {
    kind: 'shipping',
    cart,
    signedIn,
    isAthlete,
    ...form,
    storeNames: Object.fromEntries((stores?.stores ?? []).filter((s) => storeIds.includes(s.storeId)).map((s) => [s.storeId, s.storeName])),
  };
}

/** What an address form reads at mount: the countries, the form country's rules, a member's email and book; null if any could not be read. */
async function addressFormData(
  req: BffRequest,
  country: string,
  locale: string,
  signedIn: boolean,
  correlationId: string | undefined,
): Promise<Pick<FirstShipping, 'email' | 'countries' | 'rules' | 'book'> | null> {
  const ctx = { site: req.site, timeoutMs: FIRST_FORM_READ_TIMEOUT_MS };
  const [countries, rules, profile] = await Promise.all([
    readOrNull('countries', correlationId, () => callContract(callGateway, getCountryList, { query: { locale } }, ctx)),
    readOrNull('rules', correlationId, () => callContract(callGateway, getAddressRules, { query: { countryCode: country, locale } }, ctx)),
    signedIn ? profileOf(req, correlationId) : Promise.resolve({ email: undefined, book: [] as SavedAddress[] }),
  ]);
  if (!countries || !rules || !profile) return null;
  return {
    email: profile.email,
    countries: countries.countries.map(({ code, name, dialCode, mask }) => ({ code, name, dialCode, ...(mask ? { mask } : {}) })),
    rules: { country, rules: rules.rules },
    book: profile.book,
  };
}

/** A read as the shopper, on the form's deadline. */
const shopperRead = <C extends AnyContract>(req: BffRequest, what: string, correlationId: string | undefined, contract: C, input: RequestInput<C>) =>
  readOrNull(what, correlationId, () => authBroker.callForShopper(req, contract, input, FIRST_FORM_READ_TIMEOUT_MS));

/** A read's answer; null (and a log line) when it failed, threw or was slow. */
async function readOrNull<T>(what: string, correlationId: string | undefined, call: () => Promise<{ ok: true; data: T } | { ok: false; status: number }>): Promise<T | null> {
  try {
    const out = await call();
    if (out.ok) return out.data;
    log('info', 'checkout.first_state_unread', { what, status: out.status, correlationId });
  } catch (error) {
    log('info', 'checkout.first_state_unread', { what, error: error instanceof Error ? error.message : String(error), correlationId });
  }
  return null;
}

/** The signed-in shopper's email and address book (the island's `currentSession` and `loadAddressBook` read the same profile). */
async function profileOf(req: BffRequest, correlationId: string | undefined): Promise<{ email: string | undefined; book: SavedAddress[] } | null> {
  const profile = await shopperRead(req, 'profile', correlationId, getProfile, { query: {} });
  if (!profile) return null;
  const details = profile.consumerProfile?.consumerDetails;
  const book = [...((details?.address ?? []) as unknown as SavedAddress[])].sort((a, b) => Number(b.main) - Number(a.main));
  return { email: details?.email || undefined, book };
}

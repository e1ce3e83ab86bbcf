/**
 * The error catalogue's words (docs/requirements/errors.md#client-handled-ids): an errorId maps to a translated
 * message, falling back to the server's message, then to a generic one. English holds the
 * spec's exact strings where it gives them and our words where it says "meaning not shown"
 * (docs/decisions.md "Error catalogue"); fr, de and it have their own words for every id (a
 * missing one fails the type check). Keyed by ErrorId (schemas/api/errors.ts) and the flash
 * codes. FE340/FE872 (password forms) are form messages and live with the form validators.
 */
import type { ErrorId, FlashCode } from '../../../schemas/api/errors.ts';
import { catalogue, LANGUAGES, languageOf as shopLanguageOf, type Language } from '../i18n/catalogue.ts';
import { pageLanguage } from '../page/language.ts';

export type MessageKey = ErrorId | FlashCode | 'GENERIC' | 'NETWORK';

/** Every id in every language: a missing one fails the type check. */
export type ErrorCatalogue = Readonly<Record<MessageKey, string>>;
type Catalogue = ErrorCatalogue;
/** Words that name a value (`{max}`); used only when every placeholder has a value. */
export type ErrorTemplates = Partial<Record<MessageKey, string>>;
type Templates = ErrorTemplates;

/** Values a message can name: `errorMessage('ADDED_MAX_QUANTITY', null, 'en', { max: 2 })`. */
export type MessageParams = Readonly<Record<string, string | number>>;

const SIGN_IN_FAILED = 'We could not sign you in. Please try again.';
const WRONG_CREDENTIALS = 'The email or password is incorrect.';
const LOGIN_IN_USE = 'An account with this email already exists. Sign in or use another email.';
const PHONE_IN_USE = 'This phone number is already used by another account.';
const SESSION_CHANGED = 'Your session has changed. The page will reload to update your cart.';
const CART_NOT_FOUND = 'We could not find your cart. Please try again.';
const ITEM_GONE = 'An item in your cart is no longer available. Please review your cart.';
const GIFT_CARD_INVALID = 'The gift card number or PIN is not valid.';
const GIFT_CARD_EMPTY = 'This gift card has no balance left.';
const CARD_NUMBER_INVALID = 'The card number is not valid.';
const DELIVERY_CHANGED = 'The delivery method of an item has changed. Please review your order.';
const REQUEST_FAILED = 'This request could not be completed. Please try again.';

const en: Catalogue = {
  GENERIC: 'Something went wrong. Please try again.',
  NETWORK: 'We could not reach the shop. Check your connection and try again.',

  // Client-handled ids (docs/requirements/errors.md#client-handled-ids).
  CART_NOT_FOUND,
  INVALID_CUSTOMER: SESSION_CHANGED,
  ITEM_OOS: 'this item could not be moved to cart',
  ITEMS_OOS: 'These items are out of stock and could not be added to your cart.',
  ADDED_MAX_QUANTITY: 'You have reached the maximum quantity for this item.',
  GWP_PRODUCT: 'This free gift can’t be added: you already have the maximum quantity.',
  ITEM_NOT_AVAILABLE: 'This item is no longer available.',
  NO_PRICE: 'This item can’t be bought right now: it has no price.',
  INVALID_PRICE: 'The price or amount of this item is not valid.',
  PAYMENT_ERROR: 'Your payment could not be processed. Please check your details or choose another payment method.',
  PAYMENT_FRAUD_VERIFICATION_EXCEPTION: 'We could not verify this payment. Please choose another payment method.',
  CANT_SHIP_THERE: 'We can’t ship to this address. Please choose another address.',
  GC_INVALID2: GIFT_CARD_INVALID,
  GC_ALREADY_APPLIED: 'This gift card is already applied to your order.',
  GC_NOT_ALLOWED: 'This gift card can’t be used for this order.',
  GC_ZERO_BALANCE: GIFT_CARD_EMPTY,
  ITEM_NO_LONGER_AVAILABLE: ITEM_GONE,
  CC_EXPIRY_DATE_INVALID: 'The card’s expiry date is not valid.',
  PAYMENT_INSTRUMENT_NOT_FOUND: 'This payment method is no longer on your order. Please add it again.',
  ADDRESS_NOT_FOUND: 'This address could not be found. Please enter it again.',
  SHIPPING_POBOX_UNAVAILABLE: 'We can’t deliver to a PO box. Please enter a street address.',
  SOME_PRODUCTS_NO_INVENTORY: 'Some items in your cart are not in stock in the quantity you chose.',
  DUPLICATED_TOKEN: SIGN_IN_FAILED,
  LOGIN_IN_USE,
  LOGIN_IN_USE2: LOGIN_IN_USE,
  PHONE_NUMBER_ALREADY_IN_USE: PHONE_IN_USE,
  PHONE_NUMBER_ALREADY_IN_USE2: PHONE_IN_USE,
  MISSING_BIRTHDATE: 'Please enter your date of birth to join the loyalty programme.',

  // Auth.
  AUT498: SESSION_CHANGED,
  AUT401: WRONG_CREDENTIALS,
  AUT418: WRONG_CREDENTIALS,
  AUT437: WRONG_CREDENTIALS,
  AUT438: WRONG_CREDENTIALS,
  AUT439: LOGIN_IN_USE,
  PRO400: LOGIN_IN_USE,
  AUT423: 'Your account is locked after too many attempts. Reset your password to unlock it.',
  AUT441: 'Your account is locked. Reset your password to unlock it.',
  AUT426: 'The email or password is incorrect. One attempt is left before your account is locked.',
  AUT402: 'This reset link has expired. Please ask for a new one.',
  AUT403: 'We could not check that you are not a robot. Please try again.',
  AUT444: PHONE_IN_USE,
  AUT442: PHONE_IN_USE,
  AUT450: 'Your current password is incorrect.',
  AUT451: 'Password does not meet requirements.',
  AUT452: 'Your new password must be different from your current password.',
  AUT453: 'Email is not valid',
  AUT409: SIGN_IN_FAILED,
  AUT404: 'Your session has expired. Please sign in again.',
  AUT500: 'Sign-in is unavailable right now. Please try again later.',
  AUT432: SIGN_IN_FAILED,
  AUT440: SIGN_IN_FAILED,

  // Orders and cart.
  ORD430: ITEM_GONE,
  ORD415: 'We could not calculate your order total. Please try again.',
  ORD516: DELIVERY_CHANGED,
  ORD517: DELIVERY_CHANGED,
  ORD518: DELIVERY_CHANGED,
  OHS4004: 'We could not find this order.',
  ORD400: 'This email does not match the order.',
  BSK404: CART_NOT_FOUND,
  ORD404: 'Unable to remove item from cart. Please try again later',
  ORD409: 'This order can no longer be changed.',

  // Inventory: out of stock, max quantity, no price.
  INV700: 'This item is out of stock.',
  INV701: 'Some items are out of stock.',
  INV702: 'This item is not in stock in the quantity you chose.',
  INV405: 'You have reached the maximum quantity for this item.',
  INV406: 'This item can’t be bought right now: it has no price.',
  INV407: 'This item is out of stock at the selected store.',
  INV408: 'This item is not available.',
  INV409: 'This item is in stock: you can add it to your cart.',

  // Gift cards.
  GFC400: GIFT_CARD_INVALID,
  GFC410: 'This gift card has expired.',
  GFC700: 'The gift card balance could not be checked. Please try again.',
  GFC725: 'This gift card is not active yet.',
  GFC740: 'This gift card is blocked.',
  GFC755: GIFT_CARD_EMPTY,
  GFC760: 'This gift card can’t be used in this currency.',
  GFC799: 'Gift card payments are unavailable right now. Please try again later.',
  GFC800: 'The gift card could not be applied. Please try again.',
  GFC812: 'Too many gift card attempts. Please try again later.',
  GFS800: 'The gift card service is unavailable. Please try again later.',
  GFO404: 'This order holds no e-gift card.',
  GFO405: 'This e-gift card was never issued.',

  // Promotions and coupons.
  PRM130: 'This coupon code is not valid.',
  PRM135: 'This coupon has expired.',
  PRM140: 'This coupon is already applied.',
  PRM150: 'This coupon can’t be combined with another promotion.',
  PRM155: 'This coupon has reached its usage limit.',
  PRM160: 'This coupon is not active yet.',
  PRM175: 'Your cart doesn’t qualify for this coupon.',
  PRM416: 'This coupon is not on your cart.',

  // Rewards.
  REW130: 'This reward is not valid.',
  REW135: 'This reward has already been used.',
  REW140: 'Rewards can be used only once your athlete credit is spent.',
  REW401: 'This reward is not available for your account.',

  // Payment and address.
  PYT300: 'Payment is unavailable right now. Please try again later.',
  PYT400: 'This payment method is not available for this order.',
  PYT402: CARD_NUMBER_INVALID,
  PYT404: 'Your payments don’t cover the order total. Please add another payment method.',
  PYT405: 'This payment method could not be removed. Please try again.',
  PYT406: 'This payment method could not be saved. Please try again.',
  PAY400: 'Klarna could not approve the payment. Please choose another payment method.',
  PAY401: 'Your card could not be authenticated. Please try again or use another card.',
  BIL400: 'The billing address is not valid. Please check it.',
  BILL410: 'The billing address could not be verified. Please check it.',
  CHK320: 'Checkout could not continue. Please review your order.',
  CHK380: 'Your order could not be placed. Please try again.',
  SHP404: 'This shipping method is not available.',
  SHP410: 'The shipping address could not be verified. Please check it.',
  SHP500: 'Shipping options could not be loaded. Please try again.',
  TAX309: 'Tax could not be calculated for this address. Please check it.',
  TAX310: 'Tax could not be calculated. Please try again.',
  FE309: 'Please check your details and try again.',

  // Profile and saved cards.
  PRO404: 'We could not find your profile. Please sign in again.',
  PRO410: 'Join the loyalty programme to use this.',
  PRO411: 'Some of the interests you chose are not available.',
  PRO412: 'This date of birth is not valid.',
  PRO414: 'Your address book is full. Delete an address first.',
  PRO415: 'Your wallet is full. Delete a saved payment method first.',
  PRO418: 'This detail is kept by its programme and can’t be changed here.',
  CCA400: CARD_NUMBER_INVALID,
  CCA401: 'This card is already saved in your wallet.',
  CCN404: 'This saved payment method could not be found.',

  // Others.
  GWP403: 'This free gift is not available for your cart.',
  PLP400: 'These products could not be loaded. Please change the filters and try again.',
  STR404: 'This store could not be found.',
  RTN500: 'This return could not be started.',
  REV410: 'Your review is too long.',
  API400: REQUEST_FAILED,
  API404: 'We could not find what you were looking for.',
  API405: REQUEST_FAILED,
  API406: REQUEST_FAILED,
  API415: REQUEST_FAILED,
  ATTR100: 'Please choose a valid option for this product.',
  ATTR200: 'This product is not available in the option you chose.',
  ATTR300: 'Please choose a colour and a size.',
  GEN500: 'Something went wrong on our side. Please try again later.',
  4044: 'We could not find this page or item.',
  API401: 'The shop could not check this request. Please reload the page.',
  API403: 'This action is not allowed.',
  API503: 'Your session is not available right now. Please try again.',

  // Flash codes on carts and orders.
  ProductLineItemInventoryMissing: 'Some items are only partly in stock: we updated the quantities in your cart.',
  ProductItemNotAvailable: 'Some items in your cart are no longer available.',
  ProductLineItemFullInventoryMissing: 'Your order can’t be completed: the items in your cart are out of stock.',
  InvalidShippingAddress: 'Please check your shipping address.',
  PaymentNotAuthorized: 'Your bank needs you to confirm this payment.',
  ProductItemMaxQuantity: 'Some quantities were lowered to the maximum allowed per item.',
  ProductItemRequired: 'Your cart is empty. Add an item to continue.',
};

const enTemplates: Templates = {
  ADDED_MAX_QUANTITY: 'The maximum quantity for this item is {max}.',
};

/** One language's words: the messages and the templates that name a value. */
export interface ErrorWords {
  words: Catalogue;
  templates: Templates;
}

/**
 * The other languages' words, one module each (src/lib/errors/words/), typed: a missing id or
 * language fails the type check. The server holds them all; a page in the browser only its own
 * (and English, the fallback): the four together were about 11 KB gzip of every private page's
 * script (docs/decisions.md "Words: typed catalogues").
 */
const OTHER_WORDS: Readonly<Record<Exclude<Language, 'en'>, () => Promise<ErrorWords>>> = {
  fr: () => import('./words/fr.ts').then((m) => ({ words: m.fr, templates: m.frTemplates })),
  de: () => import('./words/de.ts').then((m) => ({ words: m.de, templates: m.deTemplates })),
  it: () => import('./words/it.ts').then((m) => ({ words: m.it, templates: m.itTemplates })),
};

/** Where a page carries its own language's words, as JSON (src/components/PageErrorWords.astro). */
export const PAGE_ERROR_WORDS_ID = 'cairn-error-words';

const held: Partial<Record<Language, ErrorWords>> = { en: { words: en, templates: enTemplates } };

/** Hands over a language's words: the server holds every language (./all-words.ts). */
export function holdErrorWords(code: Exclude<Language, 'en'>, words: ErrorWords): void {
  // Called with anything else (a test calling every export with a language), it keeps what it has.
  if (words && typeof words === 'object' && words.words && words.templates) held[code] = words;
}

/** The words the page carries for its language, if any and well formed. */
function carried(code: Language): ErrorWords | undefined {
  try {
    const value: unknown = JSON.parse(document.getElementById(PAGE_ERROR_WORDS_ID)?.textContent ?? 'null');
    if (!value || typeof value !== 'object') return undefined;
    const { language, words, templates } = value as { language?: unknown; words?: unknown; templates?: unknown };
    if (language !== code || !words || typeof words !== 'object' || !templates || typeof templates !== 'object') return undefined;
    // Any id the page's copy lacks reads English (a page older than this script).
    return { words: { ...en, ...(words as Partial<Catalogue>) }, templates: templates as Templates };
  } catch {
    return undefined;
  }
}

// A page in the browser holds English and its own language only. A page whose island reaches this
// catalogue carries its words (PageErrorWords.astro), read here before any island runs, so a
// message the server rendered hydrates with the same words. Elsewhere (an island opened on
// intent) they load now, long before a failed call needs them; until then, or offline, English.
// Not a top-level await: that made the bundler split the chrome's first script into four requests.
if (typeof document !== 'undefined') {
  const code = shopLanguageOf(pageLanguage());
  if (code !== 'en') {
    const words = carried(code);
    if (words) holdErrorWords(code, words);
    else void OTHER_WORDS[code]().then((loaded) => holdErrorWords(code, loaded), () => undefined);
  }
}

const wordsIn = (code: Language): ErrorWords => held[code] ?? (held.en as ErrorWords);

/** A table per language, read when asked: a language's words may arrive after this module runs. */
function tablesOf<T>(pick: (words: ErrorWords) => T): Readonly<Record<Language, T>> {
  const tables = {} as Record<Language, T>;
  for (const code of LANGUAGES) Object.defineProperty(tables, code, { enumerable: true, get: () => pick(wordsIn(code)) });
  return tables;
}

/** Every id's words in every language held here (in the browser, a language not held reads English). */
export const errorMessages = catalogue<Catalogue>(tablesOf((w) => w.words));
const templateWords = catalogue<Templates>(tablesOf((w) => w.templates));

/** The page's language's words, for the page to carry (PageErrorWords.astro); none for English. */
export function pageErrorWords(language: string): { language: Language; words: Catalogue; templates: Templates } | undefined {
  const code = shopLanguageOf(language);
  return code === 'en' ? undefined : { language: code, words: wordsIn(code).words, templates: wordsIn(code).templates };
}

const carriedJson = new Map<Language, string>();

/**
 * pageErrorWords as the text of a JSON data block, made once per language (not on every private
 * page's render). Our own catalogue, never editor input; `<` is written `\u003c`, so no text in
 * it can close the <script> element that holds it.
 */
export function pageErrorWordsJson(language: string): string | undefined {
  const code = shopLanguageOf(language);
  const words = pageErrorWords(code);
  if (!words) return undefined;
  let json = carriedJson.get(code);
  if (json === undefined) {
    json = JSON.stringify(words).replace(/</g, '\\u003c');
    carriedJson.set(code, json);
  }
  return json;
}

/**
 * Ids whose server message names the very field or limit at fault ('address.addressLine1: Value
 * must not be longer than 30 characters'): in English the server's words are more useful than
 * ours, so they come first; other languages still get the translated catalogue entry.
 */
const SERVER_WORDS_FIRST: ReadonlySet<string> = new Set<MessageKey>(['API400', 'REV410', 'PRO414', 'PRO415', 'ATTR300']);

/** The language of a locale or language tag: `fr-fr` → `fr`. */
export const languageOf = (localeOrLanguage: string): string => localeOrLanguage.slice(0, 2).toLowerCase();

function fill(template: string | undefined, params: MessageParams | undefined): string | undefined {
  if (!template || !params) return undefined;
  let complete = true;
  const text = template.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined || value === '') complete = false;
    return String(value ?? '');
  });
  return complete ? text : undefined;
}

/**
 * The message for an error id in a language: the catalogue's words (with `params` filled in
 * where the message names a value, e.g. `{ max: 2 }`), else the server's message, else the
 * generic message. `null` id with no server message (no answer at all) is the network message.
 */
export function errorMessage(errorId: string | null, serverMessage: string | null, language: string, params?: MessageParams): string {
  const lang = languageOf(language);
  const own = errorMessages(lang);
  if (errorId === null && serverMessage === null) return own.NETWORK;
  const key = errorId as MessageKey | null;
  if (key && lang === 'en' && serverMessage && SERVER_WORDS_FIRST.has(key)) return serverMessage;
  // Our words (every id has them in every language) beat the server's English.
  const known = key ? (fill(templateWords(lang)[key], params) ?? own[key]) : undefined;
  return known ?? serverMessage ?? own.GENERIC;
}

/** Whether a language has its own words for an id (every shop language has them for every id). */
export function hasOwnMessage(errorId: MessageKey, language: string): boolean {
  const lang = languageOf(language);
  return (LANGUAGES as readonly string[]).includes(lang) && errorMessages(lang)[errorId] !== undefined;
}

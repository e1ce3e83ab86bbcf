/**
 * The device wallet's express session (docs/requirements/checkout-and-payments.md#device-wallet, docs/requirements/checkout-and-payments.md#wallet-validation), as
 * a state machine with no I/O of its own: every gateway call goes through a `WalletPort`
 * (./gateway.ts in the browser, a fake in tests/unit/payments/wallet-machine.test.ts), and the
 * adapter (Apple Pay JS or the sandbox sheet) raises its events in order:
 *
 *   payment method selected → merchant validated → shipping contact selected
 *   → shipping method selected → payment authorized   (cancel at any time)
 *
 * - Merchant validated: the item goes into a cart (from a product page a NEW cart holding only
 *   that item, quantity 1, maxQty 1, so the shopper's own cart is never touched; from the cart,
 *   the shopper's cart), the own shipment's method is set, the automatic promo code is tried
 *   (a failure is only logged), the payment session is fetched (retried once after 3000 ms).
 * - Authorized: the contacts are validated, the shipping address added (context
 *   APPLE_PAY_EXPRESS), the order prepared, the DW_APPLE_PAY instrument created with the token,
 *   the billing country checked against the country list, the billing address added, the order
 *   placed (the port adds the bot-check token). Success: the confirmation URL (with
 *   storeContext=applePayPdp from a product page) and the cart reset. A refusal of a contact
 *   field keeps the session open so the shopper can fix it; any other failure, or a cancel,
 *   ends it and clears the express state (the shopper's cart is intact).
 * - On errors the summary total is amount 1 and pending.
 */
import type { CartOnScreen as Cart, CartAddress } from '../../../../schemas/api/cart.ts';
import type { Order } from '../../../../schemas/api/checkout.ts';
import type { BffOutcome } from '../../bff/browser.ts';
import type { AddLine } from '../../cart/client.ts';
import { blockingReason } from '../../checkout/order.ts';
import type { WalletWords } from './messages.ts';
import {
  billingCountryError,
  contactErrors,
  contactToAddress,
  COUPON_NOT_APPLIED,
  errorTotal,
  fieldOfAddressMessage,
  partialContactErrors,
  PAYMENT_SESSION_RETRY_MS,
  PDP_STORE_CONTEXT,
  shippingAddressError,
  walletAmount,
  walletShippingMethods,
  WALLET_MAX_QTY,
  WALLET_QTY,
  type ShippingMethod,
  type WalletContact,
  type WalletError,
  type WalletLineItem,
} from './rules.ts';

export type WalletSource =
  /** A product page or quick-shop: only this item, in a cart of its own. */
  | { kind: 'product'; line: AddLine; shopperBasketId: string | null }
  /** The cart page or the mini cart: the shopper's cart. */
  | { kind: 'cart'; basketId: string };

export interface PaymentSessionAnswer {
  success: boolean;
  provider?: string;
  meta?: unknown;
  locale?: string;
}

/** Every call the session makes, as BFF outcomes. */
export interface WalletPort {
  createCartWithItem(line: AddLine): Promise<BffOutcome<Cart>>;
  getCart(basketId: string): Promise<BffOutcome<Cart>>;
  setShippingMethod(basketId: string, code: string): Promise<BffOutcome<Cart>>;
  applyCoupon(basketId: string, code: string): Promise<BffOutcome<Cart>>;
  paymentSession(): Promise<BffOutcome<PaymentSessionAnswer>>;
  shippingMethods(basketId: string): Promise<BffOutcome<{ applicableShippingMethods: ShippingMethod[] }>>;
  setShippingAddress(basketId: string, address: CartAddress): Promise<BffOutcome<Cart>>;
  clearShippingAddress(basketId: string): Promise<BffOutcome<Cart>>;
  prepareOrder(basketId: string): Promise<BffOutcome<Cart>>;
  addWalletInstrument(basketId: string, paymentData: string): Promise<BffOutcome<Cart>>;
  removeInstrument(basketId: string, instrumentId: string): Promise<BffOutcome<Cart>>;
  removeItem(basketId: string, itemId: string): Promise<BffOutcome<Cart>>;
  setBillingAddress(basketId: string, address: CartAddress): Promise<BffOutcome<Cart>>;
  clearBillingAddress(basketId: string): Promise<BffOutcome<Cart>>;
  /** The country list's codes (empty when it can't be read). */
  countries(): Promise<string[]>;
  /** Places the prepared cart's order (attempt key, device fingerprint, bot-check token). */
  placeOrder(cart: Cart): Promise<BffOutcome<Order>>;
  /** The shopper's own cart is the page's (and the session's) cart again; null: they had none. */
  restoreShopperCart(basketId: string | null): Promise<void>;
  /** The shopper's cart became the order: the page's cart is reset. */
  resetShopperCart(): void;
  /** The words of a failed call (the error catalogue), logged as the failure of `action`. */
  describeFailure(failure: Extract<BffOutcome<unknown>, { ok: false }>, action: string): string;
  sleep(ms: number): Promise<void>;
  log(event: string, data: Record<string, unknown>): void;
}

export interface WalletConfig {
  source: WalletSource;
  siteCountry: string;
  /** The confirmation page's path (kept query included): the order number and storeContext are added. */
  confirmationHref: string;
  /** The automatic wallet promo code of this site, if one is configured (./config.ts). */
  promoCode: string | null;
  words: Pick<WalletWords, 'merchant' | 'subtotal' | 'shipping' | 'tax' | 'discount'>;
}

export type WalletPhase = 'idle' | 'method-selected' | 'validating' | 'validated' | 'contact-selected' | 'method-chosen' | 'authorizing' | 'completed' | 'failed' | 'cancelled';

/** Apple Pay's shipping method (ApplePayShippingMethod). */
export interface WalletMethod {
  identifier: string;
  label: string;
  detail: string;
  amount: string;
}

/** What the wallet shows after an event: the total, its lines, the methods to offer, and the errors. */
export interface WalletUpdate {
  total: WalletLineItem;
  lineItems: WalletLineItem[];
  shippingMethods: WalletMethod[];
  errors: WalletError[];
}

export type MerchantValidation = { ok: true; merchantSession: unknown; update: WalletUpdate } | { ok: false; error: WalletError };

export interface WalletPayment {
  /** The token's paymentData (the sandbox's test outcome, or Apple's encrypted data as JSON). */
  paymentData: string;
  shippingContact: WalletContact;
  billingContact: WalletContact;
}

export type AuthorizationResult =
  | { status: 'success'; order: Order; href: string }
  /** `final`: the session is over (the express state is cleared); else the shopper may fix the fields and authorize again. */
  | { status: 'failure'; errors: WalletError[]; final: boolean; total: WalletLineItem };

const FINAL_PHASES: readonly WalletPhase[] = ['completed', 'failed', 'cancelled'];

export class WalletSession {
  phase: WalletPhase = 'idle';
  /** The cart the wallet pays (the product's own cart, or the shopper's). */
  cart: Cart | null = null;
  /** The own shipment's method the shopper chose in the wallet. */
  methodCode: string | null = null;
  private readonly before: { shipping: boolean; billing: boolean } = { shipping: false, billing: false };
  private cancelAsked = false;
  private cleaned = false;

  private readonly config: WalletConfig;
  private readonly port: WalletPort;

  constructor(config: WalletConfig, port: WalletPort) {
    this.config = config;
    this.port = port;
  }

  get isOver(): boolean {
    return FINAL_PHASES.includes(this.phase);
  }

  // ---- Summaries ------------------------------------------------------------------------------

  private totalOf(cart: Cart | null): WalletLineItem {
    if (!cart) return errorTotal(this.config.words.merchant);
    return { label: this.config.words.merchant, amount: walletAmount(cart.totals.total), type: 'final' };
  }

  private linesOf(cart: Cart | null): WalletLineItem[] {
    if (!cart) return [];
    const { words } = this.config;
    const t = cart.totals;
    const lines: WalletLineItem[] = [{ label: words.subtotal, amount: walletAmount(t.itemTotal), type: 'final' }];
    if (t.totalDiscount) lines.push({ label: words.discount, amount: walletAmount(-Math.abs(t.totalDiscount)), type: 'final' });
    lines.push({ label: words.shipping, amount: walletAmount(t.shipping), type: 'final' });
    if (t.tax) lines.push({ label: words.tax, amount: walletAmount(t.tax), type: 'final' });
    return lines;
  }

  private ownMethods(cart: Cart | null): ShippingMethod[] {
    return walletShippingMethods(cart?.shippingMethods.find((s) => s.shippingId === 'me')?.applicableShippingMethods ?? []);
  }

  private static methodView(m: ShippingMethod): WalletMethod {
    return { identifier: m.code, label: m.label, detail: m.deliveryTime, amount: walletAmount(m.price.amount) };
  }

  /** The update after a successful step: the cart's total (final) and its methods, the chosen one first. */
  private update(methods?: ShippingMethod[]): WalletUpdate {
    const list = methods ?? this.ownMethods(this.cart);
    const chosen = this.methodCode ?? list.find((m) => m.selected)?.code;
    const ordered = [...list.filter((m) => m.code === chosen), ...list.filter((m) => m.code !== chosen)];
    return { total: this.totalOf(this.cart), lineItems: this.linesOf(this.cart), shippingMethods: ordered.map(WalletSession.methodView), errors: [] };
  }

  /** On errors the total is amount 1, pending (docs/requirements/checkout-and-payments.md#device-wallet). */
  private failedUpdate(errors: WalletError[], methods: WalletMethod[] = []): WalletUpdate {
    return { total: errorTotal(this.config.words.merchant), lineItems: this.linesOf(this.cart), shippingMethods: methods, errors };
  }

  private unknown(failure: Extract<BffOutcome<unknown>, { ok: false }>, action: string): WalletError {
    return { code: 'unknown', messageKey: 'unknown', message: this.port.describeFailure(failure, action) };
  }

  // ---- Events ---------------------------------------------------------------------------------

  /** The shopper picked (or the wallet preselected) a card: the current total. */
  paymentMethodSelected(): WalletUpdate {
    if (this.isOver) return this.failedUpdate([{ code: 'unknown', messageKey: 'unknown' }]);
    if (this.phase === 'idle') this.phase = 'method-selected';
    return this.cart ? this.update() : { total: this.totalOf(null), lineItems: [], shippingMethods: [], errors: [] };
  }

  /** Merchant validation: the cart to pay, its shipping, the promo code, the payment session. */
  async validateMerchant(): Promise<MerchantValidation> {
    if (this.phase !== 'idle' && this.phase !== 'method-selected') return { ok: false, error: { code: 'unknown', messageKey: 'unknown' } };
    const previous = this.phase;
    this.phase = 'validating';
    const cart = await this.openCart();
    if (!cart.ok) return this.fail(cart.error);
    this.cart = cart.cart;
    this.before.shipping = !!cart.cart.shippingAddress;
    this.before.billing = !!cart.cart.billingAddress;

    // Shipping set: the own shipment's wallet method (the one chosen if the wallet offers it, else the first).
    const methods = this.ownMethods(this.cart);
    const method = methods.find((m) => m.selected) ?? methods[0];
    if (!method) return this.fail({ code: 'unknown', messageKey: 'applePayShippingMethodListError' });
    const shipped = await this.port.setShippingMethod(this.cart.basketId, method.code);
    if (!shipped.ok) return this.fail(this.unknown(shipped, 'wallet.shippingMethod'));
    this.cart = shipped.data;
    this.methodCode = method.code;

    if (this.config.promoCode) {
      const coupon = await this.port.applyCoupon(this.cart.basketId, this.config.promoCode);
      if (coupon.ok) this.cart = coupon.data;
      else this.port.log('wallet.coupon', { message: COUPON_NOT_APPLIED, errorId: coupon.errorId });
    }

    let session = await this.port.paymentSession();
    // No answer, a gateway failure or `success: false` is retried once; a definite refusal is not.
    if (session.ok ? !session.data?.success : session.status === 0 || session.status >= 500) {
      await this.port.sleep(PAYMENT_SESSION_RETRY_MS);
      session = await this.port.paymentSession();
    }
    if (!session.ok) return this.fail(this.unknown(session, 'wallet.paymentSession'));
    if (!session.data?.success) return this.fail({ code: 'unknown', messageKey: 'unknown' });
    if (this.cancelAsked) {
      this.phase = previous;
      await this.cancel();
      return { ok: false, error: { code: 'unknown', messageKey: 'unknown' } };
    }
    this.phase = 'validated';
    return { ok: true, merchantSession: session.data.meta, update: this.update() };
  }

  private async openCart(): Promise<{ ok: true; cart: Cart } | { ok: false; error: WalletError }> {
    const { source } = this.config;
    if (source.kind === 'product') {
      const made = await this.port.createCartWithItem({ ...source.line, qty: WALLET_QTY, maxQty: WALLET_MAX_QTY });
      if (!made.ok) return { ok: false, error: this.unknown(made, 'wallet.addItem') };
      return { ok: true, cart: made.data };
    }
    const read = await this.port.getCart(source.basketId);
    if (!read.ok) return { ok: false, error: this.unknown(read, 'wallet.cart') };
    if (read.data.items.length === 0) return { ok: false, error: { code: 'unknown', messageKey: 'unknown' } };
    return { ok: true, cart: read.data };
  }

  private async fail(error: WalletError): Promise<{ ok: false; error: WalletError }> {
    this.phase = 'failed';
    await this.cleanUp();
    return { ok: false, error };
  }

  /** The (partial) shipping contact: checked, then the wallet's shipping methods for it. */
  async shippingContactSelected(contact: WalletContact): Promise<WalletUpdate> {
    if (!this.cart || !['validated', 'contact-selected', 'method-chosen'].includes(this.phase)) return this.failedUpdate([{ code: 'unknown', messageKey: 'unknown' }]);
    const errors = partialContactErrors(contact, this.config.siteCountry);
    if (errors.length) return this.failedUpdate(errors);
    const listed = await this.port.shippingMethods(this.cart.basketId);
    const methods = listed.ok ? walletShippingMethods(listed.data.applicableShippingMethods) : [];
    if (methods.length === 0) return this.failedUpdate([{ code: 'shippingContactInvalid', messageKey: 'applePayShippingMethodListError', contactField: 'postalCode' }]);
    // The chosen method stays if the list still has it; else the first is set.
    if (!this.methodCode || !methods.some((m) => m.code === this.methodCode)) {
      const first = methods[0] as ShippingMethod;
      const set = await this.port.setShippingMethod(this.cart.basketId, first.code);
      if (!set.ok) return this.failedUpdate([{ code: 'unknown', messageKey: 'applePayShippingMethodError' }], methods.map(WalletSession.methodView));
      this.cart = set.data;
      this.methodCode = first.code;
    }
    this.phase = 'contact-selected';
    return this.update(methods);
  }

  /** The shopper chose a shipping method: the cart's totals with it. */
  async shippingMethodSelected(identifier: string): Promise<WalletUpdate> {
    if (!this.cart || !['validated', 'contact-selected', 'method-chosen'].includes(this.phase)) return this.failedUpdate([{ code: 'unknown', messageKey: 'unknown' }]);
    const offered = this.ownMethods(this.cart);
    if (!offered.some((m) => m.code === identifier)) return this.failedUpdate([{ code: 'unknown', messageKey: 'applePayShippingMethodError' }], offered.map(WalletSession.methodView));
    const set = await this.port.setShippingMethod(this.cart.basketId, identifier);
    if (!set.ok) return this.failedUpdate([{ code: 'unknown', messageKey: 'applePayShippingMethodError' }], offered.map(WalletSession.methodView));
    this.cart = set.data;
    this.methodCode = identifier;
    this.phase = 'method-chosen';
    return this.update();
  }

  /** The payment was authorized in the wallet: the order is placed (see the module comment). */
  async paymentAuthorized(payment: WalletPayment): Promise<AuthorizationResult> {
    if (!this.cart || !['validated', 'contact-selected', 'method-chosen'].includes(this.phase)) return this.finalFailure([{ code: 'unknown', messageKey: 'unknown' }]);
    const resume = this.phase;
    this.phase = 'authorizing';
    const basketId = this.cart.basketId;
    const open = (errors: WalletError[]): AuthorizationResult => {
      this.phase = resume;
      return { status: 'failure', errors, final: false, total: errorTotal(this.config.words.merchant) };
    };

    const errors = [...contactErrors(payment.shippingContact, 'shipping', this.config.siteCountry), ...contactErrors(payment.billingContact, 'billing', this.config.siteCountry)];
    if (errors.length) return open(errors);

    const shipping = contactToAddress(payment.shippingContact);
    const shipped = await this.port.setShippingAddress(basketId, { ...shipping, shippingId: 'me' });
    if (!shipped.ok) {
      const error = shippingAddressError(shipped.errorId, shipped.message);
      if (error.code !== 'unknown') return open([error]);
      return this.finalFailure([this.unknown(shipped, 'wallet.shippingAddress')]);
    }
    this.cart = shipped.data;

    const prepared = await this.port.prepareOrder(basketId);
    if (!prepared.ok) return this.finalFailure([this.unknown(prepared, 'wallet.prepare')]);
    this.cart = prepared.data;
    const blocked = blockingReason(prepared.data);
    if (blocked) return this.finalFailure([{ code: 'unknown', messageKey: 'unknown', message: blocked.message }]);

    const paid = await this.port.addWalletInstrument(basketId, payment.paymentData);
    if (!paid.ok) return this.finalFailure([this.unknown(paid, 'wallet.instrument')]);
    this.cart = paid.data;

    const countries = await this.port.countries();
    const country = billingCountryError(payment.billingContact, countries);
    if (country) return open([country]);

    // The wallet's billing contact has no email or phone: the shipping contact's (the order's contact) go with it.
    const billing = contactToAddress(payment.billingContact, payment.shippingContact.emailAddress);
    const phone = billing.phone ?? payment.shippingContact.phoneNumber?.trim();
    const billed = await this.port.setBillingAddress(basketId, { ...billing, ...(phone ? { phone } : {}) });
    if (!billed.ok) {
      const field = fieldOfAddressMessage(billed.message);
      if (billed.errorId === 'API400' && field) return open([{ code: 'billingContactInvalid', messageKey: 'billingContactInvalid', contactField: field, reason: 'characters' }]);
      return this.finalFailure([this.unknown(billed, 'wallet.billingAddress')]);
    }
    this.cart = billed.data;

    const placed = await this.port.placeOrder(billed.data);
    if (!placed.ok) return this.finalFailure([this.unknown(placed, 'wallet.place')]);

    this.phase = 'completed';
    const fromProduct = this.config.source.kind === 'product';
    if (fromProduct) await this.port.restoreShopperCart(this.config.source.kind === 'product' ? this.config.source.shopperBasketId : null);
    else this.port.resetShopperCart();
    this.cleaned = true;
    return { status: 'success', order: placed.data, href: confirmationUrl(this.config.confirmationHref, placed.data.orderNumber, fromProduct) };
  }

  private async finalFailure(errors: WalletError[]): Promise<AuthorizationResult> {
    this.phase = 'failed';
    await this.cleanUp();
    return { status: 'failure', errors, final: true, total: errorTotal(this.config.words.merchant) };
  }

  /** The shopper closed the wallet: the express state is cleared, the shopper's cart left as it was. */
  async cancel(): Promise<void> {
    if (this.isOver) return;
    if (this.phase === 'authorizing' || this.phase === 'validating') {
      // The running step finishes first (an order may be being placed); a validation then ends here.
      this.cancelAsked = true;
      return;
    }
    this.phase = 'cancelled';
    await this.cleanUp();
  }

  /**
   * Clears the express state: the product's own cart is emptied (an abandoned cart must not
   * come back as the shopper's) and the shopper's cart is the page's again; on the shopper's
   * cart, what the wallet added (its instrument, addresses the cart didn't have) is removed.
   */
  private async cleanUp(): Promise<void> {
    if (this.cleaned) return;
    this.cleaned = true;
    const cart = this.cart;
    const { source } = this.config;
    this.cart = null;
    this.methodCode = null;
    if (source.kind === 'product') {
      if (cart) for (const item of cart.items.filter((i) => !i.bonus)) await this.port.removeItem(cart.basketId, item.itemId);
      await this.port.restoreShopperCart(source.shopperBasketId);
      return;
    }
    if (!cart) return;
    const instrument = cart.payment_instruments.find((i) => i.payment_method_id === 'DW_APPLE_PAY');
    if (instrument) await this.port.removeInstrument(cart.basketId, instrument.payment_instrument_id);
    if (!this.before.billing && cart.billingAddress) await this.port.clearBillingAddress(cart.basketId);
    if (!this.before.shipping && cart.shippingAddress) await this.port.clearShippingAddress(cart.basketId);
    await this.port.restoreShopperCart(source.basketId);
  }
}

/** The confirmation page of a wallet order: its number, and storeContext=applePayPdp from a product page. */
export function confirmationUrl(base: string, orderNumber: string, fromProduct: boolean): string {
  const url = new URL(base, 'https://cairn.invalid');
  url.searchParams.set('order', orderNumber);
  if (fromProduct) url.searchParams.set('storeContext', PDP_STORE_CONTEXT);
  return `${url.pathname}${url.search}`;
}

export const createWalletSession = (config: WalletConfig, port: WalletPort): WalletSession => new WalletSession(config, port);

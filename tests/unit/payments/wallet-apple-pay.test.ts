import { afterEach, describe, expect, it, vi } from 'vitest';
import { applePayAdapter, APPLE_PAY_VERSION } from '../../../src/lib/payments/wallet/apple-pay.ts';
import { applePayCanPay } from '../../../src/lib/payments/wallet/can-pay.ts';
import type { WalletSession } from '../../../src/lib/payments/wallet/machine.ts';

/** A stand-in for Safari's ApplePaySession: records what the adapter completes. */
class FakeApplePaySession {
  static STATUS_SUCCESS = 0;
  static STATUS_FAILURE = 1;
  static canPay = true;
  static last: FakeApplePaySession | null = null;
  static canMakePayments = () => FakeApplePaySession.canPay;
  completed: Array<[string, unknown]> = [];
  begun = false;
  onvalidatemerchant: ((e: unknown) => void) | null = null;
  onpaymentmethodselected: ((e: unknown) => void) | null = null;
  onshippingcontactselected: ((e: unknown) => void) | null = null;
  onshippingmethodselected: ((e: unknown) => void) | null = null;
  onpaymentauthorized: ((e: unknown) => void) | null = null;
  oncancel: ((e: unknown) => void) | null = null;
  version: number;
  request: Record<string, unknown>;
  constructor(version: number, request: Record<string, unknown>) {
    this.version = version;
    this.request = request;
    FakeApplePaySession.last = this;
  }
  begin() {
    this.begun = true;
  }
  abort() {
    this.completed.push(['abort', null]);
  }
  completeMerchantValidation(s: unknown) {
    this.completed.push(['merchant', s]);
  }
  completePaymentMethodSelection(u: unknown) {
    this.completed.push(['paymentMethod', u]);
  }
  completeShippingContactSelection(u: unknown) {
    this.completed.push(['contact', u]);
  }
  completeShippingMethodSelection(u: unknown) {
    this.completed.push(['method', u]);
  }
  completePayment(r: unknown) {
    this.completed.push(['payment', r]);
  }
}
class FakeApplePayError {
  code: string;
  contactField: string | undefined;
  message: string | undefined;
  constructor(code: string, contactField?: string, message?: string) {
    this.code = code;
    this.contactField = contactField;
    this.message = message;
  }
}

const pending = { label: 'Cairn', amount: '1', type: 'pending' };
const flush = () => new Promise((r) => setTimeout(r, 0));

function install() {
  vi.stubGlobal('window', globalThis);
  vi.stubGlobal('ApplePaySession', FakeApplePaySession);
  vi.stubGlobal('ApplePayError', FakeApplePayError);
}

afterEach(() => {
  vi.unstubAllGlobals();
  FakeApplePaySession.canPay = true;
});

describe('Apple Pay adapter', () => {
  it('shows the button only where ApplePaySession.canMakePayments() is true', () => {
    expect(applePayCanPay()).toBe(false);
    install();
    expect(applePayCanPay()).toBe(true);
    FakeApplePaySession.canPay = false;
    expect(applePayCanPay()).toBe(false);
  });

  it('raises every Apple Pay event on the session and completes each with its answer', async () => {
    install();
    const session = {
      validateMerchant: vi.fn(async () => ({ ok: true, merchantSession: { merchantSessionIdentifier: 'SSH1' }, update: {} })),
      paymentMethodSelected: vi.fn(() => ({ total: pending, lineItems: [], shippingMethods: [], errors: [] })),
      shippingContactSelected: vi.fn(async () => ({
        total: pending,
        lineItems: [],
        shippingMethods: [],
        errors: [{ code: 'shippingContactInvalid', messageKey: 'applePayCountryError', contactField: 'countryCode' }],
      })),
      shippingMethodSelected: vi.fn(async () => ({ total: { label: 'Cairn', amount: '10.00', type: 'final' }, lineItems: [], shippingMethods: [], errors: [] })),
      paymentAuthorized: vi.fn(async () => ({ status: 'success', order: {}, href: '/en-us/order-confirmation?order=N1' })),
      cancel: vi.fn(async () => undefined),
    };
    const finish = vi.fn();
    applePayAdapter().begin({ countryCode: 'US', currencyCode: 'USD', total: pending as never }, session as unknown as WalletSession, (e) => `words:${e.messageKey}`, finish);
    const ap = FakeApplePaySession.last as FakeApplePaySession;
    expect(ap.begun).toBe(true);
    expect(ap.version).toBe(APPLE_PAY_VERSION);
    expect(ap.request).toMatchObject({ countryCode: 'US', currencyCode: 'USD', total: pending, requiredShippingContactFields: ['postalAddress', 'name', 'email', 'phone'] });

    ap.onvalidatemerchant?.({ validationURL: 'https://apple-pay-gateway.apple.com/paymentservices/startSession' });
    await flush();
    expect(ap.completed.at(-1)).toEqual(['merchant', { merchantSessionIdentifier: 'SSH1' }]);

    ap.onpaymentmethodselected?.({});
    expect(ap.completed.at(-1)).toEqual(['paymentMethod', { newTotal: pending, newLineItems: [] }]);

    ap.onshippingcontactselected?.({ shippingContact: { countryCode: 'CA' } });
    await flush();
    expect(session.shippingContactSelected).toHaveBeenCalledWith({ countryCode: 'CA' });
    const contact = ap.completed.at(-1)?.[1] as { newTotal: unknown; errors: FakeApplePayError[] };
    expect(contact.newTotal).toEqual(pending);
    expect(contact.errors[0]).toEqual(new FakeApplePayError('shippingContactInvalid', 'countryCode', 'words:applePayCountryError'));

    ap.onshippingmethodselected?.({ shippingMethod: { identifier: 'express' } });
    await flush();
    expect(session.shippingMethodSelected).toHaveBeenCalledWith('express');
    expect(ap.completed.at(-1)?.[0]).toBe('method');

    ap.onpaymentauthorized?.({ payment: { token: { paymentData: { version: 'EC_v1', data: 'x' } }, shippingContact: { givenName: 'A' }, billingContact: { givenName: 'B' } } });
    await flush();
    expect(session.paymentAuthorized).toHaveBeenCalledWith({ paymentData: '{"version":"EC_v1","data":"x"}', shippingContact: { givenName: 'A' }, billingContact: { givenName: 'B' } });
    expect(ap.completed.at(-1)).toEqual(['payment', { status: FakeApplePaySession.STATUS_SUCCESS }]);
    expect(finish).toHaveBeenCalledWith({ kind: 'success', href: '/en-us/order-confirmation?order=N1' });
  });

  it('completes a refused payment as a failure with its errors; a final one ends the session; cancel cancels', async () => {
    install();
    const session = {
      paymentAuthorized: vi.fn(async () => ({ status: 'failure', final: true, errors: [{ code: 'unknown', messageKey: 'unknown' }], total: pending })),
      validateMerchant: vi.fn(async () => ({ ok: false, error: { code: 'unknown', messageKey: 'unknown' } })),
      cancel: vi.fn(async () => undefined),
    };
    const finish = vi.fn();
    applePayAdapter().begin({ countryCode: 'US', currencyCode: 'USD', total: pending as never }, session as unknown as WalletSession, () => 'words', finish);
    const ap = FakeApplePaySession.last as FakeApplePaySession;
    ap.onpaymentauthorized?.({ payment: { token: { paymentData: 'tok' } } });
    await flush();
    expect(ap.completed.at(-1)).toEqual(['payment', { status: FakeApplePaySession.STATUS_FAILURE, errors: [new FakeApplePayError('unknown', undefined, 'words')] }]);
    expect(finish).toHaveBeenCalledWith({ kind: 'ended' });

    ap.onvalidatemerchant?.({});
    await flush();
    expect(ap.completed.at(-1)).toEqual(['abort', null]);

    ap.oncancel?.({});
    await flush();
    expect(session.cancel).toHaveBeenCalled();
  });
});

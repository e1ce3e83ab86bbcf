/**
 * The real device wallet: Apple Pay JS (`window.ApplePaySession`), used when the server has an
 * APPLE_PAY_MERCHANT_ID (src/lib/payments/providers.ts). The button shows only where
 * `ApplePaySession.canMakePayments()` is true. Merchant validation goes through the BFF
 * (GET /cart/v1/paymentSession?paymentMethodId=DW_APPLE_PAY, in the session's
 * validateMerchant); Apple Pay JS is a browser API, so no third-party origin enters the CSP.
 */
import type { WalletAdapter } from './adapter.ts';
import { applePayCanPay } from './can-pay.ts';
import type { WalletUpdate } from './machine.ts';
import type { WalletContact, WalletError } from './rules.ts';

/** The Apple Pay JS version whose request and events we use (contact fields and errors: v3). */
export const APPLE_PAY_VERSION = 3;
const SUPPORTED_NETWORKS = ['visa', 'masterCard', 'amex', 'discover'];

interface ApplePayErrorLike {
  code: string;
}

interface ApplePaySessionLike {
  begin(): void;
  abort(): void;
  completeMerchantValidation(merchantSession: unknown): void;
  completePaymentMethodSelection(update: unknown): void;
  completeShippingContactSelection(update: unknown): void;
  completeShippingMethodSelection(update: unknown): void;
  completePayment(result: unknown): void;
  onvalidatemerchant: ((event: { validationURL: string }) => void) | null;
  onpaymentmethodselected: ((event: unknown) => void) | null;
  onshippingcontactselected: ((event: { shippingContact: WalletContact }) => void) | null;
  onshippingmethodselected: ((event: { shippingMethod: { identifier: string } }) => void) | null;
  onpaymentauthorized: ((event: { payment: { token: { paymentData: unknown }; shippingContact?: WalletContact; billingContact?: WalletContact } }) => void) | null;
  oncancel: ((event: unknown) => void) | null;
}

interface ApplePaySessionClass {
  new (version: number, request: unknown): ApplePaySessionLike;
  canMakePayments(): boolean;
  readonly STATUS_SUCCESS: number;
  readonly STATUS_FAILURE: number;
}

declare global {
  interface Window {
    ApplePaySession?: ApplePaySessionClass;
    ApplePayError?: new (code: string, contactField?: string, message?: string) => ApplePayErrorLike;
  }
}

export { applePayCanPay };

export function applePayAdapter(): WalletAdapter {
  return {
    kind: 'apple-pay',
    canPay: applePayCanPay,
    begin(request, session, describe, finish) {
      const Session = window.ApplePaySession as ApplePaySessionClass;
      const errorsOf = (errors: WalletError[]) => errors.map((e) => (window.ApplePayError ? new window.ApplePayError(e.code, e.contactField, describe(e)) : { code: e.code }));
      const updateOf = (u: WalletUpdate) => ({ newTotal: u.total, newLineItems: u.lineItems, newShippingMethods: u.shippingMethods, ...(u.errors.length ? { errors: errorsOf(u.errors) } : {}) });
      const ap = new Session(APPLE_PAY_VERSION, {
        countryCode: request.countryCode,
        currencyCode: request.currencyCode,
        merchantCapabilities: ['supports3DS'],
        supportedNetworks: SUPPORTED_NETWORKS,
        total: request.total,
        requiredShippingContactFields: ['postalAddress', 'name', 'email', 'phone'],
        requiredBillingContactFields: ['postalAddress', 'name'],
      });
      ap.onvalidatemerchant = () => {
        void session.validateMerchant().then((validated) => {
          if (validated.ok) {
            ap.completeMerchantValidation(validated.merchantSession);
            return;
          }
          ap.abort();
          finish({ kind: 'ended' });
        });
      };
      ap.onpaymentmethodselected = () => {
        const u = session.paymentMethodSelected();
        ap.completePaymentMethodSelection({ newTotal: u.total, newLineItems: u.lineItems });
      };
      ap.onshippingcontactselected = (event) => {
        void session.shippingContactSelected(event.shippingContact).then((u) => ap.completeShippingContactSelection(updateOf(u)));
      };
      ap.onshippingmethodselected = (event) => {
        void session.shippingMethodSelected(event.shippingMethod.identifier).then((u) => ap.completeShippingMethodSelection(updateOf(u)));
      };
      ap.onpaymentauthorized = (event) => {
        const { payment } = event;
        const paymentData = typeof payment.token.paymentData === 'string' ? payment.token.paymentData : JSON.stringify(payment.token.paymentData);
        void session.paymentAuthorized({ paymentData, shippingContact: payment.shippingContact ?? {}, billingContact: payment.billingContact ?? {} }).then((result) => {
          if (result.status === 'success') {
            ap.completePayment({ status: Session.STATUS_SUCCESS });
            finish({ kind: 'success', href: result.href });
            return;
          }
          ap.completePayment({ status: Session.STATUS_FAILURE, errors: errorsOf(result.errors) });
          if (result.final) finish({ kind: 'ended' });
        });
      };
      ap.oncancel = () => {
        void session.cancel().then(() => finish({ kind: 'ended' }));
      };
      ap.begin();
    },
  };
}

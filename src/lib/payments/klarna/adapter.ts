/**
 * Klarna (buy-now-pay-later) behind one small interface: what an authorisation answers, as
 * Klarna Payments' `authorize()` answers it. Two adapters give it: Klarna's SDK (./sdk.ts, only
 * with KLARNA_CLIENT_ID) and the sandbox Klarna window (islands/checkout/payment/KlarnaSandbox.tsx,
 * the default offline). docs/requirements/checkout-and-payments.md#paypal-and-klarna: "not approved" shows the form again, or 'Error authorizing
 * Klarna'; an authorisation the gateway refuses when the order is placed is PAY400.
 */
import { callBff } from '../../bff/browser.ts';
import { GATEWAY, mutateCart, type CartResult } from '../../cart/client.ts';

export interface KlarnaAuthorization {
  approved: boolean;
  /** Not approved: whether Klarna's form can be shown again (the shopper may retry or change). */
  show_form: boolean;
  authorization_token?: string;
}

export interface KlarnaEvents {
  onAuthorize: (result: KlarnaAuthorization) => void | Promise<void>;
  onError: (message: string | null) => void;
}

/** The payment categories a Klarna session offers (`meta.payment_method_categories`). */
export interface KlarnaCategory {
  identifier: string;
  name: string;
}

export function categoriesOf(meta: Record<string, unknown>): KlarnaCategory[] {
  const raw = meta.payment_method_categories;
  if (!Array.isArray(raw)) return [];
  return raw.flatMap((c: unknown) => {
    const v = c as Partial<KlarnaCategory> | null;
    return v && typeof v.identifier === 'string' && typeof v.name === 'string' ? [{ identifier: v.identifier, name: v.name }] : [];
  });
}

export const clientTokenOf = (meta: Record<string, unknown>): string | null => (typeof meta.client_token === 'string' ? meta.client_token : null);

export type KlarnaOutcome = { kind: 'authorized'; token: string } | { kind: 'form-again' } | { kind: 'error' };

/** What the shopper sees next after Klarna's answer (docs/requirements/checkout-and-payments.md#paypal-and-klarna). */
export function klarnaOutcome(result: KlarnaAuthorization): KlarnaOutcome {
  if (result.approved && result.authorization_token) return { kind: 'authorized', token: result.authorization_token };
  if (!result.approved && result.show_form) return { kind: 'form-again' };
  return { kind: 'error' };
}

/** The KLARNA payment instrument with Klarna's authorisation token. */
export function addKlarnaInstrument(authorizationToken: string): Promise<CartResult> {
  return mutateCart(
    'klarna.authorize',
    (basketId) => callBff('POST', `${GATEWAY}/cart/v1/cart/${encodeURIComponent(basketId)}/paymentInstruments`, { payment_method_id: 'KLARNA', additionalDetails: { paymentData: { authorizationToken } } }),
    { toast: false },
  );
}

/**
 * PayPal behind one small interface (docs/architecture.md#checkout-and-payments): the events PayPal's JS
 * SDK raises, which our flow handles. Two adapters raise them: the real SDK (./sdk.ts, only with
 * PAYPAL_CLIENT_ID) and the sandbox window (islands/express/paypal/SandboxPayPal.tsx, the default
 * offline), so the same flow (./express.ts, the checkout's PayPal method) runs with either.
 */

/** An address as PayPal hands it over. The SDK's shipping-change event has only the locality (no names, no street). */
export interface PayPalAddress {
  firstName?: string;
  lastName?: string;
  addressLine1?: string;
  addressLine2?: string;
  city?: string;
  province?: string;
  postalCode?: string;
  country: string;
}

/** What an approval tells us: PayPal's order id (the gateway's `paymentData.orderID`) and the buyer. */
export interface PayPalApproval {
  orderID: string;
  payer: { email?: string; firstName?: string; lastName?: string; phone?: string };
  /** Where the buyer chose to ship (express only). */
  shipping?: PayPalAddress;
}

export interface PayPalEvents {
  /** The buyer picked another shipping address in PayPal: false refuses it (PayPal asks for another). */
  onShippingAddressChange?: (address: PayPalAddress) => Promise<{ ok: true } | { ok: false; message: string }>;
  onApprove: (approval: PayPalApproval) => void | Promise<void>;
  /** The buyer closed PayPal without paying. */
  onCancel: () => void;
  onError: (message: string | null) => void;
}

/** A complete address (the sandbox window's, or PayPal's after approval) can go to the gateway. */
export const isCompleteAddress = (a: PayPalAddress): a is Required<Pick<PayPalAddress, 'firstName' | 'lastName' | 'addressLine1' | 'city' | 'postalCode'>> & PayPalAddress =>
  !!a.firstName?.trim() && !!a.lastName?.trim() && !!a.addressLine1?.trim() && !!a.city?.trim() && !!a.postalCode?.trim();

/**
 * The shopper's session as the browser may know it: the answer of GET /api/session and of the
 * /api/auth endpoints. docs/requirements/sign-in.md#authentication-state "Authentication state" (consumerNo, consumerType, memberId,
 * isEmployeeDiscountTCAccepted) without the refresh token, which never leaves the server, plus
 * the segment flags of docs/requirements/checkout-and-payments.md#buy-in-store and the buy-in-store session. `profile` is the registered
 * shopper's contact details (docs/requirements/account-and-loyalty.md#consumer-profile consumerDetails) for forms that prefill them; `cart`
 * the basket summary for the mini-cart count (src/lib/session/load.ts reads both).
 */
export type ConsumerType = 'GUEST' | 'REGISTERED' | 'EMPLOYEE';

export interface BuyInStore {
  storeId: string;
  storeName: string;
  storeEmployeeId: string;
  storeEmployeeName: string;
}

export interface SessionProfileDetails {
  email: string;
  firstName: string;
  lastName: string;
  gender: string;
  phone: string;
  subscriptions: ReadonlyArray<{ type: string; optin: boolean }>;
}

/** The basket as the header's mini-cart count needs it (docs/requirements/cart.md#mini-cart Cart: id, currency, totalItems, items). */
export interface SessionCart {
  basketId: string;
  currency: string;
  totalItems: number;
  items: ReadonlyArray<{ itemId: string; productId: string; qty: number }>;
}

export interface SessionState {
  /** True for a registered shopper or an employee. */
  signedIn: boolean;
  /** Null only when the gateway could not open a guest session (it refused with 403). */
  consumerNo: string | null;
  consumerType: ConsumerType | null;
  memberId: string | null;
  isLoyaltyMember: boolean;
  isEmployeeDiscountTCAccepted: boolean;
  isAthlete: boolean;
  identityTypes: ReadonlyArray<'WRANX' | 'IPA'>;
  firstName: string | null;
  /** Set during a store associate's buy-in-store session. */
  buyInStore: BuyInStore | null;
  /** Signed-in shoppers only. */
  profile?: SessionProfileDetails;
  /** The shopper's open basket, when they have one (GET /api/session only). */
  cart?: SessionCart;
  /** The favorites and saved-for-later list ids the gateway answered this shopper (GET /api/session only). */
  lists?: { favoriteId?: string; saveForLaterId?: string };
}

export const SIGNED_OUT_STATE: SessionState = {
  signedIn: false,
  consumerNo: null,
  consumerType: null,
  memberId: null,
  isLoyaltyMember: false,
  isEmployeeDiscountTCAccepted: false,
  isAthlete: false,
  identityTypes: [],
  firstName: null,
  buyInStore: null,
};

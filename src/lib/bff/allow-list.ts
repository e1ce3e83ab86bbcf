/**
 * The gateway paths the storefront forwards from the browser (/api/gateway/<path>): an explicit
 * list, so the BFF is not an open proxy. Anything else answers 404. Token calls (token, sign-in,
 * sign-out, agent login) are NOT here: they run only inside the BFF's own /api/auth endpoints,
 * where tokens are kept in cookies.
 *
 * `{param}` matches one path segment of safe characters; nothing matches `.`/`..` segments,
 * empty segments, or encoded slashes.
 */
import type { GatewayCall } from './gateway.ts';

type Method = GatewayCall['method'];

export interface AllowedCall {
  method: Method;
  path: string;
}

const entries: Array<[string, readonly Method[]]> = [
  // Platform (docs/requirements/sign-in.md#authentication-calls "Other calls")
  ['/fapi/server/time', ['GET']],
  // Password flows that carry no token (the BFF adds the shopper's bearer)
  ['/consumers-v3/consumer/changepassword', ['POST']],
  ['/consumers-v3/confirmforgotpassword', ['POST']],
  ['/consumers-v3/consumer/resetpassword', ['POST']],
  // Cart (docs/requirements/cart.md#the-cart Cart)
  ['/cart/v1/cart', ['POST']],
  ['/cart/v1/cartWithItem', ['POST']],
  ['/cart/v1/cart/{basketId}', ['GET']],
  ['/cart/v1/item', ['POST', 'DELETE']],
  ['/cart/v1/cart/{basketId}/item', ['PUT']],
  ['/cart/v1/coupon', ['PUT', 'DELETE']],
  ['/cart/v1/shippingMethod', ['POST']],
  ['/cart/v1/cart/{basketId}/shippingMethod/{shippingId}', ['GET']],
  ['/cart/v2/cart/{basketId}/shippingAddress', ['POST', 'DELETE']],
  ['/cart/v1/cart/{basketId}/shippingAddress/validation', ['POST']],
  ['/cart/v1/cart/{basketId}/billingAddress', ['POST', 'DELETE']],
  ['/cart/v1/cart/{basketId}/paymentMethods', ['GET']],
  ['/cart/v1/cart/{basketId}/paymentInstruments', ['POST', 'DELETE']],
  ['/cart/v1/cart/{basketId}/reward', ['PUT']],
  ['/cart/v2/saveForLater', ['PUT']],
  ['/cart/v2/cart/{basketId}/saveForLater', ['POST']],
  ['/cart/v2/saveForLater/{saveForlaterId}/items/{itemId}', ['DELETE']],
  ['/cart/v1/giftcard/balance', ['POST']],
  ['/cart/v1/paymentSession', ['GET']],
  ['/cart/v1/cart/prepareOrder', ['POST']],
  // PUT /cart/v2/checkout/order is not forwarded as is: /api/checkout/order adds the associate's
  // in-store sale from the server's session and passes the Idempotency-Key.
  ['/cart/v2/checkout/order/{orderNumber}', ['PATCH']],
  ['/cart/v1/deviceFingerPrint', ['POST']],
  ['/cart/v1/reserveWithItem', ['POST']],
  ['/cart/v1/cart/{cartId}/price_adjustments', ['POST']],
  ['/cart/v1/cart/{basketId}/price_adjustments/{adjustmentId}', ['PATCH', 'DELETE']],
  // Consumer service (docs/requirements/account-and-loyalty.md#consumer-calls)
  ['/consumers-v3/consumer', ['GET', 'PUT', 'POST']],
  ['/consumers-v3/consumer/loyalty/token', ['POST']],
  ['/consumers-v3/consumer/loyalty/promo/welcome', ['GET']],
  ['/consumers-v3/consumer/loyalty/vouchers', ['GET']],
  ['/consumers-v3/consumer/lookup', ['GET']],
  ['/consumers-v3/consumer/subscription', ['GET', 'PUT', 'POST']],
  ['/consumers-v3/consumer/payment_instruments', ['GET', 'POST']],
  ['/consumers-v3/consumer/payment_instruments/{paymentInstrumentId}', ['PATCH', 'DELETE']],
  ['/consumers-v3/consumer/purchase/{orderId}', ['GET']],
  ['/consumers-v3/consumer/purchase/invoice/download', ['POST']],
  ['/consumers-v3/consumer/purchasehistory', ['POST']],
  ['/consumers-v3/consumer/return/{orderId}/returnLabel', ['POST']],
  ['/consumers-v3/consumer/TrackOrder', ['POST']],
  ['/consumers-v3/consumer/address', ['POST']],
  ['/consumers-v3/consumer/address/{addressId}', ['PUT', 'DELETE']],
  ['/consumers-v3/consumer/CancelOrder', ['POST']],
  ['/consumers-v3/consumer/resendGiftCardEmail', ['POST']],
  ['/consumers-v3/consumer/retrieveUserData', ['POST']],
  ['/consumers-v3/consumer/notification', ['PUT']],
  ['/consumers-v3/consumer/event-registration', ['POST']],
  ['/consumers-v3/consumer/warranty', ['POST']],
  ['/consumers-v3/contactus', ['POST']],
  ['/consumers-v3/contactus/categorySubject', ['GET']],
  // Utilities and stores
  ['/consumers-v3/utilities/countryList', ['GET']],
  ['/consumers-v3/utilities/countryList/{countryCode}', ['GET']],
  ['/consumers-v3/utilities/addressRules', ['GET']],
  ['/consumers-v3/utilities/stores', ['GET']],
  ['/consumers-v3/utilities/stores/{storeId}/employees', ['GET']],
  ['/stores/v1/collectionPoints', ['POST']],
  ['/stores/v1/search', ['POST']],
  // Products and reviews (docs/requirements/catalogue.md#reviews Products)
  ['/products/v2/products/{productId}/details', ['GET']],
  ['/products/v2/products/{productId}/inventory', ['GET']],
  ['/products/v2/products/{productId}/productSets', ['GET']],
  ['/products/v2/products/{productSetId}/productSet', ['GET']],
  ['/products/v1/products/{productId}/availability', ['POST']],
  ['/products/v1/products/{productId}/reviews/questions', ['GET', 'POST']],
  ['/products/v1/products/{productId}/reviews', ['GET', 'POST']],
  ['/products/v1/products/{productId}/review/{reviewId}/flag', ['POST']],
  ['/products/v1/products/{productId}/review/{reviewId}/vote', ['POST']],
  ['/products/v1/products/{productId}/review/{answerId}/questions/vote', ['POST']],
  ['/products/v1/review/{reviewId}/translate', ['POST']],
  ['/products/v2/catalog', ['GET']],
  ['/products/v1/notifications', ['PUT']],
  ['/products/v2/search/productSearch', ['GET']],
  ['/products/v2/search/autoSuggest', ['GET']],
  ['/products/v1/widgetRecommendations', ['GET']],
  // Wishlists
  ['/wishlists/v2/favorites', ['GET', 'POST']],
  ['/wishlists/v2/saveForLater', ['GET']],
  ['/wishlists/v2/favorites/{favoriteId}/share', ['GET', 'POST']],
  ['/wishlists/v2/favorites/{favoriteId}/items/{itemId}', ['DELETE']],
];

export const ALLOWED_CALLS: readonly AllowedCall[] = entries.flatMap(([path, methods]) => methods.map((method) => ({ method, path })));

/** One path segment: letters, digits and - _ . ~ (never only dots). */
const SEGMENT = /^[A-Za-z0-9_~.-]{1,200}$/;

function segmentsOf(path: string): string[] | null {
  if (!path.startsWith('/') || path.length > 1000) return null;
  const raw = path.slice(1).split('/');
  const segments: string[] = [];
  for (const part of raw) {
    let decoded: string;
    try {
      decoded = decodeURIComponent(part);
    } catch {
      return null;
    }
    if (!SEGMENT.test(decoded) || /^\.+$/.test(decoded)) return null;
    segments.push(decoded);
  }
  return segments;
}

const compiled = ALLOWED_CALLS.map((call) => ({ ...call, segments: call.path.slice(1).split('/') }));

/**
 * The allowed call a method and path match, with the path rebuilt from its checked segments,
 * or null. `/cart/v1/cart/abc` → { path: '/cart/v1/cart/abc', pattern: '/cart/v1/cart/{basketId}' }.
 */
export function matchAllowedCall(method: string, path: string): { method: Method; path: string; pattern: string } | null {
  const segments = segmentsOf(path);
  if (!segments) return null;
  for (const call of compiled) {
    if (call.method !== method || call.segments.length !== segments.length) continue;
    const fits = call.segments.every((pattern, i) => (pattern.startsWith('{') && pattern.endsWith('}')) || pattern === segments[i]);
    if (fits) return { method: call.method, path: `/${segments.map(encodeURIComponent).join('/')}`, pattern: call.path };
  }
  return null;
}

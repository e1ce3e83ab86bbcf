/**
 * The shipping changes a shopper makes on the cart (docs/requirements/cart.md#the-cart Cart): a line's method
 * (POST /cart/v1/shippingMethod with the line id as shippingId), a line's pickup store (PUT the
 * item with storeId: the server falls back to ship-to-store or home with a transition when the
 * shelf is empty, docs/requirements/cart.md#shipping-methods-and-delivery), and the order's own shipment ('me'). Every change goes through
 * the cart client, so recovery and the cart stores stay in one place.
 */
import { currentLineId, mutateCart, updateCartItem, type CartResult } from '../cart/client.ts';
import { callBff } from '../bff/browser.ts';
import { OWN_SHIPMENT_ID, type ShippingCode } from './methods.ts';

export const SHIPPING_ACTION = 'cart.shipping';

/** A line's method other than pickup (pickup needs a store: pickUpAt). */
export function setLineMethod(itemId: string, code: ShippingCode, storeId?: string): Promise<CartResult> {
  return mutateCart(SHIPPING_ACTION, (basketId) =>
    callBff('POST', '/api/gateway/cart/v1/shippingMethod', { cartId: basketId, code, shippingId: currentLineId(itemId), shopperAppliedSM: true, ...(storeId ? { storeId } : {}) }),
  );
}

/** Pickup at a store; without shelf stock the server ships to the store or home and says so. */
export const pickUpAt = (itemId: string, storeId: string): Promise<CartResult> => updateCartItem(itemId, { storeId });

/** The order's own shipment method (standard or collection point). */
export function setOrderMethod(code: ShippingCode): Promise<CartResult> {
  return mutateCart(SHIPPING_ACTION, (basketId) =>
    callBff('POST', '/api/gateway/cart/v1/shippingMethod', { cartId: basketId, code, shippingId: OWN_SHIPMENT_ID, shopperAppliedSM: true }),
  );
}

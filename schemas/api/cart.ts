/**
 * Cart contracts (docs/requirements/cart.md#saved-for-later Cart, Cart totals, Cart item, Shipping method, Saved-for-later,
 * Price adjustment; docs/requirements/cart.md#cart-calls the Cart table) and the entities checkout and payments share. The spec
 * shows no response bodies: every answer below is built from the docs/requirements/cart.md#the-cart field names, plus a few
 * additive fields named in docs/sandbox.md. Money is in major units of the cart's currency.
 */
import { z } from 'zod';
import { defineContract, queryBoolean } from './contract.ts';
import { FLASH_CODES } from './errors.ts';

// ---- Shared pieces ---------------------------------------------------------------------------

export const SHIPPING_CODES = ['pickup', 'pudo', 'sts', 'digital', 'customs', 'standard'] as const;
export const shippingCode = z.enum(SHIPPING_CODES);

export const PAYMENT_METHOD_IDS = ['CREDIT_CARD', 'KLARNA', 'PAYPAL', 'GIFT_CARD', 'LOYALTY_POINTS', 'REWARD_CODE', 'REWARD_CARD', 'ATHLETES_PAYMENT', 'DW_APPLE_PAY'] as const;
export const paymentMethodId = z.enum(PAYMENT_METHOD_IDS);

export { DEFAULT_MAX_QTY, DEFAULT_QTY } from './cart-rules.ts';
import { DEFAULT_MAX_QTY, DEFAULT_QTY } from './cart-rules.ts';

const id = z.string().trim().min(1).max(100);
const text = (max: number) => z.string().max(max);
const money = z.number();
const cartIdParam = z.object({ basketId: id });

/** docs/requirements/account-and-loyalty.md#addresses Address. Rules beyond the shape (lengths, patterns, PO box) answer in the error shape. */
export const address = z.object({
  id: z.string().max(100).optional(),
  addressId: z.string().max(100).optional(),
  firstName: text(100),
  lastName: text(100),
  email: text(254).optional(),
  phone: text(40).optional(),
  phoneCode: text(8).optional(),
  addressLine1: text(200),
  addressLine2: text(200).optional(),
  addressLine3: text(200).optional(),
  city: text(200),
  province: text(100).optional(),
  postalCode: text(20),
  country: z.string().trim().min(2).max(2),
  shippingId: text(100).optional(),
  approachType: z.enum(['S', 'B']).optional(),
  main: z.boolean().optional(),
  recipientContactPhone: text(40).optional(),
  subscriptions: z.object({ newsletterConsent: z.boolean().optional() }).optional(),
  /** docs/requirements/cart.md#shipping-methods-and-delivery Collection-point item, for the COLLECTION context. */
  collectionPoint: z
    .object({ storeId: text(40), storeName: text(100).optional(), optionType: text(40).optional(), bookingCode: text(40).optional() })
    .optional(),
});
export type CartAddress = z.infer<typeof address>;

export const giftOption = z.object({ to: text(100).optional(), email: text(254).optional(), message: text(500).optional() });

export const flash = z.object({
  type: z.enum(FLASH_CODES),
  message: z.string(),
  level: z.enum(['error', 'info']),
  itemId: z.string().optional(),
  /** PaymentNotAuthorized: what the 3-D Secure dialog runs. */
  action: z.record(z.string(), z.unknown()).optional(),
});

export const customerNotification = z.object({
  /** A transition code (PICKUP_TO_HOME…), SOME_PRODUCTS_NO_INVENTORY or COUPON_NOT_APPLIED. */
  id: z.string(),
  type: z.enum(['info', 'error']),
  message: z.string(),
  itemId: z.string().optional(),
  errorId: z.string().optional(),
});

export const shippingMethod = z.object({
  code: shippingCode,
  label: z.string(),
  price: z.object({ amount: money }),
  /** 'Same Day' or an 'N-M' range of days (docs/requirements/catalogue.md#delivery-days ranks same day as 0). */
  deliveryTime: z.string(),
  selected: z.boolean(),
});

const promotionPrice = z.object({
  promotionId: z.string(),
  campaignId: z.string(),
  couponCode: z.string().optional(),
  calloutMessage: z.string(),
  /** The discount, negative. */
  price: money,
});

export const cartItem = z.object({
  id: z.string(),
  itemId: z.string(),
  /** The variant. */
  productId: z.string(),
  masterId: z.string(),
  name: z.string(),
  qty: z.number().int().positive(),
  maxQty: z.number().int().positive(),
  upc: z.string(),
  attributes: z.record(z.string(), z.string()),
  image: z.string().optional(),
  productImageURL: z.string().optional(),
  pdpUrl: z.string().optional(),
  price: z.object({
    original: money,
    current: money,
    highOriginal: money,
    highCurrent: money,
    rowTotal: money,
    priceAfterItemDiscount: money,
    priceAfterOrderDiscount: money,
    proratedPrice: money,
  }),
  taxTotal: money,
  /** A gift with purchase the cart added. */
  bonus: z.boolean(),
  recipeId: z.string().optional(),
  giftOption: z.object({ to: z.string(), email: z.string(), message: z.string() }).optional(),
  storeId: z.string().optional(),
  customAmount: money.optional(),
  shippingOptions: z.object({
    selected: shippingCode,
    available: z.array(shippingCode),
    shippingMethod,
    storeInfo: z.object({ id: z.string(), inventory: z.number().int() }).optional(),
  }),
  variants: z.array(z.object({ productId: z.string(), upc: z.string(), attributes: z.record(z.string(), z.string()), selected: z.boolean() })),
  productPromotions: z.array(promotionPrice),
  priceAdjustment: money.optional(),
  isCustoms: z.boolean(),
  isDigitalProduct: z.boolean(),
  precreatedCustomsCode: z.string().optional(),
  shippingPromotions: z.array(z.object({ promotionId: z.string(), calloutMessage: z.string(), couponCode: z.string().optional() })),
  /** Units available to this line (online, or the store's shelf for pickup). */
  inventory: z.number().int().optional(),
  deliveryMethodTransition: z
    .object({ code: z.string(), from: shippingCode, to: shippingCode, level: z.enum(['info', 'error']), message: z.string() })
    .optional(),
  /** Item-level errors (docs/requirements/errors.md#client-handled-ids): ITEM_NOT_AVAILABLE, NO_PRICE. */
  error: z.object({ errorId: z.enum(['ITEM_NOT_AVAILABLE', 'NO_PRICE', 'INVALID_PRICE']), message: z.string() }).optional(),
});

export const paymentInstrument = z.object({
  payment_method_id: paymentMethodId,
  payment_instrument_id: z.string(),
  c_requestID: z.string(),
  amount: money,
  billingAddress: address.optional(),
  card: z
    .object({ holder: z.string(), cardType: z.string(), maskedNumber: z.string(), last4: z.string(), expirationMonth: z.number().int(), expirationYear: z.number().int() })
    .optional(),
  c_gcCardNumber: z.string().optional(),
  maskedNumber: z.string().optional(),
  points: z.number().int().optional(),
  rewardCode: z.string().optional(),
  rewardCard: z.string().optional(),
  /** ATHLETES_PAYMENT: athlete credit left after this order, and what it pays on it. */
  remainingAmount: money.optional(),
  payableAmount: money.optional(),
});

export const cartTotals = z.object({
  currency: z.string(),
  total: money,
  totalDiscount: money,
  itemTotal: money,
  itemSubTotal: money,
  totalWithoutTax: money,
  netAmount: money,
  shipping: money,
  tax: money,
  taxAmount: money,
  taxation: z.object({ net: money, tax: money, rate: z.number(), included: z.boolean() }),
  totalDiscountPercentage: z.number(),
  remainingToPay: money,
  totalUnits: z.number().int(),
  appliedRewards: money,
  giftCards: z.array(z.object({ c_gcCardNumber: z.string(), amount: money })),
});

export const promoLevel = z.enum(['ORDER', 'PRODUCT', 'SHIPPING']);

/** docs/requirements/cart.md#approaching-promotions Approaching promotion; calloutMsg splits on pipe into 3 parts unless promotionClass is GWP. */
export const approachingPromotion = z.object({
  promotionId: z.string(),
  promotionClass: z.enum(['ORDER', 'PRODUCT', 'SHIPPING', 'GWP']),
  calloutMsg: z.string(),
  calloutMessage: z.string(),
  distanceFromConditionThreshold: money,
  approachingDisplayLevel: z.enum(['Above Threshold', 'Below Threshold', 'Threshold Reached']),
  level: promoLevel,
});

export const shipment = z.object({
  shipmentId: z.string(),
  shippingMethod: shippingCode,
  storeId: z.string().optional(),
  itemIds: z.array(z.string()),
  price: money.optional(),
  shippingAddress: address.optional(),
});

export const promoSummary = z.object({ level: promoLevel, promotionName: z.string(), promotionId: z.string(), calloutMessage: z.string(), couponCode: z.string().optional() });

export const cart = z.object({
  id: z.string(),
  basketId: z.string(),
  state: z.enum(['open', 'ordered']),
  orderNumber: z.string().optional(),
  currency: z.string(),
  /** Units the shopper chose (the mini-cart count); gifts with purchase excluded. */
  totalItems: z.number().int(),
  items: z.array(cartItem),
  payment_instruments: z.array(paymentInstrument),
  shippingMethods: z.array(z.object({ shippingId: z.string(), applicableShippingMethods: z.array(shippingMethod) })),
  shipments: z.array(shipment),
  shippingAddress: address.optional(),
  shippingContext: z.enum(['PAYPAL_EXPRESS', 'APPLE_PAY_EXPRESS', 'COLLECTION']).optional(),
  billingAddress: address.optional(),
  couponItems: z.array(
    z.object({
      couponItemId: z.string(),
      code: z.string(),
      statusCode: z.enum(['applied', 'no_applicable_promotion']),
      valid: z.boolean(),
      promotionId: z.string().optional(),
      level: promoLevel.optional(),
    }),
  ),
  orderPromotions: z.array(promotionPrice),
  promoSummary: z.array(promoSummary),
  approachingPromotions: z.array(approachingPromotion),
  priceAdjustments: z.array(
    z.object({
      adjustmentId: z.string(),
      itemId: z.string().optional(),
      type: z.enum(['percentage', 'amount']),
      value: z.number(),
      reasonCode: z.string().optional(),
      note: z.string().optional(),
    }),
  ),
  flash: z.array(flash),
  customerNotifications: z.array(customerNotification),
  totals: cartTotals,
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Cart = z.infer<typeof cart>;
type FullCartItem = Cart['items'][number];
/**
 * A cart as the shop's screens hold it (the cart store, the islands' props). A line's `variants`
 * (every size and colour of its product) is read by no screen: the quick shop's edit reads the
 * product's own. It was three fifths of each line's bytes, so the cart's and the checkout's
 * first state leave it out (`cartOnScreen`), and so do the cart answers the BFF relays
 * (UNREAD_LINE_MEMBER). The type keeps it optional: a member the BFF does not recognise (a name
 * written with escapes) is passed as it came.
 */
export type CartOnScreen = Omit<Cart, 'items'> & { items: Array<Omit<FullCartItem, 'variants'> & { variants?: FullCartItem['variants'] }> };

/**
 * The line member no screen reads (CartOnScreen): the pages' first state leaves it out, and so
 * does the BFF from the cart answers it relays (src/pages/api/gateway/[...path].ts), so a cart
 * held in the browser has one shape however it came.
 */
export const UNREAD_LINE_MEMBER = 'variants' satisfies keyof FullCartItem;

/** A cart as a page's first state hands it to an island: its lines without `variants` (a 30-line cart's HTML: 89 KB of 289 KB). */
export function cartOnScreen(cart: Cart): CartOnScreen {
  return { ...cart, items: cart.items.map(({ variants: _unread, ...line }) => line) };
}

// ---- Inputs ----------------------------------------------------------------------------------

/** docs/requirements/cart.md#adding-to-the-cart POST /cart/v1/item "body per item". */
export const itemInput = z
  .object({
    cartId: id.optional(),
    productId: id.optional(),
    upc: z.string().regex(/^\d{12}$/, 'upc is 12 digits').optional(),
    qty: z.number().int().min(1).max(DEFAULT_MAX_QTY).default(DEFAULT_QTY),
    maxQty: z.number().int().min(1).max(DEFAULT_MAX_QTY).default(DEFAULT_MAX_QTY),
    storeId: text(40).optional(),
    recipeId: text(100).optional(),
    /** A digital gift card's amount, major units. */
    customAmount: z.number().positive().optional(),
    precreatedCustomsCode: text(100).optional(),
    productImageURL: text(2000).optional(),
    pdpUrl: text(2000).optional(),
    /** Kept only when to, email and message are all present (docs/requirements/cart.md#gift-options). */
    giftOption: giftOption.optional(),
    /** Moving a saved-for-later item back to the cart. */
    saveForLater: z.object({ saveForLaterId: id, itemId: id }).optional(),
  })
  .refine((i) => i.productId || i.upc, { message: 'productId or upc is required', path: ['productId'] });
export type ItemInputBody = z.infer<typeof itemInput>;
/** The add body as a client writes it (qty and maxQty may be left to their defaults): the one description the browser client and the sandbox derive theirs from. */
export type ItemInput = z.input<typeof itemInput>;

const storeQuery = z.object({ favoriteStoreId: text(40).optional() });

const cartErrors = [
  { status: 401, errorIds: ['AUT404'], when: 'no valid access token' },
  { status: 404, errorIds: ['CART_NOT_FOUND', 'BSK404'], when: 'no cart has that id' },
  { status: 403, errorIds: ['INVALID_CUSTOMER', 'AUT498'], when: "the cart is another customer's" },
] as const;
const openCartErrors = [...cartErrors, { status: 409, errorIds: ['ORD409'], when: 'the cart has already become an order' }] as const;
const addErrors = [
  ...openCartErrors,
  { status: 404, errorIds: ['ITEM_NOT_AVAILABLE'], when: 'no product or variant has that productId / upc' },
  { status: 409, errorIds: ['ITEM_NOT_AVAILABLE'], when: 'out of stock (FWSOLDOUT1-plum-01)' },
  { status: 409, errorIds: ['NO_PRICE'], when: 'the product has no price (GRNOPRICE1-sand-01)' },
  { status: 400, errorIds: ['INVALID_PRICE'], when: 'customAmount outside 10–500, or on a product that is not a gift card' },
  { status: 409, errorIds: ['ADDED_MAX_QUANTITY'], when: 'the line would pass maxQty or the product limit (GRLIMITED1: 2); the message names the maximum' },
  { status: 409, errorIds: ['GWP_PRODUCT'], when: 'the gift with purchase (GRFREEGFT1) is added by hand' },
  { status: 409, errorIds: ['ITEM_OOS'], when: 'a saved-for-later item moved back is out of stock: "this item could not be moved to cart"' },
  { status: 409, errorIds: ['ITEMS_OOS'], when: 'several items at once and none is in stock' },
  { status: 404, errorIds: ['STR404'], when: "storeId is not a store of the site's country" },
] as const;

// ---- Carts -----------------------------------------------------------------------------------

export const createCart = defineContract({
  id: 'cart.create',
  method: 'POST',
  path: '/cart/v1/cart',
  auth: 'session',
  summary: 'Creates a cart for the caller (a signed-in shopper gets their open cart back)',
  description: 'The currency is the x-site-id site\'s. A registered shopper has one open cart: asking again answers it (200) instead of a new one (201).',
  request: { body: z.object({}).optional() },
  response: { 200: cart, 201: cart },
  errors: [{ status: 401, errorIds: ['AUT404'], when: 'no valid access token' }],
});

export const createCartWithItem = defineContract({
  id: 'cart.createWithItem',
  method: 'POST',
  path: '/cart/v1/cartWithItem',
  auth: 'session',
  summary: 'Creates a cart holding one item, or several (cart recovery re-adds items this way)',
  request: { query: storeQuery, body: z.union([itemInput, z.object({ items: z.array(itemInput).min(1).max(50) })]) },
  response: { 201: cart },
  errors: addErrors.filter((e) => !['CART_NOT_FOUND', 'INVALID_CUSTOMER', 'ORD409'].includes(e.errorIds[0])),
});

export const getCart = defineContract({
  id: 'cart.get',
  method: 'GET',
  path: '/cart/v1/cart/{basketId}',
  auth: 'session',
  summary: 'The cart, priced now',
  description:
    'favoriteStoreId adds that store\'s shelf stock to each line (storeInfo) and offers pickup there. inventorySupplyCheck=true also checks the stores of pickup and ship-to-store lines and previews the delivery-method transitions; patch=true applies them (and stores them on the lines).',
  request: { params: cartIdParam, query: storeQuery.extend({ patch: queryBoolean.optional(), inventorySupplyCheck: queryBoolean.optional() }) },
  response: { 200: cart },
  errors: cartErrors,
});

export const addItems = defineContract({
  id: 'cart.addItem',
  method: 'POST',
  path: '/cart/v1/item',
  auth: 'session',
  summary: 'Adds an item (or several, as an array) to a cart',
  description:
    'The same variant at the same store, without gift option or customisation, adds to its line. Past the stock the line is cut to what is left (flash ProductLineItemInventoryMissing). Several items: one out of stock is skipped (flash ProductItemNotAvailable, notification SOME_PRODUCTS_NO_INVENTORY), one past its maximum is cut (ProductItemMaxQuantity). A storeId asks for pickup there; without shelf stock the line ships to the store or home (PICKUP_TO_STS, PICKUP_TO_HOME).',
  request: { query: storeQuery, body: z.union([itemInput, z.array(itemInput).min(1).max(50)]) },
  response: { 200: cart },
  errors: addErrors,
});

export const removeItem = defineContract({
  id: 'cart.removeItem',
  method: 'DELETE',
  path: '/cart/v1/item',
  auth: 'session',
  summary: 'Removes a line (removing the gift with purchase keeps it out)',
  request: { body: z.object({ cartId: id, itemId: id, upc: z.string().optional() }) },
  response: { 200: cart },
  errors: [...openCartErrors, { status: 404, errorIds: ['ORD404'], when: 'no such line (or upc of another line): "Unable to remove item from cart. Please try again later"' }],
});

export const updateItem = defineContract({
  id: 'cart.updateItem',
  method: 'PUT',
  path: '/cart/v1/cart/{basketId}/item',
  auth: 'session',
  summary: 'Changes a line: quantity (0 removes it), size or colour, store, customisation, gift option',
  request: {
    params: cartIdParam,
    query: storeQuery,
    body: z.object({
      cartId: id.optional(),
      itemId: id,
      productId: id.optional(),
      qty: z.number().int().min(0).max(DEFAULT_MAX_QTY).optional(),
      maxQty: z.number().int().min(1).max(DEFAULT_MAX_QTY).optional(),
      upc: z.string().regex(/^\d{12}$/, 'upc is 12 digits').optional(),
      /** A store id: pickup there; null: back to delivery. */
      storeId: text(40).nullable().optional(),
      recipeId: text(100).optional(),
      giftOption: giftOption.nullable().optional(),
    }),
  },
  response: { 200: cart },
  errors: [...addErrors, { status: 404, errorIds: ['ORD404'], when: 'no such line' }],
});

// ---- Coupons ---------------------------------------------------------------------------------

const couponErrors = [
  ...openCartErrors,
  { status: 400, errorIds: ['PRM130'], when: 'an unknown code' },
  { status: 400, errorIds: ['PRM135'], when: 'an expired code (EXPIRED10)' },
  { status: 400, errorIds: ['PRM160'], when: 'a code not active yet (LATER15)' },
  { status: 409, errorIds: ['PRM140'], when: 'the code is already in the cart' },
] as const;

export const applyCoupon = defineContract({
  id: 'cart.applyCoupon',
  method: 'PUT',
  path: '/cart/v1/coupon',
  auth: 'session',
  summary: 'Adds a coupon code to a cart',
  description: 'A live code whose conditions are not met stays in the cart (couponItems statusCode no_applicable_promotion) and applies once they are.',
  request: { query: storeQuery, body: z.object({ cartId: id, code: z.string().trim().min(1).max(40) }) },
  response: { 200: cart },
  errors: couponErrors,
});

export const removeCoupon = defineContract({
  id: 'cart.removeCoupon',
  method: 'DELETE',
  path: '/cart/v1/coupon',
  auth: 'session',
  summary: 'Removes a coupon code (by code or couponItemId)',
  request: { body: z.object({ cartId: id, code: z.string().trim().min(1).max(40).optional(), couponItemId: id.optional() }).refine((b) => b.code || b.couponItemId, { message: 'code or couponItemId is required', path: ['code'] }) },
  response: { 200: cart },
  errors: [...openCartErrors, { status: 404, errorIds: ['PRM416'], when: 'the code is not in the cart' }],
});

// ---- Shipping methods ------------------------------------------------------------------------

export const setShippingMethod = defineContract({
  id: 'cart.setShippingMethod',
  method: 'POST',
  path: '/cart/v1/shippingMethod',
  auth: 'session',
  summary: "Chooses a shipment's method: shippingId 'me' (standard or pudo) or a line id (standard, pudo, pickup, sts)",
  request: {
    query: storeQuery,
    body: z.object({ cartId: id, code: shippingCode, shippingId: id, shopperAppliedSM: z.boolean().optional(), storeId: text(40).optional() }),
  },
  response: { 200: cart },
  errors: [
    ...openCartErrors,
    { status: 404, errorIds: ['SHP404'], when: 'no shipment or line has that shippingId' },
    { status: 400, errorIds: ['SHP404'], when: 'the method is not available there (pudo in CA or IT, pickup without shelf stock, sts at a store that does not take it)' },
    { status: 404, errorIds: ['STR404'], when: 'no store of the site has that storeId' },
  ],
});

export const getShippingMethods = defineContract({
  id: 'cart.shippingMethods',
  method: 'GET',
  path: '/cart/v1/cart/{basketId}/shippingMethod/{shippingId}',
  auth: 'session',
  summary: "The methods a shipment ('me') or a line can use, with price and delivery time",
  request: {
    params: z.object({ basketId: id, shippingId: id }),
    query: storeQuery.extend({ me: queryBoolean.optional(), customs: queryBoolean.optional() }),
  },
  response: { 200: z.object({ shippingId: z.string(), applicableShippingMethods: z.array(shippingMethod) }) },
  errors: [...cartErrors, { status: 404, errorIds: ['SHP404'], when: 'no shipment or line has that shippingId' }],
});

// ---- Saved for later -------------------------------------------------------------------------

export const savedForLater = z.object({
  saveForLaterId: z.string(),
  items: z.array(
    z.object({
      itemId: z.string(),
      productId: z.string(),
      masterId: z.string(),
      upc: z.string(),
      qty: z.number().int().positive(),
      pageUrl: z.string().optional(),
      available: z.boolean(),
      name: z.string().optional(),
      image: z.string().optional(),
    }),
  ),
  total: z.number().int(),
});

const savedErrors = [
  { status: 401, errorIds: ['AUT404'], when: 'no valid access token' },
  { status: 404, errorIds: ['API404'], when: "no list (or item) has that id, or the list is someone else's" },
] as const;

export const saveItemForLater = defineContract({
  id: 'cart.saveForLater',
  method: 'PUT',
  path: '/cart/v2/saveForLater',
  auth: 'session',
  summary: "Adds a product to the caller's saved-for-later list (created on first use)",
  description: 'Employees cannot use saved-for-later (docs/requirements/account-and-loyalty.md#employees): they get an empty list and nothing is stored.',
  request: {
    body: z.object({ saveForLaterId: id.optional(), productId: id.optional(), upc: z.string().regex(/^\d{12}$/).optional(), qty: z.number().int().min(1).max(DEFAULT_MAX_QTY).default(1), pageUrl: text(2000).optional() }).refine((b) => b.productId || b.upc, { message: 'productId or upc is required', path: ['productId'] }),
  },
  response: { 200: savedForLater },
  errors: [...savedErrors, { status: 404, errorIds: ['ITEM_NOT_AVAILABLE'], when: 'no variant has that productId / upc' }],
});

export const moveToSaveForLater = defineContract({
  id: 'cart.moveToSaveForLater',
  method: 'POST',
  path: '/cart/v2/cart/{basketId}/saveForLater',
  auth: 'session',
  summary: "Moves a cart line to the caller's saved-for-later list: it leaves the cart",
  request: { params: cartIdParam, body: z.object({ itemId: id, saveForLaterId: id.optional() }) },
  response: { 200: z.object({ cart, saveForLater: savedForLater }) },
  errors: [...openCartErrors, ...savedErrors, { status: 404, errorIds: ['ORD404'], when: 'no such line' }],
});

export const removeSavedItem = defineContract({
  id: 'cart.removeSavedItem',
  method: 'DELETE',
  path: '/cart/v2/saveForLater/{saveForlaterId}/items/{itemId}',
  auth: 'session',
  summary: 'Removes an item from a saved-for-later list',
  request: { params: z.object({ saveForlaterId: id, itemId: id }) },
  response: { 200: savedForLater },
  errors: savedErrors,
});

// ---- Reserve, price adjustments ------------------------------------------------------------------

export const reserveWithItem = defineContract({
  id: 'cart.reserveWithItem',
  method: 'POST',
  path: '/cart/v1/reserveWithItem',
  auth: 'session',
  summary: "Holds an item on a store's shelf for 30 minutes, in a new cart (or cartId's)",
  request: {
    query: storeQuery,
    body: z.object({ cartId: id.optional(), productId: id.optional(), upc: z.string().regex(/^\d{12}$/).optional(), qty: z.number().int().min(1).max(99).default(1), storeId: text(40) }).refine((b) => b.productId || b.upc, { message: 'productId or upc is required', path: ['productId'] }),
  },
  response: {
    201: cart.extend({ reservation: z.object({ reservationId: z.string(), storeId: z.string(), productId: z.string(), qty: z.number().int(), expiresAt: z.string() }) }),
  },
  errors: [
    ...openCartErrors,
    { status: 409, errorIds: ['ITEM_NOT_AVAILABLE'], when: 'the store shelf does not hold the quantity (store 1003 never does)' },
    { status: 404, errorIds: ['STR404'], when: "no store of the site's country has that storeId" },
  ],
});

const adjustmentBody = z.object({
  itemId: id.optional(),
  type: z.enum(['percentage', 'amount']),
  value: z.number().positive(),
  reasonCode: text(40).optional(),
  note: text(500).optional(),
});
const adjustmentErrors = [...openCartErrors, { status: 403, errorIds: ['API403'], when: 'the caller is not an employee or a buy-in-store associate' }] as const;

export const addPriceAdjustment = defineContract({
  id: 'cart.addPriceAdjustment',
  method: 'POST',
  path: '/cart/v1/cart/{cartId}/price_adjustments',
  auth: 'registered',
  summary: 'An associate discounts a line (itemId) or the order',
  request: { params: z.object({ cartId: id }), body: adjustmentBody.refine((b) => b.type !== 'percentage' || b.value <= 100, { message: 'a percentage is at most 100', path: ['value'] }) },
  response: { 201: cart },
  errors: [...adjustmentErrors, { status: 404, errorIds: ['ORD404'], when: 'itemId is not a line of the cart' }],
});

export const changePriceAdjustment = defineContract({
  id: 'cart.changePriceAdjustment',
  method: 'PATCH',
  path: '/cart/v1/cart/{basketId}/price_adjustments/{adjustmentId}',
  auth: 'registered',
  summary: 'Changes a price adjustment',
  request: { params: z.object({ basketId: id, adjustmentId: id }), body: adjustmentBody.omit({ itemId: true }).partial() },
  response: { 200: cart },
  errors: [...adjustmentErrors, { status: 404, errorIds: ['API404'], when: 'no adjustment has that id' }],
});

export const removePriceAdjustment = defineContract({
  id: 'cart.removePriceAdjustment',
  method: 'DELETE',
  path: '/cart/v1/cart/{basketId}/price_adjustments/{adjustmentId}',
  auth: 'registered',
  summary: 'Removes a price adjustment',
  request: { params: z.object({ basketId: id, adjustmentId: id }), body: z.object({}).optional() },
  response: { 200: cart },
  errors: [...adjustmentErrors, { status: 404, errorIds: ['API404'], when: 'no adjustment has that id' }],
});

export const cartContracts = [
  createCart,
  createCartWithItem,
  getCart,
  addItems,
  removeItem,
  updateItem,
  applyCoupon,
  removeCoupon,
  setShippingMethod,
  getShippingMethods,
  saveItemForLater,
  moveToSaveForLater,
  removeSavedItem,
  reserveWithItem,
  addPriceAdjustment,
  changePriceAdjustment,
  removePriceAdjustment,
] as const;

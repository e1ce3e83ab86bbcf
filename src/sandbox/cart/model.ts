/**
 * The cart as the sandbox stores it (carts.body): what the shopper chose, never what it costs.
 * Prices, promotions, shipping fees, tax and flashes are recomputed from the catalogue on every
 * answer (pricing.ts), so a price change reaches open carts like in a real shop.
 */

import type { CartAddress, ItemInputBody, PAYMENT_METHOD_IDS, SHIPPING_CODES } from '../../../schemas/api/cart.ts';
import type { SHIPPING_CONTEXTS } from '../../../schemas/api/checkout.ts';

export type ShippingCode = (typeof SHIPPING_CODES)[number];

/** The shopper's own shipment (docs/requirements/cart.md#shipping-methods-and-delivery Shipping method). */
export const OWN_SHIPMENT = 'me';

export type PaymentMethodId = (typeof PAYMENT_METHOD_IDS)[number];

/** Methods that pay what the others leave: one per cart. */
export const MAIN_METHODS: readonly PaymentMethodId[] = ['CREDIT_CARD', 'KLARNA', 'PAYPAL', 'DW_APPLE_PAY'];
/** Rewards, in the sense of the athlete rule (docs/requirements/checkout-and-payments.md#rewards-and-loyalty-points). */
export const REWARD_METHODS: readonly PaymentMethodId[] = ['LOYALTY_POINTS', 'REWARD_CODE', 'REWARD_CARD'];

export type ShippingContext = (typeof SHIPPING_CONTEXTS)[number];

export interface GiftOption {
  to: string;
  email: string;
  message: string;
}

/** A cart's address is the contract's (schemas/api/cart.ts `address`), as validated on the way in. */
export type Address = CartAddress;
export type CollectionPoint = NonNullable<CartAddress['collectionPoint']>;

/** A change of delivery method the sandbox made on a line (docs/requirements/cart.md#shipping-methods-and-delivery). */
export const TRANSITIONS = {
  PICKUP_TO_HOME: { from: 'pickup', to: 'standard', level: 'error', errorId: 'ORD516', message: 'This item is no longer available for pickup at the selected store and will be shipped to your address.' },
  PICKUP_TO_STS: { from: 'pickup', to: 'sts', level: 'info', errorId: 'ORD517', message: 'This item is not on the shelf at the selected store; it will be shipped to the store for pickup.' },
  STS_TO_HOME: { from: 'sts', to: 'standard', level: 'error', errorId: 'ORD518', message: 'This item can no longer be shipped to the selected store and will be shipped to your address.' },
  STS_TO_PICKUP: { from: 'sts', to: 'pickup', level: 'info', errorId: undefined, message: 'Good news: this item is now on the shelf at the selected store, ready for pickup.' },
  HOME_TO_PICKUP: { from: 'standard', to: 'pickup', level: 'info', errorId: undefined, message: 'This item is only available at the selected store and has been set to pickup.' },
  SHIPPING_METHOD_DOWNGRADED: { from: 'pudo', to: 'standard', level: 'info', errorId: undefined, message: 'Collection-point delivery is not available for this address; your order will be delivered by standard shipping.' },
} as const satisfies Record<string, { from: ShippingCode; to: ShippingCode; level: 'info' | 'error'; errorId: string | undefined; message: string }>;
export type TransitionCode = keyof typeof TRANSITIONS;

/**
 * A stored line: the contract's item fields as given (schemas/api/cart.ts `itemInput`), resolved
 * (the variant's id and upc, quantities filled in), plus what the sandbox decides.
 */
export interface StoredItem extends Pick<ItemInputBody, 'qty' | 'maxQty' | 'storeId' | 'recipeId' | 'precreatedCustomsCode' | 'productImageURL' | 'pdpUrl'> {
  id: string;
  /** The variant id (what the shop calls the item's product id). */
  productId: string;
  masterId: string;
  upc: string;
  /** Cents, digital gift cards only (the contract's customAmount is in major units). */
  customAmount?: number;
  /** Only a complete option is kept (to, email and message). */
  giftOption?: GiftOption;
  shippingMethod: ShippingCode;
  shopperAppliedSM: boolean;
  transition?: TransitionCode;
  addedAt: string;
}

export interface StoredCard {
  holder: string;
  brand: string;
  last4: string;
  bin: string;
  expirationMonth: number;
  expirationYear: number;
}

export interface StoredInstrument {
  id: string;
  method: PaymentMethodId;
  requestId: string;
  createdAt: string;
  card?: StoredCard;
  giftCard?: { number: string };
  /** Cents: what this instrument may pay at most (gift card balance, reward value, voucher). */
  limit?: number;
  points?: number;
  rewardCode?: string;
  rewardCard?: string;
  /** PAYPAL, KLARNA, DW_APPLE_PAY: the provider token the test data keys on. */
  token?: string;
  billingAddress?: Address;
}

export interface PriceAdjustment {
  id: string;
  /** Absent: the whole order. */
  itemId?: string;
  type: 'percentage' | 'amount';
  /** Percent, or cents. */
  value: number;
  reasonCode?: string;
  note?: string;
  createdAt: string;
}

export interface StoredCart {
  id: string;
  owner: string | null;
  siteId: string;
  currency: string;
  items: StoredItem[];
  coupons: Array<{ id: string; code: string }>;
  /** The method of the shopper's own shipment ('me'): standard or pudo. */
  ownShipmentMethod: 'standard' | 'pudo';
  ownShipmentAppliedByShopper: boolean;
  /** A downgrade of the own shipment the sandbox made, reported until the shopper picks again. */
  ownShipmentTransition?: 'SHIPPING_METHOD_DOWNGRADED';
  shippingAddress?: Address;
  shippingContext?: ShippingContext;
  billingAddress?: Address;
  instruments: StoredInstrument[];
  priceAdjustments: PriceAdjustment[];
  /** Gift-with-purchase promotions the shopper removed: not added back. */
  declinedBonus: string[];
  fingerprintId?: string;
  reservationId?: string;
  createdAt: string;
  updatedAt: string;
}

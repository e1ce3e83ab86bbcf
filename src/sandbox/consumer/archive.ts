/**
 * Archived orders: the purchase history from before the sandbox's checkout existed (seeded for
 * the test accounts) and purchases made in a store. Web orders placed in the sandbox live in the
 * cart's `orders` table (src/sandbox/cart/orders.ts); src/sandbox/consumer/purchases.ts reads both.
 * An archived order is a snapshot: names and prices are what they were at the time.
 */
import type { ConsumerAddress } from '../../../schemas/api/consumer/addresses.ts';

export type ArchivedStatus = 'processing' | 'shipped' | 'delivered' | 'picked_up' | 'completed' | 'cancelled';

export interface ArchivedLine {
  itemId: string;
  /** The variant. */
  productId: string;
  masterId: string;
  name: string;
  color: string;
  size: string;
  qty: number;
  /** Unit price paid, major units. */
  unit: number;
  method: 'standard' | 'pickup' | 'digital' | 'store';
  storeId?: string;
  giftOption?: { to: string; email: string; message: string };
}

/** The address an archived order keeps: the consumer contract's address fields (schemas/api/consumer/addresses.ts). */
export type ArchivedAddress = Pick<
  ConsumerAddress,
  'firstName' | 'lastName' | 'email' | 'phone' | 'phoneCode' | 'addressLine1' | 'addressLine2' | 'city' | 'province' | 'postalCode' | 'country'
>;

export interface ArchivedOrder {
  orderNumber: string;
  owner: string;
  siteId: string;
  currency: string;
  createdAt: string;
  status: ArchivedStatus;
  channel: 'ECOMM' | 'STORE';
  /** The email the order was placed with (TrackOrder, CancelOrder for guests). */
  email: string;
  lines: ArchivedLine[];
  /** Major units. */
  shipping: number;
  discount: number;
  taxRate: number;
  /** EMEA prices include VAT; NORA adds tax on top. */
  taxIncluded: boolean;
  shippingAddress?: ArchivedAddress;
  billingAddress?: ArchivedAddress;
  payment: { code: string; cardType?: string; last4?: string };
  inStoreSalesInfo?: { storeId: string; storeEmployeeId: string };
  tracking?: { carrier: string; trackingNumber: string; shippedAt: string; deliveredAt?: string };
  cancelledAt?: string;
}

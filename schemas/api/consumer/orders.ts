/**
 * The shopper's orders: history, one order, its invoice, return labels, tracking, cancelling and
 * e-gift card mails (docs/requirements/account-and-loyalty.md#orders-and-returns; the answers use
 * the order's names of docs/requirements/checkout-and-payments.md#order-confirmation: orderNumber,
 * shipments, items, totals, paymentMethod). The sandbox's rules are in
 * src/sandbox/consumer/purchases.ts and src/sandbox/consumer/documents.ts.
 */
import { z } from 'zod';
import { defineContract } from '../contract.ts';
import { consumerAddress } from './addresses.ts';
import { email, id, money, profileErrors } from './common.ts';

export const PURCHASE_HISTORY_PAGE_SIZE = 10;
export const PURCHASE_HISTORY_MAX_PAGE_SIZE = 50;

export const ORDER_STATUSES = ['payment_pending', 'processing', 'shipped', 'delivered', 'ready_for_pickup', 'picked_up', 'completed', 'cancelled'] as const;
export const orderStatus = z.enum(ORDER_STATUSES);

export const purchaseItem = z.object({
  itemId: z.string(),
  productId: z.string(),
  masterId: z.string(),
  name: z.string(),
  attributes: z.record(z.string(), z.string()),
  image: z.string().optional(),
  pdpUrl: z.string().optional(),
  qty: z.number().int().positive(),
  /** Unit price paid, and the line's total. */
  price: z.object({ current: money, rowTotal: money }),
  shippingMethod: z.string(),
  storeId: z.string().optional(),
  isDigitalProduct: z.boolean(),
  giftOption: z.object({ to: z.string(), email: z.string(), message: z.string() }).optional(),
  /** Units that may still get a return label. */
  returnableQty: z.number().int().nonnegative(),
  returnedQty: z.number().int().nonnegative(),
});

const tracking = z.object({ carrier: z.string(), trackingNumber: z.string(), trackingUrl: z.string() });

const orderAddress = consumerAddress.omit({ addressId: true, id: true, approachType: true, main: true }).partial().extend({ firstName: z.string(), lastName: z.string() });

export const purchaseDetail = z.object({
  orderNumber: z.string(),
  createdAt: z.string(),
  status: orderStatus,
  /** ECOMM for web orders, STORE for in-store purchases. */
  channel: z.enum(['ECOMM', 'STORE']),
  siteId: z.string(),
  currency: z.string(),
  items: z.array(purchaseItem),
  shipments: z.array(z.object({ shipmentId: z.string(), shippingMethod: z.string(), storeId: z.string().optional(), itemIds: z.array(z.string()), tracking: tracking.optional() })),
  totals: z.object({ currency: z.string(), itemTotal: money, shipping: money, tax: money, totalDiscount: money, total: money, totalUnits: z.number().int() }),
  paymentMethod: z.object({ code: z.string(), cardType: z.string().optional(), last4: z.string().optional() }),
  shippingAddress: orderAddress.optional(),
  billingAddress: orderAddress.optional(),
  inStoreSalesInfo: z.object({ storeId: z.string(), storeEmployeeId: z.string() }).optional(),
  canCancel: z.boolean(),
  canReturn: z.boolean(),
  returns: z.array(z.object({ returnId: z.string(), createdAt: z.string(), trackingNumber: z.string(), items: z.array(z.object({ itemId: z.string(), qty: z.number().int() })) })),
  cancelledAt: z.string().optional(),
});
export type PurchaseDetail = z.infer<typeof purchaseDetail>;

export const purchaseSummary = z.object({
  orderNumber: z.string(),
  createdAt: z.string(),
  status: orderStatus,
  channel: z.enum(['ECOMM', 'STORE']),
  currency: z.string(),
  total: money,
  totalUnits: z.number().int(),
  images: z.array(z.string()),
  storeId: z.string().optional(),
});

const orderMissing = { status: 404, errorIds: ['OHS4004'], when: "no order of the caller's has that number" } as const;

export const purchaseHistory = defineContract({
  id: 'consumer.purchaseHistory',
  method: 'POST',
  path: '/consumers-v3/consumer/purchasehistory',
  auth: 'registered',
  summary: "The shopper's orders (web and in store), newest first, paged",
  request: {
    body: z
      .object({
        start: z.number().int().min(0).default(0),
        count: z.number().int().min(1).max(PURCHASE_HISTORY_MAX_PAGE_SIZE).default(PURCHASE_HISTORY_PAGE_SIZE),
        status: z.array(orderStatus).max(ORDER_STATUSES.length).optional(),
        channel: z.enum(['ECOMM', 'STORE']).optional(),
        from: z.iso.date().optional(),
        to: z.iso.date().optional(),
      })
      .prefault({}),
  },
  response: { 200: z.object({ orders: z.array(purchaseSummary), total: z.number().int(), start: z.number().int(), count: z.number().int() }) },
  errors: profileErrors,
});

export const purchaseDetails = defineContract({
  id: 'consumer.purchase',
  method: 'GET',
  path: '/consumers-v3/consumer/purchase/{orderId}',
  auth: 'registered',
  summary: 'One order of the shopper’s, with what can still be done with it',
  request: { params: z.object({ orderId: id }) },
  response: { 200: purchaseDetail },
  errors: [...profileErrors, orderMissing],
});

export const INVOICE_FORMATS = ['pdf', 'html'] as const;

export const downloadInvoice = defineContract({
  id: 'consumer.invoice',
  method: 'POST',
  path: '/consumers-v3/consumer/purchase/invoice/download',
  auth: 'registered',
  summary: 'The invoice of an order: application/pdf (default) or text/html, as an attachment',
  description: 'Not JSON: the answer is the document itself, with Content-Disposition attachment; filename="invoice-{orderNumber}.pdf". Errors are JSON in the spec shape.',
  request: { query: z.object({ format: z.enum(INVOICE_FORMATS).default('pdf') }), body: z.object({ orderNumber: id }) },
  response: { 200: z.string() },
  errors: [...profileErrors, orderMissing, { status: 409, errorIds: ['ORD409'], when: 'the order was cancelled or never paid: it has no invoice' }],
});

export const RETURN_REASONS = ['TOO_SMALL', 'TOO_LARGE', 'NOT_AS_DESCRIBED', 'DAMAGED', 'CHANGED_MIND', 'OTHER'] as const;

export const returnLabel = defineContract({
  id: 'consumer.returnLabel',
  method: 'POST',
  path: '/consumers-v3/consumer/return/{orderId}/returnLabel',
  auth: 'registered',
  summary: 'A prepaid return label for items of a delivered order',
  request: {
    params: z.object({ orderId: id }),
    body: z.object({ items: z.array(z.object({ itemId: id, qty: z.number().int().min(1).max(999), reason: z.enum(RETURN_REASONS) })).min(1).max(50) }),
  },
  response: {
    201: z.object({
      returnId: z.string(),
      orderNumber: z.string(),
      carrier: z.string(),
      trackingNumber: z.string(),
      items: z.array(z.object({ itemId: z.string(), qty: z.number().int(), reason: z.string() })),
      /** The label itself: a PDF, base64. */
      label: z.object({ contentType: z.literal('application/pdf'), fileName: z.string(), data: z.string() }),
      createdAt: z.string(),
    }),
  },
  errors: [
    ...profileErrors,
    orderMissing,
    { status: 409, errorIds: ['RTN500'], when: 'the order is not delivered yet, was cancelled, was bought in store, or the items are digital or already returned' },
    { status: 400, errorIds: ['API400'], when: 'an itemId not in the order, or more units than can be returned' },
  ],
});

export const trackingAnswer = z.object({
  orderNumber: z.string(),
  status: orderStatus,
  carrier: z.string().optional(),
  trackingNumber: z.string().optional(),
  trackingUrl: z.string().optional(),
  estimatedDelivery: z.string().optional(),
  events: z.array(z.object({ status: orderStatus, description: z.string(), at: z.string(), location: z.string().optional() })),
});

export const trackOrder = defineContract({
  id: 'consumer.trackOrder',
  method: 'POST',
  path: '/consumers-v3/consumer/TrackOrder',
  auth: 'session',
  summary: "Where an order is: by its number and the email it was placed with (guests too)",
  request: { body: z.object({ orderNumber: id, email }) },
  response: { 200: trackingAnswer },
  errors: [
    { status: 401, errorIds: ['AUT404'], when: 'no valid access token' },
    orderMissing,
    { status: 400, errorIds: ['ORD400'], when: "the email is not the order's" },
  ],
});

export const cancelOrder = defineContract({
  id: 'consumer.cancelOrder',
  method: 'POST',
  path: '/consumers-v3/consumer/CancelOrder',
  auth: 'session',
  summary: 'Cancels an order that has not shipped; its stock goes back',
  description: "A signed-in shopper cancels their own orders; anyone else needs the order's email (query or body), like TrackOrder.",
  request: {
    query: z.object({ email: email.optional() }),
    body: z.object({ orderNumber: id, email: email.optional(), reason: z.enum(['CHANGED_MIND', 'ORDERED_BY_MISTAKE', 'TOO_SLOW', 'OTHER']).default('OTHER'), comment: z.string().max(500).optional() }),
  },
  response: { 200: purchaseDetail },
  errors: [
    { status: 401, errorIds: ['AUT404'], when: 'no valid access token' },
    orderMissing,
    { status: 400, errorIds: ['ORD400'], when: "someone else's order without its email, or with another email" },
    { status: 409, errorIds: ['ORD409'], when: 'the order has shipped, was picked up, was bought in store or is already cancelled' },
  ],
});

export const resendGiftCardEmail = defineContract({
  id: 'consumer.resendGiftCardEmail',
  method: 'POST',
  path: '/consumers-v3/consumer/resendGiftCardEmail',
  auth: 'registered',
  summary: 'Sends the e-gift card mail of an order again (to its recipient, or a corrected email)',
  request: { body: z.object({ orderNumber: id, itemId: id.optional(), email: email.optional() }) },
  response: { 200: z.object({ orderNumber: z.string(), sent: z.array(z.object({ itemId: z.string(), recipient: z.string(), sentAt: z.string() })) }) },
  errors: [
    ...profileErrors,
    orderMissing,
    { status: 404, errorIds: ['GFO404'], when: 'the order (or itemId) holds no e-gift card' },
    { status: 409, errorIds: ['GFO405'], when: 'the order was cancelled or is not paid yet' },
  ],
});

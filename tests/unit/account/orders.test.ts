/**
 * The account's orders (issue 12) as pure rules: the history's pages, dates in the site's format,
 * what an order offers (invoice, return label, gift card email), the invoice's file name, the
 * order page's totals (they add up), payment (last four digits only), addresses and shipments,
 * and the words: every status, reason and message in en, fr, de and it.
 */
import { describe, expect, it } from 'vitest';
import { orderMessages } from '../../../islands/account/orders/messages.ts';
import { orderPageMessages } from '../../../src/components/account/orders/messages.ts';
import { addressLines, attributesLine, paymentLabel, shipmentViews, totalRows } from '../../../src/components/account/orders/view.ts';
import { confirmationMessages } from '../../../src/components/order-confirmation/messages.ts';
import { ORDER_STATUSES, PURCHASE_HISTORY_PAGE_SIZE, RETURN_REASONS, type PurchaseDetail } from '../../../schemas/api/consumer/orders.ts';
import { fieldMessage } from '../../../schemas/forms/messages.ts';
import {
  CANCELLED_PARAM,
  fileNameOf,
  hasInvoice,
  historyPageHref,
  historyWindow,
  invoicePath,
  orderDate,
  orderEmail,
  orderStatusPath,
  pageCountOf,
  pageLinks,
  pageNumberOf,
  resendableGiftCards,
  returnableItems,
} from '../../../src/lib/account/orders.ts';
import { isPrivatePath } from '../../../src/lib/site/private-routes.ts';

const LANGUAGES = ['en', 'fr', 'de', 'it'] as const;

function order(overrides: Partial<PurchaseDetail> = {}): PurchaseDetail {
  return {
    orderNumber: 'CRN00001001',
    createdAt: '2025-01-10T16:20:00.000Z',
    status: 'delivered',
    channel: 'ECOMM',
    siteId: 'CAIRN_EN_US',
    currency: 'USD',
    items: [
      {
        itemId: 'A',
        productId: 'FWINSTOCK1-moss-07',
        masterId: 'FWINSTOCK1',
        name: 'Summit Trail Mid WP Boot',
        attributes: { color: 'moss', size: '10' },
        qty: 1,
        price: { current: 179.95, rowTotal: 179.95 },
        shippingMethod: 'standard',
        isDigitalProduct: false,
        returnableQty: 1,
        returnedQty: 0,
      },
      {
        itemId: 'G',
        productId: 'GRGIFTCRD1-pine-02',
        masterId: 'GRGIFTCRD1',
        name: 'Cairn Gift Card',
        attributes: { size: '50' },
        qty: 1,
        price: { current: 50, rowTotal: 50 },
        shippingMethod: 'digital',
        isDigitalProduct: true,
        giftOption: { to: 'Riley', email: 'riley@example.test', message: 'Enjoy' },
        returnableQty: 0,
        returnedQty: 0,
      },
    ],
    shipments: [
      { shipmentId: 'S1', shippingMethod: 'standard', itemIds: ['A'], tracking: { carrier: 'UPS', trackingNumber: '1Z999', trackingUrl: 'https://www.ups.com/track?tracknum=1Z999' } },
      { shipmentId: 'S2', shippingMethod: 'digital', itemIds: ['G'] },
    ],
    totals: { currency: 'USD', itemTotal: 229.95, shipping: 5, tax: 18.8, totalDiscount: 10, total: 243.75, totalUnits: 2 },
    paymentMethod: { code: 'CREDIT_CARD', cardType: 'visa', last4: '4111111111111111' },
    shippingAddress: { firstName: 'Robin', lastName: 'Hiker', email: 'ship@example.test', addressLine1: '2150 Canyon Blvd', city: 'Boulder', province: 'CO', postalCode: '80302', country: 'US' },
    billingAddress: { firstName: 'Robin', lastName: 'Hiker', email: 'bill@example.test', addressLine1: '2150 Canyon Blvd', city: 'Boulder', postalCode: '80302', country: 'US' },
    canCancel: false,
    canReturn: true,
    returns: [],
    ...overrides,
  };
}

describe('the history’s pages', () => {
  it('reads ?page= as a whole number from 1, anything else as the first page', () => {
    expect(pageNumberOf(null)).toBe(1);
    expect(pageNumberOf('3')).toBe(3);
    for (const bad of ['0', '-2', '1.5', 'two', '', '9999999', '2abc']) expect(pageNumberOf(bad), bad).toBe(1);
  });

  it('asks the gateway for PURCHASE_HISTORY_PAGE_SIZE orders from the page’s start', () => {
    expect(PURCHASE_HISTORY_PAGE_SIZE).toBe(10);
    expect(historyWindow(1, PURCHASE_HISTORY_PAGE_SIZE)).toEqual({ start: 0, count: 10 });
    expect(historyWindow(3, PURCHASE_HISTORY_PAGE_SIZE)).toEqual({ start: 20, count: 10 });
    expect(pageCountOf(0, 10)).toBe(1);
    expect(pageCountOf(10, 10)).toBe(1);
    expect(pageCountOf(11, 10)).toBe(2);
  });

  it('links every page up to five, else the ends and the neighbours with gaps', () => {
    expect(pageLinks(1, 1)).toEqual([1]);
    expect(pageLinks(2, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(pageLinks(1, 9)).toEqual([1, 2, null, 9]);
    expect(pageLinks(5, 9)).toEqual([1, null, 4, 5, 6, null, 9]);
    expect(pageLinks(9, 9)).toEqual([1, null, 8, 9]);
    expect(pageLinks(3, 9)).toEqual([1, 2, 3, 4, null, 9]);
  });

  it('gives the first page one URL (no ?page=1)', () => {
    expect(historyPageHref('/en-us/account/orders', 1)).toBe('/en-us/account/orders');
    expect(historyPageHref('/en-us/account/orders', 2)).toBe('/en-us/account/orders?page=2');
  });
});

describe('an order’s rules', () => {
  it('writes dates in the site’s format', () => {
    expect(orderDate('2025-01-10T16:20:00.000Z', 'MM/DD/YYYY')).toBe('01/10/2025');
    expect(orderDate('2025-01-10T16:20:00.000Z', 'DD/MM/YYYY')).toBe('10/01/2025');
    expect(orderDate('not a date', 'DD/MM/YYYY')).toBe('not a date');
  });

  it('offers an invoice unless the order was cancelled or never paid', () => {
    expect(ORDER_STATUSES.filter((s) => !hasInvoice(s))).toEqual(['payment_pending', 'cancelled']);
  });

  it('offers a return label for lines with units left, the gift card email for digital lines of a paid order', () => {
    expect(returnableItems(order()).map((i) => i.itemId)).toEqual(['A']);
    expect(resendableGiftCards(order()).map((i) => i.itemId)).toEqual(['G']);
    expect(resendableGiftCards(order({ status: 'cancelled' }))).toEqual([]);
    expect(resendableGiftCards(order({ status: 'payment_pending' }))).toEqual([]);
  });

  it('tracks with the billing email, else the shipping one', () => {
    expect(orderEmail(order())).toBe('bill@example.test');
    expect(orderEmail(order({ billingAddress: undefined }))).toBe('ship@example.test');
    expect(orderEmail({})).toBeUndefined();
  });

  it('names same-origin URLs for the invoice and the tracking page, both private', () => {
    expect(invoicePath('fr-fr', 'CRN00001001')).toBe('/fr-fr/account/orders/CRN00001001/invoice');
    expect(orderStatusPath('de-de')).toBe('/de-de/order-status');
    expect(isPrivatePath('/de-de/order-status')).toBe(true);
    expect(isPrivatePath(invoicePath('en-us', 'CRN1'))).toBe(true);
    expect(CANCELLED_PARAM).toBe('cancelled');
  });

  it('saves the invoice under the gateway’s file name, never a path', () => {
    expect(fileNameOf('attachment; filename="INV-CRN00001001.pdf"', 'x.pdf')).toBe('INV-CRN00001001.pdf');
    expect(fileNameOf("attachment; filename*=UTF-8''INV%20A.pdf", 'x.pdf')).toBe('INV A.pdf');
    expect(fileNameOf('attachment; filename="../../etc/passwd"', 'x.pdf')).toBe('....etcpasswd');
    expect(fileNameOf(null, 'invoice-CRN1.pdf')).toBe('invoice-CRN1.pdf');
  });
});

describe('the order page’s view', () => {
  const t = confirmationMessages('en');
  const w = orderPageMessages('en');
  const money = (n: number) => `$${n.toFixed(2)}`;

  it('shows totals that add up: the discount is what lies between the lines and the total (tax on top in NORA)', () => {
    const rows = totalRows(order(), t, money);
    expect(rows.map((r) => [r.label, r.value])).toEqual([
      ['Items', '$229.95'],
      ['Discounts', '−$10.00'],
      ['Shipping', '$5.00'],
      ['Tax', '$18.80'],
      ['Total', '$243.75'],
    ]);
  });

  it('notes the VAT included in an EMEA order, with no discount row when there is none', () => {
    const rows = totalRows(order({ siteId: 'CAIRN_DE_DE', totals: { currency: 'EUR', itemTotal: 100, shipping: 0, tax: 15.97, totalDiscount: 0, total: 100, totalUnits: 1 } }), t, money);
    expect(rows.map((r) => r.value)).toEqual(['$100.00', 'Free', '$100.00', 'Includes VAT of $15.97']);
  });

  it('shows a card by brand and last four digits only', () => {
    expect(paymentLabel(order(), t)).toBe('Visa …1111');
    expect(paymentLabel(order({ paymentMethod: { code: 'PAYPAL' } }), t)).toBe('PayPal');
  });

  it('reads a line’s colour and size, an address as lines, and a shipment with its tracking', () => {
    expect(attributesLine(order().items[0]!, t)).toBe('Colour: moss · Size: 10');
    expect(addressLines(order().shippingAddress)).toEqual(['Robin Hiker', '2150 Canyon Blvd', '80302 Boulder', 'CO', 'US']);
    const [parcel, email] = shipmentViews(order(), t, w, new Map());
    expect(parcel).toMatchObject({ method: 'Standard delivery', destination: expect.arrayContaining(['2150 Canyon Blvd']), tracking: { carrier: 'UPS', trackingNumber: '1Z999', trackingUrl: 'https://www.ups.com/track?tracknum=1Z999' } });
    expect(email).toMatchObject({ method: 'Email delivery', items: ['Cairn Gift Card'] });
    expect(email?.destination).toBeUndefined();
  });

  it('never links a tracking URL that is not https', () => {
    const shipments = [{ shipmentId: 'S1', shippingMethod: 'standard', itemIds: ['A'], tracking: { carrier: 'UPS', trackingNumber: '1', trackingUrl: 'javascript:alert(1)' } }];
    const [view] = shipmentViews(order({ shipments }), t, w, new Map());
    expect(view?.tracking).toEqual({ carrier: 'UPS', trackingNumber: '1' });
  });

  it('names a store purchase and a pickup store', () => {
    const shipments = [{ shipmentId: 'S1', shippingMethod: 'store', storeId: '1001', itemIds: ['A'] }];
    expect(shipmentViews(order({ shipments }), t, w, new Map([['1001', 'Cairn Boulder']]))[0]).toMatchObject({ method: 'Bought in store', store: 'Cairn Boulder' });
  });
});

describe('the words', () => {
  it('has every status, return reason and cancel reason in every language', () => {
    for (const language of LANGUAGES) {
      const words = orderMessages(language);
      for (const status of ORDER_STATUSES) {
        expect(words.statuses[status], `${language} ${status}`).toBeTruthy();
        expect(words.events[status], `${language} ${status}`).toBeTruthy();
      }
      for (const reason of RETURN_REASONS) expect(words.returnReasons[reason], `${language} ${reason}`).toBeTruthy();
      expect(Object.keys(words.cancelReasons).sort()).toEqual(['CHANGED_MIND', 'ORDERED_BY_MISTAKE', 'OTHER', 'TOO_SLOW']);
    }
  });

  it('speaks each language, not English, on every page', () => {
    for (const language of ['fr', 'de', 'it'] as const) {
      expect(orderMessages(language).track).not.toBe(orderMessages('en').track);
      expect(orderPageMessages(language).trackTitle).not.toBe(orderPageMessages('en').trackTitle);
      expect(orderPageMessages(language).notFoundTitle).not.toBe(orderPageMessages('en').notFoundTitle);
    }
  });

  it('refuses a bad email with the spec’s exact words', () => {
    expect(fieldMessage('emailInvalid', 'en')).toBe('Email is not valid');
    expect(orderPageMessages('en').notFoundTitle).toBe('We can’t show this order');
  });
});

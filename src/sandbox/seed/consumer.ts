/**
 * Consumer data of the seeded accounts (src/sandbox/auth/test-data.ts), so account pages have
 * something to show: profile preferences, address books, saved cards, favorites and a purchase
 * history (docs/sandbox.md "Account data"). Written by migration 70 as SQL, like the journal:
 * a database of any age, a reseed and a test database all have it. Deterministic: fixed ids
 * and dates, no clock.
 */
import { createHash } from 'node:crypto';
import { TEST_ACCOUNTS } from '../auth/test-data.ts';
import type { ArchivedAddress, ArchivedOrder } from '../consumer/archive.ts';

const sql = (value: string | number | null): string => (value === null ? 'NULL' : typeof value === 'number' ? String(value) : `'${value.replaceAll("'", "''")}'`);
const json = (value: unknown): string => sql(JSON.stringify(value));
const row = (values: Array<string | number | null>): string => `(${values.map(sql).join(', ')})`;

/** Saved card numbers are kept as this fingerprint only (src/sandbox/consumer/wallet.ts). */
export const cardFingerprint = (number: string): string => createHash('sha256').update(`card:${number.replace(/\D/g, '')}`).digest('base64url');
export const giftCardFingerprint = (number: string): string => createHash('sha256').update(`gift:${number.replace(/\D/g, '')}`).digest('base64url');

const AT = '2024-01-15T09:00:00.000Z';
const { member, loyalty, employee, athlete, wranx, ipa } = TEST_ACCOUNTS;

const MEMBER_HOME: ArchivedAddress = {
  firstName: 'Morgan', lastName: 'Member', email: member.email, phone: '3035550100', phoneCode: '+1',
  addressLine1: '2150 Canyon Blvd', city: 'Boulder', province: 'CO', postalCode: '80302', country: 'US',
};
const MEMBER_OFFICE: ArchivedAddress = {
  firstName: 'Morgan', lastName: 'Member', email: member.email, phone: '3035550100', phoneCode: '+1',
  addressLine1: '1011 Walnut St', addressLine2: 'Suite 300', city: 'Boulder', province: 'CO', postalCode: '80302', country: 'US',
};
const LOYALTY_HOME: ArchivedAddress = {
  firstName: 'Lee', lastName: 'Loyal', email: loyalty.email, phone: '07700900123', phoneCode: '+44',
  addressLine1: '4 Neal Street', city: 'London', postalCode: 'WC2H 9QL', country: 'GB',
};

interface SeedAddress {
  id: string;
  owner: string;
  approachType: 'S' | 'B';
  main: boolean;
  address: ArchivedAddress;
  newsletterConsent?: boolean;
}

export const SEED_ADDRESSES: readonly SeedAddress[] = [
  { id: 'ADR-C000000001-1', owner: member.consumerNo, approachType: 'S', main: true, address: MEMBER_HOME, newsletterConsent: true },
  { id: 'ADR-C000000001-2', owner: member.consumerNo, approachType: 'S', main: false, address: MEMBER_OFFICE },
  { id: 'ADR-C000000001-3', owner: member.consumerNo, approachType: 'B', main: true, address: MEMBER_HOME },
  { id: 'ADR-C000000002-1', owner: loyalty.consumerNo, approachType: 'S', main: true, address: LOYALTY_HOME },
  {
    id: 'ADR-C000000005-1', owner: athlete.consumerNo, approachType: 'S', main: true,
    address: { firstName: 'Ash', lastName: 'Athlete', email: athlete.email, phone: '7205550142', phoneCode: '+1', addressLine1: '3400 Table Mesa Dr', city: 'Boulder', province: 'CO', postalCode: '80305', country: 'US' },
  },
  {
    id: 'ADR-C000000006-1', owner: wranx.consumerNo, approachType: 'S', main: true,
    address: { firstName: 'Wren', lastName: 'Ranx', email: wranx.email, phone: '2065550177', phoneCode: '+1', addressLine1: '500 Pine St', city: 'Seattle', province: 'WA', postalCode: '98101', country: 'US' },
  },
];

/** member@cairn.test's wallet: saving either again answers CCA401 (already exists). */
export const SEEDED_CARD = { number: '4111111111111111', holder: 'Morgan Member', expirationMonth: 12, expirationYear: 2030 } as const;
export const SEEDED_GIFT_CARD = '6006491111111111';

const orderLine = (o: Partial<ArchivedOrder['lines'][number]> & Pick<ArchivedOrder['lines'][number], 'itemId' | 'productId' | 'name' | 'qty' | 'unit' | 'method'>) => {
  const [masterId = o.productId, color = '', size = ''] = o.productId.split('-');
  return { masterId, color, size, ...o };
};

const card = (last4: string, cardType = 'visa') => ({ code: 'CREDIT_CARD', cardType, last4 });

/** The purchase history (docs/sandbox.md lists what each order is for). */
export const SEED_ORDERS: readonly ArchivedOrder[] = [
  {
    orderNumber: 'CRN00001001', owner: member.consumerNo, siteId: 'CAIRN_EN_US', currency: 'USD', createdAt: '2025-01-10T16:20:00.000Z',
    status: 'delivered', channel: 'ECOMM', email: member.email,
    lines: [
      orderLine({ itemId: 'CRN00001001-1', productId: 'FWINSTOCK1-moss-07', name: 'Summit Trail Mid WP Boot', size: '10', qty: 1, unit: 179.95, method: 'standard' }),
      orderLine({ itemId: 'CRN00001001-2', productId: 'GRONESIZE1-black-01', name: 'Polaris Headlamp 400', size: 'One Size', qty: 2, unit: 44.96, method: 'standard' }),
    ],
    shipping: 0, discount: 9.98, taxRate: 0.0825, taxIncluded: false, shippingAddress: MEMBER_HOME, billingAddress: MEMBER_HOME, payment: card('1111'),
    tracking: { carrier: 'UPS', trackingNumber: '1Z999AA10123456784', shippedAt: '2025-01-11T18:00:00.000Z', deliveredAt: '2025-01-14T15:42:00.000Z' },
  },
  {
    orderNumber: 'CRN00001002', owner: member.consumerNo, siteId: 'CAIRN_EN_US', currency: 'USD', createdAt: '2025-02-20T10:05:00.000Z',
    status: 'shipped', channel: 'ECOMM', email: member.email,
    lines: [orderLine({ itemId: 'CRN00001002-1', productId: 'APMARKDWN1-navy-03', name: 'Zenith Down Jacket', size: 'M', qty: 1, unit: 224.95, method: 'standard' })],
    shipping: 0, discount: 0, taxRate: 0.0825, taxIncluded: false, shippingAddress: MEMBER_OFFICE, billingAddress: MEMBER_HOME, payment: card('1111'),
    tracking: { carrier: 'UPS', trackingNumber: '1Z999AA10123456791', shippedAt: '2025-02-21T17:30:00.000Z' },
  },
  {
    orderNumber: 'CRN00001003', owner: member.consumerNo, siteId: 'CAIRN_EN_US', currency: 'USD', createdAt: '2025-03-01T08:45:00.000Z',
    status: 'processing', channel: 'ECOMM', email: member.email,
    lines: [orderLine({ itemId: 'CRN00001003-1', productId: 'GRTENTRNG1-sand-01', name: 'Arete Backpacking Tent', size: '2P', qty: 1, unit: 299.95, method: 'standard' })],
    shipping: 0, discount: 0, taxRate: 0.0825, taxIncluded: false, shippingAddress: MEMBER_HOME, billingAddress: MEMBER_HOME, payment: card('1111'),
  },
  {
    orderNumber: 'CRN00001004', owner: member.consumerNo, siteId: 'CAIRN_EN_US', currency: 'USD', createdAt: '2024-11-02T19:12:00.000Z',
    status: 'completed', channel: 'STORE', email: member.email,
    lines: [
      orderLine({ itemId: 'CRN00001004-1', productId: 'APPARTOOS1-pine-02', name: 'Juniper Grid Fleece Hoodie', size: 'S', qty: 1, unit: 119.95, method: 'store', storeId: '1001' }),
      orderLine({ itemId: 'CRN00001004-2', productId: 'GRLIMITED1-charcoal-01', name: 'Ridge Titanium Spork', size: 'One Size', qty: 2, unit: 24.95, method: 'store', storeId: '1001' }),
    ],
    shipping: 0, discount: 0, taxRate: 0.0825, taxIncluded: false, payment: card('1111'),
    inStoreSalesInfo: { storeId: '1001', storeEmployeeId: 'E1001' },
  },
  {
    orderNumber: 'CRN00001005', owner: member.consumerNo, siteId: 'CAIRN_EN_US', currency: 'USD', createdAt: '2024-12-05T12:00:00.000Z',
    status: 'cancelled', channel: 'ECOMM', email: member.email, cancelledAt: '2024-12-05T14:30:00.000Z',
    lines: [
      orderLine({ itemId: 'CRN00001005-1', productId: 'APLOWSTCK1-glacier-02', name: 'Aurora Rain Jacket', size: 'S', qty: 1, unit: 149.95, method: 'standard' }),
      orderLine({
        itemId: 'CRN00001005-2', productId: 'GRGIFTCRD1-pine-01', name: 'Cairn Gift Card', size: '25', qty: 1, unit: 25, method: 'digital',
        giftOption: { to: 'Sam', email: 'sam@example.test', message: 'See you on the trail' },
      }),
    ],
    shipping: 8.95, discount: 0, taxRate: 0.0825, taxIncluded: false, shippingAddress: MEMBER_HOME, billingAddress: MEMBER_HOME, payment: card('1111'),
  },
  {
    orderNumber: 'CRN00001006', owner: member.consumerNo, siteId: 'CAIRN_EN_US', currency: 'USD', createdAt: '2025-01-20T09:30:00.000Z',
    status: 'delivered', channel: 'ECOMM', email: member.email,
    lines: [
      orderLine({
        itemId: 'CRN00001006-1', productId: 'GRGIFTCRD1-pine-02', name: 'Cairn Gift Card', size: '50', qty: 1, unit: 50, method: 'digital',
        giftOption: { to: 'Riley', email: 'riley@example.test', message: 'Happy trails!' },
      }),
    ],
    shipping: 0, discount: 0, taxRate: 0, taxIncluded: false, billingAddress: MEMBER_HOME, payment: card('1111'),
  },
  {
    orderNumber: 'CRN00002001', owner: loyalty.consumerNo, siteId: 'CAIRN_EN_GB', currency: 'GBP', createdAt: '2025-02-02T11:00:00.000Z',
    status: 'delivered', channel: 'ECOMM', email: loyalty.email,
    lines: [orderLine({ itemId: 'CRN00002001-1', productId: 'APLOWSTCK1-sunflower-04', name: 'Aurora Rain Jacket', size: 'L', qty: 1, unit: 129, method: 'standard' })],
    shipping: 0, discount: 0, taxRate: 0.2, taxIncluded: true, shippingAddress: LOYALTY_HOME, billingAddress: LOYALTY_HOME, payment: { code: 'PAYPAL' },
    tracking: { carrier: 'Royal Mail', trackingNumber: 'RM123456785GB', shippedAt: '2025-02-03T09:00:00.000Z', deliveredAt: '2025-02-04T12:10:00.000Z' },
  },
  {
    orderNumber: 'CRN00003001', owner: employee.consumerNo, siteId: 'CAIRN_EN_US', currency: 'USD', createdAt: '2025-01-05T15:00:00.000Z',
    status: 'picked_up', channel: 'ECOMM', email: employee.email,
    lines: [orderLine({ itemId: 'CRN00003001-1', productId: 'FWINSTOCK1-black-05', name: 'Summit Trail Mid WP Boot', size: '9', qty: 1, unit: 125.97, method: 'pickup', storeId: '1001' })],
    shipping: 0, discount: 0, taxRate: 0.0825, taxIncluded: false, billingAddress: { ...MEMBER_OFFICE, firstName: 'Emery', lastName: 'Staff', email: employee.email }, payment: card('4444', 'mastercard'),
  },
];

const profiles: Array<[string, Record<string, string>]> = [
  [member.consumerNo, { interests: 'hiking|camping', preferredShoeSize: '10', favoriteStoreId: '1001' }],
  [loyalty.consumerNo, { interests: 'trail-running|travel', preferredShoeSize: '8.5', favoriteStoreId: '2001' }],
  [athlete.consumerNo, { interests: 'trail-running|climbing' }],
  [ipa.consumerNo, { interests: 'skiing' }],
];

export const SEED_FAVORITES = {
  listId: 'FAV-C000000001',
  owner: member.consumerNo,
  items: [
    { itemId: 'FAVI-C000000001-1', id: 'FWINSTOCK1', addedAt: '2025-01-02T10:00:00.000Z' },
    { itemId: 'FAVI-C000000001-2', id: 'APLOWSTCK1-glacier-03', addedAt: '2025-01-03T10:00:00.000Z' },
    { itemId: 'FAVI-C000000001-3', id: 'FWSOLDOUT1', addedAt: '2025-01-04T10:00:00.000Z' },
  ],
} as const;

function addressBody(a: SeedAddress): Record<string, unknown> {
  return { ...a.address, ...(a.newsletterConsent !== undefined ? { subscriptions: { newsletterConsent: a.newsletterConsent } } : {}) };
}

/** The INSERTs of migration 70. */
export function consumerSeedSql(): string {
  const statements: string[] = [];
  statements.push(
    `INSERT INTO consumer_profiles (consumer_no, preferences, notifications, updated_at) VALUES ${profiles.map(([no, prefs]) => `(${sql(no)}, ${json(prefs)}, '[]', ${sql(AT)})`).join(', ')};`,
  );
  statements.push(
    `INSERT INTO consumer_addresses (address_id, consumer_no, approach_type, main, body, created_at, updated_at) VALUES ${SEED_ADDRESSES.map((a, i) => {
      const at = new Date(Date.parse(AT) + i * 60_000).toISOString();
      return `(${sql(a.id)}, ${sql(a.owner)}, ${sql(a.approachType)}, ${a.main ? 1 : 0}, ${json(addressBody(a))}, ${sql(at)}, ${sql(at)})`;
    }).join(', ')};`,
  );
  const cardBody = {
    card: { holder: SEEDED_CARD.holder, cardType: 'visa', last4: SEEDED_CARD.number.slice(-4), expirationMonth: SEEDED_CARD.expirationMonth, expirationYear: SEEDED_CARD.expirationYear, outcome: 'success' },
    billingAddress: MEMBER_HOME,
  };
  const giftBody = { giftCard: { number: SEEDED_GIFT_CARD, last4: SEEDED_GIFT_CARD.slice(-4) } };
  statements.push(
    `INSERT INTO consumer_payment_instruments (payment_instrument_id, consumer_no, method, fingerprint, is_default, body, created_at, updated_at) VALUES ${[
      row(['PI-C000000001-1', member.consumerNo, 'CREDIT_CARD', cardFingerprint(SEEDED_CARD.number), 1, JSON.stringify(cardBody), AT, AT]),
      row(['PI-C000000001-2', member.consumerNo, 'GIFT_CARD', giftCardFingerprint(SEEDED_GIFT_CARD), 0, JSON.stringify(giftBody), AT, AT]),
    ].join(', ')};`,
  );
  statements.push(
    `INSERT INTO order_history (order_number, owner, created_at, body) VALUES ${SEED_ORDERS.map((o) => row([o.orderNumber, o.owner, o.createdAt, JSON.stringify(o)])).join(', ')};`,
  );
  statements.push(`INSERT INTO favorite_lists (id, owner, site_id, updated_at) VALUES ${row([SEED_FAVORITES.listId, SEED_FAVORITES.owner, 'CAIRN_EN_US', AT])};`);
  statements.push(
    `INSERT INTO favorite_items (item_id, favorite_id, product_id, item_type, qty, added_at) VALUES ${SEED_FAVORITES.items.map((i) => row([i.itemId, SEED_FAVORITES.listId, i.id, 'product', 1, i.addedAt])).join(', ')};`,
  );
  return statements.join('\n');
}

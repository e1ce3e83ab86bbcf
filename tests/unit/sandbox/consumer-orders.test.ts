/**
 * The consumer service's order calls (purchase history, order detail, invoice, return label,
 * TrackOrder, CancelOrder, resendGiftCardEmail) over the seeded purchase history and over web
 * orders placed through the sandbox's checkout; plus warranty and contact-us. One seeded sandbox.
 */
import { describe, expect, it } from 'vitest';
import { sandboxClient } from './auth-helpers.ts';
import { BOOT, expectError, ok, shopperSession, signedInShopper, type Shopper } from './cart-helpers.ts';
import { REQUEST_TIMEOUT_MS, useSandbox } from './sandbox-harness.ts';

const h = useSandbox();
const api = sandboxClient(() => h.sandbox.url);
const HISTORY = '/consumers-v3/consumer/purchasehistory';

async function newShopper(): Promise<{ shopper: Shopper; email: string }> {
  const email = `buyer-${Math.random().toString(36).slice(2, 10)}@example.test`;
  const guest = await api.guest();
  ok(await api.post('/consumers-v3/auth/signup', { firstName: 'Robin', lastName: 'Hiker', email, password: 'Summit-Pass-1', isTermsConfirmed: true }, { token: guest.accessToken }));
  const tokens = await api.signIn(email);
  return { shopper: shopperSession(api, tokens.accessToken), email };
}

/** A web order of one boot, placed through the sandbox's checkout. */
async function placeOrder(shopper: Shopper, productId = BOOT, qty = 1): Promise<string> {
  const cart = await shopper.readyCart(productId, qty);
  const placed = await shopper.put('/cart/v2/checkout/order', { cartId: cart.id, paymentMethod: { code: 'CREDIT_CARD' } }, { 'idempotency-key': `k-${cart.id}` });
  ok(placed);
  return placed.body.orderNumber;
}

/** Moves a web order back in time, so the fulfilment clock has advanced. */
function age(orderNumber: string, hours: number): void {
  const at = new Date(Date.now() - hours * 3_600_000).toISOString();
  h.sandbox.db.prepare("UPDATE orders SET body = json_set(body, '$.createdAt', ?) WHERE order_number = ?").run(at, orderNumber);
}

const onlineStock = async (variant: string): Promise<number> => {
  const answer = await h.get(`/products/v2/products/${variant.split('-')[0]}/inventory`);
  return answer.body.variants.find((v: any) => v.id === variant).quantity;
};

/** Every object the cross-reference table points at starts where it says. */
function expectWellFormedPdf(pdf: Buffer): void {
  const text = pdf.toString('latin1');
  expect(text.startsWith('%PDF-1.4')).toBe(true);
  expect(text.trimEnd().endsWith('%%EOF')).toBe(true);
  const startxref = Number(/startxref\n(\d+)/.exec(text)?.[1]);
  expect(text.slice(startxref, startxref + 4)).toBe('xref');
  const offsets = [...text.slice(startxref).matchAll(/^(\d{10}) 00000 n $/gm)].map((m) => Number(m[1]));
  expect(offsets.length).toBeGreaterThan(4);
  offsets.forEach((offset, i) => expect(text.slice(offset, offset + `${i + 1} 0 obj`.length)).toBe(`${i + 1} 0 obj`));
}

describe('POST /consumers-v3/consumer/purchasehistory', () => {
  it('pages the seeded history, newest first, web and in-store', async () => {
    const member = await signedInShopper(api, 'member@cairn.test');
    const all = await member.post(HISTORY, {});
    ok(all);
    expect(all.body.orders.map((o: any) => [o.orderNumber, o.status])).toEqual([
      ['CRN00001003', 'processing'],
      ['CRN00001002', 'shipped'],
      ['CRN00001006', 'delivered'],
      ['CRN00001001', 'delivered'],
      ['CRN00001005', 'cancelled'],
      ['CRN00001004', 'completed'],
    ]);
    expect(all.body.orders[3]).toMatchObject({ currency: 'USD', totalUnits: 3, images: ['/media/products/FWINSTOCK1/moss-1.svg', '/media/products/GRONESIZE1/black-1.svg'] });
    const second = await member.post(HISTORY, { start: 2, count: 2 });
    expect(second.body).toMatchObject({ total: 6, start: 2, count: 2 });
    expect(second.body.orders.map((o: any) => o.orderNumber)).toEqual(['CRN00001006', 'CRN00001001']);
    const store = await member.post(HISTORY, { channel: 'STORE' });
    expect(store.body.orders).toEqual([expect.objectContaining({ orderNumber: 'CRN00001004', storeId: '1001', channel: 'STORE' })]);
    const delivered = await member.post(HISTORY, { status: ['delivered'], from: '2025-01-15' });
    expect(delivered.body.orders.map((o: any) => o.orderNumber)).toEqual(['CRN00001006']);
    expectError(await member.post(HISTORY, { count: 500 }), 400, 'API400');
  });

  it('adds the web orders placed in the sandbox, with the fulfilment clock', async () => {
    const { shopper } = await newShopper();
    const orderNumber = await placeOrder(shopper);
    const history = await shopper.post(HISTORY, {});
    // The boot brings the gift with purchase: two units.
    expect(history.body.orders).toEqual([expect.objectContaining({ orderNumber, status: 'processing', channel: 'ECOMM', totalUnits: 2 })]);
    age(orderNumber, 30);
    expect((await shopper.get(`/consumers-v3/consumer/purchase/${orderNumber}`)).body.status).toBe('shipped');
    age(orderNumber, 80);
    const delivered = await shopper.get(`/consumers-v3/consumer/purchase/${orderNumber}`);
    expect(delivered.body).toMatchObject({ status: 'delivered', canReturn: true, canCancel: false, siteId: 'CAIRN_EN_US' });
    expect(delivered.body.shipments[0].tracking).toMatchObject({ carrier: 'UPS', trackingUrl: expect.stringContaining('ups.com') });
  });

  it('refuses a guest', async () => {
    const guest = await api.guest();
    expectError(await api.post(HISTORY, {}, { token: guest.accessToken }), 403, 'AUT404');
  });
});

describe('GET /consumers-v3/consumer/purchase/{orderId}', () => {
  it('answers a seeded order with its lines, totals, tracking and what can be done', async () => {
    const member = await signedInShopper(api, 'member@cairn.test');
    const order = await member.get('/consumers-v3/consumer/purchase/CRN00001001');
    ok(order);
    expect(order.body).toMatchObject({
      orderNumber: 'CRN00001001',
      status: 'delivered',
      channel: 'ECOMM',
      totals: { itemTotal: 269.87, totalDiscount: 9.98, shipping: 0, tax: 21.44, total: 281.33, totalUnits: 3 },
      paymentMethod: { code: 'CREDIT_CARD', cardType: 'visa', last4: '1111' },
      canCancel: false,
      canReturn: true,
    });
    expect(order.body.items[0]).toMatchObject({ productId: 'FWINSTOCK1-moss-07', attributes: { color: 'moss', size: '10' }, returnableQty: 1, pdpUrl: '/en-us/p/summit-trail-mid-wp-boot-FWINSTOCK1?color=moss' });
    expect(order.body.shipments[0].tracking).toMatchObject({ carrier: 'UPS', trackingNumber: '1Z999AA10123456784' });
  });

  it('answers OHS4004 for someone else’s order and an unknown one', async () => {
    const loyal = await signedInShopper(api, 'loyalty@cairn.test');
    expectError(await loyal.get('/consumers-v3/consumer/purchase/CRN00001001'), 404, 'OHS4004');
    expectError(await loyal.get('/consumers-v3/consumer/purchase/CRN99999999'), 404, 'OHS4004');
  });
});

describe('POST /consumers-v3/consumer/purchase/invoice/download', () => {
  const download = (token: string, body: unknown, query = '') =>
    fetch(`${h.sandbox.url}/consumers-v3/consumer/purchase/invoice/download${query}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });

  it('answers a real PDF invoice as an attachment', async () => {
    const tokens = await api.signIn('member@cairn.test');
    const res = await download(tokens.accessToken, { orderNumber: 'CRN00001001' });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="INV-CRN00001001.pdf"');
    const pdf = Buffer.from(await res.arrayBuffer());
    expectWellFormedPdf(pdf);
    expect(pdf.toString('latin1')).toContain('(INV-CRN00001001)');
    expect(pdf.toString('latin1')).toContain('(Summit Trail Mid WP Boot)');
  });

  it('answers the HTML invoice with format=html', async () => {
    const tokens = await api.signIn('loyalty@cairn.test');
    const res = await download(tokens.accessToken, { orderNumber: 'CRN00002001' }, '?format=html');
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
    const html = await res.text();
    expect(html).toContain('<h1>Invoice INV-CRN00002001</h1>');
    expect(html).toContain('£129.00');
    expect(html).toContain('Cairn Outdoor Europe B.V.');
  });

  it('refuses a cancelled order (ORD409), someone else’s (OHS4004), a bad body (API400) and a guest', async () => {
    const tokens = await api.signIn('member@cairn.test');
    const cancelled = await download(tokens.accessToken, { orderNumber: 'CRN00001005' });
    expect(cancelled.status).toBe(409);
    expect((await cancelled.json()).errorDetails[0].errorId).toBe('ORD409');
    const other = await download(tokens.accessToken, { orderNumber: 'CRN00002001' });
    expect([other.status, (await other.json()).errorDetails[0].errorId]).toEqual([404, 'OHS4004']);
    const bad = await download(tokens.accessToken, {}, '?format=doc');
    const body = await bad.json();
    expect(bad.status).toBe(400);
    expect(body.errorDetails.map((d: any) => d.field)).toEqual(['query.format', 'body.orderNumber']);
    const guest = await api.guest();
    expect((await download(guest.accessToken, { orderNumber: 'CRN00001001' })).status).toBe(403);
  });
});

describe('POST /consumers-v3/consumer/return/{orderId}/returnLabel', () => {
  it('issues a prepaid label (a PDF) and counts what is left to return', async () => {
    const member = await signedInShopper(api, 'member@cairn.test');
    const label = await member.post('/consumers-v3/consumer/return/CRN00001001/returnLabel', { items: [{ itemId: 'CRN00001001-2', qty: 1, reason: 'CHANGED_MIND' }] });
    expect(label.status).toBe(201);
    expect(label.body).toMatchObject({ orderNumber: 'CRN00001001', carrier: 'UPS', items: [{ itemId: 'CRN00001001-2', qty: 1, reason: 'CHANGED_MIND' }] });
    expect(label.body.returnId).toMatch(/^RMA-/);
    expectWellFormedPdf(Buffer.from(label.body.label.data, 'base64'));
    const order = await member.get('/consumers-v3/consumer/purchase/CRN00001001');
    expect(order.body.items[1]).toMatchObject({ returnedQty: 1, returnableQty: 1 });
    expect(order.body.returns).toEqual([expect.objectContaining({ returnId: label.body.returnId, items: [{ itemId: 'CRN00001001-2', qty: 1 }] })]);
    expectError(await member.post('/consumers-v3/consumer/return/CRN00001001/returnLabel', { items: [{ itemId: 'CRN00001001-2', qty: 2, reason: 'TOO_SMALL' }] }), 400, 'API400');
    expectError(await member.post('/consumers-v3/consumer/return/CRN00001001/returnLabel', { items: [{ itemId: 'NOPE', qty: 1, reason: 'TOO_SMALL' }] }), 400, 'API400');
  });

  it('answers RTN500 for an order in transit, bought in store, or an e-gift card', async () => {
    const member = await signedInShopper(api, 'member@cairn.test');
    const item = (itemId: string) => ({ items: [{ itemId, qty: 1, reason: 'OTHER' }] });
    expectError(await member.post('/consumers-v3/consumer/return/CRN00001002/returnLabel', item('CRN00001002-1')), 409, 'RTN500');
    expectError(await member.post('/consumers-v3/consumer/return/CRN00001004/returnLabel', item('CRN00001004-1')), 409, 'RTN500');
    expectError(await member.post('/consumers-v3/consumer/return/CRN00001006/returnLabel', item('CRN00001006-1')), 409, 'RTN500');
    expectError(await member.post('/consumers-v3/consumer/return/CRN00002001/returnLabel', item('CRN00002001-1')), 404, 'OHS4004');
  });
});

describe('POST /consumers-v3/consumer/TrackOrder', () => {
  it('tracks by order number and email, for guests too', async () => {
    const guest = await api.guest();
    const tracked = await api.post('/consumers-v3/consumer/TrackOrder', { orderNumber: 'CRN00001002', email: 'MEMBER@cairn.test' }, { token: guest.accessToken });
    ok(tracked);
    expect(tracked.body).toMatchObject({ orderNumber: 'CRN00001002', status: 'shipped', carrier: 'UPS', trackingNumber: '1Z999AA10123456791' });
    expect(tracked.body.events.map((e: any) => e.status)).toEqual(['processing', 'shipped']);
    expectError(await api.post('/consumers-v3/consumer/TrackOrder', { orderNumber: 'CRN00001002', email: 'someone@example.test' }, { token: guest.accessToken }), 400, 'ORD400');
    expectError(await api.post('/consumers-v3/consumer/TrackOrder', { orderNumber: 'CRN12345678', email: 'member@cairn.test' }, { token: guest.accessToken }), 404, 'OHS4004');
    expectError(await api.post('/consumers-v3/consumer/TrackOrder', { orderNumber: 'CRN00001002', email: 'member@cairn.test' }), 401, 'AUT404');
  });
});

describe('POST /consumers-v3/consumer/CancelOrder', () => {
  it('cancels a web order that has not shipped, and gives its stock back', async () => {
    const { shopper } = await newShopper();
    const before = await onlineStock(BOOT);
    const orderNumber = await placeOrder(shopper, BOOT, 2);
    expect(await onlineStock(BOOT)).toBe(before - 2);
    const cancelled = await shopper.post('/consumers-v3/consumer/CancelOrder', { orderNumber, reason: 'ORDERED_BY_MISTAKE' });
    ok(cancelled);
    expect(cancelled.body).toMatchObject({ orderNumber, status: 'cancelled', canCancel: false, canReturn: false });
    expect(await onlineStock(BOOT)).toBe(before);
    expectError(await shopper.post('/consumers-v3/consumer/CancelOrder', { orderNumber }), 409, 'ORD409');
  });

  it('answers ORD409 once an order has shipped or was bought in store', async () => {
    const member = await signedInShopper(api, 'member@cairn.test');
    expectError(await member.post('/consumers-v3/consumer/CancelOrder', { orderNumber: 'CRN00001002' }), 409, 'ORD409');
    expectError(await member.post('/consumers-v3/consumer/CancelOrder', { orderNumber: 'CRN00001004' }), 409, 'ORD409');
  });

  it('lets anyone cancel with the order’s email (ORD400 without it or with another), OHS4004 for no order', async () => {
    const guest = await api.guest();
    const cancel = (body: Record<string, unknown>, query = '') => api.post(`/consumers-v3/consumer/CancelOrder${query}`, body, { token: guest.accessToken });
    expectError(await cancel({ orderNumber: 'CRN00001003' }), 400, 'ORD400');
    expectError(await cancel({ orderNumber: 'CRN00001003', email: 'wrong@example.test' }), 400, 'ORD400');
    expectError(await cancel({ orderNumber: 'CRN77777777', email: 'member@cairn.test' }), 404, 'OHS4004');
    const done = await cancel({ orderNumber: 'CRN00001003' }, '?email=member%40cairn.test');
    expect(done.body).toMatchObject({ orderNumber: 'CRN00001003', status: 'cancelled' });
    const member = await signedInShopper(api, 'member@cairn.test');
    expect((await member.get('/consumers-v3/consumer/purchase/CRN00001003')).body.cancelledAt).toBeDefined();
  });
});

describe('POST /consumers-v3/consumer/resendGiftCardEmail', () => {
  it('sends the e-gift card mail again, to its recipient or a corrected address', async () => {
    const member = await signedInShopper(api, 'member@cairn.test');
    const sent = await member.post('/consumers-v3/consumer/resendGiftCardEmail', { orderNumber: 'CRN00001006' });
    ok(sent);
    expect(sent.body.sent).toEqual([expect.objectContaining({ itemId: 'CRN00001006-1', recipient: 'riley@example.test' })]);
    const outbox = await h.get('/__sandbox/outbox?to=riley%40example.test');
    expect(outbox.body.messages[0]).toMatchObject({ subject: 'Your Cairn e-gift card', orderNumber: 'CRN00001006', amount: 50, to: 'Riley' });
    const corrected = await member.post('/consumers-v3/consumer/resendGiftCardEmail', { orderNumber: 'CRN00001006', itemId: 'CRN00001006-1', email: 'riley.new@example.test' });
    expect(corrected.body.sent[0].recipient).toBe('riley.new@example.test');
  });

  it('answers GFO404 without an e-gift card, GFO405 for a cancelled order, OHS4004 for another’s', async () => {
    const member = await signedInShopper(api, 'member@cairn.test');
    expectError(await member.post('/consumers-v3/consumer/resendGiftCardEmail', { orderNumber: 'CRN00001001' }), 404, 'GFO404');
    expectError(await member.post('/consumers-v3/consumer/resendGiftCardEmail', { orderNumber: 'CRN00001006', itemId: 'CRN00001006-9' }), 404, 'GFO404');
    expectError(await member.post('/consumers-v3/consumer/resendGiftCardEmail', { orderNumber: 'CRN00001005' }), 409, 'GFO405');
    expectError(await member.post('/consumers-v3/consumer/resendGiftCardEmail', { orderNumber: 'CRN00002001' }), 404, 'OHS4004');
  });
});

describe('warranty and contact us', () => {
  const claim = { productId: 'FWINSTOCK1-moss-07', purchaseDate: '2025-01-10', purchasePlace: 'ONLINE', issue: 'SOLE', description: 'The sole is peeling at the toe.', email: 'robin@example.test', firstName: 'Robin', lastName: 'Hiker' };

  it('files a warranty claim and acknowledges it by mail', async () => {
    const guest = await api.guest();
    const filed = await api.post('/consumers-v3/consumer/warranty', claim, { token: guest.accessToken });
    expect(filed.status).toBe(201);
    expect(filed.body).toMatchObject({ status: 'RECEIVED', productId: 'FWINSTOCK1-moss-07', email: 'robin@example.test' });
    expect(filed.body.claimId).toMatch(/^WRT-/);
    const outbox = await h.get('/__sandbox/outbox?to=robin%40example.test');
    expect(outbox.body.messages.some((m: any) => m.caseId === filed.body.claimId)).toBe(true);
  });

  it('refuses an unknown product (API404), a future purchase (API400), another’s order (OHS4004)', async () => {
    const guest = await api.guest();
    expectError(await api.post('/consumers-v3/consumer/warranty', { ...claim, productId: 'ZZ00000000' }, { token: guest.accessToken }), 404, 'API404');
    expectError(await api.post('/consumers-v3/consumer/warranty', { ...claim, purchaseDate: '2999-01-01' }, { token: guest.accessToken }), 400, 'API400');
    const loyal = await signedInShopper(api, 'loyalty@cairn.test');
    expectError(await loyal.post('/consumers-v3/consumer/warranty', { ...claim, orderNumber: 'CRN00001001' }), 404, 'OHS4004');
  });

  it('lists the contact categories and subjects in the site’s language', async () => {
    const en = await h.get('/consumers-v3/contactus/categorySubject');
    expect(en.body.categories.map((c: any) => c.id)).toEqual(['orders', 'returns', 'products', 'warranty', 'account', 'loyalty', 'events', 'other']);
    expect(en.body.categories[0]).toMatchObject({ label: 'My order', subjects: expect.arrayContaining([{ id: 'order-status', label: 'Where is my order?' }]) });
    const fr = await h.get('/consumers-v3/contactus/categorySubject', { 'x-site-id': 'CAIRN_FR_FR' });
    expect(fr.body.categories[0].label).toBe('Ma commande');
  });

  it('sends a contact message for a listed category and subject (API400 otherwise)', async () => {
    const guest = await api.guest();
    const message = { category: 'returns', subject: 'return-label', email: 'robin@example.test', firstName: 'Robin', lastName: 'Hiker', message: 'My label did not print, can you send it again?' };
    const sent = await api.post('/consumers-v3/contactus', message, { token: guest.accessToken });
    expect(sent.status).toBe(201);
    expect(sent.body).toMatchObject({ category: 'returns', subject: 'return-label' });
    expect(sent.body.caseId).toMatch(/^CASE-/);
    const bad = await api.post('/consumers-v3/contactus', { ...message, subject: 'order-status' }, { token: guest.accessToken });
    expectError(bad, 400, 'API400');
    expect(bad.body.errorDetails[0].message).toContain('body.subject');
    expectError(await api.post('/consumers-v3/contactus', { ...message, category: 'pets' }, { token: guest.accessToken }), 400, 'API400');
  });
});


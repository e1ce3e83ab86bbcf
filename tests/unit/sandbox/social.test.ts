/**
 * The social media service (docs/requirements/content-blocks.md#user-generated-content) that feeds the UGC widgets: media by customer, product
 * stream and category, the products in a photo, and reports and uploads from shoppers.
 */
import { describe, expect, it } from 'vitest';
import { socialAuth, socialMediaPage, socialStreams } from '../../../schemas/api/social.ts';
import { expectErrorShape, REQUEST_TIMEOUT_MS, useSandbox } from './sandbox-harness.ts';

const sb = useSandbox();
const page = async (path: string, headers?: Record<string, string>) => {
  const res = await sb.get(`/social/${path}`, headers);
  expect(res.status, res.text).toBe(200);
  return socialMediaPage.parse(res.body);
};
async function post(path: string, body: unknown) {
  const res = await fetch(`${sb.sandbox.url}/social/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
  });
  return { status: res.status, body: await res.json() };
}

describe('social media service', () => {
  it('tells the widget whose media to show', async () => {
    const auth = socialAuth.parse((await sb.get('/social/auth')).body);
    expect(auth.customer.id).toBe('cairn');
  });

  it('pages the brand’s recent media, newest first', async () => {
    const first = await page('customers/cairn/media/recent?limit=10');
    const second = await page('customers/cairn/media/recent?limit=10&offset=10');
    expect(first.total).toBe(48);
    expect(first.media).toHaveLength(10);
    expect(new Set([...first.media, ...second.media].map((m) => m.id)).size).toBe(20);
    const times = first.media.map((m) => Date.parse(m.takenAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(first.media[0]!.url).toMatch(/^\/media\/content\/ugc-.+-800x800\.svg$/);
    const img = await sb.get(first.media[0]!.url);
    expect(img.headers.get('content-type')).toMatch(/image\/svg\+xml/);
  });

  it('finds a product’s photos by its tag key and a category’s by id (departments include their categories)', async () => {
    const product = await page('streams/media/recent?tagKey=FWINSTOCK1&limit=48');
    expect(product.total).toBeGreaterThan(3);
    const stream = await page('streams/stream-fwinstock1/media/recent?limit=48');
    expect(stream.media.map((m) => m.id)).toEqual(product.media.map((m) => m.id));
    const none = await page('streams/media/recent?tagKey=ZZ0000000');
    expect(none.total).toBe(0);
    const boots = await page('categories/media/recent?categoryId=1001&limit=48');
    const footwear = await page('categories/media/recent?categoryId=1000&limit=48');
    expect(boots.total).toBeGreaterThan(0);
    expect(footwear.total).toBeGreaterThan(boots.total);
  });

  it('names the products in a photo, with links in the caller’s locale', async () => {
    const [photo] = (await page('streams/media/recent?tagKey=FWINSTOCK1&limit=1')).media;
    const res = await sb.get(`/social/media/${photo!.id}/streams`, { 'x-site-id': 'CAIRN_FR_FR' });
    const { streams } = socialStreams.parse(res.body);
    expect(streams.map((s) => s.tagKey)).toContain('FWINSTOCK1');
    expect(streams.find((s) => s.tagKey === 'FWINSTOCK1')!.url).toBe('/fr-fr/p/summit-trail-mid-wp-boot-FWINSTOCK1');
  });

  it('records a report of a photo, and refuses a bad one', async () => {
    const res = await post('media/m1001/reports', { email: 'shopper@example.com', reason: 'spam' });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ mediaId: 'm1001', status: 'received' });
    const bad = await post('media/m1001/reports', { email: 'not-an-email', reason: 'spam' });
    expect(bad.status).toBe(400);
    expectErrorShape(bad.body, 'API400');
    const missing = await post('media/nope/reports', { email: 'shopper@example.com', reason: 'spam' });
    expect(missing.status).toBe(404);
  });

  it('takes an upload as pending: it is not listed until moderated', async () => {
    const before = (await page('streams/stream-fwinstock1/media/recent')).total;
    const stash = await post('stashes', {});
    expect(stash.status).toBe(201);
    const user = await post('users', { screenName: 'trail.tester', email: 'Tester@Example.com' });
    expect(user.status).toBe(201);
    const again = await post('users', { screenName: 'someone.else', email: 'tester@example.com' });
    expect(again).toMatchObject({ status: 200, body: { id: user.body.id } });
    const upload = await post(`users/${user.body.id}/media`, { url: '/media/content/my-boots-800x800.svg', caption: 'Mine', stashId: stash.body.id, streamIds: ['stream-fwinstock1'] });
    expect(upload).toMatchObject({ status: 201, body: { status: 'pending' } });
    expect((await page('streams/stream-fwinstock1/media/recent')).total).toBe(before);
    const noUser = await post('users/user-nope/media', { url: '/media/content/x-800x800.svg' });
    expect(noUser.status).toBe(404);
    const badUrl = await post(`users/${user.body.id}/media`, { url: 'javascript:alert(1)' });
    expect(badUrl.status).toBe(400);
  });

  it('refuses unknown customers and streams, and bad queries', async () => {
    expect((await sb.get('/social/customers/someone/media/recent')).status).toBe(404);
    expect((await sb.get('/social/streams/stream-nope/media/recent')).status).toBe(404);
    const bad = await sb.get('/social/categories/media/recent?categoryId=abc');
    expect(bad.status).toBe(400);
    expectErrorShape(bad.body, 'API400');
    expect((await sb.get('/social/customers/cairn/media/recent?limit=100')).status).toBe(400);
  });
});

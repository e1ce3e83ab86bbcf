/**
 * Wishlists (docs/requirements/cart.md#favorites): favorites paged, added, shared and trimmed; the saved-for-later read
 * (the cart's lists); employees' empty lists (docs/requirements/account-and-loyalty.md#employees); and a guest's favorites carried over
 * at sign-in. One seeded sandbox over HTTP.
 */
import { describe, expect, it } from 'vitest';
import { TEST_PASSWORD } from '../../../src/sandbox/auth/test-data.ts';
import { sandboxClient } from './auth-helpers.ts';
import { BOOT, expectError, ok, shopperSession, signedInShopper, type Shopper } from './cart-helpers.ts';
import { useSandbox } from './sandbox-harness.ts';

const h = useSandbox();
const api = sandboxClient(() => h.sandbox.url);
const FAVORITES = '/wishlists/v2/favorites';

async function guestShopper(): Promise<{ shopper: Shopper; token: string }> {
  const { accessToken } = await api.guest();
  return { shopper: shopperSession(api, accessToken), token: accessToken };
}

describe('GET /wishlists/v2/favorites', () => {
  it('answers the seeded member’s favorites, newest first, with the favorite store', async () => {
    const member = await signedInShopper(api, 'member@cairn.test');
    const list = await member.get(FAVORITES);
    ok(list);
    expect(list.body).toMatchObject({ favoriteId: 'FAV-C000000001', total: 3, start: 0, count: 3, favoriteStoreId: '1001' });
    expect(list.body.items.map((i: any) => [i.id, i.available])).toEqual([
      ['FWSOLDOUT1', false],
      ['APLOWSTCK1-glacier-03', true],
      ['FWINSTOCK1', true],
    ]);
    expect(list.body.items[1]).toMatchObject({
      itemType: 'product',
      masterId: 'APLOWSTCK1',
      name: 'Aurora Rain Jacket',
      image: '/media/products/APLOWSTCK1/glacier-1.svg',
      pdpUrl: '/en-us/p/aurora-rain-jacket-APLOWSTCK1?color=glacier',
      price: { currency: 'USD', current: 149.95, original: 149.95 },
    });
    const page = await member.get(`${FAVORITES}?start=1&count=1`);
    expect(page.body).toMatchObject({ total: 3, start: 1, count: 1, items: [expect.objectContaining({ id: 'APLOWSTCK1-glacier-03' })] });
    expectError(await member.get(`${FAVORITES}?count=0`), 400, 'API400');
  });

  it('prices in the caller’s site currency', async () => {
    const member = await signedInShopper(api, 'member@cairn.test', 'CAIRN_EN_GB');
    const list = await member.get(FAVORITES);
    expect(list.body.items[2].price.currency).toBe('GBP');
    expect(list.body.items[2].pdpUrl).toMatch(/^\/en-gb\/p\//);
  });

  it('answers an empty list (favoriteId "") to a shopper without one, 401 without a token', async () => {
    const { shopper } = await guestShopper();
    expect((await shopper.get(FAVORITES)).body).toEqual({ favoriteId: '', items: [], total: 0, start: 0, count: 0 });
    expectError(await api.get(FAVORITES), 401, 'AUT404');
  });
});

describe('POST and DELETE /wishlists/v2/favorites', () => {
  it('makes the list on first use (201), then sets the quantity of a product already there (200)', async () => {
    const { shopper } = await guestShopper();
    const made = await shopper.post(FAVORITES, { id: BOOT, qty: 1, itemType: 'product' });
    expect(made.status).toBe(201);
    expect(made.body.favoriteId).toMatch(/^FAV-/);
    const more = await shopper.post(FAVORITES, { id: 'GRONESIZE1', favoriteId: made.body.favoriteId });
    expect(more.status).toBe(200);
    expect(more.body.items.map((i: any) => i.id)).toEqual(['GRONESIZE1', BOOT]);
    const again = await shopper.post(FAVORITES, { id: BOOT, qty: 3 });
    expect(again.body).toMatchObject({ total: 2, items: [expect.objectContaining({ id: BOOT, qty: 3 }), expect.anything()] });
  });

  it('refuses an unknown product (ITEM_NOT_AVAILABLE) and someone else’s list (404)', async () => {
    const { shopper } = await guestShopper();
    expectError(await shopper.post(FAVORITES, { id: 'ZZ00000000' }), 404, 'ITEM_NOT_AVAILABLE');
    expectError(await shopper.post(FAVORITES, { id: 'FWINSTOCK1-moss-99' }), 404, 'ITEM_NOT_AVAILABLE');
    expectError(await shopper.post(FAVORITES, { id: BOOT, favoriteId: 'FAV-C000000001' }), 404, 'API404');
    expectError(await shopper.post(FAVORITES, { id: BOOT, itemType: 'article' }), 400, 'API400');
  });

  it('deletes an item (404 for an item or list that is not there)', async () => {
    const { shopper } = await guestShopper();
    const list = await shopper.post(FAVORITES, { id: BOOT });
    await shopper.post(FAVORITES, { id: 'GRONESIZE1' });
    const itemId = list.body.items[0].itemId;
    const left = await shopper.del(`${FAVORITES}/${list.body.favoriteId}/items/${itemId}`);
    expect(left.body.items.map((i: any) => i.id)).toEqual(['GRONESIZE1']);
    expectError(await shopper.del(`${FAVORITES}/${list.body.favoriteId}/items/${itemId}`), 404, 'API404');
    expectError(await shopper.del(`${FAVORITES}/FAV-C000000001/items/FAVI-C000000001-1`), 404, 'API404');
  });
});

describe('sharing favorites', () => {
  it('shares the list by a link that shows it read-only, until the owner rotates it', async () => {
    const member = await signedInShopper(api, 'member@cairn.test');
    const shared = await member.post(`${FAVORITES}/FAV-C000000001/share`, {});
    ok(shared);
    expect(shared.body.sharePath).toBe(`/en-us/favorites/shared/FAV-C000000001?token=${shared.body.shareToken}`);
    expect((await member.post(`${FAVORITES}/FAV-C000000001/share`, {})).body.shareToken).toBe(shared.body.shareToken);
    const view = await h.get(`${FAVORITES}/FAV-C000000001/share?token=${shared.body.shareToken}`);
    expect(view.body).toMatchObject({ sharedFavoriteId: 'FAV-C000000001', ownerFirstName: 'Morgan', total: 3 });
    expect(view.body.favoriteId).toBeUndefined();
    const rotated = await member.post(`${FAVORITES}/FAV-C000000001/share`, { rotate: true });
    expect(rotated.body.shareToken).not.toBe(shared.body.shareToken);
    expectError(await h.get(`${FAVORITES}/FAV-C000000001/share?token=${shared.body.shareToken}`), 404, 'API404');
    expectError(await h.get(`${FAVORITES}/FAV-C000000001/share`), 400, 'API400');
  });

  it('refuses to share an empty list or someone else’s', async () => {
    const { shopper } = await guestShopper();
    const list = await shopper.post(FAVORITES, { id: BOOT });
    await shopper.del(`${FAVORITES}/${list.body.favoriteId}/items/${list.body.items[0].itemId}`);
    expectError(await shopper.post(`${FAVORITES}/${list.body.favoriteId}/share`, {}), 409, 'API400');
    expectError(await shopper.post(`${FAVORITES}/FAV-C000000001/share`, {}), 404, 'API404');
  });
});

describe('GET /wishlists/v2/saveForLater', () => {
  it('reads the list the cart saved items to, paged', async () => {
    const { shopper } = await guestShopper();
    expect((await shopper.get('/wishlists/v2/saveForLater')).body).toEqual({ saveForLaterId: '', items: [], total: 0, start: 0, count: 0 });
    const saved = await shopper.put('/cart/v2/saveForLater', { productId: BOOT, qty: 1 });
    ok(saved);
    await shopper.put('/cart/v2/saveForLater', { productId: 'GRONESIZE1-black-01', qty: 2 });
    const list = await shopper.get('/wishlists/v2/saveForLater');
    expect(list.body).toMatchObject({ saveForLaterId: saved.body.saveForLaterId, total: 2, count: 2 });
    expect(list.body.items[0]).toMatchObject({ productId: BOOT, qty: 1, available: true });
    const second = await shopper.get('/wishlists/v2/saveForLater?start=1&count=1');
    expect(second.body).toMatchObject({ total: 2, start: 1, count: 1, items: [expect.objectContaining({ productId: 'GRONESIZE1-black-01' })] });
  });
});

describe('employees (docs/requirements/account-and-loyalty.md#employees)', () => {
  it('get empty lists, and adding does nothing', async () => {
    const employee = await signedInShopper(api, 'employee@cairn.test');
    const added = await employee.post(FAVORITES, { id: BOOT });
    expect(added.status).toBe(200);
    expect(added.body).toEqual({ favoriteId: '', items: [], total: 0, start: 0, count: 0 });
    expect((await employee.get(FAVORITES)).body.total).toBe(0);
    await employee.put('/cart/v2/saveForLater', { productId: BOOT });
    expect((await employee.get('/wishlists/v2/saveForLater')).body).toMatchObject({ saveForLaterId: '', items: [], total: 0 });
  });
});

describe('sign-in', () => {
  it('carries a guest’s favorites into the account’s list', async () => {
    const { shopper, token } = await guestShopper();
    const guestList = await shopper.post(FAVORITES, { id: 'GRTENTRNG1-sand-02' });
    await shopper.post(FAVORITES, { id: BOOT });
    const signedIn = await api.signIn('ipa@cairn.test', TEST_PASSWORD, { guestObjects: { favoriteId: guestList.body.favoriteId } }, { token });
    // The IPA member had no list: the guest's becomes theirs.
    expect(signedIn.favoriteId).toBe(guestList.body.favoriteId);
    const ipa = shopperSession(api, signedIn.accessToken);
    expect((await ipa.get(FAVORITES)).body.items.map((i: any) => i.id)).toEqual([BOOT, 'GRTENTRNG1-sand-02']);

    const other = await guestShopper();
    const second = await other.shopper.post(FAVORITES, { id: 'GRONESIZE1' });
    await other.shopper.post(FAVORITES, { id: BOOT });
    const again = await api.signIn('ipa@cairn.test', TEST_PASSWORD, { guestObjects: { favoriteId: second.body.favoriteId } }, { token: other.token });
    // Now they had one: the guest's items join it, the same product once.
    expect(again.favoriteId).toBe(guestList.body.favoriteId);
    const merged = await shopperSession(api, again.accessToken).get(FAVORITES);
    expect(merged.body.items.map((i: any) => i.id).sort()).toEqual([BOOT, 'GRONESIZE1', 'GRTENTRNG1-sand-02']);
  });

  it('never claims another shopper’s list', async () => {
    const { token } = await guestShopper();
    const signedIn = await api.signIn('athlete@cairn.test', TEST_PASSWORD, { guestObjects: { favoriteId: 'FAV-C000000001' } }, { token });
    expect(signedIn.favoriteId).not.toBe('FAV-C000000001');
    const member = await signedInShopper(api, 'member@cairn.test');
    expect((await member.get(FAVORITES)).body.total).toBe(3);
  });
});

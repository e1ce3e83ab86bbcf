import type { Browser, Page } from '@playwright/test';
import { expect, test } from './support.ts';

/**
 * The account, favorites and order calls through the BFF's gateway forwarder: each shopper gets
 * their own answers (never another's from a shared cache), writes show up on the next read, and
 * documents (the invoice PDF) arrive as files.
 */

async function call(page: Page, method: string, path: string, body?: unknown) {
  return page.evaluate(
    async ({ method, path, body }) => {
      const res = await fetch(path, {
        method,
        credentials: 'same-origin',
        headers: body === undefined ? {} : { 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const type = res.headers.get('content-type') ?? '';
      return {
        status: res.status,
        type,
        disposition: res.headers.get('content-disposition'),
        cache: res.headers.get('x-astro-cache'),
        body: /json/.test(type) ? await res.json() : null,
        head: /json/.test(type) ? '' : new TextDecoder('latin1').decode((await res.arrayBuffer()).slice(0, 8)),
      };
    },
    { method, path, body },
  );
}

async function signedIn(browser: Browser, email: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await page.goto('/en-us/');
  const signIn = await call(page, 'POST', '/api/auth/signin', { email, password: 'Summit-Pass-1' });
  expect(signIn.status).toBe(200);
  return page;
}

test.describe('account calls through the BFF', () => {
  test('two shoppers reading the same gateway URL each get their own profile, never a cached one', async ({ browser }) => {
    const member = await signedIn(browser, 'member@cairn.test');
    const loyal = await signedIn(browser, 'loyalty@cairn.test');
    for (let round = 0; round < 2; round++) {
      const mine = await call(member, 'GET', '/api/gateway/consumers-v3/consumer');
      const theirs = await call(loyal, 'GET', '/api/gateway/consumers-v3/consumer?includeLoyaltySummary=true');
      expect(mine.body.consumerProfile.consumerDetails.email).toBe('member@cairn.test');
      expect(theirs.body.consumerProfile.consumerDetails.email).toBe('loyalty@cairn.test');
      expect([mine.cache, theirs.cache]).toEqual([null, null]);
    }
    const again = await call(loyal, 'GET', '/api/gateway/consumers-v3/consumer');
    expect(again.body.consumerProfile.consumerDetails.email).toBe('loyalty@cairn.test');
  });

  test('a favorite added through the BFF is on the very next read', async ({ page }) => {
    await page.goto('/en-us/');
    const before = await call(page, 'GET', '/api/gateway/wishlists/v2/favorites');
    expect(before.body).toMatchObject({ total: 0 });
    const added = await call(page, 'POST', '/api/gateway/wishlists/v2/favorites', { id: 'FWINSTOCK1', qty: 1, itemType: 'product' });
    expect(added.status).toBe(201);
    const after = await call(page, 'GET', '/api/gateway/wishlists/v2/favorites');
    expect(after.body).toMatchObject({ favoriteId: added.body.favoriteId, total: 1 });
  });

  test('the invoice arrives as a PDF attachment', async ({ browser }) => {
    const member = await signedIn(browser, 'member@cairn.test');
    const invoice = await call(member, 'POST', '/api/gateway/consumers-v3/consumer/purchase/invoice/download', { orderNumber: 'CRN00001001' });
    expect(invoice).toMatchObject({ status: 200, type: 'application/pdf', disposition: 'attachment; filename="INV-CRN00001001.pdf"', head: '%PDF-1.4' });
    const other = await call(member, 'POST', '/api/gateway/consumers-v3/consumer/purchase/invoice/download', { orderNumber: 'CRN00002001' });
    expect(other.status).toBe(404);
    expect(other.body.errorDetails[0].errorId).toBe('OHS4004');
  });
});

import type { BrowserContext, Page } from '@playwright/test';
import { callFromPage } from './shopper.ts';
import { expect, test } from './support.ts';

/**
 * The shopper's session lives on the server (issue 14): the browser holds one signed, opaque id.
 * Forged, tampered, replayed and fixed ids are refused or ignored: the server never believes a
 * cookie about who the shopper is, their consumer type or a buy-in-store associate.
 */
const MEMBER = { email: 'member@cairn.test', password: 'Summit-Pass-1' };
const SID = 'cairn_sid';

async function sessionOf(page: Page) {
  return (await callFromPage(page, 'GET', '/api/session')).body as { signedIn: boolean; consumerType: string; buyInStore: unknown };
}

async function sid(context: BrowserContext): Promise<string | undefined> {
  return (await context.cookies()).find((c) => c.name === SID)?.value;
}

test.describe('server-side session', () => {
  test('the browser holds one httpOnly signed id, and no token or state cookie', async ({ page, context }) => {
    await page.goto('/en-us/');
    await sessionOf(page);
    const cookies = await context.cookies();
    const names = cookies.map((c) => c.name);
    expect(names).toContain(SID);
    expect(names.filter((n) => /cairn_(at|rt|session)$/.test(n))).toEqual([]);
    const cookie = cookies.find((c) => c.name === SID);
    expect(cookie?.httpOnly).toBe(true);
    expect(cookie?.sameSite).toBe('Lax');
    expect(cookie?.value).toMatch(/^[\w-]{16,64}\.[\w-]{43}$/);
  });

  test('a forged EMPLOYEE and associate state, a tampered id or an unknown id are ignored', async ({ page, context }) => {
    await page.goto('/en-us/');
    await sessionOf(page);
    const real = (await sid(context)) as string;
    const forgedState = Buffer.from(
      JSON.stringify({ consumerNo: 'C000000003', consumerType: 'EMPLOYEE', isLoyaltyMember: true, isEmployeeDiscountTCAccepted: true, isAthlete: false, identityTypes: [], usid: 'x', buyInStore: { storeId: '1001', storeName: 'Boulder', storeEmployeeId: 'E1001', storeEmployeeName: 'Eve' } }),
    ).toString('base64url');
    const url = new URL(page.url()).origin;
    for (const forged of [`${real.split('.')[0]}.${'A'.repeat(43)}`, `${'Z'.repeat(32)}.${real.split('.')[1]}`, real.split('.')[0] as string]) {
      await context.clearCookies();
      await context.addCookies([
        { name: SID, value: forged, url },
        { name: 'cairn_session', value: forgedState, url },
      ]);
      const session = await sessionOf(page);
      expect(session.signedIn).toBe(false);
      expect(session.consumerType).toBe('GUEST');
      expect(session.buyInStore).toBeNull();
    }
  });

  test('signing in issues a new id (no fixation); after sign-out a replayed id opens nothing', async ({ page, context, browser }) => {
    await page.goto('/en-us/');
    await sessionOf(page);
    const beforeSignIn = await sid(context);
    expect((await callFromPage(page, 'POST', '/api/auth/signin', MEMBER)).status).toBe(200);
    const signedIn = (await sid(context)) as string;
    expect(signedIn).not.toBe(beforeSignIn);
    expect((await sessionOf(page)).signedIn).toBe(true);

    // The id from before sign-in, presented elsewhere, is not the member's session.
    const url = new URL(page.url()).origin;
    const other = await browser.newContext();
    const otherPage = await other.newPage();
    await otherPage.goto('/en-us/');
    await other.addCookies([{ name: SID, value: beforeSignIn as string, url }]);
    expect((await sessionOf(otherPage)).signedIn).toBe(false);

    expect((await callFromPage(page, 'POST', '/api/auth/signout', {})).status).toBe(200);
    expect((await sessionOf(page)).signedIn).toBe(false);
    // The signed-in id, replayed after sign-out: destroyed on the server.
    await other.clearCookies();
    await other.addCookies([{ name: SID, value: signedIn, url }]);
    expect((await sessionOf(otherPage)).signedIn).toBe(false);
    await other.close();
  });
});

/**
 * The page chrome's script (src/components/chrome/chrome.client.ts, issue 15): a page of
 * non-interactive blocks requests only a few small scripts before interaction, a guest without a
 * session sees their state without the session read, and a first click on an island trigger that
 * comes before the triggers' code still opens the island.
 */
import { expect, test } from './support.ts';

/** Only non-interactive blocks (docs/bench.md): what the chrome alone costs. */
const STATIC_PAGE = '/en-us/block-isolation';
/** What the page reaches today (docs/bench.md, "The chrome's one script"): lower it, never raise it. */
const MAX_SCRIPTS_BEFORE_INTERACTION = 10;

test.describe('the chrome before interaction', () => {
  test('a page of non-interactive blocks requests at most a few scripts and no island code', async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await page.goto(STATIC_PAGE);
    await page.waitForLoadState('networkidle');
    // Idle callbacks have run by now: anything loaded "when idle" is in the list too.
    await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 3000 })));
    await page.waitForLoadState('networkidle');

    expect(scripts.length, scripts.join('\n')).toBeGreaterThan(0);
    expect(scripts.length, scripts.join('\n')).toBeLessThanOrEqual(MAX_SCRIPTS_BEFORE_INTERACTION);
    // Neither the island registry, the session read nor React load before the shopper reaches for something.
    expect(scripts.filter((s) => /registry|lazy|load\.|react|mount/i.test(s)), scripts.join('\n')).toEqual([]);
  });

  test('a guest without a session sees Sign in and an empty cart without asking the server', async ({ page }) => {
    const sessionReads: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/session') sessionReads.push(request.url());
    });
    await page.goto(STATIC_PAGE);
    const nav = page.getByRole('navigation', { name: 'Account' });
    await expect(nav.getByRole('button', { name: 'Sign in' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Cart, empty' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(sessionReads).toEqual([]);
  });

  test('the first click on Sign in opens the sign-in dialog even before any other intent', async ({ page }) => {
    await page.goto(STATIC_PAGE);
    await page.waitForLoadState('networkidle');
    // A keyboard-free, pointer-free press: the click is the page's first event.
    await page.getByRole('navigation', { name: 'Account' }).getByRole('button', { name: 'Sign in' }).dispatchEvent('click');
    await expect(page.getByRole('dialog', { name: /sign in/i })).toBeVisible();
  });
});

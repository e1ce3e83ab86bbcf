/**
 * Pop-ups, CMS dialogs, newsletter and event sign-ups, as a shopper meets them. Pop-up timing
 * runs on Playwright's clock, so "after the delay" is exact and quick. The sign-in steps arrive
 * with their issue: the signed-in event form is tested with GET /api/session stubbed.
 */
import type { Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, test, watchLayoutShifts } from './support.ts';

// These tests are about pop-ups: start without support.ts's default of dismissed pop-ups.
test.use({ popups: 'shown' });

const OVERLAYS = '/en-us/overlays';
const POPUP_STORAGE_KEY = 'cairn.popups.dismissed';
const SEEDED_POPUPS = ['popup-newsletter', 'popup-account'];
/** The pop-ups' seeded delays (src/sandbox/seed/content/popups.ts) and the minimized beat (blocks/pop-up/model.ts). */
const NEWSLETTER_DELAY_MS = 2000;
const ACCOUNT_DELAY_MS = 8000;
const EXPAND_AFTER_MS = 600;

/** Tests about something else keep the site's pop-ups out of the way. */
async function withoutPopups(page: Page): Promise<void> {
  await page.addInitScript(([key, ids]) => localStorage.setItem(key as string, JSON.stringify(ids)), [POPUP_STORAGE_KEY, SEEDED_POPUPS] as const);
}

/** Playwright's clock, stopped: timers fire only when the test moves time on. */
async function stopTime(page: Page): Promise<void> {
  const start = Date.UTC(2030, 0, 1, 9);
  await page.clock.install({ time: start });
  await page.clock.pauseAt(start + 1000);
}

/**
 * Moves time past a pop-up's delay and its minimized beat. The pop-up's code is imported when the
 * delay runs out (the chrome's first script keeps the timer), so its tab is waited for by role
 * before the beat is run: the stopped clock does not wait for the network.
 */
async function runUntilExpanded(page: Page, delayMs: number, tab: string): Promise<void> {
  await page.clock.runFor(delayMs);
  await expect(page.getByRole('button', { name: tab })).toBeVisible();
  await page.clock.runFor(EXPAND_AFTER_MS);
}

/** axe-core waits on timers of its own: let time run while it checks. */
async function checkA11yWithClock(page: Page): Promise<void> {
  await page.clock.resume();
  await expectNoSeriousA11yViolations(page);
}

async function popupEvents(page: Page): Promise<Array<Record<string, unknown>>> {
  return page.evaluate(() => ((window.dataLayer ?? []) as Array<Record<string, unknown>>).filter((e) => String(e.event).startsWith('popup_')));
}

const focusIsInside = (page: Page, selector: string) => page.evaluate((s) => Boolean(document.querySelector(s)?.contains(document.activeElement)), selector);

const uniqueEmail = (label: string) => `${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

test.describe('pop-up', () => {
  test('appears after its delay minimized, then expands; impression, expand and click are pushed', async ({ page }) => {
    await stopTime(page);
    await page.goto('/en-us/about-us');
    const tab = page.getByRole('button', { name: 'Get 10% off' });
    const popup = page.getByRole('complementary', { name: 'Join the Cairn newsletter' });

    await page.clock.runFor(NEWSLETTER_DELAY_MS - 100);
    await expect(tab).toBeHidden();
    expect(await popupEvents(page)).toEqual([]);

    await page.clock.runFor(100);
    await expect(tab).toBeVisible();
    await expect(tab).toHaveAttribute('aria-expanded', 'false');
    await expect(popup.getByRole('heading', { name: 'Join the Cairn newsletter' })).toBeHidden();
    expect(await popupEvents(page)).toEqual([{ event: 'popup_impression', popupId: 'popup-newsletter', popupType: 'Newsletter' }]);

    // Expanding by itself moves nothing on the screen (the panel appears, the tab goes): no CLS.
    const shifts = await watchLayoutShifts(popup);
    await page.clock.runFor(EXPAND_AFTER_MS);
    await expect(popup.getByRole('heading', { name: 'Join the Cairn newsletter' })).toBeVisible();
    await page.clock.runFor(500);
    expect(await shifts()).toBe(0);
    await expect(popup.getByText('10% off your first order when you sign up for trail news.')).toBeVisible();
    await expect(popup.getByRole('img', { name: 'Cairn' })).toBeVisible();
    await expect(tab).toBeHidden();
    expect((await popupEvents(page)).map((e) => e.event)).toEqual(['popup_impression', 'popup_expand']);
    // It opened by itself: it must not take the shopper's focus.
    expect(await page.evaluate(() => document.activeElement === document.body)).toBe(true);
    await checkA11yWithClock(page);

    await popup.getByRole('button', { name: 'Minimize' }).click();
    await expect(tab).toBeVisible();
    await expect(tab).toBeFocused();
    await tab.click();
    await expect(popup.getByRole('heading', { name: 'Join the Cairn newsletter' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(tab).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(popup.getByRole('heading', { name: 'Join the Cairn newsletter' })).toBeVisible();
    expect((await popupEvents(page)).map((e) => e.event)).toEqual(['popup_impression', 'popup_expand', 'popup_expand', 'popup_expand']);
  });

  test("is not in the page's HTML: it comes whole and styled when its delay runs out", async ({ page }) => {
    const html = await (await page.request.get('/en-us/about-us')).text();
    expect(html).not.toContain('Join the Cairn newsletter');
    const asked: string[] = [];
    page.on('request', (r) => new URL(r.url()).pathname.endsWith('/fragments/popups') && asked.push(r.url()));
    // The blocks' sheet (the pop-up's rules are in it) answers slowly: the pop-up must not show before it has its styles.
    await page.route('**/_astro/blocks.*.css', async (route) => {
      await new Promise((r) => setTimeout(r, 800));
      await route.fallback();
    });
    await stopTime(page);
    await page.goto('/en-us/about-us');
    expect(asked).toEqual([]);
    await page.clock.runFor(NEWSLETTER_DELAY_MS);
    const tab = page.getByRole('button', { name: 'Get 10% off' });
    await expect(tab).toBeVisible();
    // Read once, at the moment it shows: it floats over the page (its sheet's fixed box), not in the flow.
    const position = await page.getByRole('complementary', { name: 'Join the Cairn newsletter' }).evaluate((el) => getComputedStyle(el).position);
    expect(position).toBe('fixed');
    expect(asked).toHaveLength(1);
  });

  test('whose content cannot load shows nothing, and the page carries on', async ({ page }) => {
    await page.route('**/fragments/popups', (route) => route.fulfill({ status: 503, body: '' }));
    const warned = page.waitForEvent('console', (m) => m.text().includes('[pop-up] its content could not load'));
    await stopTime(page);
    await page.goto('/en-us/about-us');
    await page.clock.runFor(NEWSLETTER_DELAY_MS);
    await warned;
    await expect(page.getByRole('button', { name: 'Get 10% off' })).toBeHidden();
    expect(await popupEvents(page)).toEqual([]);
    await expect(page.getByRole('main')).toBeVisible();
  });

  test('pushes the click with the link it followed', async ({ page }) => {
    await stopTime(page);
    await page.goto('/en-us/about-us');
    await runUntilExpanded(page, NEWSLETTER_DELAY_MS, 'Get 10% off');
    const popup = page.getByRole('complementary', { name: 'Join the Cairn newsletter' });
    // Keep the page: record the push, then let the navigation go.
    await page.evaluate(() => document.addEventListener('click', (e) => e.preventDefault(), { once: true }));
    await popup.getByRole('link', { name: 'Sign up' }).click();
    expect((await popupEvents(page)).at(-1)).toEqual({ event: 'popup_click', popupId: 'popup-newsletter', popupType: 'Newsletter', linkUrl: '/en-us/newsletter' });
    expect(await page.evaluate((key) => localStorage.getItem(key), POPUP_STORAGE_KEY)).toBe(JSON.stringify(['popup-newsletter']));
  });

  test('a dismissed pop-up stays dismissed after a reload, and the next one shows instead', async ({ page }) => {
    await stopTime(page);
    await page.goto('/en-us/about-us');
    await runUntilExpanded(page, NEWSLETTER_DELAY_MS, 'Get 10% off');
    const newsletter = page.getByRole('complementary', { name: 'Join the Cairn newsletter' });
    await newsletter.getByRole('button', { name: 'Close' }).click();
    await expect(newsletter).toBeHidden();

    await page.reload();
    await page.clock.runFor(ACCOUNT_DELAY_MS - 100);
    await expect(page.getByRole('button', { name: 'Get 10% off' })).toBeHidden();
    await expect(page.getByRole('button', { name: 'Free shipping for members' })).toBeHidden();
    await page.clock.runFor(100);
    await expect(page.getByRole('button', { name: 'Free shipping for members' })).toBeVisible();
    await page.clock.runFor(EXPAND_AFTER_MS);
    const account = page.getByRole('complementary', { name: 'Become a member' });
    await expect(account.getByRole('heading', { name: 'Become a member' })).toBeVisible();
    expect((await popupEvents(page)).map((e) => `${e.event}:${e.popupType}`)).toEqual(['popup_impression:Account', 'popup_expand:Account']);

    // Closed from the minimized tab this time.
    await account.getByRole('button', { name: 'Minimize' }).click();
    await account.getByRole('button', { name: 'Close' }).click();
    await page.reload();
    await page.clock.runFor(ACCOUNT_DELAY_MS + EXPAND_AFTER_MS + 1000);
    await expect(page.getByRole('complementary')).toHaveCount(0);
  });

  test('steps aside when a dialog opens, and does not expand over one', async ({ page }) => {
    await stopTime(page);
    await page.goto(OVERLAYS);
    await runUntilExpanded(page, NEWSLETTER_DELAY_MS, 'Get 10% off');
    const popup = page.getByRole('complementary', { name: 'Join the Cairn newsletter' });
    await expect(popup.getByRole('heading')).toBeVisible();
    await page.getByRole('link', { name: 'Size guide', exact: true }).click();
    await expect(page.getByRole('dialog', { name: 'Find your size' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Get 10% off' })).toBeVisible();
    await expect(popup.getByRole('heading')).toBeHidden();
  });

  test('on the cart it appears minimized and stays so until the shopper opens it', async ({ page }) => {
    // Another page first: the chrome's blocks are rendered once for every page (src/lib/render/kept-renders.ts).
    expect((await page.request.get('/en-us/about-us')).ok()).toBe(true);
    await stopTime(page);
    await page.goto('/en-us/cart');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const tab = page.getByRole('button', { name: 'Get 10% off' });
    const popup = page.getByRole('complementary', { name: 'Join the Cairn newsletter' });
    await page.clock.runFor(NEWSLETTER_DELAY_MS);
    await expect(tab).toBeVisible();
    // Well past the beat after which it expands on other pages (the first test): still the tab alone.
    await page.clock.runFor(EXPAND_AFTER_MS * 5);
    await expect(tab).toHaveAttribute('aria-expanded', 'false');
    await expect(popup.getByRole('heading', { name: 'Join the Cairn newsletter' })).toBeHidden();
    expect((await popupEvents(page)).map((e) => e.event)).toEqual(['popup_impression']);

    await tab.click();
    await expect(popup.getByRole('heading', { name: 'Join the Cairn newsletter' })).toBeFocused();
    await expect(popup.getByRole('link', { name: 'Sign up' })).toBeVisible();
    expect((await popupEvents(page)).map((e) => e.event)).toEqual(['popup_impression', 'popup_expand']);
  });

  test('a pop-up hidden on small screens is skipped there @mobile', async ({ page }) => {
    await stopTime(page);
    await page.addInitScript(([key]) => localStorage.setItem(key as string, JSON.stringify(['popup-newsletter'])), [POPUP_STORAGE_KEY]);
    await page.goto('/en-us/about-us');
    // The account pop-up's delay runs out: its code arrives, and decides it is not shown here.
    const code = page.waitForResponse((r) => /pop-up\.client/.test(r.url()));
    await page.clock.runFor(ACCOUNT_DELAY_MS + EXPAND_AFTER_MS + 1000);
    await code;
    await expect(page.getByRole('complementary')).toHaveCount(0);
    expect(await popupEvents(page)).toEqual([]);
  });
});

test.describe('CMS dialog', () => {
  test.beforeEach(async ({ page }) => withoutPopups(page));

  test('opens from a CMS target, keeps focus inside, closes on Escape and gives focus back', async ({ page }) => {
    await page.goto(OVERLAYS);
    const trigger = page.getByRole('link', { name: 'Size guide', exact: true });
    await trigger.click();
    const dialog = page.getByRole('dialog', { name: 'Find your size' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('heading', { name: 'Boots and trail shoes' })).toBeVisible();
    await expect(dialog.getByRole('img', { name: /Size chart/ })).toBeVisible();
    // The link opened the dialog instead of navigating.
    await expect(page).toHaveURL(/\/en-us\/overlays$/);
    expect(await focusIsInside(page, 'dialog[open]')).toBe(true);
    for (let i = 0; i < 8; i++) {
      await page.keyboard.press('Tab');
      expect(await focusIsInside(page, 'dialog[open]'), `Tab ${i + 1}`).toBe(true);
    }
    await expectNoSeriousA11yViolations(page);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(trigger).toBeFocused();
  });

  test('opens from a rich-text link; the close button gives focus back', async ({ page }) => {
    await page.goto(OVERLAYS);
    const link = page.getByRole('link', { name: 'Open the size guide' });
    await link.click();
    const dialog = page.getByRole('dialog', { name: 'Find your size' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
    await expect(link).toBeFocused();
  });

  test('one at a time: a dialog target inside a dialog takes its place', async ({ page }) => {
    await page.goto(OVERLAYS);
    const trigger = page.getByRole('link', { name: 'Size guide', exact: true });
    await trigger.click();
    await page.getByRole('dialog', { name: 'Find your size' }).getByRole('link', { name: 'Get fit tips by email' }).click();
    const newsletter = page.getByRole('dialog', { name: 'Stay in the loop' });
    await expect(newsletter).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(1);
    await expect(newsletter.getByRole('textbox', { name: 'Email address' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    // The link inside the first dialog is gone: focus returns to what opened the first one.
    await expect(trigger).toBeFocused();
  });

  test('closes on a click on the backdrop', async ({ page }) => {
    await page.goto(OVERLAYS);
    await page.getByRole('link', { name: 'Size guide', exact: true }).click();
    await expect(page.getByRole('dialog', { name: 'Find your size' })).toBeVisible();
    await page.mouse.click(5, 5);
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('a side panel is on the right on a large screen and a bottom sheet on a small one', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(OVERLAYS);
    await page.getByRole('link', { name: 'Newsletter', exact: true }).click();
    const panel = page.getByRole('dialog', { name: 'Stay in the loop' });
    await expect(panel).toBeVisible();
    await expect.poll(async () => panel.boundingBox()).toMatchObject({ y: 0, height: 800 });
    // It slides in from the right (250 ms): its right edge settles on the viewport's.
    await expect.poll(async () => { const b = await panel.boundingBox(); return b && Math.round(b.x + b.width); }).toBe(1280);
    const large = (await panel.boundingBox())!;
    expect(large.width).toBeLessThan(600);
    await page.keyboard.press('Escape');

    await page.setViewportSize({ width: 390, height: 800 });
    await page.getByRole('link', { name: 'Newsletter', exact: true }).click();
    await expect(panel).toBeVisible();
    await expect.poll(async () => { const b = await panel.boundingBox(); return b && Math.round(b.y + b.height); }).toBe(800);
    const small = (await panel.boundingBox())!;
    expect(small).toMatchObject({ x: 0, width: 390 });
    expect(small.height).toBeLessThan(800);
    await expectNoSeriousA11yViolations(page);
  });

  test('a modal is centred from medium screens up', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(OVERLAYS);
    await page.getByRole('link', { name: 'Size guide', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Find your size' });
    await expect.poll(async () => { const b = await dialog.boundingBox(); return b && Math.round(b.x + b.width / 2); }).toBe(640);
  });

  test('opens from a link to #dialog:<id> in the address bar', async ({ page }) => {
    await page.goto(`${OVERLAYS}#dialog:overlay-dialog-size-guide`);
    await expect(page.getByRole('dialog', { name: 'Find your size' })).toBeVisible();
  });

  test('without JavaScript, a dialog link shows the content in place', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(OVERLAYS);
    await expect(page.getByRole('heading', { name: 'Find your size' })).toBeHidden();
    await page.getByRole('link', { name: 'Size guide', exact: true }).click();
    await expect(page).toHaveURL(/#dialog:overlay-dialog-size-guide$/);
    await expect(page.getByRole('heading', { name: 'Find your size' })).toBeVisible();
    await expect(page.getByText('Leave a thumb’s width in front of your toes.')).toBeVisible();
    await context.close();
  });
});

test.describe('newsletter sign-up', () => {
  test.beforeEach(async ({ page }) => withoutPopups(page));
  const block = (page: Page, id = 'overlay-newsletter') => page.locator(`[data-block-id="${id}"]`);

  test('shows the spec’s messages for a missing or bad email and an unticked policy', async ({ page }) => {
    await page.goto(OVERLAYS);
    const form = block(page);
    const email = form.getByRole('textbox', { name: 'Email address' });
    const policy = form.getByRole('checkbox', { name: 'I want to receive the newsletter and accept the privacy policy' });
    // The form's code loads as the block nears the viewport (blocks/shared/when-near.ts), as a shopper scrolls to it.
    await form.scrollIntoViewIfNeeded();
    await form.getByRole('button', { name: 'Sign up' }).click();
    await expect(email).toHaveAccessibleDescription('This field is required');
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(policy).toHaveAccessibleDescription(/^This field is required/);
    await expect(email).toBeFocused();

    await email.fill('hiker@example');
    await expect(email).toHaveAccessibleDescription('Email is not valid');
    await email.fill('hiker@example.com');
    await expect(email).not.toHaveAttribute('aria-invalid', 'true');
    await expect(form.getByText('Email is not valid')).toBeHidden();
    await form.getByRole('button', { name: 'Sign up' }).click();
    await expect(policy).toBeFocused();
    await policy.check();
    await expect(form.getByText('This field is required')).toBeHidden();
  });

  test('subscribes, with a loading state, and shows the translated success', async ({ page }) => {
    await page.goto(OVERLAYS);
    await page.route('**/api/newsletter', async (route) => {
      await new Promise((r) => setTimeout(r, 1500));
      await route.continue();
    });
    const form = block(page);
    await form.getByRole('textbox', { name: 'Email address' }).fill(uniqueEmail('news'));
    await form.getByRole('checkbox').check();
    await form.getByRole('button', { name: 'Sign up' }).click();
    await expect(form.getByRole('button', { name: 'Signing you up…' })).toBeDisabled();
    await expect(form.getByRole('textbox', { name: 'Email address' })).toBeDisabled();
    await expect(form.getByRole('heading', { name: 'You’re on the list' })).toBeVisible();
    await expect(form.getByText('Thanks for signing up. Look out for our next newsletter in your inbox.')).toBeVisible();
    await expect(form.locator('[data-newsletter-success]')).toBeFocused();
    await expect(form.getByRole('textbox')).toHaveCount(0);
  });

  test('already subscribed with the dynamic form: the success heading shows, the checkbox and submit are hidden', async ({ page }) => {
    const email = uniqueEmail('again');
    await page.goto(OVERLAYS);
    const plain = block(page);
    await plain.getByRole('textbox', { name: 'Email address' }).fill(email);
    await plain.getByRole('checkbox').check();
    await plain.getByRole('button', { name: 'Sign up' }).click();
    await expect(plain.getByRole('heading', { name: 'You’re on the list' })).toBeVisible();

    const dynamic = block(page, 'overlay-newsletter-dynamic');
    await dynamic.getByRole('textbox', { name: 'Email address' }).fill(email);
    await dynamic.getByRole('checkbox').check();
    await dynamic.getByRole('button', { name: 'Sign up' }).click();
    await expect(dynamic.getByRole('heading', { name: 'Welcome to the list' })).toBeVisible();
    await expect(dynamic.getByText('This address is already subscribed to our newsletter.')).toBeVisible();
    await expect(dynamic.getByRole('checkbox')).toBeHidden();
    await expect(dynamic.getByRole('button', { name: 'Sign up' })).toBeHidden();
    await expect(dynamic.getByRole('textbox', { name: 'Email address' })).toHaveValue(email);
  });

  test('a signed-in shopper already subscribed sees the success heading on load (dynamic form)', async ({ page }) => {
    await page.route('**/api/session', (route) =>
      route.fulfill({ json: { signedIn: true, profile: { email: 'member@example.com', subscriptions: [{ type: 'Newsletter', optin: true }] } } }),
    );
    await page.goto(OVERLAYS);
    const dynamic = block(page, 'overlay-newsletter-dynamic');
    // Decided as the block nears the viewport, before the shopper sees it.
    await dynamic.scrollIntoViewIfNeeded();
    await expect(dynamic.getByRole('heading', { name: 'Welcome to the list' })).toBeVisible();
    await expect(dynamic.getByRole('checkbox')).toBeHidden();
    await expect(dynamic.getByRole('textbox', { name: 'Email address' })).toHaveValue('member@example.com');
    // The plain form is not dynamic: it stays a form.
    await expect(block(page).getByRole('button', { name: 'Sign up' })).toBeEnabled();
  });

  test('the endpoint checks what it is sent and refuses other sites', async ({ request, baseURL }) => {
    const origin = { origin: baseURL! };
    const crossSite = await request.post('/api/newsletter', { data: { email: 'x@example.com', policy: true }, headers: { origin: 'https://evil.example' } });
    expect(crossSite.status()).toBe(403);
    const bad = await request.post('/api/newsletter', { data: { email: 'not-an-email', policy: true }, headers: origin });
    expect(bad.status()).toBe(400);
    expect((await bad.json()).errorDetails[0]).toMatchObject({ errorId: 'API400', message: 'email: Email is not valid' });
    const noPolicy = await request.post('/api/newsletter', { data: { email: 'x@example.com', policy: false }, headers: origin });
    expect(noPolicy.status()).toBe(400);
    const email = uniqueEmail('endpoint');
    const first = await request.post('/api/newsletter', { data: { email, policy: true }, headers: origin });
    expect(await first.json()).toEqual({ status: 'subscribed' });
    const again = await request.post('/api/newsletter', { data: { email, policy: true }, headers: origin });
    expect(await again.json()).toEqual({ status: 'already-subscribed' });
  });

  test('a failing service shows an error and keeps what was typed', async ({ page }) => {
    await page.goto(OVERLAYS);
    const form = block(page);
    await form.getByRole('textbox', { name: 'Email address' }).fill('unavailable@cairn.test');
    await form.getByRole('checkbox').check();
    await form.getByRole('button', { name: 'Sign up' }).click();
    await expect(form.getByRole('alert')).toHaveText('We couldn’t sign you up just now. Please try again in a moment.');
    await expect(form.getByRole('textbox', { name: 'Email address' })).toHaveValue('unavailable@cairn.test');
    await expect(form.getByRole('checkbox')).toBeChecked();
    await expect(form.getByRole('button', { name: 'Sign up' })).toBeFocused();
  });
});

test.describe('event sign-up', () => {
  test.beforeEach(async ({ page }) => withoutPopups(page));
  const block = (page: Page, id: string) => page.locator(`[data-block-id="${id}"]`);
  const signedIn = (page: Page, email: string) =>
    page.route('**/api/session', (route) =>
      route.fulfill({ json: { signedIn: true, profile: { email, firstName: 'Ada', lastName: 'Walker', gender: 'F', phone: '+15555550100', subscriptions: [] } } }),
    );

  test('the endpoint stamps the registration time and checks the form', async ({ request, baseURL }) => {
    const headers = { origin: baseURL! };
    const form = { email: uniqueEmail('stamp'), attendingDays: '2030-07-13', eventId: 'EVT-TRAIL-DAYS-2030', eventTermsAccepted: true, plusOne: '' };
    const before = Date.now();
    const ok = await request.post('/api/event-registration', { data: form, headers });
    expect(ok.status()).toBe(201);
    const body = await ok.json();
    expect(body).toMatchObject({ eventId: 'EVT-TRAIL-DAYS-2030', attendingDays: '2030-07-13' });
    expect(Date.parse(body.registrationTimestamp)).toBeGreaterThanOrEqual(before - 60_000);
    const noTerms = await request.post('/api/event-registration', { data: { ...form, email: uniqueEmail('terms'), eventTermsAccepted: false }, headers });
    expect(noTerms.status()).toBe(400);
    expect((await noTerms.json()).errorDetails[0].message).toMatch(/^eventTermsAccepted: /);
  });

  test('signed out: the sign-in link opens the sign-in dialog and brings the shopper back to the event form', async ({ page }) => {
    await page.goto(OVERLAYS);
    await block(page, 'overlay-event-trail-days').getByRole('button', { name: 'Sign up for this event' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cairn Trail Days' });
    await dialog.getByRole('link', { name: 'Sign in' }).click();
    const signIn = page.getByRole('dialog', { name: /^sign in/i });
    await expect(signIn).toBeVisible();
    await expect(page).toHaveURL(/\/en-us\/overlays$/);
    await signIn.getByLabel('Email', { exact: true }).fill('member@cairn.test');
    await signIn.getByRole('button', { name: 'Continue' }).click();
    await signIn.getByLabel('Password', { exact: true }).fill('Summit-Pass-1');
    await signIn.getByRole('button', { name: 'Sign in', exact: true }).click();
    // Her profile lacks a postal code and a birth date: the complete-profile step comes first
    // (docs/requirements/content-blocks.md#page-composition); she skips it for now, and is back on the event.
    const profile = page.getByRole('dialog', { name: 'Tell us about you' });
    await expect(profile).toBeVisible();
    await profile.getByRole('button', { name: 'Close' }).click();
    // The event asks again: step 2, the form with the profile's email.
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Join Trail Days' })).toBeVisible();
    await expect(dialog.getByLabel('Email')).toHaveValue('member@cairn.test');
  });

  test('signed out: step 1 and a sign-in link, not a broken form', async ({ page }) => {
    await page.goto(OVERLAYS);
    await block(page, 'overlay-event-trail-days').getByRole('button', { name: 'Sign up for this event' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cairn Trail Days' });
    await expect(dialog).toBeVisible();
    const signIn = dialog.getByRole('link', { name: 'Sign in' });
    await expect(signIn).toBeVisible();
    await expect(signIn).toHaveAttribute('href', `/en-us/account?returnTo=${encodeURIComponent('/en-us/overlays#dialog:event-overlay-event-trail-days')}`);
    await expect(dialog.getByRole('listitem').filter({ hasText: 'Sign in or join the event pass' })).toHaveAttribute('aria-current', 'step');
    await expect(dialog.getByRole('button', { name: 'Join Trail Days' })).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
  });

  test('signed in: the days selector, plus-one validation, and a confirmation', async ({ page }) => {
    const email = uniqueEmail('walker');
    await signedIn(page, email);
    await page.goto(OVERLAYS);
    const opener = block(page, 'overlay-event-trail-days').getByRole('button', { name: 'Sign up for this event' });
    await opener.click();
    const dialog = page.getByRole('dialog', { name: 'Cairn Trail Days' });
    await expect(dialog.getByRole('textbox', { name: 'Email address' })).toHaveValue(email);
    await expect(dialog.getByRole('textbox', { name: 'Email address' })).toBeDisabled();
    await expect(dialog.getByRole('listitem').filter({ hasText: 'Join event' })).toHaveAttribute('aria-current', 'step');
    const days = dialog.getByRole('group', { name: 'Which days will you attend?' });
    await expect(days.getByRole('checkbox')).toHaveCount(3);
    await expect(days.getByRole('checkbox', { name: 'Friday, July 12, 2030' })).toBeVisible();
    await expect(days.getByRole('checkbox', { name: 'Sunday, July 14, 2030' })).toBeVisible();

    const submit = dialog.getByRole('button', { name: 'Join Trail Days' });
    await submit.click();
    await expect(days).toHaveAccessibleDescription('This field is required');
    await expect(dialog.getByRole('checkbox', { name: 'I accept the event terms and conditions' })).toHaveAccessibleDescription(/^This field is required/);
    await expect(days.getByRole('checkbox').first()).toBeFocused();

    const guest = dialog.getByRole('textbox', { name: 'Guest name' });
    await guest.fill('R2-D2');
    await days.getByRole('checkbox', { name: 'Friday, July 12, 2030' }).check();
    await days.getByRole('checkbox', { name: 'Sunday, July 14, 2030' }).check();
    await dialog.getByRole('checkbox', { name: 'I accept the event terms and conditions' }).check();
    await submit.click();
    await expect(guest).toHaveAccessibleDescription(/^Name is not valid\./);
    await expect(guest).toBeFocused();
    await guest.fill('Zoë O’Brien');
    await expect(dialog.getByText('Name is not valid.')).toBeHidden();

    const request = page.waitForRequest('**/api/event-registration');
    await submit.click();
    expect((await request).postDataJSON()).toEqual({
      email,
      attendingDays: '2030-07-12, 2030-07-14',
      eventId: 'EVT-TRAIL-DAYS-2030',
      eventTermsAccepted: true,
      firstName: 'Ada',
      lastName: 'Walker',
      gender: 'F',
      phoneNumber: '+15555550100',
      plusOne: 'Zoë O’Brien',
    });
    await expect(dialog.getByRole('heading', { name: 'You’re in!' })).toBeFocused();
    await expect(dialog.getByText('We’ve emailed you the programme and what to pack.')).toBeVisible();
    await expect(dialog.getByRole('listitem').filter({ hasText: 'Join event' })).toHaveAttribute('aria-current', 'step');
    await expectNoSeriousA11yViolations(page);
    await dialog.locator('[data-pane="confirmation"]').getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
  });

  test('one-day event: no day selector, a busy state, and an error alert that can be dismissed', async ({ page }) => {
    const email = uniqueEmail('repair');
    await signedIn(page, email);
    await page.goto(OVERLAYS);
    const open = async () => {
      await block(page, 'overlay-event-repair-cafe').getByRole('button', { name: 'Sign up for this event' }).click();
      return page.getByRole('dialog', { name: 'Repair café' });
    };
    let dialog = await open();
    await expect(dialog.getByRole('textbox', { name: 'Email address' })).toHaveValue(email);
    await expect(dialog.getByRole('group', { name: 'Which days will you attend?' })).toHaveCount(0);
    await expect(dialog.getByRole('textbox', { name: 'Guest name' })).toHaveCount(0);
    await dialog.getByRole('checkbox', { name: 'I accept the event terms and conditions' }).check();
    const request = page.waitForRequest('**/api/event-registration');
    await dialog.getByRole('button', { name: 'Join event' }).click();
    expect((await request).postDataJSON()).toMatchObject({ attendingDays: '2030-09-21', eventId: 'EVT-REPAIR-CAFE-2030', plusOne: '' });
    await expect(dialog.getByRole('heading', { name: 'See you at the repair café' })).toBeVisible();

    // The same shopper again: the service refuses, and says why.
    await page.reload();
    await page.route('**/api/event-registration', async (route) => {
      await new Promise((r) => setTimeout(r, 1500));
      await route.continue();
    });
    dialog = await open();
    await dialog.getByRole('checkbox', { name: 'I accept the event terms and conditions' }).check();
    const submit = dialog.getByRole('button', { name: 'Join event' });
    await submit.click();
    await expect(dialog.getByRole('button', { name: 'Sending…' })).toBeDisabled();
    await expect(dialog.getByRole('checkbox', { name: 'I accept the event terms and conditions' })).toBeDisabled();
    const alert = dialog.getByRole('alert');
    await expect(alert).toContainText('You are already registered for this event.');
    await expectNoSeriousA11yViolations(page);
    await alert.getByRole('button', { name: 'Dismiss' }).click();
    await expect(alert).toBeHidden();
    await expect(submit).toBeFocused();
    await expect(dialog.getByRole('checkbox', { name: 'I accept the event terms and conditions' })).toBeChecked();
  });
});

/**
 * Marketers' experiences and segmentation (docs/requirements/editors-and-experiments.md#segmentation) on page/experiments:
 * forced variants and segments, no flash and no layout shift, the page-level decision global and
 * the recalculation event, events delivered to the sandbox in batches, Monetate page events on
 * click, and a segment that changes after sign-in without a reload.
 */
import type { Page, Route } from '@playwright/test';
import { baseURL } from '../../playwright.config.ts';
import { EXPERIMENT_BLOCK_IDS } from '../../src/sandbox/seed/content/blocks-experiments.ts';
import { TEST_VISITORS } from '../../src/sandbox/experiments/datafile.ts';
import { SANDBOX_URL, expect, expectNoSeriousA11yViolations, test } from './support.ts';

const PAGE = '/en-us/experiments';
const hero = (page: Page) => page.locator(`[data-block-id="${EXPERIMENT_BLOCK_IDS.heroTest}"]`);
const rewards = (page: Page) => page.locator(`[data-block-id="${EXPERIMENT_BLOCK_IDS.rewardsSegments}"]`);
const testContext = (variants: unknown[]) => `p13n_testcontext=${encodeURIComponent(JSON.stringify({ variants }))}`;

async function asVisitor(page: Page, visitor: string): Promise<void> {
  await page.context().addCookies([{ name: 'cairn_vid', value: visitor, url: baseURL }]);
}

test('a forced variant and a forced segment render', async ({ page }) => {
  await page.goto(`${PAGE}?${testContext(['summit', 'loyalty-member'])}`);
  await expect(hero(page).getByRole('heading', { name: 'Reach the summit' })).toBeVisible();
  await expect(hero(page).getByRole('heading', { name: 'Gear up for the trail' })).toBeHidden();
  await expect(hero(page).getByRole('heading', { name: 'Find your trail' })).toBeHidden();
  await expect(rewards(page).getByRole('heading', { name: 'Welcome back, member' })).toBeVisible();
  await expect(rewards(page).getByRole('heading', { name: 'Sign in for member prices' })).toBeHidden();
  expect(await page.evaluate(() => window.cairnAbDecisions?.home_hero_test)).toMatchObject({ variantId: 'summit', source: 'cairn:test-context' });
  await expectNoSeriousA11yViolations(page);
});

test('a forced test-context variant wins over the visitor\'s decision', async ({ page }) => {
  await asVisitor(page, TEST_VISITORS.variant);
  await page.goto(`${PAGE}?${testContext([{ experienceId: 'home_hero_test', variantId: 'baseline' }])}`);
  await expect(hero(page).getByRole('heading', { name: 'Gear up for the trail' })).toBeVisible();
  await expect(hero(page).getByRole('heading', { name: 'Find your trail' })).toBeHidden();
});

test('no variant flash: no layout shift, and the baseline is never painted when a variant is chosen', async ({ page }) => {
  await asVisitor(page, TEST_VISITORS.variant);
  await page.addInitScript((blockId: string) => {
    const w = window as unknown as { __cls: number; __samples: Array<{ baseline: boolean; variant: boolean; skeleton: boolean; height: number }> };
    w.__cls = 0;
    w.__samples = [];
    // Shifts of the experience block itself (anything else on the page, such as a late image
    // elsewhere, is not this block's doing; the block's constant height covers what is below it).
    new PerformanceObserver((list) => {
      const root = document.querySelector(`[data-block-id="${blockId}"]`);
      for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean; sources?: Array<{ node?: Node | null }> }>) {
        if (entry.hadRecentInput || !root) continue;
        if ((entry.sources ?? []).some((source) => source.node && (root === source.node || root.contains(source.node)))) w.__cls += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
    const visible = (el: Element | null) => !!el && el.checkVisibility({ visibilityProperty: true });
    const sample = () => {
      const root = document.querySelector(`[data-block-id="${blockId}"]`);
      if (root) {
        w.__samples.push({
          baseline: visible(root.querySelector(':scope > [data-option="baseline"] h2')),
          variant: visible(root.querySelector(':scope > [data-option="trail"] h2')),
          skeleton: visible(root.querySelector(':scope > .option-stack__skeleton')),
          height: Math.round(root.getBoundingClientRect().height),
        });
      }
      if (w.__samples.length < 600) requestAnimationFrame(sample);
    };
    requestAnimationFrame(sample);
  }, EXPERIMENT_BLOCK_IDS.heroTest);

  await page.goto(PAGE);
  await expect(hero(page).getByRole('heading', { name: 'Find your trail' })).toBeVisible();
  expect(await page.evaluate(() => window.cairnAbDecisions?.home_hero_test)).toMatchObject({ variantId: 'trail', source: 'cairn:optimizely' });
  // Let the sampler watch a while after the decision (about 30 frames), without a fixed sleep.
  await expect.poll(() => page.evaluate(() => (window as unknown as { __samples: unknown[] }).__samples.length)).toBeGreaterThan(30);
  const { cls, samples } = await page.evaluate(() => {
    const w = window as unknown as { __cls: number; __samples: Array<{ baseline: boolean; variant: boolean; skeleton: boolean; height: number }> };
    return { cls: w.__cls, samples: w.__samples };
  });
  expect(samples.length).toBeGreaterThan(5);
  // The skeleton held the space until the decision; the baseline was never painted.
  // The first frame shows the skeleton, or already the variant when the decision beat the first
  // frame; never the baseline.
  expect(samples[0]!.baseline).toBe(false);
  expect(samples[0]!.skeleton || samples[0]!.variant).toBe(true);
  expect(samples.filter((s) => s.baseline)).toEqual([]);
  expect(samples.at(-1)).toMatchObject({ variant: true, skeleton: false });
  expect(new Set(samples.map((s) => s.height)).size).toBe(1);
  expect(cls).toBe(0);
});

test('the decision can come from the page-level global, and experiences recalculate on the window event', async ({ page }) => {
  await asVisitor(page, TEST_VISITORS.variant);
  await page.goto(PAGE);
  await expect(hero(page).getByRole('heading', { name: 'Find your trail' })).toBeVisible();
  await page.evaluate(() => {
    window.cairnAbDecisions = { ...window.cairnAbDecisions, home_hero_test: { experienceId: 'home_hero_test', variantId: 'summit' } };
    window.dispatchEvent(new Event('cairn:experiences-recalculate'));
  });
  await expect(hero(page).getByRole('heading', { name: 'Reach the summit' })).toBeVisible();
  await expect(hero(page).getByRole('heading', { name: 'Find your trail' })).toBeHidden();
});

test('events arrive at the sandbox in batches, and a click records the page event and the conversion', async ({ page }) => {
  const visitor = TEST_VISITORS.summit;
  await asVisitor(page, visitor);
  const batches: number[] = [];
  page.on('request', (r) => {
    if (r.url().endsWith('/api/experiments/events') && r.method() === 'POST') batches.push(JSON.parse(r.postData() ?? '{}').visitors?.length ?? 0);
  });
  const firstBatch = page.waitForResponse((r) => r.url().endsWith('/api/experiments/events') && r.status() === 204);
  await page.goto(PAGE);
  await expect(hero(page).getByRole('heading', { name: 'Reach the summit' })).toBeVisible();
  await firstBatch;
  // Both experiences' decisions left together, in one batch, after the flush interval.
  expect(batches[0]).toBe(2);

  // Stay on the page after the click, to see what it sends.
  await page.evaluate(() => document.addEventListener('click', (e) => e.preventDefault()));
  const pageEvent = page.waitForRequest((r) => r.url().endsWith('/api/personalisation/page-events'));
  const conversion = page.waitForResponse((r) => r.url().endsWith('/api/experiments/events') && r.status() === 204 && (r.request().postData() ?? '').includes('"key":"hero_click"'));
  await hero(page).getByRole('link', { name: 'Shop alpine layers' }).click();
  const sent = await pageEvent;
  expect(sent.postDataJSON()).toMatchObject({ trackingEvent: 'hero_click', experienceId: 'home_hero_test', variantId: 'summit', monetateId: visitor });
  expect((await sent.response())?.status()).toBe(200);
  await conversion;

  const res = await fetch(`${SANDBOX_URL}/experiments/v1/events?limit=200`, { signal: AbortSignal.timeout(5000) });
  const stored = (await res.json()) as { batches: Array<{ events: number; batch: { visitors: Array<{ visitor_id: string; snapshots: Array<{ events: Array<{ key: string }> }> }> } }> };
  const ours = stored.batches.filter((b) => b.batch.visitors.some((v) => v.visitor_id === visitor));
  const keys = ours.flatMap((b) => b.batch.visitors.flatMap((v) => v.snapshots.flatMap((s) => s.events.map((e) => e.key))));
  expect(keys).toContain('campaign_activated');
  expect(keys).toContain('hero_click');
  expect(ours.some((b) => b.events >= 2)).toBe(true);
  expect(ours.length).toBeLessThan(keys.length);
});

test('a segment changes after sign-in, without a reload', async ({ page, context }) => {
  // The session endpoint (the sign-in issue's BFF) is stubbed: first a guest, then a member.
  let signedIn = false;
  await context.route('**/api/session', (route: Route) =>
    route.fulfill({
      json: signedIn
        ? { signedIn: true, consumerNo: 'C100', consumerType: 'REGISTERED', isLoyaltyMember: true, isEmployeeDiscountTCAccepted: false, identityTypes: ['WRANX'], isAthlete: false }
        : { signedIn: false, consumerNo: null, consumerType: 'GUEST', isLoyaltyMember: false, identityTypes: [], isAthlete: false },
    }),
  );
  await page.goto(PAGE);
  await expect(rewards(page).getByRole('heading', { name: 'Sign in for member prices' })).toBeVisible();
  const programmes = page.locator(`[data-block-id="${EXPERIMENT_BLOCK_IDS.programmeSegments}"]`);
  await expect(programmes.getByRole('heading', { name: 'Outdoor professional?' })).toBeVisible();
  const navigations = await page.evaluate(() => performance.getEntriesByType('navigation').length);
  await page.evaluate(() => ((window as unknown as { __samePage: boolean }).__samePage = true));

  // Another tab signs in and announces it, as the sign-in island does.
  signedIn = true;
  const other = await context.newPage();
  await other.goto('/en-us/');
  await other.evaluate(() => new BroadcastChannel('cairn:session').postMessage({ type: 'changed' }));

  await expect(rewards(page).getByRole('heading', { name: 'Welcome back, member' })).toBeVisible();
  await expect(rewards(page).getByRole('heading', { name: 'Sign in for member prices' })).toBeHidden();
  await expect(programmes.getByRole('heading', { name: 'WRANX pro pricing' })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { __samePage?: boolean }).__samePage)).toBe(true);
  expect(await page.evaluate(() => performance.getEntriesByType('navigation').length)).toBe(navigations);
});

test('a basket with items shows its segment to a guest', async ({ page, context }) => {
  await context.route('**/api/session', (route: Route) =>
    route.fulfill({ json: { signedIn: false, consumerType: 'GUEST', cart: { basketId: 'B1', totalItems: 2, items: [{ itemId: 'i1', productId: 'FWINSTOCK1', qty: 2 }] } } }),
  );
  await page.goto(PAGE);
  await expect(rewards(page).getByRole('heading', { name: 'Your basket is waiting' })).toBeVisible();
});

test("an editor's preview decides like a shopper's page but records nothing", async ({ page }) => {
  const { DEV_PREVIEW_SECRET, previewLinkQuery, signPreviewLink } = await import('../../src/lib/preview/signing.ts');
  await asVisitor(page, TEST_VISITORS.variant);
  const recorded: string[] = [];
  page.on('request', (r) => {
    if (/\/api\/experiments\/events|\/api\/personalisation\/page-events/.test(r.url())) recorded.push(r.url());
  });
  await page.goto(`/preview/enter?${previewLinkQuery(signPreviewLink(DEV_PREVIEW_SECRET, PAGE, Math.floor(Date.now() / 1000) + 600))}`);
  await expect(page.getByRole('region', { name: 'Preview' })).toBeVisible();
  await expect(hero(page).getByRole('heading', { name: 'Find your trail' })).toBeVisible();
  await page.evaluate(() => document.addEventListener('click', (e) => e.preventDefault()));
  await hero(page).getByRole('link', { name: 'Shop trail shoes' }).click();
  await page.waitForTimeout(2500);
  expect(recorded).toEqual([]);
});

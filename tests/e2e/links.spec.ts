/**
 * No link anywhere in the shop leads to a 404 (issue 12). In every locale, every same-origin link
 * of the header (the mega menu's hidden panels too, which come on the first intent), the footer, the account (its overview and
 * every page its navigation leads to, signed in as member@cairn.test) and each kitchen sink
 * (`kitchen-sink/{area}`, the blocks as each page area shows them) must answer 200.
 *
 * Links are gathered from the pages as a shopper gets them: the header, footer and account from
 * the rendered page by role (hidden links included); the kitchen sinks from their HTML, parsed
 * in the browser (twenty long pages per locale would take minutes to render), plus the generic
 * kitchen sink rendered and scrolled, for the links blocks add in the browser (recommendations,
 * article cards). Each URL is then requested once per worker (`request`, redirects followed), a
 * few at a time. A failure names the URL, its status and a page that links it.
 */
import type { APIRequestContext, Cookie, Page } from '@playwright/test';
import { accountFrameMessages } from '../../src/components/account/messages.ts';
import { SITES, type Site } from '../../src/lib/site/locales.ts';
import { KITCHEN_SINK_AREAS, kitchenSinkPage } from '../../src/sandbox/seed/content/kitchen-sinks.ts';
import { openAccountAs } from './account.ts';
import { expect, scrollThrough, test } from './support.ts';

/**
 * Requests in flight at once: two keep the server busy; more only queue in it, and slow the pages
 * of the test running beside this one.
 */
const CONCURRENCY = 2;

/** What a GET of a path answered: its status and, for a page, its HTML. */
type Answer = { status: number; text: string };

/**
 * GET with one second chance for a 503: the content service's deadline can pass on a busy test
 * machine, and "unavailable, try again" is not a dead link. A page that stays 503 still fails.
 */
async function fetchAnswer(request: APIRequestContext, path: string): Promise<Answer> {
  let response = await request.get(path, { timeout: 15_000 });
  if (response.status() === 503) {
    await new Promise((r) => setTimeout(r, 1000));
    response = await request.get(path, { timeout: 15_000 });
  }
  const html = response.headers()['content-type']?.startsWith('text/html');
  return { status: response.status(), text: html ? await response.text() : '' };
}

/**
 * Each path is requested once per worker. Every locale's pages link the other locales' versions
 * (the locale switcher), so without this each locale's test would render all seven locales'
 * kitchen sinks again: two thirds of the suite's requests, for answers already known.
 * The server and its data don't change between these tests, so a worker's answer stands.
 */
const answers = new Map<string, Promise<Answer>>();
function get(request: APIRequestContext, path: string): Promise<Answer> {
  let answer = answers.get(path);
  if (!answer) {
    answer = fetchAnswer(request, path);
    answers.set(path, answer);
  }
  return answer;
}

/** Link → the first page found linking it. */
type Found = Map<string, string>;

/** Runs `work` on every item, at most `limit` at a time. */
async function eachLimited<T>(items: readonly T[], limit: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const lanes = Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (next < items.length) await work(items[next++] as T);
  });
  await Promise.all(lanes);
}

/**
 * Keeps the same-origin http(s) links (path + query, without the fragment) of `hrefs`, read on `from`.
 * A sign-in link carries the page to come back to (`returnTo`, one per page that links it): the
 * page it returns to is kept as a link of its own, and the sign-in page once, as any one of them.
 */
function addLinks(found: Found, hrefs: Array<string | null>, from: string, origin: string): void {
  for (const href of hrefs) {
    if (!href || href.startsWith('#')) continue;
    const url = new URL(href, new URL(from, origin));
    if (url.origin !== origin || !/^https?:$/.test(url.protocol)) continue;
    const returnTo = url.searchParams.get('returnTo');
    if (returnTo !== null) {
      addLinks(found, [returnTo], from, origin);
      if ([...found.keys()].some((path) => new URL(path, origin).pathname === url.pathname && path.includes('returnTo='))) continue;
    }
    const path = url.pathname + url.search;
    if (!found.has(path)) found.set(path, from);
  }
}

/** The links of a rendered landmark, hidden ones too (collapsed footer groups, closed mega menu panels). */
const landmarkLinks = (page: Page, role: 'banner' | 'contentinfo' | 'main') =>
  page.getByRole(role).getByRole('link', { includeHidden: true }).evaluateAll((links) => links.map((a) => a.getAttribute('href')));

/** The links inside `<main>` of an HTML document, parsed (not run) in the browser. */
const mainLinksOf = (page: Page, html: string) =>
  page.evaluate((source) => [...new DOMParser().parseFromString(source, 'text/html').querySelectorAll('main a[href]')].map((a) => a.getAttribute('href')), html);

/** The URLs (with the page linking each) that did not answer 200. */
async function failing(request: APIRequestContext, found: Found): Promise<string[]> {
  const failures: string[] = [];
  await eachLimited([...found], CONCURRENCY, async ([path, from]) => {
    const { status } = await get(request, path);
    if (status !== 200) failures.push(`${path} → ${status} (linked from ${from})`);
  });
  return failures.sort();
}

async function collectPublic(page: Page, request: APIRequestContext, site: Site, found: Found, origin: string): Promise<void> {
  const home = `/${site.locale}/`;
  await page.goto(home);
  // The menu's panels bring their links on the shopper's first intent (blocks/mega-menu): touch the menu and wait for them.
  // A slow answer (the server busy with another worker's pages) is asked for again on the menu's
  // next touch, as a shopper's next move would.
  const closedMenu = (await landmarkLinks(page, 'banner')).length;
  const menu = page.getByRole('banner').getByRole('navigation').first();
  await expect(async () => {
    await page.mouse.move(0, 0);
    await menu.hover();
    await expect.poll(async () => (await landmarkLinks(page, 'banner')).length, { timeout: 10_000 }).toBeGreaterThan(closedMenu);
  }).toPass({ timeout: 30_000 });
  addLinks(found, await landmarkLinks(page, 'banner'), home, origin);
  addLinks(found, await landmarkLinks(page, 'contentinfo'), home, origin);

  // The generic kitchen sink (every variant of every block), rendered and scrolled: blocks that
  // load their links in the browser (recommendations) are read too. Pictures are not needed for that.
  const generic = `/${site.locale}/${kitchenSinkPage('generic')}`;
  await page.route('**/*', (route) => (['image', 'media', 'font'].includes(route.request().resourceType()) ? route.abort() : route.fallback()));
  await page.goto(generic);
  await scrollThrough(page);
  await page.waitForLoadState('networkidle');
  addLinks(found, await landmarkLinks(page, 'main'), generic, origin);

  await page.unroute('**/*');
  // Every other area's kitchen sink, from its HTML.
  const areas = KITCHEN_SINK_AREAS.filter((area) => area !== 'generic');
  await eachLimited(areas, CONCURRENCY, async (area) => {
    const path = `/${site.locale}/${kitchenSinkPage(area)}`;
    const { status, text } = await get(request, path);
    expect(status, path).toBe(200);
    addLinks(found, await mainLinksOf(page, text), path, origin);
  });
}

/** The account's overview and every page its navigation links, signed in (the page's own cookies). */
async function collectAccount(page: Page, site: Site, found: Found, origin: string): Promise<void> {
  const overview = `/${site.locale}/account`;
  await page.goto(overview);
  const nav = page.getByRole('navigation', { name: accountFrameMessages(site.language).account });
  const navLinks = await nav.getByRole('link', { includeHidden: true }).evaluateAll((links) => links.map((a) => a.getAttribute('href')));
  // Overview, profile, addresses, payment methods, orders, communication, favorites, loyalty.
  expect(navLinks.length, `${overview}: the account navigation`).toBeGreaterThanOrEqual(8);
  addLinks(found, navLinks, overview, origin);
  addLinks(found, await landmarkLinks(page, 'main'), overview, origin);
  const sections = [...new Set(navLinks.flatMap((href) => (href && new URL(href, origin).pathname.startsWith(`${overview}/`) ? [new URL(href, origin).pathname] : [])))];
  await eachLimited(sections, CONCURRENCY, async (path) => {
    const { status, text } = await get(page.request, path);
    // A section page that doesn't answer is reported with the other dead links.
    if (status !== 200) return;
    addLinks(found, await mainLinksOf(page, text), path, origin);
  });
}

/** The member's session, signed in once per worker (through the dialog) and reused by its other tests. */
let session: Cookie[] | null = null;

async function signIn(page: Page): Promise<void> {
  if (session) {
    await page.context().addCookies(session);
    return;
  }
  await openAccountAs(page, 'member@cairn.test');
  session = await page.context().cookies();
}

test.describe('no link leads to a 404', () => {
  // In order, in one worker: the locales' pages link each other, so the later tests find most
  // answers already known (`answers`) instead of a second worker rendering them all again.
  test.describe.configure({ mode: 'default', timeout: 120_000 });

  for (const site of SITES) {
    test(`${site.locale}: header, footer, account and kitchen sinks`, async ({ page }) => {
      // Signed in (in English); the session holds for every locale.
      const found: Found = new Map();
      await signIn(page);
      const origin = new URL(test.info().project.use.baseURL ?? page.url()).origin;
      await collectPublic(page, page.request, site, found, origin);
      await collectAccount(page, site, found, origin);
      // The header links the account and the cart, the footer the help pages: a real harvest.
      for (const path of [`/${site.locale}/cart`, `/${site.locale}/account`, `/${site.locale}/help/contact-us`, `/${site.locale}/account/orders`]) {
        expect(found.has(path), `found a link to ${path}`).toBe(true);
      }
      expect(await failing(page.request, found)).toEqual([]);
    });
  }
});

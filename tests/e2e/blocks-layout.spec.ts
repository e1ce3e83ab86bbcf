import type { Locator, Page } from '@playwright/test';
import { baseURL } from '../../playwright.config.ts';
import { expect, expectNoSeriousA11yViolations, openCutBefore, scrollThrough, test } from './support.ts';
import { POPUP_IDS } from '../../src/sandbox/seed/content/popups.ts';
import { DISMISSED_POPUPS_KEY } from '../../blocks/pop-up/model.ts';

const SINK = '/en-us/kitchen-sink';
const block = (page: Page, id: string): Locator => page.locator(`[data-block-id="${id}"]`);
const isLocal = (url: string) => url.startsWith(baseURL) || url.startsWith('data:') || url.startsWith('blob:');

/**
 * Records every request the page makes; a request to any other host is refused (so a test can
 * never depend on the internet) and reported.
 */
async function watchRequests(page: Page): Promise<{ all: string[]; outside: string[] }> {
  const seen = { all: [] as string[], outside: [] as string[] };
  page.on('request', (r) => seen.all.push(r.url()));
  await page.route(
    (url) => !isLocal(url.href),
    async (route) => {
      seen.outside.push(route.request().url());
      await route.abort('blockedbyclient');
    },
  );
  return seen;
}

// The seeded pop-ups would cover part of the page these tests click on: they count as dismissed.
test.beforeEach(async ({ page }) => {
  await page.addInitScript(([key, ids]) => localStorage.setItem(key, JSON.stringify(ids)), [DISMISSED_POPUPS_KEY, Object.values(POPUP_IDS)] as const);
});

/** HTMLMediaElement.HAVE_METADATA: the source is chosen and its duration and size are known. */
const HAVE_METADATA = 1;
const currentTime = (video: Locator) => video.evaluate((v: HTMLVideoElement) => v.currentTime);
const paused = (video: Locator) => video.evaluate((v: HTMLVideoElement) => v.paused);

test.describe('video', () => {
  test('loads the player only near the viewport, plays and pauses, loads tracks when shown, and never leaves localhost', async ({ page }) => {
    const requests = await watchRequests(page);
    await page.goto(SINK);
    const film = block(page, 'sink-video-film');
    // The player and the text tracks wait until the block nears the viewport.
    expect(requests.all.filter((u) => /video-player|videojs|\.vtt/.test(u))).toEqual([]);
    await film.scrollIntoViewIfNeeded();
    await expect(film.locator('.video-js')).toHaveCount(1);
    const video = film.locator('video');
    // Chapters build the chapters menu, so they load with the player; captions only when chosen.
    await expect.poll(() => requests.all.some((u) => u.endsWith('/media/video/trail-loop.chapters.en.vtt'))).toBe(true);
    expect(requests.all.some((u) => u.includes('trail-loop.captions'))).toBe(false);

    await film.getByRole('button', { name: 'Play Video' }).click();
    await expect.poll(() => currentTime(video), { timeout: 10_000 }).toBeGreaterThan(0.5);
    // The control bar fades while playing; the keyboard reaches it all the same.
    await film.getByRole('button', { name: 'Pause', exact: true }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => paused(video)).toBe(true);
    // The same control now offers to play again: what the shopper sees of the pause.
    await expect(film.getByRole('button', { name: 'Play', exact: true })).toBeAttached();

    // The captions menu, by keyboard.
    await film.getByRole('button', { name: 'Captions' }).focus();
    await page.keyboard.press('Enter');
    await expect(film.getByRole('menuitemradio', { name: /English/ })).toBeVisible();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect.poll(() => requests.all.some((u) => u.endsWith('/media/video/trail-loop.captions.en.vtt'))).toBe(true);
    await video.evaluate((v: HTMLVideoElement) => {
      v.currentTime = 0.5;
    });
    await expect(film.locator('.vjs-text-track-display')).toContainText('Morning at the trailhead.');

    // The cut for this breakpoint (landscape from md), through the storefront's own origin.
    expect(requests.all.some((u) => /\/media\/video\/trail-loop-landscape\.(webm|mp4)$/.test(u))).toBe(true);
    expect(requests.all.some((u) => u.includes('trail-loop-portrait.'))).toBe(false);
    expect(requests.outside).toEqual([]);
  });

  test('autoplays a muted loop without controls, and its button pauses and plays it', async ({ page }) => {
    await page.goto(SINK);
    const ambient = block(page, 'sink-video-ambient');
    await ambient.scrollIntoViewIfNeeded();
    const video = ambient.locator('video');
    await expect.poll(() => currentTime(video), { timeout: 10_000 }).toBeGreaterThan(0.3);
    expect(await video.evaluate((v: HTMLVideoElement) => v.muted && v.loop)).toBe(true);
    await expect(ambient.getByRole('button', { name: 'Play Video' })).toHaveCount(0);
    await ambient.getByRole('button', { name: 'Pause video' }).click();
    await expect.poll(() => paused(video)).toBe(true);
    await ambient.getByRole('button', { name: 'Play video' }).click();
    await expect.poll(() => paused(video)).toBe(false);
  });

  test('does not autoplay for shoppers who prefer reduced motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto(SINK);
    const ambient = block(page, 'sink-video-ambient');
    await ambient.scrollIntoViewIfNeeded();
    await expect(ambient.locator('.video-js')).toHaveCount(1);
    // The player's ready callback sets the cut's source and would call play() in the same turn
    // (blocks/video/player.ts): once the cut's metadata is in, autoplay has had its chance.
    const video = ambient.locator('video');
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.readyState)).toBeGreaterThanOrEqual(HAVE_METADATA);
    expect(await paused(video)).toBe(true);
    await expect(ambient.getByRole('button', { name: 'Play video' })).toBeVisible();
  });

  test('only logs a refused autoplay', async ({ page }) => {
    await page.addInitScript(() => {
      HTMLMediaElement.prototype.play = function refuse() {
        return Promise.reject(new DOMException('play() is not allowed', 'NotAllowedError'));
      };
    });
    const warnings: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'warning') warnings.push(m.text());
    });
    await page.goto(SINK);
    const ambient = block(page, 'sink-video-ambient');
    await ambient.scrollIntoViewIfNeeded();
    await expect.poll(() => warnings.some((w) => w.includes('[video] autoplay was refused'))).toBe(true);
    // Nothing else happens: no error on the page (the fixture checks), the video waits paused.
    await expect(ambient.getByRole('button', { name: 'Play video' })).toBeVisible();
  });

  test('is not rendered off the screen, and renders in the box it reserved when the shopper reaches it', async ({ page }) => {
    await page.goto(SINK);
    const frame = block(page, 'sink-video-film').locator('.video-frame');
    const video = frame.locator('video');
    // The browser skips the off-screen frame's rendering (its controls' styles and layout).
    const rendered = () => video.evaluate((v) => v.checkVisibility({ contentVisibilityAuto: true }));
    expect(await rendered()).toBe(false);
    const reserved = (await frame.boundingBox())!;
    expect(reserved.height).toBeGreaterThan(100);

    // The keyboard reaches it all the same: focus brings it on screen, rendered, the same size.
    await video.focus();
    await expect(video).toBeFocused();
    await expect.poll(rendered).toBe(true);
    const shown = (await frame.boundingBox())!;
    expect([shown.width, shown.height]).toEqual([reserved.width, reserved.height]);
  });

  test('shows captions by default when the editor asks, once the player is ready', async ({ page }) => {
    await page.goto(SINK);
    const player = block(page, 'sink-video-player');
    await player.scrollIntoViewIfNeeded();
    await expect(player.locator('.video-js')).toHaveCount(1);
    const video = player.locator('video');
    await video.evaluate((v: HTMLVideoElement) => {
      v.currentTime = 2.5;
    });
    await expect(player.locator('.vjs-text-track-display')).toContainText('The path climbs towards the ridge.');
  });

  test('is described for search engines as a VideoObject', async ({ page }) => {
    await page.goto(SINK);
    const json = await block(page, 'sink-video-film').locator('script[type="application/ld+json"]').textContent();
    expect(JSON.parse(json ?? '')).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'VideoObject',
      name: 'Six seconds on the trail',
      description: expect.stringContaining('trailhead to the summit'),
      contentUrl: expect.stringMatching(/^https?:\/\/[^/]+\/media\/video\/trail-loop-landscape\.mp4$/),
      thumbnailUrl: expect.arrayContaining([expect.stringMatching(/\/media\/content\/video-trail-loop-portrait-360x640\.svg$/)]),
    });
  });

  test('plays as a native video without JavaScript', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
    const page = await context.newPage();
    await page.goto(SINK);
    const video = block(page, 'sink-video-film').locator('video');
    await expect(video).toHaveAttribute('controls', '');
    await expect(video.locator('source[media="(min-width: 48rem)"]')).toHaveCount(2);
    await expect(video.locator('track[kind="captions"]')).toHaveCount(1);
    await video.scrollIntoViewIfNeeded();
    await video.evaluate((v: HTMLVideoElement) => v.play());
    await expect.poll(() => currentTime(video), { timeout: 10_000 }).toBeGreaterThan(0.3);
    expect(await video.evaluate((v: HTMLVideoElement) => v.currentSrc)).toMatch(/\/media\/video\/trail-loop-landscape\.webm$/);
    await context.close();
  });

  test('plays the portrait cut on a phone, where the ambient loop is hidden @mobile', async ({ page }) => {
    const requests = await watchRequests(page);
    await page.goto(SINK);
    await expect(block(page, 'sink-video-ambient')).toBeHidden();
    const film = block(page, 'sink-video-film');
    await film.scrollIntoViewIfNeeded();
    await expect(film.locator('.video-js')).toHaveCount(1);
    const video = film.locator('video');
    await video.evaluate((v: HTMLVideoElement) => v.play());
    await expect.poll(() => currentTime(video), { timeout: 10_000 }).toBeGreaterThan(0.3);
    expect(await video.evaluate((v: HTMLVideoElement) => v.currentSrc)).toMatch(/\/media\/video\/trail-loop-portrait\.webm$/);
    const box = (await video.boundingBox())!;
    expect(box.height).toBeGreaterThan(box.width);
    expect(requests.outside).toEqual([]);
  });

  test('serves video in byte ranges, and never a cached part to a whole request', async ({ request }) => {
    // A range first: its partial answer must not be stored for the URL.
    const first = await request.get('/media/video/trail-loop-portrait.mp4', { headers: { Range: 'bytes=0-9' } });
    expect(first.status()).toBe(206);
    const after = await request.get('/media/video/trail-loop-portrait.mp4');
    expect(after.status()).toBe(200);
    expect(Number(after.headers()['content-length'])).toBeGreaterThan(10);

    const whole = await request.get('/media/video/trail-loop-landscape.webm');
    expect(whole.status()).toBe(200);
    expect(whole.headers()['content-type']).toBe('video/webm');
    expect(whole.headers()['accept-ranges']).toBe('bytes');
    const size = (await whole.body()).length;
    const part = await request.get('/media/video/trail-loop-landscape.webm', { headers: { Range: 'bytes=100-199' } });
    expect(part.status()).toBe(206);
    expect(part.headers()['content-range']).toBe(`bytes 100-199/${size}`);
    expect((await part.body()).length).toBe(100);
    const beyond = await request.get('/media/video/trail-loop-landscape.webm', { headers: { Range: `bytes=${size}-` } });
    expect(beyond.status()).toBe(416);
    const track = await request.get('/media/video/trail-loop.captions.fr.vtt');
    expect(track.headers()['content-type']).toMatch(/^text\/vtt/);
    expect(await track.text()).toMatch(/^WEBVTT/);
  });
});

test.describe('vertical list', () => {
  test('shows the media of the item the shopper hovers or focuses', async ({ page }) => {
    await page.goto(SINK);
    const list = block(page, 'sink-vertical-list-layers');
    await list.scrollIntoViewIfNeeded();
    // Hidden media are out of the accessibility tree: only the shown one is an image.
    await expect(list.getByRole('img')).toHaveCount(1);
    await expect(list.getByRole('img', { name: 'Base layer' })).toBeVisible();
    await list.getByRole('link', { name: 'Mid layer' }).hover();
    await expect(list.getByRole('img', { name: 'Mid layer' })).toBeVisible();
    await expect(list.getByRole('img')).toHaveCount(1);
    await list.getByRole('link', { name: 'Shell' }).focus();
    await expect(list.getByRole('img', { name: 'Shell' })).toBeVisible();
    await expect(list.getByRole('img', { name: 'Mid layer' })).toHaveCount(0);
  });

  test('shows the media of the item the pointer already rests on when its code arrives', async ({ page }) => {
    // The list's code comes after the page, in the blocks' behaviours' chunk (src/server/build-plugins.ts
    // BLOCK_BEHAVIOUR_STARTS): hold it back until the pointer is on an item.
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let requested = false;
    await page.route(/\/_astro\/block-behaviours\.[^/]*\.js$/, async (route) => {
      requested = true;
      await released;
      await route.continue();
    });
    await page.goto(SINK);
    const list = block(page, 'sink-vertical-list-layers');
    await list.scrollIntoViewIfNeeded();
    await expect.poll(() => requested).toBe(true);
    await list.getByRole('link', { name: 'Mid layer' }).hover();
    await expect(list.getByRole('img', { name: 'Base layer' })).toBeVisible();
    release();
    await expect(list.getByRole('img', { name: 'Mid layer' })).toBeVisible();
    await expect(list.getByRole('img')).toHaveCount(1);
  });

  test('lets keyboard shoppers reach items that have no link', async ({ page }) => {
    await page.goto(SINK);
    const list = block(page, 'sink-vertical-list-camp');
    await list.scrollIntoViewIfNeeded();
    const item = list.getByRole('listitem').filter({ hasText: 'Cook out of the wind' });
    // Items without a link become focusable once the list's behaviour runs (loaded as it nears the viewport).
    await expect(item).toHaveAttribute('tabindex', '0');
    await item.focus();
    await expect(list.getByRole('img', { name: 'Cook out of the wind' })).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(list.getByRole('img', { name: 'Sleep warm' })).toBeVisible();
  });

  test('without JavaScript, shows the first media and keeps every item and link', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
    const page = await context.newPage();
    await page.goto(SINK);
    const list = block(page, 'sink-vertical-list-layers');
    await expect(list.getByRole('img', { name: 'Base layer' })).toBeVisible();
    await expect(list.getByRole('link')).toHaveCount(3);
    await context.close();
  });
});

test.describe('benefit bar', () => {
  test('closes, and stays closed across pages and reloads without showing first', async ({ page }) => {
    await page.goto(SINK);
    const bar = block(page, 'layout-benefit-bar-repairs');
    await expect(bar).toBeVisible();
    await bar.getByRole('button', { name: 'Close this offer' }).click();
    await expect(bar).toBeHidden();
    await expect(page.locator('#main')).toBeFocused();
    expect(await page.evaluate(() => localStorage.getItem('benefitBarClosed'))).toBe('true');
    // A bar without a close button is not affected.
    await expect(block(page, 'layout-benefit-bar-returns')).toBeVisible();

    // Before every frame, note whether a closable bar would be painted.
    await page.addInitScript(() => {
      const w = window as Window & { barPainted?: boolean };
      w.barPainted = false;
      const check = () => {
        document.querySelectorAll('[data-benefit-bar-closable]').forEach((el) => {
          if (getComputedStyle(el).display !== 'none') w.barPainted = true;
        });
        requestAnimationFrame(check);
      };
      requestAnimationFrame(check);
    });
    await page.reload();
    await page.waitForLoadState('load');
    await expect(bar).toBeHidden();
    expect(await page.evaluate(() => (window as Window & { barPainted?: boolean }).barPainted)).toBe(false);
    await page.goto('/en-us/');
    await expect(block(page, 'layout-benefit-bar-repairs')).toBeHidden();
    expect(await page.evaluate(() => (window as Window & { barPainted?: boolean }).barPainted)).toBe(false);
  });

  test('a closed bar is not on the page even where the parser stops just inside it', async ({ page }) => {
    await page.goto(SINK);
    await page.evaluate(() => localStorage.setItem('benefitBarClosed', 'true'));
    // The page ends just after the first closable bar's start tag: the bar is there, with nothing in it yet.
    await openCutBefore(page, SINK, 'data-benefit-bar-closable>', { after: true });
    const display = await block(page, 'layout-benefit-bar-repairs').evaluate((el) => getComputedStyle(el).display);
    expect(display).toBe('none');
  });

  test('explains its benefit in a popover from the info icon', async ({ page }) => {
    await page.goto(SINK);
    const bar = block(page, 'layout-benefit-bar-repairs');
    const info = bar.getByText(/Members pay nothing for labour/);
    await expect(info).toBeHidden();
    await bar.getByRole('button', { name: 'More information' }).click();
    await expect(info).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(info).toBeHidden();
    await expect(block(page, 'layout-benefit-bar-returns').getByRole('link', { name: 'Return conditions' })).toHaveAttribute('href', '/en-us/help/returns/how-to-return');
  });

  test('offers no close button without JavaScript', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
    const page = await context.newPage();
    await page.goto(SINK);
    const bar = block(page, 'layout-benefit-bar-repairs');
    await expect(bar).toBeVisible();
    await expect(bar.getByRole('button', { name: 'Close this offer' })).toHaveCount(0);
    await context.close();
  });
});

test.describe('accordions', () => {
  test('open and close, one at a time when single-open', async ({ page }) => {
    await page.goto(SINK);
    const faq = block(page, 'sink-accordions-faq');
    const first = faq.getByText('Two to three weeks, door to door.');
    const second = faq.getByText('Parts at cost; labour is free');
    await expect(first).toBeVisible();
    await expect(second).toBeHidden();
    await faq.getByText('What does it cost?').click();
    await expect(second).toBeVisible();
    await expect(first).toBeHidden();
    // By keyboard: the summary is focusable and toggles with Enter.
    await faq.getByText('What does it cost?').focus();
    await page.keyboard.press('Enter');
    await expect(second).toBeHidden();
  });

  test('open several at once when not single-open', async ({ page }) => {
    await page.goto(SINK);
    const sizing = block(page, 'sink-accordions-sizing');
    await sizing.getByText('Between two sizes?').click();
    await sizing.getByText('Do shells fit over a fleece?').click();
    await expect(sizing.getByText('Take the larger one for boots')).toBeVisible();
    await expect(sizing.getByText('every shell is cut for a mid layer')).toBeVisible();
  });
});

test.describe('anchors', () => {
  test('jump to the section, smoothly', async ({ page }) => {
    await page.goto('/en-us/about-us');
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).scrollBehavior)).toBe('smooth');
    const nav = page.getByRole('navigation', { name: 'On this page' });
    await nav.getByRole('link', { name: 'Questions' }).click();
    await expect(page).toHaveURL(/#faq$/);
    await expect(page.getByRole('heading', { name: 'Questions about repairs' })).toBeInViewport();
  });

  test('jump instantly for shoppers who prefer reduced motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/en-us/about-us');
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).scrollBehavior)).toBe('auto');
    await page.getByRole('navigation', { name: 'On this page' }).getByRole('link', { name: 'Our promises' }).click();
    await expect(page.getByRole('heading', { name: 'Our promises' })).toBeInViewport();
  });

  test('every anchor link has a target on the page', async ({ page }) => {
    for (const path of ['/en-us/about-us', SINK]) {
      await page.goto(path);
      const hrefs = await page.locator('[data-block="anchors"] a').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
      expect(hrefs.length).toBeGreaterThan(0);
      for (const href of hrefs) await expect(page.locator(href!), `${path} ${href}`).toHaveCount(1);
    }
  });
});

test.describe('secondary nav', () => {
  test('is a row of links on large screens, with the current page marked', async ({ page }) => {
    await page.goto('/en-us/c/tents-3002');
    const nav = page.getByRole('navigation', { name: 'Gear' });
    await expect(nav.getByRole('link', { name: 'Tents' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Tents' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('link', { name: 'Backpacks' })).not.toHaveAttribute('aria-current', /.*/);
  });

  test('collapses into a list on small screens @mobile', async ({ page }) => {
    await page.goto('/en-us/c/tents-3002');
    const nav = page.getByRole('navigation', { name: 'Gear' });
    await expect(nav.getByRole('link', { name: 'Backpacks' })).toBeHidden();
    await nav.getByText('Gear: Tents').click();
    await expect(nav.getByRole('link', { name: 'Backpacks' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Tents' })).toHaveAttribute('aria-current', 'page');
    await nav.getByRole('link', { name: 'Backpacks' }).click();
    await expect(page).toHaveURL(/\/en-us\/c\/backpacks-3001$/);
  });
});

test.describe('filter-by', () => {
  test('leads to the filtered listing and marks the filter in use', async ({ page }) => {
    await page.goto('/en-us/c/mens-jackets-2001');
    const filters = page.getByRole('navigation', { name: 'Filter by' });
    await expect(filters.getByRole('link', { name: 'All' })).toHaveAttribute('aria-current', 'page');
    await filters.getByRole('link', { name: 'Newest' }).click();
    await expect(page).toHaveURL(/\/en-us\/c\/mens-jackets-2001\?sort=newest$/);
    const after = page.getByRole('navigation', { name: 'Filter by' });
    await expect(after.getByRole('link', { name: 'Newest' })).toHaveAttribute('aria-current', 'page');
    await expect(after.getByRole('link', { name: 'All' })).not.toHaveAttribute('aria-current', /.*/);
  });
});

test.describe('cards', () => {
  test('category cards lead to the localised category page, with their query', async ({ page }) => {
    await page.goto('/fr-fr/kitchen-sink');
    const cards = block(page, 'sink-category-cards-new-in');
    const link = cards.getByRole('link').first();
    expect(await link.getAttribute('href')).toMatch(/^\/fr-fr\/c\/mens-hiking-boots-1001\?sort=newest$/);
    await link.click();
    await expect(page).toHaveURL(/\/fr-fr\/c\/mens-hiking-boots-1001\?sort=newest$/);
  });

  test('a whole linked card is its link, named by its title', async ({ page }) => {
    await page.goto(SINK);
    const cards = block(page, 'sink-linked-cards');
    const card = cards.getByRole('listitem').filter({ hasText: 'Sustainability report' });
    await card.scrollIntoViewIfNeeded();
    // A click on the picture, away from the title.
    const box = (await card.locator('img').boundingBox())!;
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    await expect(page).toHaveURL(/\/en-us\/sustainability$/);
  });
});

test.describe('layout blocks are accessible', () => {
  // The English kitchen sink on a desktop is checked by blocks.spec.ts, and each area's kitchen
  // sink (the category's too) by kitchen-sinks.spec.ts: not again here.
  for (const path of ['/en-us/', '/en-us/about-us', '/en-us/c/mens-jackets-2001', '/fr-fr/kitchen-sink']) {
    test(`no serious axe violations on ${path}`, async ({ page }) => {
      // Long pages: scrolling loads every lazy part, and axe reads all of it.
      test.setTimeout(120_000);
      await page.goto(path);
      await scrollThrough(page);
      await expectNoSeriousA11yViolations(page);
    });
  }

  test(`no serious axe violations on the kitchen sink on a phone @mobile`, async ({ page }) => {
    test.setTimeout(120_000);
    await page.goto(SINK);
    await scrollThrough(page);
    await expectNoSeriousA11yViolations(page);
  });

  test('images carry their dimensions', async ({ page }) => {
    await page.goto(SINK);
    const missing = await page
      .locator('[data-block="linked-cards"], [data-block="category-cards"], [data-block="vertical-list"], [data-block="icon-and-text"], [data-block="benefit-bar"]')
      .locator('img')
      .evaluateAll((imgs) => imgs.filter((i) => !i.getAttribute('width') || !i.getAttribute('height')).map((i) => i.outerHTML.slice(0, 120)));
    expect(missing).toEqual([]);
  });
});

/**
 * Layout blocks rendered on the server (Astro container API): what a shopper without script gets,
 * and the hooks the small scripts and the CSP depend on.
 */
import { readFileSync } from 'node:fs';
import { experimental_AstroContainer as AstroContainer } from 'astro/container';
import { describe, expect, it } from 'vitest';
import Video from '../../../blocks/video/Video.astro';
import BenefitBar from '../../../blocks/benefit-bar/BenefitBar.astro';
import SecondaryNav from '../../../blocks/secondary-nav/SecondaryNav.astro';
import FilterBy from '../../../blocks/filter-by/FilterBy.astro';
import Accordions from '../../../blocks/accordions/Accordions.astro';
import VerticalList from '../../../blocks/vertical-list/VerticalList.astro';
import IconAndText from '../../../blocks/icon-and-text/IconAndText.astro';
import { BENEFIT_BAR_EARLY_SCRIPT } from '../../../blocks/benefit-bar/closed-flag.ts';
import { blockSchemas } from '../../../schemas/content/index.ts';
import { SITES } from '../../../src/lib/site/locales.ts';

const fixture = (name: string): unknown => JSON.parse(readFileSync(new URL(`../../fixtures/blocks/${name}.json`, import.meta.url), 'utf8'));
const ctx = (path = '/en-us/kitchen-sink', position = 5) => ({ site: SITES[0]!, url: new URL(path, 'http://localhost:4321'), preview: false, pageId: 'test', position });

async function render(component: unknown, type: keyof typeof blockSchemas, raw: unknown, path?: string): Promise<string> {
  const container = await AstroContainer.create();
  const block = blockSchemas[type].parse(raw);
  return container.renderToString(component as never, { props: { block, ctx: ctx(path) } });
}

describe('video', () => {
  it('is a complete native video: sources per breakpoint, poster, tracks, controls, no autoplay attribute', async () => {
    const html = await render(Video, 'video', fixture('video.valid'));
    expect(html).toMatch(/<video[^>]*\scontrols[\s>]/);
    expect(html).toMatch(/<video[^>]*\spreload="none"/);
    expect(html).not.toMatch(/<video[^>]*\sautoplay/);
    const sources = [...html.matchAll(/<source src="([^"]+)" type="([^"]+)"(?: media="([^"]+)")?/g)].map((m) => [m[1], m[2], m[3]]);
    expect(sources).toEqual([
      ['/media/video/trail-loop-landscape.webm', 'video/webm', '(min-width: 64rem)'],
      ['/media/video/trail-loop-landscape.mp4', 'video/mp4', '(min-width: 64rem)'],
      ['/media/video/trail-loop-portrait.webm', 'video/webm', undefined],
      ['/media/video/trail-loop-portrait.mp4', 'video/mp4', undefined],
    ]);
    expect(html).toContain('poster="/media/content/video-trail-loop-360x640.svg"');
    // No `default`: the browser fetches a track only once it is shown.
    const tracks = [...html.matchAll(/<track ([^>]*)>/g)].map((m) => m[1]!);
    expect(tracks).toHaveLength(2);
    expect(tracks[0]).toMatch(/^kind="captions" src="\/media\/video\/trail-loop\.captions\.en\.vtt" srclang="en" label="English"/);
    expect(tracks[1]).toMatch(/^kind="chapters" src="\/media\/video\/trail-loop\.chapters\.en\.vtt" srclang="en" label="Chapters"/);
    for (const t of tracks) expect(t).not.toMatch(/\sdefault/);
    expect(html).toContain('aria-label="Six seconds on the trail"');
    expect(html).toContain('--v-ar-sm:360 / 640');
    expect(html).toContain('--v-ar-lg:640 / 360');
  });

  it('has a pause button for a video without controls, shown only by its script', async () => {
    const html = await render(Video, 'video', fixture('video.valid'));
    expect(html).toMatch(/<button[^>]*data-video-toggle[^>]*aria-label="Play video"[^>]*hidden/);
  });

  it('carries a VideoObject in a JSON-LD data block that CMS text cannot break out of', async () => {
    const raw = { ...(fixture('video.valid') as object), seoTitle: 'Trail </script><script>alert(1)</script>' };
    const html = await render(Video, 'video', raw);
    const json = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)?.[1];
    expect(json).toBeDefined();
    expect(json).not.toContain('</script');
    expect(JSON.parse(json!)).toMatchObject({ '@type': 'VideoObject', name: 'Trail </script><script>alert(1)</script>' });
  });

  it('renders the Cloudinary asset’s delivery URLs for a production video', async () => {
    const html = await render(Video, 'video-player', fixture('video-player.valid'));
    expect(html).toContain('src="https://res.cloudinary.com/cairn-outdoor/video/upload/ar_16:9,c_fill,g_auto,q_auto/campaigns/autumn/trail-loop.mp4"');
  });
});

describe('benefit bar', () => {
  it('runs the closed-flag check before the closable bar is in the page', async () => {
    const html = await render(BenefitBar, 'benefit-bar', fixture('benefit-bar.valid'));
    const rootStart = html.indexOf('<div data-block="benefit-bar"');
    const script = html.indexOf(`<script>${BENEFIT_BAR_EARLY_SCRIPT}</script>`);
    expect(script).toBeGreaterThan(-1);
    expect(rootStart).toBeGreaterThan(script);
    expect(html.indexOf('data-benefit-bar-closable')).toBeGreaterThan(rootStart);
    expect(html).toMatch(/<button[^>]*aria-label="Close this offer"[^>]*data-benefit-bar-close[^>]*hidden/);
  });

  it('has no inline script and no close button when it cannot be closed', async () => {
    const html = await render(BenefitBar, 'benefit-bar', { ...(fixture('benefit-bar.valid') as object), showCloseButton: false });
    expect(html).not.toContain(BENEFIT_BAR_EARLY_SCRIPT);
    expect(html).not.toContain('data-benefit-bar-close');
    expect(html).not.toContain('data-benefit-bar-closable');
  });

  it('opens its info in a native popover and marks its background image decorative', async () => {
    const html = await render(BenefitBar, 'benefit-bar', fixture('benefit-bar.valid'));
    const target = /popovertarget="([^"]+)"[^>]*aria-label="More information"/.exec(html)?.[1];
    expect(target).toBeDefined();
    expect(html).toContain(`id="${target}" popover`);
    // An empty alt (rendered as a bare `alt`) makes the image decorative.
    expect(html).toMatch(/<img[^>]*\salt(="")?\s[^>]*class="absolute inset-0/);
  });
});

describe('navigation', () => {
  it('secondary nav: a row and a <details> list, with the current page marked in both', async () => {
    const html = await render(SecondaryNav, 'secondary-nav', fixture('secondary-nav.valid'), '/en-us/help/returns/how-to-return');
    expect(html).toMatch(/<nav[^>]*aria-label="Help"/);
    expect(html).toContain('<details');
    expect(html.match(/aria-current="page"[^>]*>Returns</g)).toHaveLength(2);
    expect(html).toContain(': Returns');
  });

  it('filter-by: the filter of the current listing is marked', async () => {
    const html = await render(FilterBy, 'filter-by', fixture('filter-by.valid'), '/en-us/c/mens-jackets-2001?sort=newest');
    expect(html).toMatch(/href="\/en-us\/c\/mens-jackets-2001\?sort=newest" aria-current="page"[^>]*>Newest</);
    expect(html).not.toMatch(/aria-current="page"[^>]*>All</);
  });

  it('accordions: single-open panels share one name; the first starts open', async () => {
    const html = await render(Accordions, 'accordions', fixture('accordions.valid'));
    const names = [...html.matchAll(/<details name="([^"]+)"/g)].map((m) => m[1]);
    expect(names).toHaveLength(2);
    expect(new Set(names).size).toBe(1);
    expect(html).toMatch(/<details name="[^"]+" open/);
  });
});

describe('media in lists', () => {
  it('vertical list: the first media shows, the others are hidden from assistive technology', async () => {
    const html = await render(VerticalList, 'vertical-list', fixture('vertical-list.valid'));
    expect(html).toMatch(/data-vl-media="0" data-active/);
    expect(html).toMatch(/data-vl-media="1" aria-hidden="true"/);
    expect(html).toMatch(/<a href="\/en-us\/c\/base-layers-2004"[^>]*>Base layer<\/a>/);
  });

  it('icon-and-text: icons are images with dimensions, decorative when their alt is empty', async () => {
    const html = await render(IconAndText, 'icon-and-text', fixture('icon-and-text.valid'));
    const icons = [...html.matchAll(/<img [^>]*>/g)].map((m) => m[0]);
    expect(icons).toHaveLength(2);
    for (const icon of icons) {
      expect(icon).toMatch(/\salt(="")?\s/);
      expect(icon).toMatch(/width="\d+"/);
      expect(icon).toMatch(/height="\d+"/);
      expect(icon).toContain('size-[1.875rem]');
    }
  });
});

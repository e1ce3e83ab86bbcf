/**
 * Layout, navigation and media blocks (video, video player, accordions, anchors, linked cards,
 * category cards, secondary nav, filter-by, vertical list, icon-and-text, benefit bar): their
 * schemas (fixtures, defaults, the rules editors meet), the decisions their components make
 * before rendering, and their seed content.
 */
import { existsSync, readFileSync } from 'node:fs';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { accordionsBlock } from '../../../schemas/content/accordions.ts';
import { anchorsBlock } from '../../../schemas/content/anchors.ts';
import { benefitBarBlock } from '../../../schemas/content/benefit-bar.ts';
import { categoryCardsBlock } from '../../../schemas/content/category-cards.ts';
import { filterByBlock } from '../../../schemas/content/filter-by.ts';
import { iconAndTextBlock } from '../../../schemas/content/icon-and-text.ts';
import { blockSchemas } from '../../../schemas/content/index.ts';
import { linkedCardsBlock } from '../../../schemas/content/linked-cards.ts';
import { secondaryNavBlock } from '../../../schemas/content/secondary-nav.ts';
import { verticalListBlock } from '../../../schemas/content/vertical-list.ts';
import { videoBlock, videoPlayerBlock, type VideoBlock } from '../../../schemas/content/video.ts';
import {
  aspectRatioParam,
  clientConfig,
  cloudinaryCut,
  jsonForScript,
  LOCAL_CLOUD_NAME,
  nativeSources,
  trackKind,
  videoCuts,
  videoJsonLd,
  videoMimeType,
} from '../../../blocks/video/model.ts';
import { playerOptions } from '../../../blocks/video/player-options.ts';
import { paddingClasses } from '../../../blocks/video/paddings.ts';
import { ICON_SIZE_CLASS, iconGridClasses, iconItemClasses } from '../../../blocks/icon-and-text/layout.ts';
import { currentFilterIndex, filterHref } from '../../../blocks/filter-by/model.ts';
import { currentLinkIndex } from '../../../blocks/secondary-nav/model.ts';
import { categoryHref } from '../../../blocks/category-cards/model.ts';
import { cardSizes, gridColumnClasses } from '../../../blocks/linked-cards/grid.ts';
import { itemHeadingTag } from '../../../blocks/shared/heading-level.ts';
import { BENEFIT_BAR_CLOSED_ATTR, BENEFIT_BAR_CLOSED_KEY, BENEFIT_BAR_EARLY_SCRIPT } from '../../../blocks/benefit-bar/closed-flag.ts';
import { layoutBlocks, VIDEO_CUTS } from '../../../src/sandbox/seed/content/blocks-layout.ts';
import { CATEGORIES } from '../../../src/sandbox/seed/categories.ts';
import { SITES } from '../../../src/lib/site/locales.ts';

const fixture = (name: string): unknown => JSON.parse(readFileSync(new URL(`../../fixtures/blocks/${name}.json`, import.meta.url), 'utf8'));
const issuePaths = (r: { success: boolean; error?: { issues: Array<{ path: PropertyKey[] }> } }) => (r.error?.issues ?? []).map((i) => i.path.map(String).join('.'));
const en = SITES[0]!;

const LAYOUT_TYPES = ['video', 'video-player', 'accordions', 'anchors', 'linked-cards', 'category-cards', 'secondary-nav', 'filter-by', 'vertical-list', 'icon-and-text', 'benefit-bar'] as const;

describe('schemas: the invalid fixtures fail where an editor went wrong', () => {
  const cases: Array<[string, { safeParse(v: unknown): { success: boolean; error?: { issues: Array<{ path: PropertyKey[] }> } } }, string[]]> = [
    ['video', videoBlock, ['media.sm.url', 'media.sm.width', 'playerSettings.autoplay', 'cloudinaryAsset.publicId', 'tracks.0.src', 'tracks.0.label', 'tracks.0.srclang', 'tracks.0.kind', 'paddings.top']],
    ['video-player', videoPlayerBlock, ['tracks.0.default', 'seoTitle']],
    ['accordions', accordionsBlock, ['titleHeadingTag']],
    ['anchors', anchorsBlock, ['links.0.anchorId', 'links.2.anchorId']],
    ['linked-cards', linkedCardsBlock, ['columns.lg', 'cards.0.target', 'cards.1.target.url']],
    ['category-cards', categoryCardsBlock, ['cards.0.categoryId', 'cards.0.slug', 'cards.0.title']],
    ['secondary-nav', secondaryNavBlock, ['title', 'links']],
    ['filter-by', filterByBlock, ['filters.0.url', 'filters.1.url', 'filters.2.slug']],
    ['vertical-list', verticalListBlock, ['items', 'mediaPosition']],
    ['icon-and-text', iconAndTextBlock, ['iconSize', 'variant', 'iconAndText.0.icon', 'iconAndText.0.backgroundColor']],
    ['benefit-bar', benefitBarBlock, ['title', 'alignment', 'infoIcon.text', 'targets']],
  ];
  it.each(cases)('%s', (type, schema, paths) => {
    expect(schema.safeParse(fixture(`${type}.valid`)).success).toBe(true);
    expect(issuePaths(schema.safeParse(fixture(`${type}.invalid`)))).toEqual(expect.arrayContaining(paths));
  });

  it('registers every layout type under its own name', () => {
    for (const type of LAYOUT_TYPES) expect(blockSchemas[type].safeParse(fixture(`${type}.valid`)).success, type).toBe(true);
  });
});

describe('schema defaults', () => {
  it('video: settings off, no tracks, no paddings', () => {
    const v = videoBlock.parse({ type: 'video', id: 'v', media: { sm: { url: '/media/video/a.mp4', width: 640, height: 360 } } });
    expect(v.playerSettings).toEqual({ autoplay: false, hideControls: false, loop: false, muted: false });
    expect(v.paddings).toEqual({ top: 'none', bottom: 'none', x: 'none' });
    expect(v.tracks).toEqual([]);
    expect(v.media.sm).toMatchObject({ type: 'video', alternates: [], alt: '' });
  });

  it('video: needs the dimensions of every cut, so its box is reserved', () => {
    expect(issuePaths(videoBlock.safeParse({ type: 'video', id: 'v', media: { sm: { url: '/media/video/a.mp4' } } }))).toEqual(['media.sm.width', 'media.sm.height']);
  });

  it('video: refuses protocol-relative and script URLs, keeps http(s) and root-relative ones', () => {
    for (const url of ['//evil.example/v.mp4', 'javascript:alert(1)', 'data:video/mp4;base64,AA']) {
      expect(videoBlock.safeParse({ type: 'video', id: 'v', media: { sm: { url, width: 1, height: 1 } } }).success, url).toBe(false);
    }
    for (const url of ['/media/video/a.mp4', 'https://cdn.example/a.webm']) {
      expect(videoBlock.safeParse({ type: 'video', id: 'v', media: { sm: { url, width: 1, height: 1 } } }).success, url).toBe(true);
    }
  });

  it('icon-and-text: medium icons above the text', () => {
    const b = iconAndTextBlock.parse({ type: 'icon-and-text', id: 'i', iconAndText: [{ icon: { url: '/icons/truck.svg' }, richText: '<p>x</p>' }] });
    expect(b).toMatchObject({ iconSize: 'medium', variant: 'icon-above-text', titleHeadingTag: 'h2' });
  });

  it('benefit bar: centred, not closable, no targets', () => {
    expect(benefitBarBlock.parse({ type: 'benefit-bar', id: 'b', title: 'Free repairs' })).toMatchObject({ alignment: 'center', showCloseButton: false, targets: [] });
  });

  it('cards: one column on small, two on md, three on lg', () => {
    const b = linkedCardsBlock.parse({ type: 'linked-cards', id: 'c', cards: [{ title: 'A', target: { url: '/en-us/' } }] });
    expect(b.columns).toEqual({ sm: 1, md: 2, lg: 3 });
    expect(b).toMatchObject({ aspectRatio: '4/5', variant: 'below' });
  });

  it('accordions: several may open unless single-open', () => {
    const items = [
      { title: 'A', richText: '<p>a</p>', open: true },
      { title: 'B', richText: '<p>b</p>', open: true },
    ];
    expect(accordionsBlock.safeParse({ type: 'accordions', id: 'a', items }).success).toBe(true);
    expect(accordionsBlock.safeParse({ type: 'accordions', id: 'a', items, singleOpen: true }).success).toBe(false);
  });
});

describe('video model', () => {
  const local = videoBlock.parse(fixture('video.valid')) as VideoBlock;
  const cloud = videoPlayerBlock.parse(fixture('video-player.valid')) as VideoBlock;

  it('fills every breakpoint from the one below and lists WebM before MP4', () => {
    const cuts = videoCuts(local);
    expect(cuts.sm.sources).toEqual([
      { src: '/media/video/trail-loop-portrait.webm', type: 'video/webm' },
      { src: '/media/video/trail-loop-portrait.mp4', type: 'video/mp4' },
    ]);
    expect(cuts.md).toEqual(cuts.sm);
    expect(cuts.xl).toEqual(cuts.lg);
    expect(cuts.lg).toMatchObject({ width: 640, height: 360, poster: '/media/content/video-trail-loop-640x360.svg' });
  });

  it('renders native <source>s largest breakpoint first, one group per different cut', () => {
    expect(nativeSources(videoCuts(local))).toEqual([
      { src: '/media/video/trail-loop-landscape.webm', type: 'video/webm', media: '(min-width: 64rem)' },
      { src: '/media/video/trail-loop-landscape.mp4', type: 'video/mp4', media: '(min-width: 64rem)' },
      { src: '/media/video/trail-loop-portrait.webm', type: 'video/webm' },
      { src: '/media/video/trail-loop-portrait.mp4', type: 'video/mp4' },
    ]);
  });

  it('knows the MIME types browsers need to skip what they cannot play', () => {
    expect(videoMimeType('/a/b.WEBM?x=1')).toBe('video/webm');
    expect(videoMimeType('https://cdn.example/v.mp4#t=2')).toBe('video/mp4');
    expect(videoMimeType('/stream.m3u8')).toBeUndefined();
  });

  it('plays a Cloudinary asset from its delivery URLs, cut to each breakpoint’s proportions', () => {
    const cuts = videoCuts(cloud);
    expect(cuts.sm.sources).toEqual([
      { src: 'https://res.cloudinary.com/cairn-outdoor/video/upload/ar_16:9,c_fill,g_auto,q_auto/campaigns/autumn/trail-loop.webm', type: 'video/webm' },
      { src: 'https://res.cloudinary.com/cairn-outdoor/video/upload/ar_16:9,c_fill,g_auto,q_auto/campaigns/autumn/trail-loop.mp4', type: 'video/mp4' },
    ]);
    expect(cuts.sm.poster).toBe('https://res.cloudinary.com/cairn-outdoor/video/upload/ar_16:9,c_fill,g_auto,q_auto,so_0/campaigns/autumn/trail-loop.jpg');
    expect(cloudinaryCut({ cloudName: 'c', publicId: 'v' }, { width: 360, height: 640 }).sources[0]!.src).toContain('/ar_9:16,');
    expect(aspectRatioParam(1920, 820)).toBe('96:41');
  });

  it('gives the player the settings and the transcript to show, and a cloud name it never calls with locally', () => {
    const config = clientConfig(local, videoCuts(local));
    expect(config).toMatchObject({ autoplay: true, muted: true, loop: true, hideControls: true, cloudName: LOCAL_CLOUD_NAME, defaultTrack: { srclang: 'en', label: 'English' }, hasChapters: true });
    expect(clientConfig(cloud, videoCuts(cloud))).toMatchObject({ cloudName: 'cairn-outdoor', hasChapters: true });
    expect(clientConfig(cloud, videoCuts(cloud)).defaultTrack).toBeUndefined();
  });

  it('shows transcripts as captions', () => {
    expect(trackKind('transcripts')).toBe('captions');
    expect(trackKind('chapters')).toBe('chapters');
  });

  it('describes the video as a schema.org VideoObject with absolute URLs, only when it has an SEO title', () => {
    expect(videoJsonLd(local, videoCuts(local), 'https://shop.example')).toEqual({
      '@context': 'https://schema.org',
      '@type': 'VideoObject',
      name: 'Six seconds on the trail',
      description: 'A short loop from the trailhead to the summit.',
      thumbnailUrl: ['https://shop.example/media/content/video-trail-loop-360x640.svg', 'https://shop.example/media/content/video-trail-loop-640x360.svg'],
      contentUrl: 'https://shop.example/media/video/trail-loop-landscape.mp4',
      width: 640,
      height: 360,
    });
    const untitled = videoBlock.parse({ type: 'video', id: 'v', media: { sm: { url: '/a.mp4', width: 1, height: 1 } } }) as VideoBlock;
    expect(videoJsonLd(untitled, videoCuts(untitled), 'https://shop.example')).toBeNull();
  });

  it('writes JSON that cannot close its <script> element', () => {
    const text = jsonForScript({ name: '</script><script>alert(1)</script> & <!-- \u2028' });
    expect(text).not.toMatch(/<|>|&|\u2028/);
    expect(JSON.parse(text)).toEqual({ name: '</script><script>alert(1)</script> & <!-- \u2028' });
  });

  it('keeps the player off every outside service', () => {
    const options = playerOptions(clientConfig(local, videoCuts(local)));
    expect(options).toMatchObject({
      videoConfig: false,
      allowUsageReport: false,
      cloudinaryAnalytics: false,
      analytics: false,
      fontFace: 'inherit',
      showLogo: false,
      seekThumbnails: false,
      autoplay: false,
      controls: false,
      html5: { nativeTextTracks: false, preloadTextTracks: false },
    });
    expect(playerOptions(clientConfig(cloud, videoCuts(cloud)))).toMatchObject({ controls: true, bigPlayButton: true, chaptersButton: true, cloudName: 'cairn-outdoor' });
  });

  it('turns paddings into spacer-scale classes', () => {
    expect(paddingClasses({ top: 'md', bottom: 'xl', x: 'none' })).toBe('pt-8 pb-24 px-0');
  });
});

describe('icon-and-text layout', () => {
  it('uses the §9 icon sizes md, lg and 3xl', () => {
    expect(ICON_SIZE_CLASS).toEqual({ small: 'size-4', medium: 'size-[1.125rem]', large: 'size-[1.875rem]' });
  });

  it('puts four items in a 2-column grid (§9), and one column for one-column', () => {
    expect(iconGridClasses('icon-above-text', 4)).toBe('grid-cols-1 md:grid-cols-2');
    expect(iconGridClasses('icon-left', 4)).toBe('grid-cols-1 md:grid-cols-2');
    expect(iconGridClasses('icon-above-text', 3)).toBe('grid-cols-1 md:grid-cols-3');
    expect(iconGridClasses('icon-above-text', 6)).toBe('grid-cols-1 md:grid-cols-2 lg:grid-cols-3');
    expect(iconGridClasses('one-column', 4)).toBe('grid-cols-1');
  });

  it('stacks the icon above the text or beside it', () => {
    expect(iconItemClasses('icon-above-text')).toContain('flex-col');
    expect(iconItemClasses('icon-left')).toContain('flex-row');
    expect(iconItemClasses('one-column')).toContain('flex-row');
  });
});

describe('links', () => {
  const url = (path: string) => new URL(path, 'https://shop.example');

  it('category links are localised and carry their query', () => {
    expect(categoryHref('fr-fr', { categoryId: '2001', slug: 'mens-jackets' })).toBe('/fr-fr/c/mens-jackets-2001');
    expect(categoryHref('en-us', { categoryId: '2001', slug: 'mens-jackets', query: { sort: 'newest' } })).toBe('/en-us/c/mens-jackets-2001?sort=newest');
  });

  it('filter links add their query to a category or a url', () => {
    const items = filterByBlock.parse(fixture('filter-by.valid')).filters;
    expect(items.map((f) => filterHref('en-us', f))).toEqual(['/en-us/c/mens-jackets-2001', '/en-us/c/mens-jackets-2001?sort=newest', '/en-us/about-us?topic=rain']);
    expect(filterHref('en-us', { text: 'x', url: '/en-us/search?q=boots#top', query: { sort: 'newest' } })).toBe('/en-us/search?q=boots&sort=newest#top');
  });

  it('marks the filter of the current listing, whatever the page number or kept params', () => {
    const hrefs = ['/en-us/c/mens-jackets-2001', '/en-us/c/mens-jackets-2001?sort=newest'];
    expect(currentFilterIndex(hrefs, url('/en-us/c/mens-jackets-2001'))).toBe(0);
    expect(currentFilterIndex(hrefs, url('/en-us/c/mens-jackets-2001?sort=newest&page=3&cms=spring'))).toBe(1);
    expect(currentFilterIndex(hrefs, url('/en-us/c/mens-jackets-2001?sort=price-asc'))).toBe(-1);
    expect(currentFilterIndex(hrefs, url('/en-us/c/womens-jackets-2002'))).toBe(-1);
  });

  it('marks the secondary nav link of the current path, whatever the query', () => {
    const links = [{ url: '/en-us/c/backpacks-3001' }, { url: '/en-us/c/tents-3002' }];
    expect(currentLinkIndex(links, url('/en-us/c/tents-3002?sort=newest&page=2'))).toBe(1);
    expect(currentLinkIndex(links, url('/en-us/c/tents-3002/'))).toBe(1);
    expect(currentLinkIndex(links, url('/en-us/c/gear-3000'))).toBe(-1);
    expect(currentLinkIndex([{ url: 'https://other.example/en-us/c/tents-3002' }], url('/en-us/c/tents-3002'))).toBe(-1);
  });

  it('sizes card images to their column', () => {
    expect(gridColumnClasses({ sm: 2, md: 3, lg: 4 })).toBe('grid-cols-2 md:grid-cols-3 lg:grid-cols-4');
    expect(cardSizes({ sm: 1, md: 2, lg: 4 })).toEqual({ sm: '100vw', md: '50vw', lg: '25vw', xl: '320px' });
  });

  it('keeps headings in order: items one level below the block title, h2 without one', () => {
    expect(itemHeadingTag('Guides', 'h2')).toBe('h3');
    expect(itemHeadingTag('Guides', 'h6')).toBe('h6');
    expect(itemHeadingTag(undefined, 'h3')).toBe('h2');
    expect(itemHeadingTag('Guides', 'p')).toBe('h2');
  });
});

describe('benefit bar closed flag', () => {
  function runEarlyScript(stored: string | null, storageThrows = false): boolean {
    const attributes = new Map<string, string>();
    const sandbox = {
      localStorage: {
        getItem: (key: string) => {
          if (storageThrows) throw new Error('SecurityError');
          return key === BENEFIT_BAR_CLOSED_KEY ? stored : null;
        },
      },
      document: { documentElement: { setAttribute: (name: string, value: string) => attributes.set(name, value) } },
    };
    runInNewContext(BENEFIT_BAR_EARLY_SCRIPT, sandbox);
    return attributes.has(BENEFIT_BAR_CLOSED_ATTR);
  }

  it('persists under benefitBarClosed (docs/requirements/content-blocks.md#benefit-bar)', () => {
    expect(BENEFIT_BAR_CLOSED_KEY).toBe('benefitBarClosed');
  });

  it('hides closable bars before paint only when the flag is set', () => {
    expect(runEarlyScript('true')).toBe(true);
    expect(runEarlyScript(null)).toBe(false);
    expect(runEarlyScript('false')).toBe(false);
  });

  it('shows the bar when storage is refused', () => {
    expect(runEarlyScript('true', true)).toBe(false);
  });
});

describe('seed content', () => {
  const productsByCategory = new Map();
  const ctxFor = (site: (typeof SITES)[number]) => ({ site, categories: CATEGORIES, productsByCategory });

  it.each(SITES.map((s) => [s.locale, s] as const))('%s: every block passes its schema', (_locale, site) => {
    const blocks = layoutBlocks(ctxFor(site));
    const all = [...blocks.home, ...blocks.content, ...blocks.kitchenSink, ...CATEGORIES.flatMap((c) => blocks.category(c))];
    const problems = all.flatMap((b) => {
      const r = blockSchemas[b.type as keyof typeof blockSchemas].safeParse(b);
      return r.success ? [] : [`${b.id}: ${r.error.issues.map((i) => `${i.path.join('.')} ${i.message}`).join('; ')}`];
    });
    expect(problems).toEqual([]);
  });

  it('shows every layout type in the kitchen sink, in several variants where they have them', () => {
    const sink = layoutBlocks(ctxFor(en)).kitchenSink;
    const counts = new Map<string, number>();
    for (const b of sink) counts.set(b.type, (counts.get(b.type) ?? 0) + 1);
    for (const type of LAYOUT_TYPES) expect(counts.get(type) ?? 0, type).toBeGreaterThanOrEqual(1);
    for (const type of ['video', 'accordions', 'linked-cards', 'category-cards', 'secondary-nav', 'filter-by', 'vertical-list', 'benefit-bar']) expect(counts.get(type), type).toBeGreaterThanOrEqual(2);
    expect(counts.get('icon-and-text')).toBe(3);
    expect(new Set(sink.map((b) => b.id)).size).toBe(sink.length);
  });

  it('points every anchor link at a block of the same page, each anchor once', () => {
    const blocks = layoutBlocks(ctxFor(en));
    for (const page of [blocks.content, blocks.kitchenSink]) {
      const anchors = page.flatMap((b) => (typeof b.anchorId === 'string' ? [b.anchorId] : []));
      expect(new Set(anchors).size).toBe(anchors.length);
      const links = page.filter((b) => b.type === 'anchors').flatMap((b) => (b.links as Array<{ anchorId: string }>).map((l) => l.anchorId));
      expect(links.length).toBeGreaterThan(0);
      for (const id of links) expect(anchors).toContain(id);
    }
  });

  it('uses video files and tracks that exist, and never a Cloudinary asset', () => {
    const videoDir = new URL('../../../src/sandbox/media/video/', import.meta.url);
    for (const cut of Object.values(VIDEO_CUTS)) {
      for (const ext of ['webm', 'mp4']) expect(existsSync(new URL(`${cut.name}.${ext}`, videoDir)), `${cut.name}.${ext}`).toBe(true);
    }
    for (const site of SITES) {
      const videos = layoutBlocks(ctxFor(site)).kitchenSink.filter((b) => b.type === 'video' || b.type === 'video-player');
      for (const v of videos) {
        expect(v.cloudinaryAsset, v.id).toBeUndefined();
        for (const t of (v.tracks as Array<{ src: string }> | undefined) ?? []) expect(existsSync(new URL(t.src.replace('/media/video/', ''), videoDir)), t.src).toBe(true);
      }
    }
  });

  it('gives category pages their department nav and sort filters', () => {
    const blocks = layoutBlocks(ctxFor(en));
    const tents = CATEGORIES.find((c) => c.id === '3002')!;
    expect(blocks.category(tents).map((b) => b.type)).toEqual(['secondary-nav', 'filter-by']);
  });
});

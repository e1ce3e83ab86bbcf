/**
 * The page composer: places the blocks of the block seed modules (blocks-media.ts,
 * blocks-nav.ts) into the CMS documents of every site: home, category landings, content pages,
 * footer, menu, fragments, pop-ups, fixed pages, and scheduled content for time-travel preview.
 */
import type { Site } from '../../../lib/site/locales.ts';
import { FIXED_PAGES, type ContentDocument } from '../../../../schemas/content/document.ts';
import { CATEGORIES, categoryPath, type Category } from '../categories.ts';
import { randomFor } from '../random.ts';
import { mediaBlocks } from './blocks-media.ts';
import { navBlocks } from './blocks-nav.ts';
import { layoutBlocks } from './blocks-layout.ts';
import { experimentBlocks, experimentsPageBlocks } from './blocks-experiments.ts';
import { newsletterPageBlocks, overlayBlocks, overlaysPageBlocks } from './blocks-overlay.ts';
import { dataBlocks, productDataBlocks } from './blocks-data.ts';
import { KITCHEN_SINK_AREAS, KITCHEN_SINK_PARENT, areaTitleKey, kitchenSinkPage, kitchenSinkSections } from './kitchen-sinks.ts';
import { popupBlocks } from './popups.ts';
import { helpPages } from './help-pages.ts';
import { categoryName, meta, NOT_AVAILABLE_DESCRIPTION, pageTitle } from './titles.ts';
import type { RawBlock, SeedBlocks, SeedContext } from './types.ts';

/** A document to seed, with its edit time (the seed decides it, so two seeds are identical). */
export type SeededDocument = ContentDocument & { updatedAt: string };

/** Scheduled content (docs/sandbox.md): winter-sale starts, summer-clearance has ended. */
export const WINTER_SALE_FROM = '2035-11-15T00:00:00.000Z';
export const SUMMER_CLEARANCE_FROM = '2024-06-01T00:00:00.000Z';
export const SUMMER_CLEARANCE_UNTIL = '2024-09-01T00:00:00.000Z';
/** The block-isolation page's blocks (used by the e2e test proving per-block isolation). */
export const ISOLATION_BLOCK_IDS = {
  validBanner: 'isolation-valid-banner',
  brokenBanner: 'isolation-broken-banner',
  unknownType: 'isolation-mystery-widget',
  validRichText: 'isolation-valid-rich-text',
} as const;

const DAY_MS = 86_400_000;
const EDIT_EPOCH = Date.UTC(2025, 5, 2, 9);

interface Section {
  id: string;
  name: string;
  blocks: RawBlock[];
}

/** Block ids must be unique in a page; blocks reused from several groups get a suffix. */
function uniqueIds(sections: Section[]): Section[] {
  const seen = new Map<string, number>();
  return sections.map((s) => ({
    ...s,
    blocks: s.blocks.map((b) => {
      const n = (seen.get(b.id) ?? 0) + 1;
      seen.set(b.id, n);
      return n === 1 ? b : { ...b, id: `${b.id}-${n}` };
    }),
  }));
}

function chunk(blocks: RawBlock[], size: number, prefix: string): Section[] {
  const sections: Section[] = [];
  for (let i = 0; i < blocks.length; i += size) {
    const n = sections.length + 1;
    sections.push({ id: `${prefix}-section-${n}`, name: `Section ${n}`, blocks: blocks.slice(i, i + size) });
  }
  return sections;
}

function interleave(a: readonly RawBlock[], b: readonly RawBlock[]): RawBlock[] {
  const out: RawBlock[] = [];
  for (let i = 0; i < Math.max(a.length, b.length); i++) {
    if (a[i]) out.push(a[i] as RawBlock);
    if (b[i]) out.push(b[i] as RawBlock);
  }
  return out;
}

/** The first block of a type among the groups' blocks, to reuse as a template. */
function template(groups: readonly SeedBlocks[], type: string): RawBlock | undefined {
  for (const g of groups) {
    for (const list of [g.content, g.home, g.kitchenSink]) {
      const found = list.find((b) => b.type === type);
      if (found) return found;
    }
  }
  return undefined;
}

const escapeHtml = (text: string): string => text.replace(/[<>&"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;' })[c] as string);

/** A copy of a template block with its own id and, where the block has them, its own texts. */
function retitled(block: RawBlock, id: string, title: string, text?: string, heading: 'h1' | 'h2' = 'h2'): RawBlock {
  const copy = structuredClone(block);
  copy.id = id;
  copy.name = title;
  if (copy.type === 'rich-text') {
    copy.richText = `<${heading}>${escapeHtml(title)}</${heading}>${text ? `<p>${escapeHtml(text)}</p>` : ''}`;
    return copy;
  }
  if (typeof copy.title === 'string') copy.title = title;
  if (typeof copy.titleHtml === 'string') copy.titleHtml = escapeHtml(title);
  if (text !== undefined && typeof copy.richText === 'string') copy.richText = `<p>${escapeHtml(text)}</p>`;
  return copy;
}

function updatedAt(site: Site, key: string): string {
  const rng = randomFor(`updated:${site.siteId}:${key}`);
  return new Date(EDIT_EPOCH - rng.int(0, 120) * DAY_MS - rng.int(0, 86_399) * 1000).toISOString();
}

interface Composer {
  site: Site;
  groups: readonly SeedBlocks[];
  /** A stand-in block for pages that need just one: rich text, else a banner (always a banner for an h1). */
  simple(id: string, title: string, text: string, heading?: 'h1' | 'h2'): RawBlock[];
  doc(input: Omit<ContentDocument, 'site' | 'publish' | 'body'> & { publish?: ContentDocument['publish']; title: string; description?: string; sections: Section[] }): SeededDocument;
}

function composer(ctx: SeedContext): Composer {
  const { site } = ctx;
  const groups = [mediaBlocks(ctx), navBlocks(ctx), layoutBlocks(ctx), experimentBlocks(ctx), overlayBlocks(ctx), dataBlocks(ctx)];
  const richText = template(groups, 'rich-text');
  const banner = template(groups, 'banner');
  return {
    site,
    groups,
    simple(id, title, text, heading) {
      // The sanitiser allows h2–h6 in rich text: a page's h1 is a banner title.
      if (heading === 'h1' && banner) return [{ ...retitled(banner, id, title, text), titleH1: true, hideTitle: false }];
      const base = richText ?? banner;
      return base ? [retitled(base, id, title, text, heading)] : [];
    },
    doc({ title, description, sections, publish, ...envelope }) {
      const key = `${envelope.area}:${envelope.page ?? ''}:${envelope.mode}`;
      return {
        ...envelope,
        site: site.siteId,
        publish: publish ?? {},
        body: { name: title, meta: meta(site, title, description), sections: uniqueIds(sections) },
        updatedAt: updatedAt(site, key),
      };
    },
  };
}

function categoryDocument(c: Composer, category: Category): SeededDocument {
  const [media, nav] = c.groups as [SeedBlocks, SeedBlocks];
  const name = categoryName(c.site, category.id, category.name);
  return c.doc({
    area: 'category',
    page: category.id,
    mode: 'publish',
    title: name,
    description: `${name}: ${meta(c.site, name).description}`,
    sections: [
      { id: `category-${category.id}-top`, name: 'Top', blocks: media.category(category) },
      { id: `category-${category.id}-collections`, name: 'Collections', blocks: nav.category(category) },
      // The groups after media and nav follow, in group order.
      ...c.groups.slice(2).map((g, i) => ({ id: `category-${category.id}-more-${i + 1}`, name: 'More', blocks: g.category(category) })),
    ].filter((s) => s.blocks.length > 0),
  });
}

function isolationPage(c: Composer): SeededDocument {
  const banner = template(c.groups, 'banner');
  const richText = template(c.groups, 'rich-text');
  const valid: RawBlock[] = [];
  if (banner) valid.push(retitled(banner, ISOLATION_BLOCK_IDS.validBanner, 'This banner is valid'));
  const broken: RawBlock = { ...(banner ? structuredClone(banner) : { type: 'banner' }), id: ISOLATION_BLOCK_IDS.brokenBanner, name: 'Broken banner', targets: 'not-an-array' };
  const mystery: RawBlock = { type: 'mystery-widget', id: ISOLATION_BLOCK_IDS.unknownType, name: 'Mystery widget', payload: { spin: true } };
  return c.doc({
    area: 'page',
    page: 'block-isolation',
    parent: 'styleguide',
    mode: 'publish',
    title: pageTitle(c.site, 'block-isolation'),
    sections: [
      { id: 'isolation-valid', name: 'Valid blocks', blocks: valid },
      { id: 'isolation-broken', name: 'Broken and unknown blocks', blocks: [broken, mystery] },
      {
        id: 'isolation-after',
        name: 'After the broken blocks',
        blocks: richText ? [retitled(richText, ISOLATION_BLOCK_IDS.validRichText, 'Still here', 'The blocks around a broken one still render.')] : [],
      },
    ],
  });
}

/** Every document of one site. */
export function siteDocuments(ctx: SeedContext): SeededDocument[] {
  const c = composer(ctx);
  const { site } = c;
  const [media, nav] = c.groups as [SeedBlocks, SeedBlocks];
  /** The groups after media and nav: their blocks follow theirs, in group order. */
  const more = c.groups.slice(2);
  const home = chunk([...interleave(media.home, nav.home), ...more.flatMap((g) => g.home)], 2, 'home');
  const docs: SeededDocument[] = [];

  docs.push(c.doc({ area: 'page', page: 'home', mode: 'publish', title: pageTitle(site, 'home'), sections: home }));
  // The home draft editors see in preview: a different lead block, so tests can tell them apart.
  docs.push(
    c.doc({
      area: 'page',
      page: 'home',
      mode: 'preview',
      title: `[Draft] ${pageTitle(site, 'home')}`,
      sections: [{ id: 'home-draft-lead', name: 'Draft lead', blocks: c.simple('home-draft-banner', 'Preview: the new season drop', 'This draft is only visible in preview.') }, ...home],
    }),
  );

  for (const category of ctx.categories) docs.push(categoryDocument(c, category));

  docs.push(c.doc({ area: 'page', page: 'about-us', mode: 'publish', title: pageTitle(site, 'about-us'), sections: chunk([...interleave(media.content, nav.content), ...more.flatMap((g) => g.content)], 2, 'about-us') }));
  docs.push(
    c.doc({
      area: 'page',
      page: 'sustainability',
      parent: 'about-us',
      mode: 'publish',
      title: pageTitle(site, 'sustainability'),
      sections: chunk(interleave([...nav.content].reverse(), [...media.content].reverse()), 3, 'sustainability'),
    }),
  );
  const sink = c.groups.flatMap((g) => g.kitchenSink);
  const types = [...new Set(sink.map((b) => b.type))];
  docs.push(
    c.doc({
      area: 'page',
      page: 'kitchen-sink',
      parent: 'styleguide',
      mode: 'publish',
      title: pageTitle(site, 'kitchen-sink'),
      sections: types.map((type) => ({ id: `kitchen-sink-${type}`, name: type, blocks: sink.filter((b) => b.type === type) })),
    }),
  );
  docs.push(isolationPage(c));
  // The data-fed blocks alone (blocks-data.ts): article grids, recommendations, up-sells, photos, inline grids.
  docs.push(
    c.doc({
      area: 'page',
      page: 'data-blocks',
      parent: 'styleguide',
      mode: 'publish',
      title: pageTitle(site, 'data-blocks', 'Articles, recommendations and photos'),
      sections: [
        { id: 'data-blocks-lead', name: 'Lead', blocks: c.simple('data-blocks-lead-banner', pageTitle(site, 'data-blocks', 'Articles, recommendations and photos'), 'Live from the journal, the personalisation engine, the catalogue and the social media service.', 'h1') },
        ...chunk(dataBlocks(ctx).kitchenSink, 1, 'data-blocks'),
      ],
    }),
  );
  // A kitchen sink per page area (kitchen-sinks.ts): every group's kitchenSink blocks.
  for (const area of KITCHEN_SINK_AREAS) {
    const title = `${pageTitle(site, 'kitchen-sink')} · ${pageTitle(site, areaTitleKey(area), area.replace(/-/g, ' '))}`;
    docs.push(
      c.doc({
        area: 'page',
        page: kitchenSinkPage(area),
        parent: KITCHEN_SINK_PARENT,
        mode: 'publish',
        title,
        ...(area === 'error' ? { description: NOT_AVAILABLE_DESCRIPTION } : {}),
        sections: [{ id: `kitchen-sink-${area}-lead`, name: 'Lead', blocks: c.simple(`kitchen-sink-${area}-lead`, title, `Every block type in its main variants, as the ${area.replace(/-/g, ' ')} area shows them.`, 'h1') }, ...kitchenSinkSections(c.groups, area)],
      }),
    );
  }
  // Dialogs, newsletter and event sign-ups alone (blocks-overlay.ts), and the newsletter page the pop-up leads to.
  docs.push(
    c.doc({
      area: 'page',
      page: 'overlays',
      parent: 'styleguide',
      mode: 'publish',
      title: pageTitle(site, 'overlays', 'Dialogs and sign-ups'),
      sections: [
        { id: 'overlays-lead', name: 'Lead', blocks: c.simple('overlays-lead-banner', pageTitle(site, 'overlays', 'Dialogs and sign-ups'), 'Dialogs, newsletter and event sign-ups.', 'h1') },
        ...chunk(overlaysPageBlocks(ctx), 2, 'overlays'),
      ],
    }),
  );
  docs.push(
    c.doc({
      area: 'page',
      page: 'newsletter',
      mode: 'publish',
      title: pageTitle(site, 'newsletter', 'Newsletter'),
      sections: [
        { id: 'newsletter-lead', name: 'Lead', blocks: c.simple('newsletter-lead-banner', pageTitle(site, 'newsletter', 'Newsletter'), 'Trail news, repair tips and offers, twice a month.', 'h1') },
        { id: 'newsletter-form', name: 'Sign-up', blocks: newsletterPageBlocks(ctx) },
      ],
    }),
  );
  // The help and legal pages the footer and banners link to (help-pages.ts): terms, privacy, returns, contact, loyalty.
  for (const help of helpPages(site)) {
    docs.push(c.doc({ area: 'page', page: help.page, ...(help.parent ? { parent: help.parent } : {}), mode: 'publish', title: help.title, description: help.description, sections: help.sections }));
  }
  // Experiences and segmentation (blocks-experiments.ts), one block per section.
  docs.push(
    c.doc({
      area: 'page',
      page: 'experiments',
      parent: 'styleguide',
      mode: 'publish',
      title: pageTitle(site, 'experiments', 'Experiments and segments'),
      sections: [
        { id: 'experiments-lead', name: 'Lead', blocks: c.simple('experiments-lead-banner', pageTitle(site, 'experiments', 'Experiments and segments'), 'What you see here depends on the test, your account and your basket.', 'h1') },
        ...chunk(experimentsPageBlocks(ctx), 1, 'experiments'),
      ],
    }),
  );

  docs.push(
    c.doc({
      area: 'page',
      page: 'winter-sale',
      parent: 'sales',
      mode: 'publish',
      publish: { from: WINTER_SALE_FROM },
      title: pageTitle(site, 'winter-sale'),
      sections: [{ id: 'winter-sale-lead', name: 'Lead', blocks: c.simple('winter-sale-banner', pageTitle(site, 'winter-sale'), 'Up to 40% off jackets and boots.', 'h1') }, ...chunk(media.content, 2, 'winter-sale')],
    }),
  );
  docs.push(
    c.doc({
      area: 'page',
      page: 'summer-clearance',
      parent: 'sales',
      mode: 'publish',
      publish: { from: SUMMER_CLEARANCE_FROM, until: SUMMER_CLEARANCE_UNTIL },
      title: pageTitle(site, 'summer-clearance'),
      sections: [{ id: 'summer-clearance-lead', name: 'Lead', blocks: c.simple('summer-clearance-banner', pageTitle(site, 'summer-clearance'), 'Last chance on sandals and trail runners.', 'h1') }],
    }),
  );

  docs.push(c.doc({ area: 'footer', mode: 'publish', title: pageTitle(site, 'footer'), sections: [{ id: 'footer', name: 'Footer', blocks: media.footer ?? [] }] }));
  docs.push(c.doc({ area: 'menu', mode: 'publish', title: pageTitle(site, 'menu'), sections: [{ id: 'menu', name: 'Menu', blocks: nav.menu ?? [] }] }));
  docs.push(c.doc({ area: 'popups', mode: 'publish', title: pageTitle(site, 'popups'), sections: [{ id: 'popups', name: 'Pop-ups', blocks: popupBlocks(site) }] }));

  docs.push(
    c.doc({
      area: 'fragment',
      page: 'fragment-trail-tips',
      mode: 'publish',
      title: pageTitle(site, 'fragment-trail-tips'),
      sections: [{ id: 'fragment-trail-tips', name: 'Trail tips', blocks: c.simple('trail-tips-text', pageTitle(site, 'fragment-trail-tips'), 'Start early, pack layers, and tell someone your route.') }],
    }),
  );
  docs.push(
    c.doc({
      area: 'fragment',
      page: 'fragment-size-help',
      mode: 'publish',
      title: pageTitle(site, 'fragment-size-help'),
      sections: [{ id: 'fragment-size-help', name: 'Size help', blocks: c.simple('size-help-text', pageTitle(site, 'fragment-size-help'), 'Between sizes? Take the larger one for hiking boots: your feet swell on long days.') }],
    }),
  );

  for (const page of FIXED_PAGES) {
    const title = pageTitle(site, page);
    const description = page === 'error-4xx' ? NOT_AVAILABLE_DESCRIPTION : undefined;
    // The account pages' frames sit under the page's own h1 (the section's name), the loyalty
    // sign-up's frame inside its dialog, on a page with its own h1: theirs is an h2.
    const heading = page === 'account' || page === 'account-profile' || page === 'loyalty-modal' ? 'h2' : 'h1';
    docs.push(c.doc({ area: page, mode: 'publish', title, description, sections: [{ id: `${page}-main`, name: title, blocks: c.simple(`${page}-text`, title, meta(site, title, description).description, heading) }] }));
  }

  docs.push(
    c.doc({
      area: 'product',
      page: 'FWINSTOCK1',
      mode: 'publish',
      title: 'Summit Trail Mid WP Boot',
      sections: [
        { id: 'product-FWINSTOCK1-story', name: 'Story', blocks: c.simple('product-FWINSTOCK1-text', 'Built on the trail', 'Tested for 2,000 km by our guides before it reached the shop.') },
        // Photos of it, more to buy with it and similar products (blocks-data.ts).
        { id: 'product-FWINSTOCK1-more', name: 'More', blocks: productDataBlocks(ctx, 'FWINSTOCK1') },
      ],
    }),
  );
  for (const searchType of ['results', 'no-results'] as const) {
    const title = pageTitle(site, `search-${searchType}`);
    const shopAll = CATEGORIES.filter((cat) => !cat.parent).map((cat) => categoryPath(site.locale, cat));
    docs.push(
      c.doc({
        area: 'search',
        page: searchType,
        mode: 'publish',
        title,
        sections: [{ id: `search-${searchType}`, name: title, blocks: c.simple(`search-${searchType}-text`, title, `Browse ${shopAll.join(', ')}`) }],
      }),
    );
  }
  return docs;
}

const TOPICS = ['Layering for shoulder season', 'Choosing a tent', 'Breaking in boots', 'Leave no trace', 'Night hiking', 'Packing light', 'River crossings', 'Winter camping', 'Trail running form', 'Caring for down'];

/** The extra pages of --scale: `journal-00001`… on the en-us site, children of `journal`. */
export function journalDocuments(ctx: SeedContext, count: number): SeededDocument[] {
  const c = composer(ctx);
  const docs: SeededDocument[] = [];
  for (let n = 1; n <= count; n++) {
    const key = `journal-${String(n).padStart(5, '0')}`;
    const topic = TOPICS[n % TOPICS.length] as string;
    const title = `${pageTitle(c.site, 'journal')} #${n}: ${topic}`;
    docs.push(
      c.doc({
        area: 'page',
        page: key,
        parent: 'journal',
        mode: 'publish',
        title,
        sections: [{ id: `${key}-body`, name: topic, blocks: c.simple(`${key}-text`, title, `${topic}: notes from the trail, entry ${n}.`) }],
      }),
    );
  }
  return docs;
}


/**
 * The help and legal pages every site links to from its footer and banners (issue 12): the
 * Cairn Summit page and its terms, terms of use (`brand-terms`), terms of sale, SMS terms,
 * associate discount terms, the privacy notice, the event terms, how to return, contact us and
 * the warranty (whose route adds the claim form). Content pages
 * (`page/{siteId}/{slug}`, nested slugs included), rendered by src/pages/[locale]/[...slug].astro.
 *
 * Each page is a title banner (the page's h1), rich-text blocks (h2 and below), an accordion of
 * questions where the page has them, and a closing call to action. The words are in
 * help-copy-legal.ts and help-copy-service.ts, in the site's language; figures in help-facts.ts.
 */
import type { Site } from '../../../lib/site/locales.ts';
import { ASSOCIATE_DISCOUNT_TERMS, BRAND_TERMS, EVENT_TERMS, LOYALTY_TERMS, PRIVACY, SALE_TERMS, SMS_TERMS } from './help-copy-legal.ts';
import { CONTACT_US, HOW_TO_RETURN, LOYALTY, WARRANTY } from './help-copy-service.ts';
import { factsFor, type CtaTarget, type PageCopy, type PageWords } from './help-facts.ts';
import type { RawBlock } from './types.ts';

/** The pages, their slugs (`/{locale}/{page}`) and their parent (for `children/{siteId}/{parent}`). */
export const HELP_PAGES: ReadonlyArray<{ page: string; parent?: string; words: PageWords }> = [
  { page: 'loyalty', words: LOYALTY },
  { page: 'loyalty-terms', parent: 'legal', words: LOYALTY_TERMS },
  { page: 'brand-terms', parent: 'legal', words: BRAND_TERMS },
  { page: 'sale-terms', parent: 'legal', words: SALE_TERMS },
  { page: 'sms-terms', parent: 'legal', words: SMS_TERMS },
  { page: 'associate-discount-terms', parent: 'legal', words: ASSOCIATE_DISCOUNT_TERMS },
  { page: 'privacy', parent: 'legal', words: PRIVACY },
  { page: 'event-terms', parent: 'legal', words: EVENT_TERMS },
  { page: 'help/returns/how-to-return', parent: 'help', words: HOW_TO_RETURN },
  { page: 'help/contact-us', parent: 'help', words: CONTACT_US },
  // The claim form's page (src/pages/[locale]/help/warranty.astro) frames its form with this copy.
  { page: 'help/warranty', parent: 'help', words: WARRANTY },
];

export interface HelpPage {
  page: string;
  parent?: string;
  title: string;
  description: string;
  sections: Array<{ id: string; name: string; blocks: RawBlock[] }>;
}

const LEAD_BACKGROUND = '#e9e2d0';
const CTA_BACKGROUND = '#dfe7e1';

const escapeHtml = (text: string): string => text.replace(/[<>&"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;' })[c] as string);

/**
 * French puts a no-break space before : and a narrow one before ; ! ? % and » (after «), so a
 * line never starts with the mark. Only where the copy has a plain space there: links and
 * attributes have none.
 */
function frenchSpacing(text: string): string {
  return text
    .replace(/ :/g, '\u00a0:')
    .replace(/ ([;!?%»])/g, '\u202f$1')
    .replace(/« /g, '«\u202f');
}

/** Applies `fix` to every string of the copy but link URLs. */
function mapText<T>(value: T, fix: (s: string) => string): T {
  if (typeof value === 'string') return fix(value) as T;
  if (Array.isArray(value)) return value.map((v) => mapText(v, fix)) as T;
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, k === 'url' ? v : mapText(v, fix)])) as T;
  }
  return value;
}

const targets = (list: CtaTarget[] | undefined) => (list ?? []).map((t) => ({ url: t.url, text: t.text, style: { sm: t.style ?? 'primary' } }));

function blocksOf(key: string, copy: PageCopy): HelpPage['sections'] {
  const sections: HelpPage['sections'] = [
    {
      id: `${key}-lead`,
      name: 'Title',
      blocks: [
        {
          type: 'banner',
          id: `${key}-title`,
          name: `${copy.title}: title`,
          title: copy.title,
          titleH1: true,
          subtitle: copy.subtitle,
          ...(copy.leadNote ? { richText: copy.leadNote } : {}),
          targets: targets(copy.leadTargets),
          backgroundColor: LEAD_BACKGROUND,
          titleStyle: 'display-md',
          subtitleStyle: 'body-md',
        },
      ],
    },
    {
      id: `${key}-body`,
      name: 'Body',
      blocks: copy.blocks.map((b, i) => ({
        type: 'rich-text',
        id: `${key}-text-${i + 1}`,
        name: b.heading,
        richText: `<h2>${escapeHtml(b.heading)}</h2>${b.html}`,
        maxWidth: 'md',
      })),
    },
  ];
  if (copy.faq) {
    sections.push({
      id: `${key}-questions`,
      name: 'Questions',
      blocks: [
        {
          type: 'accordions',
          id: `${key}-faq`,
          name: copy.faq.title,
          anchorId: 'faq',
          title: copy.faq.title,
          titleHeadingTag: 'h2',
          items: copy.faq.items.map(([title, richText], i) => ({ id: `${key}-faq-${i + 1}`, title, richText })),
        },
      ],
    });
  }
  if (copy.cta) {
    sections.push({
      id: `${key}-next`,
      name: 'Call to action',
      blocks: [
        {
          type: 'banner',
          id: `${key}-cta`,
          name: `${copy.title}: call to action`,
          title: copy.cta.title,
          ...(copy.cta.text ? { subtitle: copy.cta.text } : {}),
          targets: targets(copy.cta.targets),
          ...(copy.cta.note ? { richTextBelowTargets: copy.cta.note } : {}),
          backgroundColor: CTA_BACKGROUND,
          backdrop: true,
          titleStyle: 'display-sm',
          subtitleStyle: 'body-md',
        },
      ],
    });
  }
  return sections;
}

/** The help and legal pages of one site, in its language. */
export function helpPages(site: Site): HelpPage[] {
  const facts = factsFor(site);
  return HELP_PAGES.map(({ page, parent, words }) => {
    const raw = words[facts.lang](facts);
    const copy = facts.lang === 'fr' ? mapText(raw, frenchSpacing) : raw;
    return { page, ...(parent ? { parent } : {}), title: copy.title, description: copy.description, sections: blocksOf(page.replace(/\//g, '-'), copy) };
  });
}

/**
 * The envelope of a CMS document as the sandbox stores and imports it (docs/content-import.md).
 * The body is kept exactly as given (blocks unchecked), so real exports and malformed test
 * content can both be loaded; only the envelope is validated.
 */
import { z } from 'zod';
import { SITE_IDS } from '../../src/lib/site/locales.ts';

/** Fixed CMS pages, served at augmentedpage/{siteId}/{page} (docs/requirements/content-blocks.md#content-service). */
export const FIXED_PAGES = [
  'account',
  'account-profile',
  'basecamp',
  'cart',
  'checkout',
  'contact-us',
  'error-4xx',
  'gift-card',
  'loyalty-modal',
  'order-confirmation',
  'promotions',
  'search',
  'sign-in-modal',
  'sign-up',
  'sign-up-modal',
  'store-locator',
  'westend',
] as const;

/** Areas whose documents are addressed by a key (`page`): a slug, category id, product id or fragment id. */
export const KEYED_AREAS = ['page', 'category', 'product', 'search', 'fragment'] as const;
/** Areas with one document per site. */
export const SINGLE_AREAS = ['footer', 'menu', 'popups', ...FIXED_PAGES] as const;
export const AREAS = [...KEYED_AREAS, ...SINGLE_AREAS] as const;
export type Area = (typeof AREAS)[number];

export const contentMode = z.enum(['publish', 'preview']);
export type ContentMode = z.infer<typeof contentMode>;

const isoDate = z.iso.datetime({ offset: true });

export const contentDocument = z
  .object({
    site: z.enum(SITE_IDS as [string, ...string[]]),
    area: z.enum(AREAS),
    /** Key inside a keyed area. Required there, refused elsewhere. */
    page: z.string().trim().min(1).max(200).optional(),
    /** For `children/{siteId}/{parentPageSlug}`. */
    parent: z.string().trim().min(1).optional(),
    mode: contentMode,
    publish: z.object({ from: isoDate.optional(), until: isoDate.optional() }).default({}),
    /** The augmented page, stored exactly as given. */
    body: z.record(z.string(), z.unknown()),
  })
  .superRefine((doc, ctx) => {
    const keyed = (KEYED_AREAS as readonly string[]).includes(doc.area);
    if (keyed && !doc.page) ctx.addIssue({ code: 'custom', path: ['page'], message: `area "${doc.area}" needs a page key` });
    if (!keyed && doc.page) ctx.addIssue({ code: 'custom', path: ['page'], message: `area "${doc.area}" takes no page key` });
    const { from, until } = doc.publish;
    if (from && until && Date.parse(from) >= Date.parse(until)) {
      ctx.addIssue({ code: 'custom', path: ['publish', 'until'], message: 'publish.until must be after publish.from' });
    }
  });
export type ContentDocument = z.infer<typeof contentDocument>;

/**
 * Pop-up (docs/requirements/content-blocks.md#pop-up): one per page load, the first not yet dismissed. It appears
 * after `delay`, minimized (a tab with `minimizedTitle`), then expands (`maximizedTitle`, logo,
 * title, targets, disclaimer). Impression, expand and click go to the tag manager, tagged
 * Newsletter or Account. Pop-ups live in the site's popups document and show on every page.
 */
import { z } from 'zod';
import { blockBase, mediaObject, target } from './common.ts';

/** docs/requirements/content-blocks.md#pop-up: "Pop-up default delay 2000 ms". */
export const POPUP_DEFAULT_DELAY_MS = 2000;
/** Longer than anyone waits on one page; keeps a typo (20000000) from meaning "never". */
export const POPUP_MAX_DELAY_MS = 120_000;

/** docs/requirements/content-blocks.md#pop-up: "Newsletter pop-ups are tagged Newsletter, others Account". */
export const popupType = z.enum(['Newsletter', 'Account']);
export type PopupType = z.infer<typeof popupType>;

export const popUpBlock = z.object({
  type: z.literal('pop-up'),
  ...blockBase,
  popupType: popupType.default('Account'),
  /** Milliseconds after the page loads. */
  delay: z.number().int().min(0).max(POPUP_MAX_DELAY_MS).default(POPUP_DEFAULT_DELAY_MS),
  logo: mediaObject.optional(),
  logoSize: z.enum(['small', 'large']).default('small'),
  /** The tab's text while minimized. */
  minimizedTitle: z.string().trim().min(1).max(80),
  /** The heading of the expanded pop-up. */
  maximizedTitle: z.string().trim().min(1).max(120),
  /** The offer, in large type under the logo. */
  title: z.string().trim().min(1).max(160).optional(),
  /** Small print (CMS HTML, sanitised; links allowed). */
  disclaimer: z.string().trim().max(2000).optional(),
  targets: z.array(target).max(2).default([]),
});
export type PopUpBlock = z.output<typeof popUpBlock>;

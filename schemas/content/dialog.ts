/**
 * A CMS dialog (docs/requirements/content-blocks.md#dialogs-and-panels section type "dialogs"; docs/requirements/content-blocks.md#dialogs-and-panels named dialogs): content that
 * opens over the page from any CMS target whose url is `#dialog:<block id>`, through the site's
 * one dialog manager (src/stores/dialogs.ts). Its content is a short list of leaf blocks, each
 * rendered by its own component: rich text, pictures, a newsletter sign-up. Leaf blocks only, so
 * a dialog can't hold a dialog or a page's worth of blocks.
 */
import { z } from 'zod';
import { blockBase, target } from './common.ts';
import { richTextBlock } from './rich-text.ts';
import { pictureBlock } from './picture.ts';
import { newsletterBlock } from './newsletter.ts';
import { DIALOG_NAME_PATTERN } from '../../src/lib/dialogs/names.ts';

export const DIALOG_MAX_ITEMS = 6;

export const dialogItem = z.discriminatedUnion('type', [richTextBlock, pictureBlock, newsletterBlock]);
export type DialogItem = z.output<typeof dialogItem>;

export const dialogBlock = z.object({
  type: z.literal('dialog'),
  ...blockBase,
  /** The id is the dialog's name: targets open it with `#dialog:<id>`. */
  id: z.string().regex(DIALOG_NAME_PATTERN, 'A dialog id may hold letters, digits, _ . : - (it is used in #dialog:<id> links)'),
  /** The dialog's heading and accessible name. */
  title: z.string().trim().min(1).max(120),
  /** modal: bottom sheet on small screens, centred from md. panel: bottom sheet below lg, right-hand panel from lg. */
  layout: z.enum(['modal', 'panel']).default('modal'),
  items: z.array(dialogItem).min(1).max(DIALOG_MAX_ITEMS),
  /** Calls to action under the content (a `#dialog:` target opens another dialog in its place). */
  targets: z.array(target).max(3).default([]),
});
export type DialogBlock = z.output<typeof dialogBlock>;

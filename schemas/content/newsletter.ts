/**
 * Newsletter sign-up (docs/requirements/content-blocks.md#newsletter Screens, docs/requirements/content-blocks.md#newsletter): an email field and a required policy
 * checkbox, posted to the BFF (/api/newsletter), which subscribes the address (type Newsletter).
 * The interface words default to the block's messages (blocks/newsletter/messages.ts); each can
 * be set by the editor.
 */
import { z } from 'zod';
import { blockBase, cssColor, textAlignment } from './common.ts';

export const newsletterBlock = z.object({
  type: z.literal('newsletter'),
  ...blockBase,
  title: z.string().trim().min(1).max(120),
  titleHeadingTag: z.enum(['h2', 'h3', 'h4']).default('h2'),
  /** An introduction above the form (CMS HTML, sanitised). */
  richText: z.string().trim().max(4000).optional(),
  /** The policy checkbox's label (plain text). */
  policyLabel: z.string().trim().min(1).max(200).optional(),
  /** Small print under the policy checkbox, with links to the policy (CMS HTML, sanitised). */
  policyText: z.string().trim().max(2000).optional(),
  submitCtaLabel: z.string().trim().min(1).max(40).optional(),
  /** The heading shown once subscribed (and, with the dynamic form, to the already subscribed). */
  successTitle: z.string().trim().min(1).max(120).optional(),
  successMessage: z.string().trim().min(1).max(400).optional(),
  /**
   * docs/requirements/content-blocks.md#newsletter: with the dynamic form on, an already subscribed shopper sees the success
   * heading, and the checkbox and submit button are hidden.
   */
  dynamicForm: z.boolean().default(false),
  alignment: textAlignment.default('left'),
  backgroundColor: cssColor.optional(),
  textColor: cssColor.optional(),
});
export type NewsletterBlock = z.output<typeof newsletterBlock>;

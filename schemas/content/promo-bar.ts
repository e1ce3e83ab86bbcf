/**
 * Promo bar: one or more short messages with optional links. Several messages rotate with CSS
 * only (or show as a list); a pause toggle and reduced-motion both stop the rotation.
 */
import { z } from 'zod';
import { blockBase, cssColor, href } from './common.ts';

export const promoMessage = z.object({
  id: z.string().optional(),
  text: z.string().trim().min(1).max(160),
  target: z
    .object({
      url: href,
      text: z.string().trim().min(1).max(40),
      targetAttribute: z.enum(['_self', '_blank']).default('_self'),
    })
    .optional(),
});

/** Bounds keep each message readable (WCAG timing) without the bar feeling stuck. */
export const PROMO_ROTATION_SECONDS = { min: 4, max: 15, default: 6 } as const;
export const PROMO_MAX_MESSAGES = 6;

export const promoBarBlock = z.object({
  type: z.literal('promo-bar'),
  ...blockBase,
  messages: z.array(promoMessage).min(1).max(PROMO_MAX_MESSAGES),
  display: z.enum(['rotate', 'list']).default('rotate'),
  rotationSeconds: z
    .number()
    .int()
    .min(PROMO_ROTATION_SECONDS.min)
    .max(PROMO_ROTATION_SECONDS.max)
    .default(PROMO_ROTATION_SECONDS.default),
  backgroundColor: cssColor.optional(),
  textColor: cssColor.optional(),
  promotionTracking: z.object({ promotionName: z.string().trim().min(1).max(100) }).optional(),
  /** Accessible name of the bar's region (default: the localised "Promotions"); unique per page. */
  label: z.string().trim().min(1).max(60).optional(),
});
export type PromoBarBlock = z.output<typeof promoBarBlock>;

/**
 * Experience (docs/requirements/editors-and-experiments.md#experiences): an A/B test in a page. The baseline blocks and each variant's blocks
 * (`targets`) are nested CMS blocks, parsed one by one when rendered (per-block isolation), so
 * one broken block inside a variant drops alone.
 */
import { z } from 'zod';
import { blockBase } from './common.ts';
import { spacerSize } from './spacer.ts';

/** Nested blocks: kept raw here, parsed by the renderer; a generous cap keeps pages sane. */
export const nestedBlocks = z.array(z.unknown()).max(50).default([]);

export const experienceVariant = z.object({
  name: z.string().trim().min(1),
  /** The decision's variation key (Optimizely) that selects this variant. */
  variantId: z.string().trim().min(1).max(200),
  targets: nestedBlocks,
});
export type ExperienceVariant = z.output<typeof experienceVariant>;

export const experienceBlock = z
  .object({
    type: z.literal('experience'),
    ...blockBase,
    /** The experiment (Optimizely flag key) deciding between the variants. */
    experienceId: z.string().trim().min(1).max(200),
    baselines: nestedBlocks,
    variants: z.array(experienceVariant).max(10).default([]),
    /** A click inside the block records this page event (Monetate) and conversion (experiments). */
    trackingEvent: z.string().trim().min(1).max(200).optional(),
    /** Space below the block per breakpoint, on the spacer scale; a missing breakpoint inherits the one below. */
    bottomMargins: z
      .object({ sm: spacerSize.default('none'), md: spacerSize.optional(), lg: spacerSize.optional(), xl: spacerSize.optional() })
      .prefault({}),
  })
  .superRefine((block, ctx) => {
    const seen = new Set<string>();
    block.variants.forEach((v, i) => {
      if (v.variantId === 'baseline') ctx.addIssue({ code: 'custom', path: ['variants', i, 'variantId'], message: '"baseline" names the baseline, not a variant' });
      if (seen.has(v.variantId)) ctx.addIssue({ code: 'custom', path: ['variants', i, 'variantId'], message: `Duplicate variantId "${v.variantId}"` });
      seen.add(v.variantId);
    });
  });
export type ExperienceBlock = z.output<typeof experienceBlock>;

/** Spacer: vertical space from a fixed scale per breakpoint, with an optional divider line. */
import { z } from 'zod';
import { blockBase, cssColor } from './common.ts';

/** none 0, xs 0.5rem, sm 1rem, md 2rem, lg 4rem, xl 6rem (see blocks/spacer/spacer.ts). */
export const spacerSize = z.enum(['none', 'xs', 'sm', 'md', 'lg', 'xl']);
export type SpacerSize = z.infer<typeof spacerSize>;

export const spacerBlock = z.object({
  type: z.literal('spacer'),
  ...blockBase,
  /** A missing breakpoint inherits the one below. */
  size: z
    .object({
      sm: spacerSize.default('md'),
      md: spacerSize.optional(),
      lg: spacerSize.optional(),
      xl: spacerSize.optional(),
    })
    .prefault({}),
  divider: z
    .object({
      color: cssColor.optional(),
      style: z.enum(['solid', 'dashed', 'dotted']).default('solid'),
      /** Inset to the content width instead of edge to edge. */
      inset: z.boolean().default(true),
    })
    .optional(),
  backgroundColor: cssColor.optional(),
});
export type SpacerBlock = z.output<typeof spacerBlock>;

/**
 * Segmentation (docs/requirements/editors-and-experiments.md#segmentation): the first segment whose audience condition holds is shown, else
 * the baseline. A segment's condition is its `condition`, or its `id` when that names one: one
 * of the audience conditions of docs/requirements/editors-and-experiments.md#audiences, optionally negated with `not-` (loyalty-member,
 * not-employee, cart-not-empty…).
 */
import { z } from 'zod';
import { blockBase } from './common.ts';
import { nestedBlocks } from './experience.ts';
import { AUDIENCE_EXPRESSIONS, isAudienceExpression } from '../../src/lib/segments/audiences.ts';

export const segment = z.object({
  id: z.string().trim().min(1).max(200),
  condition: z.string().trim().optional(),
  targets: nestedBlocks,
});

export const segmentationBlock = z
  .object({
    type: z.literal('segmentation'),
    ...blockBase,
    segments: z.array(segment).max(20).default([]),
    baselines: nestedBlocks,
  })
  .superRefine((block, ctx) => {
    const seen = new Set<string>();
    block.segments.forEach((s, i) => {
      const condition = s.condition ?? s.id;
      if (!isAudienceExpression(condition)) {
        ctx.addIssue({
          code: 'custom',
          path: ['segments', i, s.condition === undefined ? 'id' : 'condition'],
          message: `Unknown audience condition "${condition}" (one of ${AUDIENCE_EXPRESSIONS.slice(0, 12).join(', ')}, each also with "not-")`,
        });
      }
      if (s.id === 'baseline') ctx.addIssue({ code: 'custom', path: ['segments', i, 'id'], message: '"baseline" names the baseline, not a segment' });
      if (seen.has(s.id)) ctx.addIssue({ code: 'custom', path: ['segments', i, 'id'], message: `Duplicate segment id "${s.id}"` });
      seen.add(s.id);
    });
  });
export type SegmentationBlock = z.output<typeof segmentationBlock>;
/** A segment with its condition resolved. */
export const segmentCondition = (s: { id: string; condition?: string | undefined }): string => s.condition ?? s.id;

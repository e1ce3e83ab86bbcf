/**
 * Event sign-up, the content side (docs/requirements/content-blocks.md#event-sign-up "Event sign-up dialog", docs/requirements/content-blocks.md#event-sign-up): the block
 * shows the event and opens the sign-up dialog. A signed-in shopper gets the form (attending
 * days when the event spans two or more days, an optional plus-one, the terms); a signed-out one
 * gets a sign-in link until the sign-in steps arrive with their issue.
 */
import { z } from 'zod';
import { blockBase } from './common.ts';

/** Longest event the day selector offers days for: a month of checkboxes is already a lot. */
export const EVENT_MAX_DAYS = 31;

const DAY_MS = 86_400_000;

/** A calendar date, `YYYY-MM-DD` (a date-time is cut to its date): real dates only. */
export const calendarDate = z
  .string()
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}(T.*)?$/, 'Use a date like 2030-07-12')
  .transform((v) => v.slice(0, 10))
  .refine((v) => {
    const [y, m, d] = v.split('-').map(Number) as [number, number, number];
    const date = new Date(Date.UTC(y, m - 1, d));
    return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
  }, 'Not a real date');

/** Days from start to end, inclusive (dates are `YYYY-MM-DD`, read as UTC calendar days). */
export function daySpan(startDate: string, endDate: string): number {
  return Math.round((Date.parse(`${endDate}T00:00:00Z`) - Date.parse(`${startDate}T00:00:00Z`)) / DAY_MS) + 1;
}

export const eventSignupBlock = z
  .object({
    type: z.literal('event-signup'),
    ...blockBase,
    /** The event's id in the consumer service (sent as eventId). */
    eventId: z.string().trim().min(1).max(100),
    title: z.string().trim().min(1).max(120),
    startDate: calendarDate,
    endDate: calendarDate,
    /** Offer a plus-one: a guest name field. */
    enablePlusOne: z.boolean().default(false),
    /** The event's description (CMS HTML, sanitised). */
    richText: z.string().trim().max(8000).optional(),
    submitCtaLabel: z.string().trim().min(1).max(40).optional(),
    confirmationTitle: z.string().trim().min(1).max(120),
    confirmationSubtitle: z.string().trim().max(400).optional(),
    /** Small print under the terms checkbox, with links to the event terms (CMS HTML, sanitised). */
    termsText: z.string().trim().max(2000).optional(),
  })
  .superRefine((b, ctx) => {
    const span = daySpan(b.startDate, b.endDate);
    if (span < 1) ctx.addIssue({ code: 'custom', path: ['endDate'], message: 'The event ends before it starts' });
    else if (span > EVENT_MAX_DAYS) ctx.addIssue({ code: 'custom', path: ['endDate'], message: `An event lasts at most ${EVENT_MAX_DAYS} days` });
  });
export type EventSignupBlock = z.output<typeof eventSignupBlock>;

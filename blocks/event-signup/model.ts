/**
 * The event sign-up's decisions that need no page (docs/requirements/content-blocks.md#event-sign-up): the days offered, how they are
 * shown and sent, and where signing in starts. Pure, for the component and the unit tests.
 */
import { joinDays } from '../../schemas/forms/event-registration.ts';

export { joinDays };

const DAY_MS = 86_400_000;

/** Every date from start to end inclusive, `YYYY-MM-DD` (calendar days, no time zone drift). */
export function eventDays(startDate: string, endDate: string): string[] {
  const start = Date.parse(`${startDate}T00:00:00Z`);
  const end = Date.parse(`${endDate}T00:00:00Z`);
  const days: string[] = [];
  for (let t = start; t <= end; t += DAY_MS) days.push(new Date(t).toISOString().slice(0, 10));
  return days;
}

/** docs/requirements/content-blocks.md#event-sign-up: the attending-days selector appears only if the event spans two or more days. */
export const offersDayChoice = (days: readonly string[]): boolean => days.length >= 2;

/** A day as the shopper reads it, in the site's language ("Friday 12 July 2030"). */
export function dayLabel(day: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`));
}

/** The event's dates in one phrase ("12 – 14 July 2030"), or the one day. */
export function dateRangeLabel(startDate: string, endDate: string, locale: string): string {
  const format = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
  const start = new Date(`${startDate}T00:00:00Z`);
  return startDate === endDate ? format.format(start) : format.formatRange(start, new Date(`${endDate}T00:00:00Z`));
}

/** Where the shopper comes back to after signing in: this page, with the event dialog open. */
export const eventReturnPath = (pagePath: string, dialogName: string): string => `${pagePath}#dialog:${dialogName}`;

/**
 * The sign-in link's href without JavaScript (the account area); with it, the link opens the
 * sign-in dialog (`data-island="sign-in"`) with the same return path.
 */
export function signInHref(locale: string, pagePath: string, dialogName: string): string {
  return `/${locale}/account?returnTo=${encodeURIComponent(eventReturnPath(pagePath, dialogName))}`;
}

/** The event dialog's name in the dialog manager (and its `#dialog:` link). */
export const eventDialogName = (blockId: string): string => `event-${blockId.replace(/[^\w.:-]/g, '-').slice(0, 90)}`;

/**
 * The event sign-up form's own rules (docs/requirements/content-blocks.md#event-sign-up), with no dependencies so the form's browser
 * script can use them: how the chosen days travel.
 */

/** docs/requirements/content-blocks.md#event-sign-up: "days sent joined by comma and space". */
export const ATTENDING_DAYS_SEPARATOR = ', ';

export const joinDays = (days: readonly string[]): string => days.join(ATTENDING_DAYS_SEPARATOR);

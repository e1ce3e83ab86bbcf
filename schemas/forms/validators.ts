/**
 * Form field validators (seed 001 §5) as pure functions: each returns a message id, or null when
 * the value passes. They import nothing (no zod), so a form's browser script can use them
 * without shipping a schema library; the server checks the same rules with the same patterns.
 * The words for each id are in ./messages.ts.
 */

/** Seed 001 §5: "a standard address pattern with a dot in the domain". */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/;

/**
 * Seed 001 §5: "letters (incl. accented), spaces, comma, dot, apostrophe, backtick, hyphen".
 * The typographic apostrophe (’) counts as an apostrophe: phones type it for O’Brien.
 */
export const NAME_PATTERN = /^[\p{L}\p{M} ,.'’`-]+$/u;

export type FieldMessageId = 'required' | 'emailInvalid' | 'nameInvalid';

/** Seed 001 §5: "blank strings are empty". */
export const isBlank = (value: string | null | undefined): boolean => value == null || value.trim() === '';

/** A required text field: blank is missing. */
export function validateRequired(value: string | null | undefined): FieldMessageId | null {
  return isBlank(value) ? 'required' : null;
}

/** A required checkbox (policy, terms): it must be ticked. */
export function validateChecked(checked: boolean): FieldMessageId | null {
  return checked ? null : 'required';
}

/** A required email address. */
export function validateEmail(value: string | null | undefined): FieldMessageId | null {
  if (isBlank(value)) return 'required';
  return EMAIL_PATTERN.test((value as string).trim()) ? null : 'emailInvalid';
}

/** A name that may be left empty, but must be a name when filled (the event's plus-one guest). */
export function validateOptionalName(value: string | null | undefined): FieldMessageId | null {
  if (isBlank(value)) return null;
  return NAME_PATTERN.test((value as string).trim()) ? null : 'nameInvalid';
}

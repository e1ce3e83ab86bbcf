/**
 * Form field validators (docs/requirements/errors.md#field-validation-messages) as pure functions: each returns a message id
 * (or, for messages with a value in them, a `FieldProblem`), or null when the value passes. They
 * import nothing (no zod), so a form's browser script or island can use them without shipping a
 * schema library; the server checks the same rules with the same patterns and functions.
 * The words for each id are in ./messages.ts.
 */

/** docs/requirements/account-and-loyalty.md#addresses: "a standard address pattern with a dot in the domain". */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/;

/**
 * docs/requirements/errors.md#field-validation-messages: "letters (incl. accented), spaces, comma, dot, apostrophe, backtick, hyphen".
 * The typographic apostrophe (’) counts as an apostrophe: phones type it for O’Brien.
 */
export const NAME_PATTERN = /^[\p{L}\p{M} ,.'’`-]+$/u;

/** docs/requirements/sign-in.md#sign-in-flow: "Sign-in email is required and at most 100 characters". */
export const SIGN_IN_EMAIL_MAX_LENGTH = 100;
/** docs/requirements/errors.md#field-validation-messages: names 2 to 30 characters. */
export const NAME_MIN_LENGTH = 2;
export const NAME_MAX_LENGTH = 30;
/** docs/requirements/errors.md#field-validation-messages: at least 8 characters with an upper case letter, a lower case letter and a digit. */
export const PASSWORD_MIN_LENGTH = 8;

export type FieldMessageId =
  | 'required'
  | 'emailInvalid'
  | 'nameInvalid'
  | 'passwordInvalid'
  | 'passwordRuleLength'
  | 'passwordRuleUppercase'
  | 'passwordRuleLowercase'
  | 'passwordRuleNumber'
  | 'lengthExact'
  | 'lengthMin'
  | 'lengthMax'
  | 'valueMax'
  | 'valueMin'
  | 'dateInvalid'
  | 'dateSameOrBefore'
  | 'dateSameOrAfter'
  | 'sameAs'
  | 'pattern'
  | 'phoneInvalid'
  /** docs/requirements/sign-in.md#passwords: "FE340 passwords don't match". */
  | 'FE340'
  /** docs/requirements/sign-in.md#passwords: "FE872 password too short". */
  | 'FE872';

/** A message with values to put in it ({n}, {format}, {date}, {field}, {pattern}). */
export interface FieldProblem {
  id: FieldMessageId;
  values?: Readonly<Record<string, string | number>>;
}

/** What a validator answers: a plain id, or an id with values; null when the value passes. */
export type FieldResult = FieldMessageId | FieldProblem | null;

const problem = (id: FieldMessageId, values: Record<string, string | number>): FieldProblem => ({ id, values });

/** docs/requirements/errors.md#field-validation-messages: "blank strings are empty". */
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

/** The sign-in email (docs/requirements/sign-in.md#sign-in-flow): required, at most 100 characters, an email address. */
export function validateSignInEmail(value: string | null | undefined): FieldResult {
  if (isBlank(value)) return 'required';
  const email = (value as string).trim();
  if (email.length > SIGN_IN_EMAIL_MAX_LENGTH) return problem('lengthMax', { n: SIGN_IN_EMAIL_MAX_LENGTH });
  return EMAIL_PATTERN.test(email) ? null : 'emailInvalid';
}

/** A name that may be left empty, but must be a name when filled (the event's plus-one guest). */
export function validateOptionalName(value: string | null | undefined): FieldMessageId | null {
  if (isBlank(value)) return null;
  return NAME_PATTERN.test((value as string).trim()) ? null : 'nameInvalid';
}

/** A first or last name: required, 2–30 characters of the name alphabet. */
export function validateName(value: string | null | undefined): FieldResult {
  if (isBlank(value)) return 'required';
  const name = (value as string).trim();
  if (!NAME_PATTERN.test(name)) return 'nameInvalid';
  return validateLength(name, { min: NAME_MIN_LENGTH, max: NAME_MAX_LENGTH });
}

// ---- Password ----------------------------------------------------------------------------

/** The live checklist of docs/requirements/sign-in.md#passwords, in the order it is shown. */
export const PASSWORD_RULES = [
  { id: 'passwordRuleLength', test: (p: string) => p.length >= PASSWORD_MIN_LENGTH },
  { id: 'passwordRuleUppercase', test: (p: string) => /[A-Z]/.test(p) },
  { id: 'passwordRuleLowercase', test: (p: string) => /[a-z]/.test(p) },
  { id: 'passwordRuleNumber', test: (p: string) => /\d/.test(p) },
] as const satisfies ReadonlyArray<{ id: FieldMessageId; test: (p: string) => boolean }>;

export type PasswordRuleId = (typeof PASSWORD_RULES)[number]['id'];

/** Each checklist item and whether the password meets it. */
export function passwordChecklist(password: string): ReadonlyArray<{ id: PasswordRuleId; met: boolean }> {
  return PASSWORD_RULES.map((rule) => ({ id: rule.id, met: rule.test(password) }));
}

export function meetsPasswordRules(password: string): boolean {
  return PASSWORD_RULES.every((rule) => rule.test(password));
}

/** A new password (sign-up, reset, change): required and meeting every rule. */
export function validateNewPassword(value: string | null | undefined): FieldMessageId | null {
  if (!value) return 'required';
  return meetsPasswordRules(value) ? null : 'passwordInvalid';
}

/** The password of a sign-in: only required (the account's rules may predate ours). */
export function validatePassword(value: string | null | undefined): FieldMessageId | null {
  return value ? null : 'required';
}

/** The repeated password of a reset or change form (docs/requirements/sign-in.md#passwords: FE872 too short, FE340 no match). */
export function validatePasswordConfirmation(password: string, confirmation: string): FieldMessageId | null {
  if (!confirmation) return 'required';
  if (password.length < PASSWORD_MIN_LENGTH) return 'FE872';
  return password === confirmation ? null : 'FE340';
}

// ---- Length, range, same-as, pattern -----------------------------------------------------

/** Length bounds; equal bounds mean "exactly n characters". Empty values pass (pair with required). */
export function validateLength(value: string | null | undefined, bounds: { min?: number; max?: number }): FieldProblem | null {
  if (isBlank(value)) return null;
  const length = (value as string).trim().length;
  const { min, max } = bounds;
  if (min !== undefined && max !== undefined && min === max) return length === min ? null : problem('lengthExact', { n: min });
  if (min !== undefined && length < min) return problem('lengthMin', { n: min });
  if (max !== undefined && length > max) return problem('lengthMax', { n: max });
  return null;
}

/** Numeric bounds. */
export function validateRange(value: number, bounds: { min?: number; max?: number }): FieldProblem | null {
  if (bounds.max !== undefined && value > bounds.max) return problem('valueMax', { n: bounds.max });
  if (bounds.min !== undefined && value < bounds.min) return problem('valueMin', { n: bounds.min });
  return null;
}

/** A value that must repeat another field's ({field} is that field's label). */
export function validateSameAs(value: string, other: string, field: string): FieldProblem | null {
  return value === other ? null : problem('sameAs', { field });
}

/** A value that must match a pattern (a server rule); {pattern} is what the shopper is shown. */
export function validatePattern(value: string | null | undefined, pattern: RegExp | string, shown?: string): FieldProblem | null {
  if (isBlank(value)) return null;
  const re = typeof pattern === 'string' ? new RegExp(`^(?:${pattern})$`) : pattern;
  return re.test((value as string).trim()) ? null : problem('pattern', { pattern: shown ?? (typeof pattern === 'string' ? pattern : pattern.source) });
}

// ---- Dates -------------------------------------------------------------------------------

export type Region = 'NORA' | 'EMEA';
export type DateFormat = 'MM/DD/YYYY' | 'DD/MM/YYYY';

/** docs/requirements/catalogue.md#formats: MM/DD/YYYY in NORA, DD/MM/YYYY in EMEA. */
export const dateFormatFor = (region: Region): DateFormat => (region === 'NORA' ? 'MM/DD/YYYY' : 'DD/MM/YYYY');

/** docs/requirements/errors.md#field-validation-messages: "Placeholder date 01/01/1900": a birth date must be after it. */
export const EARLIEST_BIRTH_DATE = '1900-01-02';

export interface CalendarDate {
  year: number;
  month: number;
  day: number;
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** A real calendar date ('02/30/2001' is not one). */
export function isRealDate({ year, month, day }: CalendarDate): boolean {
  if (month < 1 || month > 12 || day < 1 || year < 1) return false;
  const d = new Date(Date.UTC(year, month - 1, day));
  return d.getUTCFullYear() === year && d.getUTCMonth() === month - 1 && d.getUTCDate() === day;
}

/** Reads a date typed in a format; null when it is not that format or not a real date. */
export function parseDate(value: string, format: DateFormat): CalendarDate | null {
  const m = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(value.trim());
  if (!m) return null;
  const [a, b, year] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = format === 'MM/DD/YYYY' ? { year, month: a, day: b } : { year, month: b, day: a };
  return isRealDate(date) ? date : null;
}

export const toIsoDate = (d: CalendarDate): string => `${pad(d.year, 4)}-${pad(d.month)}-${pad(d.day)}`;

export function fromIsoDate(iso: string): CalendarDate | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(iso);
  if (!m) return null;
  const date = { year: Number(m[1]), month: Number(m[2]), day: Number(m[3]) };
  return isRealDate(date) ? date : null;
}

/** A date in a format, as the shopper types and reads it. */
export function formatDate(d: CalendarDate, format: DateFormat): string {
  return format === 'MM/DD/YYYY' ? `${pad(d.month)}/${pad(d.day)}/${pad(d.year, 4)}` : `${pad(d.day)}/${pad(d.month)}/${pad(d.year, 4)}`;
}

/**
 * A date field: must match the format and be a real date, and lie within the bounds (ISO
 * dates, inclusive). Empty values pass (pair with required).
 */
export function validateDate(value: string | null | undefined, format: DateFormat, bounds: { min?: string; max?: string } = {}): FieldResult {
  if (isBlank(value)) return null;
  const date = parseDate(value as string, format);
  if (!date) return problem('dateInvalid', { format });
  const iso = toIsoDate(date);
  const shown = (bound: string) => {
    const d = fromIsoDate(bound);
    return d ? formatDate(d, format) : bound;
  };
  if (bounds.max && iso > bounds.max) return problem('dateSameOrBefore', { date: shown(bounds.max) });
  if (bounds.min && iso < bounds.min) return problem('dateSameOrAfter', { date: shown(bounds.min) });
  return null;
}

/**
 * The latest birth date allowed today for a minimum age (ISO): today minus that many years. The
 * minimum age is the site's (`accountSettings(siteId).minimumAge`, src/lib/site/account-settings.ts,
 * the one table); this module imports nothing, so callers pass it in.
 */
export function latestBirthDate(minimumAge: number, today: Date = new Date()): string {
  const d = new Date(Date.UTC(today.getUTCFullYear() - minimumAge, today.getUTCMonth(), today.getUTCDate()));
  return d.toISOString().slice(0, 10);
}

/** A birth date (sign-up, profile, loyalty): a real date in the format, no younger than the minimum age, after the placeholder date. */
export function validateBirthDate(
  value: string | null | undefined,
  format: DateFormat,
  minimumAge: number,
  options: { required: boolean; today?: Date | undefined },
): FieldResult {
  if (isBlank(value)) return options.required ? 'required' : null;
  return validateDate(value, format, { min: EARLIEST_BIRTH_DATE, max: latestBirthDate(minimumAge, options.today) });
}

// ---- Masked inputs (phone, date) -----------------------------------------------------------

/** docs/requirements/account-and-loyalty.md#phone-numbers: the region defaults when the country has no mask of its own. */
export const NORA_PHONE_MASK = '(XXX) XXX - XXXX';
export const EMEA_PHONE_MASK = 'XXXX - XXX - XXX';
export const defaultPhoneMask = (region: Region): string => (region === 'NORA' ? NORA_PHONE_MASK : EMEA_PHONE_MASK);
/** The date fields' mask, whatever the order of day and month. */
export const DATE_MASK = 'XX/XX/XXXX';
/** docs/requirements/account-and-loyalty.md#phone-numbers: NORA numbers are ten digits, the first 2–9. */
export const NORA_PHONE_PATTERN = /^[2-9]\d{9}$/;
/** The longest E.164 number (country code included). */
export const MAX_PHONE_DIGITS = 15;

export const onlyDigits = (value: string): string => value.replace(/\D/g, '');

/** How many digits a mask holds. */
export const maskLength = (mask: string): number => mask.split('').filter((c) => c === 'X').length;

/**
 * Masked inputs are digit-only (docs/requirements/account-and-loyalty.md#phone-numbers): the digits typed, laid into the mask (X a digit)
 * as far as they go, extra digits dropped. '3035550' in '(XXX) XXX - XXXX' → '(303) 555 - 0'.
 */
export function applyMask(value: string, mask: string): string {
  const digits = onlyDigits(value).slice(0, maskLength(mask));
  let out = '';
  let next = 0;
  for (const c of mask) {
    if (next >= digits.length) break;
    if (c === 'X') out += digits[next++];
    else out += c;
  }
  return out;
}

/**
 * A phone laid into its mask as it is typed (digit-only, like applyMask), except that a number
 * longer than the mask keeps its digits: NORA's ten-digit mask is exact, but 'XXXX - XXX - XXX'
 * and the countries' masks are a layout, and German numbers run to eleven or twelve digits. The
 * extra digits follow the last group, up to E.164's fifteen.
 */
export function applyPhoneMask(value: string, mask: string): string {
  if (mask === NORA_PHONE_MASK) return applyMask(value, mask);
  const digits = onlyDigits(value).slice(0, MAX_PHONE_DIGITS);
  const laid = applyMask(digits, mask);
  return digits.length > maskLength(mask) ? `${laid}${digits.slice(maskLength(mask))}` : laid;
}

// validatePhone and internationalPhone live in src/lib/phone/fields.ts: they need the phone metadata,
// which must not load with every form (docs/decisions.md#phones).

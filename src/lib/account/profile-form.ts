/**
 * The account's profile form (issue 12; docs/requirements/account-and-loyalty.md#consumer-profile Consumer profile, docs/requirements/account-and-loyalty.md#consumer-profile validation, docs/requirements/account-and-loyalty.md#consumer-profile errors),
 * pure: the form's values from the profile on file, the checks before anything is sent, the PUT
 * body, and where a refusal from the gateway shows. Browser and server code: no schema library.
 *
 * docs/requirements/account-and-loyalty.md#profile-updates "Profile updates with no truthy value are skipped": an emptied field can't remove
 * what is on file, so a field that holds a value must keep one (the form says so instead of
 * pretending to clear it). Only what changed is sent: a phone stored in a form our masks don't
 * fit is left alone unless the shopper edits it.
 */
import type { ConsumerProfile } from '../../../schemas/api/consumer/profile.ts';
import { INTERESTS } from '../../../schemas/api/consumer-rules.ts';
import { packRows, unpackRows, type RowShape } from '../islands/packed-rows.ts';
import {
  applyMask,
  defaultPhoneMask,
  EARLIEST_BIRTH_DATE,
  formatDate,
  fromIsoDate,
  isBlank,
  maskLength,
  onlyDigits,
  parseDate,
  SIGN_IN_EMAIL_MAX_LENGTH,
  toIsoDate,
  validateDate,
  validateEmail,
  validateLength,
  validateName,
  type DateFormat,
  type FieldMessageId,
  type FieldProblem,
  type Region,
} from '../../../schemas/forms/validators.ts';
import { internationalPhone, validatePhone } from '../phone/fields.ts';
import { EMAIL_IN_USE_IDS, PHONE_IN_USE_IDS } from '../auth/errors.ts';

/** Stored values of consumerDetails.gender (the spec names the field, not its values: docs/decisions.md). */
export const GENDERS = ['female', 'male', 'non-binary', 'undisclosed'] as const;
export type Gender = (typeof GENDERS)[number];

/** US sizes, as the catalogue's footwear is sized, in half steps. */
export const SHOE_SIZES: readonly string[] = Array.from({ length: 23 }, (_, i) => String(4 + i / 2));

/** The profile's postal code (schemas/api/consumer/profile.ts profileInput: at most 12 characters). */
export const POSTAL_CODE_MAX_LENGTH = 12;
/** Interests are stored pipe-separated (docs/requirements/account-and-loyalty.md#consumer-profile). */
const INTEREST_SEPARATOR = '|';

/** Dialling codes of the shop's own countries, for when the country list can't be read. */
export const SITE_DIAL_CODES: Readonly<Record<string, string>> = { US: '+1', CA: '+1', GB: '+44', FR: '+33', DE: '+49', IT: '+39' };

/** One entry of the dial-code select (docs/requirements/account-and-loyalty.md#phone-numbers Country list entry). */
export interface DialOption {
  /** The select's value: the dial code, or 'dial-country' when a code is shared (docs/requirements/account-and-loyalty.md#phone-numbers). */
  value: string;
  dialCode: string;
  code: string;
  name: string;
  mask?: string | undefined;
}

/** What the form reads of the profile on file. */
export interface ProfileSnapshot {
  email: string;
  firstName: string;
  lastName: string;
  /** International form (+13035550100). */
  phone: string;
  phoneCode: string;
  postalCode: string;
  /** ISO date. */
  birthDate: string;
  gender: string;
  preferredShoeSize: string;
  /** Pipe-separated, as stored. */
  interests: string;
}

export interface ProfileFormValues {
  firstName: string;
  lastName: string;
  email: string;
  /** The dial-code select's value. */
  dial: string;
  /** National digits in the country's mask. */
  phone: string;
  /** In the region's format. */
  birthDate: string;
  gender: string;
  postalCode: string;
  shoeSize: string;
  interests: string[];
}

export type ProfileField = Exclude<keyof ProfileFormValues, 'dial'>;

/** What the site asks of the profile (src/lib/site/account-settings.ts) and the day it is. */
export interface ProfileFormContext {
  region: Region;
  format: DateFormat;
  /** Today by the gateway's clock (GET /fapi/server/time), ISO date: the age rule counts from it. */
  today: string;
  minimumAge: number;
  genderShown: boolean;
  mobileRequired: boolean;
  birthDateRequired: boolean;
  countries: readonly DialOption[];
  /** The site's country (US): its entry wins when a dial code is shared. */
  country: string;
}

const DIAL_ROW: RowShape<DialOption> = { fields: ['value', 'dialCode', 'code', 'name', 'mask'], optional: ['mask'] };

/** The context as the island's prop: its dial codes packed, a line each (src/lib/islands/packed-rows.ts), 6 KB of HTML instead of 43. */
export type ProfileFormContextProp = Omit<ProfileFormContext, 'countries'> & { countries: string };

export const profileContextProp = (ctx: ProfileFormContext): ProfileFormContextProp => ({ ...ctx, countries: packRows(ctx.countries, DIAL_ROW) });

export const profileContextOf = (prop: ProfileFormContextProp): ProfileFormContext => ({ ...prop, countries: unpackRows(prop.countries, DIAL_ROW) });

export function snapshotOf(profile: Pick<ConsumerProfile, 'consumerDetails' | 'preferences'>): ProfileSnapshot {
  const d = profile.consumerDetails;
  return {
    email: d.email,
    firstName: d.firstName,
    lastName: d.lastName,
    phone: d.phone ?? '',
    phoneCode: d.phoneCode ?? '',
    postalCode: d.postalCode ?? '',
    birthDate: d.birthDate ?? '',
    gender: d.gender ?? '',
    preferredShoeSize: profile.preferences.preferredShoeSize ?? '',
    interests: profile.preferences.interests ?? '',
  };
}

export const splitInterests = (stored: string): string[] =>
  stored
    .split(INTEREST_SEPARATOR)
    .map((s) => s.trim())
    .filter(Boolean);

/** Interests joined as stored, in the list's order, each once. */
export function joinInterests(chosen: readonly string[]): string {
  const known = INTERESTS.filter((i) => chosen.includes(i));
  const other = chosen.filter((i) => !(INTERESTS as readonly string[]).includes(i));
  return [...new Set([...known, ...other])].join(INTEREST_SEPARATOR);
}

/**
 * The dial-code option of a dialling code. A shared code (+1, +44) is the site's own country's,
 * else one of the shop's countries (US before CA), else the list's first.
 */
export function dialOptionFor(countries: readonly DialOption[], dialCode: string, country: string): DialOption | undefined {
  const code = onlyDigits(dialCode);
  if (!code) return undefined;
  const matching = countries.filter((c) => onlyDigits(c.dialCode) === code);
  const preferred = [country, ...Object.keys(SITE_DIAL_CODES)];
  for (const want of preferred) {
    const found = matching.find((c) => c.code === want);
    if (found) return found;
  }
  return matching[0];
}

/** The site country's option (the select's default when the profile has no phone). */
export const siteDialOption = (ctx: Pick<ProfileFormContext, 'countries' | 'country'>): DialOption | undefined =>
  ctx.countries.find((c) => c.code === ctx.country) ?? dialOptionFor(ctx.countries, SITE_DIAL_CODES[ctx.country] ?? '', ctx.country);

/** The mask of the chosen dial code: the country's own, else the region's default (docs/requirements/account-and-loyalty.md#phone-numbers). */
export function phoneMaskFor(dial: string, ctx: Pick<ProfileFormContext, 'countries' | 'region'>): string {
  return ctx.countries.find((c) => c.value === dial)?.mask ?? defaultPhoneMask(ctx.region);
}

/** The option of an international number without its code on file: the longest dialling code it starts with. */
function dialOptionOfNumber(countries: readonly DialOption[], phone: string, country: string): DialOption | undefined {
  const digits = onlyDigits(phone);
  for (let length = 4; length >= 1; length--) {
    const found = dialOptionFor(countries, digits.slice(0, length), country);
    if (found) return found;
  }
  return undefined;
}

/** The dialling code whose trunk 0 is dropped when stored (docs/requirements/account-and-loyalty.md#phone-numbers), and shown again in the form. */
const TRUNK_ZERO_DROPPED = '44';

export function formValuesOf(snapshot: ProfileSnapshot, ctx: ProfileFormContext): ProfileFormValues {
  const phoneDial = snapshot.phone
    ? snapshot.phoneCode
      ? dialOptionFor(ctx.countries, snapshot.phoneCode, ctx.country)
      : dialOptionOfNumber(ctx.countries, snapshot.phone, ctx.country)
    : undefined;
  const dial = phoneDial ?? siteDialOption(ctx);
  const mask = phoneMaskFor(dial?.value ?? '', ctx);
  const digits = onlyDigits(snapshot.phone);
  const code = onlyDigits(dial?.dialCode ?? '');
  let national = code && digits.startsWith(code) ? digits.slice(code.length) : digits;
  if (code === TRUNK_ZERO_DROPPED && national.length === maskLength(mask) - 1) national = `0${national}`;
  const birth = snapshot.birthDate ? fromIsoDate(snapshot.birthDate) : null;
  return {
    firstName: snapshot.firstName,
    lastName: snapshot.lastName,
    email: snapshot.email,
    dial: dial?.value ?? '',
    // A number the mask doesn't fit is shown as its digits: cutting it would change it.
    phone: !national ? '' : national.length === maskLength(mask) ? applyMask(national, mask) : national,
    birthDate: birth ? formatDate(birth, ctx.format) : '',
    gender: snapshot.gender,
    postalCode: snapshot.postalCode,
    shoeSize: snapshot.preferredShoeSize,
    interests: splitInterests(snapshot.interests),
  };
}

/** The latest birth date the minimum age allows, counted from the gateway's today (ISO). */
export function latestBirthDate(today: string, minimumAge: number): string {
  const d = fromIsoDate(today);
  if (!d) return today;
  return new Date(Date.UTC(d.year - minimumAge, d.month - 1, d.day)).toISOString().slice(0, 10);
}

/** A problem with one field: a validator's message, or one of the form's own. */
export type ProfileProblem = { kind: 'field'; result: FieldMessageId | FieldProblem } | { kind: 'own'; id: 'keepOneInterest' };
export type ProfileErrors = Partial<Record<ProfileField, ProfileProblem>>;

const field = (result: FieldMessageId | FieldProblem | null): ProfileProblem | undefined => (result ? { kind: 'field', result } : undefined);

/** Whether a field must hold a value: the site asks for it, or one is on file (an empty value can't clear it). */
export function isRequired(name: ProfileField, snapshot: ProfileSnapshot, ctx: ProfileFormContext): boolean {
  switch (name) {
    case 'firstName':
    case 'lastName':
    case 'email':
      return true;
    case 'phone':
      return ctx.mobileRequired || snapshot.phone !== '';
    case 'birthDate':
      return ctx.birthDateRequired || snapshot.birthDate !== '';
    case 'gender':
      return ctx.genderShown;
    case 'postalCode':
      return snapshot.postalCode !== '';
    case 'shoeSize':
      return snapshot.preferredShoeSize !== '';
    case 'interests':
      return snapshot.interests !== '';
  }
}

/** The phone on file, as the form first showed it: not checked again, not sent again (our masks may not fit an older number). */
export function phoneUnchanged(values: ProfileFormValues, snapshot: ProfileSnapshot, ctx: ProfileFormContext): boolean {
  if (!snapshot.phone) return false;
  const initial = formValuesOf(snapshot, ctx);
  return values.phone === initial.phone && values.dial === initial.dial;
}

/** Every field's problem, in the form's order; an empty object when the form can be sent. */
export function validateProfileForm(values: ProfileFormValues, snapshot: ProfileSnapshot, ctx: ProfileFormContext): ProfileErrors {
  const required = (name: ProfileField) => isRequired(name, snapshot, ctx);
  const phoneKept = phoneUnchanged(values, snapshot, ctx);
  const email = validateEmail(values.email) ?? validateLength(values.email, { max: SIGN_IN_EMAIL_MAX_LENGTH });
  const mask = phoneMaskFor(values.dial, ctx);
  const birthDate = isBlank(values.birthDate)
    ? required('birthDate')
      ? 'required'
      : null
    : validateDate(values.birthDate, ctx.format, { min: EARLIEST_BIRTH_DATE, max: latestBirthDate(ctx.today, ctx.minimumAge) });
  const errors: ProfileErrors = {
    firstName: field(validateName(values.firstName)),
    lastName: field(validateName(values.lastName)),
    email: field(email),
    phone: phoneKept ? undefined : field(validatePhone(values.phone, { region: ctx.region, mask, required: required('phone'), dialCode: values.dial, country: ctx.country })),
    birthDate: field(birthDate),
    gender: field(ctx.genderShown && isBlank(values.gender) ? 'required' : null),
    postalCode: field(isBlank(values.postalCode) ? (required('postalCode') ? 'required' : null) : validateLength(values.postalCode, { max: POSTAL_CODE_MAX_LENGTH })),
    shoeSize: field(required('shoeSize') && isBlank(values.shoeSize) ? 'required' : null),
    interests: required('interests') && values.interests.length === 0 ? { kind: 'own', id: 'keepOneInterest' } : undefined,
  };
  return Object.fromEntries(Object.entries(errors).filter(([, v]) => v)) as ProfileErrors;
}

/** The PUT /consumers-v3/consumer body (schemas/api/consumer/profile.ts profileInput), changed values only. */
export interface ProfileUpdateBody {
  consumerProfile: {
    consumerDetails?: Partial<Record<'email' | 'firstName' | 'lastName' | 'phone' | 'phoneCode' | 'postalCode' | 'birthDate' | 'gender', string>>;
    preferences?: Partial<Record<'interests' | 'preferredShoeSize', string>>;
  };
}

export type ProfileUpdate = { status: 'not-loaded' } | { status: 'unchanged' } | { status: 'send'; body: ProfileUpdateBody };

/**
 * The update for a checked form: docs/requirements/account-and-loyalty.md#profile-updates 'Profile not loaded' without a profile; values
 * that are not truthy are skipped; nothing is sent when nothing changed.
 */
export function buildProfileUpdate(snapshot: ProfileSnapshot | null, values: ProfileFormValues, ctx: ProfileFormContext): ProfileUpdate {
  if (!snapshot) return { status: 'not-loaded' };
  const details: Record<string, string> = {};
  const preferences: Record<string, string> = {};
  const put = (into: Record<string, string>, key: string, value: string, before: string) => {
    const v = value.trim();
    if (v && v !== before) into[key] = v;
  };
  put(details, 'firstName', values.firstName, snapshot.firstName);
  put(details, 'lastName', values.lastName, snapshot.lastName);
  if (values.email.trim().toLowerCase() !== snapshot.email.toLowerCase()) put(details, 'email', values.email, snapshot.email);
  const dial = ctx.countries.find((c) => c.value === values.dial)?.dialCode ?? (ctx.region === 'NORA' ? '+1' : undefined);
  const phone = values.phone.trim() && !phoneUnchanged(values, snapshot, ctx) ? internationalPhone(values.phone, values.dial || dial, { region: ctx.region, country: ctx.country }) : undefined;
  if (phone && phone !== snapshot.phone) {
    details.phone = phone;
    if (dial) details.phoneCode = dial;
  }
  const birth = values.birthDate.trim() ? parseDate(values.birthDate, ctx.format) : null;
  if (birth) put(details, 'birthDate', toIsoDate(birth), snapshot.birthDate);
  if (ctx.genderShown) put(details, 'gender', values.gender, snapshot.gender);
  put(details, 'postalCode', values.postalCode, snapshot.postalCode);
  put(preferences, 'preferredShoeSize', values.shoeSize, snapshot.preferredShoeSize);
  put(preferences, 'interests', joinInterests(values.interests), joinInterests(splitInterests(snapshot.interests)));
  const body: ProfileUpdateBody = {
    consumerProfile: {
      ...(Object.keys(details).length ? { consumerDetails: details } : {}),
      ...(Object.keys(preferences).length ? { preferences } : {}),
    },
  };
  return Object.keys(body.consumerProfile).length ? { status: 'send', body } : { status: 'unchanged' };
}

/** Where a refusal shows (docs/requirements/account-and-loyalty.md#phone-numbers): the phone or email in use, and the PRO4xx codes that name a field, at that field. */
export function fieldOfProfileError(errorId: string | null): ProfileField | null {
  const id = errorId ?? '';
  if (PHONE_IN_USE_IDS.includes(id)) return 'phone';
  if (EMAIL_IN_USE_IDS.includes(id)) return 'email';
  // Ours (schemas/api/consumer/profile.ts): PRO412 a birth date out of bounds, PRO411 an unknown interest.
  if (id === 'PRO412' || id === 'MISSING_BIRTHDATE') return 'birthDate';
  if (id === 'PRO411') return 'interests';
  return null;
}

/**
 * What a sign-up form asks and requires on a site (docs/requirements/sign-in.md#sign-up), pure: the islands and the unit
 * tests use it. The per-site values come from the one settings table
 * (src/lib/site/account-settings.ts); this module turns them into fields and checks them with
 * the forms' validators (exact spec messages, schemas/forms/messages.ts).
 *
 * - Birth date: required where configured (and for a loyalty enrolment); when filled, a real
 *   date in the region's format, after the placeholder date and no later than today minus the
 *   site's minimum age ('Date must be same or before {date}').
 * - Gender: asked where the site shows it, and then required.
 * - Mobile: required where configured.
 * - The simplified enrolment (the site's `simplifiedEnrollment`): email, password and the required
 *   consents only; the rest is asked by the complete-profile steps the next time.
 */
import {
  dateFormatFor,
  isBlank,
  latestBirthDate,
  validateBirthDate,
  validateChecked,
  validateEmail,
  validateName,
  validateNewPassword,
  type FieldResult,
  type Region,
} from '../../../schemas/forms/validators.ts';
// The phone is the point of this form: its numbering plans load with it (docs/decisions.md#phones).
import '../phone/fields-ready.ts';
import { validatePhone, type PhoneWhere } from '../phone/fields.ts';
import { GENDERS, type Gender } from '../account/profile-form.ts';
import type { AccountSettings } from '../site/account-settings.ts';

// One list of genders for the sign-up and the profile (the stored values of consumerDetails.gender).
export { GENDERS, type Gender };
export const isGender = (value: unknown): value is Gender => typeof value === 'string' && (GENDERS as readonly string[]).includes(value);

/** Which fields a sign-up form shows. */
export type SignUpVariant = 'full' | 'short' | 'simplified';

export interface SignUpFields {
  names: boolean;
  /** Phone with dial code, birth date, postal code, the newsletter, loyalty and SMS opt-ins. */
  details: boolean;
  gender: boolean;
}

export function signUpFields(variant: SignUpVariant, settings: AccountSettings): SignUpFields {
  return {
    names: variant !== 'simplified',
    details: variant === 'full',
    gender: variant === 'full' && settings.genderShown,
  };
}

/** The variant a sign-up form takes: the simplified enrolment where the site has it on, unless a caller needs more. */
export function signUpVariant(settings: AccountSettings, asked: { short?: boolean | undefined; simplified?: boolean | undefined }): SignUpVariant {
  if (asked.short) return 'short';
  return (asked.simplified ?? settings.simplifiedEnrollment) ? 'simplified' : 'full';
}

// The birth-date bound lives in the forms' validators (one function for every form).
export { latestBirthDate };

/** A birth date on a site: required or not, a real date in the region's format, old enough, after the placeholder date. */
export function validateSiteBirthDate(value: string | null | undefined, region: Region, settings: Pick<AccountSettings, 'minimumAge'>, options: { required: boolean; today?: Date | undefined }): FieldResult {
  return validateBirthDate(value, dateFormatFor(region), settings.minimumAge, options);
}

export function validateGender(value: string | null | undefined, required: boolean): FieldResult {
  if (isBlank(value)) return required ? 'required' : null;
  return isGender(value) ? null : 'required';
}

export interface SignUpValues {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  phone: string;
  birthDate: string;
  gender: string;
  policy: boolean;
  /** The loyalty box: the enrolment needs a birth date. */
  loyalty: boolean;
}

export type SignUpField = 'firstName' | 'lastName' | 'email' | 'password' | 'phone' | 'birthDate' | 'gender' | 'policy';

export interface SignUpContext {
  variant: SignUpVariant;
  settings: AccountSettings;
  region: Region;
  /** The phone's mask (the chosen country's, else the region's). */
  phoneMask: string;
  /** Where the phone is read: the chosen dialling code, else the site's country. */
  phoneWhere?: PhoneWhere | undefined;
  /** MISSING_BIRTHDATE came back: the birth date is required from now on. */
  birthDateAsked?: boolean | undefined;
  today?: Date | undefined;
}

/** Every field's problem on this site (only the fields the variant shows); empty when the form may be sent. */
export function signUpProblems(values: SignUpValues, ctx: SignUpContext): Partial<Record<SignUpField, FieldResult>> {
  const fields = signUpFields(ctx.variant, ctx.settings);
  const found: Partial<Record<SignUpField, FieldResult>> = {
    email: validateEmail(values.email),
    password: validateNewPassword(values.password),
    policy: validateChecked(values.policy),
  };
  if (fields.names) {
    found.firstName = validateName(values.firstName);
    found.lastName = validateName(values.lastName);
  }
  if (fields.details) {
    found.phone = validatePhone(values.phone, { region: ctx.region, mask: ctx.phoneMask, required: ctx.settings.mobileRequired, ...ctx.phoneWhere });
    const required = ctx.settings.birthDateRequired || values.loyalty || ctx.birthDateAsked === true;
    found.birthDate = validateSiteBirthDate(values.birthDate, ctx.region, ctx.settings, { required, today: ctx.today });
  }
  if (fields.gender) found.gender = validateGender(values.gender, true);
  return Object.fromEntries(Object.entries(found).filter(([, v]) => v !== null)) as Partial<Record<SignUpField, FieldResult>>;
}

/** Whether the birth date field is marked required on this form. */
export const birthDateRequired = (settings: AccountSettings, loyalty: boolean, asked: boolean): boolean => settings.birthDateRequired || loyalty || asked;

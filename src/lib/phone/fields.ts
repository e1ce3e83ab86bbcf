/**
 * The phone field's rules for the forms (docs/decisions.md#phones), on src/lib/phone/phone.ts.
 * Apart from schemas/forms/validators.ts on purpose: the validators are in the header's and every
 * form's bundle, and importing the phone rules there put libphonenumber's metadata (~30 KB gzip)
 * into all of them.
 *
 * In the browser the numbering plans (phone.ts and its metadata) are not imported with this
 * module: the address forms and the profile, which most shoppers leave as they are (the cart's
 * wallet, the checkout with a saved address, the address book), load them when the shopper
 * reaches into the form and wait for them before their checks (`loadPhoneRules`). A form where
 * the phone is the point (sign-up and its profile steps, the help forms) imports
 * ./fields-ready.ts, which hands them over with its own code. The server has them before it
 * renders anything (the top-level await below, which the client build drops). Plain Node has no
 * `import.meta.env` (Playwright's loader, the sandbox): there, import phone.ts itself.
 */
import { EMEA_PHONE_MASK, isBlank, MAX_PHONE_DIGITS, maskLength, NORA_PHONE_MASK, onlyDigits, type FieldMessageId, type Region } from '../../../schemas/forms/validators.ts';
import type * as NumberingPlans from './phone.ts';
import type { PhoneContext } from './phone.ts';

type Plans = typeof NumberingPlans;
let plans: Plans | undefined;
let loading: Promise<void> | undefined;

/** Hands over the numbering plans already loaded (./fields-ready.ts). */
export function providePhoneRules(loaded: Plans): void {
  plans = loaded;
}

/**
 * Loads the numbering plans once (one request in the browser); resolves at once when they are
 * here. A failed load (the shopper offline) rejects, and the next call tries again.
 */
export function loadPhoneRules(): Promise<void> {
  if (plans) return Promise.resolve();
  loading ??= import('./phone.ts').then(
    (loaded) => providePhoneRules(loaded),
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/** Whether the checks below can run now. */
export const phoneRulesLoaded = (): boolean => plans !== undefined;

// The server checks and renders forms synchronously: its plans are loaded with this module.
if (import.meta.env.SSR) await loadPhoneRules();

/** The plans, or a loud failure: a caller that checks a number must have awaited `loadPhoneRules`. */
function loadedPlans(): Plans {
  if (!plans) throw new Error('The phone rules are not loaded: await loadPhoneRules() before checking a number');
  return plans;
}

/** Where a phone number is read: its country (the address's, the site's) or the dialling code chosen beside it. */
export interface PhoneWhere {
  country?: string | undefined;
  /** '+44', or a select's '+44-GB'. */
  dialCode?: string | undefined;
}

/** The dialling code a NORA mask implies when nothing else says where the number is. */
const phoneContext = (region: Region, where: PhoneWhere & { mask?: string | undefined }): PhoneContext => ({
  region,
  country: where.country,
  dialCode: where.dialCode || (!where.country && where.mask === NORA_PHONE_MASK ? '+1' : undefined),
});

/**
 * A phone number: required when asked; a supplied pattern (a country's address rule) tests its
 * digits; otherwise it must be a valid number where it is read (phone.ts): NORA's ten digits, the
 * first 2–9, for +1, the country's own numbering plan elsewhere. A NORA mask with no country or
 * code reads the number as +1.
 */
export function validatePhone(value: string | null | undefined, options: { region: Region; mask?: string; pattern?: RegExp; required?: boolean } & PhoneWhere): FieldMessageId | null {
  if (isBlank(value)) return options.required ? 'phoneInvalid' : null;
  if (options.pattern) return options.pattern.test(onlyDigits(value as string)) ? null : 'phoneInvalid';
  const ctx = phoneContext(options.region, options);
  // Nothing says which country outside NORA (an older caller): at least the mask's digits, at most E.164's.
  if (!ctx.country && !ctx.dialCode && ctx.region === 'EMEA' && !/^\s*(\+|00)/.test(value as string)) {
    const n = onlyDigits(value as string).length;
    return n >= maskLength(options.mask ?? EMEA_PHONE_MASK) && n <= MAX_PHONE_DIGITS ? null : 'phoneInvalid';
  }
  return loadedPlans().isValidPhone(value as string, ctx) ? null : 'phoneInvalid';
}

/**
 * A phone number in E.164: '+', the dialling code, the national number without its trunk 0 where
 * the country drops it (always after +44). Read with the chosen dialling code, else the number's
 * country; a number already international is kept; ten digits with neither default to +1 only on
 * a NORA site (no region given: NORA). undefined when it is not a valid number.
 */
export function internationalPhone(phone: string, dialCode?: string, where?: { region: Region; country?: string | undefined }): string | undefined {
  if (isBlank(phone)) return undefined;
  return loadedPlans().toE164(phone, { region: where?.region ?? 'NORA', country: where?.country, dialCode });
}

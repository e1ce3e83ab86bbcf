/**
 * The sign-up form (docs/requirements/sign-in.md#sign-up fields and payload, docs/requirements/sign-in.md#sign-up): names, email, password with the
 * live checklist, mobile number with the dial-code select and the country's mask, birth date in
 * the region's format, gender where the site shows it, postal code, newsletter / loyalty / policy
 * checkboxes and the SMS opt-in (enabled only with a valid phone; ticking it asks for the SMS
 * terms first; an invalid phone clears it). Errors: LOGIN_IN_USE on the email field,
 * PHONE_NUMBER_ALREADY_IN_USE on the phone, MISSING_BIRTHDATE makes the birth date required and
 * re-validates, anything else in a notice the form scrolls to.
 *
 * What is asked and required follows the site's settings (src/lib/site/account-settings.ts
 * through src/lib/auth/sign-up-rules.ts): birth date required with the site's minimum age, gender
 * shown and then required, mobile required; and the simplified enrolment (email, password and the
 * policy only; the complete-profile steps ask the rest the next time). The payload's `source`
 * carries the visit's lead or enrolment marketing source (src/lib/auth/marketing-source.ts).
 */
import { useEffect, useId, useRef, useState, type SubmitEvent } from 'react';
import { applyMask, applyPhoneMask, DATE_MASK, dateFormatFor, defaultPhoneMask, parseDate, toIsoDate } from '../../schemas/forms/validators.ts';
// The phone is the point of this form: its numbering plans load with it (docs/decisions.md#phones).
import '../../src/lib/phone/fields-ready.ts';
import { internationalPhone, validatePhone } from '../../src/lib/phone/fields.ts';
import { fieldText } from '../../schemas/forms/messages.ts';
import { signUp, type AuthHooks, type AuthResult } from '../../src/lib/auth/account.ts';
import { placeAuthError } from '../../src/lib/auth/errors.ts';
import { marketingSource } from '../../src/lib/auth/marketing-source.ts';
import { birthDateRequired as isBirthDateRequired, GENDERS, signUpFields, signUpProblems, signUpVariant, type SignUpField } from '../../src/lib/auth/sign-up-rules.ts';
import { callBff } from '../../src/lib/bff/browser.ts';
import { raiseError } from '../../src/lib/errors/report.ts';
import { DIALOGS } from '../../src/lib/dialogs/names.ts';
import { accountSettingsFor } from '../../src/lib/site/account-settings.ts';
import { $buyInStore } from '../../src/stores/buy-in-store.ts';
import { openDialog } from '../../src/stores/dialogs.ts';
import { Checkbox, focusFirstInvalid, INPUT, Notice, PasswordField, SelectField, SubmitButton, TextField, type Words } from './fields.tsx';
import { pageSite } from './state.ts';
import { SmsTerms } from './SmsTerms.tsx';

interface Country {
  name: string;
  dialCode: string;
  code: string;
  mask?: string;
  value: string;
}

type FieldName = SignUpField | 'postalCode';
type Errors = Partial<Record<FieldName, string>>;

const GENDER_WORDS = { female: 'genderFemale', male: 'genderMale', 'non-binary': 'genderNonBinary', undisclosed: 'genderUndisclosed' } as const satisfies Record<(typeof GENDERS)[number], keyof Words>;

/** The query a sign-up link carries (docs/requirements/sign-in.md#sign-up: pre-filled from a consumer id and email). */
function prefillQuery(): { consumerId?: string; email?: string } {
  const q = new URLSearchParams(location.search);
  return { consumerId: q.get('consumerId') ?? undefined, email: q.get('email') ?? undefined };
}

interface SignUpFormProps {
  words: Words;
  language: string;
  email: string;
  returnTo?: string | undefined;
  onDone: (r: Extract<AuthResult, { ok: true }>) => void;
  /** The 'Already a member? Sign in' switch; left out, it isn't shown. */
  onSwitch?: (() => void) | undefined;
  /** Pre-filled names (the order confirmation page: the order's billing names). */
  names?: { firstName: string; lastName: string } | undefined;
  /** The email is given (the order's) and is shown read-only. */
  emailReadOnly?: boolean | undefined;
  /** Names, email, password and the policy only: no phone, birth date, postal code or opt-ins. */
  short?: boolean | undefined;
  /** More fields for POST /api/auth/signup (the confirmation page's attachLastOrder). */
  extra?: Readonly<Record<string, unknown>> | undefined;
  /**
   * The simplified enrolment (email, password, policy). Left out, the site's setting decides;
   * `false` asks for everything (a loyalty enrolment needs the birth date).
   */
  simplified?: boolean | undefined;
  /** Runs once the account exists and the shopper is signed in on the server (account.ts AuthHooks). */
  onAuthenticated?: AuthHooks['onAuthenticated'];
  /** The loyalty box starts ticked (a guest's loyalty sign-up); the enrolment needs the full form. */
  loyalty?: boolean | undefined;
}

export function SignUpForm({ words, language, email: initialEmail, returnTo, onDone, onSwitch, names, emailReadOnly = false, short = false, extra, simplified, onAuthenticated, loyalty = false }: SignUpFormProps) {
  const site = pageSite();
  const settings = accountSettingsFor(site);
  const variant = signUpVariant(settings, { short, simplified: loyalty ? false : simplified });
  const fields = signUpFields(variant, settings);
  const format = dateFormatFor(site.region);
  const [values, setValues] = useState({
    firstName: names?.firstName ?? '',
    lastName: names?.lastName ?? '',
    email: initialEmail || (short ? '' : prefillQuery().email) || '',
    password: '',
    phone: '',
    birthDate: '',
    gender: '',
    postalCode: '',
  });
  const [checks, setChecks] = useState({ newsletter: false, loyaltyTerms: loyalty, policy: false, sms: false });
  const [countries, setCountries] = useState<Country[] | null>(null);
  const [dial, setDial] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [serverErrors, setServerErrors] = useState<Errors>({});
  // MISSING_BIRTHDATE came back: the birth date is required from now on.
  const [birthDateAsked, setBirthDateAsked] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const busyRef = useRef(false);
  const formRef = useRef<HTMLFormElement>(null);
  const noticeRef = useRef<HTMLDivElement>(null);
  const smsRef = useRef<HTMLInputElement>(null);
  const dialId = useId();

  const country = countries?.find((c) => c.value === dial);
  const mask = country?.mask ?? defaultPhoneMask(site.region);
  // The number is read with the chosen dialling code, else in the site's country.
  const phoneWhere = { dialCode: country?.value, country: site.country };
  const phoneValid = values.phone !== '' && validatePhone(values.phone, { region: site.region, mask, ...phoneWhere }) === null;

  useEffect(() => {
    // The short and simplified forms ask for no phone; the short one is never a sign-up link's.
    if (!fields.details) return;
    let live = true;
    void callBff<{ countries?: Country[] }>('GET', `/api/gateway/consumers-v3/utilities/countryList?locale=${site.locale}`).then((outcome) => {
      // Without the list the form keeps the site's own dial code; the failure is still logged.
      if (!outcome.ok) raiseError(outcome, 'signup.countries');
      if (!live || !outcome.ok || !Array.isArray(outcome.data?.countries)) return;
      const list = outcome.data.countries;
      setCountries(list);
      setDial((current) => current || (list.find((c) => c.code === site.country)?.value ?? list[0]?.value ?? ''));
    });
    // docs/requirements/sign-in.md#sign-up: a sign-up link with ?consumerId=&email= pre-fills the email and phone.
    const { consumerId, email } = prefillQuery();
    if (consumerId && email) {
      void callBff<{ email?: string; phone?: string; firstName?: string; lastName?: string; postalCode?: string }>('POST', '/api/gateway/consumers-v3/consumer/retrieveUserData', { consumerId, email }).then((outcome) => {
        // A link that names no known shopper just doesn't pre-fill; the failure is logged.
        if (!outcome.ok) raiseError(outcome, 'signup.prefill');
        if (!live || !outcome.ok || !outcome.data) return;
        const d = outcome.data;
        setValues((v) => ({ ...v, email: d.email ?? v.email, phone: d.phone ? applyPhoneMask(d.phone.replace(/^\+1(?=\d{10}$)/, ''), mask) : v.phone, firstName: d.firstName ?? v.firstName, lastName: d.lastName ?? v.lastName, postalCode: d.postalCode ?? v.postalCode }));
      });
    }
    return () => {
      live = false;
    };
    // Once per form.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const set = (field: keyof typeof values) => (value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setServerErrors((e) => ({ ...e, [field]: undefined }));
  };

  const setPhone = (raw: string) => {
    const next = applyPhoneMask(raw, mask);
    set('phone')(next);
    // docs/requirements/sign-in.md#sms-opt-in: changing the phone to an invalid one clears the SMS opt-in.
    if (validatePhone(next, { region: site.region, mask, ...phoneWhere }) !== null) setChecks((c) => ({ ...c, sms: false }));
  };

  function validate(asked = birthDateAsked): Errors {
    const found = signUpProblems({ ...values, policy: checks.policy, loyalty: checks.loyaltyTerms }, { variant, settings, region: site.region, phoneMask: mask, phoneWhere, birthDateAsked: asked });
    const out: Errors = {};
    for (const [field, result] of Object.entries(found)) if (result) out[field as SignUpField] = fieldText(result, language);
    return out;
  }

  async function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busyRef.current) return;
    setNotice(null);
    const found = validate();
    setErrors(found);
    setServerErrors({});
    if (Object.values(found).some(Boolean)) {
      focusFirstInvalid(formRef.current);
      return;
    }
    busyRef.current = true;
    setBusy(true);
    const date = fields.details && values.birthDate ? parseDate(values.birthDate, format) : null;
    const phone = fields.details && values.phone ? internationalPhone(values.phone, country?.value, { region: site.region, country: site.country }) : undefined;
    const result = await signUp({
      ...(fields.names ? { firstName: values.firstName.trim(), lastName: values.lastName.trim() } : {}),
      email: values.email.trim(),
      password: values.password,
      ...(date ? { birthDate: toIsoDate(date) } : {}),
      ...(phone ? { phone, ...(country ? { phoneCode: country.dialCode } : {}) } : {}),
      ...(fields.details && values.postalCode.trim() ? { postalCode: values.postalCode.trim() } : {}),
      ...(fields.gender && values.gender ? { gender: values.gender } : {}),
      newsletter: checks.newsletter,
      loyaltyTerms: checks.loyaltyTerms,
      policy: checks.policy,
      optInAccepted: checks.sms,
      isTermsConfirmed: true,
      isTemporaryPassword: false,
      termsConditionsAndPolicy: checks.policy,
      subscriptions: {
        newsletterConsent: checks.newsletter,
        loyaltyConsent: checks.loyaltyTerms,
        smsNotificationConsent: checks.sms,
        ...(checks.loyaltyTerms ? { loyaltyEnrollment: 'Full' as const } : {}),
        loyaltyNewsletterConsent: checks.loyaltyTerms && checks.newsletter,
      },
      source: marketingSource({ store: $buyInStore.get()?.storeId }),
      ...(returnTo ? { returnTo } : {}),
      ...extra,
    }, { onAuthenticated });
    busyRef.current = false;
    setBusy(false);
    if (result.ok) {
      onDone(result);
      return;
    }
    const place = placeAuthError(result.error);
    if (place.kind === 'field') {
      setServerErrors({ [place.field]: place.message });
      focusFirstInvalid(formRef.current);
    } else if (place.kind === 'revalidate') {
      setBirthDateAsked(true);
      setErrors(validate(true));
      focusFirstInvalid(formRef.current);
    } else {
      setNotice(place.message);
      requestAnimationFrame(() => {
        noticeRef.current?.scrollIntoView({ block: 'nearest' });
        noticeRef.current?.focus();
      });
    }
  }

  const err = (f: FieldName) => serverErrors[f] ?? errors[f];

  return (
    <>
    <form ref={formRef} noValidate onSubmit={submit} className="space-y-4" aria-label={words.signUpTitle}>
      <Notice message={notice} noticeRef={noticeRef} />
      {variant === 'simplified' ? <p>{words.simplifiedIntro}</p> : null}
      {fields.names ? (
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField label={words.firstName} name="firstName" autoComplete="given-name" required value={values.firstName} onValue={set('firstName')} error={err('firstName')} />
          <TextField label={words.lastName} name="lastName" autoComplete="family-name" required value={values.lastName} onValue={set('lastName')} error={err('lastName')} />
        </div>
      ) : null}
      <TextField label={words.email} name="email" type="email" autoComplete="email" inputMode="email" required readOnly={emailReadOnly || undefined} maxLength={100} value={values.email} onValue={set('email')} error={err('email')} />
      <PasswordField label={words.password} name="password" autoComplete="new-password" required value={values.password} onValue={set('password')} error={err('password')} words={words} checklist language={language} />
      {!fields.details ? null : (
      <>
      <div className="grid grid-cols-[minmax(0,9rem)_1fr] gap-3">
        <div>
          <label htmlFor={dialId} className="block font-semibold">
            {words.dialCode}
          </label>
          <select id={dialId} name="phoneCode" value={dial} disabled={!countries} onChange={(e) => setDial(e.currentTarget.value)} className={INPUT}>
            {countries ? (
              countries.map((c) => (
                <option key={c.value} value={c.value}>
                  {c.name} ({c.dialCode})
                </option>
              ))
            ) : (
              <option value="">…</option>
            )}
          </select>
        </div>
        <TextField label={words.phone} name="phone" type="tel" inputMode="numeric" autoComplete="tel-national" placeholder={mask.replace(/X/g, '0')} required={settings.mobileRequired || undefined} value={values.phone} onValue={setPhone} error={err('phone')} />
      </div>
      <TextField
        label={`${words.birthDate} (${format})`}
        name="birthDate"
        inputMode="numeric"
        autoComplete="bday"
        placeholder={format}
        required={isBirthDateRequired(settings, checks.loyaltyTerms, birthDateAsked)}
        value={values.birthDate}
        onValue={(v) => set('birthDate')(applyMask(v, DATE_MASK))}
        error={err('birthDate')}
      />
      {fields.gender ? (
        <SelectField
          label={words.gender}
          name="gender"
          required
          prompt={words.genderChoose}
          options={GENDERS.map((g) => ({ value: g, label: words[GENDER_WORDS[g]] }))}
          value={values.gender}
          onValue={set('gender')}
          error={err('gender')}
        />
      ) : null}
      <TextField label={words.postalCode} name="postalCode" autoComplete="postal-code" maxLength={12} value={values.postalCode} onValue={set('postalCode')} />
      <Checkbox label={words.newsletter} name="newsletter" checked={checks.newsletter} onChecked={(v) => setChecks((c) => ({ ...c, newsletter: v }))} />
      <Checkbox label={words.loyaltyTerms} name="loyaltyTerms" checked={checks.loyaltyTerms} onChecked={(v) => setChecks((c) => ({ ...c, loyaltyTerms: v }))} />
      <Checkbox
        label={words.smsOptIn}
        name="optInAccepted"
        inputRef={smsRef}
        checked={checks.sms}
        disabled={!phoneValid}
        hint={phoneValid ? undefined : words.smsOptInHint}
        onChecked={(v) => {
          // docs/requirements/sign-in.md#sms-opt-in: ticking opens the SMS terms; only 'I accept' sets it.
          if (v) openDialog(DIALOGS.smsTerms);
          else setChecks((c) => ({ ...c, sms: false }));
        }}
      />
      </>
      )}
      <Checkbox label={words.policy} name="policy" checked={checks.policy} onChecked={(v) => setChecks((c) => ({ ...c, policy: v }))} error={err('policy')} />
      <SubmitButton busy={busy} label={words.signUp} words={words} />
      {onSwitch ? (
        <p className="text-center">
          <button type="button" className="font-semibold text-brand underline" onClick={onSwitch}>
            {words.haveAccountSwitch}
          </button>
        </p>
      ) : null}
    </form>
    {!fields.details ? null : (
    <SmsTerms
      words={words}
      onAccept={() => {
        setChecks((c) => ({ ...c, sms: true }));
        smsRef.current?.focus();
      }}
    />
    )}
    </>
  );
}

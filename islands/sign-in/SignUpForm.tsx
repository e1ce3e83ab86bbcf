/**
 * The sign-up form (seed 001 §3 fields and payload, §4, §5, §8): names, email, password with the
 * live checklist, mobile number with the dial-code select and the country's mask, birth date in
 * the region's format, postal code, newsletter / loyalty / policy checkboxes and the SMS opt-in
 * (enabled only with a valid phone; ticking it asks for the SMS terms first; an invalid phone
 * clears it). Errors: LOGIN_IN_USE on the email field, PHONE_NUMBER_ALREADY_IN_USE on the phone,
 * MISSING_BIRTHDATE makes the birth date required and re-validates, anything else in a notice
 * the form scrolls to.
 */
import { useEffect, useId, useRef, useState, type SubmitEvent } from 'react';
import {
  applyMask,
  DATE_MASK,
  dateFormatFor,
  defaultPhoneMask,
  internationalPhone,
  parseDate,
  toIsoDate,
  validateBirthDate,
  validateChecked,
  validateEmail,
  validateName,
  validateNewPassword,
  validatePhone,
  type FieldResult,
} from '../../schemas/forms/validators.ts';
import { fieldText } from '../../schemas/forms/messages.ts';
import { signUp, type AuthResult } from '../../src/lib/auth/account.ts';
import { placeAuthError } from '../../src/lib/auth/errors.ts';
import { callBff } from '../../src/lib/bff/browser.ts';
import { raiseError } from '../../src/lib/errors/report.ts';
import { DIALOGS } from '../../src/lib/dialogs/names.ts';
import { openDialog } from '../../src/stores/dialogs.ts';
import { Checkbox, focusFirstInvalid, INPUT, Notice, PasswordField, SubmitButton, TextField, type Words } from './fields.tsx';
import { pageSite } from './state.ts';
import { SmsTerms } from './SmsTerms.tsx';

interface Country {
  name: string;
  dialCode: string;
  code: string;
  mask?: string;
  value: string;
}

type FieldName = 'firstName' | 'lastName' | 'email' | 'password' | 'phone' | 'birthDate' | 'postalCode' | 'policy';
type Errors = Partial<Record<FieldName, string>>;

/** The query a sign-up link carries (seed 001 §4: pre-filled from a consumer id and email). */
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
}

export function SignUpForm({ words, language, email: initialEmail, returnTo, onDone, onSwitch, names, emailReadOnly = false, short = false, extra }: SignUpFormProps) {
  const site = pageSite();
  const format = dateFormatFor(site.region);
  const [values, setValues] = useState({
    firstName: names?.firstName ?? '',
    lastName: names?.lastName ?? '',
    email: initialEmail || (short ? '' : prefillQuery().email) || '',
    password: '',
    phone: '',
    birthDate: '',
    postalCode: '',
  });
  const [checks, setChecks] = useState({ newsletter: false, loyaltyTerms: false, policy: false, sms: false });
  const [countries, setCountries] = useState<Country[] | null>(null);
  const [dial, setDial] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [serverErrors, setServerErrors] = useState<Errors>({});
  const [birthDateRequired, setBirthDateRequired] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const busyRef = useRef(false);
  const formRef = useRef<HTMLFormElement>(null);
  const noticeRef = useRef<HTMLDivElement>(null);
  const smsRef = useRef<HTMLInputElement>(null);
  const dialId = useId();

  const country = countries?.find((c) => c.value === dial);
  const mask = country?.mask ?? defaultPhoneMask(site.region);
  const phoneValid = values.phone !== '' && validatePhone(values.phone, { region: site.region, mask }) === null;

  useEffect(() => {
    // The short form asks for no phone and is never a sign-up link's.
    if (short) return;
    let live = true;
    void callBff<{ countries?: Country[] }>('GET', `/api/gateway/consumers-v3/utilities/countryList?locale=${site.locale}`).then((outcome) => {
      // Without the list the form keeps the site's own dial code; the failure is still logged.
      if (!outcome.ok) raiseError(outcome, 'signup.countries');
      if (!live || !outcome.ok || !Array.isArray(outcome.data?.countries)) return;
      const list = outcome.data.countries;
      setCountries(list);
      setDial((current) => current || (list.find((c) => c.code === site.country)?.value ?? list[0]?.value ?? ''));
    });
    // Seed 001 §4: a sign-up link with ?consumerId=&email= pre-fills the email and phone.
    const { consumerId, email } = prefillQuery();
    if (consumerId && email) {
      void callBff<{ email?: string; phone?: string; firstName?: string; lastName?: string; postalCode?: string }>('POST', '/api/gateway/consumers-v3/consumer/retrieveUserData', { consumerId, email }).then((outcome) => {
        // A link that names no known shopper just doesn't pre-fill; the failure is logged.
        if (!outcome.ok) raiseError(outcome, 'signup.prefill');
        if (!live || !outcome.ok || !outcome.data) return;
        const d = outcome.data;
        setValues((v) => ({ ...v, email: d.email ?? v.email, phone: d.phone ? applyMask(d.phone.replace(/^\+1(?=\d{10}$)/, ''), mask) : v.phone, firstName: d.firstName ?? v.firstName, lastName: d.lastName ?? v.lastName, postalCode: d.postalCode ?? v.postalCode }));
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
    const next = applyMask(raw, mask);
    set('phone')(next);
    // Seed 001 §4: changing the phone to an invalid one clears the SMS opt-in.
    if (validatePhone(next, { region: site.region, mask }) !== null) setChecks((c) => ({ ...c, sms: false }));
  };

  function validate(requireBirthDate = birthDateRequired || checks.loyaltyTerms): Errors {
    const t = (r: FieldResult) => (r ? fieldText(r, language) : undefined);
    return {
      firstName: t(validateName(values.firstName)),
      lastName: t(validateName(values.lastName)),
      email: t(validateEmail(values.email)),
      password: t(validateNewPassword(values.password)),
      phone: t(validatePhone(values.phone, { region: site.region, mask })),
      birthDate: t(validateBirthDate(values.birthDate, site.region, { required: requireBirthDate })),
      policy: t(validateChecked(checks.policy)),
    };
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
    const date = values.birthDate ? parseDate(values.birthDate, format) : null;
    const phone = values.phone ? internationalPhone(values.phone, country?.dialCode ?? (site.region === 'NORA' ? '+1' : undefined)) : undefined;
    const campaign = new URLSearchParams(location.search).get('enrollment_marketing_source') ?? undefined;
    const result = await signUp({
      firstName: values.firstName.trim(),
      lastName: values.lastName.trim(),
      email: values.email.trim(),
      password: values.password,
      ...(date ? { birthDate: toIsoDate(date) } : {}),
      ...(phone ? { phone, ...(country ? { phoneCode: country.dialCode } : {}) } : {}),
      ...(values.postalCode.trim() ? { postalCode: values.postalCode.trim() } : {}),
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
      source: { acquisitionType: 'Registered', ...(campaign ? { campaignName: campaign.slice(0, 100) } : {}) },
      ...(returnTo ? { returnTo } : {}),
      ...extra,
    });
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
      setBirthDateRequired(true);
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
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label={words.firstName} name="firstName" autoComplete="given-name" required value={values.firstName} onValue={set('firstName')} error={err('firstName')} />
        <TextField label={words.lastName} name="lastName" autoComplete="family-name" required value={values.lastName} onValue={set('lastName')} error={err('lastName')} />
      </div>
      <TextField label={words.email} name="email" type="email" autoComplete="email" inputMode="email" required readOnly={emailReadOnly || undefined} maxLength={100} value={values.email} onValue={set('email')} error={err('email')} />
      <PasswordField label={words.password} name="password" autoComplete="new-password" required value={values.password} onValue={set('password')} error={err('password')} words={words} checklist language={language} />
      {short ? null : (
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
        <TextField label={words.phone} name="phone" type="tel" inputMode="numeric" autoComplete="tel-national" placeholder={mask.replace(/X/g, '0')} value={values.phone} onValue={setPhone} error={err('phone')} />
      </div>
      <TextField
        label={`${words.birthDate} (${format})`}
        name="birthDate"
        inputMode="numeric"
        autoComplete="bday"
        placeholder={format}
        required={birthDateRequired || checks.loyaltyTerms}
        value={values.birthDate}
        onValue={(v) => set('birthDate')(applyMask(v, DATE_MASK))}
        error={err('birthDate')}
      />
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
          // Seed 001 §4: ticking opens the SMS terms; only 'I accept' sets it.
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
    {short ? null : (
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

/**
 * The account's profile form (issue 12; docs/requirements/account-and-loyalty.md#consumer-profile), rendered on the server with the
 * profile on file (src/pages/[locale]/account/profile.astro), then hydrated: names, email, the
 * mobile number with the country's dial code and mask, the birth date in the region's format with
 * the age rule, gender where the site asks for it, postal code, preferred shoe size, interests.
 *
 * The checks run before anything is sent (focus goes to the first field at fault); only what
 * changed is sent (src/lib/account/profile-form.ts). A refusal shows at its field (phone or email
 * in use, a birth date out of bounds) or in an alert, and what was typed stays. On success the
 * form shows the profile as the gateway now holds it, and says so.
 */
import { useEffect, useId, useRef, useState, type SubmitEvent } from 'react';
import { fieldText } from '../../../schemas/forms/messages.ts';
import { applyMask, applyPhoneMask, DATE_MASK, maskLength, onlyDigits } from '../../../schemas/forms/validators.ts';
import { INTERESTS } from '../../../schemas/api/consumer-rules.ts';
import {
  buildProfileUpdate,
  fieldOfProfileError,
  formValuesOf,
  GENDERS,
  isRequired,
  phoneMaskFor,
  profileContextOf,
  POSTAL_CODE_MAX_LENGTH,
  SHOE_SIZES,
  snapshotOf,
  validateProfileForm,
  type ProfileErrors,
  type ProfileField,
  type ProfileFormContextProp,
  type ProfileFormValues,
  type ProfileProblem,
  type ProfileSnapshot,
} from '../../../src/lib/account/profile-form.ts';
import { saveProfileUpdate } from '../../../src/lib/account/profile-save.ts';
import { errorMessage } from '../../../src/lib/errors/messages.ts';
import { loadPhoneRules } from '../../../src/lib/phone/fields.ts';
import { usePhoneRulesOnReach } from '../../shared/use-phone-rules.ts';
import { BUTTON, FieldError, Notice, SelectField, SubmitButton, TextField } from '../../shared/fields.tsx';
import { useHydrated } from '../../shared/use-hydrated.ts';
import { interestLabel, profileMessages } from './messages.ts';

interface ProfileFormProps {
  language: string;
  /** The profile on file; null when it could not be read (a save then says 'Profile not loaded'). */
  snapshot: ProfileSnapshot | null;
  /** The site's rules and the dial codes, packed (src/lib/account/profile-form.ts profileContextProp): unpacked once. */
  ctx: ProfileFormContextProp;
}

const EMPTY: ProfileFormValues = { firstName: '', lastName: '', email: '', dial: '', phone: '', birthDate: '', gender: '', postalCode: '', shoeSize: '', interests: [] };

export function ProfileForm({ language, snapshot: initial, ctx: packed }: ProfileFormProps) {
  const [ctx] = useState(() => profileContextOf(packed));
  const m = profileMessages(language);
  const [snapshot, setSnapshot] = useState<ProfileSnapshot | null>(initial);
  const [values, setValues] = useState<ProfileFormValues>(() => (initial ? formValuesOf(initial, ctx) : EMPTY));
  const [errors, setErrors] = useState<ProfileErrors>({});
  const [serverErrors, setServerErrors] = useState<Partial<Record<ProfileField, string>>>({});
  const [notice, setNotice] = useState<{ kind: 'error' | 'success'; message: string } | null>(null);
  const [busy, setBusy] = useState(false);
  // Until it hydrates the form can't be sent: a native submit would put the profile in the URL.
  const hydrated = useHydrated();
  const running = useRef(false);
  const form = useRef<HTMLFormElement>(null);
  const noticeRef = useRef<HTMLDivElement>(null);
  const interestsId = useId();
  const mask = phoneMaskFor(values.dial, ctx);
  const onFile = snapshot ?? { email: '', firstName: '', lastName: '', phone: '', phoneCode: '', postalCode: '', birthDate: '', gender: '', preferredShoeSize: '', interests: '' };
  const required = (name: ProfileField) => isRequired(name, onFile, ctx);

  const text = (p: ProfileProblem | undefined): string | undefined => (!p ? undefined : p.kind === 'field' ? fieldText(p.result, language) : m[p.id]);
  const err = (name: ProfileField) => serverErrors[name] ?? text(errors[name]);

  const set = <K extends keyof ProfileFormValues>(name: K) => (value: ProfileFormValues[K]) => {
    setValues((v) => ({ ...v, [name]: value }));
    if (name !== 'dial') setServerErrors((e) => ({ ...e, [name]: undefined }));
  };
  // 'Postal code (optional)'; a label that ends in brackets takes the word inside: 'Birth date (MM/DD/YYYY, optional)'.
  const label = (words: string, name: ProfileField) => (required(name) ? words : words.endsWith(')') ? `${words.slice(0, -1)}, ${m.optional})` : `${words} (${m.optional})`);

  // Focus moves once React has committed what it points at (after an answer the render is not synchronous).
  const [focusTo, setFocusTo] = useState<{ to: 'invalid' | 'notice'; n: number } | null>(null);
  useEffect(() => {
    if (!focusTo) return;
    const target = focusTo.to === 'notice' ? noticeRef.current : form.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    target?.scrollIntoView({ block: 'nearest' });
    target?.focus();
  }, [focusTo]);
  const moveFocus = (to: 'invalid' | 'notice') => setFocusTo((f) => ({ to, n: (f?.n ?? 0) + 1 }));

  const showNotice = (kind: 'error' | 'success', message: string) => {
    setNotice({ kind, message });
    moveFocus('notice');
  };

  const changeDial = (dial: string) => {
    const digits = onlyDigits(values.phone);
    const next = phoneMaskFor(dial, ctx);
    setValues((v) => ({ ...v, dial, phone: digits.length <= maskLength(next) ? applyMask(digits, next) : digits }));
    setServerErrors((e) => ({ ...e, phone: undefined }));
  };

  // The phone's numbering plans are not part of the form's code (src/lib/phone/fields.ts): a
  // submit waits for them.
  usePhoneRulesOnReach(() => form.current);

  async function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (running.current) return;
    setNotice(null);
    setServerErrors({});
    running.current = true;
    const plans = await loadPhoneRules().then(
      () => true,
      () => false,
    );
    running.current = false;
    // Offline: said in the form's alert; what was typed stays.
    if (!plans) return showNotice('error', errorMessage(null, null, language));
    const found = snapshot ? validateProfileForm(values, snapshot, ctx) : {};
    setErrors(found);
    if (Object.keys(found).length) return moveFocus('invalid');
    const update = buildProfileUpdate(snapshot, values, ctx);
    if (update.status === 'not-loaded') return showNotice('error', m.notLoaded);
    if (update.status === 'unchanged') return showNotice('success', m.unchanged);
    running.current = true;
    setBusy(true);
    const result = await saveProfileUpdate(update.body);
    running.current = false;
    setBusy(false);
    if (result.ok) {
      const next = snapshotOf(result.profile);
      setSnapshot(next);
      setValues(formValuesOf(next, ctx));
      return showNotice('success', m.saved);
    }
    const at = fieldOfProfileError(result.error.errorId);
    if (at) {
      setServerErrors({ [at]: result.error.message });
      return moveFocus('invalid');
    }
    showNotice('error', result.error.message);
  }

  const interestsError = err('interests');
  const example = mask.replace(/X/g, '0');

  return (
    <form ref={form} noValidate onSubmit={submit} className="space-y-5">
      <Notice message={notice?.message ?? null} kind={notice?.kind ?? 'error'} noticeRef={noticeRef} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label={m.firstName} name="firstName" autoComplete="given-name" required maxLength={30} value={values.firstName} onValue={set('firstName')} error={err('firstName')} />
        <TextField label={m.lastName} name="lastName" autoComplete="family-name" required maxLength={30} value={values.lastName} onValue={set('lastName')} error={err('lastName')} />
      </div>
      <TextField label={m.email} name="email" type="email" inputMode="email" autoComplete="email" required maxLength={100} value={values.email} onValue={set('email')} error={err('email')} hint={m.emailHint} />
      <div className="grid grid-cols-[minmax(0,10rem)_1fr] gap-3">
        <SelectField label={m.dialCode} name="phoneCode" value={values.dial} onValue={changeDial}>
          {ctx.countries.map((c) => (
            <option key={c.value} value={c.value}>
              {c.name} ({c.dialCode})
            </option>
          ))}
        </SelectField>
        <TextField
          label={label(m.phone, 'phone')}
          name="phone"
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          placeholder={example}
          required={required('phone')}
          value={values.phone}
          onValue={(v) => set('phone')(applyPhoneMask(v, mask))}
          error={err('phone')}
          hint={m.phoneHint(example)}
        />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={label(m.birthDate(ctx.format), 'birthDate')}
          name="birthDate"
          inputMode="numeric"
          autoComplete="bday"
          placeholder={ctx.format}
          required={required('birthDate')}
          value={values.birthDate}
          onValue={(v) => set('birthDate')(applyMask(v, DATE_MASK))}
          error={err('birthDate')}
          hint={m.birthDateHint(ctx.minimumAge)}
        />
        {ctx.genderShown ? (
          <SelectField label={m.gender} name="gender" value={values.gender} onValue={set('gender')} required error={err('gender')}>
            <option value="">{m.choose}</option>
            {GENDERS.map((g) => (
              <option key={g} value={g}>
                {m.genders[g]}
              </option>
            ))}
          </SelectField>
        ) : null}
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label={label(m.postalCode, 'postalCode')} name="postalCode" autoComplete="postal-code" maxLength={POSTAL_CODE_MAX_LENGTH} required={required('postalCode')} value={values.postalCode} onValue={set('postalCode')} error={err('postalCode')} />
        <SelectField label={label(m.shoeSize, 'shoeSize')} name="preferredShoeSize" value={values.shoeSize} onValue={set('shoeSize')} required={required('shoeSize')} error={err('shoeSize')}>
          <option value="">{m.noPreference}</option>
          {SHOE_SIZES.map((size) => (
            <option key={size} value={size}>
              {size}
            </option>
          ))}
        </SelectField>
      </div>
      <fieldset aria-describedby={`${interestsId}-hint${interestsError ? ` ${interestsId}-error` : ''}`}>
        <legend className="font-semibold">{label(m.interests, 'interests')}</legend>
        <p id={`${interestsId}-hint`} className="mt-1 text-sm">
          {m.interestsHint}
        </p>
        <ul className="mt-2 grid gap-2 sm:grid-cols-2">
          {INTERESTS.map((interest) => (
            <li key={interest} className="flex items-center gap-3">
              <input
                id={`${interestsId}-${interest}`}
                type="checkbox"
                name="interests"
                value={interest}
                checked={values.interests.includes(interest)}
                aria-invalid={interestsError ? true : undefined}
                onChange={(e) => {
                  const on = e.currentTarget.checked;
                  set('interests')(on ? [...values.interests, interest] : values.interests.filter((i) => i !== interest));
                }}
                className="size-5 shrink-0 accent-brand"
              />
              <label htmlFor={`${interestsId}-${interest}`}>{interestLabel(interest, language)}</label>
            </li>
          ))}
        </ul>
        <FieldError id={interestsId} error={interestsError} />
      </fieldset>
      <SubmitButton busy={busy} disabled={!hydrated} label={m.save} working={m.saving} className={`${BUTTON} sm:w-auto`} />
    </form>
  );
}

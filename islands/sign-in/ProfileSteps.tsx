/**
 * The complete-profile steps (docs/requirements/sign-in.md#enrolment-steps: 0 complete profile, 1 welcome, 2 mobile, 3 profile,
 * 4 interests, 5 success) for a signed-in shopper whose profile lacks data. Each step saves with
 * POST /consumers-v3/consumer (fills only what is missing); interests go pipe-separated.
 */
import { useStore } from '@nanostores/react';
import { useRef, useState, type SubmitEvent } from 'react';
import { INTERESTS } from '../../schemas/api/consumer-rules.ts';
import { fieldText } from '../../schemas/forms/messages.ts';
import { applyMask, applyPhoneMask, DATE_MASK, dateFormatFor, defaultPhoneMask, parseDate, toIsoDate, validateName, type FieldResult } from '../../schemas/forms/validators.ts';
// The phone is the point of this form: its numbering plans load with it (docs/decisions.md#phones).
import '../../src/lib/phone/fields-ready.ts';
import { internationalPhone, validatePhone } from '../../src/lib/phone/fields.ts';
import { nextProfileStep, joinInterests, PROFILE_STEPS, splitInterests, type ProfileStep } from '../../src/lib/auth/enrolment.ts';
import { placeAuthError } from '../../src/lib/auth/errors.ts';
import { fill, interestName } from '../../src/lib/auth/messages.ts';
import { saveProfile, type ProfileChanges } from '../../src/lib/auth/profile.ts';
import { validateSiteBirthDate } from '../../src/lib/auth/sign-up-rules.ts';
import { accountSettingsFor } from '../../src/lib/site/account-settings.ts';
import { DIALOGS } from '../../src/lib/dialogs/names.ts';
import { $profile } from '../../src/stores/auth.ts';
import { closeDialog } from '../../src/stores/dialogs.ts';
import { BUTTON, Checkbox, focusFirstInvalid, LINK_BUTTON, Notice, SubmitButton, TextField, type Words } from './fields.tsx';
import { pageSite } from './state.ts';

const LAST_STEP = PROFILE_STEPS.success;

export function ProfileSteps({ words, language, step, onStep }: { words: Words; language: string; step: ProfileStep; onStep: (s: ProfileStep) => void }) {
  const site = pageSite();
  // The site's minimum age for the birth date (docs/requirements/sign-in.md#sign-up, one table for every form).
  const settings = accountSettingsFor(site);
  const format = dateFormatFor(site.region);
  const profileState = useStore($profile);
  const profile = profileState.status === 'ready' ? profileState.profile : null;
  const [values, setValues] = useState({ phone: '', firstName: profile?.firstName ?? '', lastName: profile?.lastName ?? '', postalCode: profile?.postalCode ?? '', birthDate: '' });
  const [interests, setInterests] = useState<string[]>(splitInterests(profile?.interests));
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  const [notice, setNotice] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const running = useRef(false);
  const form = useRef<HTMLFormElement>(null);
  const mask = defaultPhoneMask(site.region);
  const t = (r: FieldResult) => (r ? fieldText(r, language) : undefined);

  async function save(changes: ProfileChanges) {
    if (running.current) return;
    running.current = true;
    setBusy(true);
    setNotice(null);
    const result = await saveProfile(changes, 'complete');
    running.current = false;
    setBusy(false);
    if (result.ok) return onStep(nextProfileStep(step));
    const place = placeAuthError(result.error);
    if (place.kind === 'field') {
      setErrors({ [place.field]: place.message });
      focusFirstInvalid(form.current);
    } else if (place.kind === 'revalidate') {
      setErrors({ birthDate: t(validateSiteBirthDate(values.birthDate, site.region, settings, { required: true })) });
      focusFirstInvalid(form.current);
    } else setNotice(place.message);
  }

  function submit(e: SubmitEvent<HTMLFormElement>) {
    e.preventDefault();
    if (step === 'mobile') {
      const problem = t(validatePhone(values.phone, { region: site.region, mask, required: true, country: site.country }));
      setErrors({ phone: problem });
      if (problem) return focusFirstInvalid(form.current);
      const phone = internationalPhone(values.phone, undefined, { region: site.region, country: site.country });
      return void save({ consumerDetails: phone ? { phone } : {} });
    }
    if (step === 'profile') {
      const found = {
        firstName: t(validateName(values.firstName)),
        lastName: t(validateName(values.lastName)),
        birthDate: t(validateSiteBirthDate(values.birthDate, site.region, settings, { required: !profile?.birthDate })),
      };
      setErrors(found);
      if (Object.values(found).some(Boolean)) return focusFirstInvalid(form.current);
      const date = values.birthDate ? parseDate(values.birthDate, format) : null;
      return void save({ consumerDetails: { firstName: values.firstName, lastName: values.lastName, postalCode: values.postalCode, ...(date ? { birthDate: toIsoDate(date) } : {}) } });
    }
    if (step === 'interests') return void save({ preferences: { interests: joinInterests(interests) } });
    onStep(nextProfileStep(step));
  }

  const number = PROFILE_STEPS[step];
  const progress = <p className="text-sm">{fill(words.stepOf, { n: number, total: LAST_STEP })}</p>;

  if (step === 'success') {
    return (
      <div className="space-y-4">
        <p role="status">{words.successStepText}</p>
        <button type="button" className={BUTTON} onClick={() => closeDialog(DIALOGS.signIn)}>
          {words.done}
        </button>
      </div>
    );
  }

  return (
    <form ref={form} noValidate onSubmit={submit} className="space-y-4">
      {progress}
      <Notice message={notice} />
      {(step === 'complete-profile' || step === 'welcome') && <p>{words.completeTitle}</p>}
      {step === 'mobile' && (
        <TextField label={words.phone} name="phone" type="tel" inputMode="numeric" autoComplete="tel-national" placeholder={mask.replace(/X/g, '0')} required value={values.phone} onValue={(v) => setValues((s) => ({ ...s, phone: applyPhoneMask(v, mask) }))} error={errors.phone} />
      )}
      {step === 'profile' && (
        <>
          <TextField label={words.firstName} name="firstName" autoComplete="given-name" required value={values.firstName} onValue={(v) => setValues((s) => ({ ...s, firstName: v }))} error={errors.firstName} />
          <TextField label={words.lastName} name="lastName" autoComplete="family-name" required value={values.lastName} onValue={(v) => setValues((s) => ({ ...s, lastName: v }))} error={errors.lastName} />
          {profile?.birthDate ? null : (
            <TextField label={`${words.birthDate} (${format})`} name="birthDate" inputMode="numeric" autoComplete="bday" placeholder={format} required value={values.birthDate} onValue={(v) => setValues((s) => ({ ...s, birthDate: applyMask(v, DATE_MASK) }))} error={errors.birthDate} />
          )}
          <TextField label={words.postalCode} name="postalCode" autoComplete="postal-code" maxLength={12} value={values.postalCode} onValue={(v) => setValues((s) => ({ ...s, postalCode: v }))} />
        </>
      )}
      {step === 'interests' && (
        <fieldset className="space-y-2">
          <legend className="mb-2">{words.interestsIntro}</legend>
          {INTERESTS.map((interest) => (
            <Checkbox
              key={interest}
              name="interests"
              label={interestName(interest, language)}
              checked={interests.includes(interest)}
              onChecked={(on) => setInterests((list) => (on ? [...list, interest] : list.filter((i) => i !== interest)))}
            />
          ))}
        </fieldset>
      )}
      <SubmitButton busy={busy} label={step === 'interests' ? words.save : words.continue} words={words} />
      <p className="text-center">
        <button type="button" className={LINK_BUTTON} onClick={() => onStep(nextProfileStep(step))}>
          {words.skip}
        </button>
      </p>
    </form>
  );
}

/**
 * The sign-in dialog (docs/requirements/content-blocks.md#dialogs-and-panels steps; docs/requirements/content-blocks.md#dialogs-and-panels): lookup (email → sign-in or sign-up),
 * sign-in (email, password with show/hide, 'Forgot password?'), sign-up, forgot password, then
 * the complete-profile steps for a signed-in shopper whose profile lacks data. A signed-in
 * shopper with a complete profile sees who they are and a sign-out button.
 *
 * Where the site has the simplified enrolment on (src/lib/site/account-settings.ts), sign-up asks
 * only email, password and the policy, and the dialog closes after it: the profile is partially
 * enrolled, so the complete-profile steps run at the next sign-in. A sign-in asked for by a gated
 * action (`gated`, sign-in-to-buy) ends with the sign-in confirmation dialog
 * (./SignInConfirmation.tsx) while the action resumes.
 */
import { useStore } from '@nanostores/react';
import { useEffect, useRef, useState, type SubmitEvent } from 'react';
import { Dialog, useDialogOpen } from '../shared/Dialog.tsx';
import { useSubmit } from '../shared/use-submit.ts';
import { fieldText } from '../../schemas/forms/messages.ts';
import { validatePassword, validateSignInEmail, type FieldResult } from '../../schemas/forms/validators.ts';
import { signIn, signOut, type AuthHooks, type AuthResult } from '../../src/lib/auth/account.ts';
import { enrolmentStart, type EnrolmentStep } from '../../src/lib/auth/enrolment.ts';
import { placeAuthError } from '../../src/lib/auth/errors.ts';
import { authMessages, fill } from '../../src/lib/auth/messages.ts';
import { lookupEmail } from '../../src/lib/auth/profile.ts';
import { requestPasswordReset } from '../../src/lib/auth/passwords.ts';
import { signUpVariant } from '../../src/lib/auth/sign-up-rules.ts';
import { DIALOGS } from '../../src/lib/dialogs/names.ts';
import { pageLanguage } from '../../src/lib/errors/report.ts';
import { accountSettingsFor } from '../../src/lib/site/account-settings.ts';
import { safeReturnPath } from '../../src/lib/site/return-path.ts';
import { $auth, $profile } from '../../src/stores/auth.ts';
import { closeDialog, openDialog } from '../../src/stores/dialogs.ts';
import { BUTTON, focusFirstInvalid, LINK_BUTTON, Notice, PasswordField, SubmitButton, TextField, type Words } from './fields.tsx';
import { ProfileSteps } from './ProfileSteps.tsx';
import { SignInConfirmation, type Confirmation } from './SignInConfirmation.tsx';
import { SignUpForm } from './SignUpForm.tsx';
import { $signInRequest, pageSite } from './state.ts';

const t = (r: FieldResult, language: string) => (r ? fieldText(r, language) : undefined);

/**
 * The email-only steps (lookup, forgot password): one submit at a time, the email checked before
 * `send` runs, the notice cleared on each try.
 */
function useEmailStep(email: string, language: string) {
  const [error, setError] = useState<string | undefined>();
  const [notice, setNotice] = useState<string | null>(null);
  const { busy, run } = useSubmit();
  const form = useRef<HTMLFormElement>(null);
  const submitWith = (send: () => Promise<void>) => (e: SubmitEvent<HTMLFormElement>) => {
    e.preventDefault();
    void run(async () => {
      setNotice(null);
      const problem = t(validateSignInEmail(email), language);
      setError(problem);
      if (problem) return focusFirstInvalid(form.current);
      await send();
    });
  };
  return { error, notice, setNotice, busy, form, submitWith };
}

function LookupStep({ words, language, email, onEmail, onNext }: { words: Words; language: string; email: string; onEmail: (e: string) => void; onNext: (step: 'sign-in' | 'sign-up') => void }) {
  const { error, notice, busy, form, submitWith } = useEmailStep(email, language);
  const submit = submitWith(async () => {
    const result = await lookupEmail(email);
    // No answer: the shopper can still sign in (and switch to create account from there).
    onNext(result.ok ? result.answer.nextStep : 'sign-in');
  });
  return (
    <form ref={form} noValidate onSubmit={submit} className="space-y-4">
      <p>{words.lookupIntro}</p>
      <Notice message={notice} />
      <TextField label={words.email} name="email" type="email" autoComplete="email" inputMode="email" required maxLength={100} value={email} onValue={onEmail} error={error} data-autofocus />
      <SubmitButton busy={busy} label={words.continue} words={words} />
    </form>
  );
}

function SignInStep({
  words,
  language,
  email,
  onEmail,
  returnTo,
  onAuthenticated,
  onDone,
  onSwitch,
  onForgot,
}: {
  words: Words;
  language: string;
  email: string;
  onEmail: (e: string) => void;
  returnTo?: string | undefined;
  onAuthenticated?: AuthHooks['onAuthenticated'];
  onDone: (r: Extract<AuthResult, { ok: true }>) => void;
  onSwitch: () => void;
  onForgot: () => void;
}) {
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<{ email?: string | undefined; password?: string | undefined }>({});
  const [notice, setNotice] = useState<string | null>(null);
  const { busy, run } = useSubmit();
  const form = useRef<HTMLFormElement>(null);
  const noticeRef = useRef<HTMLDivElement>(null);
  const submit = (e: SubmitEvent<HTMLFormElement>) => {
    e.preventDefault();
    void run(async () => {
      setNotice(null);
      const found = { email: t(validateSignInEmail(email), language), password: t(validatePassword(password), language) };
      setErrors(found);
      if (found.email || found.password) return focusFirstInvalid(form.current);
      const result = await signIn({ email, password, ...(returnTo ? { returnTo } : {}) }, { onAuthenticated });
      if (result.ok) return onDone(result);
      const place = placeAuthError(result.error);
      if (place.kind === 'field') {
        setErrors({ [place.field === 'email' ? 'email' : 'password']: place.message });
        focusFirstInvalid(form.current);
      } else {
        setNotice(place.kind === 'notice' ? place.message : result.error.message);
        requestAnimationFrame(() => noticeRef.current?.focus());
      }
    });
  };
  return (
    <form ref={form} noValidate onSubmit={submit} className="space-y-4">
      <Notice message={notice} noticeRef={noticeRef} />
      <TextField label={words.email} name="email" type="email" autoComplete="username" inputMode="email" required maxLength={100} value={email} onValue={onEmail} error={errors.email} />
      <PasswordField label={words.password} name="password" autoComplete="current-password" required value={password} onValue={setPassword} error={errors.password} words={words} language={language} data-autofocus />
      <p>
        <button type="button" className={LINK_BUTTON} onClick={onForgot}>
          {words.forgotPassword}
        </button>
      </p>
      <SubmitButton busy={busy} label={words.signIn} words={words} />
      <p className="text-center">
        <button type="button" className={LINK_BUTTON} onClick={onSwitch}>
          {words.createAccountSwitch}
        </button>
      </p>
    </form>
  );
}

function ForgotStep({ words, language, email, onEmail, onBack }: { words: Words; language: string; email: string; onEmail: (e: string) => void; onBack: () => void }) {
  const [sent, setSent] = useState(false);
  const { error, notice, setNotice, busy, form, submitWith } = useEmailStep(email, language);
  const submit = submitWith(async () => {
    const result = await requestPasswordReset(email);
    if (result.ok) setSent(true);
    else setNotice(result.error.message);
  });
  if (sent) {
    return (
      <div className="space-y-4">
        <h3 className="text-lg font-bold">{words.resetSentTitle}</h3>
        <p role="status">{fill(words.resetSent, { email: email.trim() })}</p>
        <button type="button" className={BUTTON} onClick={onBack}>
          {words.backToSignIn}
        </button>
      </div>
    );
  }
  return (
    <form ref={form} noValidate onSubmit={submit} className="space-y-4">
      <Notice message={notice} />
      <TextField label={words.email} name="email" type="email" autoComplete="email" inputMode="email" required maxLength={100} value={email} onValue={onEmail} error={error} data-autofocus />
      <SubmitButton busy={busy} label={words.sendResetLink} words={words} />
      <p className="text-center">
        <button type="button" className={LINK_BUTTON} onClick={onBack}>
          {words.backToSignIn}
        </button>
      </p>
    </form>
  );
}

function AccountStep({ words, name }: { words: Words; name: string }) {
  const { busy, run } = useSubmit();
  return (
    <div className="space-y-4">
      <p>{fill(words.signedInAs, { name })}</p>
      <button type="button" className={BUTTON} disabled={busy} aria-busy={busy || undefined} onClick={() => void run(signOut)}>
        {busy ? words.working : words.signOut}
      </button>
    </div>
  );
}

type Step = EnrolmentStep | 'account';

const TITLES: Record<Step, keyof Words> = {
  lookup: 'lookupTitle',
  'sign-in': 'signInTitle',
  'sign-up': 'signUpTitle',
  'forgot-password': 'forgotTitle',
  'complete-profile': 'completeTitle',
  welcome: 'completeTitle',
  mobile: 'mobileStepTitle',
  profile: 'profileStepTitle',
  interests: 'interestsStepTitle',
  success: 'successStepTitle',
  account: 'accountTitle',
};

export function SignIn() {
  const request = useStore($signInRequest);
  const auth = useStore($auth);
  const profile = useStore($profile);
  const language = pageLanguage();
  const words = authMessages(language);
  const [step, setStep] = useState<Step>('lookup');
  const [email, setEmail] = useState('');
  const [confirmation, setConfirmation] = useState<Confirmation | null>(null);
  const gated = request.props.gated === true;
  // The island's own sign-up form leaves the variant to the site's setting (a loyalty sign-up is never simplified).
  const loyalty = request.props.loyalty === true;
  const simplifiedSignUp = signUpVariant(accountSettingsFor(pageSite()), { simplified: loyalty ? false : undefined }) === 'simplified';

  // Each open starts at the step asked for, else where this shopper starts (docs/requirements/sign-in.md#enrolment-steps).
  useEffect(() => {
    const asked = request.props.step;
    setEmail(request.props.email ?? '');
    if (asked) return setStep(asked);
    if (auth.status !== 'signed-in') return setStep('lookup');
    const p = profile.status === 'ready' ? profile.profile : null;
    setStep(p?.partiallyEnrolled ? enrolmentStart({ signedIn: true, phone: p.phone }) : 'account');
    // Only a new open resets the step.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [request.opened]);

  // Where to go once signed in: at once, or, when the profile steps follow, when the dialog closes.
  const pendingReturn = useRef('');
  const goBack = () => {
    const target = pendingReturn.current;
    pendingReturn.current = '';
    if (target && target !== `${location.pathname}${location.search}`) location.assign(target);
  };
  const open = useDialogOpen(DIALOGS.signIn);
  useEffect(() => {
    if (!open) goBack();
  }, [open]);

  // A gated sign-in: as soon as the server says yes, the sign-in dialog gives way to the
  // confirmation, before the stores change and the action resumes over it (account.ts AuthHooks).
  const confirmAs =
    (kind: Confirmation['kind']): AuthHooks['onAuthenticated'] =>
    (session) => {
      if (!gated) return;
      setConfirmation({ kind, name: session.firstName ?? '' });
      closeDialog(DIALOGS.signIn);
      openDialog(DIALOGS.signInConfirmation, { kept: true });
    };

  const done = (result: Extract<AuthResult, { ok: true }>) => {
    request.props.onSignedIn?.(result);
    // The action goes on here; the profile steps wait for the next sign-in.
    if (gated) return;
    const p = result.profile;
    pendingReturn.current = request.props.returnTo ? safeReturnPath(request.props.returnTo, location.origin, '') : '';
    // docs/requirements/sign-in.md#enrolment-steps: after sign-up the interests step may open; a partial profile is completed. The
    // simplified enrolment stops here: the profile steps run the next time.
    if (step === 'sign-up') return simplifiedSignUp ? closeDialog(DIALOGS.signIn) : setStep('interests');
    if (p?.partiallyEnrolled) return setStep(enrolmentStart({ signedIn: true, phone: p.phone }));
    closeDialog(DIALOGS.signIn);
  };

  const name = auth.status === 'signed-in' ? (auth.firstName ?? '') : '';

  return (
    <>
    <Dialog name={DIALOGS.signIn} title={words[TITLES[step]]} layout="panel" kept closeLabel={words.close} focusKey={step}>
      <div data-step={step}>
        {step === 'lookup' && <LookupStep words={words} language={language} email={email} onEmail={setEmail} onNext={setStep} />}
        {step === 'sign-in' && (
          <SignInStep
            words={words}
            language={language}
            email={email}
            onEmail={setEmail}
            returnTo={request.props.returnTo}
            onAuthenticated={confirmAs('sign-in')}
            onDone={done}
            onSwitch={() => setStep('sign-up')}
            onForgot={() => setStep('forgot-password')}
          />
        )}
        {step === 'sign-up' && (
          <SignUpForm
            words={words}
            language={language}
            email={email}
            returnTo={request.props.returnTo}
            loyalty={loyalty}
            onAuthenticated={confirmAs('sign-up')}
            onDone={done}
            onSwitch={() => setStep('sign-in')}
          />
        )}
        {step === 'forgot-password' && <ForgotStep words={words} language={language} email={email} onEmail={setEmail} onBack={() => setStep('sign-in')} />}
        {step === 'account' && <AccountStep words={words} name={name} />}
        {(step === 'complete-profile' || step === 'welcome' || step === 'mobile' || step === 'profile' || step === 'interests' || step === 'success') && (
          <ProfileSteps words={words} language={language} step={step} onStep={setStep} />
        )}
      </div>
    </Dialog>
    <SignInConfirmation words={words} confirmation={confirmation} />
    </>
  );
}

/**
 * The /{locale}/forgot-password page's form (docs/requirements/sign-in.md#passwords): without a reset token it asks for the
 * email and sends the reset mail; with the mail's link (?email=&token=) it sets the new password
 * (password rules, FE872 too short, FE340 no match; AUT402 when the link expired, with a way to
 * ask for a new one).
 *
 * Rendered on the server (src/pages/[locale]/forgot-password.astro, client:load) from the page's
 * language and the link's email and token, which the page reads from its URL: the first paint is
 * the form, not an empty space it then fills (on a phone that shift scored 0.15–0.27). Its fields
 * and buttons wait, disabled, until the island runs.
 */
import { useRef, useState, type SubmitEvent } from 'react';
import { fieldText } from '../../schemas/forms/messages.ts';
import { validateSignInEmail } from '../../schemas/forms/validators.ts';
import { authMessages, fill } from '../../src/lib/auth/messages.ts';
import { checkNewPassword, type ResetLink } from '../../src/lib/auth/password-rules.ts';
import { confirmPasswordReset, requestPasswordReset, RESET_LINK_EXPIRED } from '../../src/lib/auth/passwords.ts';
import { UntilHydrated } from '../shared/UntilHydrated.tsx';
import { useHydrated } from '../shared/use-hydrated.ts';
import { useSubmit } from '../shared/use-submit.ts';
import { focusFirstInvalid, Notice, PasswordField, SubmitButton, TextField } from './fields.tsx';

interface Props {
  signInHref: string;
  /** The page's language, from the server. */
  language: string;
  /** The reset mail's link (?email=&token=), read from the page's URL by the server; null without one. */
  resetLink: ResetLink | null;
}

export default function ForgotPasswordPage({ signInHref, language, resetLink }: Props) {
  const words = authMessages(language);
  const hydrated = useHydrated();
  const [link, setLink] = useState<ResetLink | null>(resetLink);
  const [email, setEmail] = useState(resetLink?.email ?? '');
  const [values, setValues] = useState({ next: '', confirm: '' });
  const [errors, setErrors] = useState<{ email?: string | undefined; next?: string | undefined; confirm?: string | undefined }>({});
  const [notice, setNotice] = useState<{ kind: 'error' | 'success'; message: string } | null>(null);
  const [state, setState] = useState<'form' | 'sent' | 'reset' | 'expired'>('form');
  const { busy, run: guarded } = useSubmit();
  const form = useRef<HTMLFormElement>(null);

  const request = (e: SubmitEvent<HTMLFormElement>) => {
    e.preventDefault();
    void guarded(async () => {
      setNotice(null);
      const problem = validateSignInEmail(email);
      setErrors({ email: problem ? fieldText(problem, language) : undefined });
      if (problem) return focusFirstInvalid(form.current);
      const result = await requestPasswordReset(email);
      if (result.ok) setState('sent');
      else setNotice({ kind: 'error', message: result.error.message });
    });
  };

  const reset = (e: SubmitEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (!link) return;
    void guarded(async () => {
      setNotice(null);
      const checked = checkNewPassword(values.next, values.confirm);
      const found = { next: checked.newPassword ? fieldText(checked.newPassword, language) : undefined, confirm: checked.confirmation ? fieldText(checked.confirmation, language) : undefined };
      setErrors(found);
      if (found.next || found.confirm) return focusFirstInvalid(form.current);
      const result = await confirmPasswordReset({ email: link.email, resetToken: link.resetToken, newPassword: values.next });
      if (result.ok) {
        setState('reset');
        history.replaceState(history.state, '', location.pathname);
      } else if (result.error.errorId === RESET_LINK_EXPIRED) {
        setState('expired');
        setLink(null);
        setNotice({ kind: 'error', message: result.error.message });
      } else setNotice({ kind: 'error', message: result.error.message });
    });
  };

  if (state === 'sent') {
    return (
      <div className="space-y-4" role="status">
        <h2 className="text-xl font-bold">{words.resetSentTitle}</h2>
        <p>{fill(words.resetSent, { email: email.trim() })}</p>
      </div>
    );
  }
  if (state === 'reset') {
    return (
      <div className="space-y-4">
        <p role="status">{words.resetDone}</p>
        <a href={signInHref} className="font-semibold text-brand underline">
          {words.signIn}
        </a>
      </div>
    );
  }
  if (link) {
    return (
      <form ref={form} noValidate onSubmit={reset} className="flex flex-col gap-4" aria-label={words.setPassword}>
        <Notice message={notice?.message ?? null} kind={notice?.kind ?? 'error'} />
        <p>{link.email}</p>
        <UntilHydrated hydrated={hydrated}>
          <PasswordField label={words.newPassword} name="newPassword" autoComplete="new-password" required value={values.next} onValue={(v) => setValues((s) => ({ ...s, next: v }))} error={errors.next} words={words} checklist language={language} />
          <PasswordField label={words.confirmPassword} name="confirmPassword" autoComplete="new-password" required value={values.confirm} onValue={(v) => setValues((s) => ({ ...s, confirm: v }))} error={errors.confirm} words={words} language={language} />
          <SubmitButton busy={busy} label={words.setPassword} words={words} />
        </UntilHydrated>
      </form>
    );
  }
  return (
    <form ref={form} noValidate onSubmit={request} className="flex flex-col gap-4" aria-label={words.forgotTitle}>
      <Notice message={notice?.message ?? null} kind={notice?.kind ?? 'error'} />
      <UntilHydrated hydrated={hydrated}>
        <TextField label={words.email} name="email" type="email" autoComplete="email" inputMode="email" required maxLength={100} value={email} onValue={setEmail} error={errors.email} />
        <SubmitButton busy={busy} label={words.sendResetLink} words={words} />
      </UntilHydrated>
      <p>
        <a href={signInHref} className="font-semibold text-brand underline">
          {words.backToSignIn}
        </a>
      </p>
    </form>
  );
}

/**
 * The change-password form (docs/requirements/sign-in.md#passwords changepassword), for the account page: current password,
 * new password with the live checklist, and its repetition (FE872 too short, FE340 no match).
 * A wrong current password (AUT450) shows on that field; other failures in a notice.
 */
import { useEffect, useRef, useState, type SubmitEvent } from 'react';
import { fieldText } from '../../schemas/forms/messages.ts';
import { validatePassword } from '../../schemas/forms/validators.ts';
import { authMessages } from '../../src/lib/auth/messages.ts';
import { checkNewPassword } from '../../src/lib/auth/password-rules.ts';
import { changePassword, WRONG_CURRENT_PASSWORD } from '../../src/lib/auth/passwords.ts';
import { pageLanguage } from '../../src/lib/errors/report.ts';
import { focusFirstInvalid, Notice, PasswordField, SubmitButton, type Words } from './fields.tsx';

/**
 * `language` is given when the form is rendered on the server too (the account page), where there
 * is no location to read it from; `words` completes the catalogue where it lacks a language's words.
 */
export function ChangePassword({ onChanged, language: given, words: extra }: { onChanged?: () => void; language?: string; words?: Partial<Words> }) {
  const language = given ?? pageLanguage();
  const words: Words = { ...authMessages(language), ...extra };
  const [values, setValues] = useState({ current: '', next: '', confirm: '' });
  const [errors, setErrors] = useState<{ current?: string | undefined; next?: string | undefined; confirm?: string | undefined }>({});
  const [notice, setNotice] = useState<{ kind: 'error' | 'success'; message: string } | null>(null);
  const [busy, setBusy] = useState(false);
  // Rendered on the server (the account page), the form must not submit natively before it hydrates.
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const running = useRef(false);
  const form = useRef<HTMLFormElement>(null);
  const set = (k: keyof typeof values) => (v: string) => setValues((s) => ({ ...s, [k]: v }));

  async function submit(e: SubmitEvent<HTMLFormElement>) {
    e.preventDefault();
    if (running.current) return;
    setNotice(null);
    const current = validatePassword(values.current);
    const checked = checkNewPassword(values.next, values.confirm);
    const found = {
      current: current ? fieldText(current, language) : undefined,
      next: checked.newPassword ? fieldText(checked.newPassword, language) : undefined,
      confirm: checked.confirmation ? fieldText(checked.confirmation, language) : undefined,
    };
    setErrors(found);
    if (found.current || found.next || found.confirm) return focusFirstInvalid(form.current);
    running.current = true;
    setBusy(true);
    const result = await changePassword({ currentPassword: values.current, newPassword: values.next });
    running.current = false;
    setBusy(false);
    if (result.ok) {
      setValues({ current: '', next: '', confirm: '' });
      setNotice({ kind: 'success', message: words.passwordChanged });
      onChanged?.();
    } else if (result.error.errorId === WRONG_CURRENT_PASSWORD) {
      setErrors({ current: result.error.message });
      focusFirstInvalid(form.current);
    } else setNotice({ kind: 'error', message: result.error.message });
  }

  return (
    <form ref={form} noValidate onSubmit={submit} className="space-y-4" aria-label={words.changePassword}>
      <Notice message={notice?.message ?? null} kind={notice?.kind ?? 'error'} />
      <PasswordField label={words.currentPassword} name="currentPassword" autoComplete="current-password" required value={values.current} onValue={set('current')} error={errors.current} words={words} language={language} />
      <PasswordField label={words.newPassword} name="newPassword" autoComplete="new-password" required value={values.next} onValue={set('next')} error={errors.next} words={words} checklist language={language} />
      <PasswordField label={words.confirmPassword} name="confirmPassword" autoComplete="new-password" required value={values.confirm} onValue={set('confirm')} error={errors.confirm} words={words} language={language} />
      <SubmitButton busy={busy || !hydrated} label={words.changePassword} words={words} />
    </form>
  );
}

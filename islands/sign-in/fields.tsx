/**
 * The form pieces of the sign-in island: labelled fields whose error is tied to them with
 * aria-describedby, the password field with show/hide and the live checklist, checkboxes,
 * the in-form notice and a submit button that shows progress and can't be pressed twice.
 */
import { useId, useState, type InputHTMLAttributes, type ReactNode, type RefObject } from 'react';
import { passwordChecklist } from '../../schemas/forms/validators.ts';
import { fieldMessages } from '../../schemas/forms/messages.ts';
import type { authMessages } from '../../src/lib/auth/messages.ts';

export type Words = ReturnType<typeof authMessages>;

export const INPUT =
  'mt-1 block w-full rounded-sm border-2 border-brand-stone bg-white px-3 py-2.5 text-base text-brand-ink aria-invalid:border-sale disabled:bg-brand-sand/40';
export const BUTTON =
  'inline-flex min-h-11 w-full items-center justify-center gap-2 rounded-sm bg-brand px-5 py-2.5 font-semibold text-white hover:bg-brand-ink disabled:cursor-progress disabled:opacity-70';
export const LINK_BUTTON = 'font-semibold text-brand underline underline-offset-2 hover:text-brand-ink';

interface FieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value'> {
  label: string;
  name: string;
  value: string;
  onValue: (value: string) => void;
  error?: string | null | undefined;
  hint?: ReactNode;
  inputRef?: RefObject<HTMLInputElement | null> | undefined;
  after?: ReactNode;
}

export function TextField({ label, name, value, onValue, error, hint, inputRef, after, ...rest }: FieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div>
      <label htmlFor={id} className="block font-semibold">
        {label}
      </label>
      <div className="relative">
        <input
          {...rest}
          ref={inputRef}
          id={id}
          name={name}
          value={value}
          onChange={(e) => onValue(e.currentTarget.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          data-field={name}
          className={INPUT + (after ? ' pr-24' : '')}
        />
        {after}
      </div>
      {hint ? (
        <div id={hintId} className="mt-1 text-sm">
          {hint}
        </div>
      ) : null}
      {error ? (
        <p id={errorId} className="mt-1 text-sm font-semibold text-sale">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** The live checklist of seed 001 §5, read out as the shopper types. */
export function PasswordChecklist({ password, words, language }: { password: string; words: Words; language: string }) {
  const m = fieldMessages(language);
  return (
    <div>
      <p>{words.passwordRules}</p>
      <ul className="mt-1 space-y-0.5">
        {passwordChecklist(password).map((rule) => (
          <li key={rule.id} data-met={rule.met} className={rule.met ? 'text-success' : ''}>
            <span aria-hidden="true">{rule.met ? '✓ ' : '○ '}</span>
            {m[rule.id]}
            <span className="sr-only"> ({rule.met ? words.ruleMet : words.ruleNotMet})</span>
          </li>
        ))}
      </ul>
    </div>
  );
}

export function PasswordField(props: Omit<FieldProps, 'type' | 'after'> & { words: Words; checklist?: boolean; language: string }) {
  const { words, checklist = false, language, ...field } = props;
  const [shown, setShown] = useState(false);
  return (
    <TextField
      {...field}
      type={shown ? 'text' : 'password'}
      hint={checklist ? <PasswordChecklist password={field.value} words={words} language={language} /> : field.hint}
      after={
        <button
          type="button"
          onClick={() => setShown((s) => !s)}
          aria-pressed={shown}
          className="absolute inset-y-0 right-0 my-1 mr-1 rounded-sm px-3 text-sm font-semibold text-brand hover:bg-brand-sand"
        >
          {shown ? words.hidePassword : words.showPassword}
        </button>
      }
    />
  );
}

export function Checkbox({
  label,
  name,
  checked,
  onChecked,
  error,
  disabled,
  hint,
  inputRef,
}: {
  label: ReactNode;
  name: string;
  checked: boolean;
  onChecked: (checked: boolean) => void;
  error?: string | null | undefined;
  disabled?: boolean;
  hint?: string | undefined;
  inputRef?: RefObject<HTMLInputElement | null> | undefined;
}) {
  const id = useId();
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;
  return (
    <div>
      <div className="flex items-start gap-3">
        <input
          ref={inputRef}
          id={id}
          name={name}
          type="checkbox"
          checked={checked}
          disabled={disabled}
          onChange={(e) => onChecked(e.currentTarget.checked)}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          data-field={name}
          className="mt-1 size-5 shrink-0 accent-brand disabled:opacity-50"
        />
        <label htmlFor={id}>{label}</label>
      </div>
      {hint ? (
        <p id={`${id}-hint`} className="ml-8 mt-1 text-sm">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="ml-8 mt-1 text-sm font-semibold text-sale">
          {error}
        </p>
      ) : null}
    </div>
  );
}

export function Notice({ message, kind = 'error', noticeRef }: { message: string | null; kind?: 'error' | 'success'; noticeRef?: RefObject<HTMLDivElement | null> }) {
  return (
    <div ref={noticeRef} role={kind === 'error' ? 'alert' : 'status'} tabIndex={-1} className="outline-none empty:hidden">
      {message ? (
        <p className={`rounded-sm border-l-4 bg-white p-3 text-sm font-semibold ${kind === 'error' ? 'border-sale text-sale' : 'border-success text-brand-ink'}`}>{message}</p>
      ) : null}
    </div>
  );
}

export function SubmitButton({ busy, label, words }: { busy: boolean; label: string; words: Words }) {
  return (
    <button type="submit" className={BUTTON} disabled={busy} aria-busy={busy || undefined}>
      {busy ? (
        <>
          <span aria-hidden="true" className="size-4 animate-spin rounded-full border-2 border-white border-t-transparent" />
          {words.working}
        </>
      ) : (
        label
      )}
    </button>
  );
}

/** Moves focus to the first field marked invalid in a form (after React has rendered the marks). */
export function focusFirstInvalid(form: HTMLFormElement | null): void {
  requestAnimationFrame(() => form?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
}

/**
 * The help forms' pieces beyond the site's fields (../shared/fields.tsx, re-exported here): a text
 * box with its live character count, the words for a field problem, and the confirmation that
 * takes the form's place.
 */
import { useEffect, useId, useRef, type ReactNode, type RefObject } from 'react';
import { fieldText } from '../../schemas/forms/messages.ts';
import { counted, type HelpProblem } from '../../src/lib/help/forms.ts';
import { BUTTON, FieldError, INPUT, TextField } from '../shared/fields.tsx';
import type { HelpFormMessages } from './messages.ts';

export { BUTTON, SelectField, TextField } from '../shared/fields.tsx';

/** A field problem in the page's words: the spec's validator messages, or ours. */
export function problemText(problem: HelpProblem | undefined, language: string, words: HelpFormMessages): string | null {
  if (!problem) return null;
  if (problem === 'productInvalid') return words.productInvalid;
  return fieldText(problem, language);
}

/** Within this many characters of the limit, the count is spoken too. */
const SPEAK_WITHIN = 100;

interface TextAreaProps {
  label: string;
  name: string;
  value: string;
  onValue: (value: string) => void;
  max: number;
  words: HelpFormMessages;
  error?: string | null;
  hint?: string | null;
  rows?: number;
}

/**
 * A text box with its count ("120 of 4000 characters") under it, as the contract counts (trimmed).
 * The count is part of the field's description; near the limit a polite live region says what is
 * left (or how much is too much), so a screen reader is not interrupted on every key.
 */
export function TextAreaField({ label, name, value, onValue, max, words, error, hint, rows = 6 }: TextAreaProps) {
  const id = useId();
  const n = counted(value);
  const left = max - n;
  const describedBy = [hint ? `${id}-hint` : null, `${id}-count`, error ? `${id}-error` : null].filter(Boolean).join(' ');
  return (
    <div>
      <label htmlFor={id} className="block font-semibold">
        {label}
      </label>
      {hint ? (
        <p id={`${id}-hint`} className="mt-0.5 text-sm">
          {hint}
        </p>
      ) : null}
      <textarea
        id={id}
        name={name}
        value={value}
        rows={rows}
        onChange={(e) => onValue(e.currentTarget.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        data-field={name}
        className={INPUT}
      />
      <p id={`${id}-count`} className={`mt-1 text-right text-sm ${left < 0 ? 'font-semibold text-sale' : ''}`}>
        {words.count(n, max)}
      </p>
      <p className="sr-only" aria-live="polite">
        {left < 0 ? words.over(-left) : left <= SPEAK_WITHIN ? words.left(left) : ''}
      </p>
      <FieldError id={id} error={error} />
    </div>
  );
}

/**
 * What replaces a sent form: a heading, the reference when the answer has one, what happens next,
 * and a way to write again. It takes focus when it appears, so the shopper (and a screen reader)
 * lands on the result.
 */
export function Confirmation({ title, reference, referenceLabel, text, again, onAgain }: { title: string; reference: string | null; referenceLabel: string; text: string; again: string; onAgain: () => void }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <div ref={ref} tabIndex={-1} role="status" className="space-y-3 rounded-sm border-l-4 border-success bg-white p-5 outline-none focus-visible:ring-2 focus-visible:ring-brand">
      <h3 className="font-display text-display-sm">{title}</h3>
      {reference ? (
        <p>
          {referenceLabel}: <strong>{reference}</strong>
        </p>
      ) : null}
      <p>{text}</p>
      <button type="button" onClick={onAgain} className="font-semibold text-brand underline underline-offset-2 hover:text-brand-ink">
        {again}
      </button>
    </div>
  );
}

/** A group of fields under a visible legend. */
export function FieldGroup({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className="space-y-4">
      <legend className="mb-2 font-display text-lg">{legend}</legend>
      {children}
    </fieldset>
  );
}

/** The shopper's first and last name, side by side (both forms ask them, and prefill them). */
export function NameFields({ words, firstName, lastName, onValue, error }: {
  words: HelpFormMessages;
  firstName: string;
  lastName: string;
  onValue: (field: 'firstName' | 'lastName') => (value: string) => void;
  error: (field: 'firstName' | 'lastName') => string | null;
}) {
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <TextField label={words.firstName} name="firstName" autoComplete="given-name" value={firstName} onValue={onValue('firstName')} error={error('firstName')} />
      <TextField label={words.lastName} name="lastName" autoComplete="family-name" value={lastName} onValue={onValue('lastName')} error={error('lastName')} />
    </div>
  );
}

/** The optional phone, masked as the site's numbers are, with the mask as its hint. */
export function PhoneField({ words, value, onValue, mask, error }: { words: HelpFormMessages; value: string; onValue: (value: string) => void; mask: string; error: string | null }) {
  return <TextField label={words.phone} name="phone" type="tel" inputMode="numeric" autoComplete="tel-national" value={value} onValue={onValue} hint={words.phoneHint(mask)} error={error} />;
}

/**
 * The end of a help form: the alert when a send failed (focused by the form; what was typed
 * stays) and the send button, which works once the form is hydrated and shows progress.
 */
export function SendFooter({ alert, alertRef, words, label, hydrated, busy }: { alert: string | null; alertRef: RefObject<HTMLDivElement | null>; words: HelpFormMessages; label: string; hydrated: boolean; busy: boolean }) {
  return (
    <>
      <div ref={alertRef} tabIndex={-1} role="alert" className="outline-none empty:hidden">
        {alert ? (
          <p className="rounded-sm border-l-4 border-sale bg-white p-3 text-sm font-semibold text-sale">
            {alert} {words.sendFailed}
          </p>
        ) : null}
      </div>
      <button type="submit" className={BUTTON + ' sm:w-auto'} disabled={!hydrated || busy} aria-busy={busy || undefined}>
        {busy ? words.sending : label}
      </button>
    </>
  );
}

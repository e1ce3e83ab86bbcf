/**
 * The form pieces of the sign-in island: the password field with show/hide and the live
 * checklist, and a submit button in the island's words. The labelled fields, checkboxes and the
 * in-form notice are the site's (../shared/fields.tsx), exported here too for the sign-in's files.
 */
import { useState } from 'react';
import { passwordChecklist } from '../../schemas/forms/validators.ts';
import { fieldMessages } from '../../schemas/forms/messages.ts';
import type { authMessages } from '../../src/lib/auth/messages.ts';
import { SubmitButton as SharedSubmitButton, TextField, type TextFieldProps } from '../shared/fields.tsx';

export type Words = ReturnType<typeof authMessages>;

export { BUTTON, Checkbox, focusFirstInvalid, INPUT, LINK_BUTTON, Notice, SelectField, TextField } from '../shared/fields.tsx';

/** The live checklist of docs/requirements/sign-in.md#passwords, read out as the shopper types. */
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

export function PasswordField(props: Omit<TextFieldProps, 'type' | 'after'> & { words: Words; checklist?: boolean; language: string }) {
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

export function SubmitButton({ busy, label, words }: { busy: boolean; label: string; words: Words }) {
  return <SharedSubmitButton busy={busy} label={label} working={words.working} />;
}

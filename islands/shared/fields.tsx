/**
 * The site's form pieces, shared by every island with a form (sign-in, checkout, help, account):
 * labelled text fields, selects and checkboxes whose hint and error are tied to them with
 * aria-describedby (and aria-invalid when in error), the in-form notice, and the button looks.
 * Each field's ids come from useId(): `<id>`, `<id>-hint`, `<id>-error`.
 */
import { useId, type InputHTMLAttributes, type ReactNode, type RefObject } from 'react';
import { tickedBeforeHydration, typedBeforeHydration, useAdoptOnMount } from './adopt-typed.ts';

/**
 * A text field's look. Disabled, it greys, except while its island is still hydrating
 * (islands/shared/UntilHydrated.tsx marks that `data-hydrating`): a field the server rendered keeps
 * its usual look until it can be typed into, rather than changing colour when the island takes over.
 */
export const INPUT =
  'mt-1 block w-full rounded-sm border-2 border-brand-stone bg-white px-3 py-2.5 text-base text-brand-ink aria-invalid:border-sale [&:disabled:not([data-hydrating]_*)]:bg-brand-sand/40';
export const BUTTON =
  'inline-flex min-h-11 w-full items-center justify-center gap-2 rounded-sm bg-brand px-5 py-2.5 font-semibold text-white hover:bg-brand-ink disabled:cursor-progress disabled:opacity-70';
export const LINK_BUTTON = 'font-semibold text-brand underline underline-offset-2 hover:text-brand-ink';

/** The ids a field's description points at: its hint and its error, when it has them. */
function describedBy(id: string, hint: unknown, error: unknown): string | undefined {
  return [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;
}

/** A field's error under it, tied to it by id. */
export function FieldError({ id, error, className = 'mt-1' }: { id: string; error: string | null | undefined; className?: string }) {
  return error ? (
    <p id={`${id}-error`} className={`${className} text-sm font-semibold text-sale`}>
      {error}
    </p>
  ) : null;
}

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value'> {
  label: string;
  name: string;
  value: string;
  onValue: (value: string) => void;
  error?: string | null | undefined;
  hint?: ReactNode;
  inputRef?: RefObject<HTMLInputElement | null> | undefined;
  after?: ReactNode;
}

export function TextField({ label, name, value, onValue, error, hint, inputRef, after, ...rest }: TextFieldProps) {
  const id = useId();
  const ref = useAdoptOnMount<HTMLInputElement, string>(typedBeforeHydration, onValue, value, inputRef);
  return (
    <div>
      <label htmlFor={id} className="block font-semibold">
        {label}
      </label>
      <div className="relative">
        <input
          {...rest}
          ref={ref}
          id={id}
          name={name}
          value={value}
          onChange={(e) => onValue(e.currentTarget.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, hint, error)}
          data-field={name}
          className={INPUT + (after ? ' pr-24' : '')}
        />
        {after}
      </div>
      {hint ? (
        <div id={`${id}-hint`} className="mt-1 text-sm">
          {hint}
        </div>
      ) : null}
      <FieldError id={id} error={error} />
    </div>
  );
}

export interface SelectFieldProps {
  label: string;
  /** The form field's name; also its data-field (else the id is). */
  name?: string | undefined;
  /** The select's id when the caller names it (checkout's address form); else useId(). */
  id?: string | undefined;
  value: string;
  onValue: (value: string) => void;
  /** The empty first option ('Choose…'); none when absent. */
  prompt?: string | undefined;
  options?: ReadonlyArray<{ value: string; label: string }> | undefined;
  /** Options the caller renders itself (after `prompt` and `options`). */
  children?: ReactNode;
  error?: string | null | undefined;
  hint?: string | null | undefined;
  disabled?: boolean | undefined;
  busy?: boolean | undefined;
  required?: boolean | undefined;
  autoComplete?: string | undefined;
}

/** A labelled select whose hint and error are tied to it, like TextField. */
export function SelectField({ label, name, id: given, value, onValue, prompt, options, children, error, hint, disabled, busy, required, autoComplete }: SelectFieldProps) {
  const own = useId();
  const id = given ?? own;
  const ref = useAdoptOnMount<HTMLSelectElement, string>(typedBeforeHydration, onValue, value);
  return (
    <div>
      <label htmlFor={id} className="block font-semibold">
        {label}
      </label>
      <select
        ref={ref}
        id={id}
        name={name}
        value={value}
        required={required}
        disabled={disabled}
        autoComplete={autoComplete}
        onChange={(e) => onValue(e.currentTarget.value)}
        aria-busy={busy || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
        data-field={name ?? id}
        className={INPUT}
      >
        {prompt !== undefined ? <option value="">{prompt}</option> : null}
        {options?.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
        {children}
      </select>
      {hint ? (
        <p id={`${id}-hint`} className="mt-1 text-sm">
          {hint}
        </p>
      ) : null}
      <FieldError id={id} error={error} />
    </div>
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
  const ref = useAdoptOnMount<HTMLInputElement, boolean>(tickedBeforeHydration, onChecked, checked, inputRef);
  return (
    <div>
      <div className="flex items-start gap-3">
        <input
          ref={ref}
          id={id}
          name={name}
          type="checkbox"
          checked={checked}
          disabled={disabled}
          onChange={(e) => onChecked(e.currentTarget.checked)}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, hint, error)}
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
      <FieldError id={id} error={error} className="ml-8 mt-1" />
    </div>
  );
}

/** An alert (or, for a success, a status) that is always on the page, so what appears in it is announced. */
export function Notice({ message, kind = 'error', noticeRef }: { message: string | null; kind?: 'error' | 'success'; noticeRef?: RefObject<HTMLDivElement | null> }) {
  return (
    <div ref={noticeRef} role={kind === 'error' ? 'alert' : 'status'} tabIndex={-1} className="outline-none empty:hidden">
      {message ? (
        <p className={`rounded-sm border-l-4 bg-white p-3 text-sm font-semibold ${kind === 'error' ? 'border-sale text-sale' : 'border-success text-brand-ink'}`}>{message}</p>
      ) : null}
    </div>
  );
}

/** A polite status line for a result ("Address saved"): always on the page, shown only when it says something. */
export function StatusNotice({ message }: { message: string }) {
  return (
    <div role="status" className="empty:hidden">
      {message ? <p className="rounded-sm border-l-4 border-success bg-white p-3 text-sm font-semibold">{message}</p> : null}
    </div>
  );
}

/** A submit button that shows progress (a spinner and `working`) and can't be pressed twice. */
export function SubmitButton({ busy, label, working, className = BUTTON, disabled = false }: { busy: boolean; label: string; working: string; className?: string; disabled?: boolean }) {
  return (
    <button type="submit" className={className} disabled={busy || disabled} aria-busy={busy || undefined}>
      {busy ? (
        <>
          <span aria-hidden="true" className="size-4 animate-spin rounded-full border-2 border-white border-t-transparent" />
          {working}
        </>
      ) : (
        label
      )}
    </button>
  );
}

/** How many frames focusFirstInvalid waits for React to render the marks. */
const INVALID_FRAMES = 30;

/**
 * Moves focus to the first field marked invalid in a form, once React has rendered the marks.
 * Errors set in an event handler are rendered by the next frame; errors set after an await (a
 * service's answer) are rendered in a later task, which may come after that frame, so it looks
 * again on the following frames, for about half a second.
 */
export function focusFirstInvalid(form: HTMLFormElement | null): void {
  let frames = 0;
  const look = () => {
    const field = form?.querySelector<HTMLElement>('[aria-invalid="true"]');
    if (field) field.focus();
    else if (++frames < INVALID_FRAMES && form?.isConnected) requestAnimationFrame(look);
  };
  requestAnimationFrame(look);
}

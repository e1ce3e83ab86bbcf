/**
 * The busy and error states of a vanilla form (newsletter, event sign-up, associate login), the
 * same way in each: while a request is out the fields are disabled, the submit button is
 * `aria-busy` and its label (and spinner, if it has one) says so, and a second submit does
 * nothing; a failure's message goes in the form's alert, which the next attempt clears. What the
 * shopper typed is never touched. Imports nothing, so it costs a form script a few dozen bytes.
 */

export interface BusyState {
  /** A request is out: submitting again does nothing. */
  readonly busy: boolean;
  set(on: boolean): void;
}

/**
 * The form's busy state. The button's `[data-label]` shows `busyLabel` while busy and its own
 * words again after; a `[data-spinner]` inside it shows while busy.
 */
export function busyState(fields: HTMLFieldSetElement, submit: HTMLButtonElement, busyLabel: string): BusyState {
  const label = submit.querySelector<HTMLElement>('[data-label]');
  const spinner = submit.querySelector<HTMLElement>('[data-spinner]');
  const idleLabel = label?.textContent ?? '';
  let busy = false;
  return {
    get busy() {
      return busy;
    },
    set(on: boolean) {
      busy = on;
      fields.disabled = on;
      if (on) submit.setAttribute('aria-busy', 'true');
      else submit.removeAttribute('aria-busy');
      if (spinner) spinner.hidden = !on;
      if (label) label.textContent = on ? busyLabel : idleLabel;
    },
  };
}

export interface FormAlert {
  /** Shows the message (and the alert, when it is a box of its own) and moves focus where asked. */
  show(message: string, focus?: HTMLElement | null): void;
  clear(): void;
}

/**
 * The form's alert: `text` holds the message; `box`, when it is a separate element (an alert with
 * a dismiss button), is hidden while there is none. A `role="alert"` paragraph is both.
 */
export function formAlert(text: HTMLElement | null, box: HTMLElement | null = text): FormAlert {
  const separate = box !== text;
  return {
    show(message, focus) {
      if (text) text.textContent = message;
      if (box && separate) box.hidden = false;
      focus?.focus();
    },
    clear() {
      if (text) text.textContent = '';
      if (box && separate) box.hidden = true;
    },
  };
}

/**
 * Field errors in the browser, the same way in every form: the message goes in the element the
 * field's aria-describedby names first (a `[data-field-error]` paragraph), and the field gets
 * aria-invalid. Imports nothing, so it costs a form script a few dozen bytes.
 */

type Field = HTMLInputElement | HTMLSelectElement | HTMLFieldSetElement;

function errorElement(field: Field): HTMLElement | null {
  const first = field.getAttribute('aria-describedby')?.split(/\s+/)[0];
  return first ? document.getElementById(first) : null;
}

/** Shows `message` for the field, or clears its error when null. */
export function setFieldError(field: Field, message: string | null): void {
  const el = errorElement(field);
  if (el) {
    el.textContent = message ?? '';
    el.hidden = !message;
  }
  if (message) field.setAttribute('aria-invalid', 'true');
  else field.removeAttribute('aria-invalid');
}

/** Focuses the first field that failed (a fieldset: its first input), so the shopper lands on it. */
export function focusFirstInvalid(fields: ReadonlyArray<Field | null | false>): void {
  const first = fields.find((f): f is Field => Boolean(f));
  if (!first) return;
  const target = first instanceof HTMLFieldSetElement ? first.querySelector<HTMLInputElement>('input') : first;
  target?.focus();
}

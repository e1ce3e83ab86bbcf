/**
 * The vanilla forms' shared busy and alert states (blocks/shared/form-state.ts): busy disables
 * the fields and says so on the button, and gives the button its words back; the alert shows and
 * clears its message, hiding a separate box only.
 */
import { describe, expect, it } from 'vitest';
import { busyState, formAlert } from '../../../blocks/shared/form-state.ts';

interface FakeElement {
  textContent: string;
  hidden: boolean;
  disabled: boolean;
  focused: boolean;
  children: Record<string, FakeElement>;
  setAttribute(name: string, value: string): void;
  removeAttribute(name: string): void;
  getAttribute(name: string): string | null;
  querySelector(selector: string): FakeElement | null;
  focus(): void;
}

function element(text = ''): FakeElement {
  const attributes = new Map<string, string>();
  return {
    textContent: text,
    hidden: true,
    disabled: false,
    focused: false,
    children: {},
    setAttribute: (name: string, value: string) => void attributes.set(name, value),
    removeAttribute: (name: string) => void attributes.delete(name),
    getAttribute: (name: string) => attributes.get(name) ?? null,
    querySelector(selector: string) {
      return this.children[selector] ?? null;
    },
    focus() {
      this.focused = true;
    },
  };
}

describe('busyState', () => {
  it('disables the fields, marks the button busy with the busy words and spinner, and undoes it all', () => {
    const fields = element();
    const submit = element();
    submit.children['[data-label]'] = element('Sign up');
    submit.children['[data-spinner]'] = element();
    const busy = busyState(fields as never, submit as never, 'Signing up…');
    expect(busy.busy).toBe(false);
    busy.set(true);
    expect([busy.busy, fields.disabled, submit.getAttribute('aria-busy'), submit.children['[data-label]']!.textContent]).toEqual([true, true, 'true', 'Signing up…']);
    expect(submit.children['[data-spinner]']!.hidden).toBe(false);
    busy.set(false);
    expect([busy.busy, fields.disabled, submit.getAttribute('aria-busy'), submit.children['[data-label]']!.textContent]).toEqual([false, false, null, 'Sign up']);
    expect(submit.children['[data-spinner]']!.hidden).toBe(true);
  });
});

describe('formAlert', () => {
  it('writes into a role="alert" paragraph without hiding it (it must stay in the page to be heard)', () => {
    const paragraph = element();
    paragraph.hidden = false;
    const alert = formAlert(paragraph as never);
    alert.show('Something went wrong', paragraph as never);
    expect([paragraph.textContent, paragraph.hidden, paragraph.focused]).toEqual(['Something went wrong', false, true]);
    alert.clear();
    expect([paragraph.textContent, paragraph.hidden]).toEqual(['', false]);
  });

  it('shows and hides a separate alert box around the message', () => {
    const box = element();
    const text = element();
    const alert = formAlert(text as never, box as never);
    alert.show('Full', null);
    expect([text.textContent, box.hidden]).toEqual(['Full', false]);
    alert.clear();
    expect([text.textContent, box.hidden]).toEqual(['', true]);
  });
});

/**
 * The newsletter form's behaviour (Newsletter.astro), imported by ./newsletter.client.ts when the
 * block nears the viewport or the shopper reaches into it: the spec's validation (docs/requirements/content-blocks.md#newsletter:
 * email required and valid, policy required), then POST /api/newsletter with real states:
 * submitting (fields disabled, the button says so), success (the translated success, focused),
 * already subscribed, and error (an alert; nothing the shopper typed is lost).
 *
 * Already subscribed (docs/requirements/content-blocks.md#newsletter): with the block's dynamic form on, the success heading shows
 * and the checkbox and submit are hidden. A guest learns it from the API's answer after
 * submitting; a signed-in shopper whose session lists a Newsletter opt-in sees it on load.
 */
import { callBff } from '../../src/lib/bff/browser.ts';
import { logFailure } from '../../src/lib/errors/log.ts';
import { currentSession } from '../../src/lib/session/load.ts';
import { validateChecked, validateEmail, type FieldMessageId } from '../../schemas/forms/validators.ts';
import { focusFirstInvalid, setFieldError } from '../shared/form-errors.ts';
import { busyState, formAlert } from '../shared/form-state.ts';

/** The words Newsletter.astro passes: those validateEmail and validateChecked can return. */
type Messages = Record<'required' | 'emailInvalid', string> & { error: string; submitting: string };
type Answer = { status: 'subscribed' | 'already-subscribed' };

export const NEWSLETTER_PATH = '/api/newsletter';

function setUp(root: HTMLElement): void {
  const form = root.querySelector<HTMLFormElement>('form[data-newsletter-form]');
  const fields = root.querySelector<HTMLFieldSetElement>('[data-newsletter-fields]');
  const submit = root.querySelector<HTMLButtonElement>('[data-newsletter-submit]');
  const success = root.querySelector<HTMLElement>('[data-newsletter-success]');
  if (!form || !fields || !submit || !success) return;
  const email = form.elements.namedItem('email') as HTMLInputElement;
  const policy = form.elements.namedItem('policy') as HTMLInputElement;
  const policyBlock = root.querySelector<HTMLElement>('[data-newsletter-policy]');
  const m = JSON.parse(root.dataset.messages ?? '{}') as Messages;
  const alert = formAlert(root.querySelector<HTMLElement>('[data-newsletter-error]'));
  const busy = busyState(fields, submit, m.submitting);
  const dynamic = root.dataset.dynamicForm === 'true';
  let submitted = false;

  const msg = (id: FieldMessageId | null) => (id ? ((m as Partial<Record<FieldMessageId, string>>)[id] ?? m.required) : null);
  const checkEmail = () => {
    const problem = msg(validateEmail(email.value));
    setFieldError(email, problem);
    return problem ? email : null;
  };
  const checkPolicy = () => {
    const problem = msg(validateChecked(policy.checked));
    setFieldError(policy, problem);
    return problem ? policy : null;
  };

  const done = (already: boolean, moveFocus: boolean) => {
    success.hidden = false;
    if (already && dynamic) {
      success.querySelector<HTMLElement>('[data-newsletter-success-message]')!.hidden = true;
      success.querySelector<HTMLElement>('[data-newsletter-already]')!.hidden = false;
      if (policyBlock) policyBlock.hidden = true;
      submit.hidden = true;
      email.readOnly = true;
    } else {
      form.hidden = true;
    }
    if (moveFocus) success.focus();
  };

  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    if (busy.busy) return;
    submitted = true;
    alert.clear();
    const invalid = [checkEmail(), checkPolicy()];
    if (invalid.some(Boolean)) {
      focusFirstInvalid(invalid);
      return;
    }
    busy.set(true);
    const outcome = await callBff<Answer>('POST', NEWSLETTER_PATH, { email: email.value.trim(), policy: true });
    busy.set(false);
    if (outcome.ok) {
      done(outcome.data?.status === 'already-subscribed', true);
      return;
    }
    logFailure(outcome, 'newsletter.subscribe', m.error);
    alert.show(m.error, submit);
  });
  // After a first attempt, errors follow the shopper's corrections as they type.
  email.addEventListener('input', () => submitted && checkEmail());
  policy.addEventListener('change', () => submitted && checkPolicy());
  submit.disabled = false;

  if (dynamic) {
    void currentSession().then((session) => {
      if (!session.signedIn || !session.profile.subscriptions.some((s) => s.type === 'Newsletter' && s.optin)) return;
      if (busy.busy || !success.hidden) return;
      email.value = session.profile.email;
      done(true, false);
    });
  }
}

const ready = new WeakSet<HTMLElement>();

/** Wires one newsletter block, once. */
export function setUpNewsletter(root: HTMLElement): void {
  if (ready.has(root)) return;
  ready.add(root);
  setUp(root);
}

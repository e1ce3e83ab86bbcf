/**
 * The event sign-up dialog's behaviour (EventSignup.astro). When the dialog first opens it asks
 * who is signed in (src/lib/session/load.ts): signed out keeps the sign-in link (step 1),
 * signed in shows the form (step 2) with the profile's email. The form's states (docs/requirements/content-blocks.md#event-sign-up):
 * idle; submitting (fields disabled, the button busy); success (the confirmation, with a close
 * button); error (a dismissible alert with the answer's message; what was typed stays).
 */
import { callBff } from '../../src/lib/bff/browser.ts';
import { logFailure } from '../../src/lib/errors/log.ts';
import { currentSession, type SessionProfile } from '../../src/lib/session/load.ts';
import { $dialogStack } from '../../src/stores/dialogs.ts';
import { joinDays } from '../../schemas/forms/event-registration.ts';
import { validateChecked, validateOptionalName, validateRequired, type FieldMessageId } from '../../schemas/forms/validators.ts';
import { focusFirstInvalid, setFieldError } from '../shared/form-errors.ts';
import { busyState, formAlert } from '../shared/form-state.ts';

type Messages = Record<FieldMessageId, string> & { error: string; submitting: string };
type Pane = 'checking' | 'signed-out' | 'form' | 'confirmation';

export const EVENT_REGISTRATION_PATH = '/api/event-registration';

function setUp(root: HTMLElement): void {
  const name = root.dataset.dialogName ?? '';
  const dialog = root.querySelector<HTMLDialogElement>('dialog');
  const form = root.querySelector<HTMLFormElement>('form[data-pane="form"]');
  const fields = root.querySelector<HTMLFieldSetElement>('[data-form-fields]');
  const submit = root.querySelector<HTMLButtonElement>('[data-submit]');
  if (!dialog || !form || !fields || !submit) return;
  const m = JSON.parse(root.dataset.messages ?? '{}') as Messages;
  const email = form.elements.namedItem('email') as HTMLInputElement;
  const days = root.querySelector<HTMLFieldSetElement>('[data-days]');
  const plusOne = form.elements.namedItem('plusOne') as HTMLInputElement | null;
  const terms = form.elements.namedItem('terms') as HTMLInputElement;
  const alertBox = root.querySelector<HTMLElement>('[data-error-alert]');
  const alert = formAlert(root.querySelector<HTMLElement>('[data-error-message]'), alertBox);
  const busy = busyState(fields, submit, m.submitting);
  let profile: SessionProfile | null = null;
  let asked = false;
  let submitted = false;

  const show = (pane: Pane) => {
    root.querySelectorAll<HTMLElement>('[data-pane]').forEach((el) => (el.hidden = el.dataset.pane !== pane));
    // Step 1 (sign in) until the shopper is known to be signed in, then step 2 (join).
    const step = pane === 'form' || pane === 'confirmation' ? '2' : '1';
    root.querySelectorAll<HTMLElement>('[data-step]').forEach((li) => {
      const current = li.dataset.step === step;
      if (current) li.setAttribute('aria-current', 'step');
      else li.removeAttribute('aria-current');
      li.classList.toggle('text-brand-stone', !current);
    });
  };

  const ask = async () => {
    asked = true;
    show('checking');
    const session = await currentSession();
    signedOut = !session.signedIn;
    if (!session.signedIn) {
      show('signed-out');
      return;
    }
    profile = session.profile;
    email.value = profile.email;
    show('form');
  };

  // Asked on the first open, and again on each open while the answer was "signed out": the
  // shopper may have signed in from the sign-in link meanwhile (it brings them back here).
  let open = false;
  let signedOut = false;
  $dialogStack.subscribe((stack) => {
    const now = stack.some((d) => d.name === name);
    if (now && !open && (!asked || signedOut)) void ask();
    open = now;
  });

  const msg = (id: FieldMessageId | null) => (id ? m[id] : null);
  const chosenDays = () => (days ? [...days.querySelectorAll<HTMLInputElement>('input:checked')].map((i) => i.value) : [root.dataset.allDays ?? '']);
  const check = () => {
    const invalid: Array<HTMLInputElement | HTMLFieldSetElement | null> = [];
    if (days) {
      const problem = msg(validateRequired(chosenDays().join('')));
      setFieldError(days, problem);
      invalid.push(problem ? days : null);
    }
    if (plusOne) {
      const problem = msg(validateOptionalName(plusOne.value));
      setFieldError(plusOne, problem);
      invalid.push(problem ? plusOne : null);
    }
    const termsProblem = msg(validateChecked(terms.checked));
    setFieldError(terms, termsProblem);
    invalid.push(termsProblem ? terms : null);
    return invalid;
  };


  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    if (busy.busy || !profile) return;
    submitted = true;
    alert.clear();
    const invalid = check();
    if (invalid.some(Boolean)) {
      focusFirstInvalid(invalid);
      return;
    }
    busy.set(true);
    const outcome = await callBff('POST', EVENT_REGISTRATION_PATH, {
      email: profile.email,
      attendingDays: joinDays(chosenDays()),
      eventId: root.dataset.eventId,
      eventTermsAccepted: true,
      firstName: profile.firstName,
      lastName: profile.lastName,
      gender: profile.gender,
      phoneNumber: profile.phone,
      plusOne: plusOne?.value.trim() ?? '',
    });
    busy.set(false);
    if (outcome.ok) {
      show('confirmation');
      root.querySelector<HTMLElement>('[data-pane="confirmation"] h3')?.focus();
      return;
    }
    logFailure(outcome, 'event.register', outcome.message ?? m.error);
    alert.show(outcome.message ?? m.error, alertBox?.querySelector<HTMLButtonElement>('[data-error-dismiss]'));
  });

  alertBox?.querySelector('[data-error-dismiss]')?.addEventListener('click', () => {
    alert.clear();
    submit.focus();
  });
  // After a first attempt, errors follow the shopper's corrections.
  days?.addEventListener('change', () => submitted && check());
  plusOne?.addEventListener('input', () => submitted && check());
  terms.addEventListener('change', () => submitted && check());
}

let started = false;

export function initEventSignups(): void {
  if (started) return;
  started = true;
  document.querySelectorAll<HTMLElement>('[data-event-signup]').forEach(setUp);
}

/**
 * The associate login's behaviour (./AssociateLogin.astro). The store select fills from the
 * site country's stores that take associate sign-in; if that list can't load (or has none), a
 * store id field replaces it with a message saying so. Submitting checks the fields (messages of
 * schemas/forms), then POST /api/auth/agent-login with a busy button (one request at a time).
 * Success: every tab re-reads the session and this one goes home, where the header shows the
 * store. Failure: STR404 at the store field, anything else in the form's alert; nothing typed
 * is lost. An associate already connected sees 'You are signed in at …' and 'End store session'.
 */
import { fillMessage } from '../../../schemas/forms/messages.ts';
import type { FieldMessageId, FieldResult } from '../../../schemas/forms/validators.ts';
import { focusFirstInvalid, setFieldError } from '../../../blocks/shared/form-errors.ts';
import { busyState, formAlert } from '../../../blocks/shared/form-state.ts';
import { callBff } from '../../lib/bff/browser.ts';
import { raiseError } from '../../lib/errors/report.ts';
import type { BuyInStore } from '../../lib/session/types.ts';
import { $buyInStore } from '../../stores/buy-in-store.ts';
import { announceSessionChange, ensureSession } from '../../lib/session/load.ts';
import {
  AGENT_LOGIN_PATH,
  associateStores,
  failureField,
  normaliseAssociateId,
  signedInAt,
  storesPath,
  validateAssociateId,
  validateAssociatePassword,
  validateStoreId,
} from './form.ts';

type Words = Record<FieldMessageId, string> & {
  chooseStore: string;
  storesFailed: string;
  storesEmpty: string;
  storeIdFormat: string;
  associateIdFormat: string;
  submitting: string;
  signedInAt: string;
  wrongCredentials: string;
  showPassword: string;
  hidePassword: string;
};

function setUp(root: HTMLElement): void {
  const form = root.querySelector<HTMLFormElement>('form[data-form]');
  const fields = root.querySelector<HTMLFieldSetElement>('[data-fields]');
  const submit = root.querySelector<HTMLButtonElement>('[data-submit]');
  const connected = root.querySelector<HTMLElement>('[data-connected]');
  const connectedText = root.querySelector<HTMLElement>('[data-connected-text]');
  const formError = root.querySelector<HTMLElement>('[data-form-error]');
  const listBox = root.querySelector<HTMLElement>('[data-store-list]');
  const typedBox = root.querySelector<HTMLElement>('[data-store-typed]');
  const storeStatus = root.querySelector<HTMLElement>('[data-store-status]');
  if (!form || !fields || !submit || !connected || !connectedText || !formError || !listBox || !typedBox || !storeStatus) return;
  const storeSelect = form.elements.namedItem('storeId') as HTMLSelectElement;
  const storeTyped = form.elements.namedItem('storeIdTyped') as HTMLInputElement;
  const associate = form.elements.namedItem('storeEmployeeId') as HTMLInputElement;
  const password = form.elements.namedItem('password') as HTMLInputElement;
  const toggle = root.querySelector<HTMLButtonElement>('[data-password-toggle]');
  const w = JSON.parse(root.dataset.words ?? '{}') as Words;
  const busy = busyState(fields, submit, w.submitting);
  const alert = formAlert(formError);
  const locale = root.dataset.locale ?? '';
  let typing = false;
  let submitted = false;

  const text = (result: FieldResult): string | null => (result === null ? null : typeof result === 'string' ? w[result] : fillMessage(w[result.id], result.values));
  const storeField = () => (typing ? storeTyped : storeSelect);
  const check = (field: HTMLInputElement | HTMLSelectElement, result: FieldResult) => {
    const message = text(result);
    setFieldError(field, message);
    return message ? field : null;
  };
  const checkStore = () => check(storeField(), validateStoreId(storeField().value, w.storeIdFormat));
  const checkAssociate = () => check(associate, validateAssociateId(associate.value, w.associateIdFormat));
  const checkPassword = () => check(password, validateAssociatePassword(password.value));

  // ---- The store: a list, or a typed id when the list can't be had -----------------------
  const typeStoreId = (why: string) => {
    typing = true;
    listBox.hidden = true;
    typedBox.hidden = false;
    storeTyped.disabled = false;
    storeStatus.textContent = why;
    submit.disabled = false;
  };
  void callBff('GET', storesPath(root.dataset.country ?? 'US')).then((outcome) => {
    if (!outcome.ok) {
      raiseError(outcome, 'associateLogin.stores');
      typeStoreId(w.storesFailed);
      return;
    }
    const stores = associateStores(outcome.data);
    if (stores.length === 0) {
      typeStoreId(w.storesEmpty);
      return;
    }
    const options = stores.map((s) => new Option(s.city && !s.storeName.includes(s.city) ? `${s.storeName}, ${s.city} (${s.storeId})` : `${s.storeName} (${s.storeId})`, s.storeId));
    storeSelect.replaceChildren(new Option(w.chooseStore, ''), ...options);
    storeSelect.disabled = false;
    submit.disabled = false;
  });

  // ---- Password visibility -------------------------------------------------------------------
  toggle?.addEventListener('click', () => {
    const show = password.type === 'password';
    password.type = show ? 'text' : 'password';
    toggle.setAttribute('aria-pressed', String(show));
    toggle.textContent = show ? w.hidePassword : w.showPassword;
  });

  // ---- Submitting ----------------------------------------------------------------------------
  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    if (busy.busy) return;
    submitted = true;
    alert.clear();
    const invalid = [checkStore(), checkAssociate(), checkPassword()];
    if (invalid.some(Boolean)) {
      focusFirstInvalid(invalid);
      return;
    }
    busy.set(true);
    const body = { storeId: storeField().value.trim(), storeEmployeeId: normaliseAssociateId(associate.value), password: password.value };
    const outcome = await callBff('POST', AGENT_LOGIN_PATH, body);
    if (outcome.ok) {
      // The button stays busy while the session is re-read and the home page loads.
      await announceSessionChange();
      location.assign(root.dataset.home ?? `/${locale}/`);
      return;
    }
    busy.set(false);
    const error = raiseError(outcome, 'associateLogin.signIn');
    if (failureField(error.errorId) === 'store') {
      setFieldError(storeField(), error.message);
      storeField().focus();
      return;
    }
    alert.show(error.errorId === 'AUT401' ? w.wrongCredentials : error.message, formError);
  });
  // After a first attempt, messages follow the associate's corrections.
  storeSelect.addEventListener('change', () => submitted && checkStore());
  storeTyped.addEventListener('input', () => submitted && checkStore());
  associate.addEventListener('input', () => submitted && checkAssociate());
  password.addEventListener('input', () => submitted && checkPassword());

  // ---- Already connected -----------------------------------------------------------------
  const render = (session: BuyInStore | null) => {
    if (busy.busy) return;
    connected.hidden = !session;
    form.hidden = !!session;
    connectedText.textContent = session ? signedInAt(w.signedInAt, session) : '';
  };
  $buyInStore.subscribe(render);
  root.querySelector('[data-end-store-session]')?.addEventListener('click', (event) => {
    const button = event.currentTarget as HTMLButtonElement;
    button.disabled = true;
    void import('../header/end-session.ts').then((m) => m.endStoreSession(locale)).finally(() => (button.disabled = false));
  });
  ensureSession();
}

let started = false;

export function startAssociateLogin(): void {
  if (started) return;
  started = true;
  document.querySelectorAll<HTMLElement>('[data-associate-login]').forEach(setUp);
}

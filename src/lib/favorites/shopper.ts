/**
 * Who the lists belong to. Favorites and saved-for-later are per token (guests have lists too),
 * so a surface waits until the session is known before reading them, and reads them again when
 * the shopper changes (sign-in merges the guest's lists, sign-out starts new ones). An employee
 * signed in cannot use either list (docs/requirements/cart.md#favorites): empty lists, actions that do nothing.
 */
import { $auth, isEmployee, type AuthState } from '../../stores/auth.ts';
import { ensureSession } from '../session/load.ts';

/** The auth state once the session is known (asks for it if nobody has yet). */
export function whenShopperKnown(): Promise<AuthState> {
  const now = $auth.get();
  if (now.status !== 'unknown') return Promise.resolve(now);
  if (typeof window !== 'undefined') ensureSession();
  return new Promise((resolve) => {
    const stop = $auth.listen((state) => {
      if (state.status === 'unknown') return;
      stop();
      resolve(state);
    });
  });
}

/** Whose lists these are: changes on sign-in and sign-out. */
export function shopperKey(state: AuthState): string {
  return state.status === 'signed-in' ? `signed-in:${state.consumerNo}` : state.status;
}

/** docs/requirements/account-and-loyalty.md#employees: an employee connected to the site gets empty lists and no-op actions. */
export const listsDisabled = (state: AuthState = $auth.get()): boolean => isEmployee(state);

/**
 * The same for an island rendered on the server: the server's word (from the session) until the
 * island has hydrated and the browser knows the shopper, so both sides render alike.
 */
export const listsDisabledOnPage = (state: AuthState, hydrated: boolean, serverSaysDisabled: boolean): boolean =>
  hydrated && state.status !== 'unknown' ? listsDisabled(state) : serverSaysDisabled;

/**
 * Calls `reload` once the session is known and again whenever the shopper changes. Answers a
 * function that stops following. `served`: whose list the page already shows (an island rendered
 * on the server from the session, in shopperKey's words): not read again while it is theirs.
 */
export function followShopper(reload: (state: AuthState) => void, served: string | null = null): () => void {
  let last = served;
  const check = (state: AuthState) => {
    if (state.status === 'unknown') return;
    const key = shopperKey(state);
    if (key === last) return;
    last = key;
    reload(state);
  };
  if (typeof window !== 'undefined') ensureSession();
  return $auth.subscribe(check);
}

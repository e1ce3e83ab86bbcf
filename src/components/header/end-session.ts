/**
 * What the header's 'End store session' button does (docs/requirements/checkout-and-payments.md#buy-in-store), loaded on click so the header
 * script stays small. 'Sign out' is src/lib/auth/account.ts `signOut()`.
 */
import { callBff } from '../../lib/bff/browser.ts';
import { raiseError } from '../../lib/errors/report.ts';
import { setBuyInStore } from '../../stores/buy-in-store.ts';
import { SESSION_CHANNEL } from '../../lib/session/load.ts';
import { showToast } from '../../stores/toasts.ts';

export const SIGN_OUT_PATH = '/api/auth/signout';

/**
 * docs/requirements/sign-in.md#sign-out: ending the buy-in-store session clears the stored store info, logs out and goes
 * to the associate login.
 */
export async function endStoreSession(locale: string): Promise<void> {
  const outcome = await callBff('POST', SIGN_OUT_PATH, {});
  if (!outcome.ok) {
    showToast({ title: raiseError(outcome, 'auth.endStoreSession').message, kind: 'error' });
    return;
  }
  setBuyInStore(null);
  // Other tabs re-read their session (now a guest's); this one leaves.
  if ('BroadcastChannel' in window) {
    const channel = new BroadcastChannel(SESSION_CHANNEL);
    channel.postMessage({ type: 'changed' });
    channel.close();
  }
  location.assign(locale ? `/${locale}/associate-login` : '/associate-login');
}

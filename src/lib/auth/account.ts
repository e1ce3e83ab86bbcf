/**
 * Signing in, up and out from the browser (docs/requirements/sign-in.md#sign-in-flow). The BFF does the
 * credential step, the PKCE exchange (with its 409 retry) and keeps the tokens; this module
 * sends the guest's basket, favorites and saved-for-later ids along (the BFF remembers them
 * too), then brings the page up to date: the session stores, the profile, the loyalty summary,
 * the 'you have successfully logged in' toast, and the employee terms dialog for an employee who
 * has not accepted them. Sign-out empties every shopper store and leaves private pages.
 */
import { callBff } from '../bff/browser.ts';
import { pushEvent } from '../analytics/data-layer.ts';
import { pageLanguage, raiseError, type ShopperError } from '../errors/report.ts';
import { openIsland } from '../islands/lazy.ts';
import { $auth, setGuest } from '../../stores/auth.ts';
import { $cart, $cartDetail, EMPTY_CART, setCart } from '../../stores/cart.ts';
import { $favorites, resetFavorites } from '../../stores/favorites.ts';
import { $savedForLater, resetSavedForLater } from '../../stores/saved-for-later.ts';
import { announceSessionChange } from '../session/load.ts';
import { showToast } from '../../stores/toasts.ts';
import { closeAllDialogs } from '../../stores/dialogs.ts';
import type { SignUpBody } from '../../../schemas/api/auth.ts';
import type { SessionState } from '../session/types.ts';
import { botCheckToken } from './bot-check.ts';
import { leavesOnSignOut } from './enrolment.ts';
import { forgetMemberHeight } from '../loyalty/member-height.ts';
import { authMessages } from './messages.ts';
import { clearProfile, loadLoyalty, loadProfile } from './profile.ts';
import type { ProfileSummary } from '../../stores/auth.ts';

export type AuthResult = { ok: true; session: SessionState; returnTo: string; profile: ProfileSummary | null } | { ok: false; error: ShopperError };

interface SignedInAnswer {
  session: SessionState;
  returnTo?: string;
}

/** The ids a guest has collected, carried over and merged at sign-in (docs/requirements/sign-in.md#token-exchange). */
export function guestObjects(): { basketId?: string; favoriteId?: string; saveForLaterId?: string } {
  if ($auth.get().status === 'signed-in') return {};
  const cart = $cart.get();
  const basketId = cart.status === 'ready' ? cart.basketId : undefined;
  const favoriteId = $favorites.get().favoriteId;
  const saveForLaterId = $savedForLater.get().saveForLaterId;
  return { ...(basketId ? { basketId } : {}), ...(favoriteId ? { favoriteId } : {}), ...(saveForLaterId ? { saveForLaterId } : {}) };
}

/** After the BFF signed the shopper in: stores, profile, loyalty, toast, employee terms. */
async function afterSignIn(answer: SignedInAnswer, kind: 'login' | 'sign_up'): Promise<AuthResult> {
  await announceSessionChange();
  const profile = await loadProfile();
  const m = authMessages(pageLanguage());
  showToast({ title: kind === 'login' ? m.signedIn : m.accountCreated, kind: 'success' });
  pushEvent({ event: kind, method: 'email' });
  const session = answer.session;
  // The points and vouchers (the summary came with the profile where the site requests it, docs/requirements/checkout-and-payments.md#rewards-and-loyalty-points).
  if (session.isLoyaltyMember) void loadLoyalty();
  if (session.consumerType === 'EMPLOYEE' && !session.isEmployeeDiscountTCAccepted) void openIsland('employee-terms');
  return { ok: true, session, returnTo: answer.returnTo ?? '/', profile: profile.ok ? profile.profile : null };
}

export interface SignInInput {
  email: string;
  password: string;
  returnTo?: string;
}

/** What a caller may do between the gateway's yes and the page learning of it. */
export interface AuthHooks {
  /**
   * The shopper is signed in on the server; the stores, the profile and the toast come next. The
   * sign-in confirmation opens here, so the action a gated sign-in resumes (which follows the
   * stores) opens its own dialogs over it rather than closing it.
   */
  onAuthenticated?: ((session: SessionState) => void) | undefined;
}

export async function signIn(input: SignInInput, hooks: AuthHooks = {}): Promise<AuthResult> {
  const recaptchaToken = await botCheckToken('login');
  const guest = guestObjects();
  const outcome = await callBff<SignedInAnswer>('POST', '/api/auth/signin', {
    email: input.email.trim(),
    password: input.password,
    ...(recaptchaToken ? { recaptchaToken } : {}),
    ...(Object.keys(guest).length ? { guestObjects: guest } : {}),
    ...(input.returnTo ? { returnTo: input.returnTo } : {}),
  });
  if (!outcome.ok) return { ok: false, error: raiseError(outcome, 'auth.signin') };
  hooks.onAuthenticated?.(outcome.data.session);
  return afterSignIn(outcome.data, 'login');
}

/** The sign-up form's payload (docs/requirements/sign-in.md#sign-up), without the bot-check token (added here). */
export type SignUpInput = Omit<SignUpBody, 'recaptcha_response'> & { returnTo?: string };

export async function signUp(input: SignUpInput, hooks: AuthHooks = {}): Promise<AuthResult> {
  const recaptchaToken = await botCheckToken('register');
  const guest = guestObjects();
  const outcome = await callBff<SignedInAnswer>('POST', '/api/auth/signup', {
    ...input,
    ...(recaptchaToken ? { recaptcha_response: recaptchaToken } : {}),
    ...(Object.keys(guest).length ? { guestObjects: guest } : {}),
  });
  if (!outcome.ok) return { ok: false, error: raiseError(outcome, 'auth.signup') };
  hooks.onAuthenticated?.(outcome.data.session);
  return afterSignIn(outcome.data, 'sign_up');
}

/**
 * docs/requirements/sign-in.md#sign-out: sign-out clears cart, profile, loyalty and favorites (and saved-for-later), and
 * a guest session starts; from a cart, checkout, favorites or account page the shopper goes home.
 */
export async function signOut(): Promise<void> {
  const outcome = await callBff('POST', '/api/auth/signout', {});
  if (!outcome.ok) raiseError(outcome, 'auth.signout');
  setCart(EMPTY_CART);
  $cartDetail.set({ status: 'idle', cart: null, error: null });
  setGuest();
  clearProfile();
  resetFavorites();
  resetSavedForLater();
  forgetMemberHeight();
  closeAllDialogs();
  pushEvent({ event: 'logout' });
  if (leavesOnSignOut(location.pathname)) {
    // Other tabs hear about it; this one leaves the private page.
    void announceSessionChange();
    location.assign('/');
    return;
  }
  showToast({ title: authMessages(pageLanguage()).signedOut, kind: 'info' });
  await announceSessionChange();
}

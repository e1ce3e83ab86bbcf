/**
 * The page's one reader of the server session: GET /api/session answers the session state of
 * src/lib/session/types.ts (never a token). Public pages are cached HTML, so the browser asks who
 * is signed in here, once per page, and every store and block shares that answer:
 *
 *   { "signedIn": true, "consumerNo", "consumerType", "memberId", "firstName", "isLoyaltyMember",
 *     "isEmployeeDiscountTCAccepted", "identityTypes": ["WRANX"], "isAthlete", "buyInStore",
 *     "profile": { "email", "firstName", …, "subscriptions" },
 *     "cart": { "basketId", "currency", "totalItems", "items": [{ "itemId", "productId", "qty" }] } }
 *
 * It lives in src/lib, not src/stores: stores hold state and never call the network. It fills
 * $auth, $cart and $buyInStore; forms that prefill the shopper's details ask
 * `currentSession()` for the profile (same request). Any failure (no session, a timeout, a 5xx)
 * reads as a guest with an empty cart. The state is read again when another tab announces a
 * sign-in or sign-out (a BroadcastChannel message) and when the tab becomes visible again, so
 * blocks that depend on it update without a reload.
 */
import { callBff } from '../bff/browser.ts';
import type { BuyInStore, SessionProfileDetails } from './types.ts';
import { $auth, IDENTITY_TYPES, setGuest, setSignedIn, type IdentityType, type SignedInShopper } from '../../stores/auth.ts';
import { setBuyInStore } from '../../stores/buy-in-store.ts';
import { $cart, EMPTY_CART, setCart, type CartLineSummary, type CartSummary } from '../../stores/cart.ts';

export const SESSION_ENDPOINT = '/api/session';
export const SESSION_CHANNEL = 'cairn:session';

export type SessionProfile = SessionProfileDetails;

/** What forms need: signed in with the profile's contact details, or signed out. */
export type Session = { signedIn: true; profile: SessionProfile } | { signedIn: false };

export interface SessionSummary {
  shopper: SignedInShopper | null;
  cart: CartSummary;
  buyInStore: BuyInStore | null;
  /** The profile for forms (signed-in shoppers whose answer carries one). */
  session: Session;
}

const SIGNED_OUT: Session = { signedIn: false };
const GUEST: SessionSummary = { shopper: null, cart: EMPTY_CART, buyInStore: null, session: SIGNED_OUT };

const str = (v: unknown): string | undefined => (typeof v === 'string' && v.length > 0 ? v : undefined);
const record = (v: unknown): Record<string, unknown> | undefined => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : undefined);

const text = (v: unknown): string => (typeof v === 'string' ? v : '');

/** The session an answer body describes: signed in with a profile email, else signed out. */
export function sessionFromAnswer(body: unknown): Session {
  const answer = record(body);
  const profile = record(answer?.profile);
  const email = text(profile?.email).trim();
  if (answer?.signedIn !== true || !profile || !email) return SIGNED_OUT;
  const subscriptions = Array.isArray(profile.subscriptions)
    ? profile.subscriptions.flatMap((raw: unknown) => {
        const sub = record(raw);
        return typeof sub?.type === 'string' ? [{ type: sub.type, optin: sub.optin === true }] : [];
      })
    : [];
  return {
    signedIn: true,
    profile: {
      email,
      firstName: text(profile.firstName),
      lastName: text(profile.lastName),
      gender: text(profile.gender),
      phone: text(profile.phone),
      subscriptions,
    },
  };
}

/** docs/requirements/account-and-loyalty.md#stores: a buy-in-store session, when both the store and the associate are named. */
function buyInStoreFrom(raw: unknown): BuyInStore | null {
  const b = record(raw);
  const storeId = str(b?.storeId);
  const storeEmployeeId = str(b?.storeEmployeeId);
  if (!storeId || !storeEmployeeId) return null;
  return { storeId, storeEmployeeId, storeName: text(b?.storeName), storeEmployeeName: text(b?.storeEmployeeName) };
}

/** The state in /api/session's body; anything unreadable is a guest with an empty cart. */
export function parseSessionSummary(body: unknown): SessionSummary {
  const auth = record(body);
  const cart = record(auth?.cart);
  const consumerNo = str(auth?.consumerNo);
  const shopper: SignedInShopper | null =
    auth?.signedIn === true && consumerNo
      ? {
          consumerNo,
          consumerType: str(auth.consumerType) ?? 'REGISTERED',
          memberId: str(auth.memberId),
          firstName: str(auth.firstName),
          isLoyaltyMember: auth.isLoyaltyMember === true,
          isEmployeeDiscountTCAccepted: auth.isEmployeeDiscountTCAccepted === true,
          identityTypes: Array.isArray(auth.identityTypes)
            ? IDENTITY_TYPES.filter((t): t is IdentityType => (auth.identityTypes as unknown[]).includes(t))
            : [],
          isAthlete: auth.isAthlete === true,
        }
      : null;
  const items: CartLineSummary[] = Array.isArray(cart?.items)
    ? (cart.items as unknown[]).flatMap((raw) => {
        const line = record(raw);
        const itemId = str(line?.itemId);
        const productId = str(line?.productId);
        const qty = typeof line?.qty === 'number' && Number.isInteger(line.qty) && line.qty > 0 ? line.qty : 0;
        return itemId && productId && qty ? [{ itemId, productId, qty }] : [];
      })
    : [];
  const total = cart?.totalItems;
  return {
    shopper,
    buyInStore: buyInStoreFrom(auth?.buyInStore),
    session: sessionFromAnswer(body),
    cart: {
      basketId: str(cart?.basketId),
      currency: str(cart?.currency),
      totalItems: typeof total === 'number' && Number.isInteger(total) && total >= 0 ? total : items.reduce((n, i) => n + i.qty, 0),
      items,
    },
  };
}

let current: Session | null = null;

function apply(summary: SessionSummary): void {
  current = summary.session;
  if (summary.shopper) setSignedIn(summary.shopper);
  else setGuest();
  setCart(summary.cart);
  setBuyInStore(summary.buyInStore);
}

let inFlight: Promise<void> | null = null;

/** Reads the session summary now (one request at a time; callers during a read share it). */
export function loadSession(): Promise<void> {
  inFlight ??= callBff('GET', SESSION_ENDPOINT)
    .then((outcome) => apply(outcome.ok ? parseSessionSummary(outcome.data) : GUEST))
    .catch(() => apply(GUEST))
    .finally(() => {
      inFlight = null;
    });
  return inFlight;
}

/**
 * The shopper's session for forms (the profile to prefill); any failure counts as signed out.
 * Shares the page's one read: the answer already loaded, or the read in flight, or a new one.
 */
export async function currentSession(): Promise<Session> {
  if (current && !inFlight) return current;
  await loadSession();
  return current ?? SIGNED_OUT;
}

let started = false;

/** Loads the summary once per page and keeps it fresh; blocks that need it call this. */
export function ensureSession(): void {
  if (started) return;
  started = true;
  if ($auth.get().status === 'unknown' || $cart.get().status === 'unknown') void loadSession();
  if ('BroadcastChannel' in window) new BroadcastChannel(SESSION_CHANNEL).addEventListener('message', () => void loadSession());
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') void loadSession();
  });
}

/** For the sign-in and cart islands: the session changed here; update this tab and the others. */
export function announceSessionChange(): Promise<void> {
  if ('BroadcastChannel' in window) {
    const channel = new BroadcastChannel(SESSION_CHANNEL);
    channel.postMessage({ type: 'changed' });
    channel.close();
  }
  return loadSession();
}

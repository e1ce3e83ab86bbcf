/**
 * Keeps the auth and cart stores in step with the server. Public pages are cached HTML, so the
 * browser asks who is signed in: GET /api/session answers the session state of
 * src/lib/session/types.ts (never a token), optionally with a basket summary:
 *
 *   { "signedIn": true, "consumerNo", "consumerType", "memberId", "firstName", "isLoyaltyMember",
 *     "isEmployeeDiscountTCAccepted", "identityTypes": ["WRANX"], "isAthlete", …,
 *     "cart": { "basketId", "currency", "totalItems", "items": [{ "itemId", "productId", "qty" }] } }
 *
 * Any failure (no session, the endpoint not there yet, a timeout) reads as a guest with an empty
 * cart. The state is read again when another tab announces a sign-in or sign-out (a
 * BroadcastChannel message) and when the tab becomes visible again, so blocks that depend on it
 * update without a reload.
 */
import { $auth, IDENTITY_TYPES, setGuest, setSignedIn, type IdentityType, type SignedInShopper } from './auth.ts';
import { $cart, EMPTY_CART, setCart, type CartLineSummary, type CartSummary } from './cart.ts';

export const SESSION_ENDPOINT = '/api/session';
export const SESSION_CHANNEL = 'cairn:session';
const SESSION_TIMEOUT_MS = 5000;

export interface SessionSummary {
  shopper: SignedInShopper | null;
  cart: CartSummary;
}

const str = (v: unknown): string | undefined => (typeof v === 'string' && v.length > 0 ? v : undefined);
const record = (v: unknown): Record<string, unknown> | undefined => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : undefined);

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
    cart: {
      basketId: str(cart?.basketId),
      currency: str(cart?.currency),
      totalItems: typeof total === 'number' && Number.isInteger(total) && total >= 0 ? total : items.reduce((n, i) => n + i.qty, 0),
      items,
    },
  };
}

function apply(summary: SessionSummary): void {
  if (summary.shopper) setSignedIn(summary.shopper);
  else setGuest();
  setCart(summary.cart);
}

let inFlight: Promise<void> | null = null;

/** Reads the session summary now (one request at a time). */
export function loadSession(): Promise<void> {
  inFlight ??= (async () => {
    try {
      const res = await fetch(SESSION_ENDPOINT, { headers: { accept: 'application/json' }, credentials: 'same-origin', signal: AbortSignal.timeout(SESSION_TIMEOUT_MS) });
      apply(res.ok ? parseSessionSummary(await res.json()) : { shopper: null, cart: EMPTY_CART });
    } catch {
      apply({ shopper: null, cart: EMPTY_CART });
    } finally {
      inFlight = null;
    }
  })();
  return inFlight;
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

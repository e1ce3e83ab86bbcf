/**
 * The product page's buy box, live on intent (src/components/buy-box/BuyBox.astro): the button
 * names this island, so its code loads when the shopper points at or focuses it and runs on the
 * click (src/lib/islands/lazy.ts). No React: the page already holds every word and control; this
 * reads the quantity, says what is still to choose, and adds.
 *
 * - A size still to choose: "Please choose a size." at its group (docs/requirements/catalogue.md#quick-shop), focus on it.
 * - Add: quantity from the picker, maxQty the default (docs/requirements/cart.md#quantities-and-retries: DEFAULT_MAX_QTY, unlike quick
 *   shop's 1), through the cart client (retry, GWP rule, recovery). The mini cart opens; a
 *   failure is said next to the button, and the choice stays.
 * - Presale, signed out: the sign-in dialog opens and the add goes ahead once signed in.
 * - Notify me: quick shop's form (islands/quick-shop/NotifyMe.tsx) in place of the button.
 */
import { DEFAULT_MAX_QTY, DEFAULT_QTY } from '../../schemas/api/cart-rules.ts';
import { addToCart, type AddLine } from '../../src/lib/cart/client.ts';
import { openIsland } from '../../src/lib/islands/lazy.ts';
import { $auth } from '../../src/stores/auth.ts';
import { loadSession } from '../../src/lib/session/load.ts';
import { readBuyBoxProps, type BuyBoxProps } from './props.ts';

/** The analytics action of a product-page add (errors are logged under it). */
export const BUY_BOX_ADD_ACTION = 'pdp.add';

interface Parts {
  button: HTMLButtonElement | null;
  quantity: HTMLSelectElement | null;
  error: HTMLElement | null;
  live: HTMLElement | null;
  notify: HTMLElement | null;
}

function partsOf(root: HTMLElement): Parts {
  return {
    button: root.querySelector<HTMLButtonElement>('[data-buy-box-button]'),
    quantity: root.querySelector<HTMLSelectElement>('[data-buy-box-quantity]'),
    error: root.querySelector<HTMLElement>('[data-buy-box-error]'),
    live: root.querySelector<HTMLElement>('[data-buy-box-live]'),
    notify: root.querySelector<HTMLElement>('[data-buy-box-notify]'),
  };
}

/** The picked quantity (1 when the page offers no picker). */
export function pickedQuantity(select: Pick<HTMLSelectElement, 'value'> | null): number {
  const n = select ? Number.parseInt(select.value, 10) : DEFAULT_QTY;
  return Number.isInteger(n) && n >= 1 ? n : DEFAULT_QTY;
}

/** The cart line of a product-page add. */
export function buyBoxLine(props: BuyBoxProps & { variantId: string }, qty: number): AddLine {
  return {
    productId: props.variantId,
    ...(props.upc ? { upc: props.upc } : {}),
    qty,
    maxQty: DEFAULT_MAX_QTY,
    pdpUrl: props.pdpUrl,
    ...(props.imageUrl ? { productImageURL: props.imageUrl } : {}),
  };
}

function say(el: HTMLElement | null, text: string): void {
  if (!el) return;
  el.textContent = text;
  el.hidden = text === '';
}

/** True when every attribute is chosen; otherwise each missing one says so and focus goes to the first. */
function requireComplete(root: HTMLElement): boolean {
  const missing = [...root.querySelectorAll<HTMLElement>('[data-buy-box-missing]')];
  if (missing.length === 0) return true;
  for (const message of missing) say(message, message.dataset.message ?? '');
  missing[0]?.closest('fieldset')?.querySelector<HTMLElement>('a, input, select, button')?.focus();
  return false;
}

async function signedIn(): Promise<boolean> {
  if ($auth.get().status === 'unknown') await loadSession();
  return $auth.get().status === 'signed-in';
}

// ---- Adding ------------------------------------------------------------------------------------

async function add(root: HTMLElement, props: BuyBoxProps, qty: number): Promise<void> {
  const { variantId } = props;
  const { button, error, live } = partsOf(root);
  if (!variantId || !button || button.hasAttribute('data-adding')) return;
  button.setAttribute('data-adding', '');
  button.setAttribute('aria-busy', 'true');
  say(error, '');
  // Emptied first, so a second add of the same thing is announced again.
  if (live) live.textContent = '';
  try {
    const res = await addToCart([buyBoxLine({ ...props, variantId }, qty)], { action: BUY_BOX_ADD_ACTION });
    if (!res.ok) {
      say(error, res.error.message);
      return;
    }
    if (live) live.textContent = live.dataset.added ?? '';
    void openIsland('mini-cart');
  } finally {
    button.removeAttribute('data-adding');
    button.removeAttribute('aria-busy');
  }
}

// ---- Presale: sign in, then the add goes ahead -------------------------------------------------

let pending: { root: HTMLElement; props: BuyBoxProps; qty: number } | null = null;

function resumeAfterSignIn(): void {
  if (!pending) return;
  const { root, props, qty } = pending;
  pending = null;
  void add(root, props, qty);
}

const followed = new WeakSet<HTMLElement>();

/** The box shows the signed-in words from the session (see BuyBox.astro); a sign-in resumes a pending add. */
function follow(root: HTMLElement): void {
  if (followed.has(root)) return;
  followed.add(root);
  $auth.subscribe((state) => {
    root.dataset.auth = state.status;
    // The sign-in island's callback or the store, whichever comes first; the add goes ahead once.
    if (state.status === 'signed-in') resumeAfterSignIn();
  });
}

// ---- Notify me ---------------------------------------------------------------------------------

async function showNotifyMe(root: HTMLElement, variantId: string): Promise<void> {
  const { button, notify } = partsOf(root);
  if (!notify) return;
  const [{ mountNotifyMe }, known] = await Promise.all([import('./notify.tsx'), signedIn()]);
  mountNotifyMe(notify, variantId, known);
  notify.hidden = false;
  if (button) button.hidden = true;
}

// A page whose button is notify-me will likely need its form: fetch it with this code (on intent).
if (typeof document !== 'undefined' && document.querySelector('[data-buy-box-button][data-kind="notify-me"]')) {
  void import('./notify.tsx').catch(() => undefined);
}

// ---- The island's entry --------------------------------------------------------------------------

export async function open(raw?: unknown): Promise<void> {
  const props = readBuyBoxProps(raw);
  const root = props ? document.getElementById(props.root) : null;
  if (!props || !root) {
    console.error(JSON.stringify({ level: 'error', event: 'buybox.bad_props', props: raw ?? null }));
    return;
  }
  follow(root);
  say(partsOf(root).error, '');
  if (!requireComplete(root) || !props.variantId) return;
  if (props.kind === 'notify-me') return showNotifyMe(root, props.variantId);
  if (props.kind === 'out-of-stock') return;
  const qty = pickedQuantity(partsOf(root).quantity);
  if (props.kind === 'sign-in-to-buy' && !(await signedIn())) {
    pending = { root, props, qty };
    await openIsland('sign-in', { onSignedIn: resumeAfterSignIn, gated: true });
    return;
  }
  pending = null;
  return add(root, props, qty);
}

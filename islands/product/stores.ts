/**
 * Store availability on the product page, live on intent (src/components/product/StoreAvailability.astro
 * loads this when the shopper points at or focuses "Check store availability"). No React: the
 * dialog, its form and its words are in the page; this reads the shopper's favourite store
 * (signed in: the profile's preferences) and answers a postal code with the nearest stores and
 * each one's shelf stock of the chosen variant (src/lib/catalogue/store-availability.ts).
 */
import { callBff } from '../../src/lib/bff/browser.ts';
import { pageLanguage } from '../../src/lib/errors/report.ts';
import { availabilityPath, nearestStores, normalisePostalCode, storeStocks, type StoreStock } from '../../src/lib/catalogue/store-availability.ts';
import { AVAILABILITY_MAX_STORES } from '../../schemas/api/product-rules.ts';
import { productMessages, type ProductMessages } from '../../src/components/product/messages.ts';
import { $auth } from '../../src/stores/auth.ts';
import { loadSession } from '../../src/lib/session/load.ts';

interface Parts {
  root: HTMLElement;
  variantId: string;
  country: string;
  favorite: HTMLElement | null;
  input: HTMLInputElement | null;
  error: HTMLElement | null;
  status: HTMLElement | null;
  list: HTMLElement | null;
  submit: HTMLButtonElement | null;
}

function partsOf(root: HTMLElement): Parts | null {
  const variantId = root.dataset.variantId;
  if (!variantId) return null;
  return {
    root,
    variantId,
    country: root.dataset.country ?? '',
    favorite: root.querySelector('[data-stores-favorite]'),
    input: root.querySelector('input[name="postalCode"]'),
    error: root.querySelector('[data-stores-error]'),
    status: root.querySelector('[data-stores-status]'),
    list: root.querySelector('[data-stores-list]'),
    submit: root.querySelector('button[type="submit"]'),
  };
}

const words = (): ProductMessages => productMessages(pageLanguage());

function stockText(m: ProductMessages, s: StoreStock): string {
  return s.quantity > 0 ? m.storeQuantity(s.quantity) : m.storeNone;
}

function renderList(p: Parts, stores: StoreStock[]): void {
  if (!p.list) return;
  const m = words();
  const num = new Intl.NumberFormat(document.documentElement.lang || undefined, { maximumFractionDigits: 1 });
  p.list.replaceChildren(
    ...stores.map((s) => {
      const li = document.createElement('li');
      li.className = 'flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 border-b border-brand-sand py-3';
      const name = document.createElement('span');
      name.className = 'font-bold';
      name.textContent = s.storeName;
      const where = document.createElement('span');
      where.className = 'text-sm text-brand-stone';
      where.textContent = s.distanceKm !== undefined ? m.distanceKm(num.format(s.distanceKm)) : '';
      const stock = document.createElement('span');
      stock.className = s.quantity > 0 ? 'text-sm font-bold text-success' : 'text-sm text-brand-stone';
      const ways = [s.pickup ? m.storePickup : null, s.shipToStore ? m.storeShipToStore : null].filter(Boolean).join(' · ');
      stock.textContent = ways ? `${stockText(m, s)} · ${ways}` : stockText(m, s);
      li.append(name, where, stock);
      return li;
    }),
  );
  p.list.hidden = stores.length === 0;
}

function say(el: HTMLElement | null, text: string): void {
  if (!el) return;
  el.textContent = text;
  el.hidden = text === '';
}

function fieldError(p: Parts, text: string): void {
  say(p.error, text);
  p.input?.setAttribute('aria-invalid', text ? 'true' : 'false');
  if (text) p.input?.focus();
}

let searching = false;

/** The form's submit: the postal code's nearest stores, each with its stock of the variant. */
export async function submit(root: HTMLElement): Promise<void> {
  const p = partsOf(root);
  if (!p || !p.input || searching) return;
  const m = words();
  const code = normalisePostalCode(p.input.value);
  if (!code) return fieldError(p, m.postalCodeRequired);
  fieldError(p, '');
  searching = true;
  p.submit?.setAttribute('aria-busy', 'true');
  say(p.status, m.searching);
  try {
    const found = await callBff<unknown>('POST', '/api/gateway/stores/v1/search', { postalCode: code, ...(p.country ? { country: p.country } : {}), limit: AVAILABILITY_MAX_STORES });
    if (!found.ok) {
      // A code the stores service refuses as malformed is the shopper's to fix, like an unknown one.
      if (found.status === 400) {
        say(p.status, '');
        return fieldError(p, m.postalCodeUnknown(code));
      }
      return say(p.status, m.storesFailed);
    }
    const near = nearestStores(found.data as Parameters<typeof nearestStores>[0]);
    if (!near.placed) {
      renderList(p, []);
      say(p.status, '');
      return fieldError(p, m.postalCodeUnknown(code));
    }
    if (near.stores.length === 0) {
      renderList(p, []);
      return say(p.status, m.storesNone);
    }
    const stock = await callBff<unknown>('POST', availabilityPath(p.variantId), { qty: 1, storeIds: near.stores.map((s) => s.storeId) });
    if (!stock.ok) return say(p.status, m.storesFailed);
    const rows = storeStocks(stock.data as Parameters<typeof storeStocks>[0], p.variantId, near.stores);
    renderList(p, rows);
    say(p.status, rows.length ? m.storesResult(rows.length) : m.storesNone);
  } finally {
    searching = false;
    p.submit?.removeAttribute('aria-busy');
  }
}

const favoriteShown = new WeakSet<HTMLElement>();

/** The signed-in shopper's favourite store and its stock, above the postal-code form (once per page). */
export async function showFavorite(root: HTMLElement): Promise<void> {
  const p = partsOf(root);
  if (!p?.favorite || favoriteShown.has(root)) return;
  favoriteShown.add(root);
  if ($auth.get().status === 'unknown') await loadSession();
  if ($auth.get().status !== 'signed-in') return;
  const profile = await callBff<{ consumerProfile?: { preferences?: { favoriteStoreId?: unknown } } }>('GET', '/api/gateway/consumers-v3/consumer');
  const storeId = profile.ok ? profile.data?.consumerProfile?.preferences?.favoriteStoreId : undefined;
  if (typeof storeId !== 'string' || !storeId) return;
  const stock = await callBff<unknown>('POST', availabilityPath(p.variantId, storeId), { qty: 1 });
  if (!stock.ok) return;
  const [store] = storeStocks(stock.data as Parameters<typeof storeStocks>[0], p.variantId, [{ storeId }]);
  if (!store) return;
  const m = words();
  say(p.favorite, `${m.yourStore(store.storeName)}: ${stockText(m, store)}`);
}

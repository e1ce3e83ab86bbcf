/**
 * The cart page's saved-for-later list (docs/requirements/cart.md#saved-for-later): 'Saved for later (n)', each item with
 * its image, name, availability, 'Move to cart' and 'Remove'. Moving back can fail with ITEM_OOS:
 * 'this item could not be moved to cart' is shown at the item (the cart client also toasts it).
 * 'Edit' opens quick shop on the item's variant in an update-saved-item context (docs/requirements/cart.md#saved-for-later),
 * whose 'Update' changes the item's variant (updateSavedItem) and so this list.
 * The cart page's per-line "Save for later" calls moveToSavedForLater (src/lib/saved-for-later/
 * client.ts) and this list follows the store. Employees signed in see nothing (docs/requirements/account-and-loyalty.md#employees).
 */
import { useStore } from '@nanostores/react';
import { useCallback, useEffect, useState } from 'react';
import { followShopper, listsDisabledOnPage } from '../../src/lib/favorites/shopper.ts';
import { loadIsland, openIsland } from '../../src/lib/islands/lazy.ts';
import { loadSavedForLater, moveToCart, removeSavedItem } from '../../src/lib/saved-for-later/client.ts';
import type { FirstSavedForLater } from '../../src/lib/saved-for-later/list.ts';
import { $auth } from '../../src/stores/auth.ts';
import { $savedForLater, EMPTY_SAVED_FOR_LATER, type SavedForLaterState, type SavedItem } from '../../src/stores/saved-for-later.ts';
import { ItemError } from '../shared/ItemError.tsx';
import { UntilHydrated } from '../shared/UntilHydrated.tsx';
import { useHydrated } from '../shared/use-hydrated.ts';
import { useSeeded } from '../shared/use-seeded.ts';
import { HEADING_ID, SavedForLaterLoading } from './SavedForLaterLoading.tsx';
import { savedText, type SavedMessageKey } from './messages.ts';

const NOT_READ: FirstSavedForLater = { kind: 'unknown' };

/** The list as the server read it, in the store's shape. */
const servedList = (first: FirstSavedForLater): SavedForLaterState =>
  first.kind === 'list' ? { status: 'ready', saveForLaterId: first.list.saveForLaterId || undefined, items: first.list.items } : EMPTY_SAVED_FOR_LATER;

/**
 * `first`: the list the server read from the shopper's session (src/lib/saved-for-later/first-state.ts),
 * or that it could not (`unknown`: shown as loading until the browser reads it), or that this
 * shopper is an employee (no list). `language`: the page's, from the server. The cart page renders
 * this there too, where the stores are not the shopper's: they are read only once hydrated, and
 * until then the section renders from `first`, its buttons disabled.
 */
export function SavedForLaterSection({ first = NOT_READ, language }: { first?: FirstSavedForLater; language: string }) {
  const hydrated = useHydrated();
  // The store starts from the server's list (its id too, which Move to cart needs).
  useSeeded(() => {
    if (first.kind === 'list' && $savedForLater.get().status === 'unknown') $savedForLater.set(servedList(first));
  });
  const stored = useStore($savedForLater);
  const auth = useStore($auth);
  const t = useCallback((key: SavedMessageKey, values?: { name?: string; n?: number }) => savedText(key, language, values), [language]);
  const [busy, setBusy] = useState<Readonly<Record<string, boolean>>>({});
  const [errors, setErrors] = useState<Readonly<Record<string, string>>>({});
  const [loadError, setLoadError] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');

  const reload = useCallback(async () => {
    setLoadError(null);
    const out = await loadSavedForLater();
    if (!out.ok) setLoadError(out.error.message);
  }, []);

  // The server's list is this shopper's: kept rather than read again. `first` is the first state:
  // followed once, on mount.
  useEffect(() => followShopper(() => void reload(), first.kind === 'list' ? first.shopper : null), [reload]);

  const setItemBusy = (itemId: string, on: boolean) => setBusy((b) => ({ ...b, [itemId]: on }));
  const setItemError = (itemId: string, message: string | null) =>
    setErrors((e) => {
      const { [itemId]: _gone, ...rest } = e;
      return message ? { ...rest, [itemId]: message } : rest;
    });

  async function onMove(item: SavedItem, name: string) {
    setItemBusy(item.itemId, true);
    setItemError(item.itemId, null);
    const out = await moveToCart(item);
    setItemBusy(item.itemId, false);
    if (out.ok) setAnnouncement(t('moved', { name }));
    else setItemError(item.itemId, out.error.message);
  }

  async function onRemove(item: SavedItem, name: string) {
    setItemBusy(item.itemId, true);
    setItemError(item.itemId, null);
    const out = await removeSavedItem(item.itemId);
    setItemBusy(item.itemId, false);
    if (out.ok) setAnnouncement(t('removed', { name }));
    else setItemError(item.itemId, out.error.message);
  }

  function onEdit(item: SavedItem) {
    // The product is the master (the variant's pickers); a list without it names the variant.
    void openIsland('quickshop', {
      productId: item.masterId ?? item.productId,
      variantId: item.productId,
      context: { type: 'update-saved-item', itemId: item.itemId, qty: item.qty },
    });
  }

  // Employees have no list (the server's word until the browser knows the shopper).
  if (listsDisabledOnPage(auth, hydrated, first.kind === 'employee')) return null;
  const list = hydrated ? stored : servedList(first);
  if (list.status === 'unknown' && (!hydrated || auth.status === 'unknown')) return <SavedForLaterLoading language={language} />;

  const loading = list.status === 'unknown' || (list.status === 'loading' && list.items.length === 0);
  return (
    <section aria-labelledby={HEADING_ID} aria-busy={loading || undefined} className="mt-10 border-t border-brand-sand pt-6">
      <h2 id={HEADING_ID} className="font-display text-display-sm">
        {t('heading', { n: list.items.length })}
      </h2>
      <p role="status" className="sr-only">
        {announcement}
      </p>
      {loadError ? (
        <div role="alert" className="mt-4 flex flex-wrap items-center gap-3">
          <p>{t('loadFailed')}</p>
          <button type="button" className="min-h-11 rounded border border-brand-ink px-4 font-bold" onClick={() => void reload()}>
            {t('retry')}
          </button>
        </div>
      ) : loading ? (
        <p className="mt-4 text-brand-stone">{t('loading')}</p>
      ) : list.items.length === 0 ? (
        <p className="mt-4">{t('empty')}</p>
      ) : (
        <UntilHydrated hydrated={hydrated}>
        <ul className="mt-4 divide-y divide-brand-sand">
          {list.items.map((item) => {
            const name = item.name ?? item.productId;
            const error = errors[item.itemId];
            const errorId = `saved-${item.itemId}-error`;
            const isBusy = busy[item.itemId] === true;
            return (
              <li key={item.itemId} className="flex gap-4 py-4" aria-labelledby={`saved-${item.itemId}-name`}>
                {item.image ? (
                  <img src={item.image} alt="" width={96} height={96} loading="lazy" decoding="async" className="h-24 w-24 shrink-0 rounded bg-brand-sand/40 object-cover" />
                ) : (
                  <span aria-hidden="true" className="h-24 w-24 shrink-0 rounded bg-brand-sand/40" />
                )}
                <div className="flex min-w-0 flex-1 flex-col gap-1">
                  <p id={`saved-${item.itemId}-name`} className="font-bold">
                    {item.pageUrl ? (
                      <a href={item.pageUrl} className="hover:underline">
                        {name}
                      </a>
                    ) : (
                      name
                    )}
                  </p>
                  <p className="text-sm">
                    <span className={item.available ? 'text-brand-ink' : 'text-brand-ember'}>{item.available ? t('inStock') : t('outOfStock')}</span>
                    <span className="text-brand-stone"> · {t('qty', { n: item.qty })}</span>
                  </p>
                  <div className="mt-2 flex flex-wrap gap-3">
                    <button
                      type="button"
                      className="min-h-11 rounded bg-brand px-4 font-bold text-white disabled:opacity-60"
                      aria-label={t('moveToCartLabel', { name })}
                      aria-describedby={error ? errorId : undefined}
                      disabled={isBusy}
                      onClick={() => void onMove(item, name)}
                    >
                      {t('moveToCart')}
                    </button>
                    <button
                      type="button"
                      className="min-h-11 rounded border border-brand-ink px-4 disabled:opacity-60"
                      aria-label={t('editLabel', { name })}
                      disabled={isBusy}
                      // Quick shop's code is fetched on intent, like the product cards' trigger.
                      onPointerEnter={() => void loadIsland('quickshop').catch(() => undefined)}
                      onFocus={() => void loadIsland('quickshop').catch(() => undefined)}
                      onClick={() => onEdit(item)}
                    >
                      {t('edit')}
                    </button>
                    <button
                      type="button"
                      className="min-h-11 rounded border border-brand-ink px-4 disabled:opacity-60"
                      aria-label={t('removeLabel', { name })}
                      disabled={isBusy}
                      onClick={() => void onRemove(item, name)}
                    >
                      {t('remove')}
                    </button>
                  </div>
                  <ItemError id={errorId} message={error} />
                </div>
              </li>
            );
          })}
        </ul>
        </UntilHydrated>
      )}
    </section>
  );
}

/**
 * The pickup-in-store panel (docs/requirements/content-blocks.md#dialogs-and-panels "pickup in store"): search stores by postal code, see
 * each store's distance and its stock of this line's variant, and pick one. A line that already
 * has a store asks "Change store?" first (./ChangeStoreDialogs.tsx).
 */
import { useStore } from '@nanostores/react';
import { useId, useRef, useState, type SubmitEvent } from 'react';
import type { CartOnScreen as Cart } from '../../../schemas/api/cart.ts';
import { currentLineId, lastingLineKey } from '../../../src/lib/cart/client.ts';
import { pickUpAt } from '../../../src/lib/delivery/actions.ts';
import { lineStoreId } from '../../../src/lib/delivery/methods.ts';
import { knownStoreName, searchPickupStores } from '../../../src/lib/delivery/store-client.ts';
import { POSTAL_CODE_MAX, POSTAL_CODE_MIN, postalCodeIssue, stockOf, type FoundStore } from '../../../src/lib/delivery/store-search.ts';
import { pageLanguage } from '../../../src/lib/errors/report.ts';
import { DIALOGS } from '../../../src/lib/dialogs/names.ts';
import { closeDialog, openDialog } from '../../../src/stores/dialogs.ts';
import { Dialog } from '../../shared/Dialog.tsx';
import { distanceText } from './format.ts';
import { shippingMessages, type ShippingMessages } from './messages.ts';
import { $pendingStore, $pickupFor } from './state.ts';

type Search =
  | { status: 'idle' }
  | { status: 'loading'; code: string }
  | { status: 'done'; code: string; stores: FoundStore[] }
  | { status: 'error'; message: string };

function postalMessage(issue: NonNullable<ReturnType<typeof postalCodeIssue>>, t: ShippingMessages): string {
  if (issue === 'required') return t.postalRequired;
  return issue === 'tooShort' ? t.postalTooShort(POSTAL_CODE_MIN) : t.postalTooLong(POSTAL_CODE_MAX);
}

export function PickupInStoreDialog({ cart }: { cart: Cart }) {
  const t = shippingMessages(pageLanguage());
  const target = useStore($pickupFor);
  const item = target ? cart.items.find((i) => i.itemId === currentLineId(target.itemId)) : undefined;
  return (
    <Dialog name={DIALOGS.pickupInStore} title={t.pickupTitle} layout="panel" kept closeLabel={t.close}>
      {item ? <PickupSearch key={lastingLineKey(item.itemId)} cart={cart} itemId={item.itemId} t={t} /> : null}
    </Dialog>
  );
}

function PickupSearch({ cart, itemId, t }: { cart: Cart; itemId: string; t: ShippingMessages }) {
  const item = cart.items.find((i) => i.itemId === itemId);
  const [postal, setPostal] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [search, setSearch] = useState<Search>({ status: 'idle' });
  const [applying, setApplying] = useState<string | null>(null);
  const [applyError, setApplyError] = useState<string | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const ids = useId();
  if (!item) return null;
  const line = item;
  const currentStore = lineStoreId(line);

  async function onSearch(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const issue = postalCodeIssue(postal);
    if (issue) {
      setFieldError(postalMessage(issue, t));
      inputRef.current?.focus();
      return;
    }
    setFieldError(null);
    const code = postal.trim();
    setSearch({ status: 'loading', code });
    const answer = await searchPickupStores({ postalCode: code, productId: line.productId, qty: line.qty });
    setSearch(answer.ok ? { status: 'done', code, stores: answer.stores } : { status: 'error', message: answer.error.message });
  }

  async function pick(store: FoundStore) {
    setApplyError(null);
    if (currentStore && currentStore !== store.storeId) {
      $pendingStore.set({ itemId, storeId: store.storeId, storeName: store.storeName, currentName: knownStoreName(currentStore) ?? t.aStore });
      openDialog(DIALOGS.changeStoreConfirmation);
      return;
    }
    setApplying(store.storeId);
    const result = await pickUpAt(itemId, store.storeId);
    setApplying(null);
    if (result.ok) closeDialog(DIALOGS.pickupInStore);
    else setApplyError(result.error.message);
  }

  const errorId = `${ids}-postal-error`;
  return (
    <div className="space-y-4">
      <p>{t.pickupIntro(item.name)}</p>
      <form onSubmit={(e) => void onSearch(e)} noValidate className="space-y-1">
        <label htmlFor={`${ids}-postal`} className="block font-semibold">
          {t.postalCode}
        </label>
        <div className="flex gap-2">
          <input
            ref={inputRef}
            id={`${ids}-postal`}
            name="postalCode"
            autoComplete="postal-code"
            maxLength={POSTAL_CODE_MAX + 8}
            value={postal}
            onChange={(e) => setPostal(e.target.value)}
            aria-invalid={fieldError ? true : undefined}
            aria-describedby={fieldError ? errorId : undefined}
            className="min-w-0 flex-1 rounded border border-brand-stone px-3 py-2"
          />
          <button type="submit" disabled={search.status === 'loading'} className="rounded bg-brand px-4 py-2 font-semibold text-white disabled:opacity-60">
            {t.search}
          </button>
        </div>
        {fieldError ? (
          <p id={errorId} className="text-sale">
            {fieldError}
          </p>
        ) : null}
      </form>
      <div aria-live="polite">
        {search.status === 'loading' ? <p role="status">{t.searching}</p> : null}
        {search.status === 'error' ? <p role="alert" className="text-sale">{search.message}</p> : null}
        {search.status === 'done' && search.stores.length === 0 ? <p>{t.noStores(search.code)}</p> : null}
        {search.status === 'done' && search.stores.length > 0 ? <p className="sr-only">{t.storesFound(search.stores.length, search.code)}</p> : null}
      </div>
      {applyError ? <p role="alert" className="text-sale">{applyError}</p> : null}
      {search.status === 'done' && search.stores.length > 0 ? (
        <ul className="divide-y divide-brand-sand" aria-label={t.storesFound(search.stores.length, search.code)}>
          {search.stores.map((store) => {
            const stock = stockOf(store);
            const nameId = `${ids}-store-${store.storeId}`;
            const current = store.storeId === currentStore;
            return (
              <li key={store.storeId} className="space-y-1 py-3">
                <h3 id={nameId} className="font-semibold">
                  {store.storeName}
                </h3>
                <p>
                  {store.address.addressLine1}, {store.address.city} {store.address.postalCode}
                </p>
                <p className="text-brand-stone">{distanceText(store.distanceKm, t)}</p>
                {stock ? <p className={stock.available ? 'text-success' : 'text-brand-stone'}>{stock.available ? t.inStock(stock.quantity) : t.notInStock}</p> : null}
                {current ? (
                  <p className="font-semibold">{t.currentStore}</p>
                ) : (
                  <button
                    type="button"
                    aria-describedby={nameId}
                    disabled={applying !== null}
                    onClick={() => void pick(store)}
                    className="rounded border border-brand px-3 py-1.5 font-semibold hover:bg-brand-sand disabled:opacity-60"
                  >
                    {t.pickHere}
                  </button>
                )}
              </li>
            );
          })}
        </ul>
      ) : null}
      {applying ? <p role="status">{t.updating}</p> : null}
    </div>
  );
}

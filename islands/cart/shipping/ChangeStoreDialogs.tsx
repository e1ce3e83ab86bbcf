/**
 * "Change store?" (docs/requirements/account-and-loyalty.md#stores change store confirmation) and the store-changed notice (docs/requirements/account-and-loyalty.md#stores store changed), for a line that already had a pickup store when the shopper picked another.
 */
import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { pickUpAt } from '../../../src/lib/delivery/actions.ts';
import { pageLanguage } from '../../../src/lib/errors/report.ts';
import { DIALOGS } from '../../../src/lib/dialogs/names.ts';
import { closeDialog, openDialog } from '../../../src/stores/dialogs.ts';
import { Dialog } from '../../shared/Dialog.tsx';
import { shippingMessages } from './messages.ts';
import { $changedStore, $pendingStore, lineFocusId } from './state.ts';

/** Focus goes back to the line's delivery controls: the buttons that opened the dialogs are gone. */
function focusLine(itemId: string): void {
  const line = document.getElementById(lineFocusId(itemId));
  const target = line?.querySelector<HTMLElement>('[data-change-store]') ?? line?.querySelector<HTMLElement>('input:checked');
  target?.focus();
}

export function ChangeStoreConfirmation() {
  const t = shippingMessages(pageLanguage());
  const pending = useStore($pendingStore);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function confirm() {
    if (!pending) return;
    setBusy(true);
    setError(null);
    const result = await pickUpAt(pending.itemId, pending.storeId);
    setBusy(false);
    if (!result.ok) {
      setError(result.error.message);
      return;
    }
    $pendingStore.set(null);
    $changedStore.set({ itemId: pending.itemId, storeName: pending.storeName });
    // The panel beneath is kept: close it first, then this one, so focus can land on the line.
    closeDialog(DIALOGS.pickupInStore);
    closeDialog(DIALOGS.changeStoreConfirmation);
    focusLine(pending.itemId);
    openDialog(DIALOGS.storeChanged);
  }

  return (
    <Dialog name={DIALOGS.changeStoreConfirmation} title={t.confirmTitle} closeLabel={t.close}>
      {pending ? (
        <div className="space-y-4">
          <p>{t.confirmText(pending.currentName, pending.storeName)}</p>
          {error ? <p role="alert" className="text-sale">{error}</p> : null}
          {busy ? <p role="status">{t.updating}</p> : null}
          <div className="flex flex-wrap gap-3">
            <button type="button" disabled={busy} onClick={() => void confirm()} className="rounded bg-brand px-4 py-2 font-semibold text-white disabled:opacity-60">
              {t.confirm}
            </button>
            <button type="button" disabled={busy} onClick={() => closeDialog(DIALOGS.changeStoreConfirmation)} className="rounded border border-brand px-4 py-2 font-semibold">
              {t.cancel}
            </button>
          </div>
        </div>
      ) : null}
    </Dialog>
  );
}

export function StoreChanged() {
  const t = shippingMessages(pageLanguage());
  const changed = useStore($changedStore);
  return (
    <Dialog name={DIALOGS.storeChanged} title={t.storeChangedTitle} closeLabel={t.close}>
      {changed ? (
        <div className="space-y-4">
          <p role="status">{t.storeChangedText(changed.storeName)}</p>
          <button type="button" data-dialog-close className="rounded bg-brand px-4 py-2 font-semibold text-white">
            {t.ok}
          </button>
        </div>
      ) : null}
    </Dialog>
  );
}

/**
 * The three-domain-secure challenge dialog (docs/requirements/content-blocks.md#dialogs-and-panels, docs/requirements/checkout-and-payments.md#3-d-secure), under the dialog manager. With the
 * sandbox it plays the card issuer's page: the shopper confirms or cancels, and the result (Y or
 * N, the 3-D Secure transaction status) goes back to the order module. Closing the dialog is a
 * cancel: the payment is not confirmed.
 */
import { useEffect, useRef } from 'react';
import { DIALOGS } from '../../src/lib/dialogs/names.ts';
import { THREE_DS_AUTHENTICATED, THREE_DS_REJECTED } from '../../src/lib/checkout/order.ts';
import { closeDialog } from '../../src/stores/dialogs.ts';
import { Dialog, useDialogOpen } from '../shared/Dialog.tsx';
import { BUTTON } from '../sign-in/fields.tsx';
import type { CheckoutMessages } from './messages.ts';

interface Props {
  t: CheckoutMessages;
  amount: string;
  busy: boolean;
  onResult: (result: string) => void;
}

export function ThreeDSecureDialog({ t, amount, busy, onResult }: Props) {
  const open = useDialogOpen(DIALOGS.threeDsChallenge);
  const answered = useRef(false);
  const wasOpen = useRef(false);
  useEffect(() => {
    if (open) answered.current = false;
    // Closed without an answer (Escape, the close button): that is a cancel.
    else if (wasOpen.current && !answered.current) {
      answered.current = true;
      onResult(THREE_DS_REJECTED);
    }
    wasOpen.current = open;
  }, [open]);
  const answer = (result: string) => {
    answered.current = true;
    onResult(result);
  };
  return (
    <Dialog name={DIALOGS.threeDsChallenge} title={t.threeDsTitle} layout="modal">
      <div className="flex flex-col gap-4 p-1" data-autofocus>
        <p>{t.threeDsBody(amount)}</p>
        <p className="text-sm text-brand-stone">{t.threeDsSandbox}</p>
        {busy ? (
          <p role="status" aria-live="polite">
            {t.threeDsWorking}
          </p>
        ) : null}
        <div className="flex flex-col gap-2 sm:flex-row">
          <button type="button" className={BUTTON} disabled={busy} onClick={() => answer(THREE_DS_AUTHENTICATED)}>
            {t.threeDsConfirm}
          </button>
          <button
            type="button"
            className="inline-flex min-h-11 w-full items-center justify-center rounded-sm border-2 border-brand px-5 py-2.5 font-semibold text-brand"
            disabled={busy}
            onClick={() => {
              answer(THREE_DS_REJECTED);
              closeDialog(DIALOGS.threeDsChallenge);
            }}
          >
            {t.threeDsCancel}
          </button>
        </div>
      </div>
    </Dialog>
  );
}

/** Mounts the PayPal express dialog once (its own root) and starts a run. */
import { mountOnce } from '../../shared/mount.ts';
import { PAYPAL_EXPRESS_DIALOG, PayPalExpress } from './PayPalExpress.tsx';
import { $paypalExpress } from './store.ts';
import { openDialog } from '../../../src/stores/dialogs.ts';

let runs = 0;

export function open(props: { returnTo?: string | null } = {}): void {
  mountOnce(PAYPAL_EXPRESS_DIALOG, PayPalExpress);
  $paypalExpress.set({ run: ++runs, returnTo: props.returnTo ?? null });
  openDialog(PAYPAL_EXPRESS_DIALOG);
}

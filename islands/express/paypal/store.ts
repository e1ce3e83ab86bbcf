/** Which PayPal express run the dialog shows: a new `run` starts one; `returnTo` is the dialog the shopper came from. */
import { atom } from 'nanostores';

export interface PayPalExpressRequest {
  run: number;
  /** The dialog to reopen after a cancel (the mini cart, quick-shop), so the shopper is back where they were. */
  returnTo: string | null;
}

export const $paypalExpress = atom<PayPalExpressRequest | null>(null);

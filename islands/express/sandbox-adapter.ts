/**
 * The sandbox device wallet (the default offline, src/lib/payments/providers.ts): instead of
 * Apple's sheet, ours (./SandboxSheet.tsx), clearly labelled as the sandbox wallet, raising the
 * same events in the same order on the same WalletSession. Never used when a merchant id is set.
 */
import { atom } from 'nanostores';
import type { WalletAdapter, WalletEnd, WalletRequest } from '../../src/lib/payments/wallet/adapter.ts';
import type { WalletSession } from '../../src/lib/payments/wallet/machine.ts';
import type { WalletError } from '../../src/lib/payments/wallet/rules.ts';
import { openDialog } from '../../src/stores/dialogs.ts';

export const SANDBOX_WALLET_DIALOG = 'sandbox-wallet';

export interface SandboxRun {
  /** One per session: the sheet starts afresh for each. */
  id: number;
  request: WalletRequest;
  session: WalletSession;
  describe: (error: WalletError) => string;
  finish: (end: WalletEnd) => void;
}

/** The session the sheet is showing (one at a time). */
export const $sandboxWallet = atom<SandboxRun | null>(null);

let runs = 0;

export function sandboxAdapter(): WalletAdapter {
  return {
    kind: 'sandbox',
    canPay: () => true,
    begin(request, session, describe, finish) {
      $sandboxWallet.set({ id: ++runs, request, session, describe, finish });
      openDialog(SANDBOX_WALLET_DIALOG);
    },
  };
}

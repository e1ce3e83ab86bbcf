/**
 * The sandbox wallet's sheet, mounted once under its own root, and its adapter. A chunk of its
 * own (React and the sheet): only the sandbox needs it, so Apple Pay's path never loads React.
 */
import type { WalletAdapter } from '../../src/lib/payments/wallet/adapter.ts';
import { mountOnce } from '../shared/mount.ts';
import { sandboxAdapter, SANDBOX_WALLET_DIALOG } from './sandbox-adapter.ts';
import { SandboxSheet } from './SandboxSheet.tsx';

export function sandboxWallet(): WalletAdapter {
  mountOnce(SANDBOX_WALLET_DIALOG, SandboxSheet);
  return sandboxAdapter();
}

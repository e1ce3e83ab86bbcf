/** The device wallet buttons' words: on every page with a button, so kept apart from the sheet's. */
import { catalogue } from '../../src/lib/i18n/catalogue.ts';

export interface WalletButtonMessages {
  buyWithWallet: string;
  buyWithSandboxWallet: string;
}

export const walletButtonMessages = catalogue<WalletButtonMessages>({
  en: { buyWithWallet: 'Buy with Apple Pay', buyWithSandboxWallet: 'Buy with Apple Pay (sandbox)' },
  fr: { buyWithWallet: 'Acheter avec Apple Pay', buyWithSandboxWallet: 'Acheter avec Apple Pay (sandbox)' },
  de: { buyWithWallet: 'Mit Apple Pay kaufen', buyWithSandboxWallet: 'Mit Apple Pay kaufen (Sandbox)' },
  it: { buyWithWallet: 'Acquista con Apple Pay', buyWithSandboxWallet: 'Acquista con Apple Pay (sandbox)' },
});

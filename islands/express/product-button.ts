/**
 * The product page's wallet button, live (./ProductWalletButton.astro): the Apple Pay button is
 * shown only where the device can pay; the wallet's code (./mount.ts) is fetched on intent
 * (pointer over, focus, touch) and opened on the click. A few hundred bytes before interaction.
 */
import { applePayCanPay } from '../../src/lib/payments/wallet/can-pay.ts';

const load = () => import('./mount.ts');

function props(button: HTMLElement): unknown {
  try {
    return JSON.parse(button.dataset.walletProps ?? 'null');
  } catch {
    return null;
  }
}

export function startProductWalletButtons(): void {
  for (const button of document.querySelectorAll<HTMLButtonElement>('[data-wallet-button]')) {
    if (button.dataset.walletKind === 'apple-pay') button.hidden = !applePayCanPay();
    const kind = button.dataset.walletKind === 'apple-pay' ? 'apple-pay' : 'sandbox';
    const prefetch = () => void load().then((wallet) => wallet.prefetch(kind)).catch(() => undefined);
    button.addEventListener('pointerover', prefetch, { once: true, passive: true });
    button.addEventListener('focus', prefetch, { once: true });
    button.addEventListener('touchstart', prefetch, { once: true, passive: true });
    button.addEventListener('click', () => {
      if (button.getAttribute('aria-busy') === 'true') return;
      button.setAttribute('aria-busy', 'true');
      void load()
        .then((wallet) => wallet.open(props(button)))
        .catch((error: unknown) => console.error(JSON.stringify({ level: 'error', event: 'wallet.load_failed', message: String(error) })))
        .finally(() => button.removeAttribute('aria-busy'));
    });
  }
}

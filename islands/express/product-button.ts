/**
 * The product page's wallet button, live (./ProductWalletButton.astro). It comes with the blocks'
 * behaviours (blocks/shared/behaviours.client.ts), after the page has loaded or on the shopper's
 * first intent, so a product page with a size chosen asks for no wallet code before its first
 * paint; a press before then is held and pressed again (blocks/shared/behaviours-later.ts). The
 * wallet's code (./mount.ts) is fetched on intent (pointer over, focus, touch) and opened on the
 * click. Apple Pay's button is shown or left hidden once the page is parsed (./ApplePayCheck.astro).
 */
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

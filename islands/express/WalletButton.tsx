/**
 * The device wallet button of the cart page, the mini cart and quick-shop. Tiny on purpose: it
 * asks whether the wallet can pay here (./availability.ts) and shows nothing otherwise; the
 * session, its adapter and the sandbox sheet (./mount.ts, ./sandbox-mount.tsx) load on intent (pointer, focus,
 * touch) and run on the click.
 */
import { useEffect, useState } from 'react';
import { pageSite } from '../../src/lib/site/page-site.ts';
import { walletKind } from './availability.ts';
import { walletButtonMessages } from './button-messages.ts';
import type { WalletKind, WalletProductLine } from './props.ts';

export type WalletButtonProps = { source: 'cart' } | { source: 'product'; line: WalletProductLine; amount?: number | undefined };

const load = () => import('./mount.ts');

export function WalletButton(props: WalletButtonProps) {
  const t = walletButtonMessages(pageSite().language);
  const [kind, setKind] = useState<WalletKind | null>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    let live = true;
    void walletKind().then((k) => live && setKind(k));
    return () => {
      live = false;
    };
  }, []);
  if (!kind) return null;
  const prefetch = () => void load().then((wallet) => wallet.prefetch(kind)).catch(() => undefined);
  const press = async () => {
    if (busy) return;
    setBusy(true);
    try {
      const island = await load();
      await island.open({ kind, ...props });
    } finally {
      setBusy(false);
    }
  };
  return (
    <button
      type="button"
      onPointerEnter={prefetch}
      onFocus={prefetch}
      onTouchStart={prefetch}
      onClick={() => void press()}
      aria-busy={busy || undefined}
      className="inline-flex min-h-11 w-full items-center justify-center rounded bg-black px-4 py-3 font-semibold text-white hover:bg-brand-ink aria-busy:cursor-progress"
    >
      {kind === 'sandbox' ? t.buyWithSandboxWallet : t.buyWithWallet}
    </button>
  );
}

/**
 * Quick shop (docs/requirements/catalogue.md#quick-shop): opened from a product card's "Quick shop" button, or by a script
 * (`openIsland('quickshop', { productId, variantId?, context? })`, e.g. the cart's "edit" with an
 * update-cart-item context). Kept: the sign-in dialog can open on top and quick shop is still
 * there when it closes (presale sign-in-to-buy).
 */
import { DIALOGS } from '../../src/lib/dialogs/names.ts';
import { openDialog } from '../../src/stores/dialogs.ts';
import { mountOnce } from '../shared/mount.ts';
import { QuickShop } from './QuickShop.tsx';
import { $quickShop, readProps } from './store.ts';

let seq = 0;

export function open(raw?: unknown): void {
  const props = readProps(raw);
  if (!props) {
    console.error(JSON.stringify({ level: 'error', event: 'quickshop.bad_props', props: raw ?? null }));
    return;
  }
  $quickShop.set({ ...props, seq: ++seq });
  mountOnce(DIALOGS.quickShop, QuickShop);
  openDialog(DIALOGS.quickShop, { kept: true });
}

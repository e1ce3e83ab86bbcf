/**
 * The mini cart panel, opened from the header's cart button (`data-island="mini-cart"`) or
 * `openIsland('mini-cart')`. Each opening reads the cart again.
 */
import { loadCart } from '../../src/lib/cart/client.ts';
import { DIALOGS } from '../../src/lib/dialogs/names.ts';
import { openDialog } from '../../src/stores/dialogs.ts';
import { mountOnce } from '../shared/mount.ts';
import { MiniCart } from './MiniCart.tsx';

export function open(): void {
  mountOnce(DIALOGS.miniCart, MiniCart);
  openDialog(DIALOGS.miniCart);
  void loadCart();
}

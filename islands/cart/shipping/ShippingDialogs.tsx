/** The cart's delivery dialogs, rendered once per page by the ItemShipping that owns them. */
import type { CartOnScreen as Cart } from '../../../schemas/api/cart.ts';
import { ChangeStoreConfirmation, StoreChanged } from './ChangeStoreDialogs.tsx';
import { OrderShippingMethodDialog } from './OrderShippingMethod.tsx';
import { PickupInStoreDialog } from './PickupInStoreDialog.tsx';

export function ShippingDialogs({ cart }: { cart: Cart }) {
  return (
    <>
      <PickupInStoreDialog cart={cart} />
      <ChangeStoreConfirmation />
      <StoreChanged />
      <OrderShippingMethodDialog cart={cart} />
    </>
  );
}

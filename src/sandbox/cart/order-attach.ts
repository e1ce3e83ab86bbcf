/**
 * A guest's order joins the account they create or sign in to from the order confirmation page
 * (docs/requirements/sign-in.md#token-exchange: the token exchange carries orderNo, st and action postLogin). It runs as a
 * guest-object merger (src/sandbox/auth/merge.ts), inside the exchange's transaction.
 *
 * The rule: the order is attached only when its number and security token match, it is not a
 * failed order, and it belongs to the guest signing in (the consumer of the exchange's guest
 * token). A number alone, a wrong st, another guest's order or an order that already has an
 * account attach nothing, and the exchange still succeeds: the order is simply not attached.
 * The account then owns it (the `orders` row and the stored body), so it is in the account's
 * purchase history (src/sandbox/consumer/purchases.ts) and readable by the account's token.
 */
import { registerGuestObjectMerger, type MergeContext } from '../auth/merge.ts';
import { statement } from '../db.ts';

/** True when the order changed hands. */
export function attachGuestOrder(ctx: MergeContext): boolean {
  const { db, orderNo, st, guestConsumerNo, consumerNo } = ctx;
  if (!orderNo || !st || !guestConsumerNo || guestConsumerNo === consumerNo) return false;
  // One statement, guarded by owner and token, so a concurrent attach can only win once.
  const changed = statement(
    db,
    "UPDATE orders SET owner = ?, body = json_set(body, '$.owner', ?), updated_at = ? WHERE order_number = ? AND st = ? AND owner = ? AND status != 'failed'",
  ).run(consumerNo, consumerNo, new Date().toISOString(), orderNo, st, guestConsumerNo).changes;
  return changed === 1;
}

/** Answers no object id: an order is not a basket, favorites or saved-for-later list. */
function mergeOrder(ctx: MergeContext): void {
  attachGuestOrder(ctx);
}

let registered = false;
/** Registers the merger once (the checkout routes module calls it at load). */
export function registerOrderAttach(): void {
  if (registered) return;
  registered = true;
  registerGuestObjectMerger('order', mergeOrder);
}

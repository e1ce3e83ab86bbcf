/**
 * The cart page's saved-for-later list, read on the server from the shopper's session beside the
 * cart itself (src/lib/cart/first-state.ts), so the first HTML holds the list and not a "Loading"
 * line that the island replaces after hydration (issue 15: private pages render on the server).
 * The island starts from it and reads the list again only when the browser's shopper is someone
 * else; a failed or slow read leaves it to read the list in the browser, as before.
 * Server-only: pages import it, islands never.
 */
import { getSavedForLater } from '../../../schemas/api/wishlists.ts';
import { readForShopper } from '../account/read.ts';
import type { BffRequest } from '../bff/auth-session.ts';
import { beforeListRead, ownerAfterRead } from '../favorites/lists-owner.ts';
import { FIRST_CART_READ_TIMEOUT_MS } from '../cart/first-state.ts';
import { readSavedList, SAVED_FOR_LATER_PAGE_SIZE, type FirstSavedForLater } from './list.ts';

export async function firstSavedForLater(req: BffRequest, correlationId?: string): Promise<FirstSavedForLater> {
  const before = beforeListRead(req);
  if (before.kind === 'first-visit') return { kind: 'list', shopper: 'guest', list: { saveForLaterId: '', items: [] } };
  if (before.kind === 'employee') return { kind: 'employee' };
  // Read with the cart's own deadline, at the same time as the cart: the page waits for the slower.
  const out = await readForShopper(
    { req, event: 'saveForLater.first_state_failed', correlationId, timeoutMs: FIRST_CART_READ_TIMEOUT_MS },
    getSavedForLater,
    { query: { start: 0, count: SAVED_FOR_LATER_PAGE_SIZE } },
  );
  const list = out?.ok ? readSavedList(out.data) : null;
  if (!list) return { kind: 'unknown' };
  const owner = ownerAfterRead(req);
  return owner.employee ? { kind: 'employee' } : { kind: 'list', shopper: owner.key, list };
}

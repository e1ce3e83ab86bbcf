/**
 * The store associate's buy-in-store session (docs/requirements/checkout-and-payments.md#buy-in-store: storeId, storeName, storeEmployeeId,
 * storeEmployeeName). Filled from the server's session (GET /api/session `buyInStore`), which
 * keeps it in the httpOnly session cookie so it survives a reload. An associate is connected
 * only when both storeId and storeEmployeeId are set.
 */
import { atom, computed } from 'nanostores';
import type { BuyInStore } from '../lib/session/types.ts';

export const $buyInStore = atom<BuyInStore | null>(null);

export const isAssociateConnected = (session: BuyInStore | null): boolean => !!session?.storeId && !!session.storeEmployeeId;

export const $associateConnected = computed($buyInStore, isAssociateConnected);

export const setBuyInStore = (session: BuyInStore | null): void => $buyInStore.set(session && isAssociateConnected(session) ? session : null);

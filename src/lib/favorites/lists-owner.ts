/**
 * Whose lists a page reads on the server, from the shopper's session: the favorites page's and the
 * cart's saved-for-later list both start from it (./first-state.ts,
 * src/lib/saved-for-later/first-state.ts). The owner is written as the browser writes it
 * (./shopper.ts shopperKey), so an island can tell whether the server's list is still its
 * shopper's. Server-only (the BFF broker): pages import it, islands never.
 */
import type { BffRequest } from '../bff/auth-session.ts';
import { authBroker } from '../bff/broker.ts';

type StoredState = ReturnType<typeof authBroker.read>['state'];

export interface ListsOwner {
  /** 'guest' or 'signed-in:<consumerNo>', as shopperKey writes it. */
  key: string;
  /** docs/requirements/account-and-loyalty.md#employees: an employee has no lists. */
  employee: boolean;
}

export function listsOwner(state: StoredState): ListsOwner {
  if (!state || state.consumerType === 'GUEST') return { key: 'guest', employee: false };
  return { key: `signed-in:${state.consumerNo}`, employee: state.consumerType === 'EMPLOYEE' };
}

/**
 * Before reading a list: a first visit (no session at all) has none yet, and starting a guest
 * session only to read an empty list is waste; an employee's session needs no read. Else `read`.
 */
export function beforeListRead(req: BffRequest): { kind: 'first-visit' } | { kind: 'employee'; owner: ListsOwner } | { kind: 'read' } {
  const before = authBroker.read(req);
  if (!before.state && !before.refreshToken) return { kind: 'first-visit' };
  const known = before.state && before.accessToken ? listsOwner(before.state) : null;
  return known?.employee ? { kind: 'employee', owner: known } : { kind: 'read' };
}

/** Whose list a read answered: the call may have refreshed the session (or started a new guest). */
export const ownerAfterRead = (req: BffRequest): ListsOwner => listsOwner(authBroker.read(req).state);

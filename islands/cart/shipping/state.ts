/**
 * Page-wide state of the cart's delivery dialogs. The cart renders one ItemShipping per line,
 * but each named dialog must exist once per page (docs/requirements/content-blocks.md#dialogs-and-panels: one manager, one dialog per
 * name): one mounted instance owns the dialogs (`useDialogOwner`), and these atoms say which
 * line they are about.
 */
import { atom } from 'nanostores';
import { useEffect, useState } from 'react';

/** The line the pickup-in-store panel is choosing a store for. */
export const $pickupFor = atom<{ itemId: string } | null>(null);

/** A store the shopper picked for a line that already has one, waiting for "Change store?". */
export const $pendingStore = atom<{ itemId: string; storeId: string; storeName: string; currentName: string } | null>(null);

/** The store a line moved to, for the store-changed notice. */
export const $changedStore = atom<{ itemId: string; storeName: string } | null>(null);

/** DOM id of a line's delivery controls, where focus goes back after a store change. */
export const lineFocusId = (itemId: string): string => `delivery-${itemId}`;

/**
 * One owner per group among mounted instances: the first to mount renders the group's dialogs;
 * when it unmounts (its line removed) the next instance takes over.
 */
const owners = new Map<string, ReturnType<typeof atom<string[]>>>();
/** Not useId: ids must be unique across React roots (several islands may render lines). */
let instances = 0;

export function useDialogOwner(group: string): boolean {
  const [id] = useState(() => `owner-${++instances}`);
  let queue = owners.get(group);
  if (!queue) {
    queue = atom<string[]>([]);
    owners.set(group, queue);
  }
  const store = queue;
  const [owner, setOwner] = useState(false);
  useEffect(() => {
    store.set([...store.get(), id]);
    const stop = store.subscribe((ids) => setOwner(ids[0] === id));
    return () => {
      stop();
      store.set(store.get().filter((x) => x !== id));
    };
  }, [id, store]);
  return owner;
}

/**
 * Carrying a guest's objects over at sign-in (docs/requirements/sign-in.md#roles): the Registered token exchange hands
 * the guest's basketId, favoriteId and saveForLaterId to every registered merger, inside the
 * exchange's transaction (BEGIN IMMEDIATE), so a failed merge signs nobody in and loses nothing.
 *
 * The area that owns the objects registers a merger once, at module load:
 *
 *   registerGuestObjectMerger('cart', ({ db, guestConsumerNo, consumerNo, guestObjects }) => {
 *     // move or merge the guest basket into the shopper's basket; answer the shopper's id
 *     return { basketId };
 *   });
 *
 * A merger must only claim objects owned by guestConsumerNo (the consumer of the guest access
 * token sent with the exchange), or owned by nobody: a basket id alone proves nothing.
 */
import type { GuestObjects } from '../../../schemas/api/auth.ts';
import type { Database } from '../db.ts';

export interface MergeContext {
  db: Database;
  /** The guest signing in: the consumer of the exchange's Authorization bearer, when a guest token came. */
  guestConsumerNo: string | undefined;
  /** The account signing in. */
  consumerNo: string;
  guestObjects: GuestObjects;
  /** A guest order to attach to the account (docs/requirements/sign-in.md#roles: optional orderNo and its st). */
  orderNo?: string;
  st?: string;
  /** The x-site-id of the exchange. */
  siteId: string | undefined;
}

/** The shopper's ids after the merge; a key left out keeps the previous answer. */
export type MergeResult = Partial<Record<keyof GuestObjects, string>>;

export type GuestObjectMerger = (ctx: MergeContext) => MergeResult | void;

const mergers = new Map<string, GuestObjectMerger>();

/** Registers (or replaces, by name) a merger. Synchronous: it runs inside the exchange's transaction. */
export function registerGuestObjectMerger(name: string, merger: GuestObjectMerger): void {
  mergers.set(name, merger);
}

export function registeredMergers(): string[] {
  return [...mergers.keys()];
}

/**
 * Runs every merger in registration order. Without a merger for an object its guest id is
 * answered as is, so the client keeps pointing at what it had.
 */
export function mergeGuestObjects(ctx: MergeContext): MergeResult {
  let result: MergeResult = { ...ctx.guestObjects };
  for (const merger of mergers.values()) result = { ...result, ...(merger(ctx) ?? {}) };
  return result;
}

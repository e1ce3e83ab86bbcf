/**
 * Wishlists contracts (docs/requirements/cart.md#favorites Wishlists; docs/requirements/cart.md#favorites Favorites: favoriteId, items, total, favorite
 * store id; Saved-for-later: saveForLaterId, items (itemId, pageUrl, available, qty)). Lists
 * belong to the token's consumer, guests included: sign-in carries a guest's favorites over
 * (guestObjects.favoriteId). An employee signed in gets empty lists and changes do nothing
 * (docs/requirements/cart.md#favorites). Saved-for-later is written by the cart calls (schemas/api/cart.ts) and read here.
 */
import { z } from 'zod';
import { savedForLater } from './cart.ts';
import { defineContract } from './contract.ts';

export const FAVORITES_PAGE_SIZE = 20;
export const FAVORITES_MAX_PAGE_SIZE = 100;
/** A list holds at most this many products. */
export const FAVORITES_MAX_ITEMS = 200;

const id = z.string().trim().min(1).max(100);
const orUnset = <T extends z.ZodType>(schema: T) => z.preprocess((v) => (v === '' ? undefined : v), schema.optional());
const wholeNumber = (min: number, max: number) =>
  z
    .string()
    .regex(/^\d+$/, 'must be a whole number')
    .transform(Number)
    .pipe(z.number().int().min(min).max(max));
const paging = z.object({ start: orUnset(wholeNumber(0, 100_000)), count: orUnset(wholeNumber(1, FAVORITES_MAX_PAGE_SIZE)) });

export const favoriteItem = z.object({
  itemId: z.string(),
  /** What was added: a master id or a variant id. */
  id: z.string(),
  productId: z.string(),
  masterId: z.string(),
  itemType: z.literal('product'),
  qty: z.number().int().positive(),
  name: z.string(),
  image: z.string().optional(),
  pdpUrl: z.string(),
  price: z.object({ currency: z.string(), current: z.number(), original: z.number() }).optional(),
  /** In stock now (any variant of a master). */
  available: z.boolean(),
  addedAt: z.string(),
});

export const favorites = z.object({
  /** '' while the shopper has no list yet (employees never do). */
  favoriteId: z.string(),
  items: z.array(favoriteItem),
  total: z.number().int().nonnegative(),
  start: z.number().int().nonnegative(),
  count: z.number().int().nonnegative(),
  favoriteStoreId: z.string().optional(),
});
export type Favorites = z.infer<typeof favorites>;

const session = { status: 401, errorIds: ['AUT404'], when: 'no valid access token' } as const;
const listMissing = { status: 404, errorIds: ['API404'], when: "no list of the caller's has that favoriteId" } as const;

export const getFavorites = defineContract({
  id: 'wishlist.favorites',
  method: 'GET',
  path: '/wishlists/v2/favorites',
  auth: 'session',
  summary: "The caller's favorites, newest first, paged (start, count)",
  request: { query: paging },
  response: { 200: favorites },
  errors: [session],
});

export const addFavorite = defineContract({
  id: 'wishlist.addFavorite',
  method: 'POST',
  path: '/wishlists/v2/favorites',
  auth: 'session',
  summary: 'Adds a product (master or variant id) to the favorites; the list is made on first use',
  description: 'Adding a product already there sets its qty. Answers the first page of the list, with the new item first.',
  request: { body: z.object({ id, qty: z.number().int().min(1).max(99).default(1), itemType: z.literal('product').default('product'), favoriteId: id.optional() }) },
  response: { 200: favorites, 201: favorites },
  errors: [
    session,
    listMissing,
    { status: 404, errorIds: ['ITEM_NOT_AVAILABLE'], when: 'no product or variant has that id' },
    { status: 409, errorIds: ['API400'], when: `the list holds ${FAVORITES_MAX_ITEMS} products` },
  ],
});

const favoriteParam = z.object({ favoriteId: id });

export const shareFavorites = defineContract({
  id: 'wishlist.share',
  method: 'POST',
  path: '/wishlists/v2/favorites/{favoriteId}/share',
  auth: 'session',
  summary: 'A link that shows the list to anyone who has it (the same link until rotate: true)',
  request: { params: favoriteParam, body: z.object({ rotate: z.boolean().default(false) }).prefault({}) },
  response: { 200: z.object({ favoriteId: z.string(), shareToken: z.string(), sharePath: z.string(), createdAt: z.string() }) },
  errors: [session, listMissing, { status: 409, errorIds: ['API400'], when: 'the list is empty: there is nothing to share' }],
});

export const sharedFavorites = defineContract({
  id: 'wishlist.shared',
  method: 'GET',
  path: '/wishlists/v2/favorites/{favoriteId}/share',
  auth: 'public',
  summary: 'A shared list, read-only, with the share token from its link',
  description: "The list's id is answered as sharedFavoriteId, not favoriteId: a shopper viewing a friend's list must not take it for their own.",
  request: { params: favoriteParam, query: paging.extend({ token: z.string().trim().min(10).max(100) }) },
  response: {
    200: z.object({
      sharedFavoriteId: z.string(),
      ownerFirstName: z.string().optional(),
      items: z.array(favoriteItem),
      total: z.number().int(),
      start: z.number().int(),
      count: z.number().int(),
    }),
  },
  errors: [{ status: 404, errorIds: ['API404'], when: 'no list, a wrong token, or a link rotated away' }],
});

export const removeFavorite = defineContract({
  id: 'wishlist.removeFavorite',
  method: 'DELETE',
  path: '/wishlists/v2/favorites/{favoriteId}/items/{itemId}',
  auth: 'session',
  summary: 'Removes an item from the favorites; answers the first page of the list',
  request: { params: z.object({ favoriteId: id, itemId: id }) },
  response: { 200: favorites },
  errors: [session, { status: 404, errorIds: ['API404'], when: "no list of the caller's has that favoriteId, or no item that itemId" }],
});

export const getSavedForLater = defineContract({
  id: 'wishlist.saveForLater',
  method: 'GET',
  path: '/wishlists/v2/saveForLater',
  auth: 'session',
  summary: "The caller's saved-for-later list (moved there from the cart), paged",
  request: { query: paging },
  response: { 200: savedForLater.extend({ start: z.number().int(), count: z.number().int() }) },
  errors: [session],
});

export const wishlistContracts = [getFavorites, addFavorite, shareFavorites, sharedFavorites, removeFavorite, getSavedForLater] as const;

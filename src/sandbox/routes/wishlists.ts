/**
 * Wishlists (docs/requirements/cart.md#favorites), declared by schemas/api/wishlists.ts: favorites (paged, add, share,
 * remove an item) and the saved-for-later read. Saved-for-later lists are the cart's
 * (src/sandbox/cart/saved.ts): read through that module. An employee signed in gets empty lists
 * and changes that do nothing (docs/requirements/cart.md#favorites).
 */
import { addFavorite, FAVORITES_PAGE_SIZE, getFavorites, getSavedForLater, removeFavorite, shareFavorites, sharedFavorites } from '../../../schemas/api/wishlists.ts';
import type { Session } from '../auth/session.ts';
import { listOfOwner as savedListOf, savedView } from '../cart/saved.ts';
import { preferencesOf } from '../consumer/profile.ts';
import { contractRoute } from '../http/contract-route.ts';
import { siteOf } from '../http/exchange.ts';
import type { Route } from '../http/router.ts';
import {
  addFavorite as add,
  emptyFavorites,
  favoritesOf,
  registerFavoritesMerger,
  removeFavorite as remove,
  shareFavorites as share,
  sharedFavorites as shared,
} from '../wishlists/favorites.ts';
import type { Database } from '../db.ts';

registerFavoritesMerger();

const isEmployee = (session: Session): boolean => session.consumerType === 'EMPLOYEE';
const paging = (q: { start?: number | undefined; count?: number | undefined }) => ({ start: q.start ?? 0, count: q.count ?? FAVORITES_PAGE_SIZE });

/** The favorite store travels with favorites (docs/requirements/cart.md#favorites "favorite store id"). */
function withStore<T extends object>(db: Database, session: Session, answer: T): T & { favoriteStoreId?: string } {
  if (session.consumerType === 'GUEST') return answer;
  const store = preferencesOf(db, session.consumerNo).favoriteStoreId;
  return store ? { ...answer, favoriteStoreId: store } : answer;
}

export const wishlistRoutes: Route[] = [
  contractRoute(getFavorites, ({ x, session, query }) => {
    const p = paging(query);
    if (isEmployee(session)) return { status: 200, body: emptyFavorites(p) };
    return { status: 200, body: withStore(x.db, session, favoritesOf(x.db, session.consumerNo, siteOf(x), p)) };
  }),

  contractRoute(addFavorite, ({ x, session, body }) => {
    const p = paging({});
    if (isEmployee(session)) return { status: 200, body: emptyFavorites(p) };
    const { created, answer } = add(x.db, session.consumerNo, body, siteOf(x), p);
    const withFavoriteStore = withStore(x.db, session, answer);
    return created ? { status: 201, body: withFavoriteStore } : { status: 200, body: withFavoriteStore };
  }),

  contractRoute(shareFavorites, ({ x, session, params, body }) => ({ status: 200, body: share(x.db, session.consumerNo, params.favoriteId, body.rotate, siteOf(x)) })),

  contractRoute(sharedFavorites, ({ x, params, query }) => ({ status: 200, body: shared(x.db, params.favoriteId, query.token, siteOf(x), paging(query)) })),

  contractRoute(removeFavorite, ({ x, session, params }) => {
    const p = paging({});
    if (isEmployee(session)) return { status: 200, body: emptyFavorites(p) };
    return { status: 200, body: withStore(x.db, session, remove(x.db, session.consumerNo, params.favoriteId, params.itemId, siteOf(x), p)) };
  }),

  contractRoute(getSavedForLater, ({ x, session, query }) => {
    const p = paging(query);
    const list = isEmployee(session) ? undefined : savedListOf(x.db, session.consumerNo);
    const view = savedView(x.db, list);
    const items = view.items.slice(p.start, p.start + p.count);
    return { status: 200, body: { ...view, items, start: p.start, count: items.length } };
  }),
];

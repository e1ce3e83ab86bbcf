/**
 * The favorites page's island (docs/requirements/cart.md#favorites Favorites, docs/requirements/cart.md#favorites Wishlists): the shopper's list
 * a page at a time (?page=n, Pagination semantics of src/components/Pagination.astro), each item
 * with image, name, price, availability, a link to the product, 'Add to cart' (quick shop) and
 * 'Remove'; 'Share' makes the share link and shows it in a labelled read-only field (and copies
 * it when the browser lets us); the favorite store of a signed-in shopper. Loading, empty and
 * error (with retry) states; an employee signed in gets an explanation (docs/requirements/account-and-loyalty.md#employees).
 *
 * Rendered on the server from the list the page read there (src/lib/favorites/first-state.ts,
 * issue 15) and hydrated from the same data: no second read unless the browser's session is
 * someone else's, and no skeleton replaced by content. Until hydration the buttons are disabled
 * (a press is never lost); the paging links work as plain links.
 */
import { useStore } from '@nanostores/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { formatMoney } from '../../src/lib/catalogue/price.ts';
import { paginationItems, parsePage } from '../../src/lib/catalogue/pagination.ts';
import { adoptFavoritesPage, fetchFavoritesPage, removeFavorite, shareFavorites, type FavoriteItem } from '../../src/lib/favorites/client.ts';
import type { FirstFavorites } from '../../src/lib/favorites/first-state.ts';
import { favoritesCount, favoritesText, type FavoritesMessageKey } from '../../src/lib/favorites/messages.ts';
import { pageMessages } from '../../src/lib/page/messages.ts';
import { followShopper, listsDisabledOnPage } from '../../src/lib/favorites/shopper.ts';
import { openIsland } from '../../src/lib/islands/lazy.ts';
import { $auth } from '../../src/stores/auth.ts';
import { $favorites } from '../../src/stores/favorites.ts';
import { showToast } from '../../src/stores/toasts.ts';
import { ItemError } from '../shared/ItemError.tsx';
import { useHydrated } from '../shared/use-hydrated.ts';
import { FavoriteStore } from './FavoriteStore.tsx';

/** docs/requirements/cart.md#favorites: the favorites page size is configured; ours fills a 2, 3 or 4 column grid. */
export const FAVORITES_PAGE_SHOWN = 12;

interface Props {
  /** The page's locale for prices (the site's hreflang, en-US). */
  locale: string;
  /** The page's language (rendered on the server too: the same words on both sides). */
  language: string;
  /** The site's country, for the favorite store choices. */
  country: string;
  /** The page's path and query as the server saw it (the paging links' base before hydration). */
  path: string;
  /** The page of the list the URL asks for (?page=n). */
  page: number;
  /** What the server read (src/lib/favorites/first-state.ts); absent when it could not tell. */
  initial?: Exclude<FirstFavorites, { kind: 'unknown' }> | undefined;
}

type View = { status: 'loading' } | { status: 'error'; message: string } | { status: 'ready'; items: FavoriteItem[]; total: number; page: number };

const pageFromUrl = (): number => parsePage(new URL(location.href).searchParams.get('page'));
const here = (): string => `${location.pathname}${location.search}`;

/** The link to a page of the list, from a path and query (the server's, then the browser's). */
export function pageHref(path: string, page: number): string {
  const url = new URL(path, 'http://favorites.invalid');
  if (page <= 1) url.searchParams.delete('page');
  else url.searchParams.set('page', String(page));
  return `${url.pathname}${url.search}`;
}

export function FavoritesPage({ locale, language, country, path: firstPath, page: firstPage, initial }: Props) {
  const auth = useStore($auth);
  const hydrated = useHydrated();
  const favorites = useStore($favorites);
  const pageWords = pageMessages(language);
  const t = useCallback((key: FavoritesMessageKey, values?: { name?: string; n?: number }) => favoritesText(key, language, values), [language]);
  const [view, setView] = useState<View>(() =>
    initial?.kind === 'list' ? { status: 'ready', items: initial.favorites.items, total: initial.favorites.total, page: initial.page } : initial?.kind === 'employee' ? { status: 'ready', items: [], total: 0, page: firstPage } : { status: 'loading' },
  );
  const [page, setPage] = useState(firstPage);
  const [path, setPath] = useState(firstPath);
  const [busy, setBusy] = useState<string | null>(null);
  const [itemError, setItemError] = useState<{ itemId: string; message: string } | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const [share, setShare] = useState<{ status: 'idle' | 'busy' } | { status: 'shown'; url: string } | { status: 'error'; message: string }>({ status: 'idle' });
  const headingRef = useRef<HTMLHeadingElement>(null);
  const shareField = useRef<HTMLInputElement>(null);
  const request = useRef(0);

  const load = useCallback(async (wanted: number) => {
    const seq = ++request.current;
    setView((v) => (v.status === 'ready' ? v : { status: 'loading' }));
    const out = await fetchFavoritesPage((wanted - 1) * FAVORITES_PAGE_SHOWN, FAVORITES_PAGE_SHOWN);
    if (seq !== request.current) return;
    if (!out.ok) {
      setView({ status: 'error', message: out.error.message });
      return;
    }
    const pages = Math.max(1, Math.ceil(out.data.total / FAVORITES_PAGE_SHOWN));
    // Past the end (the last item of the last page removed elsewhere): show the last page.
    if (out.data.items.length === 0 && out.data.total > 0 && wanted > pages) {
      history.replaceState(null, '', pageHref(here(), pages));
      setPath(here());
      setPage(pages);
      void load(pages);
      return;
    }
    setView({ status: 'ready', items: out.data.items, total: out.data.total, page: wanted });
  }, []);

  useEffect(() => {
    const first = pageFromUrl();
    setPage(first);
    setPath(here());
    // The server's list is this shopper's: keep it (its id and favorite store too) rather than read it again.
    if (initial?.kind === 'list') adoptFavoritesPage(initial.favorites);
    const stop = followShopper(() => void load(pageFromUrl()), initial?.shopper ?? null);
    const onPop = () => {
      const p = pageFromUrl();
      setPage(p);
      setPath(here());
      void load(p);
    };
    window.addEventListener('popstate', onPop);
    return () => {
      stop();
      window.removeEventListener('popstate', onPop);
    };
    // `initial` is the first state: read once, on mount.
  }, [load]);

  function goTo(event: React.MouseEvent<HTMLAnchorElement>, target: number) {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    history.pushState(null, '', pageHref(here(), target));
    setPath(here());
    setPage(target);
    void load(target).then(() => headingRef.current?.focus());
  }

  async function onRemove(item: FavoriteItem) {
    setBusy(item.itemId);
    setItemError(null);
    const out = await removeFavorite(item.itemId);
    setBusy(null);
    if (!out.ok) {
      setItemError({ itemId: item.itemId, message: out.error.message });
      return;
    }
    setAnnouncement(t('removed', { name: item.name }));
    // The removed item's place is taken by the next one: read this page again.
    await load(page);
    headingRef.current?.focus();
  }

  async function onShare() {
    setShare({ status: 'busy' });
    const out = await shareFavorites();
    if (!out.ok) {
      setShare({ status: 'error', message: out.error.errorId === 'API400' ? t('shareEmpty') : out.error.message });
      return;
    }
    setShare({ status: 'shown', url: out.data.url });
    try {
      await navigator.clipboard.writeText(out.data.url);
      showToast({ title: t('shareCopied'), kind: 'success' });
    } catch {
      // No clipboard permission: the link is in the field, selected, to copy by hand.
    }
  }

  useEffect(() => {
    if (share.status === 'shown') shareField.current?.select();
  }, [share]);

  // Until hydrated (and while the browser's session is unknown), the server's word: the same HTML on both sides.
  const employee = listsDisabledOnPage(auth, hydrated, initial?.kind === 'employee');
  const total = view.status === 'ready' ? view.total : favorites.total;
  const totalPages = view.status === 'ready' ? Math.max(1, Math.ceil(view.total / FAVORITES_PAGE_SHOWN)) : 1;
  const pages = paginationItems(page, totalPages);

  return (
    <div className="mx-auto max-w-screen-xl px-4 py-8">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 ref={headingRef} tabIndex={-1} className="font-display text-display-md focus:outline-none">
            {t('pageTitle')}
          </h1>
          {view.status === 'ready' && !employee && <p className="text-brand-stone">{favoritesCount(language, total)}</p>}
        </div>
        {!employee && view.status === 'ready' && view.total > 0 && (
          <button type="button" className="min-h-11 rounded border border-brand-ink px-4 font-bold aria-busy:cursor-progress" aria-busy={share.status === 'busy' || undefined} disabled={!hydrated} onClick={() => void onShare()}>
            {t('share')}
          </button>
        )}
      </div>
      <p role="status" className="sr-only">
        {announcement}
      </p>

      {share.status === 'shown' && (
        <div className="mt-4 rounded border border-brand-sand p-4">
          <label htmlFor="favorites-share-link" className="block font-bold">
            {t('shareLink')}
          </label>
          <p id="favorites-share-hint" className="text-sm text-brand-stone">
            {t('shareHint')}
          </p>
          <input
            ref={shareField}
            id="favorites-share-link"
            type="url"
            readOnly
            value={share.url}
            aria-describedby="favorites-share-hint"
            className="mt-2 w-full rounded border border-brand-stone px-3 py-2"
            onFocus={(e) => e.currentTarget.select()}
          />
        </div>
      )}
      {share.status === 'error' && (
        <p role="alert" className="mt-4 font-bold text-brand-ember">
          {share.message}
        </p>
      )}

      {employee ? (
        <div className="mt-6 max-w-prose rounded border border-brand-sand p-4">
          <h2 className="font-bold">{t('employeeTitle')}</h2>
          <p>{t('employeeMessage')}</p>
        </div>
      ) : (
        <>
          <FavoriteStore language={language} country={country} initial={initial?.kind === 'list' ? { signedIn: initial.shopper !== 'guest', favoriteStoreId: initial.favorites.favoriteStoreId, favoriteStore: initial.favoriteStore } : undefined} />
          {view.status === 'loading' ? (
            <p role="status" className="mt-8 text-brand-stone">
              {t('loading')}
            </p>
          ) : view.status === 'error' ? (
            <div role="alert" className="mt-8 flex flex-wrap items-center gap-3">
              <p>
                {t('loadFailed')} {view.message}
              </p>
              <button type="button" className="min-h-11 rounded border border-brand-ink px-4 font-bold" onClick={() => void load(page)}>
                {t('retry')}
              </button>
            </div>
          ) : view.items.length === 0 ? (
            <div className="mt-8">
              <h2 className="font-display text-display-sm">{t('empty')}</h2>
              <p className="mt-2">{t('emptyHint')}</p>
            </div>
          ) : (
            <ul className="mt-8 grid grid-cols-2 gap-6 md:grid-cols-3 lg:grid-cols-4">
              {view.items.map((item) => {
                const error = itemError?.itemId === item.itemId ? itemError.message : null;
                const errorId = `favorite-${item.itemId}-error`;
                return (
                  <li key={item.itemId} className="flex flex-col gap-2">
                    <a href={item.pdpUrl} className="block" tabIndex={-1} aria-hidden="true">
                      {item.image ? (
                        <img src={item.image} alt="" width={400} height={400} loading="lazy" decoding="async" className="aspect-square w-full rounded bg-brand-sand/40 object-cover" />
                      ) : (
                        <span className="block aspect-square w-full rounded bg-brand-sand/40" />
                      )}
                    </a>
                    <h2 className="font-bold">
                      <a href={item.pdpUrl} className="hover:underline">
                        {item.name}
                      </a>
                    </h2>
                    {item.price && (
                      <p className="text-sm">
                        <span className="font-bold">{formatMoney(item.price.current, item.price.currency, locale)}</span>
                        {item.price.current < item.price.original && (
                          <s className="ml-2 text-brand-stone">
                            <span className="sr-only">Was </span>
                            {formatMoney(item.price.original, item.price.currency, locale)}
                          </s>
                        )}
                      </p>
                    )}
                    <p className={item.available ? 'text-sm' : 'text-sm text-brand-ember'}>{item.available ? t('inStock') : t('outOfStock')}</p>
                    <div className="mt-auto flex flex-wrap gap-2">
                      <button
                        type="button"
                        className={`min-h-11 rounded bg-brand px-3 text-sm font-bold text-white ${item.available ? '' : 'opacity-60'}`}
                        aria-label={t('addToCartLabel', { name: item.name })}
                        disabled={!item.available || !hydrated}
                        onClick={() =>
                          void openIsland('quickshop', { productId: item.masterId, ...(item.productId !== item.masterId ? { variantId: item.productId } : {}) })
                        }
                      >
                        {t('addToCart')}
                      </button>
                      <button
                        type="button"
                        className="min-h-11 rounded border border-brand-ink px-3 text-sm aria-busy:cursor-progress"
                        aria-label={t('removeItemLabel', { name: item.name })}
                        aria-busy={busy === item.itemId || undefined}
                        aria-describedby={error ? errorId : undefined}
                        disabled={!hydrated}
                        onClick={() => busy === null && void onRemove(item)}
                      >
                        {t('removeItem')}
                      </button>
                    </div>
                    <ItemError id={errorId} message={error} />
                  </li>
                );
              })}
            </ul>
          )}
          {view.status === 'ready' && pages.length > 1 && (
            <nav aria-label={pageWords.pagination} className="mt-10 flex justify-center">
              <ul className="flex items-center gap-1">
                {page > 1 && (
                  <li>
                    <a className="block rounded px-3 py-2 hover:bg-brand-sand" href={pageHref(path, page - 1)} rel="prev" onClick={(e) => goTo(e, page - 1)}>
                      {pageWords.previous}
                    </a>
                  </li>
                )}
                {pages.map((item, i) =>
                  item === 'gap' ? (
                    <li key={`gap-${i}`} aria-hidden="true" className="px-2">
                      …
                    </li>
                  ) : (
                    <li key={item}>
                      <a
                        className={`block min-w-10 rounded px-3 py-2 text-center ${item === page ? 'bg-brand text-white' : 'hover:bg-brand-sand'}`}
                        href={pageHref(path, item)}
                        aria-current={item === page ? 'page' : undefined}
                        aria-label={pageWords.page(item)}
                        onClick={(e) => goTo(e, item)}
                      >
                        {item}
                      </a>
                    </li>
                  ),
                )}
                {page < totalPages && (
                  <li>
                    <a className="block rounded px-3 py-2 hover:bg-brand-sand" href={pageHref(path, page + 1)} rel="next" onClick={(e) => goTo(e, page + 1)}>
                      {pageWords.next}
                    </a>
                  </li>
                )}
              </ul>
            </nav>
          )}
        </>
      )}
    </div>
  );
}

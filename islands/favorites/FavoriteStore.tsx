/**
 * The favorite store on the favorites page: its name for a signed-in shopper (with a way to change
 * it), a hint for guests. See src/lib/favorites/favorite-store.ts. Rendered on the server from the
 * page's first state (whose list, its favorite store), so it does not appear late and push the
 * list down; 'Change' waits for hydration.
 */
import { useStore } from '@nanostores/react';
import { useEffect, useId, useState } from 'react';
import { fetchStoreChoices, setFavoriteStore, type StoreChoice } from '../../src/lib/favorites/favorite-store.ts';
import { favoritesText } from '../../src/lib/favorites/messages.ts';
import { $auth } from '../../src/stores/auth.ts';
import { $favorites } from '../../src/stores/favorites.ts';
import { showToast } from '../../src/stores/toasts.ts';
import { useHydrated } from '../shared/use-hydrated.ts';

interface Props {
  language: string;
  country: string;
  /** What the server knew: whether the shopper is signed in, and their favorite store. */
  initial?: { signedIn: boolean; favoriteStoreId?: string | undefined; favoriteStore?: StoreChoice | undefined } | undefined;
}

export function FavoriteStore({ language, country, initial }: Props) {
  const hydrated = useHydrated();
  const liveAuth = useStore($auth);
  const live = useStore($favorites);
  // Until hydrated (and while the browser's session is unknown), the server's word: the same HTML on both sides.
  const served = initial ? { status: initial.signedIn ? ('signed-in' as const) : ('guest' as const) } : ({ status: 'unknown' } as const);
  const auth = !hydrated || liveAuth.status === 'unknown' ? served : liveAuth;
  const favoriteStoreId = hydrated ? (live.favoriteStoreId ?? initial?.favoriteStoreId) : initial?.favoriteStoreId;
  const [choices, setChoices] = useState<StoreChoice[] | null>(null);
  const [editing, setEditing] = useState(false);
  const [chosen, setChosen] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const selectId = useId();
  const errorId = useId();
  const t = (key: Parameters<typeof favoritesText>[0]) => favoritesText(key, language);
  const signedIn = auth.status === 'signed-in';

  useEffect(() => {
    if (!signedIn || choices) return;
    void fetchStoreChoices(country).then((out) => (out.ok ? setChoices(out.data) : setError(out.error.message)));
  }, [signedIn, choices, country]);

  if (auth.status === 'unknown') return null;
  // Named as the server named it until the choices arrive (then the same name).
  const current = choices?.find((c) => c.storeId === favoriteStoreId) ?? (initial?.favoriteStore?.storeId === favoriteStoreId ? initial?.favoriteStore : undefined);

  async function save() {
    if (!chosen) return;
    setBusy(true);
    setError(null);
    const out = await setFavoriteStore(chosen);
    setBusy(false);
    if (!out.ok) {
      setError(out.error.message);
      return;
    }
    setEditing(false);
    showToast({ title: t('storeSaved'), kind: 'success' });
  }

  return (
    <section aria-labelledby={`${selectId}-heading`} className="mt-6 rounded border border-brand-sand p-4">
      <h2 id={`${selectId}-heading`} className="font-bold">
        {t('favoriteStore')}
      </h2>
      {!signedIn ? (
        <p className="text-sm">{t('signInForStore')}</p>
      ) : editing ? (
        <div className="mt-2 flex flex-wrap items-end gap-3">
          <div>
            <label htmlFor={selectId} className="block text-sm">
              {t('chooseStore')}
            </label>
            <select
              id={selectId}
              value={chosen}
              onChange={(e) => setChosen(e.currentTarget.value)}
              aria-describedby={error ? errorId : undefined}
              className="min-h-11 rounded border border-brand-stone px-3"
            >
              <option value="">—</option>
              {(choices ?? []).map((c) => (
                <option key={c.storeId} value={c.storeId}>
                  {c.city ? `${c.storeName} (${c.city})` : c.storeName}
                </option>
              ))}
            </select>
          </div>
          <button type="button" className="min-h-11 rounded bg-brand px-4 font-bold text-white disabled:opacity-60" disabled={busy || !chosen} onClick={() => void save()}>
            {t('saveStore')}
          </button>
          <button type="button" className="min-h-11 rounded border border-brand-ink px-4" onClick={() => setEditing(false)}>
            {t('cancel')}
          </button>
        </div>
      ) : (
        <div className="mt-1 flex flex-wrap items-center gap-3">
          <p className="text-sm">{current ? (current.city ? `${current.storeName} (${current.city})` : current.storeName) : favoriteStoreId ? favoriteStoreId : t('noFavoriteStore')}</p>
          <button
            type="button"
            className="min-h-11 rounded border border-brand-ink px-3 text-sm"
            disabled={!hydrated}
            onClick={() => {
              setChosen(favoriteStoreId ?? '');
              setEditing(true);
            }}
          >
            {t('changeStore')}
          </button>
        </div>
      )}
      {error && (
        <p id={errorId} role="alert" className="mt-2 text-sm font-bold text-brand-ember">
          {error}
        </p>
      )}
    </section>
  );
}

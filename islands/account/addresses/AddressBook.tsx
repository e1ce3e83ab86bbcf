/**
 * The account's address book (issue 12; docs/requirements/account-and-loyalty.md#addresses): the shopper's addresses, grouped by
 * approach type (S shipping, B billing), each type's main one marked and first. Rendered on the
 * server from the profile the page read (addresses.astro), then hydrated for its actions: add
 * (shipping or billing), edit, delete after a confirmation, make main. The form (./AddressEditor)
 * is a separate chunk, fetched when the shopper opens it.
 *
 * Every write answers the whole book, and that is what is shown: which address is main is the
 * gateway's decision (the first of a type becomes main; a new main clears the old one).
 */
import { lazy, useEffect, useId, useRef, useState } from 'react';
import type { ConsumerAddress } from '../../../schemas/api/consumer/addresses.ts';
import type { Region } from '../../../schemas/forms/validators.ts';
import { APPROACH_TYPES, deleteAddress, groupByType, makeMainBody, updateAddress, type ApproachType } from '../../../src/lib/account/address-book.ts';
import { ACTION, ACTION_DANGER, PRIMARY_BUTTON } from '../../shared/buttons.tsx';
import { ConfirmDialog, useConfirmDelete } from '../../shared/ConfirmDialog.tsx';
import { Notice, StatusNotice } from '../../shared/fields.tsx';
import { LazyForm } from '../../shared/LazyFormBoundary.tsx';
import { useHydrated } from '../../shared/use-hydrated.ts';
import { useSubmit } from '../../shared/use-submit.ts';
import { addressBookMessages, type AddressBookMessages } from './messages.ts';

const AddressEditor = lazy(() => import('./AddressEditor.tsx'));

/** The delete confirmation's name in the site's dialog manager. */
export const DELETE_ADDRESS_DIALOG = 'account-address-delete';

export interface AddressBookProps {
  initial: ConsumerAddress[];
  locale: string;
  language: string;
  /** BCP 47 tag, for country names. */
  hreflang: string;
  region: Region;
  /** The site's country: a new address starts there. */
  country: string;
}

type Editing = { mode: 'add' } | { mode: 'edit'; addressId: string } | null;

export default function AddressBook({ initial, locale, language, hreflang, region, country }: AddressBookProps) {
  const t = addressBookMessages(language);
  const [book, setBook] = useState<ConsumerAddress[]>(initial);
  const [editing, setEditing] = useState<Editing>(null);
  const [status, setStatus] = useState('');
  const [error, setError] = useState<string | null>(null);
  const { busy, run } = useSubmit();
  // Rendered on the server: the buttons work once hydrated, and say so by being enabled then.
  const ready = useHydrated();
  const [pending, setPending] = useState<string | null>(null);
  // Where focus goes once React has rendered the change: an address, a section, the add button.
  const [focus, setFocus] = useState<{ selector: string } | null>(null);
  const root = useRef<HTMLDivElement | null>(null);
  const headingIds = { S: useId(), B: useId() };
  const countryName = useCountryNames(hreflang);

  useEffect(() => {
    if (!focus) return;
    root.current?.querySelector<HTMLElement>(focus.selector)?.focus();
    setFocus(null);
  }, [focus]);

  const grouped = groupByType(book);
  const summary = (a: ConsumerAddress) => [a.addressLine1, a.city].filter(Boolean).join(', ');
  const at = (id: string) => `[data-address-id="${CSS.escape(id)}"]`;

  const saved = (next: ConsumerAddress[], addressId: string | null) => {
    setBook(next);
    setEditing(null);
    setError(null);
    setStatus(t.saved);
    setFocus({ selector: addressId ? at(addressId) : '[data-add-address]' });
  };

  const makeMain = (a: ConsumerAddress) =>
    run(async () => {
      setError(null);
      setStatus('');
      setPending(a.addressId);
      const result = await updateAddress(a.addressId, makeMainBody(a), language);
      setPending(null);
      if (!result.ok) {
        setError(result.refusal ? `${t.fields[result.refusal.field]}: ${result.refusal.message}` : result.message);
        return;
      }
      setBook(result.book);
      setStatus(t.madeMain(a.approachType));
      setFocus({ selector: at(a.addressId) });
    });

  const deletion = useConfirmDelete(
    DELETE_ADDRESS_DIALOG,
    run,
    (a: ConsumerAddress) => deleteAddress(a.addressId, language),
    (a, result) => {
      setBook(result.book);
      setStatus(t.deleted);
      setFocus({ selector: `#${CSS.escape(headingIds[a.approachType])}` });
    },
  );

  const closeEditor = (address: ConsumerAddress | null) => {
    setEditing(null);
    setFocus({ selector: address ? `${at(address.addressId)} [data-edit]` : '[data-add-address]' });
  };

  const editor = (address: ConsumerAddress | null) => (
    <LazyForm t={t} onCancel={() => closeEditor(address)}>
      <AddressEditor
        address={address}
        book={book}
        t={t}
        locale={locale}
        language={language}
        region={region}
        country={country}
        onSaved={saved}
        onCancel={() => closeEditor(address)}
      />
    </LazyForm>
  );

  return (
    <div ref={root} className="flex flex-col gap-8">
      <StatusNotice message={status} />
      <Notice message={error} />
      {editing?.mode === 'add' ? (
        editor(null)
      ) : (
        <div>
          <button
            type="button"
            data-add-address
            disabled={!ready}
            className={PRIMARY_BUTTON}
            onClick={() => {
              setStatus('');
              setEditing({ mode: 'add' });
            }}
          >
            {t.add}
          </button>
        </div>
      )}
      {book.length === 0 ? <p>{t.emptyBook}</p> : null}
      {book.length > 0
        ? APPROACH_TYPES.map((type) => (
            <section key={type} aria-labelledby={headingIds[type]} className="flex flex-col gap-3">
              <h2 id={headingIds[type]} tabIndex={-1} className="font-display text-display-sm outline-none">
                {t.sections[type]}
              </h2>
              {grouped[type].length === 0 ? (
                <p>{t.emptyType[type]}</p>
              ) : (
                <ul className="grid gap-4 md:grid-cols-2">
                  {grouped[type].map((a) =>
                    editing?.mode === 'edit' && editing.addressId === a.addressId ? (
                      <li key={a.addressId} className="md:col-span-2">
                        {editor(a)}
                      </li>
                    ) : (
                      <li key={a.addressId} data-address-id={a.addressId} tabIndex={-1} className={`flex flex-col gap-3 rounded border p-4 outline-offset-2 ${a.main ? 'border-2 border-brand-ink' : 'border-brand-stone'}`}>
                        <AddressCard address={a} t={t} countryName={countryName} />
                        <div className="mt-auto flex flex-wrap gap-x-4 gap-y-2">
                          {a.main ? null : (
                            <button type="button" className={ACTION} disabled={!ready || busy} aria-busy={pending === a.addressId || undefined} onClick={() => void makeMain(a)}>
                              {pending === a.addressId ? t.working : t.makeMain}
                              <span className="sr-only">: {summary(a)}</span>
                            </button>
                          )}
                          <button
                            type="button"
                            data-edit
                            className={ACTION}
                            disabled={!ready || busy}
                            onClick={() => {
                              setStatus('');
                              setEditing({ mode: 'edit', addressId: a.addressId });
                            }}
                          >
                            {t.edit}
                            <span className="sr-only">: {summary(a)}</span>
                          </button>
                          <button type="button" className={ACTION_DANGER} disabled={!ready || busy} onClick={() => deletion.ask(a)}>
                            {t.delete}
                            <span className="sr-only">: {summary(a)}</span>
                          </button>
                        </div>
                      </li>
                    ),
                  )}
                </ul>
              )}
            </section>
          ))
        : null}
      <ConfirmDialog name={DELETE_ADDRESS_DIALOG} t={t} busy={busy} error={deletion.error} onConfirm={() => void deletion.confirm()}>
        {deletion.target ? <AddressCard address={deletion.target} t={t} countryName={countryName} /> : null}
      </ConfirmDialog>
    </div>
  );
}

function AddressCard({ address: a, t, countryName }: { address: ConsumerAddress; t: AddressBookMessages; countryName: (code: string) => string }) {
  const phone = a.phone ? (a.phone.startsWith('+') || !a.phoneCode ? a.phone : `${a.phoneCode} ${a.phone}`) : null;
  return (
    <div className="flex flex-col gap-1">
      {a.main ? (
        <p>
          <span className="inline-block rounded-sm bg-brand-ink px-2 py-0.5 text-sm font-semibold text-white">{t.main[a.approachType]}</span>
        </p>
      ) : null}
      <p className="font-semibold">
        {a.firstName} {a.lastName}
      </p>
      <address className="not-italic">
        {a.addressLine1}
        {a.addressLine2 ? <>, {a.addressLine2}</> : null}
        <br />
        {[a.postalCode, a.city].filter(Boolean).join(' ')}
        {a.province ? `, ${a.province}` : ''}
        <br />
        {countryName(a.country || a.countryCode)}
        {phone ? (
          <>
            <br />
            {t.phone}: {phone}
          </>
        ) : null}
      </address>
    </div>
  );
}

/** Country names in the page's language (Intl, on the server and in the browser); the code when unknown. */
function useCountryNames(hreflang: string): (code: string) => string {
  const names = useRef<Intl.DisplayNames | null>(null);
  return (code: string) => {
    try {
      names.current ??= new Intl.DisplayNames([hreflang], { type: 'region' });
      return names.current.of(code) ?? code;
    } catch {
      return code;
    }
  };
}

export type { ApproachType };

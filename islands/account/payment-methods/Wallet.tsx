/**
 * The account's saved payment methods (issue 12; docs/requirements/account-and-loyalty.md#saved-payment-methods …/payment_instruments, docs/requirements/account-and-loyalty.md#saved-payment-methods):
 * saved cards (the default one marked and first, another made default with PATCH) and saved
 * gift cards, each labelled with its last 4 digits masked by XXX; delete after a confirmation;
 * add a card (with the bot-check token) or a gift card. Rendered on the server from the wallet
 * the page read (payment-methods.astro), hydrated when the browser is idle. The two forms
 * (./WalletForms) are a separate chunk, fetched when the shopper opens one.
 */
import { lazy, useEffect, useId, useRef, useState } from 'react';
import { expiryOf, makeDefault, maskedLabel, removeFromWallet, splitWallet, type SavedInstrument } from '../../../src/lib/account/wallet.ts';
import { formatMoney } from '../../../src/lib/catalogue/price.ts';
import { ACTION, ACTION_DANGER, PRIMARY_BUTTON, SECONDARY_BUTTON } from '../../shared/buttons.tsx';
import { ConfirmDialog, useConfirmDelete } from '../../shared/ConfirmDialog.tsx';
import { Notice, StatusNotice } from '../../shared/fields.tsx';
import { LazyForm } from '../../shared/LazyFormBoundary.tsx';
import { useHydrated } from '../../shared/use-hydrated.ts';
import { useSubmit } from '../../shared/use-submit.ts';
import { walletMessages, type WalletMessages } from './messages.ts';

const NewCardForm = lazy(() => import('./WalletForms.tsx').then((m) => ({ default: m.NewCardForm })));
const NewGiftCardForm = lazy(() => import('./WalletForms.tsx').then((m) => ({ default: m.NewGiftCardForm })));

/** The delete confirmation's name in the site's dialog manager. */
export const DELETE_INSTRUMENT_DIALOG = 'account-payment-delete';

export interface WalletProps {
  initial: SavedInstrument[];
  language: string;
  /** BCP 47 tag, for money. */
  hreflang: string;
  currency: string;
}

type Adding = 'card' | 'gift-card' | null;

/** "Visa XXX1111" or "Gift card XXX1111". */
export function instrumentLabel(i: SavedInstrument, t: WalletMessages): string {
  if (!i.card) return t.giftCardLabel(maskedLabel(i));
  const type = i.card.cardType.toLowerCase();
  const brand = (t.cardTypes as Record<string, string>)[type] ?? i.card.cardType.charAt(0).toUpperCase() + i.card.cardType.slice(1);
  return t.cardLabel(brand, maskedLabel(i));
}

export default function Wallet({ initial, language, hreflang, currency }: WalletProps) {
  const t = walletMessages(language);
  const [wallet, setWallet] = useState<SavedInstrument[]>(initial);
  const [adding, setAdding] = useState<Adding>(null);
  const [status, setStatus] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState<string | null>(null);
  const { busy, run } = useSubmit();
  // Rendered on the server: the buttons work once hydrated, and say so by being enabled then.
  const ready = useHydrated();
  const [focus, setFocus] = useState<string | null>(null);
  const root = useRef<HTMLDivElement | null>(null);
  const cardsId = useId();
  const giftCardsId = useId();

  useEffect(() => {
    if (!focus) return;
    root.current?.querySelector<HTMLElement>(focus)?.focus();
    setFocus(null);
  }, [focus]);

  const { cards, giftCards } = splitWallet(wallet);
  const at = (id: string) => `[data-instrument-id="${CSS.escape(id)}"]`;

  const saved = (next: SavedInstrument[], words: string) => {
    const known = new Set(wallet.map((i) => i.paymentInstrumentId));
    const added = next.find((i) => !known.has(i.paymentInstrumentId));
    setWallet(next);
    setAdding(null);
    setError(null);
    setStatus(words);
    setFocus(added ? at(added.paymentInstrumentId) : '[data-add-card]');
  };

  const setDefault = (i: SavedInstrument) =>
    run(async () => {
      setError(null);
      setStatus('');
      setPending(i.paymentInstrumentId);
      const result = await makeDefault(i.paymentInstrumentId, wallet, language);
      setPending(null);
      if (!result.ok) {
        setError(result.message);
        return;
      }
      setWallet(result.wallet);
      setStatus(t.defaultSet(instrumentLabel(i, t)));
      setFocus(at(i.paymentInstrumentId));
    });

  const deletion = useConfirmDelete(
    DELETE_INSTRUMENT_DIALOG,
    run,
    (i: SavedInstrument) => removeFromWallet(i.paymentInstrumentId, language),
    (i, result) => {
      setWallet(result.wallet);
      setStatus(t.deleted);
      setFocus(`#${CSS.escape(i.card ? cardsId : giftCardsId)}`);
    },
  );

  const cancelAdding = () => {
    const was = adding;
    setAdding(null);
    setFocus(was === 'gift-card' ? '[data-add-gift-card]' : '[data-add-card]');
  };

  const actions = (i: SavedInstrument) => {
    const label = instrumentLabel(i, t);
    return (
      <div className="mt-auto flex flex-wrap gap-x-4 gap-y-2">
        {i.card && !i.default && !i.card.expired ? (
          <button type="button" className={ACTION} disabled={!ready || busy} aria-busy={pending === i.paymentInstrumentId || undefined} onClick={() => void setDefault(i)}>
            {pending === i.paymentInstrumentId ? t.working : t.makeDefault}
            <span className="sr-only">: {label}</span>
          </button>
        ) : null}
        <button type="button" className={ACTION_DANGER} disabled={!ready || busy} onClick={() => deletion.ask(i)}>
          {t.delete}
          <span className="sr-only">: {label}</span>
        </button>
      </div>
    );
  };

  return (
    <div ref={root} className="flex flex-col gap-8">
      <StatusNotice message={status} />
      <Notice message={error} />
      {adding ? (
        <LazyForm t={t} onCancel={cancelAdding}>
          {adding === 'card' ? (
            <NewCardForm t={t} language={language} wallet={wallet} firstCard={cards.length === 0} onSaved={(next) => saved(next, t.cardSaved)} onCancel={cancelAdding} />
          ) : (
            <NewGiftCardForm t={t} language={language} wallet={wallet} onSaved={(next) => saved(next, t.giftCardSaved)} onCancel={cancelAdding} />
          )}
        </LazyForm>
      ) : (
        <div className="flex flex-wrap gap-3">
          <button
            type="button"
            data-add-card
            disabled={!ready}
            className={PRIMARY_BUTTON}
            onClick={() => {
              setStatus('');
              setAdding('card');
            }}
          >
            {t.addCard}
          </button>
          <button
            type="button"
            data-add-gift-card
            disabled={!ready}
            className={SECONDARY_BUTTON}
            onClick={() => {
              setStatus('');
              setAdding('gift-card');
            }}
          >
            {t.addGiftCard}
          </button>
        </div>
      )}
      <section aria-labelledby={cardsId} className="flex flex-col gap-3">
        <h2 id={cardsId} tabIndex={-1} className="font-display text-display-sm outline-none">
          {t.cards}
        </h2>
        {cards.length === 0 ? (
          <p>{t.cardsEmpty}</p>
        ) : (
          <ul className="grid gap-4 md:grid-cols-2">
            {cards.map((i) => (
              <li key={i.paymentInstrumentId} data-instrument-id={i.paymentInstrumentId} tabIndex={-1} className={`flex flex-col gap-3 rounded border p-4 outline-offset-2 ${i.default ? 'border-2 border-brand-ink' : 'border-brand-stone'}`}>
                <div className="flex flex-col gap-1">
                  {i.default ? (
                    <p>
                      <span className="inline-block rounded-sm bg-brand-ink px-2 py-0.5 text-sm font-semibold text-white">{t.defaultCard}</span>
                    </p>
                  ) : null}
                  <p className="font-semibold">{instrumentLabel(i, t)}</p>
                  {i.card ? (
                    <>
                      <p>{i.card.expired ? <span className="font-semibold text-sale">{t.expired}</span> : t.expires(expiryOf(i.card))}</p>
                      {i.card.holder ? <p>{t.holderIs(i.card.holder)}</p> : null}
                    </>
                  ) : null}
                </div>
                {actions(i)}
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby={giftCardsId} className="flex flex-col gap-3">
        <h2 id={giftCardsId} tabIndex={-1} className="font-display text-display-sm outline-none">
          {t.giftCards}
        </h2>
        {giftCards.length === 0 ? (
          <p>{t.giftCardsEmpty}</p>
        ) : (
          <ul className="grid gap-4 md:grid-cols-2">
            {giftCards.map((i) => (
              <li key={i.paymentInstrumentId} data-instrument-id={i.paymentInstrumentId} tabIndex={-1} className="flex flex-col gap-3 rounded border border-brand-stone p-4 outline-offset-2">
                <div className="flex flex-col gap-1">
                  <p className="font-semibold">{instrumentLabel(i, t)}</p>
                  {i.giftCard ? <p>{t.balance(formatMoney(i.giftCard.balance, i.giftCard.currency ?? currency, hreflang))}</p> : null}
                </div>
                {actions(i)}
              </li>
            ))}
          </ul>
        )}
      </section>
      <ConfirmDialog name={DELETE_INSTRUMENT_DIALOG} t={t} busy={busy} error={deletion.error} onConfirm={() => void deletion.confirm()}>
        {deletion.target ? <p className="font-semibold">{instrumentLabel(deletion.target, t)}</p> : null}
      </ConfirmDialog>
    </div>
  );
}

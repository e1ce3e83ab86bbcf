/**
 * The main payment method (docs/requirements/checkout-and-payments.md#payment-kinds): the shopper chooses how to pay what the partial methods
 * leave, and today that is a card (PayPal, Klarna and Apple Pay come with their own adapters).
 * The card form checks before sending (docs/requirements/checkout-and-payments.md#cards expiry, Luhn, security code), sends the card
 * once, and then forgets it: the number and security code leave React state as soon as the
 * gateway has taken them, and the number is masked whenever its field loses focus. It is never
 * logged, stored or sent to analytics. Errors PYT402 and CC_EXPIRY_DATE_INVALID are shown at
 * their field, other payment errors on the form.
 */
import { useEffect, useId, useRef, useState, type SubmitEvent } from 'react';
import { fieldMessage } from '../../../schemas/forms/messages.ts';
import {
  CARD_FIELDS,
  cardProblems,
  digitsOf,
  formatCardNumber,
  formatExpiry,
  paymentCardBody,
  type CardField,
  type CardInput,
  type CardProblem,
  type CardType,
} from '../../../src/lib/checkout/card.ts';
import { cardFieldOfError, mainInstrument, type Instrument, type PaymentMethodId } from '../../../src/lib/checkout/payment.ts';
import { errorMessage } from '../../../src/lib/errors/messages.ts';
import { CardNumberField } from '../../shared/CardNumberField.tsx';
import { useSubmit } from '../../shared/use-submit.ts';
import { TextField } from '../../sign-in/fields.tsx';
import { botCheckToken } from '../../../src/lib/auth/bot-check.ts';
import { showToast } from '../../../src/stores/toasts.ts';
import { Checkbox } from '../../sign-in/fields.tsx';
import { addInstrument, loadSavedCards, removeInstrument, saveCardToAccount, type PaymentMethodOption, type SavedCard } from './calls.ts';
import type { PaymentMessages } from './messages.ts';
import { ActionButton, FormAlert, SECONDARY, SECTION, type PaymentContext, useFocusFirstInvalid } from './ui.tsx';

/** The main methods this form offers; the others are another issue's adapters and are not shown. */
export const OFFERED_MAIN_METHODS: readonly PaymentMethodId[] = ['CREDIT_CARD'];

const EMPTY: CardInput = { number: '', expiry: '', securityCode: '', holder: '' };

export const brandName = (cardType: string, t: PaymentMessages): string =>
  t.cardTypes[cardType.toLowerCase() as CardType] ?? cardType.charAt(0).toUpperCase() + cardType.slice(1);

/** How an applied main instrument is named: "Visa ending 1111", or the method's name. */
export function mainLabel(instrument: Instrument, t: PaymentMessages): string {
  const card = instrument.card;
  if (card) return t.cardEnding(brandName(card.cardType, t), card.last4 || digitsOf(card.maskedNumber).slice(-4));
  return t.methodNames[instrument.payment_method_id];
}

/** The gateway's id for "this card is already saved": docs/requirements/checkout-and-payments.md#cards shows the server's words for it. */
const CARD_EXISTS = 'CCA401';

export function MainPayment({ ctx, offered, signedIn = false }: { ctx: PaymentContext; offered: PaymentMethodOption[]; signedIn?: boolean }) {
  const { cart, t } = ctx;
  const headingId = useId();
  const choices = OFFERED_MAIN_METHODS.filter((id) => offered.some((m) => m.id === id));
  const [choice, setChoice] = useState<PaymentMethodId | null>(choices[0] ?? null);
  const main = mainInstrument(cart);
  const card = offered.find((m) => m.id === 'CREDIT_CARD');

  let body;
  if (main) body = <AppliedMain ctx={ctx} instrument={main} />;
  else if (cart.totals.remainingToPay === 0) body = <p>{t.nothingLeftToPay}</p>;
  else if (choices.length === 0) body = null;
  else
    body = (
      <>
        <fieldset>
          <legend className="mb-2 font-semibold">{t.mainMethod}</legend>
          <div className="flex flex-col gap-2">
            {choices.map((id) => (
              <label key={id} className="flex cursor-pointer items-center gap-3 rounded border border-brand-stone p-3 has-checked:border-2 has-checked:border-brand-ink">
                <input type="radio" name="main-payment-method" value={id} checked={choice === id} onChange={() => setChoice(id)} className="accent-brand" />
                <span className="font-semibold">{t.methodNames[id]}</span>
              </label>
            ))}
          </div>
        </fieldset>
        {choice === 'CREDIT_CARD' ? <CardChoice ctx={ctx} signedIn={signedIn} accepted={card?.cards?.map((c) => c.cardType.toLowerCase()) ?? []} /> : null}
      </>
    );

  return (
    <section aria-labelledby={headingId} className={SECTION}>
      <h4 id={headingId} className="font-bold">
        {t.payWith}
      </h4>
      {body}
    </section>
  );
}

function AppliedMain({ ctx, instrument }: { ctx: PaymentContext; instrument: Instrument }) {
  const { t } = ctx;
  const { busy, run } = useSubmit();
  const [error, setError] = useState<string | null>(null);
  const change = () =>
    run(async () => {
      setError(null);
      const result = await removeInstrument(instrument.payment_instrument_id);
      if (!result.ok) setError(result.error.message);
    });
  return (
    <div className="flex flex-col gap-2">
      <p className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 rounded-sm bg-brand-sand/40 px-3 py-2">
        <span className="font-semibold">{mainLabel(instrument, t)}</span>
        <ActionButton type="button" className={SECONDARY} label={instrument.card ? t.changeCard : t.remove} working={t.working} busy={busy} onClick={() => void change()} />
      </p>
      <FormAlert message={error} />
    </div>
  );
}

const NEW_CARD = 'new';

/** A signed-in shopper picks a saved card (the default first; no number travels) or enters a new one, which they may save. */
function CardChoice({ ctx, accepted, signedIn }: { ctx: PaymentContext; accepted: readonly string[]; signedIn: boolean }) {
  const { t } = ctx;
  // The server's read when it rendered the step (ctx.savedCards), else read here once.
  const known = signedIn ? ctx.savedCards : undefined;
  const [saved, setSaved] = useState<SavedCard[]>(known ?? []);
  const [picked, setPicked] = useState<string>(known?.[0]?.paymentInstrumentId ?? NEW_CARD);
  const [error, setError] = useState<string | null>(null);
  const { busy, run } = useSubmit();
  useEffect(() => {
    if (!signedIn || known) return;
    let live = true;
    void loadSavedCards().then((cards) => {
      if (!live) return;
      setSaved(cards);
      if (cards[0]) setPicked(cards[0].paymentInstrumentId);
    });
    return () => {
      live = false;
    };
  }, [signedIn]);
  if (!saved.length) return <CardForm ctx={ctx} accepted={accepted} canSave={signedIn} />;
  const pay = () =>
    run(async () => {
      setError(null);
      const result = await addInstrument({ payment_method_id: 'CREDIT_CARD', savedPaymentInstrumentId: picked });
      if (!result.ok) setError(result.error.message);
    });
  const expiry = (c: NonNullable<SavedCard['card']>) => `${String(c.expirationMonth).padStart(2, '0')}/${String(c.expirationYear).slice(-2)}`;
  return (
    <div className="flex flex-col gap-3">
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-2 font-semibold">{t.savedCards}</legend>
        {[...saved.map((c) => ({ id: c.paymentInstrumentId, label: c.card ? t.savedCard(t.cardEnding(brandName(c.card.cardType, t), c.card.last4), expiry(c.card)) : c.paymentInstrumentId })), { id: NEW_CARD, label: t.newCard }].map((o) => (
          <label key={o.id} className="flex cursor-pointer items-center gap-3 rounded border border-brand-stone p-3 has-checked:border-2 has-checked:border-brand-ink">
            <input type="radio" name="saved-card" value={o.id} checked={picked === o.id} onChange={() => setPicked(o.id)} className="accent-brand" />
            <span className="font-semibold">{o.label}</span>
          </label>
        ))}
      </fieldset>
      {picked === NEW_CARD ? (
        <CardForm ctx={ctx} accepted={accepted} canSave />
      ) : (
        <>
          <FormAlert message={error} />
          <ActionButton type="button" label={t.useSavedCard} working={t.working} busy={busy} onClick={() => void pay()} />
        </>
      )}
    </div>
  );
}

function CardForm({ ctx, accepted, canSave = false }: { ctx: PaymentContext; accepted: readonly string[]; canSave?: boolean }) {
  const [save, setSave] = useState(false);
  const { t, language } = ctx;
  const [values, setValues] = useState<CardInput>(EMPTY);
  const [problems, setProblems] = useState<Partial<Record<CardField, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const form = useRef<HTMLFormElement | null>(null);
  const focusInvalid = useFocusFirstInvalid(form);
  const { busy, run } = useSubmit();
  const legendId = useId();

  const words = (problem: CardProblem): string => {
    switch (problem) {
      case 'required':
        return fieldMessage('required', language);
      case 'numberInvalid':
        return errorMessage('PYT402', null, language);
      case 'typeUnsupported':
        return t.cardTypeUnsupported(accepted.map((c) => brandName(c, t)).join(', '));
      case 'expiryInvalid':
        return errorMessage('CC_EXPIRY_DATE_INVALID', null, language);
      case 'securityCodeInvalid':
        return t.securityCodeInvalid;
    }
  };

  const change = (field: CardField, format: (v: string) => string) => (value: string) => {
    setValues((v) => ({ ...v, [field]: format(value) }));
    setProblems((p) => (p[field] ? { ...p, [field]: undefined } : p));
  };

  const submit = (e: SubmitEvent<HTMLFormElement>) => {
    e.preventDefault();
    void run(async () => {
      setFormError(null);
      const found = cardProblems(values, new Date(), accepted);
      if (CARD_FIELDS.some((f) => found[f])) {
        setProblems(Object.fromEntries(CARD_FIELDS.flatMap((f) => (found[f] ? [[f, words(found[f])]] : []))));
        focusInvalid();
        return;
      }
      const body = paymentCardBody(values);
      const result = await addInstrument(body);
      if (result.ok && save) {
        // docs/requirements/checkout-and-payments.md#cards: the card already exists shows the server's words, any other failure 'credit card save failed'; the order goes on.
        const stored = await saveCardToAccount(body.paymentCard, await botCheckToken('placeOrder'));
        if (!stored.ok) showToast({ title: stored.errorId === CARD_EXISTS && stored.message ? stored.message : t.cardSaveFailed, kind: 'error' });
      }
      if (result.ok) {
        // The gateway has the card now: nothing of it stays in the page.
        setValues(EMPTY);
        setProblems({});
        return;
      }
      const field = cardFieldOfError(result.error.errorId);
      if (field) {
        setProblems({ [field]: result.error.message });
        focusInvalid();
      } else setFormError(result.error.message);
    });
  };

  return (
    <form ref={form} noValidate onSubmit={submit} aria-labelledby={legendId} className="flex flex-col gap-4">
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend id={legendId} className="mb-2 font-semibold">
          {t.cardDetails}
        </legend>
        <div className="sm:col-span-2">
          <CardNumberField label={t.cardNumber} value={values.number} onValue={change('number', formatCardNumber)} error={problems.number} cardTypes={t.cardTypes} typeIs={t.cardTypeIs} />
        </div>
        <TextField
          label={t.expiry}
          name="cc-exp"
          autoComplete="cc-exp"
          inputMode="numeric"
          value={values.expiry}
          onValue={change('expiry', formatExpiry)}
          error={problems.expiry}
          hint={t.expiryHint}
          maxLength={7}
        />
        <TextField
          label={t.securityCode}
          name="cc-csc"
          autoComplete="cc-csc"
          inputMode="numeric"
          value={values.securityCode}
          onValue={change('securityCode', (v) => digitsOf(v).slice(0, 4))}
          error={problems.securityCode}
          hint={t.securityCodeHint}
          maxLength={4}
        />
        <div className="sm:col-span-2">
          <TextField label={t.holder} name="cc-name" autoComplete="cc-name" value={values.holder} onValue={change('holder', (v) => v.slice(0, 100))} error={problems.holder} />
        </div>
      </fieldset>
      {canSave ? <Checkbox name="save-card" label={t.saveCard} checked={save} onChecked={setSave} /> : null}
      <FormAlert message={formError} />
      <ActionButton label={t.useCard} working={t.working} busy={busy} />
    </form>
  );
}

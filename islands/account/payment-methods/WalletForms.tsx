/**
 * Adding a card or a gift card to the wallet (issue 12; docs/requirements/checkout-and-payments.md#device-wallet bot check, docs/requirements/checkout-and-payments.md#device-wallet errors). Both
 * check before sending (the checkout's card rules: src/lib/checkout/card.ts) and move focus to
 * the first field in error. A failed save is a toast (docs/requirements/errors.md#toasts): for a card, the server's
 * words when it says the card already exists, else 'credit card save failed'; for a gift card,
 * 'gift card already exists' or 'gift card save failed'. What was typed stays for another try.
 *
 * The card number is shown in full only while its field has focus, leaves React state as soon as
 * the gateway has it, and is never logged, stored or sent to analytics. A saved card needs no
 * security code, so none is asked.
 */
import { useEffect, useId, useRef, useState, type SubmitEvent } from 'react';
import { fieldMessage } from '../../../schemas/forms/messages.ts';
import { botCheckToken } from '../../../src/lib/auth/bot-check.ts';
import {
  cardSaveFailure,
  giftCardSaveFailure,
  NEW_CARD_FIELDS,
  NEW_GIFT_CARD_FIELDS,
  newCardBody,
  newCardProblems,
  newGiftCardBody,
  newGiftCardProblems,
  saveToWallet,
  type NewCard,
  type NewCardField,
  type NewCardProblem,
  type NewGiftCard,
  type NewGiftCardField,
  type SavedInstrument,
} from '../../../src/lib/account/wallet.ts';
import { digitsOf, formatCardNumber, formatExpiry } from '../../../src/lib/checkout/card.ts';
import { errorMessage } from '../../../src/lib/errors/messages.ts';
import { showToast } from '../../../src/stores/toasts.ts';
import { useFocusFirstInvalid } from '../../checkout/payment/ui.tsx';
import { SaveCancel } from '../../shared/buttons.tsx';
import { CardNumberField } from '../../shared/CardNumberField.tsx';
import { Checkbox, TextField } from '../../shared/fields.tsx';
import { useSubmit } from '../../shared/use-submit.ts';
import type { WalletMessages } from './messages.ts';

interface FormProps {
  t: WalletMessages;
  language: string;
  wallet: readonly SavedInstrument[];
  onSaved: (wallet: SavedInstrument[]) => void;
  onCancel: () => void;
}

const EMPTY_CARD: NewCard = { number: '', expiry: '', holder: '' };
const EMPTY_GIFT_CARD: NewGiftCard = { number: '', pin: '' };

/** A form's frame: its heading (focused when it opens), the fields, and Save / Cancel. */
function FormFrame({ title, save, t, busy, onSubmit, onCancel, formRef, children }: {
  title: string;
  save: string;
  t: WalletMessages;
  busy: boolean;
  onSubmit: (e: SubmitEvent<HTMLFormElement>) => void;
  onCancel: () => void;
  formRef: React.RefObject<HTMLFormElement | null>;
  children: React.ReactNode;
}) {
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement | null>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section aria-labelledby={headingId} className="rounded border border-brand-stone bg-white p-4">
      <h2 id={headingId} ref={heading} tabIndex={-1} className="mb-4 font-display text-display-sm outline-none">
        {title}
      </h2>
      <form ref={formRef} noValidate onSubmit={onSubmit} className="flex flex-col gap-5">
        {children}
        <SaveCancel save={save} cancel={t.cancel} working={t.working} busy={busy} onCancel={onCancel} />
      </form>
    </section>
  );
}

export function NewCardForm({ t, language, wallet, firstCard, onSaved, onCancel }: FormProps & { firstCard: boolean }) {
  const [values, setValues] = useState<NewCard>(EMPTY_CARD);
  const [problems, setProblems] = useState<Partial<Record<NewCardField, string>>>({});
  const [makeDefault, setMakeDefault] = useState(false);
  const form = useRef<HTMLFormElement | null>(null);
  const focusInvalid = useFocusFirstInvalid(form);
  const { busy, run } = useSubmit();

  const words = (problem: NewCardProblem): string => {
    if (problem === 'required') return fieldMessage('required', language);
    // The checkout's words for the same rules (docs/requirements/errors.md#server-error-codes PYT402, CC_EXPIRY_DATE_INVALID).
    return errorMessage(problem === 'numberInvalid' ? 'PYT402' : 'CC_EXPIRY_DATE_INVALID', null, language);
  };

  const change = (field: NewCardField, format: (v: string) => string) => (value: string) => {
    setValues((v) => ({ ...v, [field]: format(value) }));
    setProblems((p) => (p[field] ? { ...p, [field]: undefined } : p));
  };

  const submit = (e: SubmitEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (busy) return;
    // Checked before the fields are disabled for sending, so focus can go to the first wrong one.
    const found = newCardProblems(values, new Date());
    if (NEW_CARD_FIELDS.some((f) => found[f])) {
      setProblems(Object.fromEntries(NEW_CARD_FIELDS.flatMap((f) => (found[f] ? [[f, words(found[f])]] : []))));
      focusInvalid();
      return;
    }
    void run(async () => {
      const result = await saveToWallet(newCardBody(values, makeDefault && !firstCard, await botCheckToken('placeOrder')), wallet, language);
      if (!result.ok) {
        showToast({ title: cardSaveFailure(result.errorId, result.serverMessage, t.cardSaveFailed), kind: 'error' });
        return;
      }
      // The gateway has the card now: nothing of it stays in the page.
      setValues(EMPTY_CARD);
      onSaved(result.wallet);
    });
  };

  return (
    <FormFrame title={t.newCardTitle} save={t.saveCard} t={t} busy={busy} onSubmit={submit} onCancel={onCancel} formRef={form}>
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="sm:col-span-2">
          <CardNumberField label={t.cardNumber} value={values.number} disabled={busy} onValue={change('number', formatCardNumber)} error={problems.number} cardTypes={t.cardTypes} />
        </div>
        <TextField label={t.expiry} name="cc-exp" autoComplete="cc-exp" inputMode="numeric" value={values.expiry} disabled={busy} onValue={change('expiry', formatExpiry)} error={problems.expiry} hint={t.expiryHint} maxLength={7} />
        <TextField label={t.holder} name="cc-name" autoComplete="cc-name" value={values.holder} disabled={busy} onValue={change('holder', (v) => v.slice(0, 100))} error={problems.holder} />
      </div>
      {firstCard ? null : <Checkbox name="make-default" label={t.makeDefaultBox} checked={makeDefault} onChecked={setMakeDefault} disabled={busy} />}
    </FormFrame>
  );
}

export function NewGiftCardForm({ t, language, wallet, onSaved, onCancel }: FormProps) {
  const [values, setValues] = useState<NewGiftCard>(EMPTY_GIFT_CARD);
  const [problems, setProblems] = useState<Partial<Record<NewGiftCardField, string>>>({});
  const form = useRef<HTMLFormElement | null>(null);
  const focusInvalid = useFocusFirstInvalid(form);
  const { busy, run } = useSubmit();

  const change = (field: NewGiftCardField, max: number) => (value: string) => {
    setValues((v) => ({ ...v, [field]: digitsOf(value).slice(0, max) }));
    setProblems((p) => (p[field] ? { ...p, [field]: undefined } : p));
  };

  const submit = (e: SubmitEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (busy) return;
    const found = newGiftCardProblems(values);
    if (NEW_GIFT_CARD_FIELDS.some((f) => found[f])) {
      const text = (f: NewGiftCardField) => (found[f] === 'required' ? fieldMessage('required', language) : f === 'number' ? t.giftCardInvalid : t.pinInvalid);
      setProblems(Object.fromEntries(NEW_GIFT_CARD_FIELDS.flatMap((f) => (found[f] ? [[f, text(f)]] : []))));
      focusInvalid();
      return;
    }
    void run(async () => {
      const result = await saveToWallet(newGiftCardBody(values, await botCheckToken('placeOrder')), wallet, language);
      if (!result.ok) {
        showToast({ title: giftCardSaveFailure(result.errorId, { exists: t.giftCardExists, failed: t.giftCardSaveFailed }), kind: 'error' });
        return;
      }
      setValues(EMPTY_GIFT_CARD);
      onSaved(result.wallet);
    });
  };

  return (
    <FormFrame title={t.newGiftCardTitle} save={t.saveGiftCard} t={t} busy={busy} onSubmit={submit} onCancel={onCancel} formRef={form}>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label={t.giftCardNumber} name="gift-card-number" inputMode="numeric" autoComplete="off" spellCheck={false} value={values.number} disabled={busy} onValue={change('number', 19)} error={problems.number} hint={t.giftCardNumberHint} />
        <TextField label={t.pin} name="gift-card-pin" type="password" inputMode="numeric" autoComplete="off" value={values.pin} disabled={busy} onValue={change('pin', 8)} error={problems.pin} />
      </div>
    </FormFrame>
  );
}

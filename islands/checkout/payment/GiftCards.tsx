/**
 * Gift cards (docs/requirements/checkout-and-payments.md#gift-cards GIFT_CARD, docs/requirements/checkout-and-payments.md#gift-cards balance and instruments, docs/requirements/checkout-and-payments.md#gift-cards): check a card's balance,
 * apply it (several may be), see each applied card masked (XXX + last 4) with what it pays, and
 * remove it. GC_INVALID2, GC_ALREADY_APPLIED, GC_NOT_ALLOWED and GC_ZERO_BALANCE are shown at
 * the gift card input. Numbers and PINs leave state once the card is applied.
 */
import { useId, useRef, useState, type SubmitEvent } from 'react';
import { maskedCardLabel } from '../../../schemas/api/cart-rules.ts';
import { fieldMessage } from '../../../schemas/forms/messages.ts';
import { formatMoney } from '../../../src/lib/catalogue/price.ts';
import { digitsOf } from '../../../src/lib/checkout/card.ts';
import { GIFT_CARD_ERRORS, instrumentsOf } from '../../../src/lib/checkout/payment.ts';
import { errorMessage } from '../../../src/lib/errors/messages.ts';
import { useSubmit } from '../../shared/use-submit.ts';
import { TextField } from '../../sign-in/fields.tsx';
import { addInstrument, checkGiftCardBalance, removeInstrument } from './calls.ts';
import { ActionButton, AppliedList, FormAlert, PRIMARY, SECONDARY, SECTION, type PaymentContext, useFocusFirstInvalid } from './ui.tsx';

/** The gateway's shapes for a gift card (schemas/api/payments.ts): 8 to 24 digits (spaces allowed), PIN 4 to 8 digits. */
const NUMBER_PATTERN = /^\d{8,24}$/;
const PIN_PATTERN = /^\d{4,8}$/;

type Field = 'number' | 'pin';

export function GiftCards({ ctx, canAdd }: { ctx: PaymentContext; canAdd: boolean }) {
  const { cart, t, language, locale, money } = ctx;
  const [number, setNumber] = useState('');
  const [pin, setPin] = useState('');
  const [problems, setProblems] = useState<Partial<Record<Field, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [balance, setBalance] = useState<string | null>(null);
  const [pending, setPending] = useState<'check' | 'apply' | null>(null);
  const { busy, run } = useSubmit();
  const form = useRef<HTMLFormElement | null>(null);
  const focusInvalid = useFocusFirstInvalid(form);
  const legendId = useId();

  const applied = instrumentsOf(cart, 'GIFT_CARD').map((i) => {
    const label = t.giftCardLine(maskedCardLabel(i.c_gcCardNumber ?? i.maskedNumber ?? ''));
    return { id: i.payment_instrument_id, label, amount: money(i.amount), remove: () => removeInstrument(i.payment_instrument_id) };
  });

  /** Checks the two fields; the words of the first problem, or null when both are fine. */
  const check = (): { cardNumber: string; pin: string } | null => {
    const digits = digitsOf(number);
    const found: Partial<Record<Field, string>> = {};
    if (!number.trim()) found.number = fieldMessage('required', language);
    else if (!NUMBER_PATTERN.test(number.replace(/\s/g, ''))) found.number = errorMessage('GC_INVALID2', null, language);
    if (!pin.trim()) found.pin = fieldMessage('required', language);
    else if (!PIN_PATTERN.test(pin.trim())) found.pin = errorMessage('GC_INVALID2', null, language);
    setProblems(found);
    if (found.number || found.pin) {
      focusInvalid();
      return null;
    }
    return { cardNumber: digits, pin: pin.trim() };
  };

  /** A failure of a gift card call: the GC_* ids at the number field, anything else on the form. */
  const failed = (error: { errorId: string | null; message: string }) => {
    if (GIFT_CARD_ERRORS.has(error.errorId ?? '')) {
      setProblems({ number: error.message });
      focusInvalid();
    } else setFormError(error.message);
  };

  const checkBalance = () =>
    run(async () => {
      setFormError(null);
      setBalance(null);
      const card = check();
      if (!card) return;
      setPending('check');
      const answer = await checkGiftCardBalance(card, language);
      setPending(null);
      if (answer.ok) setBalance(t.balanceOf(answer.data.maskedNumber || maskedCardLabel(card.cardNumber), formatMoney(answer.data.balance, answer.data.currency, locale)));
      else failed(answer.error);
    });

  const apply = (e: SubmitEvent<HTMLFormElement>) => {
    e.preventDefault();
    void run(async () => {
      setFormError(null);
      const card = check();
      if (!card) return;
      setPending('apply');
      const result = await addInstrument({ payment_method_id: 'GIFT_CARD', giftCard: card });
      setPending(null);
      if (result.ok) {
        setNumber('');
        setPin('');
        setBalance(null);
        setProblems({});
      } else failed(result.error);
    });
  };

  const edit = (field: Field, set: (v: string) => void) => (value: string) => {
    set(value);
    setBalance(null);
    setProblems((p) => (p[field] ? { ...p, [field]: undefined } : p));
  };

  return (
    <section aria-labelledby={legendId} className={SECTION}>
      <h4 id={legendId} className="font-bold">
        {t.giftCards}
      </h4>
      <AppliedList lines={applied} t={t} label={t.appliedGiftCards} />
      {canAdd ? (
        <form ref={form} noValidate onSubmit={apply} aria-labelledby={legendId} className="flex flex-col gap-3">
          <div className="grid gap-4 sm:grid-cols-[2fr_1fr]">
            <TextField
              label={t.giftCardNumber}
              name="gift-card-number"
              inputMode="numeric"
              autoComplete="off"
              spellCheck={false}
              value={number}
              onValue={edit('number', (v) => setNumber(v.replace(/[^\d\s]/g, '').slice(0, 29)))}
              error={problems.number}
            />
            <TextField label={t.giftCardPin} name="gift-card-pin" type="password" inputMode="numeric" autoComplete="off" value={pin} onValue={edit('pin', (v) => setPin(digitsOf(v).slice(0, 8)))} error={problems.pin} />
          </div>
          <p role="status" className="font-semibold empty:hidden">
            {balance}
          </p>
          <FormAlert message={formError} />
          <div className="flex flex-wrap gap-3">
            <ActionButton type="button" className={SECONDARY} label={t.checkBalance} working={t.working} busy={pending === 'check'} disabled={busy} onClick={() => void checkBalance()} />
            <ActionButton className={PRIMARY} label={t.applyGiftCard} working={t.working} busy={pending === 'apply'} disabled={busy} />
          </div>
        </form>
      ) : null}
    </section>
  );
}

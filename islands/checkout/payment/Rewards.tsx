/**
 * Reward codes and reward cards (docs/requirements/checkout-and-payments.md#rewards-and-loyalty-points REWARD_CODE, REWARD_CARD; signed-in shoppers): a
 * field each, apply, and the applied ones listed with Remove. REW130, REW135, REW140 and REW401
 * are shown at the field. Under the rewards rule (docs/requirements/checkout-and-payments.md#rewards-and-loyalty-points) the fields are turned off, with
 * the sentence saying why tied to each.
 */
import { useId, useRef, useState, type SubmitEvent, type ReactNode } from 'react';
import { maskedCardLabel } from '../../../schemas/api/cart-rules.ts';
import { fieldMessage } from '../../../schemas/forms/messages.ts';
import { digitsOf } from '../../../src/lib/checkout/card.ts';
import { instrumentsOf, REWARD_ERRORS } from '../../../src/lib/checkout/payment.ts';
import { errorMessage } from '../../../src/lib/errors/messages.ts';
import { useSubmit } from '../../shared/use-submit.ts';
import { TextField } from '../../sign-in/fields.tsx';
import { addInstrument, removeInstrument, type InstrumentBody } from './calls.ts';
import { ActionButton, AppliedList, FormAlert, SECONDARY, SECTION, type PaymentContext, useFocusFirstInvalid } from './ui.tsx';

/** The gateway's shapes: a code of 1 to 40 characters, a card of 8 to 24 digits. */
const CODE_MAX = 40;
const CARD_PATTERN = /^\d{8,24}$/;

export function Rewards({ ctx, code, card, allowed }: { ctx: PaymentContext; code: boolean; card: boolean; allowed: boolean }) {
  const { cart, t, money } = ctx;
  const id = useId();
  const applied = [
    ...instrumentsOf(cart, 'REWARD_CODE').map((i) => ({ i, label: `${t.methodNames.REWARD_CODE} ${i.rewardCode ?? ''}`.trim() })),
    ...instrumentsOf(cart, 'REWARD_CARD').map((i) => ({ i, label: `${t.methodNames.REWARD_CARD} ${maskedCardLabel(i.rewardCard ?? i.maskedNumber ?? '')}` })),
  ].map(({ i, label }) => ({ id: i.payment_instrument_id, label, amount: money(i.amount), remove: () => removeInstrument(i.payment_instrument_id) }));
  const blocked = allowed ? undefined : <span className="sr-only">{t.rewardsBlocked}</span>;

  return (
    <section aria-labelledby={`${id}-h`} className={SECTION}>
      <h4 id={`${id}-h`} className="font-bold">
        {t.rewards}
      </h4>
      {!allowed ? (
        <p aria-hidden="true" className="text-sm font-semibold">
          {t.rewardsBlocked}
        </p>
      ) : null}
      <AppliedList lines={applied} t={t} label={t.rewards} />
      {code ? (
        <RewardForm
          ctx={ctx}
          label={t.rewardCode}
          name="reward-code"
          button={t.applyRewardCode}
          disabled={!allowed}
          hint={blocked}
          clean={(v) => v.slice(0, CODE_MAX)}
          valid={(v) => v.trim().length > 0 && v.trim().length <= CODE_MAX}
          body={(v) => ({ payment_method_id: 'REWARD_CODE', rewardCode: v.trim() })}
        />
      ) : null}
      {card ? (
        <RewardForm
          ctx={ctx}
          label={t.rewardCard}
          name="reward-card"
          numeric
          button={t.applyRewardCard}
          disabled={!allowed}
          hint={blocked}
          clean={(v) => v.replace(/[^\d\s]/g, '').slice(0, 29)}
          valid={(v) => CARD_PATTERN.test(digitsOf(v))}
          body={(v) => ({ payment_method_id: 'REWARD_CARD', rewardCardNumber: digitsOf(v) })}
        />
      ) : null}
    </section>
  );
}

interface RewardFormProps {
  ctx: PaymentContext;
  label: string;
  name: string;
  button: string;
  numeric?: boolean;
  disabled: boolean;
  hint: ReactNode;
  clean: (value: string) => string;
  valid: (value: string) => boolean;
  body: (value: string) => InstrumentBody;
}

function RewardForm({ ctx, label, name, button, numeric = false, disabled, hint, clean, valid, body }: RewardFormProps) {
  const { t, language } = ctx;
  const [value, setValue] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const { busy, run } = useSubmit();
  const form = useRef<HTMLFormElement | null>(null);
  const focusInvalid = useFocusFirstInvalid(form);

  const submit = (e: SubmitEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (disabled) return;
    void run(async () => {
      setFormError(null);
      if (!value.trim()) setProblem(fieldMessage('required', language));
      else if (!valid(value)) setProblem(errorMessage('REW130', null, language));
      else {
        const result = await addInstrument(body(value));
        if (result.ok) {
          setValue('');
          setProblem(null);
          return;
        }
        if (REWARD_ERRORS.has(result.error.errorId ?? '')) setProblem(result.error.message);
        else {
          setFormError(result.error.message);
          return;
        }
      }
      focusInvalid();
    });
  };

  return (
    <form ref={form} noValidate onSubmit={submit} className="flex flex-col gap-2 sm:flex-row sm:items-start">
      <div className="grow">
        <TextField
          label={label}
          name={name}
          autoComplete="off"
          spellCheck={false}
          inputMode={numeric ? 'numeric' : undefined}
          value={value}
          onValue={(v) => {
            setValue(clean(v));
            setProblem(null);
          }}
          disabled={disabled}
          error={problem}
          hint={hint}
        />
        <FormAlert message={formError} />
      </div>
      <ActionButton className={SECONDARY + ' sm:mt-7'} label={button} working={t.working} busy={busy} disabled={disabled} />
    </form>
  );
}

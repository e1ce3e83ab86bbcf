/**
 * The card number field of the checkout's card form and the account's wallet: the number shows in
 * full only while its field has focus (or while it is still wrong, so it can be corrected), else
 * masked; the card's brand, read from its first digits, is shown in the field (and, when the
 * caller gives the words, said to screen readers in the field's description).
 */
import { useState } from 'react';
import { cardTypeOf, luhnValid, maskCardInput, type CardType } from '../../src/lib/checkout/card.ts';
import { TextField } from './fields.tsx';

interface Props {
  label: string;
  /** The number as typed (formatted by the caller's onValue). */
  value: string;
  onValue: (value: string) => void;
  error?: string | null | undefined;
  disabled?: boolean | undefined;
  cardTypes: Record<CardType, string>;
  /** "Card type: Visa", for screen readers; none when absent. */
  typeIs?: ((brand: string) => string) | undefined;
}

export function CardNumberField({ label, value, onValue, error, disabled, cardTypes, typeIs }: Props) {
  const [focused, setFocused] = useState(false);
  const type = cardTypeOf(value);
  const brand = type ? cardTypes[type] : null;
  const shown = focused || !luhnValid(value) ? value : maskCardInput(value);
  return (
    <TextField
      label={label}
      name="cc-number"
      autoComplete="cc-number"
      inputMode="numeric"
      spellCheck={false}
      value={shown}
      disabled={disabled}
      onValue={onValue}
      onFocus={() => setFocused(true)}
      onBlur={() => setFocused(false)}
      error={error}
      hint={brand && typeIs ? <span className="sr-only">{typeIs(brand)}</span> : undefined}
      after={
        brand ? (
          <span aria-hidden="true" data-card-type={type} className="pointer-events-none absolute inset-y-0 right-3 flex items-center text-sm font-bold text-brand-ink">
            {brand}
          </span>
        ) : null
      }
    />
  );
}

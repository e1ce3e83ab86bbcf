/**
 * Pieces the payment forms share: what every form is given (the cart, words, money), a button
 * that shows progress and can't be pressed twice, the in-form alert, and the list of applied
 * instruments with their Remove buttons.
 */
import { useEffect, useState, type ReactNode, type RefObject } from 'react';
import type { CartOnScreen as Cart } from '../../../schemas/api/cart.ts';
import type { CartResult } from '../../../src/lib/cart/client.ts';
import { useSubmit } from '../../shared/use-submit.ts';
import { BUTTON, LINK_BUTTON } from '../../sign-in/fields.tsx';
import type { PaymentMessages } from './messages.ts';
import type { SavedCard } from '../../../src/lib/checkout/payment.ts';

export interface PaymentContext {
  cart: Cart;
  t: PaymentMessages;
  language: string;
  locale: string;
  /** An amount in the cart's currency, the site's way. */
  money: (amount: number) => string;
  /** A signed-in shopper's saved cards as the server read them for the first HTML; absent: the card form reads them. */
  savedCards?: SavedCard[] | undefined;
}

/**
 * Moves the focus to the first field marked invalid, once React has committed the marks (a
 * requestAnimationFrame can run before the render that follows an awaited call). Returns the
 * function that asks for it.
 */
export function useFocusFirstInvalid(container: RefObject<HTMLElement | null>): () => void {
  const [asked, setAsked] = useState(0);
  useEffect(() => {
    if (asked) container.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [asked]);
  return () => setAsked((n) => n + 1);
}

export const SECTION = 'flex flex-col gap-3 rounded border border-brand-stone p-4';
export const SECONDARY =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-sm border-2 border-brand px-4 py-2 font-semibold text-brand hover:bg-brand-sand disabled:cursor-progress disabled:opacity-70';
export const PRIMARY = BUTTON + ' sm:w-auto';

interface ActionButtonProps {
  label: string;
  working: string;
  busy: boolean;
  className?: string;
  type?: 'submit' | 'button';
  disabled?: boolean;
  onClick?: () => void;
  ariaDescribedBy?: string | undefined;
}

/** A button that says it is working (and is disabled) while its request is out. */
export function ActionButton({ label, working, busy, className = PRIMARY, type = 'submit', disabled = false, onClick, ariaDescribedBy }: ActionButtonProps) {
  return (
    <button type={type} className={className} disabled={busy || disabled} aria-busy={busy || undefined} onClick={onClick} aria-describedby={ariaDescribedBy}>
      {busy ? (
        <>
          <span aria-hidden="true" className="size-4 animate-spin rounded-full border-2 border-current border-t-transparent" />
          {working}
        </>
      ) : (
        label
      )}
    </button>
  );
}

/** A failure that belongs to the form, not one field. Announced when it appears. */
export function FormAlert({ id, message }: { id?: string; message: string | null }) {
  return (
    <div role="alert" className="empty:hidden">
      {message ? (
        <p id={id} className="rounded-sm border-l-4 border-sale bg-white p-3 text-sm font-semibold text-sale">
          {message}
        </p>
      ) : null}
    </div>
  );
}

export interface AppliedLine {
  id: string;
  label: string;
  amount: string;
  remove: () => Promise<CartResult>;
}

/** Applied instruments, each with its amount (the gateway's) and a Remove button. */
export function AppliedList({ lines, t, label, children }: { lines: AppliedLine[]; t: PaymentMessages; label: string; children?: ReactNode }) {
  const [error, setError] = useState<string | null>(null);
  const { busy, run } = useSubmit();
  const [removing, setRemoving] = useState<string | null>(null);
  if (lines.length === 0) return null;
  const remove = (line: AppliedLine) =>
    run(async () => {
      setError(null);
      setRemoving(line.id);
      const result = await line.remove();
      setRemoving(null);
      if (!result.ok) setError(result.error.message);
    });
  return (
    <div className="flex flex-col gap-2">
      <ul aria-label={label} className="flex flex-col gap-2">
        {lines.map((line) => (
          <li key={line.id} className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 rounded-sm bg-brand-sand/40 px-3 py-2">
            <span className="font-semibold">{line.label}</span>
            <span className="flex items-center gap-4">
              <span>{line.amount}</span>
              <button type="button" className={LINK_BUTTON} disabled={busy} aria-busy={removing === line.id || undefined} aria-label={t.removeThis(line.label)} onClick={() => void remove(line)}>
                {removing === line.id ? t.working : t.remove}
              </button>
            </span>
          </li>
        ))}
      </ul>
      {children}
      <FormAlert message={error} />
    </div>
  );
}

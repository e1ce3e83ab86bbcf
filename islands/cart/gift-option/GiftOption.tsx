/**
 * A cart line's gift option (docs/requirements/cart.md#gift-options Cart item giftOption; docs/requirements/cart.md#gift-options "add gift option"): the
 * saved message with edit and remove, or "Add gift message". The dialog asks for to, email and
 * message; it is saved only when all three are present (docs/requirements/cart.md#gift-options). The dialog exists once per
 * page: one mounted GiftOption renders it for whichever line asked.
 */
import { useStore } from '@nanostores/react';
import { atom } from 'nanostores';
import { useId, useRef, useState, type SubmitEvent } from 'react';
import { fieldMessage } from '../../../schemas/forms/messages.ts';
import { currentLineId, lastingLineKey, updateCartItem } from '../../../src/lib/cart/client.ts';
import type { CartItem } from '../../../src/lib/delivery/methods.ts';
import { DIALOGS } from '../../../src/lib/dialogs/names.ts';
import { pageLanguage } from '../../../src/lib/errors/report.ts';
import { GIFT_FIELDS, GIFT_LIMITS, giftOptionIssues, savedGiftOption, usableGiftOption, type GiftFieldIssue, type GiftOption as Gift } from '../../../src/lib/gift-options/gift-option.ts';
import { closeDialog, openDialog } from '../../../src/stores/dialogs.ts';
import { $cartDetail } from '../../../src/stores/cart.ts';
import { Dialog } from '../../shared/Dialog.tsx';
import { useDialogOwner } from '../shipping/state.ts';
import { giftMessages, type GiftMessages } from './messages.ts';

/** The line the gift dialog is for. */
const $giftFor = atom<{ itemId: string } | null>(null);

/** `language`: the page's, from the server (the cart renders there too). */
export function GiftOption({ item, language }: { item: CartItem; language: string }) {
  const t = giftMessages(language);
  const owner = useDialogOwner('cart-gift-option');
  const saved = savedGiftOption(item);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  function open() {
    $giftFor.set({ itemId: item.itemId });
    openDialog(DIALOGS.addGiftOption);
  }

  async function remove() {
    setBusy(true);
    setError(null);
    const result = await updateCartItem(item.itemId, { giftOption: null });
    setBusy(false);
    if (!result.ok) setError(result.error.message);
  }

  if (item.isDigitalProduct || item.bonus) return owner ? <GiftOptionDialog /> : null;
  return (
    <>
    <div className="mt-2 space-y-1 text-sm">
      {saved ? (
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <p>
            <span className="font-semibold">{t.summary(saved.to)}</span>: “{saved.message}”
          </p>
          <button type="button" onClick={open} disabled={busy} className="underline underline-offset-2 hover:no-underline">
            {t.edit}
          </button>
          <button type="button" onClick={() => void remove()} disabled={busy} className="underline underline-offset-2 hover:no-underline">
            {t.remove}
          </button>
        </div>
      ) : (
        <button type="button" onClick={open} className="underline underline-offset-2 hover:no-underline">
          {t.add}
        </button>
      )}
      {error ? <p role="alert" className="text-sale">{error}</p> : null}
    </div>
    {/* Outside the spaced lines: its owner is chosen once hydrated, and inside it the closed
        dialog gave the last line a margin, moving the cart's lines down 4 px per line. */}
    {owner ? <GiftOptionDialog /> : null}
    </>
  );
}

/** Rendered by the owning GiftOption; finds the line the dialog is for in the cart store. */
function GiftOptionDialog() {
  const t = giftMessages(pageLanguage());
  const target = useStore($giftFor);
  const detail = useStore($cartDetail);
  const item = target ? detail.cart?.items.find((i) => i.itemId === currentLineId(target.itemId)) : undefined;
  return (
    <Dialog name={DIALOGS.addGiftOption} title={t.title} closeLabel={t.close}>
      {item ? <GiftForm key={lastingLineKey(item.itemId)} item={item} t={t} /> : null}
    </Dialog>
  );
}

function issueText(issue: GiftFieldIssue, field: keyof Gift, t: GiftMessages, language: string): string {
  return issue === 'tooLong' ? t.tooLong(GIFT_LIMITS[field]) : fieldMessage(issue, language);
}

function GiftForm({ item, t }: { item: CartItem; t: GiftMessages }) {
  const language = pageLanguage();
  const ids = useId();
  const [draft, setDraft] = useState<Gift>(() => ({ to: item.giftOption?.to ?? '', email: item.giftOption?.email ?? '', message: item.giftOption?.message ?? '' }));
  const [shown, setShown] = useState<Partial<Record<keyof Gift, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const refs = { to: useRef<HTMLInputElement>(null), email: useRef<HTMLInputElement>(null), message: useRef<HTMLTextAreaElement>(null) };

  async function save(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const issues = giftOptionIssues(draft);
    const texts: Partial<Record<keyof Gift, string>> = {};
    for (const field of GIFT_FIELDS) {
      const issue = issues[field];
      if (issue) texts[field] = issueText(issue, field, t, language);
    }
    setShown(texts);
    const option = usableGiftOption(draft);
    const first = GIFT_FIELDS.find((f) => texts[f]);
    if (first || !option) {
      // docs/requirements/cart.md#gift-options: not all three present → nothing is saved, and the shopper is told why.
      setFormError(GIFT_FIELDS.some((f) => issues[f] === 'required') ? t.allRequired : null);
      refs[first ?? 'to'].current?.focus();
      return;
    }
    setFormError(null);
    setBusy(true);
    const result = await updateCartItem(item.itemId, { giftOption: option });
    setBusy(false);
    if (result.ok) closeDialog(DIALOGS.addGiftOption);
    else setFormError(result.error.message);
  }

  const field = (name: keyof Gift, label: string, kind: 'text' | 'email' | 'textarea') => {
    const id = `${ids}-${name}`;
    const errorId = `${id}-error`;
    const common = {
      id,
      name,
      value: draft[name],
      maxLength: GIFT_LIMITS[name],
      'aria-invalid': shown[name] ? true : undefined,
      'aria-describedby': shown[name] ? errorId : undefined,
      className: 'w-full rounded border border-brand-stone px-3 py-2',
    } as const;
    const onChange = (value: string) => setDraft((d) => ({ ...d, [name]: value }));
    return (
      <div className="space-y-1">
        <label htmlFor={id} className="block font-semibold">
          {label}
        </label>
        {kind === 'textarea' ? (
          <textarea ref={refs.message} rows={4} {...common} onChange={(e) => onChange(e.target.value)} />
        ) : (
          <input ref={name === 'to' ? refs.to : refs.email} type={kind} autoComplete={kind === 'email' ? 'email' : 'off'} {...common} onChange={(e) => onChange(e.target.value)} />
        )}
        {shown[name] ? (
          <p id={errorId} className="text-sale">
            {shown[name]}
          </p>
        ) : null}
      </div>
    );
  };

  return (
    <form onSubmit={(e) => void save(e)} noValidate className="space-y-4">
      <p className="text-sm">{item.name}</p>
      {field('to', t.to, 'text')}
      {field('email', t.email, 'email')}
      {field('message', t.message, 'textarea')}
      {formError ? <p role="alert" className="text-sale">{formError}</p> : null}
      {busy ? <p role="status">{t.saving}</p> : null}
      <button type="submit" disabled={busy} className="rounded bg-brand px-4 py-2 font-semibold text-white disabled:opacity-60">
        {t.save}
      </button>
    </form>
  );
}

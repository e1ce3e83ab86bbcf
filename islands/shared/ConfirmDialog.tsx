/**
 * "Delete this …?" for the account's lists (an address, a saved card): what will go, a confirm
 * button that shows progress, a way back, and the failure if the gateway refused. A managed
 * dialog (islands/shared/Dialog.tsx): the caller opens it with openDialog(name) and closes it
 * when the deletion has gone through; focus goes back to what opened it when it is cancelled.
 * useConfirmDelete holds the flow around it: what is to go, asking, the deletion, its failure.
 */
import { useState, type ReactNode } from 'react';
import { Dialog } from './Dialog.tsx';
import { Notice } from './fields.tsx';
import { closeDialog, openDialog } from '../../src/stores/dialogs.ts';
import { DANGER_BUTTON, SECONDARY_BUTTON } from './buttons.tsx';

/** The dialog's words, as the account's lists name them. */
export interface ConfirmWords {
  deleteTitle: string;
  deleteConfirm: string;
  keep: string;
  close: string;
  working: string;
}

interface Props {
  name: string;
  t: ConfirmWords;
  busy: boolean;
  error: string | null;
  onConfirm: () => void;
  children: ReactNode;
}

export function ConfirmDialog({ name, t, busy, error, onConfirm, children }: Props) {
  return (
    <Dialog name={name} title={t.deleteTitle} closeLabel={t.close}>
      <div className="flex flex-col gap-4">
        {children}
        <Notice message={error} />
        <div className="flex flex-wrap gap-3">
          <button type="button" className={DANGER_BUTTON} disabled={busy} aria-busy={busy || undefined} onClick={onConfirm}>
            {busy ? t.working : t.deleteConfirm}
          </button>
          <button type="button" className={SECONDARY_BUTTON} onClick={() => closeDialog(name)}>
            {t.keep}
          </button>
        </div>
      </div>
    </Dialog>
  );
}

type Outcome = { ok: true } | { ok: false; message: string };

/**
 * "Delete … after a confirmation" for a list: `ask(item)` opens the dialog `name` for it;
 * `confirm()` deletes it (one write at a time, through the island's `run`), keeps the dialog open
 * with the failure when the gateway refuses, else closes it and hands the answer to `onDeleted`.
 */
export function useConfirmDelete<T, O extends Outcome>(
  name: string,
  run: (work: () => Promise<void>) => Promise<void>,
  remove: (item: T) => Promise<O>,
  onDeleted: (item: T, outcome: Extract<O, { ok: true }>) => void,
) {
  const [target, setTarget] = useState<T | null>(null);
  const [error, setError] = useState<string | null>(null);

  const ask = (item: T) => {
    setTarget(item);
    setError(null);
    openDialog(name);
  };

  const confirm = () =>
    run(async () => {
      if (target === null) return;
      setError(null);
      const outcome = await remove(target);
      if (!outcome.ok) {
        setError((outcome as Extract<Outcome, { ok: false }>).message);
        return;
      }
      onDeleted(target, outcome as Extract<O, { ok: true }>);
      setTarget(null);
      closeDialog(name);
    });

  return { target, error, ask, confirm };
}

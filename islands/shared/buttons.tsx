/**
 * Button looks beyond the main BUTTON (./fields.tsx), shared by the account's sections (addresses,
 * payment methods): the main action, a secondary one, the small actions on each saved address or
 * card (at least 44 px tall to touch), a destructive one; and a form's Save / Cancel pair.
 */
import { BUTTON } from './fields.tsx';

export const PRIMARY_BUTTON = `${BUTTON} sm:w-auto`;
export const SECONDARY_BUTTON =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-sm border-2 border-brand px-4 py-2 font-semibold text-brand hover:bg-brand-sand disabled:cursor-progress disabled:opacity-70';
export const ACTION = 'inline-flex min-h-11 items-center font-semibold text-brand underline underline-offset-2 hover:text-brand-ink disabled:cursor-progress disabled:opacity-70';
export const ACTION_DANGER = 'inline-flex min-h-11 items-center font-semibold text-sale underline underline-offset-2 hover:text-brand-ink disabled:cursor-progress disabled:opacity-70';
export const DANGER_BUTTON =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-sm bg-sale px-5 py-2.5 font-semibold text-white hover:bg-brand-ink disabled:cursor-progress disabled:opacity-70';

/** A form's submit (showing `working` while busy, not pressable twice) and its way out. */
export function SaveCancel({ save, cancel, working, busy, onCancel }: { save: string; cancel: string; working: string; busy: boolean; onCancel: () => void }) {
  return (
    <div className="flex flex-wrap gap-3">
      <button type="submit" className={PRIMARY_BUTTON} disabled={busy} aria-busy={busy || undefined}>
        {busy ? working : save}
      </button>
      <button type="button" className={SECONDARY_BUTTON} onClick={onCancel}>
        {cancel}
      </button>
    </div>
  );
}

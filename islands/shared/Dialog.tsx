/**
 * A managed dialog for React islands: the same native <dialog> as src/components/DialogShell.astro
 * (title bar, close button, dialogs.css presentation, 250 ms transition), attached to the site's
 * one dialog manager. Open and close it by name with openDialog/closeDialog (src/stores/dialogs.ts);
 * `isOpen` tells the island whether to render its (possibly costly) body. Its presentation is in
 * the app sheet (src/styles/app.css), which an island waits for: an imported sheet would be inlined
 * into the <head> of every page whose route has an island (issue 15).
 */
import { useStore } from '@nanostores/react';
import { useCallback, useEffect, useRef, type ReactNode } from 'react';
import { attachDialog, DIALOG_TRANSITION_MS, dialogDomId, startDialogHost, type DialogLayout } from '../../src/lib/dialogs/host.ts';
import { $dialogStack } from '../../src/stores/dialogs.ts';
import { pageSite } from '../../src/lib/site/page-site.ts';
import { sharedMessages } from './messages.ts';

export interface DialogProps {
  name: string;
  title: ReactNode;
  /** 'modal' (bottom sheet on small screens, centred from md) or 'panel' (right-hand panel from lg). */
  layout?: DialogLayout;
  kept?: boolean;
  closeLabel?: string;
  /** Rendered only while open, unless `keepMounted`. */
  children: ReactNode;
  keepMounted?: boolean;
  /**
   * A value that changes when the dialog's content is replaced while open (a form's step): focus
   * then moves to the new content's `[data-autofocus]` field, else to the title, instead of being
   * lost with the element that had it.
   */
  focusKey?: unknown;
  /** Extra content under the title bar that stays in view (a step indicator). */
  header?: ReactNode;
  footer?: ReactNode;
}

/** Whether a dialog is open in the manager (for islands that render outside the dialog). */
export function useDialogOpen(name: string): boolean {
  const stack = useStore($dialogStack);
  return stack.some((d) => d.name === name);
}

export function Dialog({ name, title, layout = 'modal', kept = false, closeLabel = sharedMessages(pageSite().language).close, children, keepMounted = false, header, footer, focusKey }: DialogProps) {
  const open = useDialogOpen(name);
  const detach = useRef<(() => void) | null>(null);
  const element = useRef<HTMLDialogElement | null>(null);
  const ref = useCallback((el: HTMLDialogElement | null) => {
    detach.current?.();
    detach.current = null;
    element.current = el;
    if (el) {
      startDialogHost();
      detach.current = attachDialog(el);
    }
  }, []);
  useEffect(() => () => detach.current?.(), []);
  // showModal() focuses the first focusable element, the title. A dialog that is a form
  // marks its first field `data-autofocus`, and focus goes there instead (unless the shopper has
  // already moved it). When the content changes (focusKey) and took the focused element with it,
  // focus goes to the new content's field, else to the title.
  const firstFocus = useRef(true);
  useEffect(() => {
    if (!open) {
      firstFocus.current = true;
      return;
    }
    const opening = firstFocus.current;
    firstFocus.current = false;
    const frame = requestAnimationFrame(() => {
      const el = element.current;
      const active = document.activeElement;
      // Where showModal() put it (the title, else the close button) counts as not moved yet.
      if (!el?.open || (active && active !== el && el.contains(active) && !active.matches('[data-dialog-close], h2[tabindex="-1"]'))) return;
      const field = el.querySelector<HTMLElement>('[data-autofocus]');
      if (field) field.focus();
      else if (!opening) el.querySelector<HTMLElement>('h2[tabindex="-1"]')?.focus();
    });
    return () => cancelAnimationFrame(frame);
  }, [open, focusKey]);
  const titleId = `${dialogDomId(name)}-title`;
  return (
    <dialog
      ref={ref}
      id={dialogDomId(name)}
      data-dialog={name}
      data-dialog-layout={layout}
      data-dialog-kept={kept ? 'true' : undefined}
      aria-labelledby={titleId}
      style={{ ['--dialog-ms' as string]: `${DIALOG_TRANSITION_MS}ms` }}
    >
      <div className="sticky top-0 z-10 border-b border-brand-sand bg-white px-5 py-4">
        <div className="flex items-start justify-between gap-4">
          <h2 id={titleId} tabIndex={-1} className="font-display text-display-sm outline-none">
            {title}
          </h2>
          <form method="dialog">
            <button
              type="submit"
              data-dialog-close
              aria-label={closeLabel}
              className="-mr-2 -mt-1 inline-flex size-11 shrink-0 items-center justify-center rounded-full text-2xl leading-none hover:bg-brand-sand"
            >
              <span aria-hidden="true">×</span>
            </button>
          </form>
        </div>
        {header}
      </div>
      <div className="px-5 py-5">{open || keepMounted ? children : null}</div>
      {footer && (open || keepMounted) ? <div className="sticky bottom-0 border-t border-brand-sand bg-white px-5 py-4">{footer}</div> : null}
    </dialog>
  );
}

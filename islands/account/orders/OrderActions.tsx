/**
 * What a shopper can do with one of their orders (issue 12; docs/requirements/account-and-loyalty.md#orders-and-returns): download the invoice,
 * track the order, get a return label, cancel it while it has not shipped, and send a digital
 * gift card's email again. The page renders the order itself on the server; this island holds the
 * actions, each with its progress (a polite status), success and error (an alert) in place.
 *
 * - The invoice is a same-origin link (src/pages/[locale]/account/orders/[orderId]/invoice.ts)
 *   that works before hydration too; once hydrated, the click fetches it so progress and errors
 *   show, then saves the PDF under the gateway's file name.
 * - A return label is made in a dialog (items, quantities, reasons); the label (a PDF the gateway
 *   answers in base64) is offered for download with the how-to-return page linked.
 * - Cancelling asks first (a dialog with the reason); once cancelled the page reloads, so the
 *   server renders the order as it now is (status cancelled) with the confirmation.
 */
import { useEffect, useId, useRef, useState, type SubmitEvent, type MouseEvent, type ReactNode } from 'react';
import type { returnLabel as returnLabelContract } from '../../../schemas/api/consumer/orders.ts';
import type { ResponseBody } from '../../../schemas/api/contract.ts';
import type { DateFormat } from '../../../schemas/forms/validators.ts';
import { CANCELLED_PARAM, fileNameOf } from '../../../src/lib/account/orders.ts';
import { BFF_TIMEOUT_MS, callBff } from '../../../src/lib/bff/browser.ts';
import { closeDialog, openDialog } from '../../../src/stores/dialogs.ts';
import { Dialog } from '../../shared/Dialog.tsx';
import { useSubmit } from '../../shared/use-submit.ts';
import { BUTTON, Notice } from '../../shared/fields.tsx';
import { orderMessages, type CancelReason, type OrderMessages, type ReturnReason } from './messages.ts';
import { TrackingResult, type Tracking } from './TrackingResult.tsx';
import { useHydrated } from '../../shared/use-hydrated.ts';

/** This island's dialogs (one order per page). */
export const ORDER_DIALOGS = { returnLabel: 'order-return-label', cancelOrder: 'order-cancel' } as const;

const GATEWAY = '/api/gateway/consumers-v3/consumer';

type Label = ResponseBody<typeof returnLabelContract, 201>;

export interface ReturnableLine {
  itemId: string;
  name: string;
  /** Colour and size as the page shows them. */
  detail: string;
  returnableQty: number;
}

export interface GiftCardLine {
  itemId: string;
  recipient: string;
}

export interface OrderActionsProps {
  language: string;
  dateFormat: DateFormat;
  orderNumber: string;
  /** The invoice's same-origin URL; null when the order has none (cancelled, unpaid). */
  invoiceHref: string | null;
  /** The email the order was placed with, for tracking; null hides tracking. */
  trackEmail: string | null;
  returnable: ReturnableLine[];
  reasons: readonly ReturnReason[];
  giftCards: GiftCardLine[];
  canCancel: boolean;
  howToReturnHref: string;
}

type Progress = { state: 'idle' } | { state: 'working'; text: string } | { state: 'done'; text: string } | { state: 'error'; text: string };

const SECONDARY =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-sm border-2 border-brand px-5 py-2 font-semibold text-brand hover:bg-brand-snow disabled:cursor-progress disabled:opacity-70';
const LINK = 'font-semibold text-brand underline underline-offset-2 hover:text-brand-ink';

/** Progress and success are read politely; an error is an alert. Both regions are always there, so they are announced. */
function Feedback({ progress }: { progress: Progress }) {
  return (
    <>
      <p role="status" className="text-sm empty:hidden">
        {progress.state === 'working' || progress.state === 'done' ? progress.text : ''}
      </p>
      <p role="alert" className="text-sm font-semibold text-sale empty:hidden">
        {progress.state === 'error' ? progress.text : ''}
      </p>
    </>
  );
}

function failure(words: OrderMessages, status: number, fallback: string): string {
  return status === 0 ? words.offline : fallback;
}

/** Saves a file the page holds (a fetched invoice) under its name, as a download. */
function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // The download has started by now; the URL is kept a little for slow disks.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

function base64Blob(data: string, type: string): Blob {
  const bytes = Uint8Array.from(atob(data), (c) => c.charCodeAt(0));
  return new Blob([bytes], { type });
}

function ActionBlock({ children }: { children: ReactNode }) {
  return <li className="flex flex-col items-start gap-2">{children}</li>;
}

export default function OrderActions(props: OrderActionsProps) {
  const { language, dateFormat, orderNumber, invoiceHref, trackEmail, reasons, giftCards, canCancel, howToReturnHref } = props;
  const words = orderMessages(language);
  const hydrated = useHydrated();

  // ---- Invoice
  const invoice = useSubmit();
  const [invoiceProgress, setInvoiceProgress] = useState<Progress>({ state: 'idle' });
  function downloadInvoice(event: MouseEvent<HTMLAnchorElement>) {
    if (!invoiceHref) return;
    event.preventDefault();
    void invoice.run(async () => {
      setInvoiceProgress({ state: 'working', text: words.invoiceWorking });
      let res: Response;
      try {
        res = await fetch(invoiceHref, { credentials: 'same-origin', headers: { accept: 'application/pdf' }, signal: AbortSignal.timeout(BFF_TIMEOUT_MS) });
      } catch {
        setInvoiceProgress({ state: 'error', text: words.offline });
        return;
      }
      if (!res.ok || !/pdf/i.test(res.headers.get('content-type') ?? '')) {
        await res.body?.cancel();
        setInvoiceProgress({ state: 'error', text: words.invoiceFailed });
        return;
      }
      const name = fileNameOf(res.headers.get('content-disposition'), `invoice-${orderNumber}.pdf`);
      saveFile(await res.blob(), name);
      setInvoiceProgress({ state: 'done', text: words.invoiceDone(name) });
    });
  }

  // ---- Tracking
  const track = useSubmit();
  const [trackProgress, setTrackProgress] = useState<Progress>({ state: 'idle' });
  const [tracking, setTracking] = useState<Tracking | null>(null);
  const trackingHeading = useRef<HTMLHeadingElement>(null);
  function trackOrder() {
    if (!trackEmail) return;
    void track.run(async () => {
      setTrackProgress({ state: 'working', text: words.tracking });
      const answer = await callBff<Tracking>('POST', `${GATEWAY}/TrackOrder`, { orderNumber, email: trackEmail });
      if (!answer.ok) {
        setTrackProgress({ state: 'error', text: failure(words, answer.status, words.trackFailed) });
        return;
      }
      setTracking(answer.data);
      setTrackProgress({ state: 'idle' });
    });
  }

  // The result takes focus once it is on the page (each answer is a new object).
  useEffect(() => trackingHeading.current?.focus(), [tracking]);

  // ---- Return label
  const [lines, setLines] = useState<ReturnableLine[]>(props.returnable);
  const [label, setLabel] = useState<{ answer: Label; url: string } | null>(null);
  const labelHeading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (!label) return undefined;
    // After the dialog has closed (and given focus back to its opener), the label takes it.
    const frame = requestAnimationFrame(() => labelHeading.current?.focus());
    return () => {
      cancelAnimationFrame(frame);
      URL.revokeObjectURL(label.url);
    };
  }, [label]);
  function labelReady(answer: Label) {
    setLines((now) =>
      now
        .map((l) => ({ ...l, returnableQty: l.returnableQty - answer.items.filter((i) => i.itemId === l.itemId).reduce((n, i) => n + i.qty, 0) }))
        .filter((l) => l.returnableQty > 0),
    );
    setLabel({ answer, url: URL.createObjectURL(base64Blob(answer.label.data, answer.label.contentType)) });
    closeDialog(ORDER_DIALOGS.returnLabel);
  }

  // ---- Gift card emails
  const resend = useSubmit();
  const [resendProgress, setResendProgress] = useState<Record<string, Progress>>({});
  function resendGiftCard(line: GiftCardLine) {
    void resend.run(async () => {
      setResendProgress((p) => ({ ...p, [line.itemId]: { state: 'working', text: words.resendWorking } }));
      const answer = await callBff<{ sent: Array<{ itemId: string; recipient: string }> }>('POST', `${GATEWAY}/resendGiftCardEmail`, { orderNumber, itemId: line.itemId });
      const progress: Progress = answer.ok
        ? { state: 'done', text: words.resendDone(answer.data.sent.find((s) => s.itemId === line.itemId)?.recipient ?? line.recipient) }
        : { state: 'error', text: failure(words, answer.status, words.resendFailed) };
      setResendProgress((p) => ({ ...p, [line.itemId]: progress }));
    });
  }

  const busy = !hydrated;
  return (
    <div className="space-y-6">
      <ul className="flex flex-col gap-5">
        {invoiceHref ? (
          <ActionBlock>
            <a href={invoiceHref} download onClick={hydrated ? downloadInvoice : undefined} aria-disabled={invoice.busy || undefined} className={SECONDARY}>
              {invoice.busy ? words.invoiceWorking : words.invoice}
            </a>
            <Feedback progress={invoiceProgress} />
          </ActionBlock>
        ) : null}
        {trackEmail ? (
          <ActionBlock>
            <button type="button" className={SECONDARY} disabled={busy || track.busy} aria-busy={track.busy || undefined} onClick={trackOrder}>
              {words.track}
            </button>
            <Feedback progress={trackProgress} />
          </ActionBlock>
        ) : null}
        {lines.length > 0 ? (
          <ActionBlock>
            <button type="button" className={SECONDARY} disabled={busy} aria-haspopup="dialog" onClick={() => openDialog(ORDER_DIALOGS.returnLabel)}>
              {words.returnLabel}
            </button>
          </ActionBlock>
        ) : null}
        {giftCards.map((line) => (
          <ActionBlock key={line.itemId}>
            <button type="button" className={SECONDARY} disabled={busy || resend.busy} onClick={() => resendGiftCard(line)}>
              {words.resend(line.recipient)}
            </button>
            <Feedback progress={resendProgress[line.itemId] ?? { state: 'idle' }} />
          </ActionBlock>
        ))}
        {canCancel ? (
          <ActionBlock>
            <button type="button" className={SECONDARY} disabled={busy} aria-haspopup="dialog" onClick={() => openDialog(ORDER_DIALOGS.cancelOrder)}>
              {words.cancel}
            </button>
          </ActionBlock>
        ) : null}
      </ul>

      {tracking ? <TrackingResult tracking={tracking} words={words} dateFormat={dateFormat} level={3} headingRef={trackingHeading} /> : null}

      {label ? (
        <section aria-labelledby="order-return-label-ready" className="rounded border border-success bg-white p-4">
          <h3 id="order-return-label-ready" ref={labelHeading} tabIndex={-1} className="font-display text-display-sm outline-none">
            {words.returnDone}
          </h3>
          <p className="mt-2">{words.returnDetails(label.answer.carrier, label.answer.trackingNumber)}</p>
          <p className="mt-3 flex flex-wrap gap-4">
            <a href={label.url} download={label.answer.label.fileName} className={SECONDARY}>
              {words.returnDownload}
            </a>
            <a href={howToReturnHref} className={`${LINK} self-center`}>
              {words.howToReturn}
            </a>
          </p>
        </section>
      ) : null}

      <ReturnDialog words={words} orderNumber={orderNumber} lines={lines} reasons={reasons} onLabel={labelReady} />
      {canCancel ? <CancelDialog words={words} orderNumber={orderNumber} /> : null}
    </div>
  );
}

// ---- The return label dialog ---------------------------------------------------------------------

interface Choice {
  chosen: boolean;
  qty: number;
  reason: ReturnReason;
}

function ReturnDialog({ words, orderNumber, lines, reasons, onLabel }: { words: OrderMessages; orderNumber: string; lines: ReturnableLine[]; reasons: readonly ReturnReason[]; onLabel: (answer: Label) => void }) {
  const { busy, run } = useSubmit();
  const first = reasons[0] as ReturnReason;
  const [choices, setChoices] = useState<Record<string, Choice>>({});
  const [error, setError] = useState<string | null>(null);
  const noticeRef = useRef<HTMLDivElement>(null);
  const choiceOf = (itemId: string): Choice => choices[itemId] ?? { chosen: false, qty: 1, reason: first };
  const change = (itemId: string, patch: Partial<Choice>) => setChoices((c) => ({ ...c, [itemId]: { ...choiceOf(itemId), ...patch } }));

  function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    void run(async () => {
      setError(null);
      const items = lines
        .map((l) => ({ line: l, choice: choiceOf(l.itemId) }))
        .filter(({ choice }) => choice.chosen)
        .map(({ line, choice }) => ({ itemId: line.itemId, qty: Math.min(choice.qty, line.returnableQty), reason: choice.reason }));
      if (items.length === 0) {
        setError(words.returnNothingChosen);
        requestAnimationFrame(() => noticeRef.current?.focus());
        return;
      }
      const answer = await callBff<Label>('POST', `${GATEWAY}/return/${encodeURIComponent(orderNumber)}/returnLabel`, { items });
      if (!answer.ok) {
        // The gateway's own words say why (RTN500, API400) when it gives them; else ours.
        setError(answer.status === 0 ? words.offline : (answer.message ?? words.returnFailed));
        requestAnimationFrame(() => noticeRef.current?.focus());
        return;
      }
      setChoices({});
      onLabel(answer.data);
    });
  }

  return (
    <Dialog name={ORDER_DIALOGS.returnLabel} title={words.returnTitle} closeLabel={words.close}>
      <form noValidate onSubmit={submit} className="space-y-5" aria-busy={busy || undefined}>
        <p>{words.returnIntro}</p>
        {lines.map((line, i) => (
          <ReturnLine key={line.itemId} line={line} first={i === 0} choice={choiceOf(line.itemId)} reasons={reasons} words={words} onChange={(patch) => change(line.itemId, patch)} />
        ))}
        <Notice message={error} noticeRef={noticeRef} />
        <p role="status" className="sr-only">
          {busy ? words.returnWorking : ''}
        </p>
        <button type="submit" className={BUTTON} disabled={busy} aria-busy={busy || undefined}>
          {busy ? words.returnWorking : words.returnSubmit}
        </button>
      </form>
    </Dialog>
  );
}

function ReturnLine({ line, first, choice, reasons, words, onChange }: { line: ReturnableLine; first: boolean; choice: Choice; reasons: readonly ReturnReason[]; words: OrderMessages; onChange: (patch: Partial<Choice>) => void }) {
  const id = useId();
  const select = 'mt-1 block w-full rounded-sm border-2 border-brand-stone bg-white px-3 py-2.5 disabled:bg-brand-sand/40';
  return (
    <fieldset className="rounded border border-brand-sand p-3">
      <legend className="px-1 font-semibold">
        {line.name}
        {line.detail ? <span className="font-normal">{` · ${line.detail}`}</span> : null}
      </legend>
      <div className="flex items-center gap-3">
        <input id={`${id}-chosen`} type="checkbox" checked={choice.chosen} onChange={(e) => onChange({ chosen: e.currentTarget.checked })} className="size-5 accent-brand" data-autofocus={first ? true : undefined} />
        <label htmlFor={`${id}-chosen`}>{words.returnItem(line.name)}</label>
      </div>
      <div className="mt-3 grid gap-3 sm:grid-cols-[8rem_1fr]">
        <div>
          <label htmlFor={`${id}-qty`} className="block text-sm font-semibold">
            {words.quantity}
          </label>
          <select id={`${id}-qty`} value={choice.qty} disabled={!choice.chosen} onChange={(e) => onChange({ qty: Number(e.currentTarget.value) })} className={select}>
            {Array.from({ length: line.returnableQty }, (_, i) => i + 1).map((n) => (
              <option key={n} value={n}>
                {n}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={`${id}-reason`} className="block text-sm font-semibold">
            {words.reason}
          </label>
          <select id={`${id}-reason`} value={choice.reason} disabled={!choice.chosen} onChange={(e) => onChange({ reason: e.currentTarget.value as ReturnReason })} className={select}>
            {reasons.map((r) => (
              <option key={r} value={r}>
                {words.returnReasons[r]}
              </option>
            ))}
          </select>
        </div>
      </div>
    </fieldset>
  );
}

// ---- The cancel confirmation ------------------------------------------------------------------------

function CancelDialog({ words, orderNumber }: { words: OrderMessages; orderNumber: string }) {
  const { busy, run } = useSubmit();
  const [reason, setReason] = useState<CancelReason>('CHANGED_MIND');
  const [error, setError] = useState<string | null>(null);
  const [leaving, setLeaving] = useState(false);
  const noticeRef = useRef<HTMLDivElement>(null);
  const id = useId();

  function confirm() {
    void run(async () => {
      setError(null);
      const answer = await callBff('POST', `${GATEWAY}/CancelOrder`, { orderNumber, reason });
      if (answer.ok) {
        // The server renders the order as it is now (cancelled), with the confirmation.
        setLeaving(true);
        const next = new URL(location.href);
        next.searchParams.set(CANCELLED_PARAM, '1');
        location.replace(next.pathname + next.search);
        return;
      }
      setError(answer.errorId === 'ORD409' ? words.cancelRefused : failure(words, answer.status, words.cancelFailed));
      requestAnimationFrame(() => noticeRef.current?.focus());
    });
  }

  const working = busy || leaving;
  return (
    <Dialog name={ORDER_DIALOGS.cancelOrder} title={words.cancelTitle(orderNumber)} closeLabel={words.close}>
      <div className="space-y-4" aria-busy={working || undefined}>
        <p>{words.cancelText}</p>
        <div>
          <label htmlFor={`${id}-reason`} className="block font-semibold">
            {words.reason}
          </label>
          <select
            id={`${id}-reason`}
            value={reason}
            onChange={(e) => setReason(e.currentTarget.value as CancelReason)}
            disabled={working}
            className="mt-1 block w-full rounded-sm border-2 border-brand-stone bg-white px-3 py-2.5"
          >
            {(Object.keys(words.cancelReasons) as CancelReason[]).map((r) => (
              <option key={r} value={r}>
                {words.cancelReasons[r]}
              </option>
            ))}
          </select>
        </div>
        <Notice message={error} noticeRef={noticeRef} />
        <p role="status" className="sr-only">
          {working ? words.cancelWorking : ''}
        </p>
        <div className="flex flex-col gap-3 sm:flex-row">
          <button type="button" className={BUTTON} disabled={working} aria-busy={working || undefined} onClick={confirm}>
            {working ? words.cancelWorking : words.cancelConfirm}
          </button>
          <button type="button" className={SECONDARY} disabled={working} onClick={() => closeDialog(ORDER_DIALOGS.cancelOrder)}>
            {words.cancelKeep}
          </button>
        </div>
      </div>
    </Dialog>
  );
}

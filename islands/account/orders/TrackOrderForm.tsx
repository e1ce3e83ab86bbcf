/**
 * Guest order tracking (issue 12; docs/requirements/account-and-loyalty.md#orders-and-returns `POST /consumers-v3/consumer/TrackOrder`): order
 * number and email, checked here with the spec's validators ('This field is required', 'Email is
 * not valid'), then asked through the BFF. The result takes focus; "no such order" and "not this
 * order's email" (OHS4004, ORD400) read the same, so an order number can't be probed for its
 * email. What was typed stays on every failure.
 *
 * The form also works before its code arrives, or without it: it posts to the page, which checks
 * and asks the same (src/lib/account/track-posted.ts) and renders this island with the outcome
 * (`posted`). Its fields are live from the start; what is typed before hydration is kept.
 */
import { useEffect, useRef, useState, type SubmitEvent } from 'react';
import { callBff } from '../../../src/lib/bff/browser.ts';
import type { DateFormat } from '../../../schemas/forms/validators.ts';
import { BUTTON, focusFirstInvalid, Notice, TextField } from '../../shared/fields.tsx';
import { useSubmit } from '../../shared/use-submit.ts';
import { orderMessages } from './messages.ts';
import { TrackingResult, type Tracking } from './TrackingResult.tsx';
import { checkTracking, hasTrackingErrors, ORDER_NUMBER_MAX, trackingRefusal, type TrackingErrors, type TrackState } from './track-order.ts';

const TRACK_ORDER = '/api/gateway/consumers-v3/consumer/TrackOrder';

export interface TrackOrderFormProps {
  language: string;
  dateFormat: DateFormat;
  /** An order number from the page's query (a link from a confirmation email), prefilled. */
  orderNumber?: string;
  /** The outcome of the form posted to the page, which the island starts from. */
  posted?: TrackState | undefined;
}

export default function TrackOrderForm({ language, dateFormat, orderNumber: initial = '', posted }: TrackOrderFormProps) {
  const words = orderMessages(language);
  const { busy, run } = useSubmit();
  const [orderNumber, setOrderNumber] = useState(posted?.orderNumber ?? initial);
  const [email, setEmail] = useState(posted?.email ?? '');
  const [errors, setErrors] = useState<TrackingErrors>(posted?.errors ?? {});
  const [notice, setNotice] = useState<string | null>(posted?.notice ?? null);
  const [result, setResult] = useState<Tracking | null>(posted?.result ?? null);
  const form = useRef<HTMLFormElement>(null);
  const noticeRef = useRef<HTMLDivElement>(null);
  const resultHeading = useRef<HTMLHeadingElement>(null);

  // The result takes focus once it is on the page.
  useEffect(() => resultHeading.current?.focus(), [result]);
  // A posted form's problem takes focus once the island runs: the first field at fault, else the notice.
  useEffect(() => {
    if (posted && hasTrackingErrors(posted.errors)) focusFirstInvalid(form.current);
    else if (posted?.notice) noticeRef.current?.focus();
    // Once, at hydration: later problems move focus where they are raised.
  }, []);

  function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    // What the fields show is what is sent: text typed while the island was hydrating can be on
    // the screen but not yet in the state.
    const shown = new FormData(event.currentTarget);
    const typedNumber = String(shown.get('orderNumber') ?? orderNumber);
    const typedEmail = String(shown.get('email') ?? email);
    setOrderNumber(typedNumber);
    setEmail(typedEmail);
    void run(async () => {
      setNotice(null);
      const problems = checkTracking(typedNumber, typedEmail, language);
      setErrors(problems);
      if (hasTrackingErrors(problems)) {
        focusFirstInvalid(form.current);
        return;
      }
      setResult(null);
      const answer = await callBff<Tracking>('POST', TRACK_ORDER, { orderNumber: typedNumber.trim(), email: typedEmail.trim() });
      if (answer.ok) {
        setResult(answer.data);
        return;
      }
      setNotice(trackingRefusal(answer, words));
      requestAnimationFrame(() => noticeRef.current?.focus());
    });
  }

  return (
    <div className="space-y-6">
      <form ref={form} method="post" noValidate onSubmit={submit} className="max-w-md space-y-4" aria-busy={busy || undefined}>
        <TextField
          label={words.orderNumber}
          name="orderNumber"
          value={orderNumber}
          onValue={setOrderNumber}
          error={errors.orderNumber}
          hint={words.orderNumberHint}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={ORDER_NUMBER_MAX}
        />
        <TextField label={words.email} name="email" type="email" value={email} onValue={setEmail} error={errors.email} hint={words.emailHint} autoComplete="email" />
        <button type="submit" className={`${BUTTON} sm:w-auto`} disabled={busy} aria-busy={busy || undefined}>
          {busy ? words.trackWorking : words.track}
        </button>
        <Notice message={notice} noticeRef={noticeRef} />
        <div role="status" className="sr-only">
          {busy ? words.trackWorking : ''}
        </div>
      </form>
      {result ? <TrackingResult tracking={result} words={words} dateFormat={dateFormat} headingRef={resultHeading} /> : null}
    </div>
  );
}

/**
 * Guest order tracking (issue 12; docs/requirements/account-and-loyalty.md#orders-and-returns `POST /consumers-v3/consumer/TrackOrder`): order
 * number and email, checked here with the spec's validators ('This field is required', 'Email is
 * not valid'), then asked through the BFF. The result takes focus; "no such order" and "not this
 * order's email" (OHS4004, ORD400) read the same, so an order number can't be probed for its
 * email. What was typed stays on every failure.
 */
import { useEffect, useRef, useState, type SubmitEvent } from 'react';
import { fieldText } from '../../../schemas/forms/messages.ts';
import { validateEmail, validateLength, validateRequired, type DateFormat } from '../../../schemas/forms/validators.ts';
import { callBff } from '../../../src/lib/bff/browser.ts';
import { BUTTON, focusFirstInvalid, Notice, TextField } from '../../shared/fields.tsx';
import { useSubmit } from '../../shared/use-submit.ts';
import { orderMessages } from './messages.ts';
import { TrackingResult, type Tracking } from './TrackingResult.tsx';
import { useHydrated } from '../../shared/use-hydrated.ts';

/** The contract's limit on an order number. */
const ORDER_NUMBER_MAX = 100;
const TRACK_ORDER = '/api/gateway/consumers-v3/consumer/TrackOrder';

export interface TrackOrderFormProps {
  language: string;
  dateFormat: DateFormat;
  /** An order number from the page's query (a link from a confirmation email), prefilled. */
  orderNumber?: string;
}

export default function TrackOrderForm({ language, dateFormat, orderNumber: initial = '' }: TrackOrderFormProps) {
  const words = orderMessages(language);
  const hydrated = useHydrated();
  const { busy, run } = useSubmit();
  const [orderNumber, setOrderNumber] = useState(initial);
  const [email, setEmail] = useState('');
  const [errors, setErrors] = useState<{ orderNumber?: string | undefined; email?: string | undefined }>({});
  const [notice, setNotice] = useState<string | null>(null);
  const [result, setResult] = useState<Tracking | null>(null);
  const form = useRef<HTMLFormElement>(null);
  const noticeRef = useRef<HTMLDivElement>(null);
  const resultHeading = useRef<HTMLHeadingElement>(null);

  // The result takes focus once it is on the page.
  useEffect(() => resultHeading.current?.focus(), [result]);

  function validate(): boolean {
    const numberProblem = validateRequired(orderNumber) ?? validateLength(orderNumber.trim(), { max: ORDER_NUMBER_MAX });
    const emailProblem = validateEmail(email);
    const next = {
      orderNumber: numberProblem ? fieldText(numberProblem, language) : undefined,
      email: emailProblem ? fieldText(emailProblem, language) : undefined,
    };
    setErrors(next);
    return !next.orderNumber && !next.email;
  }

  function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    void run(async () => {
      setNotice(null);
      if (!validate()) {
        focusFirstInvalid(form.current);
        return;
      }
      setResult(null);
      const answer = await callBff<Tracking>('POST', TRACK_ORDER, { orderNumber: orderNumber.trim(), email: email.trim() });
      if (answer.ok) {
        setResult(answer.data);
        return;
      }
      const notFound = answer.errorId === 'OHS4004' || answer.errorId === 'ORD400' || answer.status === 404;
      setNotice(notFound ? words.notFound : answer.status === 0 ? words.offline : words.trackFailed);
      requestAnimationFrame(() => noticeRef.current?.focus());
    });
  }

  return (
    <div className="space-y-6">
      <form ref={form} noValidate onSubmit={submit} className="max-w-md space-y-4" aria-busy={busy || undefined}>
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
          disabled={!hydrated}
        />
        <TextField label={words.email} name="email" type="email" value={email} onValue={setEmail} error={errors.email} hint={words.emailHint} autoComplete="email" disabled={!hydrated} />
        <button type="submit" className={`${BUTTON} sm:w-auto`} disabled={!hydrated || busy} aria-busy={busy || undefined}>
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

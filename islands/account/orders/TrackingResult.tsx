/**
 * Where an order is (`POST …/TrackOrder`'s answer): status, carrier and tracking number with the
 * carrier's own tracking page, the estimated delivery and the order's events, dates in the site's
 * format. Shared by the order page's "Track order" and the guest tracking page. The heading takes
 * focus when the result arrives (`headingRef`), so the shopper lands on it.
 */
import { useId, type RefObject } from 'react';
import type { trackOrder } from '../../../schemas/api/consumer/orders.ts';
import type { ResponseBody } from '../../../schemas/api/contract.ts';
import type { DateFormat } from '../../../schemas/forms/validators.ts';
import { orderDate } from '../../../src/lib/account/orders.ts';
import type { OrderMessages } from './messages.ts';

export type Tracking = ResponseBody<typeof trackOrder, 200>;

/** Only the carrier's https page is linked: the answer is data, not a place to send a shopper blindly. */
const safeUrl = (url: string | undefined): string | undefined => (url && /^https:\/\/[^\s]+$/i.test(url) ? url : undefined);

export function TrackingResult({
  tracking,
  words,
  dateFormat,
  level = 2,
  headingRef,
}: {
  tracking: Tracking;
  words: OrderMessages;
  dateFormat: DateFormat;
  level?: 2 | 3;
  headingRef?: RefObject<HTMLHeadingElement | null>;
}) {
  const id = useId();
  const Heading = level === 2 ? 'h2' : 'h3';
  const Sub = level === 2 ? 'h3' : 'h4';
  const url = safeUrl(tracking.trackingUrl);
  return (
    <section aria-labelledby={id} className="rounded border border-brand-sand bg-white p-4">
      <Heading id={id} ref={headingRef} tabIndex={-1} className="font-display text-display-sm outline-none">
        {words.trackingHeading(tracking.orderNumber)}
      </Heading>
      <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
        <dt className="font-semibold">{words.status}</dt>
        <dd>{words.statuses[tracking.status]}</dd>
        {tracking.carrier ? (
          <>
            <dt className="font-semibold">{words.carrier}</dt>
            <dd>{tracking.carrier}</dd>
          </>
        ) : null}
        {tracking.trackingNumber ? (
          <>
            <dt className="font-semibold">{words.trackingNumber}</dt>
            <dd>{tracking.trackingNumber}</dd>
          </>
        ) : null}
        {tracking.estimatedDelivery ? (
          <>
            <dt className="font-semibold">{words.estimatedDelivery}</dt>
            <dd>
              <time dateTime={tracking.estimatedDelivery}>{orderDate(tracking.estimatedDelivery, dateFormat)}</time>
            </dd>
          </>
        ) : null}
      </dl>
      {url && tracking.carrier ? (
        <p className="mt-3">
          <a href={url} target="_blank" rel="noopener noreferrer" className="font-semibold text-brand underline underline-offset-2">
            {words.trackOnCarrier(tracking.carrier)}
          </a>
        </p>
      ) : null}
      {tracking.events.length > 0 ? (
        <>
          <Sub className="mt-4 font-semibold">{words.history}</Sub>
          <ol className="mt-2 space-y-1 border-l-2 border-brand-sand pl-4">
            {tracking.events.map((e) => (
              <li key={`${e.status}-${e.at}`}>
                <time dateTime={e.at} className="mr-2 tabular-nums">
                  {orderDate(e.at, dateFormat)}
                </time>
                {words.events[e.status]}
                {e.location ? `, ${e.location}` : ''}
              </li>
            ))}
          </ol>
        </>
      ) : null}
    </section>
  );
}

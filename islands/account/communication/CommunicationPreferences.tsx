/**
 * The account's communication choices (issue 12; docs/requirements/account-and-loyalty.md#communication-and-subscriptions subscriptions, docs/requirements/account-and-loyalty.md#communication-and-subscriptions subscription and
 * notification calls), rendered on the server from the profile and hydrated when the browser is
 * idle. Each subscription is a checkbox saved as soon as it changes: while the call is out the box
 * shows the choice and says 'Saving…' (further clicks wait); success is announced and shows the
 * gateway's date; a failure puts the box back as it was and says why, next to it. Texts need a valid mobile number on the profile:
 * without one the SMS choices are locked and the page says where to add it.
 *
 * Notifications (type per channel) are ticked together and saved with one button; a failure
 * keeps the ticks as chosen, so the shopper can try again.
 */
import { useEffect, useId, useRef, useState, type SubmitEvent } from 'react';
import type { SubscriptionType } from '../../../schemas/api/subscription.ts';
import {
  changeSubscription,
  notificationChanges,
  saveNotifications,
  notificationGrid,
  type NotificationChannel,
  type NotificationGrid,
  type NotificationType,
  type SubscriptionState,
  type SubscriptionStates,
} from '../../../src/lib/account/subscriptions.ts';
import { BUTTON, LINK_BUTTON, Notice } from '../../shared/fields.tsx';
import { communicationMessages } from './messages.ts';

interface CommunicationProps {
  language: string;
  /** BCP 47 tag for dates. */
  hreflang: string;
  email: string;
  /** The profile's phone, international form; '' when there is none. */
  phone: string;
  /** The phone is one an SMS can go to. */
  smsReady: boolean;
  isLoyaltyMember: boolean;
  subscriptions: SubscriptionStates;
  /** The first state's dates as the server wrote them (ISO → text), so hydration matches. */
  dateTexts: Record<string, string>;
  notifications: NotificationGrid;
  types: readonly NotificationType[];
  /** The channels the web sets (push is the app's). */
  channels: readonly NotificationChannel[];
  profileHref: string;
  loyaltyHref: string;
}

const ORDER: readonly SubscriptionType[] = ['Newsletter', 'LoyaltyNewsletter', 'SMS'];

export function CommunicationPreferences(props: CommunicationProps) {
  const { language, hreflang, email, phone, smsReady, isLoyaltyMember, types, channels, profileHref, loyaltyHref } = props;
  const m = communicationMessages(language);
  const [subs, setSubs] = useState<SubscriptionStates>(props.subscriptions);
  const [pending, setPending] = useState<Partial<Record<SubscriptionType, boolean>>>({});
  const [rowErrors, setRowErrors] = useState<Partial<Record<SubscriptionType, string>>>({});
  const [announcement, setAnnouncement] = useState('');
  const [saved, setSaved] = useState<NotificationGrid>(props.notifications);
  const [grid, setGrid] = useState<NotificationGrid>(props.notifications);
  const [gridNotice, setGridNotice] = useState<{ kind: 'error' | 'success'; message: string } | null>(null);
  const [gridBusy, setGridBusy] = useState(false);
  const gridRunning = useRef(false);
  const gridNoticeRef = useRef<HTMLDivElement>(null);
  // Rendered on the server: nothing can change before the island hydrates (it would not be saved).
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const id = useId();

  const day = (iso: string | undefined): string => {
    if (!iso) return '';
    const known = props.dateTexts[iso];
    if (known) return known;
    const d = new Date(iso);
    return Number.isNaN(d.getTime()) ? '' : new Intl.DateTimeFormat(hreflang, { dateStyle: 'long', timeZone: 'UTC' }).format(d);
  };
  const statusOf = (s: SubscriptionState): string =>
    s.optin ? (s.optinDate ? m.subscribedSince(day(s.optinDate)) : '') : s.optoutDate ? m.unsubscribedOn(day(s.optoutDate)) : m.notSubscribed;

  // Boxes stay focusable while their call is out (disabling one would drop the keyboard's focus): changes wait.
  const inFlight = useRef(new Set<SubscriptionType>());

  async function toggle(type: SubscriptionType, optin: boolean) {
    if (inFlight.current.has(type)) return;
    inFlight.current.add(type);
    const recipient = type === 'SMS' ? phone : email;
    setPending((p) => ({ ...p, [type]: optin }));
    setRowErrors((e) => ({ ...e, [type]: undefined }));
    setAnnouncement('');
    const result = await changeSubscription(type, recipient, optin);
    inFlight.current.delete(type);
    setPending((p) => ({ ...p, [type]: undefined }));
    if (result.ok) {
      setSubs((s) => ({ ...s, [type]: result.state }));
      setAnnouncement(result.state.optin ? m.subscribed(m.names[type]) : m.unsubscribed(m.names[type]));
    } else {
      // The box shows what is on file: the state before the change.
      setRowErrors((e) => ({ ...e, [type]: result.error.message }));
    }
  }

  async function saveGrid(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (gridRunning.current) return;
    setGridNotice(null);
    const changes = notificationChanges(saved, grid);
    const show = (kind: 'error' | 'success', message: string) => {
      setGridNotice({ kind, message });
      requestAnimationFrame(() => gridNoticeRef.current?.focus());
    };
    if (changes.length === 0) return show('success', m.notificationsUnchanged);
    gridRunning.current = true;
    setGridBusy(true);
    const result = await saveNotifications(changes);
    gridRunning.current = false;
    setGridBusy(false);
    if (!result.ok) return show('error', result.error.message);
    const next = notificationGrid(result.notifications, types, channels);
    setSaved(next);
    setGrid(next);
    show('success', m.notificationsSaved);
  }

  return (
    <div className="space-y-10">
      <section aria-labelledby={`${id}-subs`}>
        <h2 id={`${id}-subs`} className="mb-2 font-display text-xl">
          {m.subscriptionsHeading}
        </h2>
        <p className="mb-4">{m.subscriptionsIntro}</p>
        <p role="status" className="sr-only">
          {announcement}
        </p>
        <ul className="divide-y divide-brand-sand rounded-sm border border-brand-sand bg-white">
          {ORDER.map((type) => {
            const s = subs[type];
            const boxId = `${id}-${type}`;
            const errorId = `${boxId}-error`;
            const infoId = `${boxId}-info`;
            // While the call is out the box shows the choice being saved; a failure puts it back.
            const wanted = pending[type];
            const busy = wanted !== undefined;
            const error = rowErrors[type];
            if (type === 'LoyaltyNewsletter' && !isLoyaltyMember && !s.optin) {
              return (
                <li key={type} className="p-4">
                  <p className="font-semibold">{m.names[type]}</p>
                  <p className="mt-1 text-sm">{m.loyaltyOnly}</p>
                  <a href={loyaltyHref} className={`${LINK_BUTTON} mt-1 inline-block text-sm`}>
                    {m.joinLoyalty}
                  </a>
                </li>
              );
            }
            const locked = type === 'SMS' && !smsReady && !s.optin;
            return (
              <li key={type} className="p-4">
                <div className="flex items-start gap-3">
                  <input
                    id={boxId}
                    type="checkbox"
                    checked={wanted ?? s.optin}
                    disabled={!hydrated || locked}
                    aria-disabled={busy || undefined}
                    aria-describedby={[infoId, error ? errorId : null].filter(Boolean).join(' ')}
                    aria-invalid={error ? true : undefined}
                    onChange={(e) => void toggle(type, e.currentTarget.checked)}
                    className="mt-1 size-5 shrink-0 accent-brand disabled:opacity-50"
                  />
                  <div className="min-w-0">
                    <label htmlFor={boxId} className="font-semibold">
                      {m.names[type]}
                    </label>
                    <div id={infoId} className="mt-1 space-y-1 text-sm">
                      <p>{m.descriptions[type]}</p>
                      {type === 'SMS' && (smsReady || s.optin) ? <p>{m.smsTerms}</p> : null}
                      {(type === 'SMS' ? phone && smsReady : email) ? <p>{m.sentTo(type === 'SMS' ? phone : email)}</p> : null}
                      <p data-subscription-status={type}>{busy ? m.saving : statusOf(s)}</p>
                      {locked ? (
                        <p>
                          {m.smsNeedsPhone}{' '}
                          <a href={profileHref} className={LINK_BUTTON}>
                            {m.editProfile}
                          </a>
                        </p>
                      ) : null}
                    </div>
                    {error ? (
                      <p id={errorId} role="alert" className="mt-1 text-sm font-semibold text-sale">
                        {error}
                      </p>
                    ) : null}
                  </div>
                </div>
              </li>
            );
          })}
        </ul>
      </section>

      <section aria-labelledby={`${id}-notifications`}>
        <h2 id={`${id}-notifications`} className="mb-2 font-display text-xl">
          {m.notificationsHeading}
        </h2>
        <p className="mb-4">{m.notificationsIntro}</p>
        <form noValidate onSubmit={saveGrid} className="space-y-4">
          <table className="w-full border-collapse rounded-sm border border-brand-sand bg-white text-left">
            <thead>
              <tr className="border-b border-brand-sand">
                <th scope="col" className="p-3">
                  {m.kind}
                </th>
                {channels.map((c) => (
                  <th key={c} scope="col" className="p-3 text-center">
                    {m.channels[c]}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {types.map((t) => (
                <tr key={t} className="border-b border-brand-sand last:border-0">
                  <th scope="row" className="p-3 font-normal">
                    {m.notificationTypes[t]}
                  </th>
                  {channels.map((c) => (
                    <td key={c} className="p-3 text-center">
                      <input
                        type="checkbox"
                        aria-label={m.choice(m.notificationTypes[t], m.channels[c])}
                        checked={grid[t]?.[c] ?? false}
                        disabled={!hydrated || gridBusy || (c === 'SMS' && !smsReady && !grid[t]?.[c])}
                        onChange={(e) => {
                          const on = e.currentTarget.checked;
                          setGrid((g) => ({ ...g, [t]: { ...g[t], [c]: on } }));
                        }}
                        className="size-5 accent-brand disabled:opacity-50"
                      />
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
          <div className="space-y-1 text-sm">
            {smsReady ? null : <p>{m.smsNeedsPhone}</p>}
            <p>{m.pushInApp}</p>
          </div>
          <Notice message={gridNotice?.message ?? null} kind={gridNotice?.kind ?? 'error'} noticeRef={gridNoticeRef} />
          <button type="submit" className={`${BUTTON} sm:w-auto`} disabled={!hydrated || gridBusy} aria-busy={gridBusy || undefined}>
            {gridBusy ? m.saving : m.saveNotifications}
          </button>
        </form>
      </section>
    </div>
  );
}

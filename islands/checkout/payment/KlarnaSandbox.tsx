/**
 * The sandbox Klarna adapter (the default offline; never shown when KLARNA_CLIENT_ID is set): a
 * window rendered by us, clearly labelled as the sandbox Klarna, that answers as Klarna's
 * authorize() does (src/lib/payments/klarna/adapter.ts). The tester picks the outcome:
 * `klarna-approved` or `klarna-declined` (the authorisation token the gateway gets,
 * docs/sandbox.md), or Klarna not approving; closing it is "not approved, form shown again".
 */
import { useId, useState } from 'react';
import type { KlarnaEvents } from '../../../src/lib/payments/klarna/adapter.ts';
import { KLARNA_SANDBOX_OUTCOMES, SANDBOX_CLOSED, sandboxAuthorization, type KlarnaSandboxOutcome } from '../../../src/lib/payments/klarna/sandbox.ts';
import type { KlarnaMessages } from './messages.ts';
import { SandboxOutcomes } from '../../shared/SandboxOutcomes.tsx';

export function KlarnaSandbox({ events, t, busy, categoryName }: { events: KlarnaEvents; t: KlarnaMessages; busy: boolean; categoryName: string }) {
  const id = useId();
  const [outcome, setOutcome] = useState<KlarnaSandboxOutcome>('klarna-approved');
  return (
    <section aria-labelledby={`${id}-title`} className="flex flex-col gap-3 rounded-lg border-2 border-dashed border-[#0b051d] bg-[#ffe5ef] p-4">
      <div>
        <h5 id={`${id}-title`} className="text-lg font-bold">
          {t.sandboxTitle}
        </h5>
        <p className="text-sm">{t.sandboxNote}</p>
        <p className="text-sm font-semibold">{categoryName}</p>
      </div>
      <SandboxOutcomes
        legend={t.outcome}
        name={`${id}-outcome`}
        outcomes={KLARNA_SANDBOX_OUTCOMES}
        labels={t.outcomes}
        value={outcome}
        onChange={setOutcome}
        disabled={busy}
        checkedBorderClass="has-checked:border-[#0b051d]"
        accentClass="accent-[#0b051d]"
      />
      <div className="flex flex-col gap-2 sm:flex-row">
        <button
          type="button"
          onClick={() => void events.onAuthorize(sandboxAuthorization(outcome))}
          disabled={busy}
          aria-busy={busy || undefined}
          className="min-h-11 rounded-full bg-[#0b051d] px-6 font-bold text-white hover:opacity-90 disabled:cursor-progress disabled:opacity-70"
        >
          {busy ? t.authorizing : t.authorize}
        </button>
        <button type="button" onClick={() => void events.onAuthorize(SANDBOX_CLOSED)} disabled={busy} className="min-h-11 rounded-full border-2 border-[#0b051d] bg-white px-6 font-semibold">
          {t.closeKlarna}
        </button>
      </div>
    </section>
  );
}

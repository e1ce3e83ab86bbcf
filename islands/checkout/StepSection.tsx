/**
 * A checkout step's frame: its heading (named in the progress list) and, when the shopper was
 * sent back here or a call failed, the reason at the top as an alert.
 */
import { useId, type ReactNode } from 'react';

export function StepSection({ title, alert, children }: { title: string; alert?: string | null; children: ReactNode }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-6">
      <h2 id={headingId} className="font-display text-display-sm">
        {title}
      </h2>
      {alert ? (
        <p role="alert" className="rounded border-2 border-sale bg-sale/5 px-4 py-3 font-semibold text-sale">
          {alert}
        </p>
      ) : null}
      {children}
    </section>
  );
}

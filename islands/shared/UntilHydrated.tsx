/**
 * The controls of a server-rendered island, disabled until it hydrates: a press or a choice
 * before then would do nothing, or be undone by hydration, so the browser refuses it. Marked
 * `data-hydrating` meanwhile, so the controls keep their usual look (src/styles/global.css): the
 * page does not fade them for the first second and snap them back when the island takes over.
 * `display: contents`, so the fieldset adds nothing to the layout.
 */
import type { ReactNode } from 'react';

export function UntilHydrated({ hydrated, children }: { hydrated: boolean; children: ReactNode }) {
  return (
    <fieldset disabled={!hydrated} data-hydrating={hydrated ? undefined : ''} className="contents">
      {children}
    </fieldset>
  );
}

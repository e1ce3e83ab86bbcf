/**
 * Its own module, without the list's stores and calls.
 */
import { savedText } from './messages.ts';

export const HEADING_ID = 'saved-for-later-heading';

/**
 * The list while it is read: also the cart's first HTML (the section renders it on the server and
 * until the browser knows the shopper), so the page does not grow under the shopper when the list
 * comes (issue 15: the empty cart's footer moved down 134 px).
 */
export function SavedForLaterLoading({ language }: { language: string }) {
  return (
    <section aria-labelledby={HEADING_ID} aria-busy className="mt-10 border-t border-brand-sand pt-6">
      <h2 id={HEADING_ID} className="font-display text-display-sm">
        {savedText('heading', language, { n: 0 })}
      </h2>
      <p className="mt-4 text-brand-stone">{savedText('loading', language)}</p>
    </section>
  );
}

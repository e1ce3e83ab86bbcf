/**
 * The app sheet on public pages (src/styles/app-sheet.ts 'later'), in the browser: linked once
 * something on the page may need it, not while the page loads (issue 15). Public pages' server
 * markup is styled by the blocking sheet alone, so the app sheet (the islands' utilities, about
 * 8 KB gzip) was only competing with the first screen's requests.
 *
 * src/layouts/Base.astro renders the link inert, in a <template>; the chrome's first intent puts
 * it on the page (src/components/chrome/chrome.lazy.ts onIntent), and an island waits for it
 * before it opens (src/lib/islands/lazy.ts), so no island paints unstyled. What else the chrome
 * shows (header, toasts, pop-ups, consent) is styled by the blocking sheet. Without script a
 * <noscript> copy loads.
 */
import { sheetSettled } from '../lib/html/fragment.ts';

export const APP_SHEET_TEMPLATE_ID = 'app-sheet-later';
/** An island opens after this even if the sheet has not answered (offline): usable beats styled. */
export const APP_SHEET_WAIT_MS = 3000;

let linked: Promise<void> | null = null;

/** Links the app sheet where Base.astro left it (once); resolves when it has loaded, failed, or waited too long. */
export function linkAppSheet(doc: Document = document): Promise<void> {
  if (linked) return linked;
  // A page without the template (a private page, a test's bare document) has nothing to link.
  const template = typeof doc.getElementById === 'function' ? doc.getElementById(APP_SHEET_TEMPLATE_ID) : null;
  const inert = template && 'content' in template ? (template as HTMLTemplateElement).content.querySelector('link') : null;
  if (!template || !inert) return (linked = Promise.resolve());
  const link = doc.importNode(inert, true);
  linked = sheetSettled(link, APP_SHEET_WAIT_MS);
  template.replaceWith(link);
  return linked;
}

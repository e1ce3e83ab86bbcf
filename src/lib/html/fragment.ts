/**
 * The chrome's fragments in the browser (src/pages/[locale]/fragments/[area].astro): parts of
 * the page the server leaves out of every page's HTML because a shopper sees them only later, the
 * menu's panels on the first intent and a pop-up when its delay runs out (issue 15).
 */

/** A fragment from our own origin, parsed but not run (DOMParser: scripts in it never execute). */
export async function fetchFragment(url: string, deadlineMs: number): Promise<Document> {
  const res = await fetch(url, { credentials: 'same-origin', signal: AbortSignal.timeout(deadlineMs) });
  if (!res.ok) throw new Error(`${url} answered HTTP ${res.status}`);
  return new DOMParser().parseFromString(await res.text(), 'text/html');
}

/**
 * Resolves when `link` has loaded or failed, or after `waitMs` (offline): what waits for its
 * styles shows styled, and never waits forever.
 */
export function sheetSettled(link: HTMLLinkElement, waitMs: number): Promise<void> {
  return new Promise<void>((resolve) => {
    const done = () => resolve();
    link.addEventListener('load', done, { once: true });
    link.addEventListener('error', done, { once: true });
    setTimeout(done, waitMs);
  });
}

/**
 * Links in the page's <head> the stylesheets a fragment names that the page has not linked yet,
 * and resolves when they have settled. A link added by script does not hold back painting as a
 * parsed one does, so the fragment's content waits for this before it shows.
 */
export function linkSheetsOf(fragment: Document, waitMs: number): Promise<void> {
  const present = new Set([...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].map((l) => l.href));
  const fresh: HTMLLinkElement[] = [];
  for (const inert of fragment.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')) {
    const href = new URL(inert.getAttribute('href') ?? '', location.href).href;
    if (present.has(href)) continue;
    present.add(href);
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = href;
    fresh.push(link);
  }
  document.head.append(...fresh);
  return Promise.all(fresh.map((link) => sheetSettled(link, waitMs))).then(() => undefined);
}

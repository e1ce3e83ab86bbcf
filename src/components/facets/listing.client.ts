/**
 * The listing's browser script (./Listing.astro). Without it every filter, chip, sort and page is
 * a plain link or GET form; with it:
 * - "see more / see less" shows a facet's values past the breakpoint's limit;
 * - a link or form of the listing that stays on this listing fetches the new URL's page and swaps
 *   its results region in place (no reload; the page above keeps its place), pushes the URL, and
 *   the back and forward buttons swap back. A stale answer (the shopper clicked again) is dropped.
 * Focus goes back to the control of the same name in the new region (the value just switched),
 * else to the product count; a status line announces the count. Imports nothing: it stays small.
 */
const REGION = '[data-listing-region]';

let root: HTMLElement | null = null;
/** The query string the region shows now: a popstate to it (a hash change) needs no fetch. */
let shown = '';
let sequence = 0;
let inFlight: AbortController | null = null;

const region = (): HTMLElement | null => root?.querySelector<HTMLElement>(REGION) ?? null;
const status = (text: string): void => {
  const el = root?.querySelector<HTMLElement>('[data-listing-status]');
  if (el) el.textContent = text;
};

function toggleMore(button: HTMLButtonElement): void {
  const facet = button.closest<HTMLElement>('[data-facet]');
  if (!facet) return;
  const expand = button.getAttribute('aria-expanded') !== 'true';
  facet.toggleAttribute('data-expanded', expand);
  button.setAttribute('aria-expanded', String(expand));
  button.textContent = (expand ? button.dataset.labelLess : button.dataset.labelMore) ?? button.textContent;
}

interface Go {
  push: boolean;
  focusKey?: string | undefined;
}

async function go(url: URL, options: Go): Promise<void> {
  const current = region();
  if (!current) return location.assign(url.href);
  const mine = ++sequence;
  inFlight?.abort();
  const controller = new AbortController();
  inFlight = controller;
  current.setAttribute('aria-busy', 'true');
  status(root?.dataset.updating ?? '');
  let html: string;
  try {
    const res = await fetch(url.href, { headers: { accept: 'text/html' }, credentials: 'same-origin', signal: controller.signal });
    if (!res.ok) throw new Error(String(res.status));
    html = await res.text();
  } catch (error) {
    if (mine !== sequence || (error instanceof DOMException && error.name === 'AbortError')) return;
    status(root?.dataset.updateFailed ?? '');
    location.assign(url.href);
    return;
  }
  if (mine !== sequence) return;
  const doc = new DOMParser().parseFromString(html, 'text/html');
  const next = doc.querySelector<HTMLElement>(REGION);
  if (!next) return location.assign(url.href);

  // What the shopper opened stays open: the phone's filter panel and the facets shown in full.
  const wasOpen = current.querySelector<HTMLDetailsElement>('[data-facets]')?.open ?? false;
  const expanded = [...current.querySelectorAll<HTMLElement>('[data-facet][data-expanded]')].map((f) => f.dataset.facet);
  current.replaceWith(next);
  const panel = next.querySelector<HTMLDetailsElement>('[data-facets]');
  if (panel && wasOpen) panel.open = true;
  for (const id of expanded) {
    const button = next.querySelector<HTMLButtonElement>(`[data-facet="${CSS.escape(id ?? '')}"] [data-facet-more]`);
    if (button) toggleMore(button);
  }
  shown = url.search;
  if (options.push) history.pushState({ listing: true }, '', url.href);
  document.title = doc.title || document.title;

  const count = next.querySelector<HTMLElement>('[data-listing-count]');
  status(count?.dataset.announce ?? '');
  const same = options.focusKey ? next.querySelector<HTMLElement>(`[data-focus-key="${CSS.escape(options.focusKey)}"]`) : null;
  if (same && same.offsetParent !== null) {
    same.focus({ preventScroll: true });
  } else {
    // A new page of products (or the control is gone): the shopper goes on from the top of the results.
    if (!options.focusKey && next.getBoundingClientRect().top < 0) next.scrollIntoView({ block: 'start' });
    count?.focus({ preventScroll: true });
  }
}

function onClick(event: MouseEvent): void {
  const target = event.target instanceof Element ? event.target : null;
  const more = target?.closest<HTMLButtonElement>('[data-facet-more]');
  if (more) return toggleMore(more);
  const link = target?.closest<HTMLAnchorElement>('a[href]');
  if (!link || event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  if (link.target || link.hasAttribute('download') || !region()?.contains(link)) return;
  const url = new URL(link.href);
  // Only links to this listing (filters, chips, pages); product links navigate.
  if (url.origin !== location.origin || url.pathname !== location.pathname) return;
  event.preventDefault();
  void go(url, { push: true, focusKey: link.dataset.focusKey });
}

function onSubmit(event: SubmitEvent): void {
  const form = event.target instanceof HTMLFormElement && event.target.matches('[data-listing-form]') ? event.target : null;
  if (!form || event.defaultPrevented) return;
  event.preventDefault();
  const url = new URL(form.action);
  url.search = new URLSearchParams(new FormData(form) as unknown as Record<string, string>).toString();
  if (url.search === location.search) return;
  void go(url, { push: true, focusKey: 'sort' });
}

function onPopState(): void {
  if (location.search === shown) return;
  void go(new URL(location.href), { push: false });
}

export function startListing(): void {
  if (root) return;
  root = document.querySelector<HTMLElement>('[data-listing]');
  if (!root) return;
  shown = location.search;
  root.addEventListener('click', onClick);
  root.addEventListener('submit', onSubmit);
  window.addEventListener('popstate', onPopState);
}

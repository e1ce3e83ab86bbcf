/**
 * The article grid in the browser, imported by ./article-grid.client.ts when the grid nears the
 * viewport or the shopper reaches into it: the server-rendered forms keep working without this; with it,
 * a tag toggle, clear-all or read-more fetches only the cards and updates the grid in place.
 * - A toggle or clear-all loads the first page again (docs/requirements/content-blocks.md#article-grid: offset back to 0).
 * - Read-more loads the next page at offset = cards shown, while shown < total (docs/requirements/content-blocks.md#article-grid).
 * - "See more/less" reveals the tags past the breakpoint's limit (docs/requirements/content-blocks.md#article-grid).
 * - A failed fetch is only logged (docs/requirements/content-blocks.md#errors-in-content-blocks); the grid stays as it was.
 */
import { KEPT_QUERY_PARAMS } from '../../src/lib/site/kept-query.ts';
import { canReadMore, parseTags, toggleTag } from './state.ts';

interface Config {
  locale: string;
  pageSize: number;
  tagsParam: string;
  shownParam: string;
  heading: string;
}

const FETCH_TIMEOUT_MS = 8000;

function setUp(root: HTMLElement): void {
  const config = JSON.parse(root.dataset.ag ?? '{}') as Config;
  const q = <T extends Element>(selector: string) => root.querySelector<T>(selector);
  const list = q<HTMLUListElement>('[data-ag-list]');
  const status = q<HTMLElement>('[data-ag-status]');
  const filters = q<HTMLFormElement>('[data-ag-filters]');
  const readMore = q<HTMLFormElement>('[data-ag-readmore]');
  const more = q<HTMLButtonElement>('[data-ag-more]');
  const clear = q<HTMLButtonElement>('[data-ag-clear]');
  if (!list) return;
  let tags = parseTags(root.dataset.tags);
  let shown = Number(root.dataset.shown) || 0;
  let total = Number(root.dataset.total) || 0;
  let busy = false;

  more?.addEventListener('click', () => {
    const open = root.toggleAttribute('data-expanded');
    more.setAttribute('aria-expanded', String(open));
    more.textContent = (open ? more.dataset.labelLess : more.dataset.labelMore) ?? '';
  });

  const render = () => {
    root.querySelectorAll<HTMLButtonElement>('[data-tag]').forEach((chip) => {
      const tag = chip.dataset.tag ?? '';
      chip.setAttribute('aria-pressed', String(tags.includes(tag)));
      chip.value = toggleTag(tags, tag).join(',');
    });
    if (clear) clear.hidden = tags.length === 0;
    if (readMore) {
      readMore.hidden = !canReadMore(shown, total);
      const tagsInput = readMore.querySelector<HTMLInputElement>('[data-ag-readmore-tags]');
      if (tagsInput) tagsInput.value = tags.join(',');
      const button = readMore.querySelector<HTMLButtonElement>('button[type="submit"]');
      if (button) button.value = String(shown + config.pageSize);
    }
    if (status) {
      status.textContent = shown > 0 ? (status.dataset.showing ?? '').replace('{shown}', String(shown)).replace('{total}', String(total)) : (status.dataset.noResults ?? '');
    }
    root.dataset.tags = tags.join(',');
    root.dataset.shown = String(shown);
    root.dataset.total = String(total);
    // The URL says what is shown, so a reload or a shared link opens the same grid.
    const url = new URL(location.href);
    url.searchParams.set(config.tagsParam, tags.join(','));
    if (shown > config.pageSize) url.searchParams.set(config.shownParam, String(shown));
    else url.searchParams.delete(config.shownParam);
    history.replaceState(history.state, '', url);
  };

  const load = async (nextTags: string[], append: boolean): Promise<void> => {
    if (busy) return;
    busy = true;
    root.setAttribute('aria-busy', 'true');
    try {
      const query = new URLSearchParams({ locale: config.locale, offset: String(append ? shown : 0), limit: String(config.pageSize), heading: config.heading });
      if (nextTags.length) query.set('tagId', nextTags.join(','));
      const here = new URLSearchParams(location.search);
      for (const name of KEPT_QUERY_PARAMS) {
        const value = here.get(name);
        if (value !== null) query.set(name, value);
      }
      const res = await fetch(`/api/article-cards?${query}`, { headers: { accept: 'text/html' }, signal: AbortSignal.timeout(FETCH_TIMEOUT_MS) });
      if (!res.ok) throw new Error(`article cards answered ${res.status}`);
      const template = document.createElement('template');
      template.innerHTML = await res.text();
      const page = template.content.querySelector<HTMLElement>('[data-ag-page]');
      if (!page) throw new Error('article cards answer has no page');
      const items = [...page.children] as HTMLElement[];
      if (append) list.append(...items);
      else list.replaceChildren(...items);
      tags = nextTags;
      total = Number(page.dataset.total) || 0;
      shown = append ? shown + items.length : items.length;
      render();
      // Keyboard and screen-reader users continue from the first new card, not the button.
      if (append) items[0]?.querySelector<HTMLAnchorElement>('a[href]')?.focus();
    } catch (error) {
      console.error('[article-grid] articles could not be loaded', error);
    } finally {
      busy = false;
      root.removeAttribute('aria-busy');
    }
  };

  filters?.addEventListener('submit', (event) => {
    event.preventDefault();
    const submitter = (event as SubmitEvent).submitter as HTMLButtonElement | null;
    void load(parseTags(submitter?.value), false);
  });
  readMore?.addEventListener('submit', (event) => {
    event.preventDefault();
    void load(tags, true);
  });
}

/** Upgrades one grid, once (./article-grid.client.ts calls it when the grid nears the viewport). */
export function startArticleGrid(root: HTMLElement): void {
  if (root.hasAttribute('data-ag-ready')) return;
  root.setAttribute('data-ag-ready', '');
  setUp(root);
}

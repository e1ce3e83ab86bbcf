/**
 * The header's type-ahead (./SearchField.astro), an ARIA 1.2 combobox with a listbox popup and
 * list autocomplete (WAI-ARIA APG "combobox with listbox popup"):
 * - typing asks GET /products/v2/search/autoSuggest through the BFF (25 ms after the last key);
 *   a newer question aborts the older one and a late answer to an older question is dropped;
 * - the listbox groups suggested searches, categories and products (with their image);
 * - ArrowDown / ArrowUp move through the options (wrapping; the focus stays in the field and
 *   aria-activedescendant names the option), Enter opens the chosen one (else the form submits
 *   the words), Escape closes the list (a second Escape clears the field), Alt+ArrowDown opens it;
 * - a pointer opens an option too; leaving the form closes the list.
 * A product opened from here is sent to analytics with the interaction origin 'Search'.
 */
import { pushEvent } from '../../lib/analytics/data-layer.ts';
import { formatMoney } from '../../lib/catalogue/price.ts';
import { isSafeImageSrc, renditionUrl } from '../../lib/media/image.ts';
import { withKeptQuery } from '../../lib/site/kept-query.ts';
import { productPath } from '../../lib/site/routes.ts';

/** Keystrokes closer together than this make one question. */
export const SUGGEST_DEBOUNCE_MS = 25;
/** The type-ahead answers nothing below 2 characters (schemas/api/product.ts autoSuggest). */
const MIN_QUERY_LENGTH = 2;
const SUGGEST_COUNT = 6;
const SUGGEST_TIMEOUT_MS = 5000;
const THUMB_PX = 96;

interface SuggestAnswer {
  suggestions?: Array<{ term: string; count: number }>;
  categories?: Array<{ id: string; name: string; url: string }>;
  products?: Array<{ id: string; name: string; slug: string; image?: { url: string }; price?: { lowCurrent: number; currency: string } }>;
}

interface Choice {
  el: HTMLElement;
  href: string;
  /** Set for products: what analytics is told. */
  productId?: string;
}

/** A same-origin path (no //host, no scheme): the only kind of link taken from an answer. */
const isLocalPath = (href: string): boolean => href.startsWith('/') && !/^\/[/\\]/.test(href);

let counter = 0;

export function startCombobox(form: HTMLFormElement): void {
  if (form.dataset.comboboxReady) return;
  form.dataset.comboboxReady = 'true';
  const input = form.querySelector<HTMLInputElement>('input[role="combobox"]');
  const listbox = form.querySelector<HTMLElement>('[role="listbox"]');
  const status = form.querySelector<HTMLElement>('[data-search-status]');
  if (!input || !listbox) return;
  const words = form.dataset;
  const locale = words.locale ?? location.pathname.split('/')[1] ?? '';
  const here = new URL(location.href);

  let choices: Choice[] = [];
  let active = -1;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let sequence = 0;
  let inFlight: AbortController | null = null;
  /** The words the listbox answers, so reopening it needs no new question. */
  let answered = '';

  const announce = (text: string) => {
    if (status) status.textContent = text;
  };

  function setActive(index: number): void {
    if (active >= 0) choices[active]?.el.setAttribute('aria-selected', 'false');
    active = index;
    const choice = choices[active];
    if (!choice) {
      input!.removeAttribute('aria-activedescendant');
      return;
    }
    choice.el.setAttribute('aria-selected', 'true');
    input!.setAttribute('aria-activedescendant', choice.el.id);
    choice.el.scrollIntoView({ block: 'nearest' });
  }

  function open(): void {
    if (choices.length === 0) return;
    listbox!.hidden = false;
    input!.setAttribute('aria-expanded', 'true');
  }

  function close(): void {
    setActive(-1);
    listbox!.hidden = true;
    input!.setAttribute('aria-expanded', 'false');
  }

  const isOpen = () => !listbox!.hidden;

  /** The typed words in bold where they start the term. */
  function termLabel(term: string, typed: string): Node[] {
    const at = term.toLowerCase().indexOf(typed.toLowerCase());
    if (!typed || at < 0) return [document.createTextNode(term)];
    const mark = document.createElement('mark');
    mark.textContent = term.slice(at, at + typed.length);
    return [document.createTextNode(term.slice(0, at)), mark, document.createTextNode(term.slice(at + typed.length))];
  }

  function group(label: string): HTMLElement {
    const g = document.createElement('div');
    g.setAttribute('role', 'group');
    const heading = document.createElement('div');
    heading.id = `site-search-g${++counter}`;
    heading.setAttribute('role', 'presentation');
    heading.className = 'site-search__group-label';
    heading.textContent = label;
    g.setAttribute('aria-labelledby', heading.id);
    g.append(heading);
    listbox!.append(g);
    return g;
  }

  function option(parent: HTMLElement, content: Node[], choice: Omit<Choice, 'el'>): void {
    const el = document.createElement('div');
    el.id = `site-search-o${++counter}`;
    el.setAttribute('role', 'option');
    el.setAttribute('aria-selected', 'false');
    el.className = 'site-search__option';
    el.dataset.index = String(choices.length);
    el.append(...content);
    parent.append(el);
    choices.push({ el, ...choice });
  }

  function render(answer: SuggestAnswer, typed: string): void {
    setActive(-1);
    listbox!.replaceChildren();
    choices = [];
    const terms = answer.suggestions ?? [];
    const categories = (answer.categories ?? []).filter((c) => isLocalPath(c.url));
    const products = answer.products ?? [];
    if (terms.length) {
      const g = group(words.groupTerms ?? '');
      for (const t of terms) option(g, termLabel(t.term, typed), { href: withKeptQuery(`/${locale}/search?${new URLSearchParams({ q: t.term })}`, here) });
    }
    if (categories.length) {
      const g = group(words.groupCategories ?? '');
      for (const c of categories) option(g, [document.createTextNode(c.name)], { href: withKeptQuery(c.url, here) });
    }
    if (products.length) {
      const g = group(words.groupProducts ?? '');
      for (const p of products) {
        const content: Node[] = [];
        if (p.image?.url && isSafeImageSrc(p.image.url)) {
          const img = document.createElement('img');
          img.src = renditionUrl(p.image.url, THUMB_PX);
          img.alt = '';
          img.width = 48;
          img.height = 48;
          img.decoding = 'async';
          content.push(img);
        }
        const name = document.createElement('span');
        name.textContent = p.name;
        content.push(name);
        if (p.price) {
          const price = document.createElement('span');
          price.className = 'site-search__price';
          price.textContent = formatMoney(p.price.lowCurrent, p.price.currency, words.hreflang ?? 'en');
          content.push(price);
        }
        option(g, content, { href: withKeptQuery(productPath(locale, p), here), productId: p.id });
      }
    }
    answered = typed;
    const n = choices.length;
    announce(n === 0 ? (words.countNone ?? '') : n === 1 ? (words.countOne ?? '') : (words.countMany ?? '').replace('{count}', String(n)));
    if (n === 0) close();
    else open();
  }

  async function ask(typed: string): Promise<void> {
    const mine = ++sequence;
    inFlight?.abort();
    if (typed.length < MIN_QUERY_LENGTH) {
      inFlight = null;
      answered = '';
      choices = [];
      listbox!.replaceChildren();
      close();
      return;
    }
    const controller = new AbortController();
    inFlight = controller;
    let answer: SuggestAnswer;
    try {
      const res = await fetch(`/api/gateway/products/v2/search/autoSuggest?${new URLSearchParams({ q: typed, count: String(SUGGEST_COUNT) })}`, {
        credentials: 'same-origin',
        headers: { accept: 'application/json', 'x-cairn-locale': locale },
        signal: AbortSignal.any([controller.signal, AbortSignal.timeout(SUGGEST_TIMEOUT_MS)]),
      });
      if (!res.ok) throw new Error(String(res.status));
      answer = (await res.json()) as SuggestAnswer;
    } catch {
      // Aborted by a newer question, or no answer: the field stays a plain search form.
      if (mine === sequence) close();
      return;
    }
    // An answer to an older question arrives late: the newer one decides.
    if (mine !== sequence) return;
    render(answer, typed);
  }

  function schedule(): void {
    clearTimeout(timer);
    const typed = input!.value.trim();
    timer = setTimeout(() => void ask(typed), SUGGEST_DEBOUNCE_MS);
  }

  function choose(index: number): void {
    const choice = choices[index];
    if (!choice) return;
    if (choice.productId) {
      pushEvent({ event: 'product_click', interactionOrigin: 'Search', linkText: (choice.el.textContent ?? '').trim().slice(0, 200), linkUrl: choice.href, productId: choice.productId });
    }
    close();
    location.assign(choice.href);
  }

  input.addEventListener('input', schedule);
  input.addEventListener('keydown', (event) => {
    if (event.isComposing) return;
    const n = choices.length;
    switch (event.key) {
      case 'ArrowDown':
        if (n === 0) return;
        event.preventDefault();
        if (!isOpen()) {
          open();
          if (event.altKey) return;
        }
        setActive(active + 1 >= n ? 0 : active + 1);
        return;
      case 'ArrowUp':
        if (n === 0) return;
        event.preventDefault();
        if (!isOpen()) open();
        setActive(active <= 0 ? n - 1 : active - 1);
        return;
      case 'Enter':
        if (isOpen() && active >= 0) {
          event.preventDefault();
          choose(active);
        }
        return;
      case 'Escape':
        if (isOpen()) {
          event.preventDefault();
          close();
        } else if (input.value) {
          event.preventDefault();
          input.value = '';
          void ask('');
        }
        return;
      default:
        return;
    }
  });
  // Typing moved the caret, not the option: the chosen option no longer holds.
  input.addEventListener('keyup', (event) => {
    if (event.key === 'ArrowLeft' || event.key === 'ArrowRight' || event.key === 'Home' || event.key === 'End') setActive(-1);
  });
  input.addEventListener('focus', () => {
    if (answered && answered === input.value.trim()) open();
  });
  // The focus stays in the field while a pointer picks an option.
  listbox.addEventListener('pointerdown', (event) => event.preventDefault());
  listbox.addEventListener('click', (event) => {
    const el = event.target instanceof Element ? event.target.closest<HTMLElement>('[role="option"]') : null;
    if (el) choose(Number(el.dataset.index));
  });
  form.addEventListener('focusout', (event) => {
    if (!(event.relatedTarget instanceof Node) || !form.contains(event.relatedTarget)) close();
  });
  form.addEventListener('submit', () => close());

  // Words typed before this script arrived get their suggestions now.
  const typed = input.value.trim();
  if (document.activeElement === input && typed !== (input.defaultValue ?? '').trim()) schedule();
}

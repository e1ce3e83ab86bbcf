/**
 * The mega menu's behaviour on top of what the platform already does (see MegaMenu.astro):
 * hover intent, aria-expanded, Escape returning focus to the trigger, closing on navigation, and
 * moving the one list of categories into the small screens' dialog while it is open, and filling
 * the panels' bodies, which the page leaves out (fillPanels).
 * On lg, clicking a trigger, the close button, Escape and click-outside work without this script.
 * It loads with the chrome's lazy part on the shopper's first intent (src/components/chrome/chrome.lazy.ts),
 * so a page costs no menu script before interaction.
 */

import { fetchFragment } from '../../src/lib/html/fragment.ts';

/** Long enough that sweeping the pointer across the bar does not flash every panel. */
const OPEN_DELAY_MS = 150;
/** Long enough to cross the gap between the bar and the panel, or to overshoot slightly. */
const CLOSE_DELAY_MS = 250;

/** How long the panels' bodies may take; past it the panels keep their shop-all links until the menu's next touch asks again. */
const BODIES_DEADLINE_MS = 8000;

const menus: HTMLElement[] = [];
let listening = false;
/** The breakpoint of the bar and its popovers (Tailwind's lg); below it the list lives in the dialog. */
const desktop = (): MediaQueryList => matchMedia('(min-width: 64rem)');

/** Close every panel and drawer: the page changes, so nothing stays open over it. */
function closeAll(): void {
  for (const nav of menus) {
    nav.querySelectorAll<HTMLElement>('[popover]:popover-open').forEach((p) => p.togglePopover(false));
    nav.querySelectorAll('dialog').forEach((d) => d.close());
  }
}

function initPanel(item: HTMLElement, nav: HTMLElement, hover: boolean): void {
  const trigger = item.querySelector<HTMLButtonElement>('button[popovertarget]');
  const panel = item.querySelector<HTMLElement>('[popover]');
  if (!trigger || !panel) return;
  let timer = 0;
  let openedByHover = false;

  panel.addEventListener('beforetoggle', (e) => {
    // Browsers without anchor positioning place the panel from this value.
    if ((e as ToggleEvent).newState === 'open') panel.style.setProperty('--mm-top', `${nav.querySelector('[data-mm-list]')!.getBoundingClientRect().bottom}px`);
  });
  panel.addEventListener('toggle', (e) => {
    const open = (e as ToggleEvent).newState === 'open';
    trigger.setAttribute('aria-expanded', String(open));
    if (!open) openedByHover = false;
  });
  // Runs before the popover's own Escape handling, so focus lands on the trigger even when the
  // panel was opened by hover (the platform would return it to whatever had it before).
  panel.addEventListener('keydown', (e) => {
    if (e.key === 'Escape') trigger.focus();
  });
  // Tabbing out of an item closes its panel, so the next trigger is not hidden under it.
  item.addEventListener('focusout', (e) => {
    const next = e.relatedTarget as Node | null;
    if (next && !item.contains(next)) panel.togglePopover(false);
  });

  // This script loads on the first intent (MegaMenu.astro): catch up with what happened before.
  trigger.setAttribute('aria-expanded', String(panel.matches(':popover-open')));

  if (!hover) return;
  const later = (open: boolean, delay: number) => {
    clearTimeout(timer);
    timer = window.setTimeout(() => {
      // Below lg the panel flows in its accordion: it is never a popover there.
      if (open && !desktop().matches) return;
      if (open && !panel.matches(':popover-open')) openedByHover = true;
      panel.togglePopover(open);
    }, delay);
  };
  item.addEventListener('pointerenter', (e) => e.pointerType === 'mouse' && later(true, OPEN_DELAY_MS));
  item.addEventListener('pointerleave', (e) => e.pointerType === 'mouse' && later(false, CLOSE_DELAY_MS));
  // The pointer that made this script load may already rest on the item.
  if (item.matches(':hover') && matchMedia('(hover: hover)').matches) later(true, OPEN_DELAY_MS);
  // A mouse click on a panel that hover just opened would toggle it shut: keep it open instead.
  // Keyboard activation (detail 0) keeps the native toggle.
  trigger.addEventListener('click', (e) => {
    if (openedByHover && e.detail > 0) {
      e.preventDefault();
      openedByHover = false;
    }
  });
}

/**
 * One list serves both layouts (issue 15): it sits in the nav (the lg bar) and moves into the
 * dialog's slot while the dialog is open, then back when it closes.
 */
function initDrawer(nav: HTMLElement): void {
  const list = nav.querySelector<HTMLElement>('[data-mm-list]');
  const dialog = nav.querySelector('dialog');
  const slot = dialog?.querySelector<HTMLElement>('[data-mm-slot]');
  if (!list || !dialog || !slot) return;
  const home = list.parentElement!;
  const next = list.nextSibling;
  // The footer's country and language selector comes along too (MegaMenu.astro's data-mm-sites).
  const sitesSlot = dialog.querySelector<HTMLElement>('[data-mm-sites]');
  let sites: { nav: Element; home: ParentNode; next: Node | null } | null = null;
  const intoDrawer = () => {
    if (list.parentElement === slot) return;
    // A panel opened as a popover on lg must not come along as one.
    list.querySelectorAll<HTMLElement>('[popover]').forEach((p) => p.togglePopover(false));
    slot.append(list);
    const selector = sitesSlot && !sites ? document.querySelector('footer .site-selector') : null;
    if (sitesSlot && selector?.parentNode) {
      sites = { nav: selector, home: selector.parentNode, next: selector.nextSibling };
      sitesSlot.append(selector);
    }
  };
  const back = () => {
    if (list.parentElement !== slot) return;
    home.insertBefore(list, next);
    if (sites) {
      sites.home.insertBefore(sites.nav, sites.next);
      sites = null;
    }
  };
  // Before the dialog shows, so focus and the first paint already find the list (beforetoggle on
  // <dialog> is recent; the opening click below covers older browsers).
  dialog.addEventListener('beforetoggle', (e) => {
    if ((e as ToggleEvent).newState === 'open') intoDrawer();
  });
  dialog.addEventListener('close', back);
  nav.addEventListener('click', (e) => {
    const opener = (e.target as Element).closest('button[command="show-modal"]');
    if (opener) intoDrawer();
  }, { capture: true });
  // Opened before this script arrived (it may load on the first interaction).
  if (dialog.open) intoDrawer();
  // Growing to lg with the dialog open: the bar takes the list back.
  desktop().addEventListener('change', (e) => {
    if (e.matches) dialog.close();
    else list.querySelectorAll<HTMLElement>('[popover]').forEach((p) => p.togglePopover(false));
  });
}

/**
 * The page's header renders each panel with its shop-all link only (MegaMenu.astro); its columns,
 * banner and visual selectors come from the menu fragment the nav names (data-mm-bodies), moved
 * into the panel of the same id. Asked for as soon as this script runs (the shopper's first
 * intent), again on the menu's next touch if it failed. A panel already open just grows.
 */
function fillPanels(nav: HTMLElement): void {
  const from = nav.dataset.mmBodies;
  if (!from || nav.hasAttribute('data-mm-filling')) return;
  nav.setAttribute('data-mm-filling', '');
  fetchFragment(from, BODIES_DEADLINE_MS)
    .then((fragment) => {
      for (const panel of nav.querySelectorAll<HTMLElement>('[data-mm-panel]')) {
        const full = panel.id ? fragment.getElementById(panel.id) : null;
        if (!full) continue;
        panel.append(...[...full.children].filter((part) => !part.classList.contains('mm-head')).map((part) => document.adoptNode(part)));
      }
      delete nav.dataset.mmBodies;
    })
    .catch((error: unknown) => console.warn('[mega-menu] the panels could not load; they offer their shop-all links', error))
    .finally(() => nav.removeAttribute('data-mm-filling'));
}

export function initMegaMenus(): void {
  for (const nav of document.querySelectorAll<HTMLElement>('[data-mm]:not([data-mm-ready])')) {
    nav.setAttribute('data-mm-ready', '');
    menus.push(nav);
    fillPanels(nav);
    for (const type of ['pointerenter', 'focusin', 'touchstart'] as const) nav.addEventListener(type, () => fillPanels(nav), { passive: true });
    const hover = !nav.hasAttribute('data-mm-click');
    nav.querySelectorAll<HTMLElement>('[data-mm-item]').forEach((item) => initPanel(item, nav, hover));
    initDrawer(nav);
    nav.addEventListener('click', (e) => {
      const target = e.target as Element;
      // Following a link inside the menu is a route change.
      if (target.closest('a[href]')) closeAll();
      // Invoker commands (command/commandfor) are recent: open and close the drawer ourselves where missing.
      const button = target.closest<HTMLButtonElement>('button[commandfor]');
      if (button && !('command' in HTMLButtonElement.prototype)) {
        const dialog = document.getElementById(button.getAttribute('commandfor')!) as HTMLDialogElement | null;
        if (button.getAttribute('command') === 'close') dialog?.close();
        else dialog?.showModal();
      }
    });
  }
  if (menus.length > 0 && !listening) {
    listening = true;
    // Any other route change: history moves, client-side routing, or a page restored from the
    // back/forward cache with a panel still open.
    addEventListener('pageshow', (e) => e.persisted && closeAll());
    addEventListener('popstate', closeAll);
    document.addEventListener('astro:before-swap', closeAll);
    (window as unknown as { navigation?: EventTarget }).navigation?.addEventListener('navigate', closeAll);
  }
}

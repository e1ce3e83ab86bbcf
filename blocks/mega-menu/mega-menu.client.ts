/**
 * The mega menu's behaviour on top of what the platform already does (see MegaMenu.astro):
 * hover intent, aria-expanded, Escape returning focus to the trigger, and closing on navigation.
 * Clicking a trigger, the close button, Escape and click-outside work without this script.
 */

/** Long enough that sweeping the pointer across the bar does not flash every panel. */
const OPEN_DELAY_MS = 150;
/** Long enough to cross the gap between the bar and the panel, or to overshoot slightly. */
const CLOSE_DELAY_MS = 250;

const menus: HTMLElement[] = [];
let listening = false;

/** Close every panel and drawer: the page changes, so nothing stays open over it. */
function closeAll(): void {
  for (const nav of menus) {
    nav.querySelectorAll<HTMLElement>('[popover]').forEach((p) => p.togglePopover(false));
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
    if ((e as ToggleEvent).newState === 'open') panel.style.setProperty('--mm-top', `${nav.querySelector('.mm-bar')!.getBoundingClientRect().bottom}px`);
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

  if (!hover) return;
  const later = (open: boolean, delay: number) => {
    clearTimeout(timer);
    timer = window.setTimeout(() => {
      if (open && !panel.matches(':popover-open')) openedByHover = true;
      panel.togglePopover(open);
    }, delay);
  };
  item.addEventListener('pointerenter', (e) => e.pointerType === 'mouse' && later(true, OPEN_DELAY_MS));
  item.addEventListener('pointerleave', (e) => e.pointerType === 'mouse' && later(false, CLOSE_DELAY_MS));
  // A mouse click on a panel that hover just opened would toggle it shut: keep it open instead.
  // Keyboard activation (detail 0) keeps the native toggle.
  trigger.addEventListener('click', (e) => {
    if (openedByHover && e.detail > 0) {
      e.preventDefault();
      openedByHover = false;
    }
  });
}

export function initMegaMenus(): void {
  for (const nav of document.querySelectorAll<HTMLElement>('[data-mm]:not([data-mm-ready])')) {
    nav.setAttribute('data-mm-ready', '');
    menus.push(nav);
    const hover = !nav.hasAttribute('data-mm-click');
    nav.querySelectorAll<HTMLElement>('[data-mm-item]').forEach((item) => initPanel(item, nav, hover));
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

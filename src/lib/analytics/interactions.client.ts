/**
 * Tag-manager pushes for navigation clicks (docs/requirements/catalogue.md#analytics): footer links, top navigation links,
 * mobile menu sections, and product links carrying an interaction origin (docs/requirements/catalogue.md#analytics). One delegated
 * listener, in the capture phase so the push happens before the browser navigates away; the
 * blocks need no script of their own for it. Consent is checked by pushEvent.
 *
 * It loads on the shopper's first intent (src/components/chrome/chrome.client.ts). A click that
 * comes before it is queued there with what it saw at the time (whether a menu section was open)
 * and handed to startInteractionTracking, which pushes it first; a link it would report waits
 * for that push before navigating.
 */
import { sectionOpen, type QueuedClick } from './click-queue.ts';
import { pushEvent } from './data-layer.ts';
import { INTERACTION_ORIGIN_ATTRIBUTE, isInteractionOrigin } from './interaction-origin.ts';

const PRODUCT_ID = /\/p\/[^/?#]*?-([A-Z]{2}[A-Z0-9]{6,9})(?:[/?#]|$)/;

const text = (el: Element): string => (el.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 200);

function linkUrl(a: HTMLAnchorElement): string {
  try {
    const url = new URL(a.href, location.href);
    return url.origin === location.origin ? `${url.pathname}${url.search}` : url.href;
  } catch {
    return a.getAttribute('href') ?? '';
  }
}

function onClick(event: MouseEvent): void {
  if (event.target instanceof Element) trackClick(event.target, sectionOpen(event.target));
}

function trackClick(target: Element, sectionWasOpen: boolean | undefined): void {
  const link = target.closest<HTMLAnchorElement>('a[href]');
  const origin = link?.getAttribute(INTERACTION_ORIGIN_ATTRIBUTE);
  if (link && isInteractionOrigin(origin)) {
    const productId = PRODUCT_ID.exec(linkUrl(link))?.[1];
    pushEvent({ event: 'product_click', interactionOrigin: origin, linkText: text(link), linkUrl: linkUrl(link), ...(productId ? { productId } : {}) });
    return;
  }

  const menu = target.closest('[data-block="mega-menu"]');
  if (menu) {
    const drawer = target.closest('dialog');
    const summary = target.closest('summary');
    if (drawer && summary) {
      // The click toggles the section after this listener: report the state it is going to.
      pushEvent({ event: 'mobile_menu_section_click', section: summary.getAttribute('data-track') || text(summary), expanded: !(sectionWasOpen ?? false) });
      return;
    }
    if (link) {
      const navItem = link.getAttribute('data-track') ?? undefined;
      pushEvent({ event: 'top_nav_link_click', menu: drawer ? 'mobile' : 'desktop', linkText: text(link), linkUrl: linkUrl(link), ...(navItem ? { navItem } : {}) });
    }
    return;
  }

  if (link && target.closest('[data-block="footer"]')) {
    pushEvent({ event: 'footer_link_click', linkText: text(link), linkUrl: linkUrl(link) });
  }
}

/**
 * docs/requirements/catalogue.md#product 'Direct to PDP': a product page (its root carries data-pdp-product-id) reached
 * from no page of the shop (no referrer, or another site's). A product reached from inside the
 * shop was already reported by the click that led there (product_click with its origin).
 */
function reportDirectProductView(): void {
  const productId = document.querySelector<HTMLElement>('[data-pdp-product-id]')?.dataset.pdpProductId;
  if (!productId) return;
  let internal = false;
  try {
    internal = document.referrer !== '' && new URL(document.referrer).origin === location.origin;
  } catch {
    internal = false;
  }
  if (!internal) pushEvent({ event: 'product_view', interactionOrigin: 'Direct to PDP', productId });
}

let started = false;

/** Starts tracking (once), after pushing the clicks queued before it arrived (emptied), in order. */
export function startInteractionTracking(queued: QueuedClick[] = []): void {
  for (const [target, wasOpen] of queued.splice(0)) trackClick(target, wasOpen);
  if (started) return;
  started = true;
  document.addEventListener('click', onClick, { capture: true });
  reportDirectProductView();
}

/**
 * Vertical list: the hovered or focused item sets the media shown (docs/requirements/content-blocks.md#vertical-list). Items without a
 * link become focusable, so keyboard shoppers can switch them too. A few hundred bytes.
 */
function setUp(root: HTMLElement): void {
  const items = [...root.querySelectorAll<HTMLElement>('[data-vl-item]')];
  const media = [...root.querySelectorAll<HTMLElement>('[data-vl-media]')];
  const show = (index: number) => {
    items.forEach((el, i) => el.toggleAttribute('data-active', i === index));
    media.forEach((el, i) => {
      el.toggleAttribute('data-active', i === index);
      if (i === index) el.removeAttribute('aria-hidden');
      else el.setAttribute('aria-hidden', 'true');
    });
  };
  items.forEach((item, i) => {
    if (!item.querySelector('a[href]')) item.tabIndex = 0;
    item.addEventListener('pointerenter', () => show(i));
    item.addEventListener('focusin', () => show(i));
  });
  // This code arrives as the list nears the viewport: a pointer already resting on an item, or
  // focus already in one, gets no new event, so the item it is on is shown now.
  const current = items.findIndex((item) => item.matches(':hover') || item.contains(document.activeElement));
  if (current >= 0) show(current);
}

document.querySelectorAll<HTMLElement>('[data-vertical-list]:not([data-vl-ready])').forEach((root) => {
  root.setAttribute('data-vl-ready', '');
  setUp(root);
});

// A module (imported by ../shared/behaviours.client.ts), though it exports nothing.
export {};

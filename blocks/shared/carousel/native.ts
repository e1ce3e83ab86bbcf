/**
 * A carousel before Swiper: the server's scroll-snap row already scrolls by touch, trackpad and
 * keyboard; this gives our server-rendered previous/next buttons and bullets a few lines of
 * scrolling of their own, keeps their state (current bullet, disabled ends, progress bar) in
 * step with the row, and calls `intent` once the shopper reaches for the carousel (pointer over
 * it, a touch, focus inside, or a press of one of its buttons). The caller then loads Swiper,
 * which starts on the slide this row shows (`data-cl-at`), with the same slide sizes, so nothing
 * moves. While Swiper runs (`data-cl-on` on the root), this stands aside.
 */

export interface NativeOptions {
  loop: boolean;
  centered: boolean;
  /** Slides one arrow press moves (read on each press: it may depend on the breakpoint). */
  group?: () => number;
}

/** The child index Swiper should start on, written by the native buttons. */
export const START_ATTR = 'data-cl-at';

/**
 * The bullets' state: the current one, and those past the row's last position unreachable. The
 * server writes a bullet per slide, not knowing how many slides a row shows at once; the rest are
 * made unreachable, not removed: they keep their room (invisible, out of the tab order and the
 * accessibility tree, blocks/collection/collection.css), so the progress bar beside them (flex-1)
 * does not move left when the script comes, a layout shift on every load of a page with a
 * carousel whose bullets and bar both show.
 */
export function markBullets(bullets: readonly HTMLElement[], count: number, index: number): void {
  bullets.forEach((b, i) => {
    b.toggleAttribute('data-unreachable', i >= count);
    if (i === index) b.setAttribute('aria-current', 'true');
    else b.removeAttribute('aria-current');
  });
}

export function nativeCarousel(root: HTMLElement, options: NativeOptions, intent: () => void): () => void {
  const track = root.querySelector<HTMLElement>('.cl-track');
  if (!track) return () => {};
  const prev = root.querySelector<HTMLElement>('[data-cl-prev]');
  const next = root.querySelector<HTMLElement>('[data-cl-next]');
  const bar = root.querySelector<HTMLElement>('[data-cl-bar]');
  const bullets = [...root.querySelectorAll<HTMLElement>('[data-cl-bullet]')];
  const on = () => root.hasAttribute('data-cl-on');

  /** The visible slides (a slide hidden on this breakpoint has no box) and where the row snaps to each. */
  const snaps = () => {
    const box = track.getBoundingClientRect();
    const pad = parseFloat(getComputedStyle(track).scrollPaddingInlineStart) || 0;
    const max = track.scrollWidth - track.clientWidth;
    const children = [...track.children] as HTMLElement[];
    return children.flatMap((slide, child) => {
      const r = slide.getBoundingClientRect();
      if (!r.width) return [];
      const at = options.centered ? r.left - box.left + r.width / 2 - track.clientWidth / 2 : r.left - box.left - pad;
      return [{ child, left: Math.min(max, Math.max(0, track.scrollLeft + at)) }];
    });
  };
  /** Index of the slide the row shows, and how many distinct end positions there are. */
  const where = (list = snaps()) => {
    let index = 0;
    list.forEach((s, i) => {
      if (Math.abs(s.left - track.scrollLeft) < Math.abs(list[index]!.left - track.scrollLeft)) index = i;
    });
    const positions = new Set(list.map((s) => Math.round(s.left))).size;
    return { index, positions };
  };

  const update = () => {
    if (on()) return;
    const list = snaps();
    if (!list.length) return;
    const { index, positions } = where(list);
    const count = options.loop ? list.length : positions;
    markBullets(bullets, count, index);
    prev?.setAttribute('aria-disabled', String(!options.loop && track.scrollLeft <= 1));
    next?.setAttribute('aria-disabled', String(!options.loop && track.scrollLeft >= track.scrollWidth - track.clientWidth - 1));
    if (bar) bar.style.transform = `scaleX(${(Math.min(index, count - 1) + 1) / Math.max(1, count)})`;
  };

  const go = (to: number) => {
    const list = snaps();
    if (!list.length) return;
    const last = list.length - 1;
    const target = options.loop ? (to > last ? 0 : to < 0 ? last : to) : Math.max(0, Math.min(last, to));
    const snap = list[target]!;
    root.setAttribute(START_ATTR, String(snap.child));
    const reduced = matchMedia('(prefers-reduced-motion: reduce)').matches;
    track.scrollTo({ left: snap.left, behavior: reduced ? 'instant' : 'smooth' });
  };

  const onClick = (event: MouseEvent) => {
    const button = (event.target as Element | null)?.closest<HTMLElement>('[data-cl-prev],[data-cl-next],[data-cl-bullet]');
    if (!button || !root.contains(button) || on()) return;
    const { index } = where();
    const step = Math.max(1, options.group?.() ?? 1);
    if (button.hasAttribute('data-cl-bullet')) go(bullets.indexOf(button));
    else if (button.hasAttribute('data-cl-next')) {
      if (button.getAttribute('aria-disabled') !== 'true') go(index + step);
    } else if (button.getAttribute('aria-disabled') !== 'true') go(index - step);
    reach();
  };

  let frame = 0;
  const onScroll = () => {
    if (frame) return;
    frame = requestAnimationFrame(() => {
      frame = 0;
      update();
    });
  };
  // A scroll of the shopper's own (swipe, trackpad) is no reason to load anything: the row does it.
  const onUserScroll = () => root.removeAttribute(START_ATTR);

  const INTENT = ['pointerenter', 'touchstart', 'focusin'] as const;
  let reached = false;
  function reach(): void {
    if (reached) return;
    reached = true;
    for (const type of INTENT) root.removeEventListener(type, reach);
    intent();
  }

  root.addEventListener('click', onClick);
  track.addEventListener('scroll', onScroll, { passive: true });
  track.addEventListener('wheel', onUserScroll, { passive: true });
  track.addEventListener('touchmove', onUserScroll, { passive: true });
  for (const type of INTENT) root.addEventListener(type, reach, { passive: true });
  update();

  return () => {
    cancelAnimationFrame(frame);
    root.removeEventListener('click', onClick);
    track.removeEventListener('scroll', onScroll);
    track.removeEventListener('wheel', onUserScroll);
    track.removeEventListener('touchmove', onUserScroll);
    for (const type of INTENT) root.removeEventListener(type, reach);
  };
}

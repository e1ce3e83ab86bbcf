/**
 * Swiper Element for one collection on one breakpoint. The server renders the slides in a plain
 * row; this moves them into a <swiper-container> and back on unmount. Loaded with import() by
 * collection.run.ts only when the shopper reaches for a carousel of the current breakpoint
 * (../shared/carousel/native.ts), or when it is on screen and autoplays.
 *
 * Modules: A11y always (slide roles, moving to a slide that receives focus, the loop Tab fix);
 * Autoplay only when this breakpoint autoplays, in its own chunk. The arrows, bullets, progress
 * bar and pause button are our own server-rendered buttons (no layout shift, localised labels,
 * usable before the upgrade), so the Navigation and Pagination modules are not needed; arrow keys
 * are handled here only while focus is inside the carousel, unlike the Keyboard module, which
 * listens on the whole document and would move every carousel in view at once.
 */
import { register } from 'swiper/element';
import { A11y } from 'swiper/modules';
import type { Swiper, SwiperModule, SwiperOptions } from 'swiper/types';
import type { CarouselConfig } from './layout.ts';
import { markBullets, START_ATTR } from '../shared/carousel/native.ts';

register();

/** A11y's live region lives in the shadow root, where the page's sr-only class cannot reach. */
const SHADOW_CSS = '.swiper-notification{position:absolute;left:0;top:0;opacity:0;pointer-events:none;z-index:-1000}';

export async function mount(root: HTMLElement, config: CarouselConfig): Promise<() => void> {
  const track = root.querySelector<HTMLElement>('.cl-track');
  if (!track) return () => {};
  const q = <T extends Element>(s: string) => root.querySelector<T>(s);
  const prev = q<HTMLButtonElement>('[data-cl-prev]');
  const next = q<HTMLButtonElement>('[data-cl-next]');
  const play = q<HTMLButtonElement>('[data-cl-play]');
  const bar = q<HTMLElement>('[data-cl-bar]');
  const bullets = [...root.querySelectorAll<HTMLButtonElement>('[data-cl-bullet]')];
  const reduced = matchMedia('(prefers-reduced-motion: reduce)').matches;
  const modules: SwiperModule[] = [A11y];
  if (config.autoplayMs) modules.push((await import('./autoplay.ts')).Autoplay);

  const slides = [...track.children] as HTMLElement[];
  // Start where the shopper has already scrolled the native row, so the upgrade does not jump back.
  const scrolled = track.scrollLeft;
  // A press of our own buttons before the upgrade names its slide (the row may still be scrolling there).
  const pressed = root.getAttribute(START_ATTR);
  root.removeAttribute(START_ATTR);
  const initialSlide = pressed !== null ? Number(pressed) : Math.max(0, slides.findIndex((s) => s.offsetLeft - slides[0]!.offsetLeft >= scrolled - 1));
  const focused = document.activeElement as HTMLElement | null;

  const rem = parseFloat(getComputedStyle(document.documentElement).fontSize) || 16;
  const offset = config.centered ? 0 : config.marginRem * rem;
  const params: SwiperOptions = {
    modules,
    // Slide sizes come from the same CSS that laid out the native row.
    slidesPerView: 'auto',
    slidesOffsetBefore: offset,
    slidesOffsetAfter: offset,
    centeredSlides: config.centered,
    loop: config.loop,
    initialSlide: config.centered && pressed === null ? 0 : initialSlide,
    speed: reduced ? 0 : 400,
    watchSlidesProgress: true,
    // Labels and roles are rendered on the server; A11y must not replace them with its English ones.
    a11y: { slideLabelMessage: '', itemRoleDescriptionMessage: null, slideRole: 'group' },
    autoplay: config.autoplayMs ? { enabled: false, delay: config.autoplayMs, pauseOnMouseEnter: true, disableOnInteraction: false } : false,
    injectStyles: [SHADOW_CSS],
  };
  const el = document.createElement('swiper-container');
  el.setAttribute('init', 'false');
  Object.assign(el, params);
  el.append(...slides);
  track.append(el);
  root.setAttribute('data-cl-on', '');
  el.initialize();
  // Moving the slides blurred whatever had focus inside them.
  if (focused && root.contains(focused)) focused.focus({ preventScroll: true });
  const swiper: Swiper = el.swiper;
  const count = bullets.length;

  const update = () => {
    const snaps = config.loop ? count : swiper.snapGrid.length;
    const index = config.loop ? swiper.realIndex : swiper.snapIndex;
    // Without loop, the last slides share one end position: one bullet per position.
    markBullets(bullets, snaps, index);
    // aria-disabled, not disabled: a focused button that became disabled would drop focus.
    prev?.setAttribute('aria-disabled', String(!config.loop && swiper.isBeginning));
    next?.setAttribute('aria-disabled', String(!config.loop && swiper.isEnd));
    if (bar) bar.style.transform = `scaleX(${(index + 1) / Math.max(1, snaps)})`;
  };
  swiper.on('slideChange', update);
  swiper.on('snapGridLengthChange', update);
  swiper.on('resize', update);
  update();

  if (prev) prev.onclick = () => swiper.slidePrev();
  if (next) next.onclick = () => swiper.slideNext();
  bullets.forEach((b, i) => {
    b.onclick = () => (config.loop ? swiper.slideToLoop(i) : swiper.slideTo(i));
  });

  // APG carousel: announce slide changes only when the shopper makes them. Loop mode moves
  // slides around the DOM, which a live region would read out, so it stays silent too.
  const setLive = (playing: boolean) => swiper.wrapperEl.setAttribute('aria-live', playing || config.loop ? 'off' : 'polite');
  setLive(false);
  const setPlaying = (on: boolean) => {
    if (!swiper.autoplay) return;
    if (on) swiper.autoplay.start();
    else swiper.autoplay.stop();
    setLive(on);
    if (play) {
      play.dataset.state = on ? 'playing' : 'paused';
      play.setAttribute('aria-label', (on ? play.dataset.labelPause : play.dataset.labelPlay) ?? '');
    }
  };
  if (config.autoplayMs) {
    // Reduced motion: never start on our own; the shopper can still press play.
    setPlaying(!reduced);
    if (play) play.onclick = () => setPlaying(!swiper.autoplay.running);
  } else if (play) {
    play.onclick = null;
  }

  const onFocus = (e: FocusEvent) => {
    // WCAG 2.2.2 / APG carousel: rotation stops for good once focus is on a slide.
    if (swiper.autoplay?.running && el.contains(e.target as Node)) setPlaying(false);
  };
  const onKey = (e: KeyboardEvent) => {
    if (e.key === 'ArrowLeft') swiper.slidePrev();
    else if (e.key === 'ArrowRight') swiper.slideNext();
    else return;
    e.preventDefault();
  };
  root.addEventListener('focusin', onFocus);
  root.addEventListener('keydown', onKey);

  return () => {
    root.removeEventListener('focusin', onFocus);
    root.removeEventListener('keydown', onKey);
    swiper.destroy(true, true);
    // Back to the native list for the grid (or the next mount), in the original order.
    track.append(...slides);
    el.remove();
    root.removeAttribute('data-cl-on');
  };
}

/**
 * The video block's always-loaded part (a few hundred bytes): the poster for the current
 * breakpoint, the pause button of a video without controls, and, once the block is near the
 * viewport, the Cloudinary player (./player.ts, its own chunk with its styles). Until then, and
 * if the player cannot load, the native <video> works on its own.
 */
import type { Breakpoint } from '../../schemas/content/common.ts';
import type { VideoClientConfig } from './model.ts';

/** The CMS breakpoints, largest first, as in src/styles/global.css. */
const QUERIES: ReadonlyArray<[Breakpoint, MediaQueryList]> = [
  ['xl', matchMedia('(min-width: 80rem)')],
  ['lg', matchMedia('(min-width: 64rem)')],
  ['md', matchMedia('(min-width: 48rem)')],
];
const currentBreakpoint = (): Breakpoint => QUERIES.find(([, q]) => q.matches)?.[0] ?? 'sm';

/** Near enough to start loading the player, so it is ready when it scrolls in. */
const NEAR = '50% 0px';

function wireToggle(frame: HTMLElement, video: HTMLVideoElement): void {
  const toggle = frame.querySelector<HTMLButtonElement>('[data-video-toggle]');
  if (!toggle) return;
  const sync = () => {
    const playing = !video.paused;
    toggle.toggleAttribute('data-playing', playing);
    toggle.setAttribute('aria-label', (playing ? toggle.dataset.labelPause : toggle.dataset.labelPlay) ?? '');
  };
  toggle.addEventListener('click', () => {
    if (video.paused) void video.play().catch((error: unknown) => console.warn('[video] play was refused', error));
    else video.pause();
  });
  video.addEventListener('play', sync);
  video.addEventListener('pause', sync);
  sync();
  toggle.hidden = false;
}

function setUp(frame: HTMLElement): void {
  const video = frame.querySelector('video');
  if (!video) return;
  const config = JSON.parse(frame.dataset.video ?? '{}') as VideoClientConfig;
  const poster = config.cuts?.[currentBreakpoint()]?.poster;
  if (poster && video.getAttribute('poster') !== poster) video.poster = poster;
  wireToggle(frame, video);
  new IntersectionObserver(
    (entries, observer) => {
      if (!entries.some((e) => e.isIntersecting)) return;
      observer.disconnect();
      // Video.js would otherwise add <style> elements, which the Content-Security-Policy refuses.
      (window as Window & { VIDEOJS_NO_DYNAMIC_STYLE?: boolean }).VIDEOJS_NO_DYNAMIC_STYLE = true;
      import('./player.ts')
        .then(({ mountPlayer }) => mountPlayer(video, config, currentBreakpoint))
        .catch((error: unknown) => console.warn('[video] the player could not load; the native video stays', error));
    },
    { rootMargin: NEAR },
  ).observe(frame);
}

document.querySelectorAll<HTMLElement>('[data-video]:not([data-video-ready])').forEach((frame) => {
  frame.setAttribute('data-video-ready', '');
  setUp(frame);
});

/**
 * The UGC widgets' loader, the only always-loaded part: near the viewport it loads the widget's
 * script (Curalate after its init delay, docs/requirements/content-blocks.md#user-generated-content: 500 ms) and creates the widget in the
 * block's container. A widget that cannot load is only logged (docs/requirements/content-blocks.md#user-generated-content) and the block steps
 * aside; leaving the page destroys it.
 */
import { CURALATE_INIT_DELAY_MS } from '../../schemas/content/ugc-rules.ts';
import type { UgcConfig } from './gallery.ts';

function start(root: HTMLElement): void {
  const config = JSON.parse(root.dataset.ugc ?? '{}') as UgcConfig;
  const delay = config.provider === 'curalate' ? CURALATE_INIT_DELAY_MS : 0;
  window.setTimeout(async () => {
    try {
      const widget = await import('./widget.ts');
      await widget.create(config.containerId, config);
      addEventListener('pagehide', () => widget.destroy(config.containerId), { once: true });
    } catch (error) {
      console.error(`[ugc] the ${config.provider} widget could not load`, error);
      root.hidden = true;
    }
  }, delay);
}

const observer = new IntersectionObserver(
  (entries) => {
    for (const entry of entries) {
      if (!entry.isIntersecting) continue;
      observer.unobserve(entry.target);
      start(entry.target as HTMLElement);
    }
  },
  { rootMargin: '25% 0px' },
);

document.querySelectorAll<HTMLElement>('[data-ugc]:not([data-ugc-ready])').forEach((root) => {
  root.setAttribute('data-ugc-ready', '');
  observer.observe(root);
});

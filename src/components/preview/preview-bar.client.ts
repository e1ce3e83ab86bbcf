/**
 * The preview bar's behaviour: exit (a same-origin JSON POST, then the same page as shoppers
 * see it), and, when the page is inside a preview frame, scroll sync with the other frames by
 * cross-window messages whose origin is checked both ways (docs/requirements/editors-and-experiments.md#preview).
 */
import { isScrollMessage, SCROLL_MESSAGE, type ScrollMessage } from '../../lib/preview/frames.ts';

const EXIT_TIMEOUT_MS = 8000;

function startExit(bar: HTMLElement): void {
  const button = bar.querySelector<HTMLButtonElement>('[data-preview-exit]');
  button?.addEventListener('click', async () => {
    button.disabled = true;
    try {
      const res = await fetch('/preview/exit', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{}',
        signal: AbortSignal.timeout(EXIT_TIMEOUT_MS),
      });
      if (!res.ok) throw new Error(`HTTP ${res.status}`);
      const next = new URL(location.href);
      next.searchParams.delete('previewDateTime');
      location.assign(next.href);
    } catch {
      button.disabled = false;
      button.textContent = 'Exit failed, try again';
    }
  });
}

/** The framing window's origin, when the browser tells us (ancestorOrigins) or the referrer does. */
function parentOrigin(): string | null {
  const ancestors = (location as Location & { ancestorOrigins?: DOMStringList }).ancestorOrigins;
  if (ancestors && ancestors.length > 0) return ancestors[0] ?? null;
  try {
    return document.referrer ? new URL(document.referrer).origin : null;
  } catch {
    return null;
  }
}

function startFrameSync(bar: HTMLElement): void {
  if (window.parent === window) return;
  let allowed: string[] = [];
  try {
    allowed = JSON.parse(bar.dataset.allowedOrigins ?? '[]') as string[];
  } catch {
    return;
  }
  const parent = parentOrigin();
  // Never tell an unknown framer where the editor is scrolling, never obey one either.
  if (!parent || !allowed.includes(parent)) return;
  const frame = window.name || 'frame';
  const maxScroll = () => Math.max(0, document.documentElement.scrollHeight - window.innerHeight);
  let applying = false;
  let queued = false;

  window.addEventListener(
    'scroll',
    () => {
      if (applying) {
        applying = false;
        return;
      }
      if (queued) return;
      queued = true;
      requestAnimationFrame(() => {
        queued = false;
        const max = maxScroll();
        const message: ScrollMessage = { type: SCROLL_MESSAGE, ratio: max > 0 ? Math.min(1, window.scrollY / max) : 0, frame };
        window.parent.postMessage(message, parent);
      });
    },
    { passive: true },
  );

  window.addEventListener('message', (event) => {
    if (event.source !== window.parent || !allowed.includes(event.origin) || !isScrollMessage(event.data)) return;
    if (event.data.frame === frame) return;
    const top = Math.round(event.data.ratio * maxScroll());
    if (Math.abs(top - window.scrollY) < 2) return;
    // Our own scroll event must not be echoed back as a new position.
    applying = true;
    window.scrollTo({ top, behavior: 'instant' });
  });
}

export function startPreviewBar(): void {
  const bar = document.querySelector<HTMLElement>('[data-preview-bar]');
  if (!bar) return;
  startExit(bar);
  startFrameSync(bar);
}

/**
 * Preview frames (docs/requirements/editors-and-experiments.md#preview): the same page in several frames, their scroll positions kept in
 * step by cross-window messages. Shared by the framed pages' script, the frames page and the
 * server (which origins may frame us: CSP frame-ancestors).
 */

/** The message a frame sends when it scrolls, and the frames page relays to the other frames. */
export const SCROLL_MESSAGE = 'cairn:preview-scroll';

export interface ScrollMessage {
  type: typeof SCROLL_MESSAGE;
  /** Scroll position as a fraction of the scrollable height (0–1): frames differ in size. */
  ratio: number;
  /** Which frame sent it, so the relay skips the sender. */
  frame: string;
}

export function isScrollMessage(data: unknown): data is ScrollMessage {
  if (!data || typeof data !== 'object') return false;
  const m = data as Record<string, unknown>;
  return m.type === SCROLL_MESSAGE && typeof m.ratio === 'number' && Number.isFinite(m.ratio) && m.ratio >= 0 && m.ratio <= 1 && typeof m.frame === 'string' && m.frame.length <= 64;
}

/**
 * EDITOR_ORIGINS as configured: origins separated by commas or spaces. Anything that is not a
 * bare http(s) origin (a path, a wildcard, a typo) is dropped and reported, never widened.
 */
export function parseEditorOrigins(raw: string | undefined): { origins: string[]; rejected: string[] } {
  const origins: string[] = [];
  const rejected: string[] = [];
  for (const item of (raw ?? '').split(/[\s,]+/).filter(Boolean)) {
    let url: URL | undefined;
    try {
      url = new URL(item);
    } catch {
      url = undefined;
    }
    // A wildcard or any character outside a plain host name would widen the list: refused.
    if (url && (url.protocol === 'https:' || url.protocol === 'http:') && /^[a-z0-9.-]+(:\d+)?$/i.test(url.host) && url.origin === item.replace(/\/$/, '')) {
      if (!origins.includes(url.origin)) origins.push(url.origin);
    } else {
      rejected.push(item);
    }
  }
  return { origins, rejected };
}

/** The CSP directive naming who may frame our pages: ourselves and the configured editors. */
export function frameAncestorsDirective(editorOrigins: readonly string[]): `frame-ancestors ${string}` {
  return `frame-ancestors ${["'self'", ...editorOrigins].join(' ')}`;
}

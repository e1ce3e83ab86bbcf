/**
 * The member panel's last height, kept in this browser so a member's next visit to the loyalty
 * page does not move (docs/decisions.md "The loyalty panel keeps a member's height, session 24").
 *
 * The page is public and cached, so its HTML cannot know who is there: the panel opens in its
 * loading state, as tall as a guest's part, and a member's points, vouchers and welcome offer
 * used to push the benefits box and the content below down by 150–170 px (CLS 0.05–0.09). The
 * panel's script (src/components/loyalty/panel.client.ts) keeps the member part's height here
 * each time it shows it, per page language, one figure for phones and one for wider screens (the
 * panel sits beside the benefits box from `md` up). It forgets them when the panel shows a guest
 * or a non-member, and at sign-out (src/lib/auth/account.ts). The inline script below gives the
 * loading state that height before anything of the panel paints.
 *
 * It is a layout hint and nothing more: no points, no ids, trusted for nothing. A stale figure
 * (a session that ended on the server) costs one move on the next visit, then it is gone.
 */
export const MEMBER_HEIGHT_KEY = 'loyaltyPanelHeight';
/** Tailwind's `md` (48rem), where the panel moves beside the benefits box. */
export const WIDE_FROM_PX = 768;

/** One figure per page language and span: words wrap differently (en-CA and fr-CA share a shopper). */
type Heights = Record<string, number>;

const slotOf = (language: string, viewportWidth: number): string => `${language}|${viewportWidth >= WIDE_FROM_PX ? 'wide' : 'narrow'}`;

/**
 * A classic script placed right after the loading state (a module would run after the whole page
 * is parsed, so the short box would paint first). No storage, a bad value or no script: the
 * loading state keeps the guest's height. astro.config.mjs allows it by its hash.
 */
export const MEMBER_HEIGHT_EARLY_SCRIPT = `try{var h=JSON.parse(localStorage.getItem("${MEMBER_HEIGHT_KEY}")||"{}")[document.documentElement.lang+(innerWidth>=${WIDE_FROM_PX}?"|wide":"|narrow")];if(typeof h=="number"&&h>0&&h<2000)document.currentScript.previousElementSibling.style.minHeight=h+"px"}catch(e){}`;

function read(storage: Storage): Heights {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(MEMBER_HEIGHT_KEY) ?? '{}');
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Heights) : {};
  } catch {
    return {};
  }
}

/**
 * Keeps the member part's height for the page's language (`<html lang>`) and this viewport's
 * span; storage that refuses is ignored. `storage` is for tests: reading `localStorage` itself
 * throws where the browser blocks it.
 */
export function rememberMemberHeight(language: string, viewportWidth: number, height: number, storage?: Storage): void {
  if (!(height > 0)) return;
  try {
    const store = storage ?? localStorage;
    const heights = read(store);
    const slot = slotOf(language, viewportWidth);
    const rounded = Math.round(height);
    if (heights[slot] === rounded) return;
    store.setItem(MEMBER_HEIGHT_KEY, JSON.stringify({ ...heights, [slot]: rounded }));
  } catch {
    // Private mode or a full storage: the next visit moves, as before.
  }
}

/** Forgets the heights: the panel showed a guest or a non-member, or the shopper signed out. */
export function forgetMemberHeight(storage?: Storage): void {
  try {
    (storage ?? localStorage).removeItem(MEMBER_HEIGHT_KEY);
  } catch {
    // Nothing kept, nothing to forget.
  }
}

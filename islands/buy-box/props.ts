/**
 * What the product page's buy-box button hands its island (`data-island-props`, src/lib/islands/lazy.ts).
 * Written by the server (src/components/buy-box/view.ts) from the product and the URL's choice
 * only: the page is public and cached, so nothing here depends on who is signed in. The island
 * reads the rest (quantity, what is still to choose) from the page itself.
 */
import type { FooterKind } from '../../src/lib/quick-shop/footer.ts';

/** The kinds a product page can show: never update-in-cart (that is quick shop's update context). */
export type BuyBoxKind = Exclude<FooterKind, 'update-in-cart'>;

export interface BuyBoxProps {
  /** The buy box's element id. */
  root: string;
  /** The footer button's kind for a shopper not signed in. */
  kind: BuyBoxKind;
  presale: boolean;
  /** The chosen variant; absent while a size is still to choose. */
  variantId?: string | undefined;
  upc?: string | undefined;
  pdpUrl: string;
  imageUrl?: string | undefined;
}

const KINDS = new Set<string>(['notify-me', 'out-of-stock', 'sign-in-to-buy', 'add-to-cart']);
const str = (v: unknown, max = 2000): v is string => typeof v === 'string' && v.length > 0 && v.length <= max;

/** The props of a trigger (untrusted JSON); null when unusable. */
export function readBuyBoxProps(raw: unknown): BuyBoxProps | null {
  const p = raw as Partial<Record<keyof BuyBoxProps, unknown>> | null;
  if (!p || typeof p !== 'object' || !str(p.root, 100) || !str(p.kind, 20) || !KINDS.has(p.kind) || !str(p.pdpUrl)) return null;
  return {
    root: p.root,
    kind: p.kind as BuyBoxKind,
    presale: p.presale === true,
    variantId: str(p.variantId, 100) ? p.variantId : undefined,
    upc: str(p.upc, 100) ? p.upc : undefined,
    pdpUrl: p.pdpUrl,
    imageUrl: str(p.imageUrl) ? p.imageUrl : undefined,
  };
}

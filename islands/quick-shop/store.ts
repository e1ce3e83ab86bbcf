/**
 * What quick shop was last asked to show. `open()` (mount.tsx) sets it; the panel keys its body
 * on `seq`, so every opening starts from a clean state (a new product, a new context).
 */
import { atom } from 'nanostores';
import type { QuickShopContext } from '../../src/lib/quick-shop/footer.ts';

export interface QuickShopProps {
  productId: string;
  variantId?: string | undefined;
  context?: QuickShopContext | undefined;
}

export const $quickShop = atom<(QuickShopProps & { seq: number }) | null>(null);

const CONTEXT_TYPES = new Set(['update-cart-item', 'update-saved-item']);
const str = (v: unknown): v is string => typeof v === 'string' && v.length > 0 && v.length <= 100;

/** Props from a trigger's data-island-props (untrusted JSON) or a script; null when unusable. */
export function readProps(raw: unknown): QuickShopProps | null {
  const p = raw as Partial<Record<keyof QuickShopProps, unknown>> | null;
  if (!p || typeof p !== 'object' || !str(p.productId)) return null;
  const c = p.context as Partial<Record<keyof QuickShopContext, unknown>> | undefined;
  const context =
    c && typeof c === 'object' && typeof c.type === 'string' && CONTEXT_TYPES.has(c.type) && str(c.itemId)
      ? { type: c.type as QuickShopContext['type'], itemId: c.itemId, qty: typeof c.qty === 'number' && Number.isInteger(c.qty) && c.qty > 0 ? c.qty : undefined }
      : undefined;
  return { productId: p.productId, variantId: str(p.variantId) ? p.variantId : undefined, context };
}

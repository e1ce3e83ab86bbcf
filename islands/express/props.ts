/**
 * What a device wallet button hands the wallet island (`data-island-props` on the product page,
 * React props elsewhere): which adapter the server configured, and what to buy. Untrusted JSON
 * on the page: read with `readWalletProps`. Imports nothing heavy (the buttons load it before
 * interaction).
 */
export type WalletKind = 'sandbox' | 'apple-pay';

export interface WalletProductLine {
  productId: string;
  upc?: string | undefined;
  pdpUrl?: string | undefined;
  productImageURL?: string | undefined;
}

export type WalletProps =
  | { kind: WalletKind; source: 'product'; line: WalletProductLine; amount?: number | undefined; currency?: string | undefined }
  | { kind: WalletKind; source: 'cart' };

const str = (v: unknown, max = 2000): v is string => typeof v === 'string' && v.length > 0 && v.length <= max;

export function readWalletProps(raw: unknown): WalletProps | null {
  const p = raw as Record<string, unknown> | null;
  if (!p || typeof p !== 'object' || (p.kind !== 'sandbox' && p.kind !== 'apple-pay')) return null;
  if (p.source === 'cart') return { kind: p.kind, source: 'cart' };
  const line = p.line as Record<string, unknown> | null;
  if (p.source !== 'product' || !line || typeof line !== 'object' || !str(line.productId, 100)) return null;
  return {
    kind: p.kind,
    source: 'product',
    line: {
      productId: line.productId,
      ...(str(line.upc, 100) ? { upc: line.upc } : {}),
      ...(str(line.pdpUrl) ? { pdpUrl: line.pdpUrl } : {}),
      ...(str(line.productImageURL) ? { productImageURL: line.productImageURL } : {}),
    },
    ...(typeof p.amount === 'number' && p.amount > 0 ? { amount: p.amount } : {}),
    ...(str(p.currency, 3) ? { currency: p.currency } : {}),
  };
}

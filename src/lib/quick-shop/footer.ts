/**
 * The quick-shop footer button (docs/requirements/catalogue.md#quick-shop), first match wins:
 *   1. notify-me: the site has the feature on, the variant allows it, and it is not in stock;
 *   2. out-of-stock (disabled): a chosen variant that is not in stock;
 *   3. sign-in-to-buy: a presale product and a shopper not signed in;
 *   4. update-in-cart: opened to change a cart line or a saved-for-later item;
 *   5. add-to-cart, with the price.
 * No variant yet (a size still to choose) is not out of stock: the button stays usable and its
 * click tells the shopper what to choose (a disabled button would not say why).
 */
import type { Variant } from '../../../schemas/api/product.ts';
import type { StockStatus } from '../catalogue/variants.ts';
import type { SiteFeatures } from '../site/features.ts';
import { QUICK_SHOP_MESSAGES, type QuickShopMessages } from './messages.ts';

export type UpdateContextType = 'update-cart-item' | 'update-saved-item';

export interface QuickShopContext {
  type: UpdateContextType;
  itemId: string;
  qty?: number | undefined;
}

export type FooterKind = 'notify-me' | 'out-of-stock' | 'sign-in-to-buy' | 'update-in-cart' | 'add-to-cart';

export interface FooterButton {
  kind: FooterKind;
  disabled: boolean;
  label: string;
}

export interface FooterInput {
  feature: Pick<SiteFeatures, 'notifyMe'>;
  /** The chosen variant; undefined while the selection is incomplete. */
  variant: Pick<Variant, 'notifyMe'> | undefined;
  /** The chosen variant's stock; undefined with no variant. */
  stock: StockStatus | undefined;
  presale: boolean;
  signedIn: boolean;
  context?: QuickShopContext | null | undefined;
  /** The formatted price of the variant (or the product's, before a choice). */
  price?: string | undefined;
}

export function footerButton(input: FooterInput, m: QuickShopMessages = QUICK_SHOP_MESSAGES): FooterButton {
  const { feature, variant, stock, presale, signedIn, context, price } = input;
  const soldOut = variant !== undefined && stock !== 'InStock';
  if (soldOut && feature.notifyMe && variant.notifyMe) return { kind: 'notify-me', disabled: false, label: m.notifyMe };
  if (soldOut) return { kind: 'out-of-stock', disabled: true, label: m.outOfStock };
  if (presale && !signedIn) return { kind: 'sign-in-to-buy', disabled: false, label: m.signInToBuy };
  if (context) return { kind: 'update-in-cart', disabled: false, label: m.updateInCart };
  return { kind: 'add-to-cart', disabled: false, label: price ? m.addToCartWithPrice(price) : m.addToCart };
}

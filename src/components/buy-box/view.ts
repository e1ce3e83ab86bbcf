/**
 * What the product page's buy box shows for a product and the URL's choice (./BuyBox.astro): the
 * availability line, the quantity choices, and the footer button by quick shop's priority
 * (src/lib/quick-shop/footer.ts, docs/requirements/catalogue.md#quick-shop). The page is public and cached, so the button is
 * worked out for both a shopper not signed in and one signed in; they differ only for a presale
 * (sign-in-to-buy, or add-to-cart), and the page shows the right one without script (BuyBox.astro).
 */
import type { Product, ProductAttribute, Variant } from '../../../schemas/api/product.ts';
import { selectedVariant, type Selection, type StockStatus } from '../../lib/catalogue/variants.ts';
import { footerButton, type FooterButton } from '../../lib/quick-shop/footer.ts';
import { stockLabelText } from '../../lib/quick-shop/messages.ts';
import { missingAttributes, variantStock } from '../../lib/quick-shop/stock.ts';
import type { SiteFeatures } from '../../lib/site/features.ts';
import type { BuyBoxMessages } from '../../../islands/buy-box/messages.ts';
import type { BuyBoxKind, BuyBoxProps } from '../../../islands/buy-box/props.ts';

/**
 * The quantity picker offers 1 to the variant's stock, at most this many. docs/requirements/cart.md#quantities-and-retries's caps
 * (999999, or the product's own limit) are the cart's; per-customer caps are configured upstream
 * and not known here, so a longer list would only offer quantities the cart might refuse.
 */
export const QUANTITY_CHOICES_MAX = 10;

export interface BuyBoxInput {
  product: Product;
  selection: Selection;
  features: Pick<SiteFeatures, 'notifyMe'>;
  /** The page's language (en, fr, de, it), for joining attribute names. */
  language: string;
  m: BuyBoxMessages;
  /** Formats an amount in the product's currency and the page's locale. */
  money: (amount: number) => string;
  /** The buy box's element id. */
  root: string;
  pdpUrl: string;
  imageUrl?: string | undefined;
}

export interface BuyBoxView {
  variant: Variant | undefined;
  stock: StockStatus | undefined;
  /** The non-colour attributes still to choose. */
  missing: ProductAttribute[];
  /** The availability line: the variant's stock label, or what to choose to see it. */
  status: string;
  /** The quantities offered (1…); empty when there is nothing in stock to pick a quantity of. */
  quantities: number[];
  /** The button for a shopper not signed in (the HTML's default) and for one signed in. */
  guest: FooterButton;
  member: FooterButton;
  props: BuyBoxProps;
}

/** 1…n, n the stock capped at QUANTITY_CHOICES_MAX; none when out of stock. */
export function quantityChoices(stockQuantity: number): number[] {
  const n = Math.min(Math.max(0, Math.floor(stockQuantity)), QUANTITY_CHOICES_MAX);
  return Array.from({ length: n }, (_, i) => i + 1);
}

const asKind = (button: FooterButton): BuyBoxKind => (button.kind === 'update-in-cart' ? 'add-to-cart' : button.kind);

export function buyBoxView(input: BuyBoxInput): BuyBoxView {
  const { product, selection, features, language, m, money, root, pdpUrl, imageUrl } = input;
  const missing = missingAttributes(product, selection);
  const variant = selectedVariant(product, selection);
  const live = variant ? variantStock(product, variant.stock?.quantity) : undefined;
  const stock = live?.status;
  // Every attribute chosen but no such variant: nothing to buy, said as sold out.
  const none = !variant && missing.length === 0;
  const single = product.price.lowCurrent === product.price.highCurrent;
  const price = variant ? money(variant.price.current) : single ? money(product.price.lowCurrent) : undefined;
  const footer = (signedIn: boolean) =>
    footerButton(
      none
        ? { feature: features, variant: { notifyMe: false }, stock: 'OutOfStock', presale: product.presale, signedIn }
        : { feature: features, variant, stock, presale: product.presale, signedIn, price },
      m.shared,
    );
  const guest = footer(false);
  const names = new Intl.ListFormat(language, { type: 'conjunction' }).format(missing.map((a) => a.label));
  const status = variant ? stockLabelText(stock === 'InStock', variant.stock?.label, m.shared) : none ? m.shared.stockOutOfStock : m.chooseToSeeAvailability(names);
  return {
    variant,
    stock,
    missing,
    status,
    quantities: live?.status === 'InStock' ? quantityChoices(live.quantity) : [],
    guest,
    member: footer(true),
    props: {
      root,
      kind: asKind(guest),
      presale: product.presale,
      ...(variant ? { variantId: variant.id, upc: variant.upc } : {}),
      pdpUrl,
      ...(imageUrl ? { imageUrl } : {}),
    },
  };
}

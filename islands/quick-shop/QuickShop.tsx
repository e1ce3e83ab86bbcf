/**
 * The quick-shop panel (docs/requirements/catalogue.md#quick-shop): the product's image, name and price, colour swatches,
 * size/attribute pickers, the stock label and the footer button by priority
 * (src/lib/quick-shop/footer.ts). Adding uses the cart client (retries and cart recovery live
 * there); a failure stays in the panel with the choice intact.
 *
 * Not here yet (docs/requirements/catalogue.md#quick-shop): the PayPal express button. When it comes, it must be left out
 * while an in-store employee is signed in (buy-in-store session, src/stores/buy-in-store.ts).
 */
import { useStore } from '@nanostores/react';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import type { Product } from '../../schemas/api/product.ts';
import { addToCart, updateCartItem } from '../../src/lib/cart/client.ts';
import { discountLabel, formatMoney } from '../../src/lib/catalogue/price.ts';
import { COLOR, normaliseSelection, selectedVariant, type Selection } from '../../src/lib/catalogue/variants.ts';
import { DIALOGS } from '../../src/lib/dialogs/names.ts';
import { pageLanguage } from '../../src/lib/errors/report.ts';
import { openIsland } from '../../src/lib/islands/lazy.ts';
import { isIslandName } from '../../src/lib/islands/names.ts';
import { quickShopChange, quickShopLine } from '../../src/lib/quick-shop/cart-line.ts';
import { footerButton } from '../../src/lib/quick-shop/footer.ts';
import { quickShopMessages, stockLabelText, type QuickShopMessages } from '../../src/lib/quick-shop/messages.ts';
import { missingAttributes, variantStock } from '../../src/lib/quick-shop/stock.ts';
import { updateSavedItem } from '../../src/lib/saved-for-later/client.ts';
import { featuresForLocale } from '../../src/lib/site/features.ts';
import { pageSite } from '../../src/lib/site/page-site.ts';
import { productPath } from '../../src/lib/site/routes.ts';
import { $auth } from '../../src/stores/auth.ts';
import { closeDialog, openDialog } from '../../src/stores/dialogs.ts';
import { ensureSession } from '../../src/lib/session/load.ts';
import { showToast } from '../../src/stores/toasts.ts';
import { Dialog } from '../shared/Dialog.tsx';
import { PayPalExpressButton } from '../express/paypal/PayPalExpressButton.tsx';
import { WalletButton } from '../express/WalletButton.tsx';
import { $associateConnected } from '../../src/stores/buy-in-store.ts';
import { loadProduct } from './load.ts';
import { NotifyMe } from './NotifyMe.tsx';
import { Picker } from './Pickers.tsx';
import { $quickShop, type QuickShopProps } from './store.ts';

const locale = (): string => pageSite().locale;
const moneyLocale = () => document.documentElement.lang || 'en-US';

/** Opens another engineer's island when it is registered; false when it is not (yet). */
function openOptionalIsland(name: string, props?: unknown): boolean {
  if (!isIslandName(name)) return false;
  void openIsland(name, props);
  return true;
}

export function QuickShop() {
  const request = useStore($quickShop);
  const m = quickShopMessages(pageLanguage());
  return (
    <Dialog name={DIALOGS.quickShop} title={m.title} layout="panel" kept keepMounted>
      {request ? <Panel key={request.seq} request={request} m={m} /> : null}
    </Dialog>
  );
}

type Load = { status: 'loading' } | { status: 'failed'; message: string } | { status: 'ready'; product: Product };

/** The starting choice: the variant asked for (an update context, a variant id), else the first colour; single options pre-chosen. */
function initialSelection(product: Product, wanted: string | undefined): Selection {
  const variant = product.variants.find((v) => v.id === wanted);
  const selection = normaliseSelection(product, variant ? variant.attributes : {});
  for (const a of product.attributes) if (!selection[a.type] && a.options.length === 1 && a.options[0]) selection[a.type] = a.options[0].value;
  return selection;
}

function Panel({ request, m }: { request: QuickShopProps; m: QuickShopMessages }) {
  const [load, setLoad] = useState<Load>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let live = true;
    setLoad({ status: 'loading' });
    void loadProduct(request.productId).then((res) => {
      if (live) setLoad(res.ok ? { status: 'ready', product: res.product } : { status: 'failed', message: res.error.message });
    });
    return () => {
      live = false;
    };
  }, [request.productId, attempt]);

  if (load.status === 'loading') {
    return (
      <div aria-busy="true" className="flex animate-pulse flex-col gap-4 motion-reduce:animate-none">
        <p role="status" className="sr-only">
          {m.loading}
        </p>
        <div className="flex gap-4">
          <div className="size-28 shrink-0 rounded bg-brand-sand" />
          <div className="flex flex-1 flex-col gap-2">
            <div className="h-5 w-3/4 rounded bg-brand-sand" />
            <div className="h-4 w-1/3 rounded bg-brand-sand" />
          </div>
        </div>
        <div className="h-11 w-2/3 rounded bg-brand-sand" />
        <div className="h-24 rounded bg-brand-sand" />
        <div className="h-12 rounded bg-brand-sand" />
      </div>
    );
  }
  if (load.status === 'failed') {
    return (
      <div role="alert" className="flex flex-col items-start gap-3">
        <p className="font-bold">{m.loadFailed}</p>
        <p className="text-sm">{load.message}</p>
        <button type="button" onClick={() => setAttempt((n) => n + 1)} className="min-h-11 rounded border border-brand-ink px-4 font-bold hover:bg-brand-sand">
          {m.retry}
        </button>
      </div>
    );
  }
  return <Shop product={load.product} request={request} m={m} />;
}

function Shop({ product, request, m }: { product: Product; request: QuickShopProps; m: QuickShopMessages }) {
  const id = useId();
  const auth = useStore($auth);
  const signedIn = auth.status === 'signed-in';
  // docs/requirements/checkout-and-payments.md#buy-in-store: a store associate signed in (buy-in-store) does not get PayPal express here.
  const associate = useStore($associateConnected);
  const [selection, setSelection] = useState<Selection>(() => initialSelection(product, request.variantId ?? request.productId));
  const [missing, setMissing] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const [actionError, setActionError] = useState<string | null>(null);
  const pendingSignIn = useRef(false);
  const rootRef = useRef<HTMLDivElement>(null);

  useEffect(() => ensureSession(), []);

  const variant = selectedVariant(product, selection);
  const stock = variant ? variantStock(product, variant.stock?.quantity).status : undefined;
  const current = variant?.price.current ?? product.price.lowCurrent;
  const original = variant?.price.original ?? product.price.lowOriginal;
  const high = variant ? undefined : product.price.highCurrent;
  const currency = product.price.currency || product.currency;
  const money = (n: number) => formatMoney(n, currency, moneyLocale());
  const priceText = high && high > current ? `${money(current)} – ${money(high)}` : money(current);
  const label = discountLabel(current, original);
  const button = footerButton({ feature: featuresForLocale(locale()), variant, stock, presale: product.presale, signedIn, context: request.context, price: money(current) }, m);
  const images = product.images.filter((img) => !img.color || img.color === selection[COLOR]);
  const image = images[0] ?? product.images[0];
  const pdpUrl = product.url ?? productPath(locale(), product);
  const stockLabel = variant ? stockLabelText(stock === 'InStock', variant.stock?.label, m) : null;

  function choose(type: string, value: string) {
    setSelection((s) => ({ ...s, [type]: value }));
    setMissing((errors) => {
      const { [type]: _gone, ...rest } = errors;
      return rest;
    });
    setActionError(null);
  }

  /** True when every non-colour attribute is chosen; otherwise says what to choose and goes there. */
  function requireComplete(): boolean {
    const left = missingAttributes(product, selection);
    if (left.length === 0) return true;
    setMissing(Object.fromEntries(left.map((a) => [a.type, m.chooseOption(a.label)])));
    const first = left[0];
    if (first) rootRef.current?.querySelector<HTMLInputElement>(`input[name="${id}-${first.type}"]`)?.focus();
    return false;
  }

  const add = useCallback(async () => {
    const chosen = selectedVariant(product, selection);
    if (!chosen) return;
    setBusy(true);
    setActionError(null);
    const res = await addToCart([quickShopLine(chosen, pdpUrl, image?.url)], { action: 'quickshop.add' });
    setBusy(false);
    if (!res.ok) {
      setActionError(res.error.message);
      return;
    }
    closeDialog(DIALOGS.quickShop);
    if (!openOptionalIsland(DIALOGS.miniCart)) showToast({ title: m.added(product.name), kind: 'success' });
  }, [product, selection, pdpUrl, image?.url, m]);

  // Presale sign-in-to-buy: once the shopper is signed in (the sign-in island's callback, or
  // $auth turning signed-in, whichever comes first), the add they asked for goes ahead, once.
  const addRef = useRef(add);
  addRef.current = add;
  const resumeAfterSignIn = useCallback(() => {
    if (!pendingSignIn.current) return;
    pendingSignIn.current = false;
    openDialog(DIALOGS.quickShop, { kept: true });
    void addRef.current();
  }, []);
  useEffect(() => {
    if (signedIn) resumeAfterSignIn();
  }, [signedIn, resumeAfterSignIn]);

  async function update() {
    const context = request.context;
    if (!variant || !context) return;
    setBusy(true);
    setActionError(null);
    const change = quickShopChange(variant, context);
    const res =
      context.type === 'update-saved-item'
        ? await updateSavedItem(context.itemId, { productId: variant.id, upc: variant.upc, qty: change.qty, pdpUrl })
        : await updateCartItem(context.itemId, change);
    setBusy(false);
    if (!res.ok) {
      setActionError(res.error.message);
      return;
    }
    closeDialog(DIALOGS.quickShop);
    showToast({ title: m.updated(product.name), kind: 'success' });
  }

  /** PayPal express buys what is chosen: it goes into the cart (quantity 1), then PayPal opens on the cart. */
  async function addForPayPal(): Promise<boolean> {
    if (busy || !requireComplete()) return false;
    const chosen = selectedVariant(product, selection);
    if (!chosen) return false;
    setBusy(true);
    setActionError(null);
    const res = await addToCart([quickShopLine(chosen, pdpUrl, image?.url)], { action: 'quickshop.paypal' });
    setBusy(false);
    if (!res.ok) setActionError(res.error.message);
    return res.ok;
  }

  function onFooter() {
    if (busy || !requireComplete()) return;
    if (button.kind === 'add-to-cart') void add();
    else if (button.kind === 'update-in-cart') void update();
    else if (button.kind === 'sign-in-to-buy') {
      pendingSignIn.current = true;
      setActionError(null);
      if (!openOptionalIsland(DIALOGS.signIn, { onSignedIn: resumeAfterSignIn, gated: true })) openDialog(DIALOGS.signIn);
    }
  }

  const pickers = product.attributes.filter((a) => a.options.length > 1 || a.type === COLOR);
  return (
    <div ref={rootRef} className="flex flex-col">
      <div className="flex gap-4">
        {image ? (
          <img src={image.url} alt={image.alt || product.name} width={112} height={112} className="size-28 shrink-0 rounded bg-brand-sand/40 object-cover" />
        ) : (
          <div className="size-28 shrink-0 rounded bg-brand-sand/40" />
        )}
        <div className="flex flex-col gap-1">
          <h3 className="text-lg font-bold leading-snug">{product.name}</h3>
          <p className="flex flex-wrap items-baseline gap-x-2">
            <span className={`font-bold ${label ? 'text-sale' : ''}`}>
              <span className="sr-only">{`${label ? m.priceNow : m.price} `}</span>
              {priceText}
            </span>
            {label === 'Marked Down' ? (
              <s className="text-brand-stone">
                <span className="sr-only">{`${m.priceWas} `}</span>
                {money(original)}
              </s>
            ) : null}
            {label ? <span className="rounded bg-sale/10 px-1.5 py-0.5 text-xs font-bold uppercase text-sale">{label}</span> : null}
          </p>
          <a href={pdpUrl} className="text-sm underline">
            {m.viewDetails}
          </a>
        </div>
      </div>
      {pickers.map((attribute) => (
        <Picker key={attribute.type} product={product} attribute={attribute} selection={selection} onChoose={choose} error={missing[attribute.type] ?? null} m={m} idPrefix={id} />
      ))}
      <p className="mt-4 min-h-5 text-sm font-bold" aria-live="polite">
        {stockLabel ? <span className={stock === 'InStock' ? 'text-success' : 'text-sale'}>{stockLabel}</span> : null}
      </p>
      {product.presale && !signedIn ? <p className="mt-1 text-sm">{m.presaleNote}</p> : null}
      <div className="sticky bottom-0 -mx-5 -mb-5 mt-4 border-t border-brand-sand bg-white px-5 py-4">
        {actionError ? (
          <p role="alert" className="mb-3 text-sm font-bold text-sale">
            {actionError}
          </p>
        ) : null}
        {button.kind === 'notify-me' && variant ? (
          <NotifyMe variantId={variant.id} signedIn={signedIn} m={m} />
        ) : (
          <button
            type="button"
            onClick={onFooter}
            disabled={button.disabled}
            aria-disabled={busy || undefined}
            className="min-h-12 w-full rounded bg-brand px-4 font-bold text-white hover:bg-brand-ink disabled:cursor-not-allowed disabled:bg-brand-stone"
          >
            {busy ? (button.kind === 'update-in-cart' ? m.updating : m.adding) : button.label}
          </button>
        )}
        {button.kind === 'add-to-cart' && !associate ? (
          <div className="mt-2">
            <PayPalExpressButton returnTo={DIALOGS.quickShop} beforeStart={addForPayPal} disabled={button.disabled} />
          </div>
        ) : null}
        {button.kind === 'add-to-cart' && variant && !product.presale ? (
          <div className="mt-2">
            <WalletButton source="product" line={{ productId: variant.id, upc: variant.upc, pdpUrl, productImageURL: image?.url }} amount={variant.price.current} />
          </div>
        ) : null}
      </div>
    </div>
  );
}

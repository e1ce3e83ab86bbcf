/**
 * The cart answer (schemas/api/cart.ts `cart`) from a priced cart: money in major units, every
 * field of docs/requirements/cart.md#cart-totals Cart, Cart totals and Cart item.
 */
import type { Cart } from '../../../schemas/api/cart.ts';
import { toAmount } from '../catalog/pricing.ts';
import { productImage } from '../catalog/product.ts';
import { variantChoices } from './catalogue.ts';
import { maskedCardLabel } from './masking.ts';
import type { Address, ShippingCode, StoredInstrument } from './model.ts';
import { TRANSITIONS } from './model.ts';
import { deliveryRank, deliveryTimeOf, LABELS, type AppliedInstrument, type Discount, type Flash, type Notice, type PricedCart, type PricedLine } from './pricing.ts';

const amount = toAmount;

/** A shipping method as the shopper sees it: the fee after free-shipping promotions. */
export function methodView(code: ShippingCode, priced: PricedCart, selected: boolean) {
  const fee = code === 'standard' ? priced.rates.fees.standard : code === 'pudo' ? priced.rates.fees.pudo : 0;
  const own = priced.shipments.find((s) => s.shipmentId === 'me');
  const free = code === 'standard' && own?.shippingMethod === 'standard' && own.discount === own.fee && own.fee > 0;
  return { code, label: LABELS[code], price: { amount: amount(free ? 0 : fee) }, deliveryTime: deliveryTimeOf(code), selected };
}

function lineView(line: PricedLine, priced: PricedCart) {
  const { item, product, variant, price } = line;
  const color = product?.colors.find((c) => c.value === variant?.color);
  const shippingPromotions = line.method === 'standard' ? priced.shippingDiscounts.map((d) => ({ promotionId: d.promotionId, calloutMessage: d.name, ...(d.couponCode ? { couponCode: d.couponCode } : {}) })) : [];
  const transition = item.transition ? TRANSITIONS[item.transition] : undefined;
  return {
    id: item.id,
    itemId: item.id,
    productId: item.productId,
    masterId: item.masterId,
    name: product?.name ?? item.productId,
    qty: item.qty,
    maxQty: item.maxQty,
    upc: item.upc,
    attributes: variant ? { color: variant.color, size: variant.size } : ({} as Record<string, string>),
    image: item.productImageURL ?? (product && color ? productImage(product, color).url : undefined),
    ...(item.productImageURL ? { productImageURL: item.productImageURL } : {}),
    ...(item.pdpUrl ? { pdpUrl: item.pdpUrl } : {}),
    price: {
      original: amount(price?.original ?? 0),
      current: amount(price?.current ?? 0),
      highOriginal: amount(price?.highOriginal ?? 0),
      highCurrent: amount(price?.highCurrent ?? 0),
      rowTotal: amount(line.rowTotal),
      priceAfterItemDiscount: amount(line.afterItem),
      priceAfterOrderDiscount: amount(line.afterOrder),
      proratedPrice: amount(line.afterOrder),
    },
    taxTotal: amount(line.tax),
    bonus: line.bonus,
    ...(item.recipeId ? { recipeId: item.recipeId } : {}),
    ...(item.giftOption ? { giftOption: item.giftOption } : {}),
    ...(item.storeId ? { storeId: item.storeId } : {}),
    ...(item.customAmount !== undefined ? { customAmount: amount(item.customAmount) } : {}),
    shippingOptions: {
      selected: line.method,
      available: [...line.available].sort((a, b) => deliveryRank(deliveryTimeOf(a)) - deliveryRank(deliveryTimeOf(b))),
      shippingMethod: methodView(line.method, priced, true),
      ...(line.storeInventory ? { storeInfo: { id: line.storeInventory.storeId, inventory: line.storeInventory.inventory } } : {}),
    },
    variants: product ? variantChoices(product, variant) : [],
    productPromotions: line.productDiscounts.map((d) => ({
      promotionId: d.promotionId,
      campaignId: d.campaignId,
      ...(d.couponCode ? { couponCode: d.couponCode } : {}),
      calloutMessage: d.name,
      price: -amount(d.amount),
    })),
    ...(line.adjustment ? { priceAdjustment: -amount(line.adjustment) } : {}),
    isCustoms: line.customs,
    isDigitalProduct: line.digital,
    ...(item.precreatedCustomsCode ? { precreatedCustomsCode: item.precreatedCustomsCode } : {}),
    shippingPromotions,
    inventory: line.digital ? undefined : line.stock,
    ...(transition && item.transition ? { deliveryMethodTransition: { code: item.transition, from: transition.from, to: transition.to, level: transition.level, message: transition.message } } : {}),
    ...(line.error ? { error: line.error } : {}),
  };
}

function maskCard(last4: string): string {
  return `XXXX XXXX XXXX ${last4}`;
}

export function instrumentView(applied: AppliedInstrument | { instrument: StoredInstrument; amount: number; athlete?: AppliedInstrument['athlete'] }) {
  const { instrument: i } = applied;
  return {
    payment_method_id: i.method,
    payment_instrument_id: i.id,
    c_requestID: i.requestId,
    amount: amount(applied.amount),
    ...(i.billingAddress ? { billingAddress: i.billingAddress } : {}),
    ...(i.card
      ? {
          card: {
            holder: i.card.holder,
            cardType: i.card.brand,
            maskedNumber: maskCard(i.card.last4),
            last4: i.card.last4,
            expirationMonth: i.card.expirationMonth,
            expirationYear: i.card.expirationYear,
          },
        }
      : {}),
    ...(i.giftCard ? { c_gcCardNumber: i.giftCard.number, maskedNumber: maskedCardLabel(i.giftCard.number) } : {}),
    ...(i.points ? { points: i.points } : {}),
    ...(i.rewardCode ? { rewardCode: i.rewardCode } : {}),
    ...(i.rewardCard ? { rewardCard: maskedCardLabel(i.rewardCard) } : {}),
    ...(applied.athlete ? { remainingAmount: amount(applied.athlete.remainingAmount), payableAmount: amount(applied.athlete.payableAmount) } : {}),
  };
}

function summaryOf(discounts: Discount[]) {
  const seen = new Map<string, { level: Discount['level']; promotionName: string; promotionId: string; calloutMessage: string; couponCode?: string }>();
  for (const d of discounts) {
    if (!seen.has(d.promotionId)) seen.set(d.promotionId, { level: d.level, promotionName: d.name, promotionId: d.promotionId, calloutMessage: d.name, ...(d.couponCode ? { couponCode: d.couponCode } : {}) });
  }
  return [...seen.values()];
}

const addressOut = (a: Address | undefined) => (a ? { ...a } : undefined);

export interface CartViewExtras {
  /** Flashes of the step that answers (prepareOrder, place order) on top of the stock ones. */
  flash?: Flash[];
  notices?: Notice[];
}

export function cartView(priced: PricedCart, state: 'open' | 'ordered' = 'open', orderNumber: string | null = null, extras: CartViewExtras = {}): Cart {
  const { cart, totals, lines } = priced;
  const own = priced.shipments.find((s) => s.shipmentId === 'me');
  const ownCodes: ShippingCode[] = ['standard', ...(priced.rates.pudo ? (['pudo'] as const) : [])];
  const shippingMethods = [
    ...(own || lines.length === 0 ? [{ shippingId: 'me', applicableShippingMethods: ownCodes.map((c) => methodView(c, priced, c === cart.ownShipmentMethod)) }] : []),
    ...lines
      .filter((l) => !l.bonus && l.available.length > 1)
      .map((l) => ({ shippingId: l.item.id, applicableShippingMethods: l.available.map((c) => methodView(c, priced, c === l.method)) })),
  ];
  const allDiscounts = [...lines.flatMap((l) => l.productDiscounts), ...priced.orderDiscounts, ...priced.shippingDiscounts];
  const giftCards = priced.instruments.filter((a) => a.instrument.giftCard).map((a) => ({ c_gcCardNumber: a.instrument.giftCard?.number as string, amount: amount(a.amount) }));
  const net = totals.total - totals.tax;
  const before = totals.itemSubTotal + totals.shippingBeforeDiscount;
  return {
    id: cart.id,
    basketId: cart.id,
    state,
    ...(orderNumber ? { orderNumber } : {}),
    currency: cart.currency,
    totalItems: lines.filter((l) => !l.bonus).reduce((a, l) => a + l.item.qty, 0),
    items: lines.map((l) => lineView(l, priced)),
    payment_instruments: priced.instruments.map(instrumentView),
    shippingMethods,
    shipments: priced.shipments.map((s) => ({
      shipmentId: s.shipmentId,
      shippingMethod: s.shippingMethod,
      ...(s.storeId ? { storeId: s.storeId } : {}),
      itemIds: s.itemIds,
      price: amount(s.fee - s.discount),
      ...(s.shipmentId === 'me' && cart.shippingAddress ? { shippingAddress: cart.shippingAddress } : {}),
    })),
    ...(cart.shippingAddress ? { shippingAddress: addressOut(cart.shippingAddress) } : {}),
    ...(cart.shippingContext ? { shippingContext: cart.shippingContext } : {}),
    ...(cart.billingAddress ? { billingAddress: addressOut(cart.billingAddress) } : {}),
    couponItems: priced.coupons.map((c) => ({
      couponItemId: c.id,
      code: c.code,
      statusCode: c.applied ? ('applied' as const) : ('no_applicable_promotion' as const),
      valid: c.applied,
      ...(c.spec ? { promotionId: c.spec.promotionId, level: c.spec.level } : {}),
    })),
    orderPromotions: priced.orderDiscounts.map((d) => ({
      promotionId: d.promotionId,
      campaignId: d.campaignId,
      ...(d.couponCode ? { couponCode: d.couponCode } : {}),
      calloutMessage: d.name,
      price: -amount(d.amount),
    })),
    promoSummary: summaryOf(allDiscounts),
    approachingPromotions: priced.approaching,
    priceAdjustments: cart.priceAdjustments.map((a) => ({
      adjustmentId: a.id,
      ...(a.itemId ? { itemId: a.itemId } : {}),
      type: a.type,
      value: a.type === 'amount' ? amount(a.value) : a.value,
      ...(a.reasonCode ? { reasonCode: a.reasonCode } : {}),
      ...(a.note ? { note: a.note } : {}),
    })),
    flash: [...priced.flash, ...(extras.flash ?? [])],
    customerNotifications: [...priced.notices, ...(extras.notices ?? [])],
    totals: {
      currency: cart.currency,
      total: amount(totals.total),
      totalDiscount: amount(totals.totalDiscount),
      itemTotal: amount(totals.itemTotal),
      itemSubTotal: amount(totals.itemSubTotal),
      totalWithoutTax: amount(net),
      netAmount: amount(net),
      shipping: amount(totals.shipping),
      tax: amount(totals.tax),
      taxAmount: amount(totals.tax),
      taxation: { net: amount(net), tax: amount(totals.tax), rate: priced.rates.taxRate, included: priced.rates.taxIncluded },
      totalDiscountPercentage: before > 0 ? Math.round((totals.totalDiscount / before) * 1000) / 10 : 0,
      remainingToPay: amount(totals.remainingToPay),
      totalUnits: totals.totalUnits,
      appliedRewards: amount(totals.appliedRewards),
      giftCards,
    },
    createdAt: cart.createdAt,
    updatedAt: cart.updatedAt,
  };
}

export type CartView = Cart;

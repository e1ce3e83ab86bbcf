/**
 * The documents an order produces: its invoice (PDF or HTML) and a return label (PDF). Amounts
 * are formatted for the order's site; the seller block is the brand's company per region.
 */
import type { PurchaseDetail } from '../../../schemas/api/consumer/orders.ts';
import type { Site } from '../../lib/site/locales.ts';
import { A4, renderPdf, type PdfPage, type PdfText } from './pdf.ts';
import type { CreatedReturn } from './purchases.ts';

const SELLER = {
  NORA: ['Cairn Outdoor Inc.', '1420 Pearl St', 'Boulder, CO 80302', 'United States'],
  EMEA: ['Cairn Outdoor Europe B.V.', 'Keizersgracht 100', '1015 CV Amsterdam', 'Netherlands', 'VAT NL000000000B01'],
} as const;

const WAREHOUSE = {
  NORA: ['Cairn Returns', '4800 Pecos St', 'Denver, CO 80221', 'United States'],
  EMEA: ['Cairn Returns Europe', 'Industrieweg 12', '5683 CG Best', 'Netherlands'],
} as const;

type Address = NonNullable<PurchaseDetail['shippingAddress']>;

function addressLines(a: Address | undefined): string[] {
  if (!a) return [];
  return [
    `${a.firstName} ${a.lastName}`,
    a.addressLine1 ?? '',
    ...(a.addressLine2 ? [a.addressLine2] : []),
    [a.postalCode, a.city, a.province].filter(Boolean).join(' '),
    a.country ?? '',
  ].filter(Boolean);
}

export function invoiceNumber(orderNumber: string): string {
  return `INV-${orderNumber}`;
}

function moneyFormat(site: Site, currency: string): (n: number) => string {
  const f = new Intl.NumberFormat(site.hreflang, { style: 'currency', currency });
  // Narrow no-break spaces print as '?' in the standard PDF fonts.
  return (n) => f.format(n).replace(/[\u202f\u00a0]/g, ' ');
}

const dateOf = (iso: string, site: Site): string => new Intl.DateTimeFormat(site.hreflang, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(iso));

function totalsRows(order: PurchaseDetail, money: (n: number) => string): Array<[string, string]> {
  const t = order.totals;
  return [
    ['Items', money(t.itemTotal)],
    ...(t.totalDiscount ? ([['Discounts', `-${money(t.totalDiscount)}`]] as Array<[string, string]>) : []),
    ['Shipping', money(t.shipping)],
    [order.currency === 'USD' || order.currency === 'CAD' ? 'Tax' : 'VAT included', money(t.tax)],
    ['Total', money(t.total)],
  ];
}

export function invoicePdf(order: PurchaseDetail, site: Site): Buffer {
  const money = moneyFormat(site, order.currency);
  const pages: PdfPage[] = [];
  const margin = 50;
  const right = A4.width - margin;
  let page: PdfPage = { texts: [], lines: [] };
  let y = A4.height - 60;
  const text = (t: Omit<PdfText, 'y'>, at = y) => page.texts.push({ ...t, y: at });

  text({ x: margin, text: 'CAIRN', size: 22, bold: true });
  text({ x: right, text: 'Invoice', size: 18, bold: true, alignRight: true });
  y -= 24;
  text({ x: right, text: invoiceNumber(order.orderNumber), alignRight: true });
  y -= 14;
  text({ x: right, text: `Order ${order.orderNumber}`, alignRight: true });
  y -= 14;
  text({ x: right, text: dateOf(order.createdAt, site), alignRight: true });

  let left = A4.height - 100;
  for (const line of SELLER[site.region]) {
    page.texts.push({ x: margin, y: left, text: line, size: 9 });
    left -= 12;
  }
  y = Math.min(y, left) - 24;
  const bill = addressLines(order.billingAddress);
  const ship = addressLines(order.shippingAddress);
  text({ x: margin, text: 'Billed to', bold: true });
  if (ship.length) text({ x: 300, text: 'Shipped to', bold: true });
  y -= 14;
  for (let i = 0; i < Math.max(bill.length, ship.length); i++) {
    if (bill[i]) text({ x: margin, text: bill[i] as string, size: 9 });
    if (ship[i]) text({ x: 300, text: ship[i] as string, size: 9 });
    y -= 12;
  }
  if (order.inStoreSalesInfo) {
    text({ x: margin, text: `Sold in store ${order.inStoreSalesInfo.storeId} by associate ${order.inStoreSalesInfo.storeEmployeeId}`, size: 9 });
    y -= 12;
  }

  y -= 18;
  const header = () => {
    text({ x: margin, text: 'Item', bold: true, size: 9 });
    text({ x: 360, text: 'Qty', bold: true, size: 9, alignRight: true });
    text({ x: 450, text: 'Unit price', bold: true, size: 9, alignRight: true });
    text({ x: right, text: 'Amount', bold: true, size: 9, alignRight: true });
    page.lines?.push({ x1: margin, y1: y - 5, x2: right, y2: y - 5 });
    y -= 18;
  };
  header();
  for (const item of order.items) {
    if (y < 140) {
      pages.push(page);
      page = { texts: [], lines: [] };
      y = A4.height - 60;
      header();
    }
    const attrs = Object.values(item.attributes).filter(Boolean).join(' / ');
    text({ x: margin, text: item.name, size: 9 });
    text({ x: 360, text: String(item.qty), size: 9, alignRight: true });
    text({ x: 450, text: money(item.price.current), size: 9, alignRight: true });
    text({ x: right, text: money(item.price.rowTotal), size: 9, alignRight: true });
    y -= 11;
    text({ x: margin, text: `${item.productId}${attrs ? ` · ${attrs}` : ''}`, size: 7 });
    y -= 16;
  }
  page.lines?.push({ x1: 330, y1: y + 6, x2: right, y2: y + 6 });
  y -= 8;
  for (const [label, amount] of totalsRows(order, money)) {
    const strong = label === 'Total';
    text({ x: 450, text: label, size: strong ? 11 : 9, bold: strong, alignRight: true });
    text({ x: right, text: amount, size: strong ? 11 : 9, bold: strong, alignRight: true });
    y -= strong ? 18 : 13;
  }
  const paid = [order.paymentMethod.code.replaceAll('_', ' '), order.paymentMethod.cardType, order.paymentMethod.last4 ? `ending ${order.paymentMethod.last4}` : undefined].filter(Boolean).join(' ');
  text({ x: margin, text: `Paid by ${paid}.`, size: 9 });
  page.texts.push({ x: margin, y: 50, text: 'Thank you for shopping with Cairn. Questions? Visit /help/contact-us.', size: 8 });
  pages.push(page);
  return renderPdf(pages, `Cairn invoice ${invoiceNumber(order.orderNumber)}`);
}

const escapeHtml = (s: string): string => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string);

export function invoiceHtml(order: PurchaseDetail, site: Site): string {
  const money = moneyFormat(site, order.currency);
  const block = (title: string, lines: string[]) => (lines.length ? `<section><h2>${title}</h2><p>${lines.map(escapeHtml).join('<br>')}</p></section>` : '');
  const rows = order.items
    .map(
      (i) =>
        `<tr><td>${escapeHtml(i.name)}<br><small>${escapeHtml(i.productId)}</small></td><td class="n">${i.qty}</td><td class="n">${escapeHtml(money(i.price.current))}</td><td class="n">${escapeHtml(money(i.price.rowTotal))}</td></tr>`,
    )
    .join('');
  const totals = totalsRows(order, money)
    .map(([label, amount]) => `<tr><th colspan="3" scope="row">${escapeHtml(label)}</th><td class="n">${escapeHtml(amount)}</td></tr>`)
    .join('');
  return `<!doctype html>
<html lang="${escapeHtml(site.language)}"><head><meta charset="utf-8"><title>Invoice ${escapeHtml(invoiceNumber(order.orderNumber))}</title>
<style>body{font:14px/1.4 system-ui,sans-serif;max-width:48rem;margin:2rem auto;color:#1a1a1a}table{width:100%;border-collapse:collapse}td,th{padding:.4rem;border-bottom:1px solid #ddd;text-align:left}.n{text-align:right}tfoot th{text-align:right}</style></head>
<body><header><h1>Invoice ${escapeHtml(invoiceNumber(order.orderNumber))}</h1><p>Order ${escapeHtml(order.orderNumber)}, ${escapeHtml(dateOf(order.createdAt, site))}</p></header>
${block('Seller', [...SELLER[site.region]])}${block('Billed to', addressLines(order.billingAddress))}${block('Shipped to', addressLines(order.shippingAddress))}
<table><thead><tr><th scope="col">Item</th><th scope="col" class="n">Qty</th><th scope="col" class="n">Unit price</th><th scope="col" class="n">Amount</th></tr></thead>
<tbody>${rows}</tbody><tfoot>${totals}</tfoot></table>
</body></html>`;
}

/** A prepaid return label: from the shopper, to the region's returns warehouse. */
export function returnLabelPdf(order: PurchaseDetail, created: CreatedReturn, site: Site): Buffer {
  const from = addressLines(order.shippingAddress ?? order.billingAddress);
  const texts: PdfText[] = [];
  const lines = [
    { x1: 40, y1: 420, x2: 555, y2: 420, width: 1 },
    { x1: 40, y1: 800, x2: 555, y2: 800, width: 1 },
    { x1: 40, y1: 420, x2: 40, y2: 800, width: 1 },
    { x1: 555, y1: 420, x2: 555, y2: 800, width: 1 },
  ];
  texts.push({ x: 60, y: 770, text: `${created.carrier} · PREPAID RETURN`, size: 16, bold: true });
  texts.push({ x: 60, y: 745, text: 'From', size: 9, bold: true });
  from.forEach((line, i) => texts.push({ x: 60, y: 732 - i * 12, text: line, size: 9 }));
  texts.push({ x: 320, y: 745, text: 'To', size: 9, bold: true });
  WAREHOUSE[site.region].forEach((line, i) => texts.push({ x: 320, y: 732 - i * 14, text: line, size: 11, bold: i === 0 }));
  texts.push({ x: 60, y: 600, text: created.trackingNumber, size: 20, bold: true });
  texts.push({ x: 60, y: 580, text: `Return ${created.returnId} for order ${order.orderNumber}`, size: 10 });
  created.items.forEach((r, i) => {
    const item = order.items.find((it) => it.itemId === r.itemId);
    texts.push({ x: 60, y: 550 - i * 12, text: `${r.qty} × ${item?.name ?? r.itemId} (${r.reason.replaceAll('_', ' ').toLowerCase()})`, size: 9 });
  });
  texts.push({ x: 60, y: 400, text: 'Pack the items with this sheet inside and tape the label to the parcel.', size: 9 });
  return renderPdf([{ texts, lines }], `Cairn return ${created.returnId}`);
}

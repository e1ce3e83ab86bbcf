/**
 * Size charts (docs/requirements/catalogue.md#product-calls, internal page data: "/fapi/components/size-chart/{productType}", "foot-sizes"): the
 * storefront's own page data, one chart per product type. The catalogue's productType says
 * physical or digital only, so the chart's type is the product's department: footwear (with foot
 * sizes: US, UK, EU and the foot's length) and apparel (body measurements). Gear, gift cards and
 * other types have no chart, and the product page offers none.
 */
export const SIZE_CHART_TYPES = ['footwear', 'apparel'] as const;
export type SizeChartType = (typeof SIZE_CHART_TYPES)[number];

export interface FootSize {
  size: string;
  uk: string;
  eu: string;
  /** The foot's length in centimetres. */
  cm: number;
}

export interface BodySize {
  size: string;
  /** Ranges in centimetres. */
  chest: [number, number];
  waist: [number, number];
  hips: [number, number];
}

export type SizeChart = { type: 'footwear'; rows: FootSize[] } | { type: 'apparel'; rows: BodySize[] };

/** Men's sizing (the catalogue sizes its boots in US men's sizes, 7 to 13). */
const FOOT_SIZES: readonly FootSize[] = [
  { size: '7', uk: '6', eu: '40', cm: 25 },
  { size: '7.5', uk: '6.5', eu: '40.5', cm: 25.4 },
  { size: '8', uk: '7', eu: '41', cm: 25.8 },
  { size: '8.5', uk: '7.5', eu: '42', cm: 26.2 },
  { size: '9', uk: '8', eu: '42.5', cm: 26.7 },
  { size: '9.5', uk: '8.5', eu: '43', cm: 27.1 },
  { size: '10', uk: '9', eu: '44', cm: 27.5 },
  { size: '10.5', uk: '9.5', eu: '44.5', cm: 27.9 },
  { size: '11', uk: '10', eu: '45', cm: 28.3 },
  { size: '11.5', uk: '10.5', eu: '45.5', cm: 28.8 },
  { size: '12', uk: '11', eu: '46', cm: 29.2 },
  { size: '12.5', uk: '11.5', eu: '47', cm: 29.6 },
  { size: '13', uk: '12', eu: '47.5', cm: 30 },
];

const BODY_SIZES: readonly BodySize[] = [
  { size: 'XS', chest: [84, 89], waist: [71, 76], hips: [86, 91] },
  { size: 'S', chest: [89, 94], waist: [76, 81], hips: [91, 96] },
  { size: 'M', chest: [97, 102], waist: [81, 86], hips: [99, 104] },
  { size: 'L', chest: [104, 109], waist: [89, 94], hips: [107, 112] },
  { size: 'XL', chest: [112, 117], waist: [97, 102], hips: [114, 119] },
  { size: 'XXL', chest: [119, 124], waist: [104, 109], hips: [122, 127] },
];

export const isSizeChartType = (value: string | undefined): value is SizeChartType => (SIZE_CHART_TYPES as readonly string[]).includes(value ?? '');

/** The chart type of a product: its department when that has a chart; none for digital products. */
export function sizeChartTypeOf(product: { department?: string | undefined; productType?: string | undefined }): SizeChartType | null {
  if (product.productType === 'digital') return null;
  const dept = product.department?.toLowerCase();
  return isSizeChartType(dept) ? dept : null;
}

/**
 * The chart of a type; with `sizes`, only the rows of the sizes the product is made in (in the
 * chart's order). Null for a type without a chart, or when none of the sizes is in it.
 */
export function sizeChart(type: string, sizes?: readonly string[]): SizeChart | null {
  const keep = <T extends { size: string }>(rows: readonly T[]): T[] => (sizes ? rows.filter((r) => sizes.includes(r.size)) : [...rows]);
  if (type === 'footwear') {
    const rows = keep(FOOT_SIZES);
    return rows.length ? { type, rows } : null;
  }
  if (type === 'apparel') {
    const rows = keep(BODY_SIZES);
    return rows.length ? { type, rows } : null;
  }
  return null;
}

/** Centimetres to inches, to one decimal. */
export const cmToIn = (cm: number): number => Math.round((cm / 2.54) * 10) / 10;

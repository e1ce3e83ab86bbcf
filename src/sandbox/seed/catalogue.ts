/**
 * The seeded catalogue: the fixed test products first (docs/sandbox.md), then generated ones.
 * Product n depends only on n, so `--scale` adds products without changing the earlier ones.
 */
import { CATEGORIES, type Category } from './categories.ts';
import { DEPARTMENT_PREFIX, PROFILES, type CategoryProfile } from './catalogue-profiles.ts';
import { colorway, PALETTE, type Colorway } from './palette.ts';
import { randomFor, type Random } from './random.ts';
import type { StoredProduct, StoredVariant } from '../catalog/product.ts';
import { FIXED_PRODUCTS } from './fixed-products.ts';
import { slugify } from '../../lib/site/routes.ts';

/** Enough for every subcategory to hold a few pages of products. */
export const DEFAULT_PRODUCT_COUNT = 360;

export interface SeededProduct {
  product: StoredProduct;
  /** Initial quantity per variant, in variant order. */
  stock: number[];
}

export const SUBCATEGORIES: readonly Category[] = CATEGORIES.filter((c) => c.parent);
const categoryById = new Map(CATEGORIES.map((c) => [c.id, c]));

/** A UPC-A: 11 digits from the product position and variant index, then the check digit. */
export function upcFor(position: number, variantIndex: number): string {
  const body = `8${String(position).padStart(7, '0')}${String(variantIndex).padStart(3, '0')}`;
  let sum = 0;
  for (let i = 0; i < 11; i++) sum += Number(body[i]) * (i % 2 === 0 ? 3 : 1);
  return body + String((10 - (sum % 10)) % 10);
}

const ID_SPACE = 36 ** 7;
/** Multiplying by a prime coprime with 36 permutes the id space: unique ids that look random. */
const ID_STRIDE = 2_654_435_761;

/** A generated product id: department prefix + 7 capitals/digits (docs/requirements/catalogue.md#routes: 8 to 11 chars). */
export function productIdFor(prefix: string, position: number): string {
  const n = (position * ID_STRIDE) % ID_SPACE;
  return prefix + n.toString(36).toUpperCase().padStart(7, '0');
}

/** What varies between products; assemble() turns it into a stored product and its stock. */
export interface ProductSpec {
  id: string;
  position: number;
  name: string;
  categoryId: string;
  colors: readonly string[];
  sizes: readonly string[];
  /** USD cents per variant. */
  original: (color: string, sizeIndex: number) => number;
  current: (color: string, sizeIndex: number, original: number) => number;
  quantity: (color: string, size: string) => number;
  historicBest?: (lowCurrent: number, lowOriginal: number) => number;
  badge?: string | null;
  eyebrow?: string | null;
  targetPublishDate?: string | null;
  presale?: boolean;
  productType?: 'physical' | 'digital';
  imagesPerColor?: number;
  releasedAt: string;
  description: string;
  details: string[];
  modelMeasurements?: string;
}

export function assemble(spec: ProductSpec): SeededProduct {
  const category = categoryById.get(spec.categoryId);
  if (!category) throw new Error(`product ${spec.id}: unknown category ${spec.categoryId}`);
  const colors: Colorway[] = spec.colors.map((value) => {
    const c = colorway(value);
    if (!c) throw new Error(`product ${spec.id}: unknown colour ${value}`);
    return c;
  });
  const variants: StoredVariant[] = [];
  const stock: number[] = [];
  for (const color of colors) {
    spec.sizes.forEach((size, sizeIndex) => {
      const original = spec.original(color.value, sizeIndex);
      const index = variants.length;
      variants.push({
        id: `${spec.id}-${color.value}-${String(sizeIndex + 1).padStart(2, '0')}`,
        upc: upcFor(spec.position, index),
        color: color.value,
        size,
        original,
        current: spec.current(color.value, sizeIndex, original),
      });
      stock.push(spec.quantity(color.value, size));
    });
  }
  const lowCurrent = Math.min(...variants.map((v) => v.current));
  const lowOriginal = Math.min(...variants.map((v) => v.original));
  const product: StoredProduct = {
    id: spec.id,
    name: spec.name,
    slug: slugify(spec.name),
    categoryId: category.id,
    department: category.department,
    description: spec.description,
    details: spec.details,
    badge: spec.badge ?? null,
    eyebrow: spec.eyebrow ?? null,
    targetPublishDate: spec.targetPublishDate ?? null,
    presale: spec.presale ?? false,
    productType: spec.productType ?? 'physical',
    releasedAt: spec.releasedAt,
    colors,
    sizes: [...spec.sizes],
    variants,
    imagesPerColor: spec.imagesPerColor ?? 2,
    historicBestPrice: spec.historicBest ? spec.historicBest(lowCurrent, lowOriginal) : lowCurrent,
    ...(spec.modelMeasurements ? { modelMeasurements: spec.modelMeasurements } : {}),
  };
  return { product, stock };
}

const BADGES = ['Online Exclusive', 'Sustainable Materials', 'Waterproof', 'Limited Edition', 'Award Winner'];
const ACTIVITIES: Record<string, string> = {
  footwear: 'long days on rough trail',
  apparel: 'changeable mountain weather',
  gear: 'nights under the stars and miles between huts',
};
const SEED_EPOCH = Date.UTC(2024, 0, 1);
const DAY_MS = 86_400_000;

/** Whole dollars to cents ending in .95, like a shelf price. */
const shelfCents = (dollars: number): number => dollars * 100 - 5;

function nameFor(profile: CategoryProfile, round: number): string {
  const stem = profile.stems[round % profile.stems.length] as string;
  const combos = profile.stems.length * profile.models.length;
  const model = profile.models[Math.floor(round / profile.stems.length) % profile.models.length] as string;
  const generation = Math.floor(round / combos);
  const suffix = generation === 0 ? '' : generation === 1 ? ' II' : generation === 2 ? ' III' : ` ${generation + 1}`;
  return `${stem} ${model}${suffix}`;
}

function stockPlan(rng: Random): (color: string, size: string) => number {
  const mood = rng.next();
  if (mood < 0.03) return () => 0;
  const low = mood < 0.08;
  const perVariant = new Map<string, number>();
  return (color, size) => {
    const key = `${color}/${size}`;
    const known = perVariant.get(key);
    if (known !== undefined) return known;
    const r = rng.next();
    const q = low ? rng.int(1, 5) : r < 0.08 ? 0 : r < 0.15 ? rng.int(1, 5) : rng.int(6, 120);
    perVariant.set(key, q);
    return q;
  };
}

/** Generated product at a catalogue position (after the fixed ones). */
export function generatedProduct(position: number): SeededProduct {
  const rng = randomFor(`product:${position}`);
  const category = SUBCATEGORIES[position % SUBCATEGORIES.length] as Category;
  const profile = PROFILES[category.id];
  if (!profile) throw new Error(`no catalogue profile for category ${category.id}`);
  const round = Math.floor(position / SUBCATEGORIES.length);
  const name = nameFor(profile, round);
  const gear = category.department === 'gear';
  const colors = rng.sample(PALETTE, rng.int(1, gear ? 3 : 4)).map((c) => c.value);
  const runLength = profile.sizes.length === 1 ? 1 : rng.int(Math.min(profile.minSizes, profile.sizes.length), profile.sizes.length);
  const start = rng.int(0, profile.sizes.length - runLength);
  const sizes = profile.sizes.slice(start, start + runLength);
  const base = rng.int(Math.ceil(profile.priceUsd[0] / 5), Math.floor(profile.priceUsd[1] / 5)) * 5;
  // Bigger tents, longer bags and poles cost more; clothes and shoes cost the same in every size.
  const sizeStep = gear && sizes.length > 1 ? rng.pick([10, 20, 50]) : 0;
  const markdown = rng.chance(0.2) ? rng.pick([20, 25, 30, 40, 50]) : 0;
  const markdownColors = markdown && colors.length > 1 && rng.chance(0.5) ? new Set(colors.slice(0, 1)) : new Set(colors);
  const freeGift = gear && rng.chance(0.01);
  const quantity = stockPlan(rng);
  const lowStock = (() => {
    // Decide the eyebrow from the stock actually drawn, so "LOW STOCK" never lies.
    const qs = colors.flatMap((c) => sizes.map((s) => quantity(c, s)));
    return qs.some((q) => q > 0) && qs.every((q) => q <= 5);
  })();
  const comingSoon = rng.chance(0.02);
  const releasedAt = new Date(SEED_EPOCH + rng.int(0, 600) * DAY_MS).toISOString();
  const eyebrowRoll = rng.next();
  const eyebrow = lowStock ? 'LOW STOCK' : eyebrowRoll < 0.08 ? 'NEW' : eyebrowRoll < 0.16 ? 'BEST SELLER' : null;
  const features = rng.sample(profile.features, 3);
  return assemble({
    id: productIdFor(DEPARTMENT_PREFIX[category.department], position),
    position,
    name,
    categoryId: category.id,
    colors,
    sizes,
    original: (_c, sizeIndex) => shelfCents(base + sizeIndex * sizeStep),
    current: (color, _s, original) =>
      freeGift ? 0 : markdown && markdownColors.has(color) ? shelfCents(Math.round(((original + 5) / 100) * (1 - markdown / 100))) : original,
    quantity,
    historicBest: (lowCurrent, lowOriginal) =>
      markdown === 0 ? lowOriginal : rng.chance(0.6) ? Math.round((lowCurrent + lowOriginal) / 2) : Math.max(0, lowCurrent - 500),
    badge: rng.chance(0.15) ? rng.pick(BADGES) : null,
    eyebrow,
    targetPublishDate: comingSoon ? new Date(Date.UTC(2031, rng.int(0, 11), 1, 8)).toISOString() : releasedAt,
    presale: comingSoon && rng.chance(0.5),
    imagesPerColor: gear ? 2 : 3,
    releasedAt,
    description: `The ${name} is made for ${ACTIVITIES[category.department]}. Built from ${profile.material}, it is tested by our guides on the trails around Cairn's home range.`,
    details: [...features, category.department === 'gear' ? 'Lifetime warranty' : 'Imported'],
    ...(category.department === 'apparel' ? { modelMeasurements: `Model is 6'1" (185 cm) and wears size ${sizes[Math.floor(sizes.length / 2)]}` } : {}),
  });
}

/** The whole catalogue, in listing ("featured") order. */
export function* catalogue(count = DEFAULT_PRODUCT_COUNT): Generator<SeededProduct> {
  const fixed = FIXED_PRODUCTS.slice(0, count);
  for (const spec of fixed) yield assemble(spec);
  for (let position = fixed.length; position < count; position++) yield generatedProduct(position);
}

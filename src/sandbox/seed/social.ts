/**
 * The social media service's seeded content (docs/requirements/content-blocks.md#user-generated-content "Social media service"): one brand
 * account, a stream per tagged product (the fixed test products), and 48 approved photos, each
 * tagged with one or two products. Written by migration 31 (src/sandbox/migrations.ts).
 */
import { FIXED_PRODUCTS } from './fixed-products.ts';
import { CATEGORIES } from './categories.ts';

/** The brand's account on the social service. */
export const SOCIAL_CUSTOMER = { id: 'cairn', name: 'Cairn Outdoor' } as const;
export const SOCIAL_MEDIA_COUNT = 48;
/** Square photos, as shoppers post them. */
export const SOCIAL_MEDIA_SIZE = 800;
const NEWEST = Date.UTC(2025, 4, 28, 17);
const HOUR_MS = 3_600_000;

const HANDLES = ['trailmix.tess', 'ridge_runner', 'camp.coffee', 'lena.hikes', 'north.face.of.tom', 'mossy.boots', 'dawnpatrol', 'the.long.way', 'ole_outdoors', 'summit.sam', 'wildswim.wren', 'alpine.aria'];
const CAPTIONS = [
  'First light over the ridge, boots still dry.',
  'Rain all day and not a drop inside.',
  'Camp coffee tastes better at 2,000 m.',
  'New boots, old trail.',
  'Three days, one pack, zero regrets.',
  'Fog rolling in over the tarn.',
  'Sunday loop with the whole crew.',
  'The tent that survived the storm.',
  'Night sky from the bivvy.',
  'Mud to the ankles, smile to the ears.',
  'Headlamp on, trail ahead.',
  'Autumn colours on the descent.',
];

/** Streams: one per fixed product that shoppers would photograph (gift cards are not). */
export const SOCIAL_STREAMS = FIXED_PRODUCTS.filter((p) => p.productType !== 'digital').map((p) => ({
  id: `stream-${p.id.toLowerCase()}`,
  productId: p.id,
  categoryId: p.categoryId,
}));

const parentOf = new Map(CATEGORIES.map((c) => [c.id, c.parent]));

export interface SeedSocialMedia {
  id: string;
  position: number;
  url: string;
  caption: string;
  username: string;
  takenAt: string;
  streamIds: string[];
  /** The products' categories and their departments: a category page asks by either. */
  categoryIds: string[];
}

export function socialMedia(): SeedSocialMedia[] {
  const out: SeedSocialMedia[] = [];
  for (let n = 0; n < SOCIAL_MEDIA_COUNT; n++) {
    const first = SOCIAL_STREAMS[n % SOCIAL_STREAMS.length]!;
    // Every third photo shows a second product too ("shop the look").
    const second = n % 3 === 0 ? SOCIAL_STREAMS[(n * 7 + 3) % SOCIAL_STREAMS.length] : undefined;
    const streams = second && second.id !== first.id ? [first, second] : [first];
    const categoryIds = [...new Set(streams.flatMap((s) => [s.categoryId, parentOf.get(s.categoryId)].filter((c): c is string => Boolean(c))))];
    const id = `m${String(1001 + n)}`;
    out.push({
      id,
      position: n,
      url: `/media/content/ugc-${id}-${SOCIAL_MEDIA_SIZE}x${SOCIAL_MEDIA_SIZE}.svg`,
      caption: CAPTIONS[n % CAPTIONS.length]!,
      username: HANDLES[(n * 5) % HANDLES.length]!,
      takenAt: new Date(NEWEST - n * 31 * HOUR_MS).toISOString(),
      streamIds: streams.map((s) => s.id),
      categoryIds,
    });
  }
  return out;
}

const sql = (value: string | number): string => (typeof value === 'number' ? String(value) : `'${value.replaceAll("'", "''")}'`);

/** The seeded rows as SQL, for the migration that creates the tables. */
export function socialSeedSql(): string {
  const lines: string[] = [];
  for (const s of SOCIAL_STREAMS) {
    lines.push(`INSERT INTO social_streams (id, product_id, category_id) VALUES (${sql(s.id)}, ${sql(s.productId)}, ${sql(s.categoryId)});`);
  }
  for (const m of socialMedia()) {
    lines.push(
      `INSERT INTO social_media (id, position, url, width, height, caption, username, source, status, taken_at) VALUES (${sql(m.id)}, ${m.position}, ${sql(m.url)}, ${SOCIAL_MEDIA_SIZE}, ${SOCIAL_MEDIA_SIZE}, ${sql(m.caption)}, ${sql(m.username)}, 'instagram', 'approved', ${sql(m.takenAt)});`,
    );
    for (const streamId of m.streamIds) lines.push(`INSERT INTO social_media_streams (media_id, stream_id) VALUES (${sql(m.id)}, ${sql(streamId)});`);
    for (const categoryId of m.categoryIds) lines.push(`INSERT INTO social_media_categories (media_id, category_id) VALUES (${sql(m.id)}, ${sql(categoryId)});`);
  }
  return lines.join('\n');
}

import { describe, expect, it } from 'vitest';
import { blockSchemas } from '../../../schemas/content/index.ts';
import { augmentedPage } from '../../../schemas/content/page.ts';
import { openDatabase } from '../../../src/sandbox/db.ts';
import { seedSandbox } from '../../../src/sandbox/seed/index.ts';
import { ISOLATION_BLOCK_IDS } from '../../../src/sandbox/seed/content/pages.ts';

/** Blocks that are wrong on purpose, and types whose schema comes in a later issue. */
const DELIBERATE = new Set<string>([ISOLATION_BLOCK_IDS.brokenBanner, ISOLATION_BLOCK_IDS.unknownType]);
const NOT_YET_BUILT = new Set<string>([]);

describe('seeded CMS documents', () => {
  it('are augmented pages whose blocks all pass their schema (but the deliberate ones)', () => {
    const db = openDatabase({ path: ':memory:' });
    seedSandbox(db);
    const rows = db.prepare('SELECT site, area, page, mode, body FROM documents').all() as Array<{ site: string; area: string; page: string; mode: string; body: string }>;
    const problems: string[] = [];
    const seenTypes = new Set<string>();
    for (const row of rows) {
      const page = augmentedPage.parse(JSON.parse(row.body));
      for (const section of page.sections) {
        const ids = new Set<string>();
        for (const raw of section.blocks as Array<{ type: string; id: string }>) {
          if (DELIBERATE.has(raw.id)) continue;
          seenTypes.add(raw.type);
          if (ids.has(raw.id)) problems.push(`${row.site} ${row.area}/${row.page}: duplicate block id ${raw.id}`);
          ids.add(raw.id);
          if (NOT_YET_BUILT.has(raw.type)) continue;
          const schema = blockSchemas[raw.type as keyof typeof blockSchemas];
          if (!schema) {
            problems.push(`${row.site} ${row.area}/${row.page}: unknown block type ${raw.type}`);
            continue;
          }
          const parsed = schema.safeParse(raw);
          if (!parsed.success) problems.push(`${row.site} ${row.area}/${row.page} ${raw.id}: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`);
        }
      }
    }
    expect(problems.slice(0, 20)).toEqual([]);
    // The kitchen sink and the home pages between them use every block type of the registry.
    expect([...seenTypes].sort()).toEqual(expect.arrayContaining(Object.keys(blockSchemas)));
  });

  it('keep the block-isolation page’s broken banner broken and its widget unknown', () => {
    const db = openDatabase({ path: ':memory:' });
    seedSandbox(db);
    const row = db.prepare("SELECT body FROM documents WHERE site = 'CAIRN_EN_US' AND area = 'page' AND page = 'block-isolation'").get() as { body: string };
    const blocks = augmentedPage.parse(JSON.parse(row.body)).sections.flatMap((s) => s.blocks as Array<{ id: string; type: string }>);
    const broken = blocks.find((b) => b.id === ISOLATION_BLOCK_IDS.brokenBanner);
    expect(blockSchemas.banner.safeParse(broken).success).toBe(false);
    const valid = blocks.find((b) => b.id === ISOLATION_BLOCK_IDS.validBanner);
    expect(blockSchemas.banner.safeParse(valid).success).toBe(true);
    expect(blocks.find((b) => b.id === ISOLATION_BLOCK_IDS.unknownType)?.type).toBe('mystery-widget');
    expect(Object.keys(blockSchemas)).not.toContain('mystery-widget');
  });
});

import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../../src/sandbox/db.ts';
import { findDocument } from '../../../src/sandbox/content/documents.ts';
import { importDocuments, readSources, refusalLine } from '../../../src/sandbox/import.ts';

const publishNow = { mode: 'publish' as const, at: Date.now() };
const home = { site: 'CAIRN_EN_US', area: 'page', page: 'home', mode: 'publish', body: { name: 'Imported home', sections: [{ id: 's1', blocks: [{ type: 'banner', id: 'b1', targets: 'kept as given' }] }] } };

let dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  dirs = [];
});

function fresh(): Database {
  return openDatabase({ path: ':memory:' });
}

describe('content import', () => {
  it('stores a valid document with its body as given, filling the envelope fields', () => {
    const db = fresh();
    const report = importDocuments(db, [{ file: 'content/home.json', text: JSON.stringify(home) }], new Date('2025-07-01T10:00:00Z'));
    expect(report).toEqual({ inserted: 1, updated: 0, refused: [] });
    const body = JSON.parse(findDocument(db, { site: 'CAIRN_EN_US', area: 'page', page: 'home' }, publishNow) ?? 'null');
    expect(body).toMatchObject({ id: 'CAIRN_EN_US:page:home', siteId: 'CAIRN_EN_US', area: 'page', page: 'home', updatedAt: '2025-07-01T10:00:00.000Z' });
    expect(body.sections[0].blocks[0].targets).toBe('kept as given');
  });

  it('upserts by site, area, page and mode', () => {
    const db = fresh();
    importDocuments(db, [{ file: 'a.json', text: JSON.stringify(home) }]);
    const changed = { ...home, body: { ...home.body, name: 'Second version' } };
    const draft = { ...home, mode: 'preview' };
    const report = importDocuments(db, [{ file: 'b.json', text: JSON.stringify([changed, draft]) }]);
    expect(report).toMatchObject({ inserted: 1, updated: 1 });
    const body = JSON.parse(findDocument(db, { site: 'CAIRN_EN_US', area: 'page', page: 'home' }, publishNow) ?? 'null');
    expect(body.name).toBe('Second version');
  });

  it('refuses a bad envelope naming the file, the index and the field, and imports the rest', () => {
    const db = fresh();
    const docs = [
      { site: 'CAIRN_EN_US', area: 'category', mode: 'publish', body: {} },
      home,
      { site: 'CAIRN_XX_XX', area: 'footer', mode: 'publish', body: {} },
      { site: 'CAIRN_EN_US', area: 'page', page: 'sale', mode: 'publish', publish: { from: '2030-01-02T00:00:00Z', until: '2030-01-01T00:00:00Z' }, body: {} },
      { site: 'CAIRN_EN_US', area: 'footer', page: 'x', mode: 'publish', body: {} },
    ];
    const report = importDocuments(db, [{ file: 'content/home.json', text: JSON.stringify(docs) }]);
    expect(report.inserted).toBe(1);
    const lines = report.refused.map(refusalLine);
    expect(lines[0]).toBe('refused content/home.json [0]: page: area "category" needs a page key');
    expect(lines[1]).toMatch(/^refused content\/home\.json \[2\]: site: /);
    expect(lines[2]).toBe('refused content/home.json [3]: publish.until: publish.until must be after publish.from');
    expect(lines[3]).toBe('refused content/home.json [4]: page: area "footer" takes no page key');
  });

  it('refuses a file that is not JSON', () => {
    const report = importDocuments(fresh(), [{ file: 'broken.json', text: '{ nope' }]);
    expect(report.refused).toHaveLength(1);
    expect(refusalLine(report.refused[0]!)).toMatch(/^refused broken\.json: not valid JSON/);
  });

  it('reads every .json file of a directory, recursively', () => {
    const dir = mkdtempSync(join(tmpdir(), 'cairn-import-'));
    dirs.push(dir);
    mkdirSync(join(dir, 'nested'));
    writeFileSync(join(dir, 'home.json'), JSON.stringify(home));
    writeFileSync(join(dir, 'nested', 'footer.json'), JSON.stringify([{ site: 'CAIRN_EN_GB', area: 'footer', mode: 'publish', body: {} }]));
    writeFileSync(join(dir, 'notes.txt'), 'ignored');
    const sources = readSources([dir], dir);
    expect(sources.map((s) => s.file)).toEqual(['home.json', join('nested', 'footer.json')]);
    expect(importDocuments(fresh(), sources).inserted).toBe(2);
  });
});

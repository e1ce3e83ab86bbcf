import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase, transaction } from '../../../src/sandbox/db.ts';
import { importDocuments } from '../../../src/sandbox/import.ts';
import { startSandbox } from '../../../src/sandbox/server.ts';
import { REQUEST_TIMEOUT_MS } from './sandbox-harness.ts';

let dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  dirs = [];
});

const getJson = async (url: string) => {
  const res = await fetch(url, { signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) });
  return { status: res.status, body: (await res.json()) as any };
};

describe('storage', () => {
  it('keeps data across a restart with a file database, in WAL mode', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'cairn-sandbox-'));
    dirs.push(dir);
    const dbPath = join(dir, 'sandbox.db');

    const first = await startSandbox({ port: 0, dbPath });
    expect((first.db.prepare('PRAGMA journal_mode').get() as { journal_mode: string }).journal_mode).toBe('wal');
    const imported = importDocuments(first.db, [
      { file: 'x.json', text: JSON.stringify({ site: 'CAIRN_EN_US', area: 'page', page: 'kept-page', mode: 'publish', body: { name: 'Kept' } }) },
    ]);
    expect(imported.inserted).toBe(1);
    transaction(first.db, () => first.db.prepare("UPDATE inventory SET quantity = 7 WHERE variant_id = 'FWINSTOCK1-moss-01'").run());
    const before = (await getJson(`${first.url}/health`)).body;
    await first.close();

    const second = await startSandbox({ port: 0, dbPath });
    try {
      const after = (await getJson(`${second.url}/health`)).body;
      expect(after.products).toBe(before.products);
      expect(after.documents).toBe(before.documents);
      const page = await getJson(`${second.url}/publish/caas/v1/canvas/page/CAIRN_EN_US/kept-page`);
      expect(page.status).toBe(200);
      expect(page.body.name).toBe('Kept');
      const stock = await getJson(`${second.url}/products/v2/products/FWINSTOCK1/inventory`);
      expect(stock.body.variants[0]).toMatchObject({ id: 'FWINSTOCK1-moss-01', quantity: 7 });
    } finally {
      await second.close();
    }
  });

  it('rolls a failed transaction back', () => {
    const db = openDatabase({ path: ':memory:' });
    db.exec("INSERT INTO meta (key, value) VALUES ('probe', 'before')");
    expect(() =>
      transaction(db, () => {
        db.exec("UPDATE meta SET value = 'after' WHERE key = 'probe'");
        throw new Error('boom');
      }),
    ).toThrow('boom');
    expect(db.prepare("SELECT value FROM meta WHERE key = 'probe'").get()).toEqual({ value: 'before' });
    expect(db.isTransaction).toBe(false);
  });

  it('refuses to start on a port in use', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'cairn-sandbox-'));
    dirs.push(dir);
    const first = await startSandbox({ port: 0, dbPath: ':memory:' });
    try {
      await expect(startSandbox({ port: first.port, dbPath: join(dir, 'other.db') })).rejects.toMatchObject({ code: 'EADDRINUSE' });
    } finally {
      await first.close();
    }
  });
});

/**
 * Concurrency against one file-backed database, served by three sandbox processes at once.
 *
 * Why three processes: node:sqlite is synchronous, so inside one process a handler's
 * transaction runs start to finish before another request's handler can begin; concurrent
 * requests to a single sandbox would only prove that JavaScript is single-threaded. Separate
 * processes have separate SQLite connections, and the only thing keeping their read-modify-
 * writes apart is the database lock: BEGIN IMMEDIATE (taken up front) plus busy_timeout. Requests
 * are spread round-robin over the three, fired together, so transactions of different processes
 * really contend. Without BEGIN IMMEDIATE two processes could both read the cart or the stock
 * before either wrote: lost lines, two orders for one key, two orders for the last unit.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { transaction } from '../../../src/sandbox/db.ts';
import { startSandbox, type Sandbox } from '../../../src/sandbox/server.ts';
import { errorIds, sandboxClient } from './auth-helpers.ts';
import { ok, shopperSession, type Shopper } from './cart-helpers.ts';

const WORKERS = 2;
const STARTUP_MS = 30_000;

let dir = '';
let inProcess: Sandbox | undefined;
const children: ChildProcess[] = [];
const urls: string[] = [];

function startWorker(dbPath: string): Promise<string> {
  return new Promise((resolveUrl, reject) => {
    const child = spawn(process.execPath, ['src/sandbox/main.ts', '--port', '0', '--db', dbPath], { cwd: resolve(import.meta.dirname, '../../..'), stdio: ['ignore', 'pipe', 'pipe'] });
    children.push(child);
    let out = '';
    const timer = setTimeout(() => reject(new Error(`sandbox worker did not start: ${out}`)), STARTUP_MS);
    child.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const m = /Sandbox listening at (http:\/\/\S+)/.exec(out);
      if (m) {
        clearTimeout(timer);
        resolveUrl(m[1] as string);
      }
    });
    child.stderr?.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.once('exit', (code) => reject(new Error(`sandbox worker exited (${code}): ${out}`)));
  });
}

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'cairn-concurrency-'));
  const dbPath = join(dir, 'sandbox.db');
  // The in-process one seeds the file (catalogue and accounts) before the workers open it.
  inProcess = await startSandbox({ port: 0, dbPath });
  urls.push(inProcess.url);
  urls.push(...(await Promise.all(Array.from({ length: WORKERS }, () => startWorker(dbPath)))));
}, 60_000);

afterAll(async () => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  await inProcess?.close();
  rmSync(dir, { recursive: true, force: true });
});

/** The same shopper (token) talking to the n-th process. */
const on = (n: number, token: string): Shopper => shopperSession(sandboxClient(() => urls[n % urls.length] as string), token);
const db = () => (inProcess as Sandbox).db;
const stock = (variantId: string) => (db().prepare('SELECT quantity FROM inventory WHERE variant_id = ?').get(variantId) as { quantity: number }).quantity;

async function guestToken(): Promise<string> {
  return (await sandboxClient(() => urls[0] as string).guest()).accessToken;
}

describe('three sandbox processes on one database file', () => {
  it('really are separate processes sharing the file', async () => {
    expect(new Set(urls).size).toBe(3);
    const token = await guestToken();
    // A cart made through one process is read through another.
    const made = await on(1, token).cart();
    ok(await on(2, token).get(`/cart/v1/cart/${made.id}`));
  });

  it('loses nothing when 50 add-to-cart calls hit one basket at once', async () => {
    const token = await guestToken();
    const cart = await on(0, token).cart();
    const variants = ['moss', 'black', 'ember'].flatMap((c) => Array.from({ length: 12 }, (_, i) => `FWINSTOCK1-${c}-${String(i + 1).padStart(2, '0')}`)).slice(0, 25);
    const answers = await Promise.all(Array.from({ length: 50 }, (_, i) => on(i, token).post('/cart/v1/item', { cartId: cart.id, productId: variants[i % 25] })));
    expect(answers.map((a) => a.status)).toEqual(Array(50).fill(200));
    const final = (await on(0, token).get(`/cart/v1/cart/${cart.id}`)).body;
    const lines = final.items.filter((i: any) => !i.bonus);
    expect(lines).toHaveLength(25);
    expect(lines.every((l: any) => l.qty === 2)).toBe(true);
    expect(final.totalItems).toBe(50);
    // 50 committed changes, one after another: the version moved once per add.
    expect((db().prepare('SELECT version FROM carts WHERE id = ?').get(cart.id) as { version: number }).version).toBe(51);
  });

  it('gives one order for 20 concurrent place-order calls with one Idempotency-Key', async () => {
    const token = await guestToken();
    const cart = await on(0, token).readyCart('FWINSTOCK1-moss-12');
    const before = stock('FWINSTOCK1-moss-12');
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => on(i, token).put('/cart/v2/checkout/order', { cartId: cart.id, paymentMethod: { code: 'CREDIT_CARD' } }, { 'idempotency-key': 'one-attempt' })),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(20).fill(200));
    expect(new Set(answers.map((a) => a.body.orderNumber)).size).toBe(1);
    expect(answers.filter((a) => a.headers.get('idempotent-replayed') === 'true')).toHaveLength(19);
    expect((db().prepare('SELECT COUNT(*) AS n FROM orders WHERE cart_id = ?').get(cart.id) as { n: number }).n).toBe(1);
    expect(stock('FWINSTOCK1-moss-12')).toBe(before - 1);
  });

  it('orders a cart once when 20 calls come without a key: the others get ORD409', async () => {
    const token = await guestToken();
    const cart = await on(0, token).readyCart();
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => on(i, token).put('/cart/v2/checkout/order', { cartId: cart.id, paymentMethod: { code: 'CREDIT_CARD' } })));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.status === 409 && errorIds(a)[0] === 'ORD409')).toHaveLength(19);
  });

  it('gives the last unit to exactly one of two carts racing for it, round after round', async () => {
    const variant = 'APLOWSTCK1-sunflower-03';
    for (let round = 0; round < 5; round++) {
      transaction(db(), () => db().prepare('UPDATE inventory SET quantity = 1 WHERE variant_id = ?').run(variant));
      const [a, b] = await Promise.all([guestToken(), guestToken()]);
      const [cartA, cartB] = await Promise.all([on(1, a as string).readyCart(variant), on(2, b as string).readyCart(variant)]);
      const answers = await Promise.all([
        on(1, a as string).put('/cart/v2/checkout/order', { cartId: cartA.id, paymentMethod: { code: 'CREDIT_CARD' } }),
        on(2, b as string).put('/cart/v2/checkout/order', { cartId: cartB.id, paymentMethod: { code: 'CREDIT_CARD' } }),
      ]);
      expect(answers.map((x) => x.status).sort()).toEqual([200, 409]);
      expect(errorIds(answers.find((x) => x.status === 409) as (typeof answers)[number])).toEqual(['ITEM_NO_LONGER_AVAILABLE', 'ORD430']);
      expect(stock(variant)).toBe(0);
    }
  });

  it('never sells more than the stock when eight carts race for three units', async () => {
    const variant = 'APLOWSTCK1-glacier-01';
    transaction(db(), () => db().prepare('UPDATE inventory SET quantity = 3 WHERE variant_id = ?').run(variant));
    const tokens = await Promise.all(Array.from({ length: 8 }, () => guestToken()));
    const carts = await Promise.all(tokens.map((t, i) => on(i, t).readyCart(variant)));
    const answers = await Promise.all(carts.map((c, i) => on(i + 1, tokens[i] as string).put('/cart/v2/checkout/order', { cartId: c.id, paymentMethod: { code: 'CREDIT_CARD' } })));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(3);
    expect(answers.filter((a) => a.status === 409)).toHaveLength(5);
    expect(stock(variant)).toBe(0);
  });
});

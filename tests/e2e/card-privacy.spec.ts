import { spawn, type ChildProcess } from 'node:child_process';
import { fillShippingAddress } from './shopper.ts';
import { expect, test } from './support.ts';

/**
 * docs/architecture.md#checkout-and-payments: a card number is masked after entry and never reaches a
 * log line, a cookie, the browser's storage or an analytics event. A storefront of its own (the
 * same build, against the e2e sandbox) runs with debug logging and every line is kept; a guest
 * pays with a card through the screens; then every place the number could have gone is read.
 */
test.describe('the card number goes nowhere but the gateway', () => {
  test.describe.configure({ mode: 'serial' });
  const port = Number(process.env.E2E_PORT ?? 4391) + 5;
  const sandbox = `http://127.0.0.1:${process.env.E2E_SANDBOX_PORT ?? 4392}`;
  const origin = `http://localhost:${port}`;
  const logs: string[] = [];
  let server: ChildProcess;

  test.beforeAll(async () => {
    server = spawn(process.execPath, [`${process.env.CAIRN_OUT_DIR ?? 'dist'}/server/entry.mjs`], {
      env: { ...process.env, PORT: String(port), HOST: 'localhost', CONTENT_API_URL: sandbox, COMMERCE_API_URL: sandbox, LOG_LEVEL: 'debug' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    server.stdout?.on('data', (chunk: Buffer) => logs.push(chunk.toString('utf8')));
    server.stderr?.on('data', (chunk: Buffer) => logs.push(chunk.toString('utf8')));
    await expect(async () => {
      const res = await fetch(`${origin}/health`, { signal: AbortSignal.timeout(1000) });
      expect(res.ok).toBe(true);
    }).toPass({ timeout: 20_000 });
  });

  test.afterAll(() => {
    server?.kill();
  });

  test('not in a log line, a cookie, storage or the data layer', async ({ page, context }) => {
    const NUMBER = '4111111111111111';
    const SPACED = '4111 1111 1111 1111';
    await page.goto(`${origin}/en-us/`);
    const added = await page.evaluate(async () => {
      const r = await fetch('/api/gateway/cart/v1/cartWithItem', { method: 'POST', headers: { 'content-type': 'application/json', accept: 'application/json' }, body: JSON.stringify({ items: [{ productId: 'FWINSTOCK1-moss-06' }] }) });
      return r.status;
    });
    expect(added).toBe(201);
    await page.goto(`${origin}/en-us/checkout`);
    await fillShippingAddress(page, 'private@example.com');
    await page.getByRole('button', { name: 'Continue to billing' }).click();
    const billing = page.getByRole('region', { name: 'Billing' });
    await billing.getByLabel('Card number').fill(SPACED);
    await billing.getByLabel(/Expiry/).fill('12/34');
    await billing.getByLabel(/Security code/).fill('123');
    await billing.getByLabel('Name on card').fill('Alex Rivera');
    await billing.getByRole('button', { name: 'Use this card' }).click();
    await expect(billing.getByText(/1111/).first()).toBeVisible();
    // The field no longer holds the number once the card is applied.
    await expect(billing.getByLabel('Card number')).toHaveCount(0);
    await page.getByRole('button', { name: 'Continue to summary' }).click();
    await page.getByRole('button', { name: /^Place order/ }).click();
    await expect(page).toHaveURL(/order-confirmation\?order=CRN/);

    const seen = [
      ...logs,
      JSON.stringify(await context.cookies()),
      await page.evaluate(() => JSON.stringify({ local: { ...localStorage }, session: { ...sessionStorage }, dataLayer: (window as { dataLayer?: unknown[] }).dataLayer ?? [] })),
      await page.content(),
    ].join('\n');
    // The run did log (so an empty log can't pass this test), and the number is in none of it.
    expect(logs.join('').length).toBeGreaterThan(0);
    expect(seen).not.toContain(NUMBER);
    expect(seen).not.toContain(SPACED);
    expect(seen).not.toMatch(/4111[\s-]?1111[\s-]?1111[\s-]?1111/);
  });
});

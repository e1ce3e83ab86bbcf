/**
 * What the cart page and the mini cart load with their first script (issue 15): the express
 * checkout's rules, the address book and the checkout's words are for a signed-in shopper who
 * qualifies, so they are imported on demand (islands/checkout/ExpressCheckoutButton.tsx), never
 * with the cart's code. Statically imported, they were five more scripts and 7 KB gzip on every
 * guest's cart page (npm run bench: 54 scripts and 124.4 KB before, 49 and 117.4 after).
 */
import { readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { resolveSpec, staticImportsOf } from '../support/imports.ts';

const ROOT = resolve(import.meta.dirname, '../../..');

/** Every module reached from `entry` by imports loaded with it, as paths from the root. */
function loadedWith(entry: string): Set<string> {
  const seen = new Set<string>();
  const visit = (file: string) => {
    const name = relative(ROOT, file);
    if (seen.has(name)) return;
    seen.add(name);
    for (const spec of staticImportsOf(readFileSync(file, 'utf8'))) {
      const next = resolveSpec(file, spec);
      if (next) visit(next);
    }
  };
  visit(join(ROOT, entry));
  return seen;
}

const ON_DEMAND = ['src/lib/checkout/express.ts', 'src/lib/checkout/address-data.ts', 'islands/checkout/messages.ts'];

describe("the cart's first script", () => {
  for (const entry of ['islands/cart/CartPage.tsx', 'islands/mini-cart/MiniCart.tsx']) {
    it(`${entry} reaches the express checkout's button but not its rules, the address book or the checkout's words`, () => {
      const modules = loadedWith(entry);
      expect(modules.has('islands/checkout/ExpressCheckoutButton.tsx')).toBe(true);
      for (const module of ON_DEMAND) expect(modules.has(module), module).toBe(false);
    });
  }
});

/**
 * The kitchen sink of every CMS page area (docs/requirements/content-blocks.md#content-service): each renders every block type of the
 * registry (the page chrome's mega menu, footer and pop-ups included) and has no serious
 * accessibility violation; the generic one shows every variant of every type its groups seed.
 * The list of types comes from the registry itself, so a block added later is checked too.
 */
import type { Page } from '@playwright/test';
import { BLOCK_TYPES } from '../../schemas/content/index.ts';
import { KITCHEN_SINK_AREAS, kitchenSinkPage } from '../../src/sandbox/seed/content/kitchen-sinks.ts';
import { cmsDocument, expect, expectNoSeriousA11yViolations, scrollThrough, test } from './support.ts';

// Every block, every variant: long pages, and axe reads all of them.
test.describe.configure({ timeout: 180_000 });

const renderedTypes = (page: Page) => page.evaluate(() => [...new Set([...document.querySelectorAll('[data-block]')].map((el) => el.getAttribute('data-block')))]);

test.describe('kitchen sinks', () => {
  test('the generic one renders every seeded variant of every block', async ({ page }) => {
    const response = await page.goto(`/en-us/${kitchenSinkPage('generic')}`);
    expect(response?.status()).toBe(200);
    const doc = await cmsDocument(`page/CAIRN_EN_US/${encodeURIComponent(kitchenSinkPage('generic'))}`);
    const seeded = doc.sections.flatMap((s) => s.blocks.map((b) => b.id));
    const rendered = new Set(await page.evaluate(() => [...document.querySelectorAll('[data-block-id]')].map((el) => el.getAttribute('data-block-id'))));
    // A block may step aside when its service has nothing (it says so in its own tests); none here does.
    expect(seeded.filter((id) => !rendered.has(id)), 'seeded blocks missing from the page').toEqual([]);
  });

  for (const area of KITCHEN_SINK_AREAS) {
    test(`${area}: shows every block type and passes axe`, async ({ page }) => {
      const response = await page.goto(`/en-us/${kitchenSinkPage(area)}`);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const rendered = await renderedTypes(page);
      expect([...BLOCK_TYPES].filter((t) => !rendered.includes(t)), 'block types missing').toEqual([]);
      await scrollThrough(page);
      await expectNoSeriousA11yViolations(page);
    });
  }
});

import type { Page } from '@playwright/test';

/**
 * A same-origin call from inside the shopper's page (so it carries the page's cookies, like the
 * islands' own calls): its status and JSON body (null when the body is not JSON). For setting up
 * data and reading what the UI did, never for what a test is about.
 */
export async function callFromPage(page: Page, method: string, path: string, body?: unknown) {
  return page.evaluate(
    async ({ method, path, body }) => {
      const res = await fetch(path, { method, credentials: 'same-origin', headers: body === undefined ? {} : { 'content-type': 'application/json', accept: 'application/json' }, body: body === undefined ? undefined : JSON.stringify(body) });
      return { status: res.status, body: await res.json().catch(() => null) };
    },
    { method, path, body },
  );
}

/**
 * The modules the chrome's first script imports (src/layouts/Base.astro), preloaded beside it so
 * the browser asks for them at once instead of after the script has come: no chain of requests
 * before the chrome starts (src/server/build-plugins.ts `findChromePreloads`, docs/bench.md
 * "Session 14").
 *
 * Their hashed names exist only once the client is built, after the server, so the build writes
 * them in place of this placeholder (`writeChromePreloads`). In dev, and if a build could not find
 * them, there are none: the page works as before, one round trip slower.
 */
const written: string = '@@CAIRN_CHROME_PRELOADS@@';

function readPreloads(): readonly string[] {
  try {
    const list: unknown = JSON.parse(written);
    return Array.isArray(list) ? list.filter((href): href is string => typeof href === 'string' && href.startsWith('/_astro/')) : [];
  } catch {
    return [];
  }
}

export const CHROME_PRELOADS = readPreloads();

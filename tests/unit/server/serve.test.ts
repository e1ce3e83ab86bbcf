/**
 * serve() loads the build's entry with NODE_ENV set to production unless it was set: React picks
 * its development or production build by it when the entry first loads it (src/server/main.ts).
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { serve } from '../../../src/server/main.ts';

const dirs: string[] = [];
const before = process.env.NODE_ENV;

afterEach(() => {
  if (before === undefined) delete process.env.NODE_ENV;
  else process.env.NODE_ENV = before;
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A build entry that answers NODE_ENV as it was when the entry was loaded, as React reads it. */
function entryTellingItsMode(): string {
  const dir = mkdtempSync(join(tmpdir(), 'cairn-serve-'));
  dirs.push(dir);
  mkdirSync(join(dir, 'server'));
  const entry = join(dir, 'server', 'entry.mjs');
  writeFileSync(entry, 'const mode = String(process.env.NODE_ENV);\nexport const handler = (req, res) => res.end(mode);\n');
  return entry;
}

async function modeSeenByTheEntry(): Promise<string> {
  const server = await serve({ entry: entryTellingItsMode(), port: 0, host: '127.0.0.1', compression: false });
  try {
    const { port } = server.address() as AddressInfo;
    return await (await fetch(`http://127.0.0.1:${port}/en-us`)).text();
  } finally {
    server.close();
  }
}

describe('serve', () => {
  it('loads the build with NODE_ENV production when nothing set it', async () => {
    delete process.env.NODE_ENV;
    expect(await modeSeenByTheEntry()).toBe('production');
  });

  it('keeps a NODE_ENV that was set', async () => {
    process.env.NODE_ENV = 'development';
    expect(await modeSeenByTheEntry()).toBe('development');
  });
});

/**
 * Keeps `npm ci` working from this machine's registry. The registry here only carries the Linux
 * builds of the newest native bindings (Astro's compiler, Tailwind's oxide), so `npm install`
 * cannot resolve the other platforms' optional bindings, drops them from package-lock.json, and
 * `npm ci` then refuses the lock ("Missing: … from lock file"). This writes the lock entries npm
 * would have written (name, version, os/cpu, optional), without a tarball address or integrity:
 * npm ci skips them by os/cpu on this platform and never fetches them.
 * Run after changing dependencies: `node scripts/lock-platform-bindings.ts`.
 */
import { readFileSync, writeFileSync } from 'node:fs';

const LOCK = new URL('../package-lock.json', import.meta.url);

interface LockEntry {
  version?: string;
  optional?: boolean;
  os?: string[];
  cpu?: string[];
  libc?: string[];
  optionalDependencies?: Record<string, string>;
}

/** os, cpu and libc from a binding's platform suffix, as the packages themselves declare them. */
function platformOf(name: string): Pick<LockEntry, 'os' | 'cpu' | 'libc'> | null {
  const suffix = name.slice(name.lastIndexOf('/') + 1).replace(/^(compiler-binding|oxide)-/, '');
  if (suffix === 'wasm32-wasi') return { cpu: ['wasm32'] };
  const match = /^(android|darwin|freebsd|linux|win32)-(arm64|x64|arm|ia32)(?:-(gnu|musl|gnueabihf|msvc))?$/.exec(suffix);
  if (!match) return null;
  const [, os, cpu, abi] = match;
  const libc = abi === 'gnu' || abi === 'gnueabihf' ? ['glibc'] : abi === 'musl' ? ['musl'] : undefined;
  return { os: [os!], cpu: [cpu!], ...(libc ? { libc } : {}) };
}

const lock = JSON.parse(readFileSync(LOCK, 'utf8')) as { packages: Record<string, LockEntry> };
let added = 0;
for (const [path, entry] of Object.entries(lock.packages)) {
  for (const [dep, version] of Object.entries(entry.optionalDependencies ?? {})) {
    const key = `node_modules/${dep}`;
    if (lock.packages[key] || lock.packages[`${path}/node_modules/${dep}`]) continue;
    const platform = platformOf(dep);
    if (!platform) continue;
    lock.packages[key] = { version, optional: true, ...platform };
    added++;
  }
}
const sorted = Object.fromEntries(Object.entries(lock.packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b))));
writeFileSync(LOCK, JSON.stringify({ ...lock, packages: sorted }, null, 2) + '\n');
console.log(`Added ${added} platform binding entries to package-lock.json.`);

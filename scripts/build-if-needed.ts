/**
 * Builds the storefront when its build is missing or older than a source file: one rule for
 * `npm start` (scripts/start.ts) and `npm run stack` (scripts/stack.ts).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const SOURCES = ['src', 'blocks', 'islands', 'schemas', 'public', 'astro.config.mjs', 'tailwind.config.cjs', 'package.json'];

function newestMtime(root: string, path: string): number {
  const full = join(root, path);
  if (!existsSync(full)) return 0;
  const stat = statSync(full);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const name of readdirSync(full)) newest = Math.max(newest, newestMtime(root, join(path, name)));
  return newest;
}

export function needsBuild(root: string, entry: string): boolean {
  if (!existsSync(entry)) return true;
  const built = statSync(entry).mtimeMs;
  return SOURCES.some((path) => newestMtime(root, path) > built);
}

/** Builds when needed; false when the build failed (its output was shown). */
export function buildIfNeeded(root: string, entry: string, say: (line: string) => void): boolean {
  if (!needsBuild(root, entry)) return true;
  say('Building the storefront…');
  return spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' }).status === 0;
}

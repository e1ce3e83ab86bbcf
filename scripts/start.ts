/**
 * `npm start`: build if needed, start the embedded sandbox (unless real services are
 * configured), then serve the production storefront on http://localhost:4321.
 *   PORT / HOST     the storefront's address (default 4321 / localhost)
 *   SANDBOX_PORT    the sandbox's port (default 4322)
 *   COMPRESSION     off when a proxy in front compresses (default on: brotli or gzip, src/server/main.ts)
 * The sandbox runs in its own process so its synchronous SQLite work never stalls page renders.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { join, resolve } from 'node:path';
import { buildIfNeeded } from './build-if-needed.ts';
import { compressionWanted, serve } from '../src/server/main.ts';

const root = resolve(import.meta.dirname, '..');
const port = Number(process.env.PORT ?? 4321);
const host = process.env.HOST ?? 'localhost';
const sandboxPort = Number(process.env.SANDBOX_PORT ?? 4322);
const useSandbox = !process.env.CONTENT_API_URL || !process.env.COMMERCE_API_URL;
const entry = join(root, process.env.CAIRN_OUT_DIR ?? 'dist', 'server/entry.mjs');
const SANDBOX_READY_TIMEOUT_MS = 60_000;
function portFree(p: number, h: string): Promise<boolean> {
  return new Promise((resolvePort) => {
    const server = createServer();
    server.once('error', () => resolvePort(false));
    server.listen(p, h, () => server.close(() => resolvePort(true)));
  });
}

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

async function waitForSandbox(child: ChildProcess): Promise<void> {
  const deadline = Date.now() + SANDBOX_READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) fail(`The sandbox exited (code ${child.exitCode}) before it was ready.`);
    try {
      const res = await fetch(`http://127.0.0.1:${sandboxPort}/health`, { signal: AbortSignal.timeout(1000) });
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  fail(`The sandbox did not become ready within ${SANDBOX_READY_TIMEOUT_MS / 1000} s.`);
}

if (!(await portFree(port, host))) fail(`Port ${port} is already in use: set PORT to a free port.`);
if (useSandbox && !(await portFree(sandboxPort, '127.0.0.1'))) fail(`Sandbox port ${sandboxPort} is already in use: set SANDBOX_PORT to a free port.`);

if (!buildIfNeeded(root, entry, (line) => console.log(line))) fail('The build failed; see the output above.');

let sandbox: ChildProcess | undefined;
if (useSandbox) {
  sandbox = spawn(process.execPath, [join(root, 'src/sandbox/main.ts'), '--port', String(sandboxPort)], { cwd: root, stdio: 'inherit', env: process.env });
  const stop = () => sandbox?.kill('SIGTERM');
  process.on('exit', stop);
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => process.exit(0));
  await waitForSandbox(sandbox);
}

process.env.PORT = String(port);
process.env.HOST = host;
process.env.SANDBOX_PORT = String(sandboxPort);
await serve({ entry, port, host, compression: compressionWanted(process.env.COMPRESSION) });
console.log(`Cairn is running at http://${host}:${port}`);

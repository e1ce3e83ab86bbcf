/**
 * The storefront under test: `node scripts/start.ts` (build if needed, sandbox, server) on the
 * bench's own ports and database, in its own process group so stopping it stops the sandbox too.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createWriteStream, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';

export interface OwnServerOptions {
  root: string;
  port: number;
  sandboxPort: number;
  /** Relative to root. */
  db: string;
  keepData: boolean;
  /** The sandbox checks its answers against their contracts (SANDBOX_VALIDATE_RESPONSES), as in development. */
  sandboxChecks: boolean;
  /** Seed a grown catalogue first (`--scale N`). */
  scale?: number;
  logFile: string;
  /** Building on a cold checkout takes minutes on 2 cores. */
  readyTimeoutMs: number;
}

export interface RunningServer {
  baseUrl: string;
  stop: () => Promise<void>;
}

const POLL_MS = 250;
const STOP_GRACE_MS = 5_000;

function removeDb(root: string, db: string): void {
  for (const suffix of ['', '-wal', '-shm']) rmSync(join(root, db + suffix), { force: true });
}

export function tail(file: string, lines = 30): string {
  try {
    return readFileSync(file, 'utf8').trimEnd().split('\n').slice(-lines).join('\n');
  } catch {
    return '(no log)';
  }
}

/** Seeds the bench database with a grown catalogue, in the foreground. */
function seedScaled(options: OwnServerOptions): void {
  const args = ['src/sandbox/main.ts', '--db', options.db, '--reset', '--no-serve', '--scale', String(options.scale)];
  console.log(`Seeding a scaled catalogue: node ${args.join(' ')}`);
  const started = Date.now();
  const result = spawnSync(process.execPath, args, { cwd: options.root, stdio: 'inherit', env: { ...process.env, SANDBOX_DB: options.db } });
  if (result.status !== 0) throw new Error(`Seeding with --scale ${options.scale} failed (exit ${result.status ?? result.signal}).`);
  console.log(`Seeded in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
}

/** Polls /health until it answers 200 (storefront and sandbox up), the child dies, or time runs out. */
export async function waitForHealth(baseUrl: string, timeoutMs: number, child?: ChildProcess): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let last = 'no answer';
  while (Date.now() < deadline) {
    if (child && child.exitCode !== null) throw new Error(`The storefront exited (code ${child.exitCode}) before it was healthy.`);
    if (child && child.signalCode !== null) throw new Error(`The storefront was killed (${child.signalCode}) before it was healthy.`);
    try {
      const res = await fetch(`${baseUrl}/health`, { signal: AbortSignal.timeout(2_000) });
      const text = await res.text();
      if (res.ok) return;
      last = `HTTP ${res.status} ${text.slice(0, 200)}`;
    } catch (error) {
      last = error instanceof Error ? error.message : String(error);
    }
    await new Promise((r) => setTimeout(r, POLL_MS));
  }
  throw new Error(`${baseUrl}/health was not healthy within ${timeoutMs / 1000} s (last: ${last}).`);
}

export async function startOwnServer(options: OwnServerOptions): Promise<RunningServer> {
  const { root, port, sandboxPort, db } = options;
  if (options.scale !== undefined) seedScaled(options);
  else if (!options.keepData) removeDb(root, db);

  mkdirSync(dirname(options.logFile), { recursive: true });
  const log = createWriteStream(options.logFile);
  const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(port), HOST: '127.0.0.1', SANDBOX_PORT: String(sandboxPort), SANDBOX_DB: db, LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn' };
  if (!options.sandboxChecks) env.SANDBOX_VALIDATE_RESPONSES = 'off';
  // Real services would not be the bench's own: the harness always runs the sandbox.
  delete env.CONTENT_API_URL;
  delete env.COMMERCE_API_URL;
  // detached: a new process group, so one kill reaches start.ts, the sandbox and a build.
  const child = spawn(process.execPath, ['scripts/start.ts'], { cwd: root, env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout?.pipe(log, { end: false });
  child.stderr?.pipe(log, { end: false });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));

  let stopped = false;
  const stop = async () => {
    if (stopped) return;
    stopped = true;
    process.off('exit', killNow);
    if (child.exitCode === null && child.signalCode === null) {
      signalGroup(child, 'SIGTERM');
      const timer = setTimeout(() => signalGroup(child, 'SIGKILL'), STOP_GRACE_MS);
      await exited;
      clearTimeout(timer);
    }
    // start.ts stops the sandbox on exit; give it the grace period to close its database.
    const deadline = Date.now() + STOP_GRACE_MS;
    while (groupAlive(child) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
    signalGroup(child, 'SIGKILL');
    log.end();
  };
  // Last resort if the harness dies without reaching stop().
  const killNow = () => signalGroup(child, 'SIGKILL');
  process.on('exit', killNow);

  const baseUrl = `http://127.0.0.1:${port}`;
  try {
    await waitForHealth(baseUrl, options.readyTimeoutMs, child);
  } catch (error) {
    await stop();
    const message = error instanceof Error ? error.message : String(error);
    throw new Error(`${message}\n--- last lines of ${options.logFile} ---\n${tail(options.logFile)}`);
  }
  return { baseUrl, stop };
}

function groupAlive(child: ChildProcess): boolean {
  if (child.pid === undefined) return false;
  try {
    process.kill(-child.pid, 0);
    return true;
  } catch {
    return false;
  }
}

function signalGroup(child: ChildProcess, signal: NodeJS.Signals): void {
  if (child.pid === undefined) return;
  try {
    process.kill(-child.pid, signal);
  } catch {
    // the group is already gone
  }
}

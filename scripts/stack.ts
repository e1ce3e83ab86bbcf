/**
 * `npm run stack`: the production stack on this machine (docs/architecture.md#how-it-is-deployed), from
 * Debian packages, no Docker:
 *
 *   https://localhost:8443 ─ nginx (TLS, gzip/brotli) ─ Varnish (deploy/varnish/default.vcl)
 *     ─ storefront × 2 (node src/server/main.ts) ─ sandbox (own process), Redis (sessions)
 *
 * It installs nothing: it checks the binaries, builds the storefront when needed (as `npm start`),
 * writes its certificate, secrets, configuration, data and logs under .data/stack/, and stops
 * every process together on Ctrl-C or SIGTERM. compose.yaml describes the same stack.
 *
 *   STACK_HTTPS_PORT       8443   the https port (nginx)
 *   STACK_VARNISH_PORT     6081   Varnish, for the proxy
 *   STACK_PURGE_PORT       6082   Varnish's purge listener (VARNISH_PURGE_URLS)
 *   STACK_STOREFRONT_PORT  4331   the first storefront; the next ones take the following ports
 *   STACK_INSTANCES        2      how many storefronts
 *   STACK_SANDBOX_PORT     4339   the sandbox
 *   STACK_REDIS_PORT       6390   Redis
 *   STACK_DIR              .data/stack
 *   --fresh                start from a newly seeded sandbox and an empty Redis
 *   STACK_EXIT_WITH_PARENT=1  stop when the starting process dies (tests)
 * SESSION_SECRET and PUBLISH_SECRET are used when set, else generated once into STACK_DIR.
 * The processes' ids are written to STACK_DIR/pids.json (the soak reads them).
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { accessSync, constants, closeSync, existsSync, mkdirSync, openSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpsRequest } from 'node:https';
import { connect, createServer } from 'node:net';
import { delimiter, join, relative, resolve } from 'node:path';
import { buildIfNeeded } from './build-if-needed.ts';

const root = resolve(import.meta.dirname, '..');
const fresh = process.argv.includes('--fresh');

function fail(message: string): never {
  console.error(`stack: ${message}`);
  process.exit(1);
}

function portSetting(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!/^\d+$/.test(raw) || n < 1 || n > 65_535) fail(`${name} must be a port number (1-65535), not "${raw}".`);
  return n;
}

const ports = {
  https: portSetting('STACK_HTTPS_PORT', 8443),
  varnish: portSetting('STACK_VARNISH_PORT', 6081),
  purge: portSetting('STACK_PURGE_PORT', 6082),
  storefront: portSetting('STACK_STOREFRONT_PORT', 4331),
  sandbox: portSetting('STACK_SANDBOX_PORT', 4339),
  redis: portSetting('STACK_REDIS_PORT', 6390),
};
const instances = portSetting('STACK_INSTANCES', 2);
const storefrontPorts = Array.from({ length: instances }, (_, i) => ports.storefront + i);
const dir = resolve(root, process.env.STACK_DIR ?? '.data/stack');
const logDir = join(dir, 'logs');
const outDir = process.env.CAIRN_OUT_DIR ?? 'dist';
const entry = join(root, outDir, 'server/entry.mjs');
const shown = (path: string) => relative(process.cwd(), path) || '.';

const READY_TIMEOUT_MS = 90_000;
const STOP_TIMEOUT_MS = 8000;
/**
 * Below Node's keep-alive timeout (5 s): Varnish must never reuse a connection the storefront is
 * closing, since a POST sent on it cannot be retried (a 503 for the shopper).
 */
const BACKEND_IDLE_TIMEOUT_S = 4;
const INSTALL = 'apt-get install redis-server varnish varnish-modules nginx libnginx-mod-http-brotli-filter openssl';

// ── Binaries ────────────────────────────────────────────────────────────────────────────────
// varnishd and nginx live in /usr/sbin, which a non-root PATH may lack.
const searchPath = [...(process.env.PATH ?? '').split(delimiter), '/usr/local/sbin', '/usr/sbin', '/sbin'].filter(Boolean);
function findBinary(name: string): string | undefined {
  for (const folder of searchPath) {
    const candidate = join(folder, name);
    try {
      accessSync(candidate, constants.X_OK);
      return candidate;
    } catch {
      // not here
    }
  }
  return undefined;
}
const binaries = Object.fromEntries(['redis-server', 'varnishd', 'nginx', 'openssl'].map((name) => [name, findBinary(name)])) as Record<string, string | undefined>;
const missing = Object.entries(binaries).filter(([, path]) => !path).map(([name]) => name);
if (missing.length > 0) fail(`missing ${missing.join(', ')}. Install with: ${INSTALL}`);
const bin = binaries as Record<'redis-server' | 'varnishd' | 'nginx' | 'openssl', string>;
const BROTLI_MODULE = ['/usr/lib/nginx/modules/ngx_http_brotli_filter_module.so', '/usr/lib64/nginx/modules/ngx_http_brotli_filter_module.so'].find((p) => existsSync(p));

// ── Ports ───────────────────────────────────────────────────────────────────────────────────
function portFree(port: number): Promise<boolean> {
  return new Promise((done) => {
    const server = createServer();
    server.once('error', () => done(false));
    server.listen(port, '127.0.0.1', () => server.close(() => done(true)));
  });
}
const wanted: Array<[string, number]> = [
  ['STACK_HTTPS_PORT', ports.https],
  ['STACK_VARNISH_PORT', ports.varnish],
  ['STACK_PURGE_PORT', ports.purge],
  ...storefrontPorts.map((p, i): [string, number] => [`STACK_STOREFRONT_PORT (instance ${i + 1})`, p]),
  ['STACK_SANDBOX_PORT', ports.sandbox],
  ['STACK_REDIS_PORT', ports.redis],
];
const seen = new Map<number, string>();
for (const [name, port] of wanted) {
  if (seen.has(port)) fail(`${name} and ${seen.get(port)} are both ${port}: give each its own port.`);
  seen.set(port, name);
  if (!(await portFree(port))) fail(`port ${port} (${name}) is in use: set ${name.split(' ')[0]} to a free port.`);
}

// ── Build (as scripts/start.ts) ─────────────────────────────────────────────────────────────
if (!buildIfNeeded(root, entry, (line) => console.log(`stack: ${line}`))) fail('the build failed; see the output above.');

// ── Files: secrets, certificate, configuration ─────────────────────────────────────────────
for (const sub of ['logs', 'tls', 'redis', 'varnish', 'nginx']) mkdirSync(join(dir, sub), { recursive: true });
if (fresh) {
  for (const name of readdirSync(dir)) if (name.startsWith('sandbox.db')) rmSync(join(dir, name));
  rmSync(join(dir, 'redis/dump.rdb'), { force: true });
}

const secretsFile = join(dir, 'secrets.json');
const stored = existsSync(secretsFile) ? (JSON.parse(readFileSync(secretsFile, 'utf8')) as Record<string, string>) : {};
const secrets = {
  session: process.env.SESSION_SECRET ?? stored.session ?? randomBytes(32).toString('base64url'),
  publish: process.env.PUBLISH_SECRET ?? stored.publish ?? randomBytes(32).toString('base64url'),
};
writeFileSync(secretsFile, JSON.stringify(secrets, null, 2) + '\n', { mode: 0o600 });

// A new self-signed certificate at every start: it is for this machine only.
const cert = join(dir, 'tls/cert.pem');
const key = join(dir, 'tls/key.pem');
const tls = spawnSync(bin.openssl, ['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-keyout', key, '-out', cert, '-days', '30', '-subj', '/CN=localhost', '-addext', 'subjectAltName=DNS:localhost,IP:127.0.0.1'], { encoding: 'utf8' });
if (tls.status !== 0) fail(`openssl could not make the certificate: ${(tls.stderr || '').trim().split('\n').pop()}`);

writeFileSync(
  join(dir, 'varnish/backends.vcl'),
  [
    '# Written by scripts/stack.ts at each start (deploy/varnish/backends.vcl is the compose one).',
    ...storefrontPorts.map((port, i) => `backend storefront_${i + 1} {\n  .host = "127.0.0.1";\n  .port = "${port}";\n  .probe = ready;\n  .connect_timeout = 1s;\n  .first_byte_timeout = 15s;\n  .between_bytes_timeout = 10s;\n}`),
    'acl purgers {\n  "127.0.0.1";\n  "::1";\n}',
    `sub vcl_init {\n  new storefronts = directors.shard();\n${storefrontPorts.map((_, i) => `  storefronts.add_backend(storefront_${i + 1});`).join('\n')}\n  storefronts.reconfigure();\n}`,
    '',
  ].join('\n\n'),
);

/** Fills `${CAIRN_…}` names only, like the nginx image's envsubst (nginx's own `$vars` stay). */
function render(template: string, values: Record<string, string>): string {
  return template.replace(/\$\{(CAIRN_[A-Z_]+)\}/g, (all, name: string) => values[name] ?? all);
}
const nginxDir = join(dir, 'nginx');
writeFileSync(
  join(nginxDir, 'cairn.conf'),
  render(readFileSync(join(root, 'deploy/nginx/cairn.conf.template'), 'utf8'), {
    CAIRN_VARNISH: `127.0.0.1:${ports.varnish}`,
    CAIRN_HTTPS_PORT: String(ports.https),
    CAIRN_TLS_CERT: cert,
    CAIRN_TLS_KEY: key,
  }),
);
writeFileSync(
  join(nginxDir, 'nginx.conf'),
  [
    '# Written by scripts/stack.ts at each start.',
    ...(BROTLI_MODULE ? [`load_module ${BROTLI_MODULE};`] : []),
    'daemon off;',
    'worker_processes 2;',
    `pid ${join(nginxDir, 'nginx.pid')};`,
    'error_log stderr warn;',
    'events { worker_connections 2048; }',
    'http {',
    '  access_log off;',
    ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((kind) => `  ${kind}_temp_path ${join(nginxDir, 'tmp', kind)};`),
    ...(BROTLI_MODULE ? [`  include ${join(root, 'deploy/nginx/brotli.conf')};`] : []),
    `  include ${join(nginxDir, 'cairn.conf')};`,
    '}',
    '',
  ].join('\n'),
);
mkdirSync(join(nginxDir, 'tmp'), { recursive: true });

const vclPath = `${join(dir, 'varnish')}:${join(root, 'deploy/varnish')}`;
const vcl = join(root, 'deploy/varnish/default.vcl');
const varnishWork = join(dir, 'varnish/work');
// Compile first: a VCL error (or a missing xkey vmod) is one clear line, not a dead daemon.
const compiled = spawnSync(bin.varnishd, ['-C', '-n', varnishWork, '-p', `vcl_path=${vclPath}`, '-f', vcl], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
if (compiled.status !== 0) {
  const reason = compiled.stderr.split('\n').find((l) => /error|not found|could not|expected/i.test(l)) ?? compiled.stderr.trim().split('\n')[0];
  fail(`Varnish cannot load ${shown(vcl)}: ${reason?.trim()}${/xkey/i.test(compiled.stderr) ? ` (the xkey vmod is in varnish-modules: ${INSTALL})` : ''}`);
}
const nginxTest = spawnSync(bin.nginx, ['-t', '-q', '-e', 'stderr', '-p', nginxDir, '-c', join(nginxDir, 'nginx.conf')], { encoding: 'utf8' });
if (nginxTest.status !== 0) fail(`nginx refuses its configuration: ${nginxTest.stderr.trim().split('\n').find((l) => /emerg|error/.test(l)) ?? nginxTest.stderr.trim()}`);

// ── Processes ───────────────────────────────────────────────────────────────────────────────
interface Running {
  name: string;
  child: ChildProcess;
  log: string;
}
const running: Running[] = [];
let stopping = false;

function start(name: string, command: string, args: string[], env: NodeJS.ProcessEnv = process.env): Running {
  const log = join(logDir, `${name}.log`);
  const fd = openSync(log, 'a');
  const child = spawn(command, args, { cwd: root, env, stdio: ['ignore', fd, fd] });
  closeSync(fd);
  const proc = { name, child, log };
  running.push(proc);
  child.once('error', (error) => {
    if (!stopping) void stopAll(1, `${name} could not start: ${error.message}`);
  });
  child.once('exit', (code, signal) => {
    if (stopping) return;
    const why = `${name} stopped (${signal ?? `exit code ${code}`}); see ${shown(log)}`;
    // One storefront instance going away is what the stack is built to survive: Varnish's probe
    // takes it out of the rotation and the others serve. Anything else stops the stack.
    const storefrontsLeft = running.filter((r) => r.name.startsWith('storefront-') && r.child.exitCode === null && r.child.signalCode === null);
    if (name.startsWith('storefront-') && storefrontsLeft.length > 0) console.error(`stack: ${why}; ${storefrontsLeft.length} instance(s) still serve.`);
    else void stopAll(1, why);
  });
  return proc;
}

async function stopAll(code: number, message?: string): Promise<never> {
  if (stopping) return new Promise<never>(() => undefined);
  stopping = true;
  if (message) console.error(`stack: ${message}`);
  // The edge first, the data last.
  const alive = running.filter((r) => r.child.exitCode === null && r.child.signalCode === null).reverse();
  const exited = alive.map((r) => new Promise<void>((done) => (r.child.exitCode !== null ? done() : r.child.once('exit', () => done()))));
  for (const r of alive) r.child.kill('SIGTERM');
  const timer = setTimeout(() => alive.forEach((r) => r.child.kill('SIGKILL')), STOP_TIMEOUT_MS);
  await Promise.all(exited);
  clearTimeout(timer);
  rmSync(join(dir, 'pids.json'), { force: true });
  process.exit(code);
}
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.on(signal, () => void stopAll(0));
// Started by a test (STACK_EXIT_WITH_PARENT=1): a parent that dies without stopping us takes the stack along.
if (process.env.STACK_EXIT_WITH_PARENT === '1') {
  const parent = process.ppid;
  setInterval(() => {
    try {
      process.kill(parent, 0);
    } catch {
      void stopAll(1, 'the process that started the stack is gone; stopping.');
    }
  }, 1000).unref();
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function waitFor(what: string, proc: Running, check: () => Promise<boolean>): Promise<void> {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (stopping) return new Promise<never>(() => undefined);
    if (await check().catch(() => false)) return;
    await sleep(200);
  }
  await stopAll(1, `${what} was not ready within ${READY_TIMEOUT_MS / 1000} s; see ${shown(proc.log)}`);
}

const httpOk = async (url: string) => {
  const res = await fetch(url, { signal: AbortSignal.timeout(2000) });
  await res.body?.cancel();
  return res.ok;
};

function redisPing(port: number): Promise<boolean> {
  return new Promise((done) => {
    const socket = connect(port, '127.0.0.1');
    socket.setTimeout(1000, () => (socket.destroy(), done(false)));
    socket.once('error', () => done(false));
    socket.once('connect', () => socket.write('PING\r\n'));
    socket.once('data', (data) => {
      socket.destroy();
      done(data.toString().startsWith('+PONG'));
    });
  });
}

function httpsOk(port: number, path: string): Promise<boolean> {
  return new Promise((done) => {
    const req = httpsRequest({ host: '127.0.0.1', port, path, servername: 'localhost', headers: { host: `localhost:${port}` }, rejectUnauthorized: false, timeout: 2000 }, (res) => {
      res.resume();
      done(res.statusCode === 200);
    });
    req.once('error', () => done(false));
    req.once('timeout', () => (req.destroy(), done(false)));
    req.end();
  });
}

for (const name of readdirSync(logDir)) rmSync(join(logDir, name), { force: true });

const sandbox = start('sandbox', process.execPath, [join(root, 'src/sandbox/main.ts'), '--port', String(ports.sandbox), '--db', join(dir, 'sandbox.db')]);
const redis = start('redis', bin['redis-server'], ['--port', String(ports.redis), '--bind', '127.0.0.1', '--protected-mode', 'yes', '--dir', join(dir, 'redis'), '--dbfilename', 'dump.rdb', '--save', '60 1', '--appendonly', 'no', '--daemonize', 'no', '--logfile', '']);
await Promise.all([waitFor('the sandbox', sandbox, () => httpOk(`http://127.0.0.1:${ports.sandbox}/health`)), waitFor('Redis', redis, () => redisPing(ports.redis))]);

// The embedded sandbox's mode (media, preview and experiments from the sandbox), with the sandbox
// in its own process: SANDBOX_PORT names it, and COMMERCE/CONTENT_API_URL stay unset.
const { COMMERCE_API_URL: _commerce, CONTENT_API_URL: _content, ...inherited } = process.env;
const storefronts = storefrontPorts.map((port, i) =>
  start(`storefront-${i + 1}`, process.execPath, [join(root, 'src/server/main.ts')], {
    ...inherited,
    PORT: String(port),
    HOST: '127.0.0.1',
    SANDBOX_PORT: String(ports.sandbox),
    REDIS_URL: `redis://127.0.0.1:${ports.redis}`,
    SESSION_SECRET: secrets.session,
    PUBLISH_SECRET: secrets.publish,
    VARNISH_PURGE_URLS: `http://127.0.0.1:${ports.purge}`,
    SITE_URL: `https://localhost:${ports.https}`,
    CAIRN_OUT_DIR: outDir,
    // nginx compresses for the browser, and Varnish keeps its own gzip copies.
    COMPRESSION: 'off',
    // Varnish is the shared cache: each instance's own keeps only what Varnish is revalidating.
    ROUTE_CACHE_MB: '16',
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'info',
  }),
);
await Promise.all(storefronts.map((proc, i) => waitFor(`storefront ${i + 1}`, proc, () => httpOk(`http://127.0.0.1:${storefrontPorts[i]}/health/ready`))));

const varnish = start('varnish', bin.varnishd, ['-F', '-j', 'none', '-n', varnishWork, '-a', `proxy=127.0.0.1:${ports.varnish},HTTP`, '-a', `purge=127.0.0.1:${ports.purge},HTTP`, '-T', 'none', '-p', `vcl_path=${vclPath}`, '-p', `backend_idle_timeout=${BACKEND_IDLE_TIMEOUT_S}`, '-f', vcl, '-s', 'malloc,256m']);
// Through Varnish, so its health probes have found a storefront.
await waitFor('Varnish', varnish, () => httpOk(`http://127.0.0.1:${ports.varnish}/health/ready`));

const nginx = start('nginx', bin.nginx, ['-e', 'stderr', '-p', nginxDir, '-c', join(nginxDir, 'nginx.conf')]);
await waitFor('nginx', nginx, () => httpsOk(ports.https, '/health/live'));

const pidOf = (r: Running) => r.child.pid ?? 0;
writeFileSync(
  join(dir, 'pids.json'),
  JSON.stringify({ sandbox: pidOf(sandbox), redis: pidOf(redis), storefronts: storefronts.map((s, i) => ({ port: storefrontPorts[i], pid: pidOf(s) })), varnish: pidOf(varnish), nginx: pidOf(nginx), https: ports.https }, null, 2) + '\n',
);

console.log(
  [
    `stack: ready at https://localhost:${ports.https}/ (self-signed: ${shown(cert)})`,
    `  nginx :${ports.https}${BROTLI_MODULE ? ' (br, gzip)' : ' (gzip)'} → Varnish :${ports.varnish} (purge :${ports.purge}) → storefronts ${storefrontPorts.map((p) => `:${p}`).join(' ')} → sandbox :${ports.sandbox}, Redis :${ports.redis}`,
    `  logs in ${shown(logDir)}/, process ids in ${shown(join(dir, 'pids.json'))}; Ctrl-C stops everything.`,
  ].join('\n'),
);

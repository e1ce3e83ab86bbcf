/**
 * `npm run sandbox`: seed the database when it is empty (or on --reset), then serve.
 *   --port N     else env SANDBOX_PORT, else 4322
 *   --host H     default 127.0.0.1
 *   --db PATH    else env SANDBOX_DB, else .data/sandbox.db
 *   --reset      drop everything and seed again
 *   --no-serve   seed or reset, then exit
 *   --scale N    seed N products and N/10 extra pages (reseeds when the database holds another size)
 */
import { parseArgs } from 'node:util';
import { openDatabase, resolveDbPath } from './db.ts';
import type { Logger } from './http/exchange.ts';
import { startSandbox } from './server.ts';
import { isSeeded, reseed, seedSandbox } from './seed/index.ts';

const DEFAULT_PORT = 4322;

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

function wholeNumber(name: string, raw: string | undefined, min: number, max: number): number | undefined {
  if (raw === undefined) return undefined;
  const n = Number(raw);
  if (!/^\d+$/.test(raw) || n < min || n > max) fail(`--${name} must be a whole number from ${min} to ${max}.`);
  return n;
}

let args;
try {
  args = parseArgs({
    options: {
      port: { type: 'string' },
      host: { type: 'string', default: '127.0.0.1' },
      db: { type: 'string' },
      reset: { type: 'boolean', default: false },
      'no-serve': { type: 'boolean', default: false },
      scale: { type: 'string' },
    },
    strict: true,
  }).values;
} catch (error) {
  fail(`${error instanceof Error ? error.message : String(error)}\nUsage: npm run sandbox -- [--port N] [--host H] [--db PATH] [--reset] [--no-serve] [--scale N]`);
}

const port = wholeNumber('port', args.port ?? process.env.SANDBOX_PORT, 0, 65_535) ?? DEFAULT_PORT;
const scale = wholeNumber('scale', args.scale, 1, 10_000_000);
const dbPath = resolveDbPath(args.db);

const log: Logger = (level, event, fields) => {
  const line = JSON.stringify({ time: new Date().toISOString(), level, event, ...fields });
  if (level === 'info') console.log(line);
  else console.error(line);
};

// One connection seeds and serves, so ':memory:' works too.
const db = openDatabase({ path: dbPath });
const storedSize = (db.prepare("SELECT value FROM meta WHERE key = 'products'").get() as { value: string } | undefined)?.value;
const wrongSize = scale !== undefined && storedSize !== String(scale);
if (args.reset || wrongSize || !isSeeded(db)) {
  const report = args.reset || wrongSize ? reseed(db, { scale }) : seedSandbox(db, { scale });
  console.log(`Seeded ${report.products} products and ${report.documents} documents in ${report.ms} ms (${dbPath}).`);
}

if (args['no-serve']) {
  db.close();
} else {
  try {
    const sandbox = await startSandbox({ port, host: args.host, db, logger: log, seedIfEmpty: false });
    console.log(`Sandbox listening at ${sandbox.url} (${dbPath})`);
    const stop = () =>
      void sandbox.close().then(() => {
        db.close();
        process.exit(0);
      });
    process.once('SIGINT', stop);
    process.once('SIGTERM', stop);
  } catch (error) {
    db.close();
    if ((error as NodeJS.ErrnoException).code === 'EADDRINUSE') fail(`Sandbox port ${port} is already in use: set SANDBOX_PORT to a free port.`);
    throw error;
  }
}

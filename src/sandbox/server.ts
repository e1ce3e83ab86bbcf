/**
 * The sandbox HTTP service: the commerce gateway and content service paths of the spec, on
 * node:http with a tiny router. startSandbox runs it in-process for the CLI and the tests.
 */
import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { openDatabase, type Database } from './db.ts';
import { HttpError, header, sendError, type Exchange, type Logger } from './http/exchange.ts';
import { createRouter } from './http/router.ts';
import { contentRoutes } from './routes/content.ts';
import { healthRoutes } from './routes/health.ts';
import { mediaRoutes } from './routes/media.ts';
import { productRoutes } from './routes/products.ts';
import { experimentRoutes } from './routes/experiments.ts';
import { articleRoutes } from './routes/articles.ts';
import { personalisationRoutes } from './routes/personalisation.ts';
import { socialRoutes } from './routes/social.ts';
import { authRoutes } from './routes/auth.ts';
import { platformRoutes } from './routes/platform.ts';
import { subscriptionRoutes } from './routes/subscriptions.ts';
import { eventRegistrationRoutes } from './routes/event-registration.ts';
import { cartRoutes } from './routes/cart.ts';
import { checkoutRoutes } from './routes/checkout.ts';
import { paymentRoutes } from './routes/payments.ts';
import { consumerRoutes } from './routes/consumer.ts';
import { utilitiesRoutes } from './routes/utilities.ts';
import { reviewRoutes } from './routes/reviews.ts';
import { wishlistRoutes } from './routes/wishlists.ts';
import { hasAccounts, seedAccounts } from './seed/accounts.ts';
import { isSeeded, seedSandbox } from './seed/index.ts';

export const DEFAULT_ACCESS_KEY = 'sandbox-access-key';

export interface SandboxOptions {
  /** 0 picks a free port. */
  port: number;
  host?: string;
  /** A file or ':memory:'; else env SANDBOX_DB, else .data/sandbox.db. Ignored when db is given. */
  dbPath?: string;
  /** An open database to serve (tests); it is not closed by close(). */
  db?: Database;
  /** The key x-api-key must carry when present; else env SANDBOX_ACCESS_KEY, else 'sandbox-access-key'. */
  accessKey?: string;
  logger?: Logger;
  /** Seed an empty database before serving (default true). */
  seedIfEmpty?: boolean;
}

export interface Sandbox {
  url: string;
  port: number;
  db: Database;
  close(): Promise<void>;
}

const silent: Logger = () => {};
const CORRELATION_ID = /^[\w.:-]{1,128}$/;

const route = createRouter([...healthRoutes, ...platformRoutes, ...authRoutes, ...contentRoutes, ...articleRoutes, ...productRoutes, ...personalisationRoutes, ...experimentRoutes, ...socialRoutes, ...subscriptionRoutes, ...eventRegistrationRoutes, ...cartRoutes, ...checkoutRoutes, ...paymentRoutes, ...consumerRoutes, ...utilitiesRoutes, ...reviewRoutes, ...wishlistRoutes, ...mediaRoutes]);

export function startSandbox(options: SandboxOptions): Promise<Sandbox> {
  const ownsDb = !options.db;
  const db = options.db ?? openDatabase({ path: options.dbPath });
  if (options.seedIfEmpty !== false && !isSeeded(db)) seedSandbox(db);
  // A database seeded before the accounts existed gets them now.
  if (isSeeded(db) && !hasAccounts(db)) seedAccounts(db);
  const accessKey = options.accessKey ?? process.env.SANDBOX_ACCESS_KEY ?? DEFAULT_ACCESS_KEY;
  const log = options.logger ?? silent;
  const host = options.host ?? '127.0.0.1';

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const asked = header({ req }, 'x-correlation-id');
    // Echo the caller's id so one request can be followed through both logs; refuse header injection.
    const correlationId = asked && CORRELATION_ID.test(asked) ? asked : randomUUID();
    res.setHeader('x-correlation-id', correlationId);
    const url = new URL(req.url ?? '/', 'http://sandbox.invalid');
    const x: Exchange = { req, res, url, params: {}, correlationId, db, log };
    try {
      const key = header(x, 'x-api-key');
      if (key !== undefined && key !== accessKey) throw new HttpError(401, 'API401', 'The access key (x-api-key) is not valid');
      const match = route(req.method ?? 'GET', url.pathname);
      if (match.kind === 'none') throw new HttpError(404, 'API404', `No route for ${url.pathname}`);
      if (match.kind === 'wrong-method') {
        sendError(x, 405, 'API405', `${req.method} is not allowed on ${url.pathname}`, { Allow: match.allow.join(', ') });
        return;
      }
      x.params = match.params;
      await match.handler(x);
    } catch (error) {
      if (res.headersSent) {
        res.destroy();
        return;
      }
      if (error instanceof HttpError) {
        sendError(x, error.status, error.errorId, error.message, {}, error.more);
        return;
      }
      log('error', 'sandbox.request_failed', { method: req.method, path: url.pathname, correlationId, error: error instanceof Error ? (error.stack ?? error.message) : String(error) });
      sendError(x, 500, 'GEN500', 'The sandbox failed to answer; see its log');
    }
  }

  const server = createServer((req, res) => void handle(req, res));
  // Keep-alive sockets would hold close() open until they time out.
  const close = (): Promise<void> =>
    new Promise((resolve, reject) => {
      server.close((error) => {
        if (ownsDb && db.isOpen) db.close();
        if (error) reject(error);
        else resolve();
      });
      server.closeAllConnections();
    });

  return new Promise((resolve, reject) => {
    server.once('error', (error) => {
      if (ownsDb && db.isOpen) db.close();
      reject(error);
    });
    server.listen(options.port, host, () => {
      const { port } = server.address() as AddressInfo;
      const shownHost = host.includes(':') ? `[${host}]` : host;
      resolve({ url: `http://${shownHost}:${port}`, port, db, close });
    });
  });
}

/** GET /health: the storefront's start script and probes wait on this. */
import { countProducts } from '../catalog/store.ts';
import { countDocuments } from '../content/documents.ts';
import { schemaVersion } from '../db.ts';
import { sendJson } from '../http/exchange.ts';
import type { Route } from '../http/router.ts';

export const SERVICE_NAME = 'cairn-sandbox';

export const healthRoutes: Route[] = [
  {
    method: 'GET',
    path: '/health',
    handler: (x) => {
      try {
        sendJson(x, 200, {
          status: 'ok',
          service: SERVICE_NAME,
          db: 'ok',
          schemaVersion: schemaVersion(x.db),
          products: countProducts(x.db),
          documents: countDocuments(x.db),
        });
      } catch (error) {
        x.log('error', 'sandbox.health_failed', { error: error instanceof Error ? error.message : String(error) });
        sendJson(x, 503, { status: 'down', service: SERVICE_NAME, db: 'error' });
      }
    },
  },
];

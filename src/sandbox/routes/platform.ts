/**
 * The gateway's own calls: GET /fapi/server/time, POST /fapi/api/validate-response/{contract},
 * and GET /openapi.json, generated from every contract in schemas/api.
 */
import type { z } from 'zod';
import { successStatus } from '../../../schemas/api/contract.ts';
import { CONTRACTS, contractById } from '../../../schemas/api/index.ts';
import { openApiDocument } from '../../../schemas/api/openapi.ts';
import { serverTime, validateResponse } from '../../../schemas/api/platform.ts';
import { contractRoute } from '../http/contract-route.ts';
import { HttpError, sendJson } from '../http/exchange.ts';
import type { Route } from '../http/router.ts';

let openApiText: string | undefined;

/** Built once per process: the contracts don't change while it runs. */
function openApiJson(): string {
  openApiText ??= JSON.stringify(
    openApiDocument(CONTRACTS, {
      title: 'Cairn commerce gateway (sandbox)',
      version: '1',
      description: 'Generated from the zod contracts in schemas/api. Errors have the shape { errorDetails: [{ errorId, message }], appId, correlationId }.',
    }),
  );
  return openApiText;
}

export const platformRoutes: Route[] = [
  { method: 'GET', path: '/openapi.json', handler: (x) => sendJson(x, 200, openApiJson(), { 'Cache-Control': 'public, max-age=60' }) },

  contractRoute(serverTime, () => ({ status: 200, body: { timestamp: Date.now() } })),

  contractRoute(validateResponse, ({ params, query, body }) => {
    const contract = contractById(params.contract);
    if (!contract) throw new HttpError(404, 'API404', `No contract ${params.contract}`);
    const status = query.status ?? successStatus(contract);
    const schema = (contract.response as Record<number, z.ZodType>)[status];
    if (!schema) throw new HttpError(400, 'API400', `Contract ${contract.id} declares no ${status} answer`);
    const result = schema.safeParse(body);
    const issues = result.success ? [] : result.error.issues.map((i) => ({ path: i.path.map(String).join('.'), message: i.message, code: i.code }));
    return { status: 200, body: { contract: contract.id, status, valid: result.success, issues } };
  }),
];

/**
 * An OpenAPI 3.1 document generated from the contracts (zod 4's toJSONSchema; OpenAPI 3.1 uses
 * JSON Schema 2020-12, zod's default target). Requests are described as callers send them
 * (io: input), answers as clients receive them (io: output).
 */
import { z } from 'zod';
import { pathParams, type AnyContract } from './contract.ts';
import { apiError } from './errors.ts';

type JsonSchema = Record<string, unknown>;

const GATEWAY_HEADERS: Array<{ name: string; description: string; required?: boolean }> = [
  { name: 'x-site-id', description: 'The site (CAIRN_EN_US…): currency and locale' },
  { name: 'x-channel', description: 'ECOMM for web, MAPP inside the app webview' },
  { name: 'x-brand', description: 'The brand' },
  { name: 'x-region', description: 'NORA or EMEA' },
  { name: 'x-source', description: 'The calling source' },
  { name: 'x-client-app', description: 'The calling application' },
  { name: 'x-transaction-id', description: 'A new id per call' },
  { name: 'x-correlation-id', description: 'Echoed in answers and logs' },
  { name: 'x-locale', description: 'The locale, underscore form (en_US)' },
  { name: 'x-api-key', description: 'The access key; a wrong one answers 401' },
  { name: 'x-usid', description: 'The user session id, only when set' },
];

function jsonSchema(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  const out = z.toJSONSchema(schema, { io, unrepresentable: 'any', reused: 'inline' }) as JsonSchema;
  delete out.$schema;
  return out;
}

function parameters(schema: z.ZodType | undefined, where: 'path' | 'query', names?: string[]): JsonSchema[] {
  if (!schema) return (names ?? []).map((name) => ({ name, in: where, required: true, schema: { type: 'string' } }));
  const object = jsonSchema(schema, 'input');
  const properties = (object.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((object.required as string[] | undefined) ?? []);
  return Object.entries(properties).map(([name, property]) => ({
    name,
    in: where,
    required: where === 'path' || required.has(name),
    schema: property,
    ...(typeof property.description === 'string' ? { description: property.description } : {}),
  }));
}

function statusText(status: number): string {
  if (status === 204) return 'No content';
  if (status < 300) return 'Success';
  return 'Error';
}

function operation(contract: AnyContract): JsonSchema {
  const errorRef = { $ref: '#/components/schemas/ApiError' };
  const responses: Record<string, JsonSchema> = {};
  for (const [status, schema] of Object.entries(contract.response as Record<string, z.ZodType>)) {
    responses[status] =
      Number(status) === 204 ? { description: statusText(204) } : { description: statusText(Number(status)), content: { 'application/json': { schema: jsonSchema(schema, 'output') } } };
  }
  const byStatus = new Map<number, string[]>();
  for (const e of contract.errors ?? []) byStatus.set(e.status, [...(byStatus.get(e.status) ?? []), `${e.errorIds.join(' + ')}: ${e.when}`]);
  if (contract.request.params || contract.request.query || contract.request.body) {
    byStatus.set(400, [...(byStatus.get(400) ?? []), 'API400: the request breaks the contract (one errorDetail per issue, with `field`)']);
  }
  if (contract.auth !== 'public') byStatus.set(401, [...(byStatus.get(401) ?? []), 'AUT404: no valid access token']);
  for (const [status, lines] of [...byStatus].sort((a, b) => a[0] - b[0])) {
    responses[String(status)] = { description: lines.join('\n\n'), content: { 'application/json': { schema: errorRef } } };
  }
  responses.default = { description: 'An error in the spec shape', content: { 'application/json': { schema: errorRef } } };

  const body = contract.request.body;
  return {
    operationId: contract.id,
    summary: contract.summary,
    ...(contract.description ? { description: contract.description } : {}),
    tags: [contract.tag ?? contract.id.split('.')[0]],
    ...(contract.auth === 'public' ? { security: [] } : { security: [{ bearer: [] }] }),
    parameters: [
      ...parameters(contract.request.params, 'path', pathParams(contract.path)),
      ...parameters(contract.request.query, 'query'),
      ...GATEWAY_HEADERS.map((h) => ({ name: h.name, in: 'header', required: false, description: h.description, schema: { type: 'string' } })),
    ],
    ...(body ? { requestBody: { required: !body.safeParse(undefined).success, content: { 'application/json': { schema: jsonSchema(body, 'input') } } } } : {}),
    responses,
  };
}

export interface OpenApiInfo {
  title: string;
  version: string;
  description?: string;
  serverUrl?: string;
}

export function openApiDocument(contracts: readonly AnyContract[], info: OpenApiInfo): JsonSchema {
  const paths: Record<string, Record<string, JsonSchema>> = {};
  for (const contract of contracts) {
    const item = (paths[contract.path] ??= {});
    item[contract.method.toLowerCase()] = operation(contract);
  }
  return {
    openapi: '3.1.0',
    info: { title: info.title, version: info.version, ...(info.description ? { description: info.description } : {}) },
    ...(info.serverUrl ? { servers: [{ url: info.serverUrl }] } : {}),
    paths,
    components: {
      schemas: { ApiError: jsonSchema(apiError, 'output') },
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer', description: 'An access token from POST /token/v2/auth/token' } },
    },
  };
}

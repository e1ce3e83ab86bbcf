import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineContract, fillPath, pathParams, routerPath, successStatus } from '../../../schemas/api/contract.ts';
import { ALL_ERROR_IDS, CLIENT_HANDLED_ERROR_IDS, SERVER_ERROR_CODES, SYMBOLIC_ERROR_CODES, apiError } from '../../../schemas/api/errors.ts';
import { CONTRACTS, contractById } from '../../../schemas/api/index.ts';
import { openApiDocument } from '../../../schemas/api/openapi.ts';

describe('the contract registry', () => {
  it('has unique ids, each findable', () => {
    const ids = CONTRACTS.map((c) => c.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(contractById(id)?.id).toBe(id);
  });

  it('has one contract per method and path', () => {
    const keys = CONTRACTS.map((c) => `${c.method} ${c.path}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it.each(CONTRACTS.map((c) => [c.id, c] as const))('%s: path params match its params schema, and it declares a 2xx', (_, contract) => {
    const names = pathParams(contract.path);
    const schema = contract.request.params;
    if (names.length === 0) expect(schema).toBeUndefined();
    else {
      expect(schema, `${contract.id} needs a params schema for ${names.join(', ')}`).toBeInstanceOf(z.ZodObject);
      expect(Object.keys((schema as z.ZodObject).shape).sort()).toEqual([...names].sort());
    }
    expect(successStatus(contract)).toBeGreaterThanOrEqual(200);
    expect(contract.path.startsWith('/')).toBe(true);
  });

  it.each(CONTRACTS.map((c) => [c.id, c] as const))('%s: documents only error ids of the catalogue', (_, contract) => {
    const known = new Set<string>([...ALL_ERROR_IDS, 'STR404']);
    for (const e of contract.errors ?? []) for (const id of e.errorIds) expect(known.has(id), `${contract.id}: ${id}`).toBe(true);
    for (const id of Object.values(contract.issueErrorIds ?? {})) expect(known.has(id), `${contract.id}: ${id}`).toBe(true);
  });
});

describe('paths', () => {
  it('fills params one segment each, encoded', () => {
    expect(fillPath('/cart/v1/cart/{basketId}/item', { basketId: 'a/../b c' })).toBe('/cart/v1/cart/a%2F..%2Fb%20c/item');
    expect(() => fillPath('/cart/v1/cart/{basketId}', {})).toThrow(/basketId/);
  });

  it('turns {params} into router params', () => {
    expect(routerPath('/cart/v2/saveForLater/{saveForlaterId}/items/{itemId}')).toBe('/cart/v2/saveForLater/:saveForlaterId/items/:itemId');
    expect(pathParams('/a/{x}/b/{y}')).toEqual(['x', 'y']);
  });

  it('infers request and answer types from a declaration', () => {
    const c = defineContract({
      id: 'test.echo',
      method: 'POST',
      path: '/echo/{id}',
      auth: 'public',
      summary: 'Echo',
      request: { params: z.object({ id: z.string() }), body: z.object({ n: z.number() }) },
      response: { 201: z.object({ n: z.number() }) },
    });
    expect(successStatus(c)).toBe(201);
  });
});

describe('the error catalogue', () => {
  it('lists every id once', () => {
    expect(new Set(ALL_ERROR_IDS).size).toBe(ALL_ERROR_IDS.length);
  });

  it('holds the spec groups, e.g. the auth codes and the client-handled ids', () => {
    expect(SERVER_ERROR_CODES.auth).toEqual(expect.arrayContaining(['AUT409', 'AUT423', 'AUT426', 'AUT441', 'AUT403', 'AUT439', 'AUT444', 'AUT432', 'AUT440']));
    expect(SERVER_ERROR_CODES.giftCards).toHaveLength(13);
    expect(CLIENT_HANDLED_ERROR_IDS).toHaveLength(28);
  });

  it('pairs client-handled ids with server codes of the catalogue', () => {
    const codes = new Set<string>(Object.values(SERVER_ERROR_CODES).flat());
    for (const [symbolic, code] of Object.entries(SYMBOLIC_ERROR_CODES)) {
      expect(CLIENT_HANDLED_ERROR_IDS).toContain(symbolic);
      expect(codes.has(code as string)).toBe(true);
    }
  });

  it('parses the spec error shape', () => {
    expect(apiError.safeParse({ errorDetails: [{ errorId: 'API404', message: 'x' }], appId: 'a', correlationId: 'c' }).success).toBe(true);
    expect(apiError.safeParse({ errorDetails: [], appId: 'a', correlationId: 'c' }).success).toBe(false);
  });
});

describe('the OpenAPI document', () => {
  const doc = openApiDocument(CONTRACTS, { title: 'T', version: '1' }) as any;

  it('is OpenAPI 3.1 with an operation per contract', () => {
    expect(doc.openapi).toBe('3.1.0');
    for (const c of CONTRACTS) {
      const op = doc.paths[c.path][c.method.toLowerCase()];
      expect(op.operationId).toBe(c.id);
      expect(op.responses.default.content['application/json'].schema.$ref).toBe('#/components/schemas/ApiError');
    }
  });

  it('describes requests as sent: body, path params, query, and the documented errors', () => {
    const signIn = doc.paths['/consumers-v3/auth/signin'].post;
    const body = signIn.requestBody.content['application/json'].schema;
    expect(body.required).toEqual(expect.arrayContaining(['username', 'password', 'codeChallenge']));
    // A default makes the field optional for the caller.
    expect(body.required).not.toContain('codeChallengeMethod');
    expect(signIn.responses['423'].description).toContain('AUT441');
    expect(signIn.security).toEqual([]);
    const validate = doc.paths['/fapi/api/validate-response/{contract}'].post;
    expect(validate.parameters.find((p: any) => p.in === 'path')).toMatchObject({ name: 'contract', required: true });
    expect(validate.parameters.find((p: any) => p.in === 'query')).toMatchObject({ name: 'status', required: false });
    expect(doc.paths['/consumers-v3/consumer/changepassword'].post.security).toEqual([{ bearer: [] }]);
  });
});

import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineContract } from '../../../schemas/api/contract.ts';
import { CONTRACTS } from '../../../schemas/api/index.ts';
import { contractRoute, parseRequest, ContractViolation } from '../../../src/sandbox/http/contract-route.ts';
import { sandboxClient } from './auth-helpers.ts';
import { expectErrorShape, useSandbox } from './sandbox-harness.ts';

const harness = useSandbox();
const api = sandboxClient(() => harness.sandbox.url);

const probe = defineContract({
  id: 'test.probe',
  method: 'POST',
  path: '/probe/{id}',
  auth: 'public',
  summary: 'probe',
  request: {
    params: z.object({ id: z.string().regex(/^\d+$/) }),
    query: z.object({ n: z.string().regex(/^\d+$/).transform(Number) }),
    body: z.object({ email: z.string().includes('@'), items: z.array(z.object({ qty: z.number().int().positive() })) }),
  },
  response: { 200: z.object({ ok: z.literal(true) }) },
  issueErrorIds: { 'body.email': 'AUT453' },
});

describe('parseRequest', () => {
  it('parses every part and answers the parsed values', () => {
    const parsed = parseRequest(probe, { params: { id: '7' }, query: { n: '3' }, body: { email: 'a@b.c', items: [{ qty: 1 }] } });
    expect(parsed).toEqual({ params: { id: '7' }, query: { n: 3 }, body: { email: 'a@b.c', items: [{ qty: 1 }] } });
  });

  it('lists every issue with its field path and the contract’s id for a field', () => {
    try {
      parseRequest(probe, { params: { id: 'x' }, query: {}, body: { email: 'nope', items: [{ qty: 0 }] } });
      throw new Error('expected a violation');
    } catch (error) {
      expect(error).toBeInstanceOf(ContractViolation);
      const issues = (error as ContractViolation).issues;
      expect(issues.map((i) => i.field).sort()).toEqual(['body.email', 'body.items.0.qty', 'params.id', 'query.n']);
      expect(issues.find((i) => i.field === 'body.email')?.errorId).toBe('AUT453');
      expect(issues.find((i) => i.field === 'params.id')?.errorId).toBe('API400');
    }
  });

  it('refuses a body on a call that takes none', () => {
    const bodiless = defineContract({ id: 'test.none', method: 'POST', path: '/none', auth: 'public', summary: 'x', request: {}, response: { 200: z.object({}) } });
    expect(() => parseRequest(bodiless, { params: {}, query: {}, body: { a: 1 } })).toThrow(ContractViolation);
  });

  it('builds a router entry from the contract', () => {
    const route = contractRoute(probe, () => ({ status: 200, body: { ok: true } }));
    expect(route).toMatchObject({ method: 'POST', path: '/probe/:id' });
  });
});

describe('requests against the running sandbox', () => {
  it('answers 400 with one errorDetail per issue, each with its field', async () => {
    // Names are optional (the simplified enrolment sends none), but checked when sent.
    const answer = await api.post('/consumers-v3/auth/signup', { email: 'x', firstName: '1', lastName: '2' });
    expect(answer.status).toBe(400);
    expect(answer.body.appId).toBe('cairn-sandbox');
    const fields = answer.body.errorDetails.map((d: { field: string }) => d.field);
    expect(fields).toEqual(expect.arrayContaining(['body.firstName', 'body.lastName', 'body.password', 'body.isTermsConfirmed', 'body.email']));
    for (const detail of answer.body.errorDetails) expect(detail.message.startsWith(`${detail.field}: `)).toBe(true);
  });

  it('answers 415 for a body that is not JSON and 400 for broken JSON', async () => {
    const form = await api.post('/token/v2/auth/token', 'type=Guest', { headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    expect(form.status).toBe(415);
    expectErrorShape(form.body, 'API415');
    const broken = await api.post('/token/v2/auth/token', '{"type":', { headers: { 'content-type': 'application/json' } });
    expect(broken.status).toBe(400);
    expectErrorShape(broken.body, 'API400');
  });

  it('answers 401 AUT404 on a session call without a valid token', async () => {
    const none = await api.post('/consumers-v3/consumer/auth/signout', { refreshToken: 'x' });
    expect(none.status).toBe(401);
    expectErrorShape(none.body, 'AUT404');
    const bogus = await api.post('/consumers-v3/consumer/auth/signout', { refreshToken: 'x' }, { token: 'cairn_at_bogus' });
    expect(bogus.status).toBe(401);
  });

  it('serves the server time', async () => {
    const before = Date.now();
    const answer = await api.get('/fapi/server/time');
    expect(answer.status).toBe(200);
    expect(answer.body.timestamp).toBeGreaterThanOrEqual(before);
    expect(answer.body.timestamp).toBeLessThanOrEqual(Date.now());
  });

  it('serves /openapi.json with every registered contract', async () => {
    const answer = await api.get('/openapi.json');
    expect(answer.status).toBe(200);
    expect(answer.body.openapi).toBe('3.1.0');
    for (const c of CONTRACTS) expect(answer.body.paths[c.path]?.[c.method.toLowerCase()]?.operationId).toBe(c.id);
  });
});

describe('POST /fapi/api/validate-response/{contract}', () => {
  it('answers valid for a body that fits the contract', async () => {
    const answer = await api.post('/fapi/api/validate-response/platform.serverTime', { timestamp: 1700000000000 });
    expect(answer.body).toEqual({ contract: 'platform.serverTime', status: 200, valid: true, issues: [] });
  });

  it('answers the issues of a body that does not', async () => {
    const answer = await api.post('/fapi/api/validate-response/auth.signIn', { authorizationCode: 42 });
    expect(answer.status).toBe(200);
    expect(answer.body.valid).toBe(false);
    expect(answer.body.issues.map((i: { path: string }) => i.path).sort()).toEqual(['authorizationCode', 'expiresIn']);
  });

  it('checks another status when asked, and refuses one the contract lacks', async () => {
    const answer = await api.post('/fapi/api/validate-response/auth.signUp?status=201', { consumerNo: 'C1' });
    expect(answer.body).toMatchObject({ status: 201, valid: false });
    const missing = await api.post('/fapi/api/validate-response/auth.signUp?status=200', {});
    expect(missing.status).toBe(400);
    expectErrorShape(missing.body, 'API400');
  });

  it('answers 404 for an unknown contract', async () => {
    const answer = await api.post('/fapi/api/validate-response/nope.nothing', {});
    expect(answer.status).toBe(404);
    expectErrorShape(answer.body, 'API404');
  });
});

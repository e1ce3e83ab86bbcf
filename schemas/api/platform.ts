/**
 * The gateway's own calls (docs/requirements/account-and-loyalty.md#communication-and-subscriptions "Other calls"): the server time and the optional
 * response-validation call.
 */
import { z } from 'zod';
import { defineContract } from './contract.ts';

export const serverTime = defineContract({
  id: 'platform.serverTime',
  method: 'GET',
  path: '/fapi/server/time',
  auth: 'public',
  summary: "The gateway's clock",
  description: 'Opt-in dates and age checks use the server clock, not the device clock. `timestamp` is milliseconds since the epoch (UTC).',
  request: {},
  response: { 200: z.object({ timestamp: z.number().int().nonnegative() }) },
});

export const validationIssue = z.object({
  /** Dotted path into the body: `items.0.qty`; empty for the root. */
  path: z.string(),
  message: z.string(),
  code: z.string(),
});

export const validateResponse = defineContract({
  id: 'platform.validateResponse',
  method: 'POST',
  path: '/fapi/api/validate-response/{contract}',
  auth: 'public',
  summary: "Checks a response body against a contract's response schema",
  description:
    'The posted JSON is the response body to check. `status` picks which answer of the contract it is (default: its first 2xx). Answers 200 with `valid` and the issues, whether or not the body is valid.',
  request: {
    params: z.object({ contract: z.string().min(1).max(100) }),
    query: z.object({ status: z.string().regex(/^[1-5]\d\d$/, 'must be an HTTP status').transform(Number).optional() }),
    body: z.unknown(),
  },
  response: {
    200: z.object({ contract: z.string(), status: z.number().int(), valid: z.boolean(), issues: z.array(validationIssue) }),
  },
  errors: [
    { status: 404, errorIds: ['API404'], when: 'no contract has that id' },
    { status: 400, errorIds: ['API400'], when: 'the contract declares no answer for that status, or the body is not JSON' },
  ],
});

export const platformContracts = [serverTime, validateResponse] as const;

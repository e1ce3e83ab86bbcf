/**
 * The sandbox Klarna's test outcomes (docs/sandbox.md "PayPal and Klarna"): the authorisation
 * tokens the sandbox gateway knows (`klarna-approved` places the order, `klarna-declined` is
 * refused when the order is placed: 402 PAY400), and Klarna not approving at all.
 */
import type { KlarnaAuthorization } from './adapter.ts';

export const KLARNA_SANDBOX_OUTCOMES = ['klarna-approved', 'klarna-declined', 'not-approved'] as const;
export type KlarnaSandboxOutcome = (typeof KLARNA_SANDBOX_OUTCOMES)[number];

/** The answer Klarna's authorize() would give for each outcome. */
export function sandboxAuthorization(outcome: KlarnaSandboxOutcome): KlarnaAuthorization {
  if (outcome === 'not-approved') return { approved: false, show_form: false };
  return { approved: true, show_form: true, authorization_token: outcome };
}

/** The shopper closed the sandbox Klarna window without approving: Klarna keeps its form. */
export const SANDBOX_CLOSED: KlarnaAuthorization = { approved: false, show_form: true };

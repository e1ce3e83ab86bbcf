/**
 * Reading a browser's JSON body in a BFF endpoint, checked with a zod schema: a plain outcome,
 * with the spec-shaped 400 ready to return when the body is not JSON or fails the schema.
 */
import type { z } from 'zod';
import { apiError } from './guard.ts';

/** Forms post a few hundred bytes; anything much larger is not ours. */
export const MAX_FORM_BODY_BYTES = 16_384;

export type BodyOutcome<T> = { ok: true; data: T } | { ok: false; response: Response };

export async function readJsonBody<S extends z.ZodType>(request: Request, schema: S, correlationId?: string): Promise<BodyOutcome<z.output<S>>> {
  const tooLarge = () => ({ ok: false as const, response: apiError(413, 'API400', 'The request body is too large', correlationId) });
  // Refuse a declared oversize body before reading it; a body that lies about its size is caught after.
  if (Number(request.headers.get('content-length') ?? 0) > MAX_FORM_BODY_BYTES) return tooLarge();
  const text = await request.text();
  if (text.length > MAX_FORM_BODY_BYTES) return tooLarge();
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return { ok: false, response: apiError(400, 'API400', 'The body is not valid JSON', correlationId) };
  }
  const parsed = schema.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const field = issue?.path.map(String).join('.');
    return { ok: false, response: apiError(400, 'API400', `${field ? `${field}: ` : ''}${issue?.message ?? 'The request is not valid'}`, correlationId) };
  }
  return { ok: true, data: parsed.data };
}

/**
 * The BFF's door rules for state-changing requests (docs/architecture.md#security-rules): JSON only, and
 * same origin only. A cross-site form post or a request from another origin gets 403.
 */
const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export function apiError(status: number, errorId: string, message: string, correlationId: string = crypto.randomUUID()): Response {
  return new Response(JSON.stringify({ errorDetails: [{ errorId, message }], appId: 'cairn-storefront', correlationId }), {
    status,
    headers: { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' },
  });
}

/** A refusal for a state-changing request that is cross-site or not JSON, else null. */
export function refuseUnsafeRequest(request: Request, url: URL): Response | null {
  if (!STATE_CHANGING.has(request.method)) return null;
  const origin = request.headers.get('origin');
  const site = request.headers.get('sec-fetch-site');
  if ((origin && origin !== url.origin) || (site && site !== 'same-origin' && site !== 'none')) {
    return apiError(403, 'API403', 'Cross-site requests are not allowed');
  }
  if (!origin && !site) return apiError(403, 'API403', 'The request must come from this site');
  const type = request.headers.get('content-type') ?? '';
  if (request.method !== 'DELETE' && !/^application\/json\b/i.test(type)) {
    return apiError(415, 'API415', 'Content-Type must be application/json');
  }
  return null;
}

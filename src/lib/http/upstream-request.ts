/**
 * One call from the server to an upstream API on node:http (or node:https), read whole within a
 * deadline: the BFF's calls to the commerce gateway (../bff/gateway.ts).
 *
 * Why not fetch: two builds served side by side under the same add-to-cart load, this one spent
 * about a sixth less of the storefront's CPU per add and answered 14–19 % more adds (docs/bench.md
 * "Session 25"). fetch builds a web Request, a Response and their streams for every call, and
 * registers each response (and each request made with a signal) with a FinalizationRegistry,
 * which V8's young-generation collector treats as alive: every call's objects were copied into the
 * old generation, to die there.
 *
 * What fetch did that this does too: keep-alive connections (dropped before the server drops them,
 * and an idempotent call sent again once if one closes under it), a deadline over the whole call
 * (the answer's body included), and a `TimeoutError` DOMException when it passes. What it does not:
 * follow redirects (a gateway answers; it does not send us elsewhere, and a redirect must not carry
 * a shopper's token to another host: a 3xx comes back as it is) or ask for compressed answers.
 */
import http from 'node:http';
import https from 'node:https';

export interface UpstreamCall {
  method: string;
  headers: Record<string, string>;
  /** A JSON text, sent as UTF-8. */
  body?: string;
  timeoutMs: number;
}

export interface UpstreamAnswer {
  status: number;
  /** Header names in lower case, as node:http gives them. */
  headers: http.IncomingHttpHeaders;
  body: Uint8Array;
}

/**
 * Connections are kept between calls, as fetch's pool keeps them, but not forever. A server closes
 * a connection left idle past its keep-alive timeout (Node's: 5 s); a call sent on it just as it
 * closes is reset, and the shopper got a 502 for it. With `timeout` set, Node's agent also reads
 * the server's `Keep-Alive: timeout=N` hint and drops an idle connection a second before the
 * server would; without one it ignores the hint. Servers that give no hint: IDLE_MS.
 */
const IDLE_MS = 4000;
const agents = {
  'http:': new http.Agent({ keepAlive: true, timeout: IDLE_MS }),
  'https:': new https.Agent({ keepAlive: true, timeout: IDLE_MS }),
};

/**
 * Methods a call may be sent again for (RFC 9110 9.2.2): sent twice, they do what they do once.
 * A POST is not sent twice: an add-to-cart could add twice.
 */
const IDEMPOTENT = new Set(['GET', 'HEAD', 'PUT', 'DELETE', 'OPTIONS']);

/**
 * A kept connection the server closed as this call went out: reset, or closed with no answer
 * ("socket hang up"), before anything came back. The server never read the call.
 */
const closedUnderUs = (request: http.ClientRequest, error: unknown, answered: boolean): boolean =>
  request.reusedSocket && !answered && ['ECONNRESET', 'EPIPE'].includes((error as NodeJS.ErrnoException).code ?? '');

export function requestUpstream(url: URL, call: UpstreamCall): Promise<UpstreamAnswer> {
  const transport = url.protocol === 'https:' ? https : url.protocol === 'http:' ? http : undefined;
  if (!transport) return Promise.reject(new TypeError(`Unsupported protocol: ${url.protocol}`));
  return new Promise<UpstreamAnswer>((resolve, reject) => {
    let settled = false;
    let request: http.ClientRequest;
    const settle = (outcome: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(deadline);
      outcome();
    };
    const headers: Record<string, string | number> = { ...call.headers };
    if (call.body !== undefined) headers['content-length'] = Buffer.byteLength(call.body);
    /** One attempt; an idempotent call whose kept connection was closed under it goes once more, on a new one, within the same deadline. */
    const send = (retries: number) => {
      let answered = false;
      request = transport.request(url, { method: call.method, headers, agent: agents[url.protocol as keyof typeof agents] }, (response) => {
        answered = true;
        const chunks: Buffer[] = [];
        let size = 0;
        response.on('data', (chunk: Buffer) => {
          chunks.push(chunk);
          size += chunk.length;
        });
        response.on('end', () =>
          settle(() => resolve({ status: response.statusCode ?? 502, headers: response.headers, body: chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks, size) })),
        );
        // A connection that closes before the body's end fails the call, like fetch's body read.
        response.on('close', () => {
          if (!response.complete) settle(() => reject(new Error('The upstream closed the connection before the answer ended.')));
        });
        response.on('error', (error) => settle(() => reject(error)));
      });
      const attempt = request;
      attempt.on('error', (error) => {
        if (!settled && retries > 0 && IDEMPOTENT.has(call.method.toUpperCase()) && closedUnderUs(attempt, error, answered)) send(retries - 1);
        else settle(() => reject(error));
      });
      attempt.end(call.body);
    };
    const deadline = setTimeout(() => {
      // The error AbortSignal.timeout makes fetch reject with: callers tell a deadline by its name.
      const error = new DOMException('The upstream call took too long.', 'TimeoutError');
      settle(() => reject(error));
      request.destroy(error);
    }, call.timeoutMs);
    send(1);
  });
}

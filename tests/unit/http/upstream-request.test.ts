/**
 * requestUpstream (src/lib/http/upstream-request.ts): the BFF's gateway calls on node:http, against
 * a local server that answers, stalls and hangs up the ways an upstream can.
 */
import http from 'node:http';
import net, { type AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requestUpstream } from '../../../src/lib/http/upstream-request.ts';

let server: http.Server;
let base: string;
const connections: number[] = [];
let seen: { method?: string; headers: http.IncomingHttpHeaders; body: string } | undefined;

beforeAll(async () => {
  server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      seen = { method: req.method, headers: req.headers, body: Buffer.concat(chunks).toString('utf8') };
      const path = req.url ?? '/';
      if (path === '/cart') {
        res.writeHead(201, { 'content-type': 'application/json', 'idempotent-replayed': 'true' });
        // Two writes: the answer comes in more than one chunk.
        res.write('{"basketId":"b1","note":"');
        res.end('Grüße"}');
      } else if (path === '/slow-headers') {
        setTimeout(() => res.end('{}'), 500);
      } else if (path === '/slow-body') {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.write('{"partial":');
        setTimeout(() => res.end('true}'), 500);
      } else if (path === '/hang-up') {
        res.writeHead(200, { 'content-type': 'application/json', 'content-length': '100' });
        res.write('{"cut":');
        setTimeout(() => res.socket?.destroy(), 20);
      } else if (path === '/moved') {
        res.writeHead(302, { location: 'http://elsewhere.test/cart' });
        res.end();
      } else {
        res.writeHead(204);
        res.end();
      }
    });
  });
  server.on('connection', (socket) => connections.push(socket.remotePort ?? 0));
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((done) => server.close(done));
});

describe('requestUpstream', () => {
  it('sends the method, headers and body, and answers the status, headers and whole body', async () => {
    const body = JSON.stringify({ productId: 'FW1', name: 'Ünïcode' });
    const answer = await requestUpstream(new URL('/cart', base), { method: 'POST', headers: { 'content-type': 'application/json', 'x-site': 'en-us' }, body, timeoutMs: 2000 });
    expect(seen).toMatchObject({ method: 'POST', body, headers: { 'content-type': 'application/json', 'x-site': 'en-us', 'content-length': String(Buffer.byteLength(body)) } });
    expect(answer.status).toBe(201);
    expect(answer.headers['idempotent-replayed']).toBe('true');
    expect(JSON.parse(new TextDecoder().decode(answer.body))).toEqual({ basketId: 'b1', note: 'Grüße' });
  });

  it('answers a status without a body with no bytes', async () => {
    const answer = await requestUpstream(new URL('/nothing', base), { method: 'DELETE', headers: {}, timeoutMs: 2000 });
    expect(answer.status).toBe(204);
    expect(answer.body.byteLength).toBe(0);
  });

  it('keeps the connection for the next call', async () => {
    await requestUpstream(new URL('/nothing', base), { method: 'GET', headers: {}, timeoutMs: 2000 });
    const before = connections.length;
    await requestUpstream(new URL('/nothing', base), { method: 'GET', headers: {}, timeoutMs: 2000 });
    await requestUpstream(new URL('/nothing', base), { method: 'GET', headers: {}, timeoutMs: 2000 });
    expect(connections.length).toBe(before);
  });

  it('gives up at the deadline with a TimeoutError, before the headers or during the body', async () => {
    for (const path of ['/slow-headers', '/slow-body']) {
      const started = performance.now();
      const outcome = requestUpstream(new URL(path, base), { method: 'GET', headers: {}, timeoutMs: 100 });
      await expect(outcome).rejects.toSatisfy((error) => error instanceof DOMException && error.name === 'TimeoutError');
      expect(performance.now() - started).toBeLessThan(450);
    }
  });

  it('fails when the upstream hangs up before the answer ends, rather than answering part of it', async () => {
    await expect(requestUpstream(new URL('/hang-up', base), { method: 'GET', headers: {}, timeoutMs: 2000 })).rejects.toThrow();
  });

  it('answers a redirect as it is, without following it', async () => {
    const answer = await requestUpstream(new URL('/moved', base), { method: 'GET', headers: { authorization: 'Bearer secret' }, timeoutMs: 2000 });
    expect(answer.status).toBe(302);
    expect(answer.headers.location).toBe('http://elsewhere.test/cart');
  });

  it('fails when nothing listens', async () => {
    const closed = http.createServer();
    await new Promise<void>((done) => closed.listen(0, '127.0.0.1', done));
    const { port } = closed.address() as AddressInfo;
    await new Promise((done) => closed.close(done));
    await expect(requestUpstream(new URL(`http://127.0.0.1:${port}/cart`), { method: 'GET', headers: {}, timeoutMs: 2000 })).rejects.toThrow();
  });

  it('refuses a URL that is not http or https', async () => {
    await expect(requestUpstream(new URL('file:///etc/passwd'), { method: 'GET', headers: {}, timeoutMs: 2000 })).rejects.toThrow(/Unsupported protocol/);
  });
});

/**
 * A server that closes a kept connection as the next call arrives on it: what a gateway does when
 * its keep-alive timeout ends just as the call goes out (the 502 behind a flaky account test).
 * It answers the first call on each connection and hangs up on the second, unread.
 */
async function closingServer(): Promise<{ url: (path: string) => URL; connections: () => number; calls: string[]; close: () => Promise<void> }> {
  const calls: string[] = [];
  const sockets: net.Socket[] = [];
  const server = net.createServer((socket) => {
    sockets.push(socket);
    let served = 0;
    socket.on('data', (data) => {
      served += 1;
      if (served > 1) return void socket.resetAndDestroy();
      calls.push(data.toString('latin1').split(' ', 1)[0]!);
      socket.write('HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: 2\r\nConnection: keep-alive\r\n\r\n{}');
    });
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  return {
    url: (path) => new URL(path, `http://127.0.0.1:${port}`),
    connections: () => sockets.length,
    calls,
    close: () => {
      for (const socket of sockets) socket.destroy();
      return new Promise((done) => server.close(() => done()));
    },
  };
}

describe('requestUpstream on a kept connection the server closes', () => {
  it('sends an idempotent call again, once, on a new connection', async () => {
    const upstream = await closingServer();
    try {
      await requestUpstream(upstream.url('/first'), { method: 'GET', headers: {}, timeoutMs: 2000 });
      const answer = await requestUpstream(upstream.url('/consumer/notification'), { method: 'PUT', headers: { 'content-type': 'application/json' }, body: '{"sms":true}', timeoutMs: 2000 });
      expect(answer.status).toBe(200);
      expect(upstream.connections()).toBe(2);
      expect(upstream.calls).toEqual(['GET', 'PUT']);
    } finally {
      await upstream.close();
    }
  });

  it('does not send a POST again: it fails, and the caller says so', async () => {
    const upstream = await closingServer();
    try {
      await requestUpstream(upstream.url('/first'), { method: 'GET', headers: {}, timeoutMs: 2000 });
      await expect(requestUpstream(upstream.url('/cart/items'), { method: 'POST', headers: {}, body: '{}', timeoutMs: 2000 })).rejects.toMatchObject({ code: 'ECONNRESET' });
      expect(upstream.connections()).toBe(1);
    } finally {
      await upstream.close();
    }
  });

  it("drops an idle connection before the server's announced keep-alive timeout ends", async () => {
    // Node's server announces `Keep-Alive: timeout=2`; the agent lets the connection go a second earlier.
    const opened: number[] = [];
    const server = http.createServer({ keepAliveTimeout: 2000 }, (_req, res) => res.end('{}'));
    server.on('connection', (socket) => opened.push(socket.remotePort ?? 0));
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
    const url = new URL(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`);
    try {
      await requestUpstream(url, { method: 'GET', headers: {}, timeoutMs: 2000 });
      await requestUpstream(url, { method: 'GET', headers: {}, timeoutMs: 2000 });
      expect(opened).toHaveLength(1);
      // Idle for 1.5 s: past the agent's limit (1 s), within the server's (2 s).
      await new Promise((done) => setTimeout(done, 1500));
      await requestUpstream(url, { method: 'GET', headers: {}, timeoutMs: 2000 });
      expect(opened).toHaveLength(2);
    } finally {
      server.closeAllConnections();
      await new Promise((done) => server.close(done));
    }
  });
});

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { startSandbox } from '../../../src/sandbox/server.ts';
import { sandboxClient } from './auth-helpers.ts';

let dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  dirs = [];
});

describe('auth state across a restart (file database)', () => {
  it('keeps accounts, sessions, revocations and lockouts', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'cairn-auth-'));
    dirs.push(dir);
    const dbPath = join(dir, 'sandbox.db');
    let url = '';
    const api = sandboxClient(() => url);

    const first = await startSandbox({ port: 0, dbPath });
    url = first.url;
    const email = `persist-${Date.now()}@example.test`;
    expect((await api.post('/consumers-v3/auth/signup', { firstName: 'Per', lastName: 'Sist', email, password: 'Kept-Over-1', isTermsConfirmed: true })).status).toBe(201);
    const kept = await api.signIn(email, 'Kept-Over-1');
    const revoked = await api.signIn(email, 'Kept-Over-1');
    await api.post('/consumers-v3/consumer/auth/signout', { refreshToken: revoked.refreshToken }, { token: revoked.accessToken });
    const locked = `locked-${Date.now()}@example.test`;
    for (let i = 0; i < 5; i++) await api.signInStep(locked, 'Wrong-Pass-1');
    await first.close();

    const second = await startSandbox({ port: 0, dbPath });
    url = second.url;
    try {
      const refreshed = await api.post('/token/v2/auth/token', { type: 'Refresh', refreshToken: kept.refreshToken });
      expect(refreshed.status).toBe(200);
      expect(refreshed.body.consumerNo).toBe(kept.consumerNo);
      expect((await api.post('/token/v2/auth/token', { type: 'Refresh', refreshToken: revoked.refreshToken })).status).toBe(401);
      expect((await api.signInStep(email, 'Kept-Over-1')).answer.status).toBe(200);
      expect((await api.signInStep(locked, 'Wrong-Pass-1')).answer.body.errorDetails[0].errorId).toBe('AUT441');
    } finally {
      await second.close();
    }
  });
});

import net from 'node:net';
import { describe, expect, it } from 'vitest';
import { assertFakesSawOnlyExpectedRequests, startFakeServer } from '../fakes/fake-server.ts';
import { isLoopbackHost, takeBlockedConnections } from './network-guard.ts';

describe('the network guard', () => {
  it('refuses a connection to a host outside this machine and records it', async () => {
    await expect(fetch('http://198.51.100.7/')).rejects.toThrow();
    expect(takeBlockedConnections()).toEqual([
      'blocked outbound connection to 198.51.100.7:80 (tests never reach the internet)',
    ]);
  });

  it('refuses raw sockets too', async () => {
    const socket = net.connect({ host: '203.0.113.9', port: 5432 });
    const error = await new Promise<Error>((resolve) => socket.once('error', resolve));
    expect(error.message).toContain('blocked outbound connection to 203.0.113.9:5432');
    takeBlockedConnections();
  });

  it('lets loopback through', async () => {
    const fake = await startFakeServer('echo', [
      { method: 'GET', path: '/ping', respond: () => ({ body: { pong: true } }) },
    ]);
    try {
      expect(await fetch(`${fake.url}/ping`).then((r) => r.json())).toEqual({ pong: true });
      expect(['127.0.0.1', 'localhost', '::1', '[::1]', '127.1.2.3'].every(isLoopbackHost)).toBe(true);
      expect(isLoopbackHost('10.0.0.1')).toBe(false);
    } finally {
      await fake.close();
    }
  });
});

describe('fake platform APIs', () => {
  it('record what they are asked and fail on an unexpected request', async () => {
    const fake = await startFakeServer('teams', [
      { method: 'POST', path: '/v3/conversations/:id/activities', respond: () => ({ status: 201, body: { id: '1' } }) },
    ]);
    try {
      const ok = await fetch(`${fake.url}/v3/conversations/a%3Ab/activities`, {
        method: 'POST',
        body: '{}',
        headers: { 'content-type': 'application/json' },
      });
      expect(ok.status).toBe(201);
      expect(fake.calls('POST', '/v3/conversations/:id/activities')[0]?.params).toEqual({ id: 'a:b' });
      const unexpected = await fetch(`${fake.url}/v3/unknown`);
      expect(unexpected.status).toBe(501);
      expect(() => assertFakesSawOnlyExpectedRequests()).toThrow('teams: unexpected GET /v3/unknown');
    } finally {
      await fake.close();
    }
  });
});

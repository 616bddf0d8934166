/**
 * Tests never touch the internet (ARCHITECTURE §3.9): every TCP connection to a host outside the
 * loopback range is refused and recorded, and the test that made it fails. Local fakes of the
 * platforms' APIs (tests/fakes) listen on 127.0.0.1, so real SDKs can talk to them.
 */
import net from 'node:net';
import { afterEach } from 'vitest';
import { assertFakesSawOnlyExpectedRequests } from '../fakes/fake-server.ts';

const blocked: string[] = [];

/** Whether a connection target is on this machine. */
export function isLoopbackHost(host: string | undefined): boolean {
  if (host === undefined || host === '' || host === 'localhost' || host === '0.0.0.0') return true;
  const bare = host.replace(/^\[|\]$/g, '');
  return bare === '::1' || bare.startsWith('127.') || bare.startsWith('::ffff:127.');
}

/** Reads and clears the connections refused so far (a test that expects one calls this). */
export function takeBlockedConnections(): string[] {
  return blocked.splice(0, blocked.length);
}

type TConnectArgs = unknown[];

function targetOf(args: TConnectArgs): { host?: string; port?: unknown; path?: string } {
  // net.connect() passes its normalized arguments as one array.
  const first = Array.isArray(args[0]) ? args[0][0] : args[0];
  if (typeof first === 'object' && first !== null) {
    const options = first as { host?: string; port?: unknown; path?: string };
    return { host: options.host, port: options.port, path: options.path };
  }
  if (typeof first === 'string' && Number.isNaN(Number(first))) return { path: first };
  const second = Array.isArray(args[0]) ? undefined : args[1];
  return { port: first, host: typeof second === 'string' ? second : undefined };
}

const originalConnect = net.Socket.prototype.connect;
if (!(originalConnect as { guarded?: boolean }).guarded) {
  const guarded = function (this: net.Socket, ...args: TConnectArgs) {
    const target = targetOf(args);
    if (!target.path && !isLoopbackHost(target.host)) {
      const message = `blocked outbound connection to ${target.host}:${String(target.port)} (tests never reach the internet)`;
      blocked.push(message);
      process.nextTick(() => this.destroy(new Error(message)));
      return this;
    }
    return (originalConnect as (...a: TConnectArgs) => net.Socket).apply(this, args);
  };
  (guarded as { guarded?: boolean }).guarded = true;
  net.Socket.prototype.connect = guarded as typeof net.Socket.prototype.connect;
}

afterEach(() => {
  const refused = takeBlockedConnections();
  if (refused.length) throw new Error(`The test tried to reach outside this machine:\n${refused.join('\n')}`);
  assertFakesSawOnlyExpectedRequests();
});

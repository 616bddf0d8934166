import { Writable } from 'node:stream';
import Fastify, { type FastifyBaseLogger } from 'fastify';
import { describe, expect, it } from 'vitest';
import { createLogger } from './logger.ts';

/** A Fastify app on the process logger, its log lines captured. */
function appWithCapturedLog() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(...String(chunk).split('\n').filter(Boolean));
      done();
    },
  });
  const app = Fastify({
    loggerInstance: createLogger({ NODE_ENV: 'test', LOG_LEVEL: 'info' }, stream) as FastifyBaseLogger,
  });
  app.get('/*', async () => ({ ok: true }));
  return { app, lines };
}

describe('request logs', () => {
  it('never carry landing tokens, OAuth codes, redirect targets or link secrets', async () => {
    const { app, lines } = appWithCapturedLog();
    const secret = 'S3CR3T-token+value';
    const urls = [
      `/accounts/microsoft/marketplace/auth?token=${encodeURIComponent(secret)}`,
      `/accounts/microsoft/callback/?code=${secret}&state=${secret}`,
      `/accounts/login/?next=${secret}`,
      `/billing/?session_id=${secret}`,
      `/accounts/magic_link/${secret}/`,
      `/checkin/${secret}`,
    ];
    for (const url of urls) expect((await app.inject({ method: 'GET', url })).statusCode).toBe(200);
    await app.close();
    const logged = lines.map((line) => JSON.parse(line) as { req?: { url?: string } });
    const requestUrls = logged.flatMap((line) => (line.req?.url ? [line.req.url] : []));
    expect(requestUrls).toHaveLength(urls.length);
    expect(requestUrls).toContain('/accounts/microsoft/marketplace/auth?token=[redacted]');
    expect(requestUrls).toContain('/accounts/magic_link/[redacted]/');
    const text = lines.join('\n');
    expect(text).not.toContain('S3CR3T');
  });
});

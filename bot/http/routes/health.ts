/** Liveness and readiness for load balancers and orchestrators. */
import type { FastifyInstance } from 'fastify';
import type { TAppDeps } from '../app-deps.ts';

/** /healthz: the process is up. /readyz: the database and the job engine answer. */
export async function healthRoutes(app: FastifyInstance, deps: TAppDeps): Promise<void> {
  app.get('/healthz', { config: { policy: { access: 'public' } }, logLevel: 'warn' }, async () => ({ status: 'ok' }));

  app.get('/readyz', { config: { policy: { access: 'public' } }, logLevel: 'warn' }, async (_request, reply) => {
    const checks = await Promise.all([
      probe('database', () => deps.database.ping()),
      probe('jobs', () => deps.jobs.ping()),
    ]);
    const ready = checks.every((check) => check.ok);
    return reply.status(ready ? 200 : 503).send({ status: ready ? 'ready' : 'unavailable', checks });
  });
}

async function probe(name: string, check: () => Promise<void>): Promise<{ name: string; ok: boolean }> {
  try {
    await Promise.race([
      check(),
      new Promise((_, reject) => setTimeout(() => reject(new Error('timeout')), 3000).unref()),
    ]);
    return { name, ok: true };
  } catch {
    return { name, ok: false };
  }
}

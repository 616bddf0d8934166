/** Dashboards (spec part 3 §2.7, §7): filled in by the dashboard work. */
import type { FastifyInstance } from 'fastify';
import type { TAppDeps } from '../../app-deps.ts';

/** Registers the dashboard routes. */
export async function dashboardRoutes(_app: FastifyInstance, _deps: TAppDeps): Promise<void> {}

/** Report history and export (spec part 3 §2.4, §2.5, §7 report_action): filled in by the history work. */
import type { FastifyInstance } from 'fastify';
import type { TAppDeps } from '../../app-deps.ts';

/** Registers the history routes. */
export async function historyRoutes(_app: FastifyInstance, _deps: TAppDeps): Promise<void> {}

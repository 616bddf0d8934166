/** The structured logger every layer receives (pino, the one Fastify uses). */
export type { Logger as TLogger } from 'pino';

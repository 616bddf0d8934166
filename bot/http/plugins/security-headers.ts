/**
 * Security headers for every answer. The web app runs as a tab inside Microsoft Teams, Outlook
 * and Microsoft 365, so instead of X-Frame-Options the CSP's frame-ancestors lets exactly those
 * hosts (Teams' documented list) frame it, and nobody else.
 */
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

export const FRAME_ANCESTORS = [
  "'self'",
  'https://teams.microsoft.com',
  'https://*.teams.microsoft.com',
  'https://*.cloud.microsoft',
  'https://*.microsoft365.com',
  'https://*.office.com',
  'https://outlook.office.com',
  'https://outlook.office365.com',
  'https://outlook-sdf.office.com',
  'https://outlook-sdf.office365.com',
  'https://outlook.live.com',
];

/** Registers helmet with Rollcall's CSP. */
export async function registerSecurityHeaders(app: FastifyInstance, options: { https: boolean }): Promise<void> {
  await app.register(helmet, {
    frameguard: false,
    hsts: options.https ? { maxAge: 180 * 24 * 3600, includeSubDomains: false } : false,
    crossOriginEmbedderPolicy: false,
    crossOriginResourcePolicy: { policy: 'same-site' },
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // Fluent UI (Griffel) inserts style elements at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: FRAME_ANCESTORS,
        upgradeInsecureRequests: options.https ? [] : null,
      },
    },
  });
}

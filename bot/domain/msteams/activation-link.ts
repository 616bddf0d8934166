/**
 * The activation link the bot sends the installer (spec part 1 §2.1:
 * /connect/msteams/{conversationId}/{teamId}/{adminId}/{tenantId}/{serviceUrl}/{teamName}). Its ids
 * are public facts, so the link carries a signature (?sig=) made with the session secret: only a
 * link the bot wrote opens the confirm screen, and nobody can link a stranger's team by typing ids.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { TDb } from '../../db/client.ts';
import { msteamsInstalls } from '../../db/schema/index.ts';
import type { TInstallRow } from './record-install.ts';

export interface TActivationParams {
  conversationId: string;
  teamId: string;
  adminId: string;
  tenantId: string;
  serviceUrl: string;
  teamName: string;
}

const ORDER: ReadonlyArray<keyof TActivationParams> = [
  'conversationId',
  'teamId',
  'adminId',
  'tenantId',
  'serviceUrl',
  'teamName',
];

function signatureOf(params: TActivationParams, secret: string): string {
  const text = ORDER.map((name) => params[name]).join('\n');
  return createHmac('sha256', `msteams-activation:${secret}`).update(text).digest('base64url').slice(0, 32);
}

/** The install's link parameters. */
export function activationParamsOf(install: TInstallRow): TActivationParams {
  return {
    conversationId: install.conversationId,
    teamId: install.msTeamId,
    adminId: install.installerId,
    tenantId: install.tenantId,
    serviceUrl: install.serviceUrl,
    teamName: install.teamName,
  };
}

/** The signed activation path (page form); `suffix` adds 'confirm/' for the form's post address. */
export function activationPath(params: TActivationParams, secret: string, suffix = ''): string {
  const segments = ORDER.map((name) => encodeURIComponent(params[name])).join('/');
  return `/connect/msteams/${segments}/${suffix}?sig=${signatureOf(params, secret)}`;
}

/** The install a signed link opens, or null when the signature or the install does not hold. */
export async function installOfActivation(
  db: TDb,
  params: TActivationParams,
  signature: string | undefined,
  secret: string,
): Promise<TInstallRow | null> {
  if (!signature) return null;
  const expected = Buffer.from(signatureOf(params, secret));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  const [install] = await db
    .select()
    .from(msteamsInstalls)
    .where(and(eq(msteamsInstalls.tenantId, params.tenantId), eq(msteamsInstalls.msTeamId, params.teamId)));
  return install && install.status !== 'removed' ? install : null;
}

/** The install of a /connect/msteams/{slug}/confirm/ link. */
export async function installOfSlug(db: TDb, slug: string): Promise<TInstallRow | null> {
  const [install] = await db.select().from(msteamsInstalls).where(eq(msteamsInstalls.slug, slug));
  return install && install.status !== 'removed' ? install : null;
}

/** The install a typed connect code names. */
export async function installOfConnectCode(db: TDb, code: string): Promise<TInstallRow | null> {
  const [install] = await db.select().from(msteamsInstalls).where(eq(msteamsInstalls.connectCode, code));
  return install && install.status !== 'removed' ? install : null;
}

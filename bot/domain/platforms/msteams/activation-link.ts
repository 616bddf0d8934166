/**
 * The activation link the bot sends the installer (spec part 1 §2.1:
 * /connect/msteams/{conversationId}/{teamId}/{adminId}/{tenantId}/{serviceUrl}/{teamName}). Its ids
 * are public facts, so the link carries a signature (?sig=) made with the session secret: only a
 * link the bot wrote opens the confirm screen, and nobody can link a stranger's team by typing ids.
 * The signature also covers the install's issue time (not in the link), so adding the bot again,
 * which issues a new time, ends every link sent before. Expiry and single use: connect-link-rules.ts.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { TDb } from '../../../db/client.ts';
import { msteamsInstalls } from '../../../db/schema/index.ts';
import type { TInstallRow } from './record-install.ts';

export interface TActivationParams {
  conversationId: string;
  teamId: string;
  adminId: string;
  tenantId: string;
  serviceUrl: string;
  teamName: string;
}

/** The link's values plus the issue time its signature covers. */
export type TSignedActivation = TActivationParams & { issuedAt: Date };

const ORDER: ReadonlyArray<keyof TActivationParams> = [
  'conversationId',
  'teamId',
  'adminId',
  'tenantId',
  'serviceUrl',
  'teamName',
];

function signatureOf(params: TSignedActivation, secret: string): string {
  const text = [...ORDER.map((name) => params[name]), String(params.issuedAt.getTime())].join('\n');
  return createHmac('sha256', `msteams-activation:${secret}`).update(text).digest('base64url').slice(0, 32);
}

/** The install's link parameters, with the issue time of its current link. */
export function activationParamsOf(install: TInstallRow): TSignedActivation {
  return {
    issuedAt: install.linkIssuedAt,
    conversationId: install.conversationId,
    teamId: install.msTeamId,
    adminId: install.installerId,
    tenantId: install.tenantId,
    serviceUrl: install.serviceUrl,
    teamName: install.teamName,
  };
}

/** The signed activation path (page form); `suffix` adds 'confirm/' for the form's post address. */
export function activationPath(params: TSignedActivation, secret: string, suffix = ''): string {
  const segments = ORDER.map((name) => encodeURIComponent(params[name])).join('/');
  return `/connect/msteams/${segments}/${suffix}?sig=${signatureOf(params, secret)}`;
}

/**
 * The install a signed link opens, or null when the install is gone or the signature does not hold
 * for its current link (forged, or sent before the bot was added again).
 */
export async function installOfActivation(
  db: TDb,
  params: TActivationParams,
  signature: string | undefined,
  secret: string,
): Promise<TInstallRow | null> {
  if (!signature) return null;
  const [install] = await db
    .select()
    .from(msteamsInstalls)
    .where(and(eq(msteamsInstalls.tenantId, params.tenantId), eq(msteamsInstalls.msTeamId, params.teamId)));
  if (!install || install.status === 'removed') return null;
  const expected = Buffer.from(signatureOf({ ...params, issuedAt: install.linkIssuedAt }, secret));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given) ? install : null;
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

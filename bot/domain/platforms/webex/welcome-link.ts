/**
 * The welcome link's slug (/connect/spark/{slug}/confirm/, issue 21): random, and signed with the
 * session secret over the space and the issue time it was made for. A slug is found by its row,
 * but it opens the row only when its signature holds for that row's room and current issue time:
 * a slug copied into another row, a tampered one, or one issued before the bot was added again
 * opens nothing, and says no more than an unknown link.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { TDb } from '../../../db/client.ts';
import { webexInstalls } from '../../../db/schema/index.ts';
import type { TWebexInstallRow } from './webex-install-row.ts';

/** Characters of the signature kept after the dot (128 bits in base64url). */
const SIGNATURE_LENGTH = 22;

function signatureOf(random: string, roomId: string, issuedAt: Date, secret: string): string {
  return createHmac('sha256', `webex-welcome:${secret}`)
    .update(`${random}\n${roomId}\n${issuedAt.getTime()}`)
    .digest('base64url')
    .slice(0, SIGNATURE_LENGTH);
}

/** A new slug for the space's welcome link issued at `issuedAt`. */
export function newWelcomeSlug(roomId: string, issuedAt: Date, secret: string): string {
  const random = randomBytes(16).toString('base64url');
  return `${random}.${signatureOf(random, roomId, issuedAt, secret)}`;
}

/** Whether the slug was signed by this server for this space and issue time. */
export function welcomeSlugHolds(slug: string, facts: { roomId: string; linkIssuedAt: Date }, secret: string): boolean {
  const [random, signature, ...rest] = slug.split('.');
  if (!random || !signature || rest.length > 0) return false;
  const expected = Buffer.from(signatureOf(random, facts.roomId, facts.linkIssuedAt, secret));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/** The install a welcome link opens: known, not removed, and its signature holding; else null. */
export async function installOfWelcomeSlug(db: TDb, slug: string, secret: string): Promise<TWebexInstallRow | null> {
  if (slug.length > 100) return null;
  const [install] = await db.select().from(webexInstalls).where(eq(webexInstalls.slug, slug));
  if (!install || install.status === 'removed') return null;
  return welcomeSlugHolds(slug, install, secret) ? install : null;
}

/**
 * The secret each sender signs a team's webhooks with (part 3 §2.10): made the first time anyone
 * needs it (the services page shows it to team admins; the receiver verifies with it), stored
 * sealed, and replaceable by a team admin when it leaked. One module so the page and the receiver
 * can never disagree on a team's secret.
 */
import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { TWebhookSlug } from '../../../shared/work-tools.ts';
import type { TDb } from '../../db/client.ts';
import { teamWebhookSecrets } from '../../db/schema/index.ts';
import type { TSecretBox } from '../secrets/secret-box.ts';

export interface TWebhookSecretDeps {
  db: TDb;
  box: TSecretBox;
}

/** A new random secret (32 bytes, base64url: 43 characters, fits every sender's secret field). */
function newSecret(): string {
  return randomBytes(32).toString('base64url');
}

/** The team's secret for one sender, or null when none was made yet (the receiver then refuses). */
export async function findWebhookSecret(deps: TWebhookSecretDeps, teamId: string, slug: TWebhookSlug) {
  const [row] = await deps.db
    .select({ secret: teamWebhookSecrets.secret })
    .from(teamWebhookSecrets)
    .where(and(eq(teamWebhookSecrets.teamId, teamId), eq(teamWebhookSecrets.service, slug)));
  return row ? deps.box.open(row.secret) : null;
}

/** The team's secret for one sender, made and stored on first use (two callers at once get the same one). */
export async function webhookSecretFor(deps: TWebhookSecretDeps, teamId: string, slug: TWebhookSlug): Promise<string> {
  const existing = await findWebhookSecret(deps, teamId, slug);
  if (existing !== null) return existing;
  await deps.db
    .insert(teamWebhookSecrets)
    .values({ teamId, service: slug, secret: deps.box.seal(newSecret()) })
    .onConflictDoNothing();
  const stored = await findWebhookSecret(deps, teamId, slug);
  if (stored !== null) return stored;
  // The stored secret was sealed under another SESSION_SECRET: it cannot verify anything, so replace it.
  return replaceWebhookSecret(deps, teamId, slug);
}

/** A new secret for one sender; the old one stops verifying at once. */
export async function replaceWebhookSecret(
  deps: TWebhookSecretDeps,
  teamId: string,
  slug: TWebhookSlug,
): Promise<string> {
  const secret = newSecret();
  await deps.db
    .insert(teamWebhookSecrets)
    .values({ teamId, service: slug, secret: deps.box.seal(secret) })
    .onConflictDoUpdate({
      target: [teamWebhookSecrets.teamId, teamWebhookSecrets.service],
      set: { secret: deps.box.seal(secret), updatedAt: new Date() },
    });
  return secret;
}

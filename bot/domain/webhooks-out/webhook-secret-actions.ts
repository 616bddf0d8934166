/**
 * Reveal and rotate an endpoint's signing secret (managers of its team only). Revealing is allowed
 * while the plan locks changes, so a receiver can still be verified.
 */
import { eq } from 'drizzle-orm';
import { AppError } from '../../../shared/errors.ts';
import { outgoingWebhooks } from '../../db/schema/index.ts';
import type { TViewer } from '../accounts/viewer.ts';
import { findTeamWebhook } from './webhook-access.ts';
import type { TWebhooksOutDeps } from './webhook-deps.ts';
import { newWebhookSecret } from './webhook-secret.ts';

/** The endpoint's secret in clear, for its receiver's configuration. */
export async function revealWebhookSecret(
  deps: Pick<TWebhooksOutDeps, 'db' | 'box'>,
  viewer: TViewer,
  id: string,
): Promise<string> {
  const row = await findTeamWebhook(deps.db, viewer, id, false);
  const secret = deps.box.open(row.secret);
  // Sealed under another SESSION_SECRET: only a new one helps.
  if (secret === null)
    throw new AppError('CONFLICT', 'This secret can no longer be read. Rotate it to make a new one.');
  return secret;
}

/** Replaces the secret; deliveries signed from now on use the new one. Answers it. */
export async function rotateWebhookSecret(
  deps: Pick<TWebhooksOutDeps, 'db' | 'box' | 'now'>,
  viewer: TViewer,
  id: string,
): Promise<string> {
  const row = await findTeamWebhook(deps.db, viewer, id);
  const secret = newWebhookSecret();
  await deps.db
    .update(outgoingWebhooks)
    .set({ secret: deps.box.seal(secret), updatedAt: deps.now() })
    .where(eq(outgoingWebhooks.id, row.id));
  return secret;
}

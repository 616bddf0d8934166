/**
 * POST /team/settings/services/replace-secret (designed, part 3 §2.10): a team admin replaces the
 * secret one sender signs the team's webhooks with, when it leaked; the old one stops verifying
 * at once (the page asks for confirmation first and says the sender must be updated).
 */

import { AppError } from '../../../shared/errors.ts';
import type { TWebhookSlug } from '../../../shared/work-tools.ts';
import { WORK_TOOL_MESSAGES } from '../../../shared/work-tools.ts';
import { viewerHasFlag } from '../accounts/feature-flags.ts';
import type { TViewer } from '../accounts/viewer.ts';
import { replaceWebhookSecret } from '../webhooks-in/webhook-secrets.ts';
import { teamToManage } from './team-tool-access.ts';
import type { TTeamToolsDeps } from './team-tools-deps.ts';

/** Replaces the team's secret for one sender. */
export async function replaceTeamWebhookSecret(
  deps: TTeamToolsDeps,
  viewer: TViewer,
  slug: TWebhookSlug,
): Promise<void> {
  const team = teamToManage(viewer);
  if (slug === 'zapier' && viewerHasFlag(viewer, 'LIMIT_ZAPIER')) {
    throw new AppError('FEATURE_LOCKED', WORK_TOOL_MESSAGES.zapierLocked);
  }
  await replaceWebhookSecret(deps, team.id, slug);
}

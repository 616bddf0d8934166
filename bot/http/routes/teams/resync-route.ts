/**
 * GET /resync (spec part 3 §2.9 'Resync Team'): re-reads the current team's members and channels
 * from its chat platform — Microsoft Teams, Slack or Cisco Webex — and imports them again. Email teams have
 * nothing to resync.
 */
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../../../shared/errors.ts';
import { MSTEAMS_MESSAGES, resyncedMessage } from '../../../../shared/msteams.ts';
import { rosterCapNote } from '../../../../shared/plan-limits.ts';
import { slackResyncedMessage } from '../../../../shared/slack.ts';
import { WEBEX_MESSAGES, webexResyncedMessage } from '../../../../shared/webex.ts';
import { createWebexDirectory } from '../../../adapters/webex/webex-directory.ts';
import { resyncMsTeamsTeam } from '../../../domain/platforms/msteams/resync-team.ts';
import { SERVICE } from '../../../domain/platforms/platform-names.ts';
import { resyncSlackTeam } from '../../../domain/platforms/slack/resync-slack-team.ts';
import { resyncWebexTeam } from '../../../domain/platforms/webex/resync-webex-team.ts';
import type { TAppDeps } from '../../app-deps.ts';
import { answerForm } from '../../forms.ts';

const managePolicy = { access: 'signed-in', roles: 'MANAGERS' } as const;
const TEAMS_NOT_CONFIGURED = 'Microsoft Teams is not configured on this server.';
const SLACK_NOT_CONFIGURED = 'Slack is not configured on this server.';

/** Registers Resync Team. */
export async function resyncRoute(app: FastifyInstance, deps: TAppDeps): Promise<void> {
  const db = deps.database.db;
  const now = deps.now ?? (() => new Date());

  app.get('/resync', { config: { policy: managePolicy, changesData: true } }, async (request, reply) => {
    const viewer = request.viewer!;
    if (viewer.currentTeam?.service === SERVICE.slack) {
      if (!deps.slack) throw new AppError('UNAVAILABLE', SLACK_NOT_CONFIGURED);
      const result = await resyncSlackTeam({ db, directory: deps.slack.directory, now }, viewer);
      return answerForm(request, reply, {
        redirect: '/team/settings/general/',
        message:
          slackResyncedMessage(result.teamName, result.imported.imported, result.channels, result.skipped) +
          rosterCapNote(result.imported),
      });
    }
    if (viewer.currentTeam?.service === SERVICE.webex) {
      if (!deps.webex) throw new AppError('UNAVAILABLE', WEBEX_MESSAGES.notConfigured);
      const result = await resyncWebexTeam({ db, directory: createWebexDirectory(deps.webex) }, viewer);
      return answerForm(request, reply, {
        redirect: '/team/settings/general/',
        message: webexResyncedMessage(result.teamName, result.imported.imported) + rosterCapNote(result.imported),
      });
    }
    if (viewer.currentTeam?.service !== SERVICE.msteams)
      throw new AppError('INVALID_INPUT', MSTEAMS_MESSAGES.resyncEmailTeam);
    if (!deps.teams) throw new AppError('UNAVAILABLE', TEAMS_NOT_CONFIGURED);
    const result = await resyncMsTeamsTeam(
      { db, directory: deps.teams.directory, photos: { jobs: deps.jobs, log: deps.log } },
      viewer,
    );
    return answerForm(request, reply, {
      redirect: '/team/settings/general/',
      message:
        resyncedMessage(result.teamName, result.imported.imported, result.channels) + rosterCapNote(result.imported),
    });
  });
}

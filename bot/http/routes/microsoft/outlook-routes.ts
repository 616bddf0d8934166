/**
 * The Outlook calendar pages' calls (spec part 2 §2.4, §7): the calendar choice
 * (/my/settings/vacations/calendars/, posting calendar as "id,name", then syncing at once), the
 * Outlook activity panel (/my/settings/outlook-activity/, locked by LIMIT_SERVICES; its form post
 * syncs now), the disconnect (/team/settings/services/disable-outlook-activity) and the state of
 * 'Sync profile photos' for the account settings page.
 */
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../../../shared/errors.ts';
import {
  GRAPH_MESSAGES,
  graphSyncErrorText,
  splitCalendarChoice,
  ZCalendarChoiceForm,
} from '../../../../shared/microsoft-graph.ts';
import { graphDepsOf } from '../../../adapters/microsoft/graph-deps-of.ts';
import { chooseOutlookCalendar } from '../../../domain/platforms/microsoft/choose-outlook-calendar.ts';
import { disconnectOutlook } from '../../../domain/platforms/microsoft/disconnect-outlook.ts';
import { getOutlookActivity, getOutlookCalendars } from '../../../domain/platforms/microsoft/get-outlook-settings.ts';
import { getPhotoSyncSettings } from '../../../domain/platforms/microsoft/get-photo-sync-settings.ts';
import {
  syncOutlookVacations,
  type TOutlookSyncResult,
} from '../../../domain/platforms/microsoft/sync-outlook-vacations.ts';
import type { TAppDeps } from '../../app-deps.ts';
import { answerForm, parseForm } from '../../forms.ts';

const signedIn = { access: 'signed-in' } as const;
const limit = { max: 30, timeWindow: '1 minute' } as const;

/**
 * A sync's outcome as a form answer: the count on success; a refusal the page shows as an error
 * (409 when the person must act: reconnect, permissions, another calendar; 503 when Microsoft
 * could not be reached), so a failed sync is never reported as done.
 */
function syncAnswer(result: TOutlookSyncResult): { message: string } {
  if (result.ok) return { message: GRAPH_MESSAGES.calendarSynced.replace('{{count}}', String(result.days.length)) };
  if (result.error === 'not_connected') throw new AppError('INVALID_INPUT', GRAPH_MESSAGES.notConnected);
  const message = GRAPH_MESSAGES.syncFailed.replace('{{reason}}', graphSyncErrorText(result.error) ?? '');
  throw new AppError(result.error === 'unavailable' ? 'UNAVAILABLE' : 'CONFLICT', message);
}

/** Registers the Outlook and photo-sync settings routes. */
export async function outlookRoutes(app: FastifyInstance, deps: TAppDeps): Promise<void> {
  const db = deps.database.db;
  const graph = graphDepsOf(deps.env, { db, log: deps.log, now: deps.now });
  const configured = () => {
    // Nothing can be connected on this server: a refusal of the request, not an outage.
    if (!graph) throw new AppError('INVALID_INPUT', GRAPH_MESSAGES.notConfigured);
    return graph;
  };

  app.get(
    '/api/v1/my/settings/vacations/calendars',
    { config: { policy: signedIn, rateLimit: limit } },
    async (request) => getOutlookCalendars(graph, db, request.viewer!),
  );

  app.post(
    '/my/settings/vacations/calendars',
    { config: { policy: { ...signedIn, lockedBy: 'LIMIT_VACATION_TRACKING' }, form: true, rateLimit: limit } },
    async (request, reply) => {
      const { calendar } = parseForm(ZCalendarChoiceForm, request);
      const result = await chooseOutlookCalendar(configured(), request.viewer!, splitCalendarChoice(calendar).id);
      return answerForm(request, reply, syncAnswer(result));
    },
  );

  app.get('/api/v1/my/settings/outlook-activity', { config: { policy: signedIn } }, async (request) =>
    getOutlookActivity(graph, db, request.viewer!),
  );

  app.post(
    '/my/settings/outlook-activity',
    { config: { policy: { ...signedIn, lockedBy: 'LIMIT_SERVICES' }, form: true, rateLimit: limit } },
    async (request, reply) => {
      const result = await syncOutlookVacations(configured(), request.viewer!.user.id);
      return answerForm(request, reply, syncAnswer(result));
    },
  );

  // Disconnecting is never locked: a plan change must not keep someone's tokens.
  app.post(
    '/team/settings/services/disable-outlook-activity',
    { config: { policy: signedIn, form: true } },
    async (request, reply) => {
      const outcome = await disconnectOutlook(db, request.viewer!.user.id);
      return answerForm(request, reply, {
        redirect: '/my/settings/outlook-activity/',
        message:
          outcome.wasConnected || outcome.removedDays > 0 ? GRAPH_MESSAGES.disconnected : GRAPH_MESSAGES.notConnected,
        level: outcome.wasConnected || outcome.removedDays > 0 ? 'success' : 'info',
      });
    },
  );

  app.get(
    '/api/v1/account/settings/microsoft-photos',
    { config: { policy: { access: 'signed-in', roles: 'ACCOUNT_OWNERS' } } },
    async (request) => getPhotoSyncSettings(db, request.viewer!, graph !== undefined),
  );
}

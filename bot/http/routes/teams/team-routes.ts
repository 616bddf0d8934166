/**
 * Email teams and team settings (spec part 3 §2.8, §2.9): connect an email team, delete the
 * current team, the general settings, member time zones and adding members. Team settings are for
 * Billing Owners, Account Admins and Team Admins, on teams they can open.
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { fillMessage, MAX_INPUT } from '../../../../shared/accounts.ts';
import { addTeamMembers } from '../../../domain/teams/add-team-members.ts';
import { changeMemberTimeZone } from '../../../domain/teams/change-member-time-zone.ts';
import { createEmailTeam } from '../../../domain/teams/create-email-team.ts';
import { deleteCurrentTeam } from '../../../domain/teams/delete-team.ts';
import { getTeamSettingsGeneral } from '../../../domain/teams/team-settings.ts';
import { accountsDeps } from '../../accounts-deps.ts';
import type { TAppDeps } from '../../app-deps.ts';
import { engineDepsOf } from '../../engine-deps-of.ts';
import { answerForm, originOf } from '../../forms.ts';

const createPolicy = { access: 'signed-in', roles: 'TEAM_ADMINS' } as const;
const managePolicy = { access: 'signed-in', roles: 'MANAGERS' } as const;

const ZConnectEmail = z.object({
  team_name: z
    .string()
    .trim()
    .max(MAX_INPUT, `Ensure this value has at most ${MAX_INPUT} characters.`)
    .min(1, 'Team name is required'),
});
const ZChangeTimeZone = z.object({
  type: z.literal('change_tz', { error: 'Unknown settings change.' }),
  timezone: z.string().min(1).max(64),
  email: z.string().min(3).max(MAX_INPUT),
});
const list = z.preprocess(
  (value) => (value === undefined ? [] : Array.isArray(value) ? value : [value]),
  z.array(z.string().max(1000)).max(100),
);
const ZAddMembers = z.object({ name: list, email: list });

/** Registers the team routes. */
export async function teamRoutes(app: FastifyInstance, deps: TAppDeps): Promise<void> {
  const db = deps.database.db;

  // Creates a team from a plain link (spec part 3 §7): only from our own pages, never from another site.
  app.get('/connect/email', { config: { policy: createPolicy, changesData: true } }, async (request, reply) => {
    const parsed = ZConnectEmail.safeParse(request.query);
    if (!parsed.success) {
      return answerForm(request, reply, {
        redirect: '/platform/email/',
        message: 'Team name is required',
        level: 'error',
      });
    }
    const team = await createEmailTeam(db, request.viewer!, parsed.data.team_name, originOf(request));
    return answerForm(request, reply, {
      redirect: '/team/settings/members/action/add/',
      message: `${team.name} is connected to email. Invite its members.`,
    });
  });

  app.get('/teams/delete', { config: { policy: createPolicy, changesData: true } }, async (request, reply) => {
    const team = await deleteCurrentTeam(db, request.viewer!, originOf(request));
    return answerForm(request, reply, { redirect: '/setup/', message: `${team.name} was deleted.`, level: 'info' });
  });

  app.get('/api/v1/team/settings/general', { config: { policy: managePolicy } }, async (request) =>
    getTeamSettingsGeneral(db, request.viewer!),
  );

  app.post('/api/v1/settings', { config: { policy: managePolicy } }, async (request) => {
    const change = ZChangeTimeZone.parse(request.body);
    const name = await changeMemberTimeZone(engineDepsOf(deps), request.viewer!, change);
    const zone = change.timezone === 'default' ? 'Default in Report' : change.timezone;
    return {
      status: 'ok' as const,
      message: fillMessage('Timezone for {name} changed to {timezone}.', { name, timezone: zone }),
    };
  });

  app.post(
    '/team/settings/members/action/add',
    { config: { policy: managePolicy, form: true } },
    async (request, reply) => {
      const form = ZAddMembers.parse(request.body);
      const rows = Array.from({ length: Math.max(form.name.length, form.email.length) }, (_, index) => ({
        name: form.name[index] ?? '',
        email: form.email[index] ?? '',
      }));
      const results = await addTeamMembers(accountsDeps(deps), request.viewer!, rows);
      const added = results.filter((row) => row.status === 'added').length;
      const message =
        added === 0
          ? 'No one was added.'
          : `${added} ${added === 1 ? 'member was' : 'members were'} added and emailed.`;
      return reply.send({ ok: true, rows: results, message });
    },
  );
}

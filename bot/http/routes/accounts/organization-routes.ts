/**
 * Organisation settings, members and roles, labs, trial reset and trial-ended (spec part 2 §2.2,
 * part 1 §2.9). Reads are open to Billing Owners and Account Admins; changes to Account Admins,
 * and role changes and invitations are locked by LIMIT_PERMISSION_ROLES.
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  ACCOUNT_MESSAGES,
  fillMessage,
  ZInviteForm,
  ZLabToggle,
  ZOrganizationForm,
  ZPermissionChange,
} from '../../../../shared/accounts.ts';
import type { TAccountTypeId } from '../../../../shared/roles.ts';
import { microsoftSettingsOf } from '../../../adapters/microsoft/microsoft-settings.ts';
import { inviteToOrganization } from '../../../domain/accounts/invitations.ts';
import { getLabs, setLab } from '../../../domain/accounts/labs.ts';
import { changeMemberRole, listAccountMembers } from '../../../domain/accounts/members.ts';
import {
  getOrganizationSettings,
  getTrialEndedContext,
  renameOrganization,
} from '../../../domain/accounts/organization.ts';
import { getResetTrialContext, resetTrial } from '../../../domain/accounts/reset-trial.ts';
import { switchTeam } from '../../../domain/accounts/switch-team.ts';
import { accountsDeps } from '../../accounts-deps.ts';
import type { TAppDeps } from '../../app-deps.ts';
import { answerForm, originOf, parseForm, safeNextPath } from '../../forms.ts';

const readPolicy = { access: 'signed-in', roles: 'ACCOUNT_OWNERS' } as const;
const adminPolicy = { access: 'signed-in', roles: 'ACCOUNT_ADMINS' } as const;
const rolesPolicy = { access: 'signed-in', roles: 'ACCOUNT_ADMINS', lockedBy: 'LIMIT_PERMISSION_ROLES' } as const;
const ZSlug = z.object({ slug: z.string().min(1).max(200) });

/** Registers the organisation routes. */
export async function organizationRoutes(app: FastifyInstance, deps: TAppDeps): Promise<void> {
  const db = deps.database.db;
  const microsoftConfigured = microsoftSettingsOf(deps.env) !== undefined;

  app.get('/api/v1/account/settings/general', { config: { policy: readPolicy } }, async (request) =>
    getOrganizationSettings(db, request.viewer!, { microsoftConfigured }),
  );

  app.post('/accounts/settings/general', { config: { policy: adminPolicy, form: true } }, async (request, reply) => {
    const { name } = parseForm(ZOrganizationForm, request);
    await renameOrganization(db, request.viewer!, name, originOf(request));
    return answerForm(request, reply, { message: ACCOUNT_MESSAGES.organizationUpdated });
  });

  app.get('/api/v1/account/members', { config: { policy: readPolicy } }, async (request) =>
    listAccountMembers(db, request.viewer!),
  );

  app.post('/accounts/settings/members', { config: { policy: rolesPolicy, form: true } }, async (request, reply) => {
    const form = parseForm(ZInviteForm, request);
    const outcome = await inviteToOrganization(
      accountsDeps(deps),
      request.viewer!,
      { email: form['invite-email'], accountTypeId: form['invite-role'] as 0 | 2 },
      originOf(request),
    );
    const message = outcome === 'added' ? ACCOUNT_MESSAGES.addedExistingLogin : ACCOUNT_MESSAGES.invitationSent;
    return answerForm(request, reply, { message: fillMessage(message, { email: form['invite-email'] }) });
  });

  app.post('/api/v1/account/permissions', { config: { policy: rolesPolicy } }, async (request) => {
    const change = parseForm(ZPermissionChange, request);
    await changeMemberRole(
      db,
      request.viewer!,
      { membershipId: change.membership_id, accountTypeId: change.user_type_id as TAccountTypeId },
      originOf(request),
    );
    return { status: 'ok' as const };
  });

  app.get('/api/v1/account/labs', { config: { policy: readPolicy } }, async (request) => getLabs(request.viewer!));

  app.post('/api/v1/account/labs', { config: { policy: adminPolicy } }, async (request) => {
    const { lab, enabled } = parseForm(ZLabToggle, request);
    const labs = await setLab(db, request.viewer!, lab, enabled);
    return { status: 'ok' as const, enabled_labs: labs };
  });

  app.get('/api/v1/reset-trial', { config: { policy: { access: 'signed-in' } } }, async (request) =>
    getResetTrialContext(request.viewer!),
  );

  app.post(
    '/accounts/reset-trial',
    { config: { policy: { access: 'signed-in' }, form: true } },
    async (request, reply) => {
      await resetTrial(db, request.viewer!, originOf(request));
      return answerForm(request, reply, { redirect: '/billing/', message: ACCOUNT_MESSAGES.trialReset });
    },
  );

  app.get('/api/v1/trial-ended', { config: { policy: { access: 'signed-in' } } }, async (request) =>
    getTrialEndedContext(db, request.viewer!),
  );

  // A plain link in the header (spec part 1 §7), but it changes the session: only from our own pages.
  app.get(
    '/teams/switch/:slug',
    { config: { policy: { access: 'signed-in' }, changesData: true } },
    async (request, reply) => {
      const { slug } = ZSlug.parse(request.params);
      await switchTeam(db, request.viewer!, slug);
      const referer = request.headers.referer;
      const back = referer && URL.canParse(referer) ? safeNextPath(new URL(referer).pathname) : '/';
      return reply.redirect(back, 303);
    },
  );
}

/**
 * GET /api/v1/report/wizard (spec part 3 §3 report wizard context): what the wizard needs to
 * create a report from a template or edit a saved one.
 */
import { asc, count, eq } from 'drizzle-orm';
import { AppError } from '../../../shared/errors.ts';
import { findPreset } from '../../../shared/report-presets.ts';
import {
  DEFAULT_BOT_MESSAGES,
  REPORT_DEFAULTS,
  type TReportWizardContext,
  ZReportFormFields,
} from '../../../shared/reports.ts';
import { PLATFORM_LABELS, type TPlatform } from '../../../shared/roles.ts';
import { daysOfMonthText, daysOfWeekText } from '../../../shared/schedule.ts';
import type { TDb } from '../../db/client.ts';
import { reportMembers, reports, teamMembers, users } from '../../db/schema/index.ts';
import { featureFlagsOf } from '../accounts/feature-flags.ts';
import { displayName } from '../accounts/find-user.ts';
import type { TTeamRow, TViewer } from '../accounts/viewer.ts';
import { teamChannelsOf } from '../platforms/chat-platforms.ts';
import { isEmailService } from '../platforms/platform-names.ts';
import { canManageReports, findManagedReport } from './report-access.ts';
import { formOfReport } from './report-settings.ts';
import { availableParticipants, countedParticipantIds } from './seats.ts';

export type TWizardQuery = { template: string } | { report: string };

/** The wizard context for a template (create) or a saved report (edit). */
export async function getWizardContext(
  db: TDb,
  viewer: TViewer,
  query: TWizardQuery,
  options: { development: boolean },
): Promise<TReportWizardContext> {
  if (!canManageReports(viewer)) throw new AppError('FORBIDDEN', 'Only admins and team admins can configure reports.');
  const report = 'report' in query ? await findManagedReport(db, viewer, query.report) : null;
  const team = report ? viewer.teams.find((candidate) => candidate.id === report.teamId) : viewer.currentTeam;
  if (!team) throw new AppError('NOT_FOUND', 'You have no team yet. Connect one on the setup page.');

  const savedMembers = report
    ? (
        await db
          .select({ userId: reportMembers.userId })
          .from(reportMembers)
          .where(eq(reportMembers.reportId, report.id))
      ).map((row) => row.userId)
    : [];
  const form = report
    ? formOfReport(report, { memberIds: savedMembers, teamSlug: team.slug })
    : templateForm('template' in query ? query.template : 'custom', team);
  const counted = await countedParticipantIds(db, viewer.account.id);
  const members = await db
    .select({ user: users, member: teamMembers })
    .from(teamMembers)
    .innerJoin(users, eq(users.id, teamMembers.userId))
    .where(eq(teamMembers.teamId, team.id))
    .orderBy(asc(users.firstName), asc(users.email));
  const [reportCount] = await db.select({ n: count() }).from(reports).where(eq(reports.accountId, viewer.account.id));
  const service = team.service as TPlatform;

  return {
    edit_mode: report ? 'UPDATE' : 'CREATE',
    report_id: report?.id ?? null,
    report_slug: report?.slug ?? null,
    enabled: report?.enabled ?? true,
    form,
    account_members: members.map(({ user, member }) => ({
      id: user.id,
      label: displayName(user),
      email: user.email,
      photo: user.photoUrl,
      // The zone the engine asks this member in: their own for this team, or '' for the report's
      // ('Default in Report', ARCHITECTURE §3.5).
      timezone: { zone: member.timeZone ?? '' },
      platform_data: {
        id: member.platformUserId ?? user.id,
        platform_service: service,
        platform_label: PLATFORM_LABELS[service],
      },
      counted: counted.has(user.id),
    })),
    available_participants: availableParticipants(viewer.account),
    usage: { participants: counted.size },
    team_list: viewer.teams.map((candidate) => ({
      slug: candidate.slug,
      team_name: candidate.name,
      service: candidate.service as TPlatform,
    })),
    // The linked chat team's channels; an email team has none.
    team_channels: (await teamChannelsOf(db, team)).map((channel) => ({
      id: channel.id,
      label: channel.name,
      team_slug: team.slug,
    })),
    saved_report_members: savedMembers,
    report: { team_service: service, team_slug: team.slug, team_name: team.name },
    first_report: (reportCount?.n ?? 0) === 0,
    feature_map: featureFlagsOf(viewer),
    time_step_minutes: options.development ? 1 : 15,
  };
}

/** A template's questions and schedule over the defaults of part 3 §9. */
function templateForm(slug: string, team: TTeamRow) {
  const preset = findPreset(slug);
  if (!preset) throw new AppError('NOT_FOUND', 'There is no report template with that name.');
  const weekly = preset.schedule.type === 'weekly';
  return ZReportFormFields.parse({
    name: preset.name,
    config: {
      fields: preset.questions.map((value) => ({ type: 'text', value })),
      hour: preset.schedule.hour,
      minute: preset.schedule.minute,
      time_zone: REPORT_DEFAULTS.timeZone,
      day_of_week: weekly ? daysOfWeekText(preset.schedule.daysOfWeek) : REPORT_DEFAULTS.dayOfWeek,
      day_of_month: weekly ? REPORT_DEFAULTS.dayOfMonth : daysOfMonthText(preset.schedule.daysOfMonth),
    },
    schedule: preset.schedule.type,
    task: { enabled: preset.tasksEnabled },
    private_reports_enabled: preset.private,
    notification_type: isEmailService(team.service) ? 'email' : REPORT_DEFAULTS.notificationType,
    team_slug: team.slug,
    ...DEFAULT_BOT_MESSAGES,
  });
}

/**
 * The server's rules on a report form beyond its schema (spec part 3 §5, §6): plan flags switch
 * locked features off, an email team gets email notifications, members must be in the team.
 */
import { and, eq, inArray } from 'drizzle-orm';
import { AppError } from '../../../shared/errors.ts';
import { DEFAULT_BOT_MESSAGES, REPORT_DEFAULTS, REPORT_MESSAGES, type TReportForm } from '../../../shared/reports.ts';
import type { TDb } from '../../db/client.ts';
import { teamMembers } from '../../db/schema/index.ts';
import { featureFlagsOf } from '../accounts/feature-flags.ts';
import type { TTeamRow, TViewer } from '../accounts/viewer.ts';
import { isEmailService, offersVideoMeetings } from '../platforms/platform-names.ts';

/**
 * The form as it will be saved: features the plan locks are off (the wizard shows them disabled,
 * so only a hand-made request sends them), custom messages fall back to the defaults, empty extra
 * emails are dropped and duplicates merged.
 */
export function applyPlanRules(viewer: TViewer, team: TTeamRow, form: TReportForm): TReportForm {
  const flags = featureFlagsOf(viewer);
  const next: TReportForm = { ...form, config: { ...form.config } };
  if (flags.includes('LIMIT_PRIVATE_REPORTS')) next.private_reports_enabled = false;
  if (flags.includes('LIMIT_BLOCKER_TRACKING')) next.goal_tracking_enabled = false;
  if (flags.includes('LIMIT_REPORT_REMINDERS')) next.config.send_reminder_enabled = false;
  if (flags.includes('LIMIT_CUSTOM_REPORT_MESSAGES')) Object.assign(next, DEFAULT_BOT_MESSAGES);
  if (isEmailService(team.service)) {
    next.notification_type = 'email';
    next.enable_channel_broadcast = false;
    next.channel = '';
    next.channel_label = '';
  }
  if (!offersVideoMeetings(team.service)) next.config.video_meeting_type = 'disabled';
  if (next.name === '') next.name = REPORT_DEFAULTS.name;
  const emails = next.email_notifications.map((email) => email.trim().toLowerCase()).filter((email) => email !== '');
  next.email_notifications = [...new Set(emails)];
  next.users = [...new Set(next.users)];
  return next;
}

/** Throws unless every member belongs to the report's team. */
export async function assertMembersInTeam(db: TDb, team: TTeamRow, userIds: readonly string[]): Promise<void> {
  const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
  const valid = userIds.filter((id) => uuid.test(id));
  const found =
    valid.length === 0
      ? []
      : await db
          .select({ userId: teamMembers.userId })
          .from(teamMembers)
          .where(and(eq(teamMembers.teamId, team.id), inArray(teamMembers.userId, valid)));
  if (found.length !== userIds.length) {
    throw new AppError('INVALID_INPUT', REPORT_MESSAGES.memberNotInTeam, {
      fields: { users: [REPORT_MESSAGES.memberNotInTeam] },
    });
  }
}

/** The team a new report goes to: the named one among the viewer's teams, else the current team. */
export function teamForNewReport(viewer: TViewer, teamSlug: string): TTeamRow {
  const team = teamSlug ? viewer.teams.find((candidate) => candidate.slug === teamSlug) : viewer.currentTeam;
  if (!team) throw new AppError('NOT_FOUND', 'You have no team yet. Connect one on the setup page.');
  return team;
}

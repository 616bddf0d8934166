/**
 * Everything a run's messages need about the report, its team and the links, read once per run:
 * names, settings, questions and the URLs of check-ins and the dashboard. A chat team of an
 * account whose plan asks by email only (EMAIL_TEAM_ONLY) reads as an email team here, so every
 * message of its runs (prompts, reminders, confirmations, broadcasts) goes by email.
 */
import { eq, inArray } from 'drizzle-orm';
import { humanDate } from '../../../shared/zoned-time.ts';
import type { TDb } from '../../db/client.ts';
import { accounts, teams } from '../../db/schema/index.ts';
import { asksByEmailOnly } from '../../domain/billing/plan-limits/account-runs.ts';
import type { TRunRef } from '../../domain/engine-messages.ts';
import { SERVICE } from '../../domain/platforms/platform-names.ts';
import type { TRunRow } from '../../domain/reports/create-report-run.ts';
import { dashboardPath } from '../../domain/reports/list-reports.ts';
import { settingsOf, type TReportRow, type TReportSettings } from '../../domain/reports/report-settings.ts';

export interface TRunContext {
  report: TReportRow;
  settings: TReportSettings;
  teamName: string;
  teamSlug: string;
  teamService: string;
  ref: TRunRef;
  questions: string[];
  dashboardUrl: string;
  checkinUrl(hash: string): string;
}

/** Reads the team and builds the run's reference and links. */
export async function runContext(db: TDb, report: TReportRow, run: TRunRow, publicUrl: string): Promise<TRunContext> {
  const [context] = await runContexts(db, [{ report, run }], publicUrl);
  return context as TRunContext;
}

/**
 * The contexts of many runs with one read of their teams (a minute's runs open together); a
 * caller that already read a report's settings passes them along.
 */
export async function runContexts(
  db: TDb,
  items: ReadonlyArray<{ report: TReportRow; run: TRunRow; settings?: TReportSettings }>,
  publicUrl: string,
): Promise<TRunContext[]> {
  if (items.length === 0) return [];
  const teamIds = [...new Set(items.map((item) => item.report.teamId))];
  const teamRows = await db
    .select({
      team: teams,
      planKey: accounts.planKey,
      subscriptionStatus: accounts.subscriptionStatus,
      trialEndsAt: accounts.trialEndsAt,
    })
    .from(teams)
    .innerJoin(accounts, eq(accounts.id, teams.accountId))
    .where(inArray(teams.id, teamIds));
  // A chat team of an email-only plan (Free) runs as an email team: nobody is asked in chat.
  const now = new Date();
  const teamById = new Map(
    teamRows.map(({ team, ...account }) => [
      team.id,
      asksByEmailOnly(account, now) ? { ...team, service: SERVICE.email } : team,
    ]),
  );
  const base = publicUrl.replace(/\/+$/, '');
  return items.map(({ report, run, settings }) => {
    const team = teamById.get(report.teamId);
    const teamSlug = team?.slug ?? '';
    return {
      report,
      settings: settings ?? settingsOf(report),
      teamName: team?.name ?? '',
      teamSlug,
      teamService: team?.service ?? SERVICE.email,
      ref: {
        reportId: report.id,
        reportName: report.name,
        teamName: team?.name ?? '',
        runDate: humanDate(run.key),
        runKey: run.key,
      },
      questions: run.questions.map((question) => question.value),
      dashboardUrl: `${base}${dashboardPath(teamSlug, report.slug, run.key)}`,
      checkinUrl: (hash: string) => `${base}/checkin/${hash}`,
    };
  });
}

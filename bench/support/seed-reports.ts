/**
 * Seeds what the report benchmarks start from: one account with an email team holding every
 * member, and `reports` reports of `membersPerReport` members each, all from one report form
 * (inserted in batches of 100 reports, as directly as the tables allow).
 */
import { randomBytes } from 'node:crypto';
import type { TDatabase } from '../../bot/db/client.ts';
import { accounts, memberships, reportMembers, reports, teamMembers, teams, users } from '../../bot/db/schema/index.ts';
import { keyedQuestions, reportColumnsOfForm, type TReportRow } from '../../bot/domain/reports/report-settings.ts';
import type { TReportForm } from '../../shared/reports.ts';

export interface TSeedReportsOptions {
  reports: number;
  membersPerReport: number;
  /** The form every report is saved from; each report's name gets its number appended. */
  form: TReportForm;
  /** Called with each batch of inserted reports (e.g. to open their runs). */
  afterBatch?: (batch: TReportRow[]) => Promise<void>;
}

/** Inserts the account, team, members and reports; answers the reports. */
export async function seedReports(db: TDatabase, options: TSeedReportsOptions): Promise<TReportRow[]> {
  const [account] = await db
    .insert(accounts)
    .values({ name: 'Bench', trialEndsAt: new Date(Date.now() + 30 * 86_400_000) })
    .returning();
  const [team] = await db
    .insert(teams)
    .values({
      accountId: account!.id,
      name: 'Bench',
      slug: `bench-${randomBytes(4).toString('hex')}`,
      service: 'EMAIL',
    })
    .returning();
  const seeded: TReportRow[] = [];
  const perReport = options.membersPerReport;
  for (let start = 0; start < options.reports; start += 100) {
    const count = Math.min(100, options.reports - start);
    const userRows = await db
      .insert(users)
      .values(
        Array.from({ length: count * perReport }, (_, i) => {
          const n = start * perReport + i;
          return {
            email: `member-${n}@bench.example`,
            firstName: `Member${n}`,
            slug: `member-${n}-${randomBytes(3).toString('hex')}`,
          };
        }),
      )
      .returning({ id: users.id });
    await db
      .insert(memberships)
      .values(userRows.map((user) => ({ accountId: account!.id, userId: user.id, accountTypeId: 3 })));
    await db.insert(teamMembers).values(userRows.map((user) => ({ teamId: team!.id, userId: user.id })));
    const reportRows = await db
      .insert(reports)
      .values(
        Array.from({ length: count }, (_, i) => ({
          accountId: account!.id,
          teamId: team!.id,
          slug: `bench-${start + i}-${randomBytes(3).toString('hex')}`,
          questions: keyedQuestions(options.form),
          ...reportColumnsOfForm(options.form),
          name: `${options.form.name} ${start + i}`,
        })),
      )
      .returning();
    await db
      .insert(reportMembers)
      .values(
        reportRows.flatMap((report, r) =>
          userRows.slice(r * perReport, (r + 1) * perReport).map((user) => ({ reportId: report.id, userId: user.id })),
        ),
      );
    await options.afterBatch?.(reportRows);
    seeded.push(...reportRows);
  }
  return seeded;
}

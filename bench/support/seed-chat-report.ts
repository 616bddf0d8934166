/**
 * The one report the chat benches (teams, slack) run: a daily standup of one question for the
 * given members, inserted directly because seat checks are not what they measure.
 */
import { randomUUID } from 'node:crypto';
import type { TDb } from '../../bot/db/client.ts';
import { reportMembers, reports } from '../../bot/db/schema/index.ts';
import { keyedQuestions, reportColumnsOfForm } from '../../bot/domain/reports/report-settings.ts';
import { ZReportForm } from '../../shared/reports.ts';

/** Inserts the report and its members; answers the report row. */
export async function seedChatReport(db: TDb, accountId: string, teamId: string, userIds: string[]) {
  const form = ZReportForm.parse({
    name: 'Bench Standup',
    config: {
      fields: [{ type: 'text', value: 'What will you do today?' }],
      hour: 10,
      minute: 0,
      time_zone: 'UTC',
      day_of_week: '*',
    },
    schedule: 'weekly',
    users: userIds,
  });
  const [report] = await db
    .insert(reports)
    .values({
      accountId,
      teamId,
      ownerUserId: userIds[0]!,
      slug: `bench-${randomUUID().slice(0, 8)}`,
      enabled: true,
      questions: keyedQuestions(form),
      ...reportColumnsOfForm(form),
    })
    .returning();
  await db.insert(reportMembers).values(userIds.map((userId) => ({ reportId: report!.id, userId })));
  return report!;
}

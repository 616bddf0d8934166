/**
 * Seeds the insights benchmark: one account of `members` people over `teams` teams, each team with
 * `reportsPerTeam` daily reports asking all its members, and enough days of runs (ending today,
 * UTC) to reach `entries` check-ins. Check-ins are inserted by the database itself, a slice of
 * days per statement (report_runs x report_members), with answers drawn from a pool of generated
 * answers (bench/support/insights-corpus.ts): ~78% submitted (~15% of them blocked, ~45% with the
 * goal met), ~8% on vacation, the rest asked and unanswered. The search index is dropped during
 * the load and built once after it, as a bulk load would; its definition is migration 0024's.
 */
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { TDatabase } from '../../bot/db/client.ts';
import { accounts, memberships, reportMembers, reports, teamMembers, teams, users } from '../../bot/db/schema/index.ts';
import { resultRows, textArray } from '../../bot/db/sql-arrays.ts';
import { keyedQuestions, reportColumnsOfForm } from '../../bot/domain/reports/report-settings.ts';
import { ZReportFormFields } from '../../shared/reports.ts';
import { addDaysToKey, localDateKey } from '../../shared/zoned-time.ts';
import { createCorpus } from './insights-corpus.ts';

export interface TSeedInsightsOptions {
  entries: number;
  members: number;
  teams: number;
  reportsPerTeam: number;
  /** Generated answers the check-ins draw from. */
  answerPool: number;
  /** Called after each slice of days with the check-ins inserted so far. */
  progress?: (inserted: number) => void;
}

export interface TSeededInsights {
  accountId: string;
  adminId: string;
  /** Team by team: the team's reports, then the next team's. */
  reportIds: string[];
  memberIds: string[];
  teams: number;
  reportsPerTeam: number;
  membersPerTeam: number;
  days: number;
  entries: number;
  /** Words by how often the answer pool uses them. */
  commonWords: string[];
  rareWords: string[];
  /** Two adjacent work words from pool answers, for phrase searches. */
  phrases: string[];
}

const REPORT_NAMES = ['Daily Standup', 'Engineering Sync', 'Customer Pulse', 'Design Check-in', 'Ops Review'];
const QUESTIONS = ['What did you do yesterday?', 'What will you do today?', 'Anything blocking you?'];
/** Days of runs per insert statement. */
const DAYS_PER_SLICE = 10;

/** Why: the insights acceptance needs a million entries, seeded in minutes, not hours. */
export async function seedInsights(db: TDatabase, options: TSeedInsightsOptions): Promise<TSeededInsights> {
  const [account] = await db
    .insert(accounts)
    .values({ name: 'Bench Insights', trialEndsAt: new Date(Date.now() + 365 * 86_400_000) })
    .returning();
  const accountId = account!.id;
  const [admin] = await db
    .insert(users)
    .values({ email: 'admin@insights.bench', firstName: 'Admin', slug: `admin-${randomBytes(3).toString('hex')}` })
    .returning();
  await db.insert(memberships).values({ accountId, userId: admin!.id, accountTypeId: 1 });
  const form = ZReportFormFields.parse({
    name: 'Bench',
    goal_tracking_enabled: true,
    config: { fields: QUESTIONS.map((value) => ({ type: 'text', value })), time_zone: 'UTC', day_of_week: '*' },
  });
  const perTeam = Math.ceil(options.members / options.teams);
  const memberIds: string[] = [];
  const reportIds: string[] = [];
  for (let t = 0; t < options.teams; t++) {
    const [team] = await db
      .insert(teams)
      .values({
        accountId,
        name: `Team ${t + 1}`,
        slug: `team-${t + 1}-${randomBytes(3).toString('hex')}`,
        service: 'EMAIL',
      })
      .returning();
    const count = Math.min(perTeam, options.members - memberIds.length);
    const people = await db
      .insert(users)
      .values(
        Array.from({ length: count }, (_, i) => {
          const n = memberIds.length + i;
          return {
            email: `member-${n}@insights.bench`,
            firstName: `Member${n}`,
            lastName: `Team${t + 1}`,
            slug: `member-${n}`,
          };
        }),
      )
      .returning({ id: users.id });
    await db.insert(memberships).values(people.map((person) => ({ accountId, userId: person.id, accountTypeId: 3 })));
    await db.insert(teamMembers).values(people.map((person) => ({ teamId: team!.id, userId: person.id })));
    memberIds.push(...people.map((person) => person.id));
    for (let r = 0; r < options.reportsPerTeam; r++) {
      const [report] = await db
        .insert(reports)
        .values({
          ...reportColumnsOfForm(form),
          accountId,
          teamId: team!.id,
          name: `${REPORT_NAMES[r % REPORT_NAMES.length]} ${t + 1}`,
          slug: `report-${t + 1}-${r + 1}-${randomBytes(3).toString('hex')}`,
          questions: keyedQuestions(form),
        })
        .returning({ id: reports.id });
      await db.insert(reportMembers).values(people.map((person) => ({ reportId: report!.id, userId: person.id })));
      reportIds.push(report!.id);
    }
  }

  const corpus = createCorpus({ tailWords: 5000, seed: 22 });
  const { answers, frequency } = corpus.answers(options.answerPool);
  await db.execute(sql`create table if not exists bench_answer_pool (id integer primary key, text text not null)`);
  for (let start = 0; start < answers.length; start += 5000) {
    const slice = answers.slice(start, start + 5000);
    await db.execute(sql`
      insert into bench_answer_pool (id, text)
      select * from unnest(${textArray(slice.map((_, i) => String(start + i)))}::integer[], ${textArray(slice)}::text[])`);
  }

  const days = Math.ceil(options.entries / (memberIds.length * options.reportsPerTeam));
  const today = localDateKey(new Date(), 'UTC');
  const first = addDaysToKey(today, -(days - 1));
  await db.execute(sql`
    insert into report_runs (report_id, key, questions, scheduled_for, opened_at, opened_by, summary_at, summary_sent_at)
    select p.id, to_char(d, 'YYYY-MM-DD'), p.questions, d + interval '10 hours', d + interval '10 hours', 'schedule',
      d + interval '12 hours', d + interval '12 hours'
    from reports p cross join generate_series(${first}::date, ${today}::date, interval '1 day') d
    where p.account_id = ${accountId}::uuid`);

  // The search's words index (migration 0024's) is built once after the load, as a bulk load would.
  await db.execute(sql`drop index if exists checkin_search_words_idx`);
  const pool = options.answerPool;
  let inserted = 0;
  for (let day = 0; day < days; day += DAYS_PER_SLICE) {
    const from = addDaysToKey(first, day);
    const to = addDaysToKey(first, Math.min(days, day + DAYS_PER_SLICE));
    const result = await db.execute(sql`
      insert into checkins (run_id, report_id, user_id, hash, status, answers, goal_completed, blocked, channels,
        sent_at, submitted_at)
      select r.id, r.report_id, m.user_id, md5(r.id::text || m.user_id::text) || md5(m.user_id::text || r.id::text),
        s.status,
        case when s.status = 'submitted' then jsonb_build_object(
          r.questions->0->>'key', a1.text,
          r.questions->1->>'key', a2.text,
          r.questions->2->>'key', case when s.blocked then a3.text else 'None' end)
        else '{}'::jsonb end,
        s.status = 'submitted' and s.goal, s.status = 'submitted' and s.blocked,
        case when s.status = 'vacation' then '[]'::jsonb else '["email"]'::jsonb end,
        case when s.status = 'vacation' then null else r.scheduled_for end,
        case when s.status = 'submitted' then r.scheduled_for + interval '25 minutes' end
      from report_runs r
      inner join report_members m on m.report_id = r.report_id
      cross join lateral (select (hashtext(r.id::text || m.user_id::text)::bigint & 2147483647) as h) x
      cross join lateral (select
        case when x.h % 100 < 78 then 'submitted' when x.h % 100 < 86 then 'vacation'
          when x.h % 100 < 97 then 'sent' else 'reminded' end as status,
        (x.h / 100) % 100 < 15 as blocked,
        (x.h / 10000) % 100 < 45 as goal) s
      inner join bench_answer_pool a1 on a1.id = (x.h / 7) % ${pool}
      inner join bench_answer_pool a2 on a2.id = (x.h / 11) % ${pool}
      inner join bench_answer_pool a3 on a3.id = (x.h / 13) % ${pool}
      where r.report_id = any(${textArray(reportIds)}::uuid[]) and r.key >= ${from} and r.key < ${to}`);
    inserted +=
      (result as { rowCount?: number; affectedRows?: number }).rowCount ??
      (result as { affectedRows?: number }).affectedRows ??
      0;
    options.progress?.(inserted);
  }
  await db.execute(sql`drop table bench_answer_pool`);
  await db.execute(sql`create index checkin_search_words_idx on checkin_search using gin (search_vector)`);
  // vacuum, not only analyze: the visibility map lets the counts read checkin_search_window_idx alone
  // (index-only scans), as autovacuum lets them on a live server.
  await db.execute(sql`vacuum analyze`);
  const [counted] = resultRows<{ n: string }>(await db.execute(sql`select count(*)::text as n from checkins`));

  const byFrequency = [...frequency.entries()].sort((a, b) => b[1] - a[1]);
  const workWords = new Set(corpus.words.slice(0, 200));
  const commonWords = byFrequency
    .filter(([word]) => workWords.has(word))
    .slice(0, 20)
    .map(([word]) => word);
  const rareWords = byFrequency
    .filter(([, n]) => n >= 2 && n <= 4)
    .map(([word]) => word)
    .slice(0, 200);
  const phrases: string[] = [];
  for (const answer of answers.slice(0, 2000)) {
    const tokens = answer.toLowerCase().replace(/\.$/, '').split(' ');
    for (let i = 0; i + 1 < tokens.length; i++) {
      if (workWords.has(tokens[i]!) && workWords.has(tokens[i + 1]!)) {
        phrases.push(`${tokens[i]} ${tokens[i + 1]}`);
        break;
      }
    }
    if (phrases.length >= 100) break;
  }
  return {
    accountId,
    adminId: admin!.id,
    reportIds,
    memberIds,
    teams: options.teams,
    reportsPerTeam: options.reportsPerTeam,
    membersPerTeam: perTeam,
    days,
    entries: Number(counted!.n),
    commonWords,
    rareWords,
    phrases,
  };
}

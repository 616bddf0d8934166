/**
 * Demo data for a fresh install (and the demo visitor of spec part 1 §6): an account on a trial,
 * the demo user as its Account Admin, an email team, a few members and a Daily Standup for all of
 * them with a week of answered runs (the server then opens today's run, so a check-in is waiting).
 * Runs only on an empty database, so it never touches real data.
 */
import { count } from 'drizzle-orm';
import { TRIAL_DAYS } from '../../../shared/plans.ts';
import { findPreset } from '../../../shared/report-presets.ts';
import { ZReportForm } from '../../../shared/reports.ts';
import { ACCOUNT_TYPE } from '../../../shared/roles.ts';
import type { TDatabase } from '../../db/client.ts';
import { accounts, memberships, reportMembers, reports, teamMembers, teams, users } from '../../db/schema/index.ts';
import { queueEmail } from '../email/queue-email.ts';
import type { TJobQueue } from '../jobs.ts';
import { SERVICE } from '../platforms/platform-names.ts';
import { keyedQuestions, reportColumnsOfForm, type TReportRow } from '../reports/report-settings.ts';
import { DEMO_ACCOUNT_NAME, DEMO_EMAIL, DEMO_PASSWORD } from './demo.ts';
import { hashPassword } from './password-hash.ts';
import { seedDemoHistory } from './seed-demo-history.ts';
import { makeSlug } from './slugs.ts';

const DEMO_MEMBERS = [
  { firstName: 'Ana', lastName: 'Lima', email: 'ana.lima@rollcall.example', timeZone: 'America/Sao_Paulo' },
  { firstName: 'Ben', lastName: 'Carter', email: 'ben.carter@rollcall.example', timeZone: 'Europe/London' },
  { firstName: 'Chloe', lastName: 'Nguyen', email: 'chloe.nguyen@rollcall.example', timeZone: 'America/Toronto' },
  { firstName: 'Dev', lastName: 'Patel', email: 'dev.patel@rollcall.example', timeZone: 'Asia/Kolkata' },
];

export interface TSeedDemoDeps {
  db: TDatabase;
  jobs: TJobQueue;
  /** Base URL for the sign-in link in the welcome email. */
  publicUrl: string;
}

/** What the demo seed made: the Daily Standup, for the server to schedule and open. */
export interface TSeededDemo {
  report: TReportRow;
}

/** Seeds the demo when no account exists; answers what it made, or null when there was data already. */
export async function seedDemo(deps: TSeedDemoDeps): Promise<TSeededDemo | null> {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  return deps.db.transaction(async (tx) => {
    const [existing] = await tx.select({ n: count() }).from(accounts);
    if ((existing?.n ?? 0) > 0) return null;

    const [account] = await tx
      .insert(accounts)
      .values({
        name: DEMO_ACCOUNT_NAME,
        planKey: 'team',
        subscriptionStatus: 'trialing',
        trialEndsAt: new Date(Date.now() + TRIAL_DAYS * 24 * 3600 * 1000),
      })
      .returning();
    const [team] = await tx
      .insert(teams)
      .values({ accountId: account!.id, name: 'Product Team', slug: makeSlug('Product Team'), service: SERVICE.email })
      .returning();
    const [demoUser] = await tx
      .insert(users)
      .values({
        email: DEMO_EMAIL,
        firstName: 'Demo',
        lastName: 'User',
        slug: makeSlug('demo-user'),
        passwordHash,
        platform: SERVICE.email,
        emailVerifiedAt: new Date(),
      })
      .returning();
    await tx
      .insert(memberships)
      .values({ accountId: account!.id, userId: demoUser!.id, accountTypeId: ACCOUNT_TYPE.ACCOUNT_ADMIN });
    await tx.insert(teamMembers).values({ teamId: team!.id, userId: demoUser!.id });

    const memberIds = [demoUser!.id];
    for (const member of DEMO_MEMBERS) {
      const [user] = await tx
        .insert(users)
        .values({ ...member, slug: makeSlug(`${member.firstName}-${member.lastName}`), platform: SERVICE.email })
        .returning();
      await tx
        .insert(memberships)
        .values({ accountId: account!.id, userId: user!.id, accountTypeId: ACCOUNT_TYPE.MEMBER });
      await tx.insert(teamMembers).values({ teamId: team!.id, userId: user!.id });
      memberIds.push(user!.id);
    }

    const standup = findPreset('daily-standup')!;
    const form = ZReportForm.parse({
      name: standup.name,
      config: {
        fields: standup.questions.map((value) => ({ type: 'text', value })),
        hour: standup.schedule.hour,
        minute: standup.schedule.minute,
        time_zone: 'America/Toronto',
        day_of_week: standup.schedule.daysOfWeek.join(','),
      },
      schedule: 'weekly',
      goal_tracking_enabled: true,
      users: memberIds,
    });
    const [report] = await tx
      .insert(reports)
      .values({
        accountId: account!.id,
        teamId: team!.id,
        ownerUserId: demoUser!.id,
        slug: makeSlug(form.name),
        presetSlug: standup.slug,
        enabled: true,
        questions: keyedQuestions(form),
        ...reportColumnsOfForm(form),
      })
      .returning();
    await tx.insert(reportMembers).values(memberIds.map((userId) => ({ reportId: report!.id, userId })));
    await seedDemoHistory(tx, { report: report!, teamId: team!.id, memberIds, now: new Date() });

    await queueEmail(deps, {
      tx,
      to: DEMO_EMAIL,
      template: 'demo-ready',
      variables: {
        name: 'Demo',
        email: DEMO_EMAIL,
        password: DEMO_PASSWORD,
        loginUrl: `${deps.publicUrl}/accounts/login/`,
      },
      idempotencyKey: 'demo:ready',
      accountId: account!.id,
    });
    return { report: report! };
  });
}

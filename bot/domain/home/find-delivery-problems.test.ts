import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOME_REASONS } from '../../../shared/home.ts';
import { buildAccount } from '../../../tests/factories.ts';
import { createTestDatabase, type TTestDatabase } from '../../../tests/helpers/test-database.ts';
import { buildTeamWithMembers } from '../../../tests/report-factories.ts';
import { buildReportWithRuns } from '../../../tests/run-factories.ts';
import { checkins } from '../../db/schema/index.ts';
import { CHAT_PLATFORM_NAMES } from '../platforms/platform-names.ts';
import { findDeliveryProblems } from './find-delivery-problems.ts';

let database: TTestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

const RUN = '2026-11-17';
const [teams, slack, webex] = CHAT_PLATFORM_NAMES;

describe('findDeliveryProblems', () => {
  it('takes each platform’s own success status: Teams 201, Slack and Webex 200', async () => {
    const db = database.db;
    const account = await buildAccount(db);
    const { team, members } = await buildTeamWithMembers(db, account, 5);
    const answers: Array<[string, number, string | null]> = [
      [teams!.channel, 201, null],
      [slack!.channel, 200, null],
      [webex!.channel, 200, null],
      [webex!.channel, 404, null],
      [teams!.channel, 200, null],
    ];
    const seeded = await buildReportWithRuns(db, {
      account,
      team,
      owner: null,
      members,
      runs: [{ key: RUN, entries: answers.map(([channel]) => ({ status: 'sent', channels: [channel] })) }],
    });
    const run = seeded.runs.find((one) => one.key === RUN)!;
    for (const [index, [channel, code, errorCode]] of answers.entries()) {
      await db
        .update(checkins)
        .set({ msgStatusPlatform: channel, msgStatusCode: code, msgStatusErrorCode: errorCode })
        .where(eq(checkins.id, seeded.checkins.get(RUN)!.get(members[index]!.id)!.id));
    }
    const problems = (await findDeliveryProblems(db, [run.id], new Date('2026-11-17T17:00:00Z'))).get(run.id);
    expect(problems?.notReached.map((one) => one.email).sort()).toEqual([members[3]!.email, members[4]!.email].sort());
    expect(problems?.notReached.find((one) => one.email === members[3]!.email)?.reason).toBe(
      HOME_REASONS.chatFailed(webex!.label, '404'),
    );
    expect(problems?.deliveryFailureCount).toBe(0);
  });
});

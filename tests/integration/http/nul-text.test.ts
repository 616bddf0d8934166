/**
 * Text the database cannot store (a NUL character, which PostgreSQL refuses in text) is the
 * sender's input, so it answers 400 with a clear message, never a 500, and stores nothing.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkins, dashboardComments } from '../../../bot/db/schema/index.ts';
import { TEXT_REFUSED_MESSAGE } from '../../../bot/http/plugins/error-handler.ts';
import { buildAccount } from '../../factories.ts';
import { signedInClient } from '../../helpers/signed-in-client.ts';
import { TestClient } from '../../helpers/test-client.ts';
import { startTestServer, type TTestServer } from '../../helpers/test-server.ts';
import { buildTeamWithMembers } from '../../report-factories.ts';
import { buildReportWithRuns, type TSeededReport } from '../../run-factories.ts';

let server: TTestServer;
let seeded: TSeededReport;
let client: TestClient;
let entry: typeof checkins.$inferSelect;

beforeAll(async () => {
  server = await startTestServer();
  const account = await buildAccount(server.db);
  const { team, members } = await buildTeamWithMembers(server.db, account, 1);
  seeded = await buildReportWithRuns(server.db, {
    account,
    team,
    owner: null,
    members,
    runs: [{ key: '2026-11-20', entries: ['submitted'] }],
  });
  ({ client } = await signedInClient(server, account, 1, { teams: [team] }));
  entry = seeded.checkins.get('2026-11-20')!.get(members[0]!.id)!;
});
afterAll(() => server.stop());

describe('text with a NUL character', () => {
  it('is refused as a comment with 400 and nothing stored', async () => {
    const response = await client.post('/api/v1/dashboard_comments/', {
      type: 'add-comment',
      data: 'a\u0000b',
      commenter: { report_uid: entry.id },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe(TEXT_REFUSED_MESSAGE);
    expect(await server.db.select().from(dashboardComments).where(eq(dashboardComments.checkinId, entry.id))).toEqual(
      [],
    );
  });

  it('is refused as an answer with 400, keeping the saved answer', async () => {
    const response = await new TestClient(server.app).post('/api/v1/checkin/save_question/', {
      hash: entry.hash,
      key: seeded.questionKeys[0],
      content: 'x\u0000y',
    });
    expect(response.statusCode).toBe(400);
    const [row] = await server.db.select().from(checkins).where(eq(checkins.id, entry.id));
    expect(row!.answers[seeded.questionKeys[0]!]).toBe(entry.answers[seeded.questionKeys[0]!]);
  });
});

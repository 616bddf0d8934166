/**
 * The refined insights export without SMTP (development): the email lands in the outbox at
 * /dev/outbox, which lists its attachment and downloads the very file the export stored, and says
 * plainly when the file was dropped after a week.
 */
import { eq } from 'drizzle-orm';
import { TestClock } from 'pg-boss';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emails, insightsExports } from '../../../bot/db/schema/index.ts';
import { dropInsightsExportFiles } from '../../../bot/domain/insights/drop-insights-export-files.ts';
import { INSIGHTS_MESSAGES } from '../../../shared/insights.ts';
import { buildAccount } from '../../factories.ts';
import { signedInClient } from '../../helpers/signed-in-client.ts';
import { startTestServer, type TTestServer } from '../../helpers/test-server.ts';
import { waitFor } from '../../helpers/wait-for.ts';
import { buildTeamWithMembers } from '../../report-factories.ts';
import { buildReportWithRuns } from '../../run-factories.ts';
import { readCsv } from '../history/csv-reader.ts';

let server: TTestServer;
beforeAll(async () => {
  server = await startTestServer({ clock: new TestClock('2027-03-15T16:00:00Z') });
});
afterAll(() => server.stop());

describe('the insights export in the development outbox', () => {
  it('lists the attachment and downloads the stored file', async () => {
    const account = await buildAccount(server.db, { trialEndsAt: new Date('2099-01-01T00:00:00Z') });
    const { team, members } = await buildTeamWithMembers(server.db, account, 2);
    await buildReportWithRuns(server.db, {
      account,
      team,
      owner: null,
      members,
      runs: [{ key: '2027-03-15', entries: ['submitted', 'vacation'] }],
    });
    const { client, user } = await signedInClient(server, account, 1, { teams: [team] });
    const response = await client.post('/api/v1/insights/refined_export/', { params: {}, format: 'csv' });
    expect(response.json()).toEqual({ ok: true, message: INSIGHTS_MESSAGES.exportStarted });
    const email = await waitFor(
      async () => (await server.db.select().from(emails).where(eq(emails.toAddress, user.email)))[0],
      (found) => found?.status === 'sent',
      { what: 'the export email in the outbox' },
    );
    expect(email!.template).toBe('insights-export');

    const list = await fetch(`${server.url}/api/v1/dev/outbox`).then((r) => r.json());
    const summary = list.emails.find((entry: { id: string }) => entry.id === email!.id);
    expect(summary.attachments_url).toBe(`/dev/outbox/${email!.id}/attachments`);
    expect(await fetch(`${server.url}/dev/outbox`).then((r) => r.text())).toContain(summary.attachments_url);

    const files = await fetch(`${server.url}${summary.attachments_url}`).then((r) => r.text());
    expect(files).toContain('rollcall-insights-2027-03-02-to-2027-03-15.csv');
    const download = await fetch(`${server.url}${summary.attachments_url}/0`);
    expect(download.status).toBe(200);
    expect(download.headers.get('content-disposition')).toBe(
      'attachment; filename="rollcall-insights-2027-03-02-to-2027-03-15.csv"',
    );
    const bytes = Buffer.from(await download.arrayBuffer());
    const [stored] = await server.db.select().from(insightsExports).where(eq(insightsExports.userId, user.id));
    expect(bytes.equals(Buffer.from(stored!.file!))).toBe(true);
    const records = readCsv(bytes.subarray(3).toString('utf8'));
    expect(records.slice(1).map((record) => record[4])).toEqual(['Checked in', 'On vacation']);
    expect((await fetch(`${server.url}${summary.attachments_url}/1`)).status).toBe(404);

    await dropInsightsExportFiles(server.db, new Date('2027-03-30T00:00:00Z'));
    const gone = await fetch(`${server.url}${summary.attachments_url}/0`);
    expect(gone.status).toBe(404);
    expect((await gone.json()).error.message).toBe(
      'The file of this email is gone: exports keep their file for 7 days.',
    );
  });
});

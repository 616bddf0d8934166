import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findEmail } from '../../../bot/domain/email/list-emails.ts';
import { queueEmail } from '../../../bot/domain/email/queue-email.ts';
import { startFakeSmtp, type TFakeSmtp } from '../../fakes/fake-smtp.ts';
import { startTestServer, type TTestServer } from '../../helpers/test-server.ts';
import { waitFor } from '../../helpers/wait-for.ts';

let smtp: TFakeSmtp;
let server: TTestServer;
beforeAll(async () => {
  smtp = await startFakeSmtp();
  server = await startTestServer({ env: { SMTP_URL: smtp.smtpUrl, MAIL_FROM: 'Rollcall <bot@rollcall.test>' } });
});
afterAll(async () => {
  await server.stop();
  await smtp.close();
});

describe('email over SMTP', () => {
  it('sends the rendered email with HTML and text parts, once', async () => {
    const { id } = await queueEmail(server, {
      to: 'ben@example.test',
      template: 'demo-ready',
      variables: {
        name: 'Ben',
        email: 'ben@example.test',
        password: 'pw',
        loginUrl: 'http://localhost/accounts/login/',
      },
    });
    await waitFor(
      () => smtp.received.length,
      (n) => n === 1,
      { what: 'one SMTP message' },
    );
    const [mail] = smtp.received;
    expect(mail?.to).toEqual(['ben@example.test']);
    expect(mail?.from).toBe('bot@rollcall.test');
    expect(mail?.subject).toBe('Your Rollcall demo is ready');
    expect(mail?.text).not.toBe('');
    expect(mail?.html).toContain('<html');
    const record = await waitFor(
      () => findEmail(server.database.db, id!),
      (e) => e?.status === 'sent',
    );
    expect(record?.transport).toBe('smtp');
  });

  it('has no development outbox when SMTP is configured', async () => {
    expect((await fetch(`${server.url}/dev/outbox`)).status).toBe(404);
  });
});

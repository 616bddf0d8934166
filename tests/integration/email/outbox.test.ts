import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findEmail } from '../../../bot/domain/email/list-emails.ts';
import { queueEmail } from '../../../bot/domain/email/queue-email.ts';
import { startTestServer, type TTestServer } from '../../helpers/test-server.ts';
import { waitFor } from '../../helpers/wait-for.ts';

const demoVariables = {
  name: 'Ada <script>',
  email: 'ada@example.test',
  password: 'pw',
  loginUrl: 'http://localhost/accounts/login/',
};

let server: TTestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.stop());

describe('the development outbox (no SMTP_URL)', () => {
  it('delivers a queued email through the job engine and lists it', async () => {
    const { id } = await queueEmail(server, {
      to: 'ada@example.test',
      template: 'demo-ready',
      variables: demoVariables,
    });
    const sent = await waitFor(
      () => findEmail(server.database.db, id!),
      (email) => email?.status === 'sent',
      { what: 'the email to be delivered' },
    );
    expect(sent).toMatchObject({ transport: 'outbox', subject: 'Your Rollcall demo is ready', attempts: 1 });
    expect(sent?.html).toContain('Ada &lt;script&gt;');
    expect(sent?.html).not.toContain('<script>');

    const list = await fetch(`${server.url}/api/v1/dev/outbox`).then((r) => r.json());
    expect(list.emails[0]).toMatchObject({
      id,
      to: 'ada@example.test',
      status: 'sent',
      subject: 'Your Rollcall demo is ready',
    });

    const page = await fetch(`${server.url}/dev/outbox`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain(`/dev/outbox/${id}`);

    const email = await fetch(`${server.url}/dev/outbox/${id}`);
    expect(email.headers.get('content-security-policy')).toContain('sandbox');
    expect(await email.text()).toContain('Your Rollcall demo account is ready');
  });

  it('queues nothing the second time for the same idempotency key', async () => {
    const first = await queueEmail(server, {
      to: 'a@example.test',
      template: 'demo-ready',
      variables: demoVariables,
      idempotencyKey: 'k1',
    });
    const second = await queueEmail(server, {
      to: 'a@example.test',
      template: 'demo-ready',
      variables: demoVariables,
      idempotencyKey: 'k1',
    });
    expect(first.queued).toBe(true);
    expect(second).toEqual({ id: null, queued: false });
  });

  it('refuses variables a template does not accept', async () => {
    await expect(
      queueEmail(server, {
        to: 'a@example.test',
        template: 'demo-ready',
        variables: { ...demoVariables, loginUrl: 'not a url' },
      }),
    ).rejects.toThrow();
  });

  it('answers 404 for an unknown email and 400 for a malformed id', async () => {
    expect((await fetch(`${server.url}/dev/outbox/6f1c1f7e-9a43-4d7f-9a7e-6f8a7c4f0e11`)).status).toBe(404);
    expect((await fetch(`${server.url}/dev/outbox/not-an-id`)).status).toBe(400);
  });
});

describe('the outbox in production', () => {
  it('is not there', async () => {
    const production = await startTestServer({ env: { NODE_ENV: 'production' } });
    try {
      expect((await fetch(`${production.url}/api/v1/dev/outbox`)).status).toBe(404);
      expect((await fetch(`${production.url}/dev/outbox`)).status).toBe(404);
    } finally {
      await production.stop();
    }
  });
});

/**
 * The contact form's route (POST /api/v1/contact/) through the real server: the message reaches
 * SUPPORT_EMAIL as an email with Reply-To the person, hostile text arrives escaped, nobody else is
 * ever emailed, the signed-in sender is who the session says, and it is limited and CSRF-checked.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emails } from '../../../bot/db/schema/index.ts';
import { CONTACT_API, CONTACT_LIMITS, CONTACT_MESSAGES } from '../../../shared/contact.ts';
import { buildAccount, buildTeam, buildUser, signIn } from '../../factories.ts';
import { fetchCsrf } from '../../helpers/csrf.ts';
import { TestClient } from '../../helpers/test-client.ts';
import { startTestServer, type TTestServer } from '../../helpers/test-server.ts';
import { waitFor } from '../../helpers/wait-for.ts';

const SUPPORT = 'support@rollcall.test';

let server: TTestServer;
beforeAll(async () => {
  server = await startTestServer({ env: { SUPPORT_EMAIL: SUPPORT, PUBLIC_URL: 'https://rollcall.test' } });
});
afterAll(() => server.stop());

let addressCounter = 0;
/** A client address of its own, so one test's posts do not spend another's per-address quota. */
function freshAddress(): string {
  addressCounter += 1;
  return `198.51.100.${addressCounter}`;
}

/** Posts the contact form as the web app does, from a given client address. */
async function postContact(body: unknown, options: { address?: string; session?: string; csrf?: boolean } = {}) {
  const csrf = await fetchCsrf(server.app, options.session);
  return server.app.inject({
    method: 'POST',
    url: CONTACT_API,
    remoteAddress: options.address ?? freshAddress(),
    headers: {
      accept: 'application/json',
      'content-type': 'application/json',
      cookie: csrf.cookie,
      ...(options.csrf === false ? {} : { 'x-csrf-token': csrf.token }),
    },
    payload: JSON.stringify(body),
  });
}

/** The support emails whose message contains `marker`, once delivered (the outbox keeps the HTML). */
async function deliveredSupportEmail(marker: string) {
  return waitFor(
    async () => {
      const rows = await server.db.select().from(emails).where(eq(emails.toAddress, SUPPORT));
      return rows.find((row) => String(row.variables.message).includes(marker) && row.status === 'sent');
    },
    (row) => row !== undefined,
    { what: `the support email with ${marker}` },
  );
}

const guestMessage = (marker: string, email = 'lena@customer.test') => ({
  name: 'Lena <b>Guest</b>',
  email,
  topic: 'Question',
  message: `Hello, ${marker}: <script>alert("x")</script> & <img src=x onerror=alert(1)>`,
  page: '/accounts/signup_blocked/',
});

describe('a guest writes to support', () => {
  it('emails SUPPORT_EMAIL with the message escaped, Reply-To the guest, and nobody else', async () => {
    const response = await postContact(guestMessage('guest-one'));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ok: true, message: CONTACT_MESSAGES.sent });

    const email = (await deliveredSupportEmail('guest-one'))!;
    expect(email.template).toBe('contact-message');
    expect(email.variables).toMatchObject({
      name: 'Lena <b>Guest</b>',
      email: 'lena@customer.test',
      replyTo: 'lena@customer.test',
      topic: 'Question',
      pageUrl: 'https://rollcall.test/accounts/signup_blocked/',
      sender: null,
    });
    expect(email.subject).toBe('[Question] Message from Lena <b>Guest</b> via the Rollcall contact form');
    expect(email.html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;');
    expect(email.html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(email.html).toContain('Lena &lt;b&gt;Guest&lt;/b&gt;');
    expect(email.html).not.toContain('<script>');
    expect(email.html).not.toContain('<img src=x');
    expect(email.html).toContain('a guest');
    expect(email.textBody).toContain('> Hello, guest-one');

    const toGuest = await server.db.select().from(emails).where(eq(emails.toAddress, 'lena@customer.test'));
    expect(toGuest).toEqual([]);
  });

  it('refuses what the form refuses, at the fields, and sends nothing', async () => {
    const short = await postContact({ ...guestMessage('x'), message: 'too short' });
    expect(short.statusCode).toBe(400);
    expect(short.json().error.fields.message).toEqual([CONTACT_MESSAGES.messageTooShort]);

    const long = await postContact({ ...guestMessage('x'), message: 'y'.repeat(CONTACT_LIMITS.messageMax + 1) });
    expect(long.json().error.fields.message).toEqual([CONTACT_MESSAGES.messageTooLong]);

    const noEmail = await postContact({ ...guestMessage('no-email'), email: '' });
    expect(noEmail.statusCode).toBe(400);
    expect(noEmail.json().error.fields.email).toBeDefined();

    const badTopic = await postContact({ ...guestMessage('bad-topic'), topic: 'Spam' });
    expect(badTopic.json().error.fields.topic).toEqual([CONTACT_MESSAGES.topicRequired]);

    const offSite = await postContact({ ...guestMessage('off-site'), page: '//evil.example/x' });
    expect(offSite.json().error.fields.page).toEqual([CONTACT_MESSAGES.pageInvalid]);

    const twoLines = await postContact({ ...guestMessage('two-lines'), name: 'Eve\r\nBcc: victim@example.test' });
    expect(twoLines.json().error.fields.name).toEqual([CONTACT_MESSAGES.nameOneLine]);

    const notAnObject = await postContact(['a list']);
    expect(notAnObject.statusCode).toBe(400);

    const queued = await server.db.select().from(emails).where(eq(emails.template, 'contact-message'));
    expect(queued.map((row) => String(row.variables.message))).not.toContainEqual(
      expect.stringMatching(/no-email|bad-topic|off-site|two-lines/),
    );
  });

  it('refuses a post without the CSRF token', async () => {
    const response = await postContact(guestMessage('no-csrf'), { csrf: false });
    expect(response.statusCode).toBe(403);
    expect(response.json().error.message).toBe('Your form expired. Reload the page and try again.');
  });
});

describe('a signed-in person writes to support', () => {
  it("sends as the session's person with their organization, role and team, whatever the form claims", async () => {
    const account = await buildAccount(server.db, { name: 'Keel Labs' });
    const team = await buildTeam(server.db, account, { name: 'Platform Team' });
    const { user } = await buildUser(server.db, {
      account,
      accountTypeId: 2,
      teams: [team],
      email: 'omar@keel.test',
      firstName: 'Omar',
      lastName: 'Haddad',
    });
    const session = await signIn(server.db, user, account, team);
    const response = await postContact(
      { ...guestMessage('signed-in'), name: 'The CEO', email: 'ceo@keel.test', topic: 'Billing', page: '' },
      { session },
    );
    expect(response.statusCode).toBe(200);

    const email = (await deliveredSupportEmail('signed-in'))!;
    expect(email.accountId).toBe(account.id);
    expect(email.variables).toMatchObject({
      name: 'Omar Haddad',
      email: 'omar@keel.test',
      replyTo: 'omar@keel.test',
      topic: 'Billing',
      pageUrl: null,
      sender: {
        accountName: 'Keel Labs',
        accountId: account.id,
        role: 'Team Admin',
        teamName: 'Platform Team',
        subscriptionStatus: 'trialing',
      },
    });
    expect(email.html).toContain('Keel Labs');
    expect(email.html).toContain('Team Admin');
    expect(email.html).toContain('Platform Team');
    expect(email.html).not.toContain('The CEO');
    expect(await server.db.select().from(emails).where(eq(emails.toAddress, 'ceo@keel.test'))).toEqual([]);
  });
});

describe('limits', () => {
  it('lets one person send 5 messages an hour, then says how long to wait; another person still can', async () => {
    const address = freshAddress();
    for (let i = 0; i < CONTACT_LIMITS.perPersonPerHour; i++) {
      const ok = await postContact(guestMessage(`quota-${i}`, 'busy@customer.test'), { address: freshAddress() });
      expect(ok.statusCode).toBe(200);
    }
    // Another address does not help the same person.
    const refused = await postContact(guestMessage('quota-over', 'Busy@Customer.test'), { address });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.message).toBe(CONTACT_MESSAGES.tooManyMessages.replace('{minutes}', '60'));
    expect(refused.headers['retry-after']).toBeDefined();

    const other = await postContact(guestMessage('quota-other', 'calm@customer.test'), { address });
    expect(other.statusCode).toBe(200);
    const sent = await server.db
      .select()
      .from(emails)
      .where(and(eq(emails.toAddress, SUPPORT), eq(emails.template, 'contact-message')));
    expect(sent.filter((row) => row.variables.email === 'busy@customer.test')).toHaveLength(5);
  });

  it('counts a signed-in person by their login, and one client address across people', async () => {
    const { user, account } = await buildUser(server.db, { accountTypeId: 3 });
    const session = await signIn(server.db, user, account);
    for (let i = 0; i < CONTACT_LIMITS.perPersonPerHour; i++) {
      expect((await postContact(guestMessage(`member-${i}`), { session })).statusCode).toBe(200);
    }
    expect((await postContact(guestMessage('member-over'), { session })).statusCode).toBe(429);

    const shared = freshAddress();
    for (let i = 0; i < CONTACT_LIMITS.perAddressPerHour; i++) {
      const response = await postContact(guestMessage(`office-${i}`, `person-${i}@office.test`), { address: shared });
      expect(response.statusCode).toBe(200);
    }
    const over = await postContact(guestMessage('office-over', 'late@office.test'), { address: shared });
    expect(over.statusCode).toBe(429);
  });

  it('answers a plain form post (no script) by returning to the contact page', async () => {
    const client = new TestClient(server.app);
    const response = await client.postForm(CONTACT_API, {
      name: 'Form Person',
      email: 'form@customer.test',
      topic: 'Other',
      message: 'A message sent without JavaScript, form-plain.',
    });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/contact/');
  });
});

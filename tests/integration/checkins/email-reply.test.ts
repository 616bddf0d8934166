/**
 * Answering a check-in by replying to its email, through the real doors: prompts go out over SMTP
 * with a signed Reply-To, members reply as Gmail, Outlook (HTML only) and Apple Mail shape replies
 * (quoted history, signatures) to the inbound SMTP listener, and the check-ins are submitted with
 * the right answer in each question. Forged addresses, unreadable mail and a reply that cannot be
 * split are handled without losing anything; POST /inbound/email takes the same mail with a secret.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSmtpPool, type TSmtpPool } from '../../../bot/adapters/email/smtp-pool.ts';
import { checkins, reportRuns } from '../../../bot/db/schema/index.ts';
import type { TUserRow } from '../../../bot/domain/accounts/viewer.ts';
import { buildAccount } from '../../factories.ts';
import { startFakeSmtp, type TFakeSmtp, type TReceivedMail } from '../../fakes/fake-smtp.ts';
import { signedInClient } from '../../helpers/signed-in-client.ts';
import { startTestServer, type TTestServer } from '../../helpers/test-server.ts';
import { waitFor } from '../../helpers/wait-for.ts';
import { buildTeamWithMembers, reportForm } from '../../report-factories.ts';

const INBOUND_SECRET = 'inbound-secret-that-is-long-enough-42';
let server: TTestServer;
let outgoing: TFakeSmtp;
let inbound: TSmtpPool;
let members: TUserRow[];
let reportId: string;

beforeAll(async () => {
  outgoing = await startFakeSmtp();
  server = await startTestServer({
    env: {
      SMTP_URL: outgoing.smtpUrl,
      REPLY_DOMAIN: 'reply.rollcall.test',
      INBOUND_SMTP_PORT: '0',
      INBOUND_EMAIL_SECRET: INBOUND_SECRET,
    },
  });
  inbound = createSmtpPool(`smtp://127.0.0.1:${server.inboundSmtpPort}/?maxConnections=1`);
  const account = await buildAccount(server.db, { trialEndsAt: new Date('2099-01-01T00:00:00Z') });
  const built = await buildTeamWithMembers(server.db, account, 6);
  members = built.members;
  const { client } = await signedInClient(server, account, 1, { teams: [built.team] });
  const created = await client.post('/api/v1/report/create_new/', reportForm(members));
  reportId = created.json().report_id;
  await client.get(`/report/trigger/${reportId}/`, { 'sec-fetch-site': 'same-origin' });
  await waitFor(
    () => outgoing.received.length,
    (count) => count >= members.length,
    { what: 'prompts' },
  );
});
afterAll(async () => {
  inbound.close();
  await server.stop();
  await outgoing.close();
});

const promptTo = (member: TUserRow): TReceivedMail => {
  const mail = outgoing.received.find(
    (received) => received.to.includes(member.email) && /check-in for/.test(received.subject),
  );
  if (!mail) throw new Error(`no prompt to ${member.email}`);
  return mail;
};
const checkinOf = async (member: TUserRow) => {
  const [row] = await server.db.select().from(checkins).where(eq(checkins.userId, member.id));
  return row!;
};
const answersInOrder = async (member: TUserRow) => {
  const checkin = await checkinOf(member);
  const [run] = await server.db.select().from(reportRuns).where(eq(reportRuns.id, checkin.runId));
  return run!.questions.map((question) => checkin.answers[question.key] ?? '');
};
const quoted = (text: string) =>
  text
    .split('\n')
    .map((line) => `> ${line}`)
    .join('\r\n');
const send = (from: TUserRow, to: string, raw: string) =>
  inbound.send({ from: from.email, to: [to] }, raw.replace(/\r?\n/g, '\r\n'));

function gmailReply(member: TUserRow, prompt: TReceivedMail): string {
  const text = [
    '1. Fixed the login bug',
    '2. Write the release notes',
    '3. Nothing',
    '',
    `On Mon, Mar 15, 2027 at 10:02 AM Rollcall <${prompt.from}> wrote:`,
    '',
    quoted(prompt.text),
  ].join('\n');
  const html = `<div dir="ltr"><div>1. Fixed the login bug</div><div>2. Write the release notes</div><div>3. Nothing</div></div><br><div class="gmail_quote"><div class="gmail_attr">On Mon, Mar 15, 2027 at 10:02 AM Rollcall wrote:<br></div><blockquote class="gmail_quote">${prompt.html}</blockquote></div>`;
  return [
    `From: ${member.firstName} <${member.email}>`,
    `To: ${prompt.replyTo}`,
    `Subject: Re: ${prompt.subject}`,
    `In-Reply-To: ${prompt.messageId}`,
    'Message-ID: <gmail-1@mail.gmail.com>',
    'MIME-Version: 1.0',
    'Content-Type: multipart/alternative; boundary="gmailb"',
    '',
    '--gmailb',
    'Content-Type: text/plain; charset="UTF-8"',
    '',
    text,
    '--gmailb',
    'Content-Type: text/html; charset="UTF-8"',
    '',
    html,
    '--gmailb--',
    '',
  ].join('\n');
}

function outlookReply(member: TUserRow, prompt: TReceivedMail): string {
  const html = `<html><body><div>1. Reviewed &amp; merged the API change</div><div>2. Pair with Sam on billing</div><div>3. Waiting on design</div><div><br></div><div>Kind regards,<br>${member.firstName}</div><hr style="display:inline-block;width:98%"><div id="divRplyFwdMsg" dir="ltr"><b>From:</b> Rollcall &lt;${prompt.from}&gt;<br><b>Sent:</b> Monday, March 15, 2027 10:02 AM<br><b>To:</b> ${member.email}<br><b>Subject:</b> ${prompt.subject}</div><div>${prompt.html}</div></body></html>`;
  return [
    `From: ${member.firstName} <${member.email}>`,
    `To: "Rollcall" <${prompt.replyTo}>`,
    `Subject: RE: ${prompt.subject}`,
    'Message-ID: <outlook-1@outlook.example>',
    'MIME-Version: 1.0',
    'Content-Type: text/html; charset="us-ascii"',
    'Content-Transfer-Encoding: quoted-printable',
    '',
    html.replace(/=/g, '=3D').replace(/(.{70})/g, '$1=\n'),
    '',
  ].join('\n');
}

function appleMailReply(member: TUserRow, prompt: TReceivedMail): string {
  const text = [
    '1. Tested the iOS build',
    '',
    '2. Ship it',
    '',
    '3. No',
    '',
    'Sent from my iPhone',
    '',
    `> On Mar 15, 2027, at 10:02, Rollcall <${prompt.from}> wrote:`,
    '> ',
    quoted(prompt.text),
  ].join('\n');
  return [
    `From: ${member.firstName} <${member.email}>`,
    `To: ${prompt.replyTo}`,
    `Subject: Re: ${prompt.subject}`,
    'Message-ID: <apple-1@icloud.example>',
    'MIME-Version: 1.0 (1.0)',
    'Content-Type: text/plain; charset=utf-8',
    'Content-Transfer-Encoding: 8bit',
    '',
    text,
    '',
  ].join('\n');
}

describe('replying to the check-in email', () => {
  it('sends prompts with a signed reply address and an invitation to reply', () => {
    const prompt = promptTo(members[0]!);
    expect(prompt.replyTo).toMatch(/^reply\+[a-z2-7]{42}@reply\.rollcall\.test$/);
    expect(prompt.text).toContain('You can also reply to this email');
  });

  it.each([
    ['Gmail', 0, gmailReply, ['1. Fixed the login bug', '2. Write the release notes', '3. Nothing']],
    [
      'Outlook (HTML only, signature)',
      1,
      outlookReply,
      ['Reviewed & merged the API change', 'Pair with Sam on billing', 'Waiting on design'],
    ],
    ['Apple Mail', 2, appleMailReply, ['Tested the iOS build', 'Ship it', 'No']],
  ] as const)(
    'takes a %s reply: submitted, one answer per question, no quoted text',
    async (_client, index, build, expected) => {
      const member = members[index]!;
      const prompt = promptTo(member);
      await send(member, prompt.replyTo, build(member, prompt));
      const checkin = await waitFor(
        () => checkinOf(member),
        (row) => row.status === 'submitted',
        { what: 'submitted check-in' },
      );
      expect(checkin.submittedAt).not.toBeNull();
      const answers = await answersInOrder(member);
      expect(answers).toEqual(expected.map((answer) => answer.replace(/^\d\. /, '')));
      for (const answer of answers) {
        expect(answer).not.toMatch(
          /wrote:|What did you do yesterday|Open your check-in|Kind regards|Sent from my iPhone|From:/,
        );
      }
      await waitFor(
        () => outgoing.received.filter((mail) => mail.to.includes(member.email) && /check-in is in/.test(mail.subject)),
        (mails) => mails.length === 1,
        { what: 'confirmation email' },
      );
    },
  );

  it('keeps a reply it cannot split in the first answer, as a draft, and tells the member', async () => {
    const member = members[3]!;
    const prompt = promptTo(member);
    const raw = [
      `From: ${member.email}`,
      `To: ${prompt.replyTo}`,
      'Subject: Re: standup',
      'Message-ID: <unsplit-1@example.com>',
      'Content-Type: text/plain; charset=utf-8',
      '',
      'Busy with the migration all day, more tomorrow.',
      '',
    ].join('\n');
    await send(member, prompt.replyTo, raw);
    const checkin = await waitFor(
      () => checkinOf(member),
      (row) => row.status === 'draft',
      { what: 'draft check-in' },
    );
    expect(Object.values(checkin.answers)).toEqual(['Busy with the migration all day, more tomorrow.']);
    const note = await waitFor(
      () => outgoing.received.find((mail) => mail.to.includes(member.email) && /saved as a draft/.test(mail.subject)),
      (mail) => mail !== undefined,
      { what: 'draft note' },
    );
    expect(note!.text).toContain('We could not tell your answers apart');
  });

  it('refuses a forged reply address at RCPT TO and takes nothing', async () => {
    const member = members[4]!;
    const prompt = promptTo(member);
    const local = prompt.replyTo.split('@')[0]!;
    const forged = `${local.slice(0, -1)}${local.endsWith('a') ? 'b' : 'a'}@reply.rollcall.test`;
    await expect(send(member, forged, appleMailReply(member, { ...prompt, replyTo: forged }))).rejects.toThrow(
      /550|No such/,
    );
    expect((await checkinOf(member)).answers).toEqual({});
  });
});

describe('replies from other clients and languages', () => {
  it('takes a German Gmail reply typed between the quoted questions under a greeting', async () => {
    const member = members[5]!;
    const prompt = promptTo(member);
    const answersUnder = prompt.text
      .replace('1. What did you do yesterday?\n', '1. What did you do yesterday?\n\u0000Den Login-Fehler behoben\n')
      .replace('2. What will you do today?\n', '2. What will you do today?\n\u0000Release-Notizen schreiben\n')
      .replace('3. Anything blocking you?\n', '3. Anything blocking you?\n\u0000Nichts\n');
    const inline = quoted(answersUnder).replaceAll('> \u0000', '');
    const raw = [
      `From: ${member.firstName} <${member.email}>`,
      `To: ${prompt.replyTo}`,
      `Subject: AW: ${prompt.subject}`,
      'Message-ID: <gmail-de-1@mail.gmail.com>',
      'MIME-Version: 1.0',
      'Content-Type: text/plain; charset="UTF-8"',
      'Content-Transfer-Encoding: 8bit',
      '',
      'Hallo,',
      '',
      `Am Mo., 15. März 2027 um 10:02 Uhr schrieb Rollcall <${prompt.from}>:`,
      '',
      inline,
      '',
    ].join('\n');
    await send(member, prompt.replyTo, raw);
    await waitFor(
      () => checkinOf(member),
      (row) => row.status === 'submitted',
      { what: 'submitted check-in' },
    );
    expect(await answersInOrder(member)).toEqual(['Den Login-Fehler behoben', 'Release-Notizen schreiben', 'Nichts']);
  });
});

describe('POST /inbound/email', () => {
  const post = (body: string, headers: Record<string, string>) =>
    server.app.inject({ method: 'POST', url: '/inbound/email', payload: body, headers });
  const auth = { authorization: `Bearer ${INBOUND_SECRET}`, 'content-type': 'message/rfc822' };

  it('needs the shared secret', async () => {
    const response = await post('x', { ...auth, authorization: 'Bearer wrong' });
    expect(response.statusCode).toBe(401);
  });

  it('answers a clear error for unreadable mail and for mail that is not a reply', async () => {
    const garbage = await post('\u0000\u0001 not a message', auth);
    expect(garbage.statusCode).toBe(400);
    const stranger = await post('From: a@example.com\r\nTo: someone@example.com\r\nSubject: hi\r\n\r\nhello\r\n', auth);
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json().error.message).toBe('This reply is not addressed to a Rollcall check-in.');
  });

  it('takes a reply like the SMTP listener does', async () => {
    const member = members[4]!;
    const prompt = promptTo(member);
    const response = await post(appleMailReply(member, prompt).replace(/\r?\n/g, '\r\n'), auth);
    expect(response.json()).toEqual({ ok: true, outcome: 'submitted' });
    expect(await answersInOrder(member)).toEqual(['Tested the iOS build', 'Ship it', 'No']);
  });
});

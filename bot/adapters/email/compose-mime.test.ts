import { simpleParser } from 'mailparser';
import { describe, expect, it } from 'vitest';
import { composeMime, parseMailbox } from './compose-mime.ts';

const base = {
  from: 'Rollcall <rollcall@example.com>',
  to: 'ann@example.com',
  subject: 'Daily standup',
  text: 'Hello Ann\n\n1. What did you do?',
  html: '<p>Hello <b>Ann</b></p>',
};

describe('composeMime', () => {
  it('reads back, in a real MIME parser, as the message it was given', async () => {
    const composed = composeMime({ ...base, date: new Date('2026-11-21T12:43:00Z') });
    const mail = await simpleParser(composed.raw);
    expect(mail.subject).toBe('Daily standup');
    expect(mail.from?.value[0]).toEqual({ name: 'Rollcall', address: 'rollcall@example.com' });
    expect(mail.to && !Array.isArray(mail.to) ? mail.to.value[0]?.address : '').toBe('ann@example.com');
    expect(mail.text).toBe('Hello Ann\n\n1. What did you do?');
    expect(mail.html).toBe('<p>Hello <b>Ann</b></p>');
    expect(mail.messageId).toBe(composed.messageId);
    expect(mail.date?.toISOString()).toBe('2026-11-21T12:43:00.000Z');
    expect(composed.envelope).toEqual({ from: 'rollcall@example.com', to: ['ann@example.com'] });
    for (const line of composed.raw.split('\r\n')) expect(line.length).toBeLessThanOrEqual(998);
  });

  it('encodes non-ASCII and long subjects and names without breaking characters', async () => {
    const subject = `Réunion d'équipe — ${'émoji 🎉 '.repeat(30)}`.trim();
    const mail = await simpleParser(composeMime({ ...base, from: 'Équipe Ünïcode <bot@example.com>', subject }).raw);
    expect(mail.subject).toBe(subject);
    expect(mail.from?.value[0]?.name).toBe('Équipe Ünïcode');
  });

  it('never lets a line break in a value start a new header', async () => {
    const composed = composeMime({ ...base, subject: 'Hi\r\nBcc: victim@example.com', replyTo: 'r+tok@example.com' });
    const mail = await simpleParser(composed.raw);
    expect(mail.bcc).toBeUndefined();
    expect(mail.subject).toBe('Hi Bcc: victim@example.com');
    expect(mail.replyTo?.value[0]?.address).toBe('r+tok@example.com');
  });

  it('parses mailboxes with and without a display name', () => {
    expect(parseMailbox('"Roll, Call" <a@b.example>')).toEqual({ name: 'Roll, Call', address: 'a@b.example' });
    expect(parseMailbox('a@b.example')).toEqual({ name: '', address: 'a@b.example' });
  });
});

describe('composeMime with attachments', () => {
  it('reads back with the body and every file byte for byte, names included', async () => {
    const csv = Buffer.from('\uFEFFDate,Member\r\n2026-11-21,Ann\r\n', 'utf8');
    const binary = Buffer.from(Array.from({ length: 5000 }, (_, i) => (i * 37) % 256));
    const composed = composeMime({
      ...base,
      attachments: [
        { fileName: 'rollcall-insights.csv', contentType: 'text/csv', content: csv },
        { fileName: 'Équipe "Q4"\r\n.xlsx', contentType: 'bad type\r\nX-Evil: 1', content: binary },
      ],
    });
    const mail = await simpleParser(composed.raw);
    expect(mail.text).toBe('Hello Ann\n\n1. What did you do?');
    expect(mail.html).toBe('<p>Hello <b>Ann</b></p>');
    expect(mail.headers.has('x-evil')).toBe(false);
    expect(mail.attachments.map((file) => file.filename)).toEqual(['rollcall-insights.csv', 'Équipe _Q4_ .xlsx']);
    expect(mail.attachments[0]!.contentType).toBe('text/csv');
    // A type that is not type/subtype goes as application/octet-stream (the parser then guesses by name).
    expect(composed.raw).toContain('Content-Type: application/octet-stream; name="_quipe _Q4_ .xlsx"');
    expect(mail.attachments[0]!.content.equals(csv)).toBe(true);
    expect(mail.attachments[1]!.content.equals(binary)).toBe(true);
    for (const line of composed.raw.split('\r\n')) expect(line.length).toBeLessThanOrEqual(998);
  });
});

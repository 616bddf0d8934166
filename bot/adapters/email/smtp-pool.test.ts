import { afterEach, describe, expect, it } from 'vitest';
import { startFakeSmtp, type TFakeSmtp } from '../../../tests/fakes/fake-smtp.ts';
import { composeMime } from './compose-mime.ts';
import { createSmtpPool, type TSmtpPool } from './smtp-pool.ts';

let smtp: TFakeSmtp | undefined;
let pool: TSmtpPool | undefined;
afterEach(async () => {
  pool?.close();
  await smtp?.close();
});

const message = (to: string) =>
  composeMime({ from: 'Rollcall <r@example.com>', to, subject: `For ${to}`, text: 'hi', html: '<p>hi</p>' });

describe('createSmtpPool', () => {
  it('sends many messages concurrently over at most maxConnections connections', async () => {
    smtp = await startFakeSmtp();
    pool = createSmtpPool(`${smtp.smtpUrl}/?maxConnections=3&maxMessages=4`);
    const recipients = Array.from({ length: 20 }, (_, i) => `m${i}@example.com`);
    await Promise.all(
      recipients.map((to) => {
        const { envelope, raw } = message(to);
        return pool!.send(envelope, raw);
      }),
    );
    expect(smtp.received.flatMap((mail) => mail.to).sort()).toEqual([...recipients].sort());
    expect(smtp.received.map((mail) => mail.subject).sort()).toEqual(recipients.map((to) => `For ${to}`).sort());
    expect(smtp.connections).toBeGreaterThanOrEqual(5);
    expect(smtp.maxOpenConnections).toBeLessThanOrEqual(3);
  });

  it('fails the message, not the process, when the server is unreachable', async () => {
    pool = createSmtpPool('smtp://127.0.0.1:9/');
    const { envelope, raw } = message('a@example.com');
    await expect(pool.send(envelope, raw)).rejects.toThrow();
  });

  it('rejects a message the server refuses and keeps sending the next ones', async () => {
    smtp = await startFakeSmtp({ rejectRecipients: ['refused@example.com'] });
    pool = createSmtpPool(`${smtp.smtpUrl}/?maxConnections=1`);
    const refused = message('refused@example.com');
    const accepted = message('ok@example.com');
    const results = await Promise.allSettled([
      pool.send(refused.envelope, refused.raw),
      pool.send(accepted.envelope, accepted.raw),
    ]);
    expect(results.map((result) => result.status)).toEqual(['rejected', 'fulfilled']);
    expect(smtp.received.flatMap((mail) => mail.to)).toEqual(['ok@example.com']);
  });

  it('lets the server take no next message on a connection until the accepted one is recorded', async () => {
    smtp = await startFakeSmtp();
    pool = createSmtpPool(`${smtp.smtpUrl}/?maxConnections=1`);
    let finishRecord = () => {};
    const recorded: string[] = [];
    const first = message('first@example.com');
    const second = message('second@example.com');
    const sending = Promise.all([
      pool.send(first.envelope, first.raw, {
        afterAccepted: () =>
          new Promise<void>((resolve) => {
            finishRecord = () => {
              recorded.push('first');
              resolve();
            };
          }),
      }),
      pool.send(second.envelope, second.raw, { afterAccepted: async () => void recorded.push('second') }),
    ]);
    await new Promise((resolve) => setTimeout(resolve, 300));
    // The second message's envelope and body may be on the wire, but not the end of its data.
    expect(smtp.received.flatMap((mail) => mail.to)).toEqual(['first@example.com']);
    expect(recorded).toEqual([]);
    finishRecord();
    await sending;
    expect(recorded).toEqual(['first', 'second']);
    expect(smtp.received.flatMap((mail) => mail.to)).toEqual(['first@example.com', 'second@example.com']);
    expect(smtp.connections).toBe(1);
  });

  it('skips a message whose beforeSend throws and sends the next one', async () => {
    smtp = await startFakeSmtp();
    pool = createSmtpPool(`${smtp.smtpUrl}/?maxConnections=1`);
    const skipped = message('skipped@example.com');
    const sent = message('sent@example.com');
    const results = await Promise.allSettled([
      pool.send(skipped.envelope, skipped.raw, {
        beforeSend: () => {
          throw new Error('claim lost');
        },
      }),
      pool.send(sent.envelope, sent.raw),
    ]);
    expect(results.map((result) => result.status)).toEqual(['rejected', 'fulfilled']);
    expect(smtp.received.flatMap((mail) => mail.to)).toEqual(['sent@example.com']);
  });
});

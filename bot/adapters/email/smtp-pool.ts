/**
 * A small pool of kept-open SMTP connections (nodemailer's documented SMTPConnection) for
 * messages we compose ourselves (compose-mime.ts). Going straight to the connection skips
 * nodemailer's message pipeline, which nearly doubles how many prompts a 2-core machine sends a
 * second (bench/fanout.ts). Connection options come from SMTP_URL the way nodemailer reads them
 * (`smtps://`, credentials, `?maxConnections=8&maxMessages=500&tls.rejectUnauthorized=false`).
 */
import { parseConnectionUrl } from 'nodemailer/lib/shared';
import SMTPConnection from 'nodemailer/lib/smtp-connection';

export interface TSmtpEnvelope {
  from: string;
  to: string[];
}

export interface TSmtpPool {
  send(envelope: TSmtpEnvelope, raw: string): Promise<void>;
  close(): void;
}

const DEFAULTS = { maxConnections: 5, maxMessages: 500 };
/** How long an idle connection waits for the next message before it quits (delivery jobs come in bursts). */
const LINGER_MS = 2_000;

interface TPending {
  envelope: TSmtpEnvelope;
  raw: string;
  resolve: () => void;
  reject: (error: Error) => void;
}

/**
 * Opens connections as messages wait (up to maxConnections); each sends until the queue has been
 * empty for LINGER_MS, then quits.
 */
export function createSmtpPool(url: string): TSmtpPool {
  const { auth, ...parsed } = parseConnectionUrl(url) as SMTPConnection.Options & {
    auth?: SMTPConnection.Credentials;
    maxConnections?: number | string;
    maxMessages?: number | string;
  };
  const maxConnections = Number(parsed.maxConnections) || DEFAULTS.maxConnections;
  const maxMessages = Number(parsed.maxMessages) || DEFAULTS.maxMessages;
  const queue: TPending[] = [];
  let open = 0;
  let closed = false;
  /** Idle connections waiting for a message; calling one wakes it. */
  const idle: Array<() => void> = [];

  /** Waits until send() wakes this connection (true) or LINGER_MS pass (false). */
  const waitForWork = () =>
    new Promise<boolean>((settle) => {
      const wake = () => {
        clearTimeout(timer);
        settle(true);
      };
      const timer = setTimeout(() => {
        const index = idle.indexOf(wake);
        if (index >= 0) idle.splice(index, 1);
        settle(false);
      }, LINGER_MS);
      timer.unref();
      idle.push(wake);
    });

  const nextMessage = async (): Promise<TPending | undefined> => {
    while (!closed) {
      const message = queue.shift();
      if (message) return message;
      if (!(await waitForWork())) return queue.shift();
    }
    return undefined;
  };

  const connect = (): Promise<SMTPConnection> =>
    new Promise((resolve, reject) => {
      const connection = new SMTPConnection(parsed);
      connection.once('error', reject);
      connection.connect((error) => {
        if (error) return reject(error);
        if (!auth?.user) return resolve(connection);
        connection.login(auth, (loginError) => (loginError ? reject(loginError) : resolve(connection)));
      });
    });

  const sendOn = (connection: SMTPConnection, message: TPending) =>
    new Promise<void>((resolve, reject) => {
      const onError = (error: Error) => reject(error);
      connection.once('error', onError);
      connection.send(message.envelope, message.raw, (error) => {
        connection.removeListener('error', onError);
        if (error) reject(error);
        else resolve();
      });
    });

  /** One connection's life: connect, send what is queued (at most maxMessages), quit. */
  const drain = async () => {
    open++;
    let connection: SMTPConnection | null = null;
    try {
      connection = await connect();
      connection.on('error', () => {});
      for (let sent = 0; sent < maxMessages && !closed; sent++) {
        const message = await nextMessage();
        if (!message) break;
        try {
          await sendOn(connection, message);
          message.resolve();
        } catch (error) {
          message.reject(error as Error);
          // The connection may be in any state now; the next message gets a fresh one.
          connection.close();
          connection = null;
          break;
        }
      }
    } catch (error) {
      // Could not connect: fail one waiting message so its job is retried later, not all at once.
      queue.shift()?.reject(error as Error);
    } finally {
      if (connection) connection.quit();
      open--;
      if (queue.length > 0 && !closed) startConnections();
    }
  };

  const startConnections = () => {
    for (let waking = Math.min(idle.length, queue.length); waking > 0; waking--) idle.shift()?.();
    while (open < maxConnections && open - idle.length < queue.length) void drain();
  };

  return {
    send(envelope, raw) {
      if (closed) return Promise.reject(new Error('the SMTP pool is closed'));
      return new Promise<void>((resolve, reject) => {
        queue.push({ envelope, raw, resolve, reject });
        startConnections();
      });
    },
    close() {
      closed = true;
      for (const message of queue.splice(0)) message.reject(new Error('the SMTP pool is closed'));
      for (const wake of idle.splice(0)) wake();
    },
  };
}

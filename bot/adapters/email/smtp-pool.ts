/**
 * A small pool of kept-open SMTP connections (nodemailer's documented SMTPConnection) for
 * messages we compose ourselves (compose-mime.ts). Going straight to the connection skips
 * nodemailer's message pipeline, which nearly doubles how many prompts a 2-core machine sends a
 * second (bench/fanout.ts). Connection options come from SMTP_URL the way nodemailer reads them
 * (`smtps://`, credentials, `?maxConnections=8&maxMessages=500&tls.rejectUnauthorized=false`).
 */
import { PassThrough } from 'node:stream';
import { parseConnectionUrl } from 'nodemailer/lib/shared';
import SMTPConnection from 'nodemailer/lib/smtp-connection';

export interface TSmtpEnvelope {
  from: string;
  to: string[];
}

/** Per-message steps the sender wants taken on the connection, around the SMTP exchange. */
export interface TSmtpSendHooks {
  /** Runs when a connection takes the message, before anything is sent; throwing skips the message. */
  beforeSend?(): void;
  /**
   * Runs once the server accepted the message. The next message on the connection may start its
   * envelope meanwhile, but its data (so its acceptance) waits until this settled: at most one
   * accepted-but-unrecorded message per connection exists at any time.
   */
  afterAccepted?(): Promise<void>;
}

export interface TSmtpPool {
  /** Resolves once the server accepted the message and afterAccepted (if any) settled. */
  send(envelope: TSmtpEnvelope, raw: string, hooks?: TSmtpSendHooks): Promise<void>;
  close(): void;
}

const DEFAULTS = { maxConnections: 5, maxMessages: 500 };
/** How long an idle connection waits for the next message before it quits (delivery jobs come in bursts). */
const LINGER_MS = 2_000;

interface TPending {
  envelope: TSmtpEnvelope;
  raw: string;
  hooks: TSmtpSendHooks | undefined;
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

  /**
   * Sends one message. While `previous` (the previous message on this connection) is being
   * recorded, the envelope (MAIL, RCPT, DATA) goes ahead and the data waits: the server takes a
   * message only at the end of its data. The body is written whole once `previous` settled, in
   * as few socket writes as an unhooked send.
   */
  const sendOn = (connection: SMTPConnection, message: TPending, previous: Promise<void> | null) =>
    new Promise<void>((resolve, reject) => {
      const onError = (error: Error) => reject(error);
      connection.once('error', onError);
      let body: string | PassThrough = message.raw;
      if (previous) {
        const stream = new PassThrough();
        void previous.then(() => {
          if (!stream.destroyed) stream.end(message.raw);
        });
        body = stream;
      }
      connection.send(message.envelope, body, (error) => {
        connection.removeListener('error', onError);
        if (error) reject(error);
        else resolve();
      });
    });

  /** Runs the accepted message's afterAccepted, then settles its send(); never rejects. */
  const settle = async (message: TPending): Promise<void> => {
    try {
      await message.hooks?.afterAccepted?.();
      message.resolve();
    } catch (error) {
      message.reject(error as Error);
    }
  };

  /** One connection's life: connect, send what is queued (at most maxMessages), quit. */
  const drain = async () => {
    open++;
    let connection: SMTPConnection | null = null;
    try {
      connection = await connect();
      connection.on('error', () => {});
      let sent = 0;
      /** The previous message's settling while it runs; null once settled (the common idle case). */
      let previous: Promise<void> | null = null;
      while (sent < maxMessages && !closed) {
        const message = await nextMessage();
        if (!message) break;
        try {
          message.hooks?.beforeSend?.();
        } catch (error) {
          // Not to be sent (e.g. its claim ran out): the connection goes on with the next one.
          message.reject(error as Error);
          continue;
        }
        sent++;
        try {
          await sendOn(connection, message, previous);
        } catch (error) {
          message.reject(error as Error);
          // The connection may be in any state now; the next message gets a fresh one.
          connection.close();
          connection = null;
          break;
        }
        const settling = settle(message).then(() => {
          if (previous === settling) previous = null;
        });
        previous = settling;
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
    send(envelope, raw, hooks) {
      if (closed) return Promise.reject(new Error('the SMTP pool is closed'));
      return new Promise<void>((resolve, reject) => {
        queue.push({ envelope, raw, hooks, resolve, reject });
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

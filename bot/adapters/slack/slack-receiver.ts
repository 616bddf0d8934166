/**
 * Bolt's receiver inside Fastify (ARCHITECTURE §1, §6): Bolt opens no port of its own. The route
 * hands over the raw bytes and headers; the receiver checks the v0 signature and the five-minute
 * window first (nothing is parsed or changed for a request that fails), answers Slack's own
 * handshakes (url_verification, ssl_check), then lets Bolt process the body and waits for it
 * before answering (processBeforeResponse), so the answer carries what a listener acked with
 * (a modal's `response_action`, an options list) and tests see every change done.
 */
import type { App, Receiver, ReceiverEvent } from '@slack/bolt';
import type { TLogger } from '../../domain/logger.ts';
import { parseSlackBody } from './slack-request-body.ts';
import { verifySlackSignature } from './slack-signature.ts';

/** What the HTTP route sends back to Slack. */
export interface TSlackHttpAnswer {
  status: number;
  contentType?: string;
  body: string;
}

/** The parts of an HTTP request the receiver reads. */
export interface TSlackHttpRequest {
  headers: Record<string, string | string[] | undefined>;
  rawBody: Buffer;
}

const header = (request: TSlackHttpRequest, name: string): string | undefined => {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
};

/** The answer a listener's ack(...) makes: empty, text, or JSON. */
function answerOfAck(response: unknown): TSlackHttpAnswer {
  if (response === undefined || response === null || response === '') return { status: 200, body: '' };
  if (typeof response === 'string') return { status: 200, contentType: 'text/plain; charset=utf-8', body: response };
  return { status: 200, contentType: 'application/json; charset=utf-8', body: JSON.stringify(response) };
}

export class FastifySlackReceiver implements Receiver {
  private app: App | undefined;

  constructor(
    private readonly signingSecret: string,
    private readonly log: TLogger,
    private readonly now: () => Date,
  ) {}

  /** Bolt calls this once from its constructor. */
  init(app: App): void {
    this.app = app;
  }

  /** Fastify owns the port: nothing to start. */
  start(): Promise<void> {
    return Promise.resolve();
  }

  stop(): Promise<void> {
    return Promise.resolve();
  }

  /** Verifies, parses and processes one request; answers what Slack should get back. */
  async handle(request: TSlackHttpRequest): Promise<TSlackHttpAnswer> {
    const check = verifySlackSignature(
      this.signingSecret,
      {
        timestamp: header(request, 'x-slack-request-timestamp'),
        signature: header(request, 'x-slack-signature'),
        rawBody: request.rawBody,
      },
      this.now().getTime(),
    );
    if (!check.ok) {
      this.log.warn({ reason: check.reason }, 'Slack request refused: signature not valid');
      return { status: 401, contentType: 'text/plain; charset=utf-8', body: 'Invalid Slack request signature.' };
    }
    const body = parseSlackBody(header(request, 'content-type'), request.rawBody);
    if (!body) return { status: 400, contentType: 'text/plain; charset=utf-8', body: 'Unreadable Slack request.' };
    if (body.type === 'url_verification')
      return answerOfAck({ challenge: typeof body.challenge === 'string' ? body.challenge : '' });
    if (body.ssl_check !== undefined) return { status: 200, body: '' };
    if (!this.app) throw new Error('the Slack receiver was not initialized by Bolt');

    let answer: TSlackHttpAnswer | undefined;
    const retryNum = Number(header(request, 'x-slack-retry-num'));
    const retryReason = header(request, 'x-slack-retry-reason');
    const event: ReceiverEvent = {
      body,
      ack: async (response?: unknown) => {
        answer ??= answerOfAck(response);
      },
      ...(Number.isInteger(retryNum) ? { retryNum } : {}),
      ...(retryReason ? { retryReason } : {}),
    };
    try {
      await this.app.processEvent(event);
    } catch (error) {
      this.log.error({ err: error }, 'Slack request failed');
      return (
        answer ?? {
          status: 500,
          contentType: 'text/plain; charset=utf-8',
          body: 'Rollcall could not process this request.',
        }
      );
    }
    return answer ?? { status: 200, body: '' };
  }
}

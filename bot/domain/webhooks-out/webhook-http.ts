/**
 * One POST to a receiver: a bounded time (the whole attempt, not just idle time), no redirects
 * followed, a bounded read of the answer, and (unless private networks are allowed) the destination
 * guard on the connection's own address lookup.
 */
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { isIP } from 'node:net';
import { guardedLookup, isPrivateAddress, PrivateDestinationError } from './destination-guard.ts';

export interface TWebhookPost {
  url: string;
  headers: Record<string, string>;
  body: string;
  timeoutMs: number;
  allowPrivate: boolean;
}

export type TWebhookPostResult =
  | { kind: 'answered'; status: number; bodySnippet: string }
  | { kind: 'private'; address: string }
  | { kind: 'network'; error: string };

/** Bytes of the answer read (to name the receiver's error); the rest is discarded. */
const SNIPPET_BYTES = 2_048;

/** Sends the body; never throws (the outcome says what happened). */
export function postWebhook(post: TWebhookPost): Promise<TWebhookPostResult> {
  const url = new URL(post.url);
  const host = url.hostname.replace(/^\[|\]$/g, '');
  // An IP literal is connected to without a lookup: check it here.
  if (!post.allowPrivate && isIP(host) !== 0 && isPrivateAddress(host)) {
    return Promise.resolve({ kind: 'private', address: host });
  }
  const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((resolve) => {
    let settled = false;
    const finish = (result: TWebhookPostResult) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve(result);
    };
    const request = send(
      url,
      {
        method: 'POST',
        headers: { ...post.headers, 'content-length': String(Buffer.byteLength(post.body)) },
        ...(post.allowPrivate ? {} : { lookup: guardedLookup }),
        // Never a pooled socket: each attempt resolves (and checks) its destination afresh.
        agent: false,
      },
      (response: IncomingMessage) => {
        const chunks: Buffer[] = [];
        let size = 0;
        response.on('data', (chunk: Buffer) => {
          if (size < SNIPPET_BYTES) chunks.push(chunk);
          size += chunk.length;
        });
        const done = () =>
          finish({
            kind: 'answered',
            status: response.statusCode ?? 0,
            bodySnippet: Buffer.concat(chunks).subarray(0, SNIPPET_BYTES).toString('utf8'),
          });
        response.on('end', done);
        response.on('error', done);
        response.on('aborted', done);
      },
    );
    const timer = setTimeout(() => {
      request.destroy(new Error(`no answer within ${Math.round(post.timeoutMs / 1000)} s`));
    }, post.timeoutMs);
    request.on('error', (error) => {
      if (error instanceof PrivateDestinationError) finish({ kind: 'private', address: error.address });
      else finish({ kind: 'network', error: error.message || String(error) });
    });
    request.end(post.body);
  });
}

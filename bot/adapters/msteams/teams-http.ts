/**
 * Hands a Fastify request on POST /api/messages to the SDK (ARCHITECTURE §6): the SDK's JWT check
 * (authorizeJWT; anonymous only without a bot id outside production), then CloudAdapter.process
 * with the parsed body, through small request/response shims; the answer (an invoke's card, or
 * 200/202) goes back to Teams as the SDK wrote it.
 */
import { type AuthConfiguration, authorizeJWT, type WebResponse } from '@microsoft/agents-hosting';
import type { FastifyReply, FastifyRequest } from 'fastify';

interface TShimRequest {
  method: string;
  headers: FastifyRequest['headers'];
  body: unknown;
  user?: unknown;
}

/** A WebResponse that collects what the SDK answers. */
export class CollectedResponse implements WebResponse {
  statusCode = 200;
  body: unknown;
  headers: Record<string, string> = {};
  headersSent = false;
  writableEnded = false;

  status(code: number): this {
    this.statusCode = code;
    return this;
  }

  setHeader(name: string, value: string): this {
    this.headers[name.toLowerCase()] = value;
    return this;
  }

  send(body?: unknown): this {
    this.body = body;
    this.headersSent = true;
    return this;
  }

  end(): this {
    this.writableEnded = true;
    return this;
  }
}

/** Runs the SDK's JWT middleware; answers the request with its user when it passed, else null. */
async function authorize(auth: AuthConfiguration, request: FastifyRequest, response: CollectedResponse) {
  const shim: TShimRequest = { method: request.method, headers: request.headers, body: request.body };
  let passed = false;
  await authorizeJWT(auth)(shim as never, response as never, () => {
    passed = true;
  });
  return passed ? shim : null;
}

/** Sends the collected answer through Fastify. */
export function replyWith(reply: FastifyReply, response: CollectedResponse): FastifyReply {
  for (const [name, value] of Object.entries(response.headers)) reply.header(name, value);
  reply.status(response.statusCode);
  return response.body === undefined ? reply.send() : reply.send(response.body);
}

/** Authorizes the request and lets `process` (the adapter with the turn logic) answer it. */
export async function handleTeamsRequest(
  auth: AuthConfiguration,
  request: FastifyRequest,
  reply: FastifyReply,
  process: (request: TShimRequest, response: CollectedResponse) => Promise<void>,
): Promise<FastifyReply> {
  const response = new CollectedResponse();
  const authorized = await authorize(auth, request, response);
  if (!authorized) return replyWith(reply, response.statusCode === 200 ? response.status(401) : response);
  await process(authorized, response);
  return replyWith(reply, response);
}

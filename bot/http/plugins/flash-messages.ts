/**
 * Server messages for the next page (spec part 1 §3 'messages', shown as toasts on load). They
 * ride in a signed cookie, so they work for guests too and need no database write.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { type TServerMessage, ZServerMessage } from '../../../shared/state.ts';

export const FLASH_COOKIE = 'rollcall_flash';
const ZFlash = z.array(ZServerMessage).max(10);

/** Queues a message to show on the next page load. */
export function flash(request: FastifyRequest, reply: FastifyReply, message: TServerMessage): void {
  const pending = [...readFlash(request), message].slice(-10);
  reply.setCookie(FLASH_COOKIE, JSON.stringify(pending), {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    signed: true,
    secure: request.protocol === 'https',
  });
}

/** Reads and clears the pending messages. */
export function takeFlash(request: FastifyRequest, reply: FastifyReply): TServerMessage[] {
  const messages = readFlash(request);
  if (request.cookies[FLASH_COOKIE] !== undefined) reply.clearCookie(FLASH_COOKIE, { path: '/' });
  return messages;
}

function readFlash(request: FastifyRequest): TServerMessage[] {
  const raw = request.cookies[FLASH_COOKIE];
  if (!raw) return [];
  const unsigned = request.unsignCookie(raw);
  if (!unsigned.valid || unsigned.value === null) return [];
  try {
    const parsed = ZFlash.safeParse(JSON.parse(unsigned.value));
    return parsed.success ? parsed.data : [];
  } catch {
    return [];
  }
}

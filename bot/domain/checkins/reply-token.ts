/**
 * Reply addresses of check-in emails: reply+{token}@REPLY_DOMAIN, where the token names the check-in
 * and is signed, so only Rollcall can mint one and a forged or altered token is refused. Lower-case
 * base32 throughout, because mail systems may change the case of an address's local part; 42
 * characters keep the whole local part under the 64 that SMTP allows.
 */
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';

const ALPHABET = 'abcdefghijklmnopqrstuvwxyz234567';
const ID_CHARS = 26;
const SIGNATURE_BYTES = 10;
const TOKEN = /^reply\+([a-z2-7]{42})@/i;

function base32(bytes: Uint8Array): string {
  let bits = 0;
  let value = 0;
  let out = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += ALPHABET[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += ALPHABET[(value << (5 - bits)) & 31];
  return out;
}

function fromBase32(text: string, byteCount: number): Buffer | null {
  let bits = 0;
  let value = 0;
  const out: number[] = [];
  for (const char of text.toLowerCase()) {
    const index = ALPHABET.indexOf(char);
    if (index < 0) return null;
    value = ((value << 5) | index) & 0xffff;
    bits += 5;
    if (bits >= 8) {
      out.push((value >>> (bits - 8)) & 0xff);
      bits -= 8;
    }
  }
  return out.length >= byteCount ? Buffer.from(out.slice(0, byteCount)) : null;
}

const keyOf = (secret: string) => createHash('sha256').update(`rollcall reply token\0${secret}`).digest();

function signature(idBytes: Buffer, secret: string): Buffer {
  return createHmac('sha256', keyOf(secret)).update(idBytes).digest().subarray(0, SIGNATURE_BYTES);
}

/** The reply address of a check-in (its id is a uuid). */
export function replyAddressFor(checkinId: string, secret: string, domain: string): string {
  const idBytes = Buffer.from(checkinId.replace(/-/g, ''), 'hex');
  return `reply+${base32(idBytes)}${base32(signature(idBytes, secret))}@${domain}`;
}

/** The check-in id a reply address names, or null when it is not one of ours or its signature is wrong. */
export function checkinIdOfReplyAddress(address: string, secret: string): string | null {
  const match = TOKEN.exec(address.trim());
  if (!match) return null;
  const token = match[1]!.toLowerCase();
  const idBytes = fromBase32(token.slice(0, ID_CHARS), 16);
  const given = fromBase32(token.slice(ID_CHARS), SIGNATURE_BYTES);
  if (!idBytes || !given || !timingSafeEqual(given, signature(idBytes, secret))) return null;
  const hex = idBytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

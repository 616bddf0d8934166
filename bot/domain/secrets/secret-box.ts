/**
 * Secrets at rest (ARCHITECTURE §3 rule 7): platform tokens are stored sealed with AES-256-GCM under a
 * key derived (HKDF-SHA256) from SESSION_SECRET, so a copy of the database alone reveals no token.
 * A sealed value names its format version; one that was altered, or sealed under another
 * SESSION_SECRET, does not open (the caller treats the install as needing a reconnect).
 */
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

const VERSION = 'v1';
const IV_BYTES = 12;
const TAG_BYTES = 16;

/** Seals and opens secrets with one derived key. */
export interface TSecretBox {
  seal(plaintext: string): string;
  /** The plaintext, or null when the value is not a sealed secret of this key. */
  open(sealed: string): string | null;
}

/** The secret box of a deployment, keyed by its SESSION_SECRET (rotating that secret means reconnecting installs). */
export function createSecretBox(sessionSecret: string): TSecretBox {
  const key = Buffer.from(hkdfSync('sha256', sessionSecret, 'rollcall', 'rollcall:secrets-at-rest:v1', 32));
  return {
    seal(plaintext) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
      return [
        VERSION,
        iv.toString('base64url'),
        cipher.getAuthTag().toString('base64url'),
        body.toString('base64url'),
      ].join('.');
    },
    open(sealed) {
      const [version, iv, tag, body, ...rest] = sealed.split('.');
      if (version !== VERSION || iv === undefined || tag === undefined || body === undefined || rest.length > 0)
        return null;
      const ivBytes = Buffer.from(iv, 'base64url');
      const tagBytes = Buffer.from(tag, 'base64url');
      if (ivBytes.length !== IV_BYTES || tagBytes.length !== TAG_BYTES) return null;
      try {
        const decipher = createDecipheriv('aes-256-gcm', key, ivBytes);
        decipher.setAuthTag(tagBytes);
        return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
      } catch {
        return null;
      }
    },
  };
}

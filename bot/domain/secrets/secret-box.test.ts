import { describe, expect, it } from 'vitest';
import { createSecretBox } from './secret-box.ts';

const secret = 'a'.repeat(40);

describe('createSecretBox', () => {
  it('opens what it sealed, and never stores the plaintext', () => {
    const box = createSecretBox(secret);
    const sealed = box.seal('xoxb-123-456-token');
    expect(sealed).not.toContain('xoxb');
    expect(box.open(sealed)).toBe('xoxb-123-456-token');
    expect(box.seal('same')).not.toBe(box.seal('same'));
  });

  it('refuses altered values and values sealed under another SESSION_SECRET', () => {
    const sealed = createSecretBox(secret).seal('xoxb-token');
    expect(createSecretBox('b'.repeat(40)).open(sealed)).toBeNull();
    const parts = sealed.split('.');
    const body = Buffer.from(parts[3]!, 'base64url');
    body[0] = body[0]! ^ 1;
    parts[3] = body.toString('base64url');
    expect(createSecretBox(secret).open(parts.join('.'))).toBeNull();
    for (const junk of ['', 'v1', 'v1.a.b', 'v2.a.b.c', 'v1.!!.??.~~', `${sealed}.extra`]) {
      expect(createSecretBox(secret).open(junk)).toBeNull();
    }
  });
});

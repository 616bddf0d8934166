import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { checkinIdOfReplyAddress, replyAddressFor } from './reply-token.ts';

const SECRET = 'a-session-secret-that-is-long-enough-0123';

describe('reply addresses', () => {
  it('name the check-in, survive a change of case and fit in an SMTP local part', () => {
    const id = randomUUID();
    const address = replyAddressFor(id, SECRET, 'reply.example.com');
    expect(address.split('@')[0]!.length).toBeLessThanOrEqual(64);
    expect(checkinIdOfReplyAddress(address, SECRET)).toBe(id);
    expect(checkinIdOfReplyAddress(address.toUpperCase(), SECRET)).toBe(id);
  });

  it('refuse a forged, altered or foreign address', () => {
    const id = randomUUID();
    const address = replyAddressFor(id, SECRET, 'reply.example.com');
    expect(
      checkinIdOfReplyAddress(replyAddressFor(id, 'another-secret-that-is-long-enough', 'x.com'), SECRET),
    ).toBeNull();
    const local = address.split('@')[0]!;
    const flipped = `${local.slice(0, 10)}${local[10] === 'a' ? 'b' : 'a'}${local.slice(11)}@reply.example.com`;
    expect(checkinIdOfReplyAddress(flipped, SECRET)).toBeNull();
    expect(checkinIdOfReplyAddress('someone@example.com', SECRET)).toBeNull();
    expect(checkinIdOfReplyAddress('reply+short@example.com', SECRET)).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { PUBLIC_API } from '../../../shared/public-api.ts';
import { apiTokenPrefix, hashApiToken, looksLikeApiToken, newApiToken } from './api-token.ts';

describe('API tokens', () => {
  it('are rc_ and 32 random bytes in base64url, with their SHA-256 and prefix', () => {
    const { token, hash, prefix } = newApiToken();
    expect(token).toMatch(/^rc_[A-Za-z0-9_-]{43}$/);
    expect(Buffer.from(token.slice(3), 'base64url')).toHaveLength(PUBLIC_API.tokenBytes);
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(hash).toBe(hashApiToken(token));
    expect(prefix).toBe(token.slice(0, 10));
    expect(token.startsWith(prefix)).toBe(true);
  });

  it('never repeat and hash apart', () => {
    const tokens = Array.from({ length: 200 }, () => newApiToken());
    expect(new Set(tokens.map((t) => t.token)).size).toBe(200);
    expect(new Set(tokens.map((t) => t.hash)).size).toBe(200);
  });

  it('hash as SHA-256 hex of the whole token', () => {
    expect(hashApiToken('rc_abc')).toBe('99672ac7fb68cad9884142e110aec739798147f3ab3c81cd092cf36a75eb7686');
    expect(hashApiToken('rc_abc')).not.toBe(hashApiToken('rc_abd'));
    expect(apiTokenPrefix('rc_0123456789abcdef')).toBe('rc_0123456');
  });

  it('tell a token from other strings by shape', () => {
    expect(looksLikeApiToken(newApiToken().token)).toBe(true);
    expect(looksLikeApiToken('rc_short')).toBe(false);
    expect(looksLikeApiToken(`xx_${'a'.repeat(43)}`)).toBe(false);
    expect(looksLikeApiToken(`rc_${'a'.repeat(42)}!`)).toBe(false);
    expect(looksLikeApiToken(`rc_${'a'.repeat(44)}`)).toBe(false);
  });
});

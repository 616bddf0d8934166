/** The frame's verifier: random, kept only in sessionStorage, read once, and its challenge is the server's. */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { tabLoginChallengeOf } from '../../../bot/domain/platforms/microsoft/tab-login-challenge.ts';
import { ZTabLoginChallenge, ZTabLoginVerifier } from '../../../shared/tab-sso.ts';
import { challengeOf, startTabLoginBinding, takeTabLoginVerifier } from './tab-login-verifier.ts';

const store = new Map<string, string>();
const sessionStorage = {
  getItem: (key: string) => store.get(key) ?? null,
  setItem: (key: string, value: string) => void store.set(key, value),
  removeItem: (key: string) => void store.delete(key),
};

beforeEach(() => {
  store.clear();
  vi.stubGlobal('window', { sessionStorage });
});
afterEach(() => vi.unstubAllGlobals());

describe('the tab login verifier', () => {
  it('keeps a fresh 32-byte verifier and answers the challenge the server derives from it', async () => {
    const { challenge, verifier: made, kept } = await startTabLoginBinding();
    const [verifier] = [...store.values()];
    expect(kept).toBe(true);
    expect(made).toBe(verifier);
    expect(ZTabLoginVerifier.parse(verifier)).toHaveLength(43);
    expect(ZTabLoginChallenge.parse(challenge)).toBe(tabLoginChallengeOf(verifier!));
    expect(await challengeOf(verifier!)).toBe(challenge);
    // A second start replaces it with another.
    await startTabLoginBinding();
    expect([...store.values()]).toHaveLength(1);
    expect([...store.values()][0]).not.toBe(verifier);
  });

  it('hands the verifier out once', async () => {
    await startTabLoginBinding();
    const verifier = takeTabLoginVerifier();
    expect(verifier).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(takeTabLoginVerifier()).toBeUndefined();
  });

  it('still makes a binding when storage is blocked, saying it is not kept (the page then redeems the code itself)', async () => {
    vi.stubGlobal('window', {
      sessionStorage: {
        ...sessionStorage,
        setItem: () => {
          throw new Error('blocked');
        },
      },
    });
    const binding = await startTabLoginBinding();
    expect(binding.kept).toBe(false);
    expect(binding.challenge).toBe(await challengeOf(binding.verifier));
    expect(takeTabLoginVerifier()).toBeUndefined();
  });

  it('matches the RFC 7636 example (S256)', async () => {
    expect(await challengeOf('dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk')).toBe(
      'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
    );
  });
});

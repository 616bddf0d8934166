import { describe, expect, it } from 'vitest';
import { newWelcomeSlug, welcomeSlugHolds } from './welcome-link.ts';

const SECRET = 'a-session-secret-long-enough-for-tests-0123456789';
const issuedAt = new Date('2026-03-02T10:00:00.123Z');
const facts = { roomId: 'Y2lzY29zcGFyazovL3VzL1JPT00vYWJj', linkIssuedAt: issuedAt };

describe('welcome link slugs', () => {
  it('hold for the space and issue time they were made for, and fit the confirm path', () => {
    const slug = newWelcomeSlug(facts.roomId, issuedAt, SECRET);
    expect(slug).toMatch(/^[\w-]{22}\.[\w-]{22}$/);
    expect(welcomeSlugHolds(slug, facts, SECRET)).toBe(true);
    expect(newWelcomeSlug(facts.roomId, issuedAt, SECRET)).not.toBe(slug);
  });

  it('do not hold for another space, another issue time (the bot added again) or another secret', () => {
    const slug = newWelcomeSlug(facts.roomId, issuedAt, SECRET);
    expect(welcomeSlugHolds(slug, { ...facts, roomId: `${facts.roomId}x` }, SECRET)).toBe(false);
    expect(welcomeSlugHolds(slug, { ...facts, linkIssuedAt: new Date(issuedAt.getTime() + 1) }, SECRET)).toBe(false);
    expect(welcomeSlugHolds(slug, facts, `${SECRET}!`)).toBe(false);
  });

  it('refuse tampered and malformed slugs', () => {
    const slug = newWelcomeSlug(facts.roomId, issuedAt, SECRET);
    const [random, signature] = slug.split('.') as [string, string];
    const other = newWelcomeSlug(facts.roomId, issuedAt, SECRET).split('.')[0];
    for (const bad of [
      `${other}.${signature}`,
      `${random}.${signature.slice(0, -1)}${signature.endsWith('A') ? 'B' : 'A'}`,
      `${random}.${signature.slice(0, -1)}`,
      random,
      `${slug}.x`,
      '',
      '.',
    ])
      expect(welcomeSlugHolds(bad, facts, SECRET)).toBe(false);
  });
});

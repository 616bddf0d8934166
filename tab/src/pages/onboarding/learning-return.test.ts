import { describe, expect, it } from 'vitest';
import { learningEntryState, returnPathOf } from './learning-return.ts';

describe('the learning area’s Close target', () => {
  it('is the page the person came from, written in the history state', () => {
    expect(returnPathOf(learningEntryState({ pathname: '/reports/', search: '?tab=paused' }))).toBe(
      '/reports/?tab=paused',
    );
  });

  it('is never another site, the learning area itself or something that is not a path', () => {
    for (const state of [
      null,
      undefined,
      'x',
      { returnTo: 'https://evil.example/' },
      { returnTo: '//evil.example/' },
      { returnTo: '/\\evil.example' },
      { returnTo: '/onboarding/' },
      { returnTo: '/onboarding/beginner/?step=2' },
      { returnTo: 42 },
    ])
      expect(returnPathOf(state)).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { demoLogoutPath, demoNeighbours, demoStepLabel, demoStepOf, demoStepPath } from './demo-tour.ts';
import { safeNextPath } from './safe-next-path.ts';

describe('the demo tour steps', () => {
  it('reads the step from the address, and anything unknown is the first step', () => {
    expect(demoStepOf('history')).toBe('history');
    expect(demoStepOf(null)).toBe('dashboard');
    expect(demoStepOf('2')).toBe('dashboard');
    expect(demoStepOf('__proto__')).toBe('dashboard');
  });

  it('writes each step’s address, labels it and knows its neighbours', () => {
    expect(demoStepPath('dashboard')).toBe('/demo/');
    expect(demoStepPath('end')).toBe('/demo/?step=end');
    expect(demoStepLabel('checkin')).toBe('Step 2 of 4');
    expect(demoNeighbours('dashboard')).toEqual({ previous: null, next: 'checkin' });
    expect(demoNeighbours('end')).toEqual({ previous: 'history', next: null });
  });

  it('leaves the demo account through the sign-out with a next page the server accepts', () => {
    const path = demoLogoutPath('/accounts/signup/');
    expect(path).toBe('/accounts/logout/?demo=1&next=%2Faccounts%2Fsignup%2F');
    const next = new URL(path, 'https://x.invalid').searchParams.get('next');
    expect(safeNextPath(next)).toBe('/accounts/signup/');
  });
});

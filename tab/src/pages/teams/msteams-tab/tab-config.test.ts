import { describe, expect, it } from 'vitest';
import { isTabChoice, TAB_CHOICES, tabConfigFor } from './tab-config.ts';

describe('the Teams tab config', () => {
  it('points the dashboard tab at /dashboard/ with the Teams host marker', () => {
    expect(tabConfigFor('dashboard', 'https://rollcall.example')).toEqual({
      contentUrl: 'https://rollcall.example/dashboard/?host=msteams',
      websiteUrl: 'https://rollcall.example/dashboard/',
      entityId: 'rollcall-dashboard',
      suggestedDisplayName: 'Rollcall Dashboard',
    });
  });

  it('points the reports tab at /reports/, whatever the origin ends with', () => {
    const config = tabConfigFor('reports', 'http://localhost:3978/');
    expect(config.contentUrl).toBe('http://localhost:3978/reports/?host=msteams');
    expect(config.websiteUrl).toBe('http://localhost:3978/reports/');
    expect(config.entityId).toBe('rollcall-reports');
    expect(config.suggestedDisplayName).toBe('Rollcall Reports');
  });

  it('offers exactly the dashboard and the reports, in that order', () => {
    expect(TAB_CHOICES.map((choice) => choice.label)).toEqual(['Dashboard', 'Reports']);
    expect(isTabChoice('reports')).toBe(true);
    expect(isTabChoice('billing')).toBe(false);
  });
});

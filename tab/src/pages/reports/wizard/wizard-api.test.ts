import { describe, expect, it } from 'vitest';
import { REPORT_DEFAULTS, ZReportForm } from '../../../../../shared/reports.ts';
import { saveBody, savePath, wizardContextPath } from './wizard-api.ts';

const form = ZReportForm.parse({ config: { fields: [{ type: 'text', value: 'Q?' }] }, users: ['u1'], action: 'RUN' });

describe('wizard calls', () => {
  it('load a template or a report', () => {
    expect(wizardContextPath({ kind: 'template', slug: 'daily-standup' })).toBe(
      '/api/v1/report/wizard?template=daily-standup',
    );
    expect(wizardContextPath({ kind: 'report', ref: 'a b' })).toBe('/api/v1/report/wizard?report=a%20b');
  });

  it('create without a slug and never RUN', () => {
    const body = saveBody({ form, mode: 'CREATE', reportSlug: 'ignored', action: 'RUN' });
    expect(savePath('CREATE')).toBe('/api/v1/report/create_new/');
    expect(body).toMatchObject({ edit_mode: 'CREATE', report_slug: '', action: 'SAVE' });
  });

  it('update the report by slug with the pressed button', () => {
    const body = saveBody({ form: { ...form, name: '  ' }, mode: 'UPDATE', reportSlug: 'standup', action: 'RUN' });
    expect(savePath('UPDATE')).toBe('/api/v1/report/update_existing/');
    expect(body).toMatchObject({
      edit_mode: 'UPDATE',
      report_slug: 'standup',
      action: 'RUN',
      name: REPORT_DEFAULTS.name,
    });
  });
});

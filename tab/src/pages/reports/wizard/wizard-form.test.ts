import { describe, expect, it } from 'vitest';
import { REPORT_MESSAGES, reportFormErrors, type TReportForm, ZReportForm } from '../../../../../shared/reports.ts';
import { changedPaths, valueAt, visibleErrors } from './wizard-form.ts';

function makeForm(change: Partial<TReportForm> = {}): TReportForm {
  const form = ZReportForm.parse({ config: { fields: [{ type: 'text', value: 'What did you do?' }] }, users: ['u1'] });
  return { ...form, ...change };
}

function withQuestions(form: TReportForm, values: string[]): TReportForm {
  return { ...form, config: { ...form.config, fields: values.map((value) => ({ type: 'text' as const, value })) } };
}

describe('changed paths', () => {
  it('names the leaves that changed', () => {
    const before = makeForm();
    expect(changedPaths(before, withQuestions(before, ['Other']))).toEqual(['config.fields.0.value']);
    expect(changedPaths(before, { ...before, channel: 'c1' })).toEqual(['channel']);
    expect(changedPaths(before, before)).toEqual([]);
  });

  it('marks a resized list, not the item it gained', () => {
    const before = makeForm();
    expect(changedPaths(before, withQuestions(before, ['What did you do?', '']))).toEqual(['config.fields']);
    expect(changedPaths(before, { ...before, users: [] })).toEqual(['users']);
  });
});

describe('value at a dotted path', () => {
  it('walks objects and arrays', () => {
    const form = withQuestions(makeForm(), ['A', 'B']);
    expect(valueAt(form, 'config.fields.1.value')).toBe('B');
    expect(valueAt(form, 'users')).toEqual(['u1']);
    expect(valueAt(form, 'config.fields.5.value')).toBeUndefined();
  });
});

describe('visible errors', () => {
  const form = withQuestions(makeForm({ users: [] }), ['', '']);
  const errors = reportFormErrors(form);

  it('hides untouched fields until everything is revealed', () => {
    const none = visibleErrors(errors, { form, touched: new Set(), revealAll: false, server: null });
    expect(none).toEqual({});
    const touched = visibleErrors(errors, {
      form,
      touched: new Set(['config.fields.1.value']),
      revealAll: false,
      server: null,
    });
    expect(touched).toEqual({ 'config.fields.1.value': [REPORT_MESSAGES.questionRequired] });
    const all = visibleErrors(errors, { form, touched: new Set(), revealAll: true, server: null });
    expect(Object.keys(all).sort()).toEqual(['config.fields.0.value', 'config.fields.1.value', 'users']);
  });

  it('shows a server message until its field changes', () => {
    const sent = makeForm();
    const server = { sent, fields: { 'config.fields.0.value': ['Too long'], weird: ['Odd'] } };
    const unchanged = visibleErrors({}, { form: sent, touched: new Set(), revealAll: false, server });
    expect(unchanged).toEqual({ 'config.fields.0.value': ['Too long'], weird: ['Odd'] });
    const edited = visibleErrors(
      {},
      { form: withQuestions(sent, ['New']), touched: new Set(), revealAll: false, server },
    );
    expect(edited).toEqual({ weird: ['Odd'] });
  });
});

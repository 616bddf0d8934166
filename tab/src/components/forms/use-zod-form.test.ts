import { describe, expect, it } from 'vitest';
import { splitServerErrors } from './use-zod-form.ts';

describe('splitServerErrors', () => {
  it('puts a known field message under its field and the rest above the form', () => {
    const split = splitServerErrors({ confirm_name: ['Type it again.'], __all__: ['Refused.'] }, ['confirm_name'], 'x');
    expect(split).toEqual({ byField: { confirm_name: 'Type it again.' }, formLevel: ['Refused.'] });
  });

  it('keeps a message for a field the form does not show, above the form', () => {
    expect(splitServerErrors({ users: ['You need to upgrade your seats.'] }, ['name'], 'x').formLevel).toEqual([
      'You need to upgrade your seats.',
    ]);
  });

  it('shows the refusal itself when it names no field', () => {
    expect(splitServerErrors(undefined, ['name'], 'Only the Billing Owner can do that.')).toEqual({
      byField: {},
      formLevel: ['Only the Billing Owner can do that.'],
    });
  });
});

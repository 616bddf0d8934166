import { describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES, SURVEY_DEFAULTS, type TSignupContext } from '../../../../../shared/accounts.ts';
import { firstStepWithErrors, initialSignupValues, signupPayload, stepErrors } from './signup-form.ts';

const context: TSignupContext = {
  email: 'ada@example.com',
  is_fname: false,
  is_lname: false,
  is_SSO: false,
  is_verified: true,
  platform: 'SLACK',
  slug: 'abc',
};

describe('multi-step signup form', () => {
  it('starts from the context email, its platform and the survey defaults', () => {
    const values = initialSignupValues(context);
    expect(values.email).toBe('ada@example.com');
    expect(values.platform).toBe('SLACK');
    expect(values.job_title).toBe(SURVEY_DEFAULTS.job_title);
    expect(initialSignupValues({ ...context, platform: 'NONE' }).platform).toBe(SURVEY_DEFAULTS.platform);
  });

  it('needs an organization name on step 1', () => {
    const values = initialSignupValues(context);
    expect(stepErrors(0, { ...values, organization: '  ' }, false)).toEqual({
      organization: ACCOUNT_MESSAGES.organizationRequired,
    });
    expect(stepErrors(0, { ...values, organization: 'Acme' }, false)).toEqual({});
  });

  it('needs names and a matching password pair on step 2, passwords skipped for SSO', () => {
    const values = initialSignupValues(context);
    expect(stepErrors(1, values, false)).toEqual({
      fname: ACCOUNT_MESSAGES.firstNameRequired,
      lname: ACCOUNT_MESSAGES.lastNameRequired,
      password1: ACCOUNT_MESSAGES.passwordsMismatch,
    });
    const named = { ...values, fname: 'Ada', lname: 'Lovelace' };
    expect(stepErrors(1, { ...named, password1: 'a', password2: 'b' }, false)).toEqual({
      password2: ACCOUNT_MESSAGES.passwordsMismatch,
    });
    expect(stepErrors(1, { ...named, password1: 'secret12', password2: 'secret12' }, false)).toEqual({});
    expect(stepErrors(1, named, true)).toEqual({});
  });

  it('finds the first step holding a refused field', () => {
    expect(firstStepWithErrors(['phone', 'email'])).toBe(1);
    expect(firstStepWithErrors(['organization'])).toBe(0);
    expect(firstStepWithErrors(['__all__'])).toBeUndefined();
  });

  it('posts every field, without passwords for SSO users', () => {
    const values = { ...initialSignupValues(context), password1: 'x', password2: 'x' };
    expect(Object.keys(signupPayload(values, context)).sort()).toEqual(
      [
        'email',
        'fname',
        'job_title',
        'lname',
        'organization',
        'password1',
        'password2',
        'phone',
        'platform',
        'pm_tool',
        'ref_source',
        'standup',
      ].sort(),
    );
    expect(signupPayload(values, { ...context, is_SSO: true }).password1).toBe('');
  });
});

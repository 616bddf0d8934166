/**
 * The multi-step signup's data (part 1 §2.5, §4, §5): its values, which fields each step holds,
 * the checks that let Next through, and the payload of the final post.
 */
import {
  SURVEY_DEFAULTS,
  SURVEY_OPTIONS,
  type TSignupContext,
  type TSignupForm,
  ZSignupForm,
} from '../../../../../shared/accounts.ts';
import { passwordPairErrors } from '../../../components/forms/password-pair.ts';
import { schemaErrors, type TClientErrors } from '../../../components/forms/schema-errors.ts';

export interface TSignupValues {
  organization: string;
  email: string;
  fname: string;
  lname: string;
  password1: string;
  password2: string;
  phone: string;
  platform: string;
  job_title: string;
  pm_tool: string;
  standup: string;
  ref_source: string;
}

export type TSignupField = keyof TSignupValues;
export type TStepIndex = 0 | 1 | 2;

/** The three steps in order: their heading, their progress-dot name and the fields they hold. */
export const SIGNUP_STEPS: readonly { title: string; name: string; fields: readonly TSignupField[] }[] = [
  { title: 'Name your organization', name: 'Organization', fields: ['organization'] },
  { title: 'Create your account', name: 'Account', fields: ['email', 'fname', 'lname', 'password1', 'password2'] },
  {
    title: 'Tell us about you',
    name: 'About you',
    fields: ['platform', 'job_title', 'pm_tool', 'standup', 'ref_source', 'phone'],
  },
];

/** The survey step, whose button posts the whole form instead of moving on. */
export const LAST_STEP: TStepIndex = 2;

const PLATFORM_VALUES: readonly string[] = SURVEY_OPTIONS.platform.map((option) => option.value);

/** The starting values: the context's email, its platform when it is a survey option, the survey defaults. */
export function initialSignupValues(context: TSignupContext): TSignupValues {
  return {
    organization: '',
    email: context.email,
    fname: context.fname ?? '',
    lname: context.lname ?? '',
    password1: '',
    password2: '',
    phone: '',
    platform: PLATFORM_VALUES.includes(context.platform) ? context.platform : SURVEY_DEFAULTS.platform,
    job_title: SURVEY_DEFAULTS.job_title,
    pm_tool: SURVEY_DEFAULTS.pm_tool,
    standup: SURVEY_DEFAULTS.standup,
    ref_source: SURVEY_DEFAULTS.ref_source,
  };
}

const ORGANIZATION = ZSignupForm.pick({ organization: true });
const NAMES = ZSignupForm.pick({ fname: true, lname: true });
const SURVEY = ZSignupForm.pick({ phone: true });

/** What stops Next on a step; passwords are not checked for single-sign-on users, who have none. */
export function stepErrors(step: TStepIndex, values: TSignupValues, isSSO: boolean): TClientErrors {
  if (step === 0) return schemaErrors(ORGANIZATION, values);
  if (step === 1) {
    const passwords = isSSO ? {} : passwordPairErrors(values.password1, values.password2);
    return { ...schemaErrors(NAMES, values), ...passwords };
  }
  return schemaErrors(SURVEY, values);
}

/** The first step holding one of the refused fields, to jump back to after a refused post. */
export function firstStepWithErrors(fields: readonly string[]): TStepIndex | undefined {
  const index = SIGNUP_STEPS.findIndex((step) => step.fields.some((field) => fields.includes(field)));
  return index === -1 ? undefined : (index as TStepIndex);
}

/** The body of POST /accounts/signup/{hash}/confirm/: every field of ZSignupForm. */
export function signupPayload(values: TSignupValues, context: TSignupContext): Record<keyof TSignupForm, string> {
  const withPassword = !context.is_SSO;
  return {
    email: context.email,
    password1: withPassword ? values.password1 : '',
    password2: withPassword ? values.password2 : '',
    phone: values.phone,
    fname: values.fname,
    lname: values.lname,
    ref_source: values.ref_source,
    organization: values.organization,
    platform: values.platform,
    job_title: values.job_title,
    pm_tool: values.pm_tool,
    standup: values.standup,
  };
}

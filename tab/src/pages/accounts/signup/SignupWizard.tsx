import { Button } from '@fluentui/react-components';
import { type FormEvent, useState } from 'react';
import type { TSignupContext } from '../../../../../shared/accounts.ts';
import { followRedirect, useFormSubmit } from '../../../api/forms.ts';
import { FormCard } from '../../../components/forms/FormCard.tsx';
import { FormErrorBar } from '../../../components/forms/FormMessages.tsx';
import { useFormStyles } from '../../../components/forms/form-styles.ts';
import { SubmitButton } from '../../../components/forms/SubmitButton.tsx';
import { hasErrors } from '../../../components/forms/schema-errors.ts';
import { useFormFocus } from '../../../components/forms/use-form-focus.ts';
import { useServerErrors } from '../../../components/forms/use-server-errors.ts';
import { AccountStep } from './AccountStep.tsx';
import type { TBind } from './field-binding.ts';
import { OrganizationStep } from './OrganizationStep.tsx';
import { StepDots } from './StepDots.tsx';
import { SurveyStep } from './SurveyStep.tsx';
import {
  firstStepWithErrors,
  initialSignupValues,
  LAST_STEP,
  SIGNUP_STEPS,
  signupPayload,
  stepErrors,
  type TStepIndex,
} from './signup-form.ts';

const SUBTITLES = [
  "Welcome! Let's set up Rollcall for your team.",
  'Tell us who you are.',
  'A few questions so we can set things up for you.',
] as const;

/**
 * The three-step signup (part 1 §2.5, §4): Next (or Enter) moves on only when the step is valid,
 * the progress dots go back, and the last step posts everything. A refusal jumps back to the first
 * step with a refused field and focuses it.
 */
export function SignupWizard({ hash, context }: { hash: string; context: TSignupContext }) {
  const styles = useFormStyles();
  const submitter = useFormSubmit<unknown>(`/accounts/signup/${encodeURIComponent(hash)}/confirm/`);
  const server = useServerErrors(submitter.fieldErrors);
  const focus = useFormFocus<HTMLFormElement>();
  const [step, setStep] = useState<TStepIndex>(0);
  const [values, setValues] = useState(() => initialSignupValues(context));
  const [attempted, setAttempted] = useState<readonly TStepIndex[]>([]);
  const [handledErrors, setHandledErrors] = useState(submitter.fieldErrors);
  const [leaving, setLeaving] = useState(false);
  const pending = submitter.pending || leaving;

  // A refused post brings new field errors: show the first step they concern.
  if (handledErrors !== submitter.fieldErrors) {
    setHandledErrors(submitter.fieldErrors);
    const refused = Object.keys(submitter.fieldErrors);
    const target = firstStepWithErrors(refused);
    if (target !== undefined) setStep(target);
    if (refused.length > 0) focus.focusFirstInvalid();
  }

  const clientErrors = attempted.includes(step) ? stepErrors(step, values, context.is_SSO) : {};
  const bind: TBind = (field) => ({
    name: field,
    value: values[field],
    onChange(value) {
      setValues((current) => ({ ...current, [field]: value }));
      server.dismiss(field);
    },
    error: clientErrors[field] ?? server.errorFor(field),
  });

  function goTo(target: TStepIndex) {
    setStep(target);
    focus.focusFirstField();
  }

  async function post() {
    const answer = await submitter.submit(signupPayload(values, context));
    if (answer === undefined) return;
    setLeaving(true);
    followRedirect(answer);
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    if (hasErrors(stepErrors(step, values, context.is_SSO))) {
      setAttempted((steps) => (steps.includes(step) ? steps : [...steps, step]));
      focus.focusFirstInvalid();
    } else if (step < LAST_STEP) {
      goTo((step + 1) as TStepIndex);
    } else {
      void post();
    }
  }

  return (
    <FormCard title={SIGNUP_STEPS[step]?.title} subtitle={SUBTITLES[step]}>
      <StepDots current={step} onSelect={goTo} />
      <form ref={focus.ref} className={styles.form} onSubmit={onSubmit} noValidate>
        <FormErrorBar messages={server.formErrors} />
        {step === 0 ? <OrganizationStep bind={bind} /> : null}
        {step === 1 ? <AccountStep bind={bind} isSSO={context.is_SSO} /> : null}
        {step === 2 ? <SurveyStep bind={bind} /> : null}
        <div className={styles.actions}>
          {step > 0 ? (
            <Button type="button" onClick={() => goTo((step - 1) as TStepIndex)}>
              Back
            </Button>
          ) : (
            <span />
          )}
          {step < LAST_STEP ? (
            <Button appearance="primary" type="submit">
              Next
            </Button>
          ) : (
            <SubmitButton full={false} pending={pending} pendingLabel="Creating your account...">
              Create account
            </SubmitButton>
          )}
        </div>
      </form>
    </FormCard>
  );
}

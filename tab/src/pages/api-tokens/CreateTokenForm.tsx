import { Field, makeStyles, Select } from '@fluentui/react-components';
import { type Control, useController } from 'react-hook-form';
import {
  API_TOKEN_EXPIRIES,
  API_TOKEN_EXPIRY_LABELS,
  API_TOKEN_SCOPE_INFO,
  API_TOKEN_SCOPES,
  PUBLIC_API,
  type TApiTokenExpiry,
  type TApiTokenScope,
  type TCreateApiTokenAnswer,
  ZCreateApiTokenAnswer,
  ZCreateApiTokenRequest,
} from '../../../../shared/public-api.ts';
import { FormCheckboxGroup } from '../../components/forms/FormCheckboxGroup.tsx';
import { FormErrorBar } from '../../components/forms/FormMessages.tsx';
import { FormTextField } from '../../components/forms/FormTextField.tsx';
import { useFormStyles } from '../../components/forms/form-styles.ts';
import { SubmitButton } from '../../components/forms/SubmitButton.tsx';
import { useZodForm } from '../../components/forms/use-zod-form.ts';
import { API_TOKENS_API } from './api-tokens-api.ts';

const useStyles = makeStyles({
  expiry: { maxWidth: '240px' },
  submit: { alignSelf: 'flex-start' },
});

type TFormValues = { name: string; scopes: TApiTokenScope[]; expires_in_days: TApiTokenExpiry };

const SCOPE_OPTIONS = API_TOKEN_SCOPES.map((scope) => ({
  value: scope,
  label: `${API_TOKEN_SCOPE_INFO[scope].label} (${scope}): ${API_TOKEN_SCOPE_INFO[scope].description}`,
}));

/** The expiry menu, bound to the form's `expires_in_days` field. */
function ExpiryField({ control }: { control: Control<TFormValues, unknown, unknown> }) {
  const styles = useStyles();
  const { field, fieldState } = useController({ control, name: 'expires_in_days' });
  const error = fieldState.error?.message;
  return (
    <Field
      className={styles.expiry}
      label="Expires after"
      validationMessage={error}
      validationState={error ? 'error' : 'none'}
    >
      <Select ref={field.ref} value={field.value} onChange={(_event, data) => field.onChange(data.value)}>
        {API_TOKEN_EXPIRIES.map((expiry) => (
          <option key={expiry} value={expiry}>
            {API_TOKEN_EXPIRY_LABELS[expiry]}
          </option>
        ))}
      </Select>
    </Field>
  );
}

/** Makes a token (POST /api/v1/my/api-tokens): its name, scopes and lifetime; the answer holds the token once. */
export function CreateTokenForm({ onCreated }: { onCreated(answer: TCreateApiTokenAnswer): void }) {
  const styles = useStyles();
  const formStyles = useFormStyles();
  const { form, formErrors, pending, onSubmit } = useZodForm({
    schema: ZCreateApiTokenRequest,
    answerSchema: ZCreateApiTokenAnswer,
    path: API_TOKENS_API,
    defaultValues: { name: '', scopes: ['read'], expires_in_days: '90' },
    onSuccess: (answer) => {
      form.reset();
      onCreated(answer);
    },
  });
  const control = form.control as unknown as Control<TFormValues, unknown, unknown>;
  return (
    <form className={formStyles.form} noValidate onSubmit={onSubmit} aria-label="Create an API token">
      <FormErrorBar messages={formErrors} />
      <FormTextField
        control={form.control}
        name="name"
        label="Name"
        placeholder="CI dashboard"
        maxLength={PUBLIC_API.nameChars}
        required
        hint="What the token is for, so you can tell it apart later."
      />
      <FormCheckboxGroup control={control} name="scopes" legend="Scopes" options={SCOPE_OPTIONS} />
      <ExpiryField control={control} />
      <div className={styles.submit}>
        <SubmitButton pending={pending} pendingLabel="Creating..." full={false}>
          Create token
        </SubmitButton>
      </div>
    </form>
  );
}

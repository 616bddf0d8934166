import { Field, Input, makeStyles } from '@fluentui/react-components';
import { LockClosedRegular } from '@fluentui/react-icons';
import type { ReactElement, Ref } from 'react';
import { MAX_INPUT } from '../../../../shared/accounts.ts';

export interface TTextFieldProps {
  label: string;
  /** The field's name in the posted payload (and in the server's field errors). */
  name: string;
  value: string;
  onChange(value: string): void;
  /** The message under the field; the field is marked invalid while there is one. */
  error?: string | ReactElement;
  type?: 'text' | 'email' | 'password' | 'tel';
  autoComplete?: string;
  required?: boolean;
  readOnly?: boolean;
  /** Not usable at all (a plan-locked form); unlike readOnly the value is not submitted either. */
  disabled?: boolean;
  hint?: string;
  placeholder?: string;
  /** Defaults to MAX_INPUT (254), the limit of every text input (part 1 §5). */
  maxLength?: number;
  inputRef?: Ref<HTMLInputElement>;
}

const useStyles = makeStyles({
  // A grid item's automatic minimum is the native input's intrinsic width, which would push it
  // out of a narrow column (first and last name side by side).
  root: { minWidth: 0 },
});

/** A labelled Fluent input with its validation message, the building block of every account form. */
export function TextField({
  label,
  name,
  value,
  onChange,
  error,
  type = 'text',
  autoComplete,
  required,
  readOnly,
  disabled,
  hint,
  placeholder,
  maxLength = MAX_INPUT,
  inputRef,
}: TTextFieldProps) {
  const styles = useStyles();
  const invalid = error !== undefined && error !== null && error !== '';
  return (
    <Field
      label={label}
      required={required}
      hint={hint}
      validationMessage={invalid ? error : undefined}
      validationState={invalid ? 'error' : 'none'}
    >
      <Input
        ref={inputRef}
        name={name}
        type={type}
        value={value}
        onChange={(_, data) => onChange(data.value)}
        autoComplete={autoComplete}
        readOnly={readOnly}
        disabled={disabled}
        placeholder={placeholder}
        maxLength={maxLength}
        appearance={readOnly ? 'filled-lighter' : 'outline'}
        className={styles.root}
        contentAfter={readOnly ? <LockClosedRegular /> : undefined}
      />
    </Field>
  );
}

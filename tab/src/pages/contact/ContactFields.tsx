/**
 * The contact form's two fields that are not plain inputs, bound to react-hook-form like
 * FormTextField: the topic (a native select, which every keyboard and screen reader knows) and
 * the message (a textarea with a count of what is left).
 */
import { Field, Select, Textarea } from '@fluentui/react-components';
import { type Control, type FieldValues, type Path, useController } from 'react-hook-form';
import { CONTACT_LIMITS, CONTACT_TOPICS } from '../../../../shared/contact.ts';

interface TBoundFieldProps<V extends FieldValues> {
  control: Control<V, unknown, unknown>;
  name: Path<V>;
  label: string;
}

/** What the message is about. */
export function TopicSelectField<V extends FieldValues>({ control, name, label }: TBoundFieldProps<V>) {
  const { field, fieldState } = useController({ control, name });
  const error = fieldState.error?.message;
  return (
    <Field label={label} required validationMessage={error} validationState={error ? 'error' : 'none'}>
      <Select
        ref={field.ref}
        name={name}
        value={String(field.value ?? '')}
        onChange={(_event, data) => field.onChange(data.value)}
        onBlur={field.onBlur}
      >
        {CONTACT_TOPICS.map((topic) => (
          <option key={topic} value={topic}>
            {topic}
          </option>
        ))}
      </Select>
    </Field>
  );
}

/** The message, with the characters left shown as a hint (the limit is enforced, not just shown). */
export function MessageField<V extends FieldValues>({ control, name, label }: TBoundFieldProps<V>) {
  const { field, fieldState } = useController({ control, name });
  const value = String(field.value ?? '');
  const error = fieldState.error?.message;
  const left = CONTACT_LIMITS.messageMax - value.length;
  return (
    <Field
      label={label}
      required
      hint={`At least ${CONTACT_LIMITS.messageMin} characters; ${left.toLocaleString('en-US')} characters left.`}
      validationMessage={error}
      validationState={error ? 'error' : 'none'}
    >
      <Textarea
        ref={field.ref}
        name={name}
        value={value}
        resize="vertical"
        rows={8}
        maxLength={CONTACT_LIMITS.messageMax}
        onChange={(_event, data) => field.onChange(data.value)}
        onBlur={field.onBlur}
      />
    </Field>
  );
}

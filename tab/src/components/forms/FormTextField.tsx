/**
 * A TextField bound to a react-hook-form field (useZodForm): its value, its change, its message
 * (the shared zod schema's, or the server's) and the ref that focus-on-error uses.
 */
import { type Control, type FieldValues, type Path, useController } from 'react-hook-form';
import { TextField, type TTextFieldProps } from './TextField.tsx';

export interface TFormTextFieldProps<V extends FieldValues>
  extends Omit<TTextFieldProps, 'name' | 'value' | 'onChange' | 'error' | 'inputRef'> {
  control: Control<V, unknown, unknown>;
  name: Path<V>;
}

/** Use inside a form built with useZodForm. */
export function FormTextField<V extends FieldValues>({ control, name, ...rest }: TFormTextFieldProps<V>) {
  const { field, fieldState } = useController({ control, name });
  return (
    <TextField
      {...rest}
      name={name}
      value={typeof field.value === 'string' ? field.value : String(field.value ?? '')}
      onChange={field.onChange}
      error={fieldState.error?.message}
      inputRef={field.ref}
    />
  );
}

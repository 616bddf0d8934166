/**
 * A group of checkboxes bound to one react-hook-form array field (useZodForm): the chosen values
 * in the options' order, the schema's message under the group, focus-on-error on the first box.
 */
import { Caption1, Checkbox, makeStyles, tokens } from '@fluentui/react-components';
import { useId } from 'react';
import { type Control, type FieldValues, type Path, useController } from 'react-hook-form';

const useStyles = makeStyles({
  fieldset: { border: 'none', margin: 0, padding: 0, minWidth: 0 },
  legend: { padding: 0, marginBottom: tokens.spacingVerticalXS, fontWeight: tokens.fontWeightRegular },
  options: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS },
  error: { color: tokens.colorPaletteRedForeground1 },
});

export interface TFormCheckboxGroupProps<V extends FieldValues, T extends string> {
  control: Control<V, unknown, unknown>;
  name: Path<V>;
  legend: string;
  options: ReadonlyArray<{ value: T; label: string }>;
}

/** Use inside a form built with useZodForm, for a field holding a list of choices. */
export function FormCheckboxGroup<V extends FieldValues, T extends string>({
  control,
  name,
  legend,
  options,
}: TFormCheckboxGroupProps<V, T>) {
  const styles = useStyles();
  const { field, fieldState } = useController({ control, name });
  const errorId = useId();
  const chosen = new Set<string>(Array.isArray(field.value) ? (field.value as string[]) : []);
  const toggle = (value: T, on: boolean) => {
    const next = new Set(chosen);
    if (on) next.add(value);
    else next.delete(value);
    field.onChange(options.map((option) => option.value).filter((option) => next.has(option)));
  };
  const error = fieldState.error?.message;
  // A fieldset, not a Fluent Field: a Field gives its one control id to every checkbox inside it.
  return (
    <fieldset
      className={styles.fieldset}
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? errorId : undefined}
    >
      <legend className={styles.legend}>{legend}</legend>
      <div className={styles.options}>
        {options.map((option, index) => (
          <Checkbox
            key={option.value}
            ref={index === 0 ? field.ref : undefined}
            checked={chosen.has(option.value)}
            onChange={(_event, data) => toggle(option.value, data.checked === true)}
            label={option.label}
          />
        ))}
      </div>
      {error ? (
        <Caption1 id={errorId} role="alert" className={styles.error}>
          {error}
        </Caption1>
      ) : null}
    </fieldset>
  );
}

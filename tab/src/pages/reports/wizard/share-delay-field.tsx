import { Field, Input, makeStyles } from '@fluentui/react-components';
import { useState } from 'react';
import { clampDelayPart, DELAY_MAX, readDelayPart, type TDelayUnit } from './share-delay.ts';

const useStyles = makeStyles({ input: { width: '96px' } });

export interface TDelayFieldProps {
  unit: TDelayUnit;
  label: string;
  value: number;
  onChange(value: number): void;
  disabled?: boolean;
  /** The form's error for the field. */
  error?: string;
}

/**
 * One number input of the summary delay (hours 0-23 or minutes 0-59). What the user types stays
 * in the box; a valid value is stored at once, a bad one shows why, and leaving clamps it.
 */
export function DelayField({ unit, label, value, onChange, disabled, error }: TDelayFieldProps) {
  const styles = useStyles();
  // The typed text while it differs from the stored value; null shows the stored value.
  const [draft, setDraft] = useState<string | null>(null);
  const typedError = draft === null ? undefined : readDelayPart(draft, unit).error;
  const message = typedError ?? error;
  return (
    <Field label={label} validationMessage={message} validationState={message ? 'error' : 'none'}>
      <Input
        className={styles.input}
        type="number"
        inputMode="numeric"
        min={0}
        max={DELAY_MAX[unit]}
        step={1}
        value={draft ?? String(value)}
        disabled={disabled}
        onChange={(_event, data) => {
          setDraft(data.value);
          const read = readDelayPart(data.value, unit);
          if (read.value !== undefined && read.value !== value) onChange(read.value);
        }}
        onBlur={() => {
          if (draft === null) return;
          const clamped = clampDelayPart(draft, unit, value);
          if (clamped !== value) onChange(clamped);
          setDraft(null);
        }}
      />
    </Field>
  );
}

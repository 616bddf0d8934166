import { Field, Select } from '@fluentui/react-components';
import { useMemo } from 'react';
import { parseTimeValue, type TClockTime, timeOptions, timeValue } from './schedule-time-options.ts';

export interface TTimeSelectProps {
  label: string;
  hour: number;
  minute: number;
  /** The context's time_step_minutes. */
  stepMinutes: number;
  onChange(time: TClockTime): void;
  disabled?: boolean;
  hint?: string;
  error?: string;
}

/**
 * The wizard's time picker (run time and summary time): a native select of the times of day in
 * steps, labelled '10:00 AM'; it always has a value and never seconds (part 3 §5).
 */
export function TimeSelect({ label, hour, minute, stepMinutes, onChange, disabled, hint, error }: TTimeSelectProps) {
  const options = useMemo(() => timeOptions(stepMinutes, { hour, minute }), [stepMinutes, hour, minute]);
  return (
    <Field label={label} hint={hint} validationMessage={error} validationState={error ? 'error' : 'none'}>
      <Select
        value={timeValue(hour, minute)}
        disabled={disabled}
        onChange={(_event, data) => {
          const time = parseTimeValue(data.value);
          if (time !== undefined) onChange(time);
        }}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </Select>
    </Field>
  );
}

import { Field, Input } from '@fluentui/react-components';
import { MAX_SEATS } from '../../../../shared/plans.ts';

export interface TSeatsFieldProps {
  label?: string;
  value: string;
  onChange(value: string): void;
  /** The lowest number offered (1, or the people already counted). */
  min: number;
  /** The most seats the chosen plan allows (Basic: 10). */
  max?: number;
  error?: string;
  hint?: string;
}

/** A labelled number input for seats, with its message (part 2 §5). */
export function SeatsField({ label = 'Seats', value, onChange, min, max = MAX_SEATS, error, hint }: TSeatsFieldProps) {
  return (
    <Field label={label} hint={hint} validationMessage={error} validationState={error === undefined ? 'none' : 'error'}>
      <Input
        type="number"
        name="billed_participants"
        inputMode="numeric"
        min={min}
        max={max}
        step={1}
        value={value}
        onChange={(_, data) => onChange(data.value)}
      />
    </Field>
  );
}

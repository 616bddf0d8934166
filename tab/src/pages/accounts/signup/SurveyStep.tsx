import { Field, Select } from '@fluentui/react-components';
import { SURVEY_OPTIONS } from '../../../../../shared/accounts.ts';
import { TextField } from '../../../components/forms/TextField.tsx';
import type { TBind, TFieldBinding } from './field-binding.ts';

interface TOption {
  value: string;
  label: string;
}

const asOptions = (values: readonly string[]): TOption[] => values.map((value) => ({ value, label: value }));

const QUESTIONS: readonly { field: TFieldBinding['name']; label: string; options: readonly TOption[] }[] = [
  { field: 'platform', label: 'Where does your team chat?', options: SURVEY_OPTIONS.platform },
  { field: 'job_title', label: 'What do you do?', options: asOptions(SURVEY_OPTIONS.job_title) },
  { field: 'pm_tool', label: 'Which project management tool do you use?', options: asOptions(SURVEY_OPTIONS.pm_tool) },
  { field: 'standup', label: 'How do you run standups today?', options: asOptions(SURVEY_OPTIONS.standup) },
  { field: 'ref_source', label: 'How did you hear about us?', options: asOptions(SURVEY_OPTIONS.ref_source) },
];

function SurveySelect({
  label,
  options,
  binding,
}: {
  label: string;
  options: readonly TOption[];
  binding: TFieldBinding;
}) {
  return (
    <Field label={label} validationMessage={binding.error} validationState={binding.error ? 'error' : 'none'}>
      <Select name={binding.name} value={binding.value} onChange={(_, data) => binding.onChange(data.value)}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </Select>
    </Field>
  );
}

/** Step 3, 'Tell us about you': the survey (part 1 §9 options and defaults) and an optional phone. */
export function SurveyStep({ bind }: { bind: TBind }) {
  return (
    <>
      {QUESTIONS.map((question) => (
        <SurveySelect
          key={question.field}
          label={question.label}
          options={question.options}
          binding={bind(question.field)}
        />
      ))}
      <TextField
        label="Phone"
        type="tel"
        autoComplete="tel"
        hint="Optional. Include your country code, e.g. +1 555 010 0199."
        {...bind('phone')}
      />
    </>
  );
}

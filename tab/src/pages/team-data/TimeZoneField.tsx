import { Combobox, Field, makeStyles, Option } from '@fluentui/react-components';
import { useState } from 'react';
import { filterTimeZones } from '../teams/timezones.ts';

const useStyles = makeStyles({ combobox: { minWidth: '260px', maxWidth: '100%' } });

/** A searchable IANA time zone picker for a form (no 'Default in Report' choice). */
export function TimeZoneField({
  value,
  error,
  onChange,
}: {
  value: string;
  error: string | undefined;
  onChange(zone: string): void;
}) {
  const styles = useStyles();
  const [query, setQuery] = useState(value);
  const zones = filterTimeZones(query === value ? '' : query);

  return (
    <Field label="Time zone" validationMessage={error} validationState={error ? 'error' : 'none'}>
      <Combobox
        className={styles.combobox}
        value={query}
        selectedOptions={value === '' ? [] : [value]}
        placeholder="Search time zones"
        onChange={(event) => setQuery(event.target.value)}
        onOpenChange={(_event, data) => {
          if (!data.open) setQuery(value);
        }}
        onOptionSelect={(_event, data) => {
          const next = data.optionValue;
          if (next === undefined || next === '') return;
          setQuery(next);
          onChange(next);
        }}
      >
        {zones.map((zone) => (
          <Option key={zone} value={zone}>
            {zone}
          </Option>
        ))}
        {zones.length === 0 ? (
          <Option value="" disabled text="">
            No time zone matches
          </Option>
        ) : null}
      </Combobox>
    </Field>
  );
}

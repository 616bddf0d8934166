import { Combobox, Field, makeStyles } from '@fluentui/react-components';
import { useRef, useState } from 'react';
import { TimeZoneOptions } from '../../teams/TimeZoneOptions.tsx';
import { filterTimeZones } from '../../teams/timezones.ts';

const useStyles = makeStyles({ combobox: { minWidth: '260px', maxWidth: '100%' } });

export interface TReportTimeZoneFieldProps {
  value: string;
  onChange(zone: string): void;
  disabled?: boolean;
  error?: string;
}

/**
 * The report's time zone (config.time_zone): type to search the IANA zones, pick one with the
 * mouse or the keyboard. Unlike the member pickers it has no 'Default in Report': it is the
 * report's own zone. Leaving without picking puts the chosen zone back in the box.
 */
export function ReportTimeZoneField({ value, onChange, disabled, error }: TReportTimeZoneFieldProps) {
  const styles = useStyles();
  const [query, setQuery] = useState(value);
  const [shown, setShown] = useState(value);
  // The form may change the zone from outside (a reset): show the new one.
  if (shown !== value) {
    setShown(value);
    setQuery(value);
  }
  // The menu reports closing after the selection, in the same event: read the newest choice.
  const latest = useRef(value);
  latest.current = value;
  const searching = query !== value;
  const zones = filterTimeZones(searching ? query : '');

  return (
    <Field label="Time zone" validationMessage={error} validationState={error ? 'error' : 'none'}>
      <Combobox
        className={styles.combobox}
        value={query}
        selectedOptions={value === '' ? [] : [value]}
        placeholder="Search time zones"
        disabled={disabled}
        onChange={(event) => setQuery(event.target.value)}
        onOpenChange={(_event, data) => {
          if (!data.open) setQuery(latest.current);
        }}
        onOptionSelect={(_event, data) => {
          // Typing clears Fluent's selection (optionValue undefined): keep the typed text then.
          const next = data.optionValue;
          if (next === undefined || next === '') return;
          latest.current = next;
          setQuery(next);
          if (next !== value) onChange(next);
        }}
      >
        <TimeZoneOptions zones={zones} showDefault={false} />
      </Combobox>
    </Field>
  );
}

import { Combobox, Field, makeStyles } from '@fluentui/react-components';
import { useRef, useState } from 'react';
import { TimeZoneOptions } from '../teams/TimeZoneOptions.tsx';
import { DEFAULT_TZ_LABEL, filterTimeZones, timeZoneLabel } from '../teams/timezones.ts';

const useStyles = makeStyles({ combobox: { minWidth: '260px', maxWidth: '100%' } });

/** A searchable IANA time zone picker for a form, with 'Default in Report' (follow each report's zone) first. */
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
  const [query, setQuery] = useState(timeZoneLabel(value));
  // The menu reports closing after the selection, in the same event: read the newest choice.
  const latest = useRef(value);
  latest.current = value;
  const searching = query !== timeZoneLabel(value);
  const zones = filterTimeZones(searching ? query : '');
  const showDefault = !searching || DEFAULT_TZ_LABEL.toLowerCase().includes(query.trim().toLowerCase());

  return (
    <Field label="Time zone" validationMessage={error} validationState={error ? 'error' : 'none'}>
      <Combobox
        className={styles.combobox}
        value={query}
        selectedOptions={value === '' ? [] : [value]}
        placeholder="Search time zones"
        onChange={(event) => setQuery(event.target.value)}
        onOpenChange={(_event, data) => {
          if (!data.open) setQuery(timeZoneLabel(latest.current));
        }}
        onOptionSelect={(_event, data) => {
          const next = data.optionValue;
          if (next === undefined || next === '') return;
          latest.current = next;
          setQuery(timeZoneLabel(next));
          onChange(next);
        }}
      >
        <TimeZoneOptions zones={zones} showDefault={showDefault} />
      </Combobox>
    </Field>
  );
}

import { Combobox, makeStyles } from '@fluentui/react-components';
import { useRef, useState } from 'react';
import { apiPost } from '../../api/client.ts';
import { useNotify } from '../../components/toasts/useNotify.tsx';
import { TimeZoneOptions } from './TimeZoneOptions.tsx';
import { type TTeamMember, ZStatusOkAnswer } from './team-api.ts';
import { DEFAULT_TZ_LABEL, DEFAULT_TZ_VALUE, filterTimeZones, timeZoneLabel } from './timezones.ts';

const useStyles = makeStyles({ combobox: { minWidth: '220px', maxWidth: '100%' } });

/**
 * A member's time zone: type to search the IANA zones, or 'Default in Report'. Choosing one posts
 * it (change_tz) and says so in a toast; a failure says so and puts the old zone back.
 */
export function TimezoneCombobox({ member, disabled }: { member: TTeamMember; disabled: boolean }) {
  const styles = useStyles();
  const notify = useNotify();
  const [selected, setSelected] = useState<string>(member.timezone ?? DEFAULT_TZ_VALUE);
  const [query, setQuery] = useState(timeZoneLabel(member.timezone));
  const [pending, setPending] = useState(false);
  // The closing menu reports after the selection in the same event: read the newest choice, not this render's.
  const selectedRef = useRef(selected);

  const label = timeZoneLabel(selected);
  const searching = query !== label;
  const zones = searching ? filterTimeZones(query) : filterTimeZones('');
  const showDefault = !searching || DEFAULT_TZ_LABEL.toLowerCase().includes(query.trim().toLowerCase());

  const change = async (next: string) => {
    const previous = selected;
    selectedRef.current = next;
    setSelected(next);
    setQuery(timeZoneLabel(next));
    setPending(true);
    try {
      await apiPost('/api/v1/settings/', { type: 'change_tz', timezone: next, email: member.email }, ZStatusOkAnswer);
      notify({ intent: 'success', message: `Timezone for ${member.name} changed to ${timeZoneLabel(next)}.` });
    } catch {
      notify({ intent: 'error', message: `Failed to change timezone for ${member.name}` });
      selectedRef.current = previous;
      setSelected(previous);
      setQuery(timeZoneLabel(previous));
    } finally {
      setPending(false);
    }
  };

  return (
    <Combobox
      className={styles.combobox}
      aria-label={`Time zone of ${member.name}`}
      value={query}
      selectedOptions={[selected]}
      disabled={disabled || pending}
      placeholder="Search time zones"
      onChange={(event) => setQuery(event.target.value)}
      onOpenChange={(_event, data) => {
        if (!data.open) setQuery(timeZoneLabel(selectedRef.current));
      }}
      onOptionSelect={(_event, data) => {
        // Typing clears Fluent's selection (optionValue undefined): keep the typed text then.
        const next = data.optionValue;
        if (next === undefined || next === '') return;
        if (next === selected) setQuery(label);
        else void change(next);
      }}
    >
      <TimeZoneOptions zones={zones} showDefault={showDefault} />
    </Combobox>
  );
}

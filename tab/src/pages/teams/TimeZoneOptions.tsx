import { Option } from '@fluentui/react-components';
import { DEFAULT_TZ_LABEL, DEFAULT_TZ_VALUE } from './timezones.ts';

/** The options of a time zone combobox: 'Default in Report' when it matches, the zones, or "No time zone matches". */
export function TimeZoneOptions({ zones, showDefault }: { zones: readonly string[]; showDefault: boolean }) {
  return (
    <>
      {showDefault ? <Option value={DEFAULT_TZ_VALUE}>{DEFAULT_TZ_LABEL}</Option> : null}
      {zones.map((zone) => (
        <Option key={zone} value={zone}>
          {zone}
        </Option>
      ))}
      {zones.length === 0 && !showDefault ? (
        <Option value="" disabled text="">
          No time zone matches
        </Option>
      ) : null}
    </>
  );
}

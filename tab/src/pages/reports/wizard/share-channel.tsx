import { Field, makeStyles, Select, Switch, tokens } from '@fluentui/react-components';
import type { TReportForm, TReportWizardContext } from '../../../../../shared/reports.ts';
import { fieldError, type TFieldErrors } from './schedule-field-errors.ts';
import type { TFormUpdate } from './section-props.ts';
import {
  channelGroups,
  channelKey,
  channelLockedByPrivacy,
  NO_CHANNEL,
  PRIVATE_CHANNEL_HINT,
  SAVED_CHANNEL,
  selectedChannelValue,
  withChannel,
} from './share-rules.ts';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  select: { maxWidth: '360px' },
});

export interface TChannelSettingsProps {
  form: TReportForm;
  update: TFormUpdate;
  context: TReportWizardContext;
  errors: TFieldErrors;
}

/**
 * Posting the summary to a chat channel (chat teams only): a switch (enable_channel_broadcast)
 * and the channel selector, grouped by team, which is disabled until the switch is on and for
 * private reports. 'No channel' clears the channel, its team and its label.
 */
export function ChannelSettings({ form, update, context, errors }: TChannelSettingsProps) {
  const styles = useStyles();
  const locked = channelLockedByPrivacy(form, false);
  const broadcast = form.enable_channel_broadcast;
  const channels = context.team_channels;
  const value = selectedChannelValue(form, channels);
  const error = fieldError(errors, 'channel', 'channel_team_slug', 'channel_label');
  const hint = locked ? PRIVATE_CHANNEL_HINT : broadcast ? undefined : 'Turn on posting to pick a channel.';

  return (
    <div className={styles.root}>
      <Switch
        label="Post the summary to a channel"
        checked={broadcast && !locked}
        // A private report cannot broadcast, but a switch left on can still be turned off.
        disabled={locked && !broadcast}
        onChange={(_event, data) => update((current) => ({ ...current, enable_channel_broadcast: data.checked }))}
      />
      <Field label="Channel" hint={hint} validationMessage={error} validationState={error ? 'error' : 'none'}>
        <Select
          className={styles.select}
          value={value}
          disabled={locked || !broadcast}
          onChange={(_event, data) => {
            const channel = channels.find((candidate) => channelKey(candidate) === data.value);
            if (data.value === SAVED_CHANNEL) return;
            update((current) => ({ ...current, ...withChannel(channel) }));
          }}
        >
          <option value={NO_CHANNEL}>No channel</option>
          {value === SAVED_CHANNEL ? (
            <option value={SAVED_CHANNEL}>{form.channel_label === '' ? form.channel : form.channel_label}</option>
          ) : null}
          {channelGroups(channels, context.team_list).map((group) => (
            <optgroup key={group.teamSlug} label={group.teamName}>
              {group.channels.map((channel) => (
                <option key={channelKey(channel)} value={channelKey(channel)}>
                  {channel.label}
                </option>
              ))}
            </optgroup>
          ))}
        </Select>
      </Field>
    </div>
  );
}

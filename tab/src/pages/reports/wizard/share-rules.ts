/**
 * Rules of the share section that depend on the report's team and privacy (spec part 3 §2.3
 * Notifications): email teams get summaries by email only, private reports cannot broadcast to a
 * channel, and the channel choice sets or clears channel, channel_team_slug and channel_label.
 */
import {
  NOTIFICATION_TYPE_VALUES,
  type TReportForm,
  type TReportWizardContext,
} from '../../../../../shared/reports.ts';
import { NOTIFICATION_TYPES } from '../../../../../shared/teams.ts';

export type TTeamChannel = TReportWizardContext['team_channels'][number];
export type TNotificationOption = (typeof NOTIFICATION_TYPES)[number];

/** Shown under the channel selector of a private report (part 3 §2.3). */
export const PRIVATE_CHANNEL_HINT = 'Disabled for private reports';
/** The select value of 'No channel'. */
export const NO_CHANNEL = '';
/** The select value of a saved channel that is no longer in the team's list. */
export const SAVED_CHANNEL = '__saved__';

/** True when the report's team is an email team (no chat platform, no channels). */
export function isEmailTeam(context: Pick<TReportWizardContext, 'report'>): boolean {
  return context.report.team_service === 'EMAIL';
}

/** The check-in notification choices: an email team only gets 'Email notification only'. */
export function notificationOptions(emailTeam: boolean): readonly TNotificationOption[] {
  return emailTeam ? NOTIFICATION_TYPES.filter((option) => option.value === 'email') : NOTIFICATION_TYPES;
}

/** The stored notification_type the radio value stands for; undefined for anything else. */
export function notificationTypeOf(value: string): TReportForm['notification_type'] | undefined {
  return NOTIFICATION_TYPE_VALUES.find((type) => type === value);
}

/**
 * The form an email team must submit, or undefined when it already does: notifications by email
 * only and no channel broadcast (an email team has no channel, so 'A channel is required.' could
 * not be fixed).
 */
export function emailTeamCorrections(form: TReportForm): TReportForm | undefined {
  const broadcast = form.enable_channel_broadcast || form.channel !== '';
  if (form.notification_type === 'email' && !broadcast) return undefined;
  return { ...form, notification_type: 'email', ...withChannel(undefined), enable_channel_broadcast: false };
}

/** The channel selector is disabled for a private report of a chat team. */
export function channelLockedByPrivacy(
  form: Pick<TReportForm, 'private_reports_enabled'>,
  emailTeam: boolean,
): boolean {
  return form.private_reports_enabled && !emailTeam;
}

/** The select value standing for a channel. */
export function channelKey(channel: Pick<TTeamChannel, 'id' | 'team_slug'>): string {
  return `${channel.team_slug}/${channel.id}`;
}

/** The form's channel among the team channels (matched by team too, when the form names one). */
export function findFormChannel(
  form: Pick<TReportForm, 'channel' | 'channel_team_slug'>,
  channels: readonly TTeamChannel[],
): TTeamChannel | undefined {
  if (form.channel === '') return undefined;
  return channels.find(
    (channel) =>
      channel.id === form.channel && (form.channel_team_slug === '' || channel.team_slug === form.channel_team_slug),
  );
}

/** The selector's value for the form: the channel's key, 'No channel', or the saved channel no longer listed. */
export function selectedChannelValue(
  form: Pick<TReportForm, 'channel' | 'channel_team_slug'>,
  channels: readonly TTeamChannel[],
): string {
  if (form.channel === '') return NO_CHANNEL;
  const found = findFormChannel(form, channels);
  return found === undefined ? SAVED_CHANNEL : channelKey(found);
}

/** The channel fields after choosing `channel`; choosing none clears all three. */
export function withChannel(
  channel: TTeamChannel | undefined,
): Pick<TReportForm, 'channel' | 'channel_team_slug' | 'channel_label'> {
  if (channel === undefined) return { channel: '', channel_team_slug: '', channel_label: '' };
  return { channel: channel.id, channel_team_slug: channel.team_slug, channel_label: channel.label };
}

export interface TChannelGroup {
  teamSlug: string;
  teamName: string;
  channels: TTeamChannel[];
}

/** The channels grouped by team, in the order they come, each group named after its team. */
export function channelGroups(
  channels: readonly TTeamChannel[],
  teams: TReportWizardContext['team_list'],
): TChannelGroup[] {
  const groups = new Map<string, TChannelGroup>();
  for (const channel of channels) {
    let group = groups.get(channel.team_slug);
    if (group === undefined) {
      const teamName = teams.find((team) => team.slug === channel.team_slug)?.team_name ?? channel.team_slug;
      group = { teamSlug: channel.team_slug, teamName, channels: [] };
      groups.set(channel.team_slug, group);
    }
    group.channels.push(channel);
  }
  return [...groups.values()];
}

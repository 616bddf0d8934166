import { describe, expect, it } from 'vitest';
import { REPORT_MESSAGES, reportFormErrors, type TReportForm, ZReportForm } from '../../../../../shared/reports.ts';
import {
  channelGroups,
  channelKey,
  channelLockedByPrivacy,
  emailTeamCorrections,
  isEmailTeam,
  NO_CHANNEL,
  notificationOptions,
  notificationTypeOf,
  SAVED_CHANNEL,
  selectedChannelValue,
  withChannel,
} from './share-rules.ts';

function makeForm(change: Partial<TReportForm> = {}): TReportForm {
  const form = ZReportForm.parse({ config: { fields: [{ type: 'text', value: 'Blockers?' }] }, users: ['u1'] });
  return { ...form, ...change };
}

const channels = [
  { id: 'C1', label: '#standup', team_slug: 'eng' },
  { id: 'C2', label: '#general', team_slug: 'eng' },
  { id: 'C1', label: '#sales', team_slug: 'sales' },
];
const teams = [
  { slug: 'eng', team_name: 'Engineering', service: 'SLACK' as const },
  { slug: 'sales', team_name: 'Sales', service: 'SLACK' as const },
];

describe('notification types', () => {
  it('offers the three types to chat teams and only email to email teams', () => {
    expect(notificationOptions(false).map((option) => option.value)).toEqual(['platform', 'email', 'platform_email']);
    expect(notificationOptions(true)).toEqual([{ value: 'email', label: 'Email notification only' }]);
    expect(notificationTypeOf('platform_email')).toBe('platform_email');
    expect(notificationTypeOf('sms')).toBeUndefined();
  });

  it('knows an email team by its service', () => {
    expect(isEmailTeam({ report: { team_service: 'EMAIL', team_slug: 't', team_name: 'T' } })).toBe(true);
    expect(isEmailTeam({ report: { team_service: 'MSTEAMS', team_slug: 't', team_name: 'T' } })).toBe(false);
  });
});

describe('email team corrections', () => {
  it('moves an email team to email notifications without a channel broadcast', () => {
    const form = makeForm({ notification_type: 'platform', enable_channel_broadcast: true, channel: '' });
    expect(reportFormErrors(form).channel).toEqual([REPORT_MESSAGES.channelRequired]);
    const corrected = emailTeamCorrections(form);
    expect(corrected).toMatchObject({ notification_type: 'email', enable_channel_broadcast: false, channel: '' });
    expect(corrected && reportFormErrors(corrected)).toEqual({});
  });

  it('leaves a form that is already right alone', () => {
    expect(emailTeamCorrections(makeForm({ notification_type: 'email' }))).toBeUndefined();
  });
});

describe('channel selector', () => {
  it('is disabled for a private report of a chat team only', () => {
    expect(channelLockedByPrivacy({ private_reports_enabled: true }, false)).toBe(true);
    expect(channelLockedByPrivacy({ private_reports_enabled: true }, true)).toBe(false);
    expect(channelLockedByPrivacy({ private_reports_enabled: false }, false)).toBe(false);
  });

  it('sets channel, team and label together, and choosing none clears them', () => {
    expect(withChannel(channels[2])).toEqual({ channel: 'C1', channel_team_slug: 'sales', channel_label: '#sales' });
    expect(withChannel(undefined)).toEqual({ channel: '', channel_team_slug: '', channel_label: '' });
  });

  it('shows the form channel, matched by team when the form names one', () => {
    expect(selectedChannelValue({ channel: '', channel_team_slug: '' }, channels)).toBe(NO_CHANNEL);
    expect(selectedChannelValue({ channel: 'C1', channel_team_slug: 'sales' }, channels)).toBe('sales/C1');
    expect(selectedChannelValue({ channel: 'C1', channel_team_slug: '' }, channels)).toBe('eng/C1');
    expect(selectedChannelValue({ channel: 'C9', channel_team_slug: 'eng' }, channels)).toBe(SAVED_CHANNEL);
    expect(channelKey({ id: 'C2', team_slug: 'eng' })).toBe('eng/C2');
  });

  it('groups the channels by team, named after the team', () => {
    const groups = channelGroups([...channels, { id: 'X', label: '#x', team_slug: 'gone' }], teams);
    expect(groups.map((group) => [group.teamName, group.channels.map((channel) => channel.label)])).toEqual([
      ['Engineering', ['#standup', '#general']],
      ['Sales', ['#sales']],
      ['gone', ['#x']],
    ]);
  });
});

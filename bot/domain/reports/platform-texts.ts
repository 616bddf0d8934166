/**
 * The default bot texts where they name a chat channel (spec part 3 §9: the default intro says the
 * answers are shared in #standup; the default subtitle says the bot posts each submission as it
 * comes). They fit a chat team that broadcasts to a channel, and nothing else: an email team has
 * no channel, and a summary email is sent once, after the answers are in. So a report that kept a
 * default says what happens on its own platform; a text an admin wrote is used as written.
 */
import { DEFAULT_BOT_MESSAGES } from '../../../shared/reports.ts';
import { isChatService } from '../platforms/platform-names.ts';
import type { TReportSettings } from './report-settings.ts';

/** The settings these texts read. */
export type TTextSettings = Pick<
  TReportSettings,
  'intro_message' | 'public_message_subtitle' | 'enable_channel_broadcast' | 'channel' | 'channel_label'
>;

const DEFAULT_CHANNEL_SENTENCE = 'Your answers will be shared in #standup.';

/** The default intro's last sentence without a channel: true of every report. */
export const INTRO_WITHOUT_CHANNEL = 'Your answers will be shared with your team.';

/** The summary email's subtitle when the report kept the chat broadcast's default. */
export const SUMMARY_EMAIL_SUBTITLE = "Here are everyone's answers, now that the check-in is over.";

/** The channel a chat team's report broadcasts to, as members know it ('#standup'), or null. */
function broadcastChannelOf(settings: TTextSettings, teamService: string): string | null {
  if (!isChatService(teamService)) return null;
  if (!settings.enable_channel_broadcast || settings.channel.trim() === '') return null;
  const label = settings.channel_label.trim().replace(/^#/, '');
  return label === '' ? null : `#${label}`;
}

/**
 * The intro template of a prompt: the admin's own words, or the default naming the report's real
 * broadcast channel, or, without one (an email team, no broadcast), no channel at all.
 */
export function introTemplateOf(settings: TTextSettings, teamService: string): string {
  const intro = settings.intro_message;
  if (intro !== DEFAULT_BOT_MESSAGES.intro_message) return intro;
  const channel = broadcastChannelOf(settings, teamService);
  const sentence = channel ? `Your answers will be shared in ${channel}.` : INTRO_WITHOUT_CHANNEL;
  return intro.replace(DEFAULT_CHANNEL_SENTENCE, sentence);
}

/** The summary email's subtitle template: the admin's own words, or one that fits an email. */
export function summaryEmailSubtitleOf(settings: TTextSettings): string {
  const subtitle = settings.public_message_subtitle;
  return subtitle === DEFAULT_BOT_MESSAGES.public_message_subtitle ? SUMMARY_EMAIL_SUBTITLE : subtitle;
}

import { describe, expect, it } from 'vitest';
import { DEFAULT_BOT_MESSAGES } from '../../../shared/reports.ts';
import { introTemplateOf, summaryEmailSubtitleOf, type TTextSettings } from './platform-texts.ts';

const settings = (values: Partial<TTextSettings> = {}): TTextSettings => ({
  intro_message: DEFAULT_BOT_MESSAGES.intro_message,
  public_message_subtitle: DEFAULT_BOT_MESSAGES.public_message_subtitle,
  enable_channel_broadcast: false,
  channel: '',
  channel_label: '',
  ...values,
});

describe('default bot texts on each platform', () => {
  it('an email team is not told about #standup', () => {
    const intro = introTemplateOf(settings(), 'EMAIL');
    expect(intro).toBe(
      'Hi {{name}}! It is time for the {{report}} report of {{team}}. Your answers will be shared with your team.',
    );
  });

  it('a chat team names the channel its report broadcasts to, and none when it does not broadcast', () => {
    const broadcasting = settings({ enable_channel_broadcast: true, channel: '19:abc', channel_label: 'Daily' });
    expect(introTemplateOf(broadcasting, 'MSTEAMS')).toContain('Your answers will be shared in #Daily.');
    expect(introTemplateOf(settings(), 'MSTEAMS')).toContain('Your answers will be shared with your team.');
  });

  it("keeps an admin's own intro and subtitle as written", () => {
    expect(introTemplateOf(settings({ intro_message: 'Morning, see #ops' }), 'EMAIL')).toBe('Morning, see #ops');
    expect(summaryEmailSubtitleOf(settings({ public_message_subtitle: 'Read me' }))).toBe('Read me');
  });

  it('a summary email never carries the chat broadcast subtitle', () => {
    const subtitle = summaryEmailSubtitleOf(settings());
    expect(subtitle).not.toBe(DEFAULT_BOT_MESSAGES.public_message_subtitle);
    expect(subtitle).not.toMatch(/post/);
  });
});

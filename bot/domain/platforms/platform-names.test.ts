import { describe, expect, it } from 'vitest';
import { chatPlatformOf } from './chat-platforms.ts';
import {
  CHAT_PLATFORM_NAMES,
  channelLabel,
  chatChannelIn,
  chatChannelOfService,
  isChatService,
  isEmailService,
  offersVideoMeetings,
  SERVICE,
  serviceOfChannel,
  syncsPhotos,
} from './platform-names.ts';

describe('the platform registry', () => {
  it('maps service values, channel names and labels both ways', () => {
    for (const platform of CHAT_PLATFORM_NAMES) {
      expect(chatChannelOfService(platform.service)).toBe(platform.channel);
      expect(serviceOfChannel(platform.channel)).toBe(platform.service);
      expect(channelLabel(platform.channel)).toBe(platform.label);
      expect(isChatService(platform.service)).toBe(true);
    }
    expect(chatChannelOfService(SERVICE.webex)).toBe('webex');
    expect(channelLabel('webex')).toBe('Cisco Webex Teams');
    expect(channelLabel('email')).toBe('Email');
    expect(channelLabel('fax')).toBe('fax');
    expect(serviceOfChannel(null)).toBeNull();
    expect(chatChannelOfService(SERVICE.email)).toBeUndefined();
    expect(isChatService(SERVICE.none)).toBe(false);
    expect(isEmailService(SERVICE.email)).toBe(true);
  });

  it('finds the chat channel among a check-in channels', () => {
    expect(chatChannelIn(['slack', 'email'])).toBe('slack');
    expect(chatChannelIn(['email'])).toBeUndefined();
  });

  it('says what each platform offers', () => {
    expect(offersVideoMeetings(SERVICE.msteams)).toBe(true);
    expect(offersVideoMeetings(SERVICE.slack)).toBe(false);
    expect(syncsPhotos(SERVICE.msteams)).toBe(true);
    expect(syncsPhotos(SERVICE.email)).toBe(false);
  });

  it('resolves targets only for registered chat platforms', () => {
    expect(chatPlatformOf(SERVICE.msteams)?.channel).toBe('msteams');
    expect(chatPlatformOf(SERVICE.email)).toBeNull();
  });
});

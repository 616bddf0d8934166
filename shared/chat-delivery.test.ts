import { describe, expect, it } from 'vitest';
import { chatStatusTaken, isChatDeliveryFailure } from './chat-delivery.ts';

describe('chat delivery rule', () => {
  it('takes 201 from Teams only, and any 2xx from Slack and Webex', () => {
    expect(chatStatusTaken('MSTEAMS', 201)).toBe(true);
    expect(chatStatusTaken('MSTEAMS', 200)).toBe(false);
    expect(chatStatusTaken('SLACK', 200)).toBe(true);
    expect(chatStatusTaken('SPARK', 200)).toBe(true);
    expect(chatStatusTaken('SPARK', 404)).toBe(false);
  });

  it('calls an error code or a refusal a failure, and no answer none', () => {
    expect(isChatDeliveryFailure('SPARK', 200, null)).toBe(false);
    expect(isChatDeliveryFailure('SPARK', null, null)).toBe(false);
    expect(isChatDeliveryFailure('SPARK', 200, 'x')).toBe(true);
    expect(isChatDeliveryFailure('MSTEAMS', 403, null)).toBe(true);
  });
});

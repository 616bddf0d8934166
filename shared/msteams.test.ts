import { describe, expect, it } from 'vitest';
import { connectedMessage, resyncedMessage } from './msteams.ts';

describe('Teams counts in messages', () => {
  it('says one member and one channel, never "1 members"', () => {
    expect(connectedMessage('Crew', 1)).toBe('Crew is connected to Microsoft Teams. 1 member was imported.');
    expect(connectedMessage('Crew', 6)).toBe('Crew is connected to Microsoft Teams. 6 members were imported.');
    expect(resyncedMessage('Crew', 1, 1)).toBe('Crew was resynced with Microsoft Teams: 1 member, 1 channel.');
    expect(resyncedMessage('Crew', 0, 2)).toBe('Crew was resynced with Microsoft Teams: 0 members, 2 channels.');
  });
});

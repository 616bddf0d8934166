import { describe, expect, it } from 'vitest';
import { MSTEAMS_MESSAGES } from '../../../../../shared/msteams.ts';
import { ApiError } from '../../../api/api-error.ts';
import {
  connectLinkRefusal,
  connectRefusalTitle,
  currentTeamNotice,
  fillMessage,
  memberCountText,
  offersOverwrite,
  platformName,
} from './connect-text.ts';

describe('the confirm screen words', () => {
  it('fills placeholders literally, even with replacement patterns in a name', () => {
    expect(fillMessage(MSTEAMS_MESSAGES.alreadyLinked, { team: 'Core $& Co' })).toBe(
      'Caution! This team is already linked with Core $& Co. This action can overwrite it.',
    );
    expect(fillMessage('{team_name} and {unknown}', { team_name: 'Dev' })).toBe('Dev and {unknown}');
  });

  it('counts one member and many', () => {
    expect(memberCountText('Dev', 1)).toMatch(/^Dev has 1 member in Microsoft Teams\./);
    expect(memberCountText('Dev', 7)).toMatch(/^Dev has 7 members in Microsoft Teams\./);
  });

  it('names platforms as the spec does, and passes unknown ones through', () => {
    expect(platformName('EMAIL')).toBe('Email');
    expect(platformName('SPARK')).toBe('Cisco Webex Teams');
    expect(platformName('ZOOM')).toBe('ZOOM');
  });

  it('offers Overwrite only over a team that has a platform', () => {
    expect(offersOverwrite(null)).toBe(false);
    expect(offersOverwrite({ name: 'Core', service: 'NONE' })).toBe(false);
    expect(offersOverwrite({ name: 'Core', service: 'SLACK' })).toBe(true);
  });
});

describe('the notice over Overwrite and Create New Team', () => {
  it('cautions about a chat-linked team with the spec words, and tells an email team what each choice does', () => {
    expect(currentTeamNotice({ name: 'Product Team', service: 'SLACK' })).toBe(
      'Caution! This team is already linked with Product Team. This action can overwrite it.',
    );
    const email = currentTeamNotice({ name: 'Product Team', service: 'EMAIL' });
    expect(email).not.toContain('already linked');
    expect(email).toBe(
      'Product Team runs by email now. Overwrite moves Product Team to Microsoft Teams; Create New Team keeps Product Team as it is and adds a new team.',
    );
  });
});

describe('a refused connect link', () => {
  it("is a 400, 403, 404 or 410 and carries the server's message", () => {
    expect(connectLinkRefusal(new ApiError(404, 'NOT_FOUND', MSTEAMS_MESSAGES.linkInvalid))).toBe(
      MSTEAMS_MESSAGES.linkInvalid,
    );
    expect(connectLinkRefusal(new ApiError(403, 'FORBIDDEN', 'Bad signature.'))).toBe('Bad signature.');
    expect(connectLinkRefusal(new ApiError(400, 'INVALID_INPUT', ' '))).toBe(MSTEAMS_MESSAGES.linkInvalid);
  });

  it('is titled by what happened to the link', () => {
    expect(connectRefusalTitle(MSTEAMS_MESSAGES.linkUsed)).toBe('This link was already used');
    expect(connectRefusalTitle(MSTEAMS_MESSAGES.linkExpired)).toBe('This link has expired');
    expect(connectRefusalTitle(MSTEAMS_MESSAGES.linkedElsewhere)).toBe(
      'This team is connected to another organization',
    );
    expect(connectRefusalTitle(MSTEAMS_MESSAGES.linkInvalid)).toBe('Oops! This link is invalid');
  });

  it('is not a sign-in prompt, an outage or no error at all', () => {
    expect(connectLinkRefusal(new ApiError(401, 'UNAUTHENTICATED', 'Sign in.'))).toBeUndefined();
    expect(connectLinkRefusal(new ApiError(503, 'UNAVAILABLE', 'Down.'))).toBeUndefined();
    expect(connectLinkRefusal(null)).toBeUndefined();
  });
});

describe('a refused Webex welcome link', () => {
  it("is titled in Webex's words and its words are found from the message alone", async () => {
    const { WEBEX_MESSAGES } = await import('../../../../../shared/webex.ts');
    const { linkWordsOfRefusal, MSTEAMS_CONNECT_WORDS, WEBEX_CONNECT_WORDS } = await import('./connect-words.ts');
    expect(connectRefusalTitle(WEBEX_MESSAGES.linkUsed, WEBEX_CONNECT_WORDS)).toBe('This link was already used');
    expect(connectRefusalTitle(WEBEX_MESSAGES.linkedElsewhere, WEBEX_CONNECT_WORDS)).toBe(
      'This space is connected to another organization',
    );
    expect(connectLinkRefusal(new ApiError(404, 'NOT_FOUND', ''), WEBEX_MESSAGES.linkInvalid)).toBe(
      WEBEX_MESSAGES.linkInvalid,
    );
    expect(linkWordsOfRefusal(WEBEX_MESSAGES.linkExpired)).toBe(WEBEX_CONNECT_WORDS);
    expect(linkWordsOfRefusal(MSTEAMS_MESSAGES.linkExpired)).toBe(MSTEAMS_CONNECT_WORDS);
    expect(linkWordsOfRefusal('Something else.')).toBe(MSTEAMS_CONNECT_WORDS);
  });
});

/**
 * Reading a Slack workspace for the roster import (issue 18): team.info for its name, every page
 * of users.list and of conversations.list (public, not archived), each call under the shared Slack
 * limiter (tier 2 for the lists), with the install's bot token opened only here and never logged.
 */
import type { TLogger } from '../../domain/logger.ts';
import type { TSlackDirectory, TSlackDirectoryInstall } from '../../domain/platforms/slack/slack-directory.ts';
import { openSlackToken } from '../../domain/platforms/slack/slack-install-store.ts';
import type { TSlackPerson, TSlackWorkspace } from '../../domain/platforms/slack/slack-roster.ts';
import type { TSecretBox } from '../../domain/secrets/secret-box.ts';
import type { TSlackRateLimiter } from './delivery/slack-rate-limiter.ts';
import { slackWebClient } from './slack-web-client.ts';

/** More pages than this is not a workspace we can read in one request (200 x 500 = 100,000 people). */
const MAX_PAGES = 500;

export interface TSlackDirectoryOptions {
  slackUrl: string;
  log: TLogger;
  box: TSecretBox;
  limiter: TSlackRateLimiter;
  /** users.list / conversations.list page size. */
  pageSize: number;
}

/** A users.list member or a team_join/user_change user, as Slack sends them. */
export interface TSlackApiUser {
  id?: string;
  name?: string;
  real_name?: string;
  deleted?: boolean;
  is_bot?: boolean;
  is_restricted?: boolean;
  is_ultra_restricted?: boolean;
  profile?: { email?: string; first_name?: string; last_name?: string; real_name?: string };
}

const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() !== '' ? value : null);

/** A Slack user in the domain's words. */
export function slackPersonOf(user: TSlackApiUser): TSlackPerson | null {
  if (!text(user.id)) return null;
  return {
    id: user.id!,
    name: text(user.name) ?? user.id!,
    realName: text(user.profile?.real_name) ?? text(user.real_name),
    givenName: text(user.profile?.first_name),
    surname: text(user.profile?.last_name),
    email: text(user.profile?.email),
    isBot: user.is_bot === true,
    deleted: user.deleted === true,
    isRestricted: user.is_restricted === true,
    isUltraRestricted: user.is_ultra_restricted === true,
  };
}

/** The Slack directory over the Web API. */
export function createSlackDirectory(options: TSlackDirectoryOptions): TSlackDirectory {
  const { limiter, pageSize } = options;
  return {
    async readWorkspace(install: TSlackDirectoryInstall): Promise<TSlackWorkspace> {
      const token = openSlackToken(options.box, install.botTokenSealed);
      if (!token) throw new Error('the Slack install has no usable bot token');
      const client = slackWebClient(options.slackUrl, options.log, token);
      const teamId = install.slackTeamId;
      const call = <T>(method: string, run: () => Promise<T>) => limiter.run({ teamId, method }, run);

      const info = await call('team.info', () => client.team.info());
      const people: TSlackPerson[] = [];
      await eachPage('users.list', async (cursor) => {
        const page = await call('users.list', () => client.users.list({ limit: pageSize, ...cursorArg(cursor) }));
        for (const member of page.members ?? []) {
          const person = slackPersonOf(member as TSlackApiUser);
          if (person) people.push(person);
        }
        return page.response_metadata?.next_cursor;
      });
      const channels: TSlackWorkspace['channels'] = [];
      await eachPage('conversations.list', async (cursor) => {
        const page = await call('conversations.list', () =>
          client.conversations.list({
            types: 'public_channel',
            exclude_archived: true,
            limit: pageSize,
            ...cursorArg(cursor),
          }),
        );
        for (const channel of page.channels ?? [])
          if (channel.id && channel.name && !channel.is_archived && !channel.is_private)
            channels.push({ id: channel.id, name: channel.name.slice(0, 200) });
        return page.response_metadata?.next_cursor;
      });
      return { teamName: text(info.team?.name) ?? '', people, channels };
    },
  };
}

const cursorArg = (cursor: string | undefined) => (cursor ? { cursor } : {});

/** Follows `next_cursor` until Slack says there is no next page. */
async function eachPage(
  method: string,
  read: (cursor: string | undefined) => Promise<string | undefined>,
): Promise<void> {
  let cursor: string | undefined;
  for (let page = 0; page < MAX_PAGES; page++) {
    cursor = (await read(cursor)) || undefined;
    if (!cursor) return;
  }
  throw new Error(`${method}: more than ${MAX_PAGES} pages`);
}

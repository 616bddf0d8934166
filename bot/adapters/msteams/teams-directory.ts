/**
 * Reads a Teams team for the domain (TMsTeamsDirectory): every roster page, the channels and the
 * team's name, through the SDK's TeamsInfo inside a proactive turn, each call within the tenant's
 * rate limit.
 */
import type { ConversationReference } from '@microsoft/agents-activity';
import type { TurnContext } from '@microsoft/agents-hosting';
import { TeamsInfo } from '@microsoft/agents-hosting-extensions-teams';
import type {
  TInstallAddress,
  TMsTeamsDirectory,
  TRosterMember,
  TTeamsRoster,
} from '../../domain/platforms/msteams/msteams-directory.ts';
import type { TeamsRateLimiter } from './delivery/rate-limiter.ts';
import type { RollcallCloudAdapter } from './teams-cloud-adapter.ts';

/** Members per roster page (Teams allows up to 500). */
const PAGE_SIZE = 500;
/** A roster bigger than this many pages is cut (100,000 people): a guard against a looping token. */
const MAX_PAGES = 200;

/** The roster fields Teams gives (TeamsChannelAccount). */
export interface TTeamsAccount {
  id: string;
  name?: string;
  aadObjectId?: string;
  email?: string;
  userPrincipalName?: string;
  givenName?: string;
  surname?: string;
}

/** A roster entry in the domain's words. */
export function rosterMemberOf(account: TTeamsAccount): TRosterMember {
  return {
    id: account.id,
    aadObjectId: account.aadObjectId ?? null,
    name: account.name ?? account.email ?? account.id,
    givenName: account.givenName ?? null,
    surname: account.surname ?? null,
    email: account.email ?? account.userPrincipalName ?? null,
  };
}

/** The conversation reference of an install, for proactive turns. */
export function referenceOf(install: TInstallAddress, botAccountId: string): ConversationReference {
  return {
    channelId: 'msteams',
    serviceUrl: install.serviceUrl,
    conversation: { id: install.conversationId, tenantId: install.tenantId, isGroup: install.kind === 'team' },
    agent: { id: botAccountId, name: 'Rollcall' },
  } as ConversationReference;
}

async function readWithin(
  context: TurnContext,
  install: TInstallAddress,
  limiter: TeamsRateLimiter,
): Promise<TTeamsRoster> {
  const key = { tenantId: install.tenantId, conversationId: install.conversationId };
  const members: TRosterMember[] = [];
  let token: string | undefined;
  for (let page = 0; page < MAX_PAGES; page += 1) {
    const result = await limiter.run(key, () =>
      install.kind === 'team'
        ? TeamsInfo.getPagedTeamMembers(context, install.msTeamId, PAGE_SIZE, token)
        : TeamsInfo.getPagedMembers(context, PAGE_SIZE, token),
    );
    members.push(...(result.members ?? []).map((account) => rosterMemberOf(account as TTeamsAccount)));
    token = result.continuationToken ?? undefined;
    if (!token) break;
  }
  if (install.kind !== 'team') return { teamName: install.teamName, members, channels: [] };
  const [details, channels] = await Promise.all([
    limiter.run(key, () => TeamsInfo.getTeamDetails(context, install.msTeamId)),
    limiter.run(key, () => TeamsInfo.getTeamChannels(context, install.msTeamId)),
  ]);
  return {
    teamName: details?.name ?? install.teamName,
    members,
    // The General channel has no name in Teams' answer.
    channels: (channels ?? []).map((channel) => ({ id: channel.id ?? '', name: channel.name ?? 'General' })),
  };
}

/** The Teams directory of the domain. */
export function createTeamsDirectory(deps: {
  adapter: RollcallCloudAdapter;
  limiter: TeamsRateLimiter;
  botAppId: string;
  botAccountId: string;
}): TMsTeamsDirectory {
  return {
    async readRoster(install) {
      let roster: TTeamsRoster | undefined;
      let failure: unknown;
      await deps.adapter.continueConversation(
        deps.botAppId ? deps.botAppId : {},
        referenceOf(install, deps.botAccountId),
        async (context) => {
          try {
            roster = await readWithin(context, install, deps.limiter);
          } catch (error) {
            failure = error;
          }
        },
      );
      if (failure) throw failure;
      if (!roster) throw new Error('Teams did not answer the roster');
      return roster;
    },
  };
}

/**
 * One inbound Teams activity (ARCHITECTURE §5: adapters parse, the domain decides): the bot added
 * to a team or a personal chat records the install and sends the installer the activation link;
 * the bot removed marks the install removed; a person added to a linked team joins the Rollcall
 * team; Action.Execute from a check-in card answers the refreshed card; any message gets help.
 */
import { Activity, type ChannelAccount } from '@microsoft/agents-activity';
import type { TurnContext } from '@microsoft/agents-hosting';
import { TeamsInfo } from '@microsoft/agents-hosting-extensions-teams';
import type { TEngineDeps } from '../../core/engine/engine-deps.ts';
import { helpNotice } from '../../core/engine/help-notice.ts';
import { queueChatMessages } from '../../domain/chat/queue-chat-messages.ts';
import { activationParamsOf, activationPath } from '../../domain/platforms/msteams/activation-link.ts';
import { addMembersToLinkedTeam } from '../../domain/platforms/msteams/add-linked-members.ts';
import { markMsTeamsInstallRemoved, recordMsTeamsInstall } from '../../domain/platforms/msteams/record-install.ts';
import { teamsTarget } from '../../domain/platforms/msteams/teams-address.ts';
import { ADAPTIVE_CARD_CONTENT_TYPE, teamsCardOf } from './teams-card.ts';
import { answerCardAction } from './teams-card-action.ts';
import { rosterMemberOf, type TTeamsAccount } from './teams-directory.ts';
import { activationNotice } from './teams-notice.ts';

export interface TTurnDeps {
  engine: TEngineDeps;
  /** Signs activation links. */
  secret: string;
}

interface TTeamsChannelData {
  team?: { id?: string; name?: string };
  tenant?: { id?: string };
  eventType?: string;
}

const channelDataOf = (activity: Activity): TTeamsChannelData => (activity.channelData ?? {}) as TTeamsChannelData;

function tenantOf(activity: Activity): string | null {
  return channelDataOf(activity).tenant?.id ?? activity.conversation?.tenantId ?? null;
}

const isBot = (member: ChannelAccount, activity: Activity) => member.id === activity.recipient?.id;

async function memberCountOf(context: TurnContext, teamId: string | null): Promise<number> {
  try {
    const page = teamId
      ? await TeamsInfo.getPagedTeamMembers(context, teamId, 500)
      : await TeamsInfo.getPagedMembers(context, 500);
    return page.members?.length ?? 0;
  } catch {
    return 0;
  }
}

async function onBotAdded(deps: TTurnDeps, context: TurnContext): Promise<void> {
  const { activity } = context;
  const tenantId = tenantOf(activity);
  const from = activity.from;
  const installerId = from?.id;
  if (!tenantId || !from || !installerId || !activity.conversation?.id || !activity.serviceUrl) return;
  const team = channelDataOf(activity).team;
  const kind = team?.id ? 'team' : 'personal';
  const install = await recordMsTeamsInstall(deps.engine.db, {
    kind,
    tenantId,
    msTeamId: team?.id ?? activity.conversation.id,
    conversationId: activity.conversation.id,
    serviceUrl: activity.serviceUrl,
    teamName: team?.name ?? from.name ?? 'Microsoft Teams chat',
    installerId,
    installerAadId: from.aadObjectId ?? null,
    memberCount: await memberCountOf(context, team?.id ?? null),
  });
  const publicUrl = deps.engine.publicUrl();
  const notice = activationNotice({
    teamName: install.teamName,
    activationUrl: `${publicUrl}${activationPath(activationParamsOf(install), deps.secret)}`,
    connectCode: install.connectCode,
    connectPageUrl: `${publicUrl}/platform/connect/`,
  });
  await deps.engine.db.transaction((tx) =>
    queueChatMessages(deps.engine, tx, [
      {
        idempotencyKey: `install:${install.id}:${install.updatedAt.getTime()}`,
        kind: 'install',
        accountId: null,
        target: teamsTarget({
          tenantId,
          serviceUrl: install.serviceUrl,
          conversationId: kind === 'personal' ? install.conversationId : null,
          recipientId: installerId,
        }),
        message: notice,
      },
    ]),
  );
  deps.engine.log.info({ installId: install.id, kind, status: install.status }, 'Teams install recorded');
}

async function onMembersAdded(deps: TTurnDeps, context: TurnContext, added: ChannelAccount[]): Promise<void> {
  const { activity } = context;
  const team = channelDataOf(activity).team;
  const tenantId = tenantOf(activity);
  if (!team?.id || !tenantId) return;
  const teamId = team.id;
  await addMembersToLinkedTeam(deps.engine.db, { tenantId, msTeamId: teamId }, async () => {
    const members = [];
    for (const member of added) {
      if (member.id)
        members.push(rosterMemberOf((await TeamsInfo.getTeamMember(context, teamId, member.id)) as TTeamsAccount));
    }
    return members;
  });
}

async function onConversationUpdate(deps: TTurnDeps, context: TurnContext): Promise<void> {
  const { activity } = context;
  const added = activity.membersAdded ?? [];
  const removed = activity.membersRemoved ?? [];
  if (added.some((member) => isBot(member, activity))) return onBotAdded(deps, context);
  if (removed.some((member) => isBot(member, activity))) {
    const tenantId = tenantOf(activity);
    const teamId = channelDataOf(activity).team?.id ?? activity.conversation?.id;
    if (tenantId && teamId) await markMsTeamsInstallRemoved(deps.engine.db, tenantId, teamId);
    return;
  }
  if (added.length > 0) await onMembersAdded(deps, context, added);
}

async function answerInvoke(context: TurnContext, body: unknown): Promise<void> {
  await context.sendActivity(Activity.fromObject({ type: 'invokeResponse', value: { status: 200, body } }));
}

async function onInvoke(deps: TTurnDeps, context: TurnContext): Promise<void> {
  const { activity } = context;
  if (activity.name !== 'adaptiveCard/action') {
    await context.sendActivity(Activity.fromObject({ type: 'invokeResponse', value: { status: 200 } }));
    return;
  }
  const value = (activity.value ?? {}) as { action?: { verb?: unknown; data?: unknown } };
  const card = await answerCardAction(deps.engine, {
    verb: typeof value.action?.verb === 'string' ? value.action.verb : '',
    data:
      value.action?.data && typeof value.action.data === 'object' ? (value.action.data as Record<string, unknown>) : {},
    fromId: activity.from?.id ?? '',
  });
  await answerInvoke(context, { statusCode: 200, type: ADAPTIVE_CARD_CONTENT_TYPE, value: card });
}

async function onMessage(deps: TTurnDeps, context: TurnContext): Promise<void> {
  const card = teamsCardOf(helpNotice(deps.engine.publicUrl(), 'channel'));
  await context.sendActivity(
    Activity.fromObject({ type: 'message', attachments: [{ contentType: ADAPTIVE_CARD_CONTENT_TYPE, content: card }] }),
  );
}

/** The turn logic handed to the SDK's adapter. */
export function teamsTurn(deps: TTurnDeps): (context: TurnContext) => Promise<void> {
  return async (context) => {
    switch (context.activity.type) {
      case 'conversationUpdate':
        return onConversationUpdate(deps, context);
      case 'invoke':
        return onInvoke(deps, context);
      case 'message':
        return onMessage(deps, context);
      case 'installationUpdate':
        if ((context.activity as { action?: string }).action === 'remove') {
          const tenantId = tenantOf(context.activity);
          const teamId = channelDataOf(context.activity).team?.id ?? context.activity.conversation?.id;
          if (tenantId && teamId) await markMsTeamsInstallRemoved(deps.engine.db, tenantId, teamId);
        }
        return;
      default:
        return;
    }
  };
}

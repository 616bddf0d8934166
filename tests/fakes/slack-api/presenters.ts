/** Slack's JSON shapes for people, channels, teams, messages and views (the fields apps read). */
import type { TFakeSlackChannel, TFakeSlackMessage, TFakeSlackUser, TFakeSlackWorkspace } from './types.ts';

/** Seconds east of UTC for a time zone now (Slack's tz_offset). */
function tzOffsetSeconds(tz: string): number {
  const name = new Intl.DateTimeFormat('en-US', { timeZone: tz, timeZoneName: 'longOffset' })
    .formatToParts(new Date())
    .find((part) => part.type === 'timeZoneName')?.value;
  const match = /GMT([+-])(\d{2}):(\d{2})/.exec(name ?? '');
  if (!match) return 0;
  return (match[1] === '-' ? -1 : 1) * (Number(match[2]) * 3600 + Number(match[3]) * 60);
}

/** A users.list / users.info member; the email only with users:read.email, as Slack does. */
export function presentUser(user: TFakeSlackUser, workspace: TFakeSlackWorkspace, withEmail: boolean, appId: string) {
  const image = `https://avatars.slack-edge.example/${user.id}`;
  const profile: Record<string, unknown> = {
    title: '',
    phone: '',
    real_name: user.realName,
    real_name_normalized: user.realName,
    display_name: user.name,
    display_name_normalized: user.name,
    first_name: user.firstName,
    last_name: user.lastName,
    status_text: '',
    image_24: `${image}_24.png`,
    image_48: `${image}_48.png`,
    image_72: `${image}_72.png`,
    image_192: `${image}_192.png`,
    image_512: `${image}_512.png`,
    team: workspace.id,
  };
  if (withEmail && user.email) profile.email = user.email;
  if (user.isBot) {
    profile.bot_id = user.id === workspace.botUserId ? workspace.botId : `B${user.id.slice(1)}`;
    profile.api_app_id = user.id === workspace.botUserId ? appId : 'A0OTHERAPP';
  }
  return {
    id: user.id,
    team_id: workspace.id,
    name: user.name,
    deleted: user.deleted,
    color: '9f69e7',
    real_name: user.realName,
    tz: user.tz,
    tz_label: user.tz,
    tz_offset: tzOffsetSeconds(user.tz),
    profile,
    is_admin: user.isAdmin,
    is_owner: user.isOwner,
    is_primary_owner: user.isOwner,
    is_restricted: user.isRestricted,
    is_ultra_restricted: user.isUltraRestricted,
    is_bot: user.isBot,
    is_app_user: false,
    updated: 1_700_000_000,
    is_email_confirmed: user.email !== null,
    ...(workspace.enterprise
      ? {
          enterprise_user: {
            id: `W${user.id.slice(1)}`,
            enterprise_id: workspace.enterprise.id,
            enterprise_name: workspace.enterprise.name,
            is_admin: false,
            is_owner: false,
            teams: [workspace.id],
          },
        }
      : {}),
  };
}

/** A conversations.list channel (or the DM as conversations.open returns it). */
export function presentChannel(channel: TFakeSlackChannel, workspace: TFakeSlackWorkspace) {
  if (channel.dmUserId)
    return {
      id: channel.id,
      created: 1_700_000_000,
      is_im: true,
      is_org_shared: false,
      user: channel.dmUserId,
      is_user_deleted: false,
      priority: 0,
    };
  return {
    id: channel.id,
    name: channel.name,
    name_normalized: channel.name,
    is_channel: !channel.isPrivate,
    is_group: channel.isPrivate,
    is_im: false,
    is_mpim: false,
    is_private: channel.isPrivate,
    is_archived: channel.isArchived,
    is_general: channel.name === 'general',
    is_shared: false,
    is_ext_shared: false,
    is_org_shared: false,
    is_member: channel.isMember,
    created: 1_700_000_000,
    creator: workspace.users[0]?.id ?? '',
    context_team_id: workspace.id,
    num_members: workspace.users.filter((user) => !user.deleted).length,
    topic: { value: '', creator: '', last_set: 0 },
    purpose: { value: '', creator: '', last_set: 0 },
  };
}

/** team.info's team. */
export function presentTeam(workspace: TFakeSlackWorkspace) {
  return {
    id: workspace.id,
    name: workspace.name,
    url: `https://${workspace.domain}.slack.com/`,
    domain: workspace.domain,
    email_domain: `${workspace.domain}.example`,
    icon: {
      image_default: true,
      image_34: `https://avatars.slack-edge.example/${workspace.id}_34.png`,
      image_68: `https://avatars.slack-edge.example/${workspace.id}_68.png`,
      image_132: `https://avatars.slack-edge.example/${workspace.id}_132.png`,
    },
    ...(workspace.enterprise
      ? { enterprise_id: workspace.enterprise.id, enterprise_name: workspace.enterprise.name }
      : {}),
  };
}

/** The message object chat.postMessage / chat.update answer with. */
export function presentMessage(message: TFakeSlackMessage, workspace: TFakeSlackWorkspace, appId: string) {
  return {
    type: 'message',
    user: workspace.botUserId,
    bot_id: workspace.botId,
    app_id: appId,
    team: workspace.id,
    text: message.text,
    ts: message.ts,
    ...(message.threadTs ? { thread_ts: message.threadTs, parent_user_id: workspace.botUserId } : {}),
    ...(message.blocks ? { blocks: message.blocks } : {}),
    ...(message.edits.length ? { edited: { user: workspace.botUserId, ts: message.ts } } : {}),
    bot_profile: { id: workspace.botId, app_id: appId, name: 'Rollcall', deleted: false, team_id: workspace.id },
  };
}

/**
 * The fake's world: workspaces with their people and channels, the app's tokens, the DMs it opened,
 * the messages it posted and the modals it opened. Ids look like Slack's (T, U, C, D, B, V).
 */
import { randomBytes } from 'node:crypto';
import type {
  TFakeClock,
  TFakeSlackChannel,
  TFakeSlackChannelInput,
  TFakeSlackMessage,
  TFakeSlackUser,
  TFakeSlackUserInput,
  TFakeSlackView,
  TFakeSlackWorkspace,
  TFakeSlackWorkspaceInput,
} from './types.ts';

export interface TFakeToken {
  token: string;
  kind: 'bot' | 'user';
  teamId: string;
  /** The bot user for bot tokens, the person for user tokens. */
  userId: string;
  scopes: string[];
  revoked: boolean;
}

export interface TFakeTrigger {
  teamId: string;
  userId: string;
  issuedAt: number;
  issuedAtReal: number;
  used: boolean;
}

const random = (bytes: number) => randomBytes(bytes).toString('hex');

/** The people every real roster has besides its members: what an import must skip. */
function filteredUsers(prefix: string, domain: string): TFakeSlackUserInput[] {
  return [
    { id: 'USLACKBOT', name: 'slackbot', realName: 'Slackbot', email: null },
    { id: `${prefix}BOT2`, name: 'standup-bot', realName: 'Other Bot', isBot: true, email: null },
    { id: `${prefix}GONE`, name: 'former', realName: 'Former Member', deleted: true, email: `former@${domain}` },
    { id: `${prefix}GST1`, name: 'guest', realName: 'Multi Guest', isRestricted: true, email: `guest@partner.example` },
    {
      id: `${prefix}GST2`,
      name: 'single-guest',
      realName: 'Single Guest',
      isRestricted: true,
      isUltraRestricted: true,
      email: `single@partner.example`,
    },
    { id: `${prefix}NOML`, name: 'no-email', realName: 'No Email', email: null },
  ];
}

export class FakeSlackWorld {
  readonly workspaces = new Map<string, TFakeSlackWorkspace>();
  readonly tokens = new Map<string, TFakeToken>();
  readonly messages: TFakeSlackMessage[] = [];
  readonly views = new Map<string, TFakeSlackView>();
  readonly triggers = new Map<string, TFakeTrigger>();
  private counter = 0;
  private lastTsMicros = 0;

  constructor(private readonly clock: TFakeClock) {}

  private nextId(prefix: string): string {
    this.counter += 1;
    return `${prefix}0${(46_656 + this.counter).toString(36).toUpperCase()}`;
  }

  /** A message ts: seconds.micros, unique and increasing across the fake. */
  nextTs(): string {
    this.lastTsMicros = Math.max(this.lastTsMicros + 1, this.clock.now() * 1000);
    const seconds = Math.floor(this.lastTsMicros / 1_000_000);
    return `${seconds}.${String(this.lastTsMicros % 1_000_000).padStart(6, '0')}`;
  }

  addWorkspace(input: TFakeSlackWorkspaceInput): TFakeSlackWorkspace {
    if (!/^T[A-Z0-9]+$/.test(input.id)) throw new Error(`Slack team ids look like T0123ABCD: ${input.id}`);
    if (this.workspaces.has(input.id)) throw new Error(`workspace ${input.id} already exists`);
    const domain =
      input.domain ??
      (input.name
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, '-')
        .replace(/^-|-$/g, '') ||
        'workspace');
    const prefix = `U${input.id.slice(1)}`;
    const workspace: TFakeSlackWorkspace = {
      id: input.id,
      name: input.name,
      domain,
      enterprise: input.enterpriseId
        ? { id: input.enterpriseId, name: input.enterpriseName ?? `${input.name} Org` }
        : null,
      users: [],
      channels: [],
      botUserId: `${prefix}APPB`,
      botId: `B${input.id.slice(1)}APP`,
    };
    this.workspaces.set(workspace.id, workspace);
    const members: TFakeSlackUserInput[] =
      typeof input.members === 'number'
        ? Array.from({ length: input.members }, (_, index) => {
            const n = index + 1;
            return {
              id: `${prefix}${String(n).padStart(4, '0')}`,
              name: `member${n}`,
              realName: `Member ${n}`,
              firstName: 'Member',
              lastName: String(n),
              email: `member${n}@${domain}.example`,
            };
          })
        : input.members;
    for (const member of members) this.addUser(workspace.id, member);
    this.addUser(workspace.id, {
      id: workspace.botUserId,
      name: 'rollcall',
      realName: 'Rollcall',
      isBot: true,
      email: null,
    });
    if (!input.noFilteredUsers)
      for (const extra of filteredUsers(prefix, `${domain}.example`)) this.addUser(workspace.id, extra);
    const channels = input.channels ?? [{ name: 'general' }, { name: 'random' }];
    for (const channel of channels) this.addChannel(workspace.id, channel);
    return workspace;
  }

  workspace(teamId: string): TFakeSlackWorkspace {
    const workspace = this.workspaces.get(teamId);
    if (!workspace) throw new Error(`the fake Slack has no workspace ${teamId}`);
    return workspace;
  }

  addUser(teamId: string, input: TFakeSlackUserInput = {}): TFakeSlackUser {
    const workspace = this.workspace(teamId);
    const id = input.id ?? this.nextId('U');
    if (this.findUser(teamId, id)) throw new Error(`user ${id} already exists in ${teamId}`);
    const n = workspace.users.length + 1;
    const realName = input.realName ?? `Person ${n}`;
    const [first = realName, ...rest] = realName.split(' ');
    const user: TFakeSlackUser = {
      id,
      teamId,
      name: input.name ?? `person${n}`,
      realName,
      firstName: input.firstName ?? first,
      lastName: input.lastName ?? rest.join(' '),
      email: input.email === undefined ? `person${n}.${id.toLowerCase()}@${workspace.domain}.example` : input.email,
      isBot: input.isBot ?? false,
      deleted: input.deleted ?? false,
      isRestricted: input.isRestricted ?? false,
      isUltraRestricted: input.isUltraRestricted ?? false,
      isAdmin: input.isAdmin ?? false,
      isOwner: input.isOwner ?? false,
      tz: input.tz ?? 'Europe/Berlin',
    };
    workspace.users.push(user);
    return user;
  }

  findUser(teamId: string, userId: string): TFakeSlackUser | undefined {
    return this.workspaces.get(teamId)?.users.find((user) => user.id === userId);
  }

  addChannel(teamId: string, input: TFakeSlackChannelInput): TFakeSlackChannel {
    const workspace = this.workspace(teamId);
    const channel: TFakeSlackChannel = {
      id: input.id ?? this.nextId(input.isPrivate ? 'G' : 'C'),
      teamId,
      name: input.name,
      isPrivate: input.isPrivate ?? false,
      isArchived: input.isArchived ?? false,
      isMember: input.isMember ?? true,
    };
    workspace.channels.push(channel);
    return channel;
  }

  findChannel(teamId: string, channelId: string): TFakeSlackChannel | undefined {
    return this.workspaces.get(teamId)?.channels.find((channel) => channel.id === channelId);
  }

  /** The app's DM with a person, created on first use (as chat.postMessage to a U id does). */
  dmWith(teamId: string, userId: string, create: boolean): TFakeSlackChannel | undefined {
    const workspace = this.workspace(teamId);
    const existing = workspace.channels.find((channel) => channel.dmUserId === userId);
    if (existing || !create) return existing;
    const channel: TFakeSlackChannel = {
      id: this.nextId('D'),
      teamId,
      name: userId,
      isPrivate: true,
      isArchived: false,
      isMember: true,
      dmUserId: userId,
    };
    workspace.channels.push(channel);
    return channel;
  }

  /** The workspace's live bot token (reused while not revoked), or a new one. */
  botToken(teamId: string, scopes: readonly string[]): TFakeToken {
    const workspace = this.workspace(teamId);
    const live = [...this.tokens.values()].find((one) => one.teamId === teamId && one.kind === 'bot' && !one.revoked);
    if (live) {
      live.scopes = [...new Set([...live.scopes, ...scopes])];
      return live;
    }
    return this.addToken({ kind: 'bot', teamId, userId: workspace.botUserId, scopes: [...scopes] });
  }

  userToken(teamId: string, userId: string, scopes: readonly string[]): TFakeToken {
    return this.addToken({ kind: 'user', teamId, userId, scopes: [...scopes] });
  }

  private addToken(token: Omit<TFakeToken, 'token' | 'revoked'>): TFakeToken {
    const prefix = token.kind === 'bot' ? 'xoxb' : 'xoxp';
    const record: TFakeToken = { ...token, token: `${prefix}-${token.teamId}-${random(12)}`, revoked: false };
    this.tokens.set(record.token, record);
    return record;
  }

  revokeTokens(teamId: string): void {
    for (const token of this.tokens.values()) if (token.teamId === teamId) token.revoked = true;
  }

  issueTrigger(teamId: string, userId: string): string {
    const id = `${Math.floor(this.clock.now() / 1000)}.${random(4)}.${random(16)}`;
    this.triggers.set(id, { teamId, userId, issuedAt: this.clock.now(), issuedAtReal: Date.now(), used: false });
    return id;
  }

  newView(teamId: string, userId: string, view: Record<string, unknown>): TFakeSlackView {
    const record: TFakeSlackView = {
      id: this.nextId('V'),
      teamId,
      userId,
      hash: `${Math.floor(this.clock.now() / 1000)}.${random(4)}`,
      view,
      versions: [view],
    };
    this.views.set(record.id, record);
    return record;
  }

  newHash(): string {
    return `${Math.floor(this.clock.now() / 1000)}.${random(4)}`;
  }
}

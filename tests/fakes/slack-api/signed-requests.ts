/**
 * Inbound requests exactly as Slack sends them to the app's request URL: event_callback envelopes
 * and url_verification as JSON, interactivity as form-encoded `payload=<json>`, each signed with
 * `X-Slack-Signature: v0=<hex HMAC-SHA256 of "v0:{timestamp}:{raw body}">` and
 * `X-Slack-Request-Timestamp`. Plus a forged copy (wrong secret) and a replayed one (old timestamp)
 * for the security tests. Send `{ headers, body }` with fetch or Fastify's inject.
 */
import { createHmac, randomBytes } from 'node:crypto';
import { realClock } from './clock.ts';
import type { TFakeClock, TFakeSlackApi, TFakeSlackUser } from './types.ts';

export interface TSignedSlackRequest {
  method: 'POST';
  headers: Record<string, string>;
  /** The raw body, byte for byte what was signed. */
  body: string;
  /** What the body carries (the envelope, or the interactivity payload). */
  payload: Record<string, unknown>;
}

export interface TSlackRequestBuilderOptions {
  signingSecret: string;
  /** Gives trigger ids it will accept and the modals it opened; without it trigger ids are made up. */
  fake?: TFakeSlackApi;
  /** Timestamps come from here; default real time (what the app's 5-minute check uses). */
  clock?: TFakeClock;
  /** api_app_id in envelopes; default the fake's app id. */
  appId?: string;
}

/** `v0=` + hex HMAC-SHA256 of `v0:{timestamp}:{body}`: Slack's request signature. */
export function slackSignature(signingSecret: string, timestamp: number | string, body: string): string {
  return `v0=${createHmac('sha256', signingSecret).update(`v0:${timestamp}:${body}`).digest('hex')}`;
}

/** Signs a raw body with a timestamp in seconds. */
export function signSlackBody(
  signingSecret: string,
  body: string,
  contentType: string,
  timestampSeconds: number,
  payload: Record<string, unknown>,
): TSignedSlackRequest {
  return {
    method: 'POST',
    headers: {
      'content-type': contentType,
      'x-slack-request-timestamp': String(timestampSeconds),
      'x-slack-signature': slackSignature(signingSecret, timestampSeconds, body),
      'user-agent': 'Slackbot 1.0 (+https://api.slack.com/robots)',
    },
    body,
    payload,
  };
}

const JSON_TYPE = 'application/json';
const FORM_TYPE = 'application/x-www-form-urlencoded';
const randomId = (prefix: string, length = 10) =>
  `${prefix}${randomBytes(length).toString('hex').toUpperCase().slice(0, length)}`;

/** Options common to interactivity payloads. */
export interface TInteractionBase {
  teamId: string;
  userId: string;
}

/** One answer for `inputValues`: text for plain_text_input, option values for checkboxes/selects. */
export type TInputAnswer = string | string[] | null;

type TJson = Record<string, unknown>;
const isObject = (value: unknown): value is TJson =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * `view.state.values` for a modal as Slack fills it: for every input block of `view`, the answer
 * given by action_id (or block_id); inputs not named keep their initial value, as a person who
 * leaves them alone would send. Checkboxes/selects take option values.
 */
export function inputValues(view: TJson, answers: Record<string, TInputAnswer>): TJson {
  const values: TJson = {};
  const blocks = Array.isArray(view.blocks) ? view.blocks : [];
  for (const block of blocks) {
    if (!isObject(block) || block.type !== 'input' || !isObject(block.element)) continue;
    const element = block.element;
    const blockId = String(block.block_id ?? '');
    const actionId = String(element.action_id ?? '');
    const given = actionId in answers ? answers[actionId] : blockId in answers ? answers[blockId] : undefined;
    const type = String(element.type);
    const options = (Array.isArray(element.options) ? element.options : []).filter(isObject);
    let state: TJson;
    if (type === 'plain_text_input') {
      const value =
        given === undefined ? (element.initial_value ?? null) : Array.isArray(given) ? given.join('\n') : given;
      state = { type, value: value === '' ? null : value };
    } else if (type === 'checkboxes') {
      const selected =
        given === undefined
          ? Array.isArray(element.initial_options)
            ? element.initial_options
            : []
          : options.filter((option) => [given].flat().includes(String(option.value)));
      state = { type, selected_options: selected };
    } else if (type === 'static_select' || type === 'radio_buttons') {
      const selected =
        given === undefined
          ? (element.initial_option ?? null)
          : (options.find((option) => [given].flat().includes(String(option.value))) ?? null);
      state = { type, selected_option: selected };
    } else {
      state = { type, value: given ?? null };
    }
    values[blockId] = { ...(isObject(values[blockId]) ? values[blockId] : {}), [actionId]: state };
  }
  return values;
}

/** Builds and signs Slack's inbound requests for one app (its signing secret). */
export function createSlackRequestBuilder(options: TSlackRequestBuilderOptions) {
  // Real time by default even when the fake runs on a manual clock: the app checks the timestamp
  // against its own clock (5 minutes), so signatures must be fresh in real time.
  const clock = options.clock ?? realClock;
  const appId = options.appId ?? options.fake?.appId ?? 'A0FAKEAPP1';
  const nowSeconds = () => Math.floor(clock.now() / 1000);
  const json = (payload: TJson) =>
    signSlackBody(options.signingSecret, JSON.stringify(payload), JSON_TYPE, nowSeconds(), payload);
  const form = (payload: TJson) =>
    signSlackBody(
      options.signingSecret,
      new URLSearchParams({ payload: JSON.stringify(payload) }).toString(),
      FORM_TYPE,
      nowSeconds(),
      payload,
    );
  const triggerId = (teamId: string, userId: string) =>
    options.fake?.issueTriggerId(teamId, userId) ??
    `${nowSeconds()}.${randomBytes(4).toString('hex')}.${randomBytes(16).toString('hex')}`;
  const team = (teamId: string) => {
    const workspace = options.fake?.workspace(teamId);
    return {
      id: teamId,
      domain: workspace?.domain ?? teamId.toLowerCase(),
      ...(workspace?.enterprise ? { enterprise_id: workspace.enterprise.id } : {}),
    };
  };
  const user = (teamId: string, userId: string) => {
    const person = options.fake?.workspace(teamId).users.find((one) => one.id === userId);
    return {
      id: userId,
      username: person?.name ?? userId.toLowerCase(),
      name: person?.name ?? userId.toLowerCase(),
      team_id: teamId,
    };
  };

  /** An event_callback envelope around `event`. */
  const eventCallback = (teamId: string, event: TJson, extra: { enterpriseId?: string; eventId?: string } = {}) => {
    const enterpriseId = extra.enterpriseId ?? options.fake?.workspace(teamId).enterprise?.id ?? null;
    const botUserId = options.fake?.workspace(teamId).botUserId ?? 'UFAKEBOT';
    return json({
      token: 'deprecated-verification-token',
      team_id: teamId,
      ...(enterpriseId ? { enterprise_id: enterpriseId } : {}),
      api_app_id: appId,
      event: { event_ts: `${nowSeconds()}.000100`, ...event },
      type: 'event_callback',
      event_id: extra.eventId ?? randomId('Ev'),
      event_time: nowSeconds(),
      authorizations: [
        {
          enterprise_id: enterpriseId,
          team_id: teamId,
          user_id: botUserId,
          is_bot: true,
          is_enterprise_install: false,
        },
      ],
      is_ext_shared_channel: false,
      event_context: randomId('4-', 24),
    });
  };

  const presentUser = (teamId: string, person: TFakeSlackUser | { id: string }) => {
    const full =
      'realName' in person ? person : options.fake?.workspace(teamId).users.find((one) => one.id === person.id);
    return {
      id: person.id,
      team_id: teamId,
      name: full?.name ?? person.id.toLowerCase(),
      deleted: full?.deleted ?? false,
      real_name: full?.realName ?? person.id,
      tz: full?.tz ?? 'Europe/Berlin',
      profile: {
        real_name: full?.realName ?? person.id,
        display_name: full?.name ?? '',
        first_name: full?.firstName ?? '',
        last_name: full?.lastName ?? '',
        ...(full?.email ? { email: full.email } : {}),
        team: teamId,
      },
      is_admin: full?.isAdmin ?? false,
      is_owner: full?.isOwner ?? false,
      is_restricted: full?.isRestricted ?? false,
      is_ultra_restricted: full?.isUltraRestricted ?? false,
      is_bot: full?.isBot ?? false,
      is_app_user: false,
    };
  };

  /** The modal as the app last set it (views.open/update through the fake), else a bare one. */
  const viewFor = (teamId: string, viewId: string | undefined, view: TJson | undefined) => {
    const stored = viewId ? options.fake?.view(viewId) : undefined;
    const base = view ?? stored?.view ?? { type: 'modal', blocks: [] };
    return {
      id: viewId ?? randomId('V'),
      team_id: teamId,
      type: 'modal',
      blocks: base.blocks ?? [],
      private_metadata: base.private_metadata ?? '',
      callback_id: base.callback_id ?? '',
      title: base.title,
      submit: base.submit,
      close: base.close,
      hash: stored?.hash ?? `${nowSeconds()}.abcd1234`,
      root_view_id: viewId ?? null,
      previous_view_id: null,
      app_id: appId,
      external_id: base.external_id ?? '',
      app_installed_team_id: teamId,
      bot_id: options.fake?.workspace(teamId).botId ?? 'BFAKEBOT',
      clear_on_close: false,
      notify_on_close: base.notify_on_close ?? false,
    };
  };

  return {
    /** url_verification: Slack's handshake when the request URL is saved. */
    urlVerification: (challenge = randomBytes(16).toString('hex')) =>
      json({ token: 'deprecated-verification-token', challenge, type: 'url_verification' }),

    eventCallback,

    /** team_join: a person joined the workspace. */
    teamJoin: (teamId: string, person: TFakeSlackUser | { id: string }) =>
      eventCallback(teamId, { type: 'team_join', user: presentUser(teamId, person) }),

    /** app_uninstalled: the app was removed; as on Slack, the fake's tokens for it are revoked first. */
    appUninstalled: (teamId: string) => {
      options.fake?.revokeTokens(teamId);
      return eventCallback(teamId, { type: 'app_uninstalled' });
    },

    /** tokens_revoked: the bot (and/or user) tokens were revoked (in the fake too). */
    tokensRevoked: (teamId: string, tokens: { bot?: string[]; oauth?: string[] } = {}) => {
      options.fake?.revokeTokens(teamId);
      return eventCallback(teamId, {
        type: 'tokens_revoked',
        tokens: {
          bot: tokens.bot ?? [options.fake?.workspace(teamId).botUserId ?? 'UFAKEBOT'],
          oauth: tokens.oauth ?? [],
        },
      });
    },

    /** app_home_opened: a person opened the app's Home (messages tab by default). */
    appHomeOpened: (teamId: string, userId: string, tab: 'home' | 'messages' = 'messages') =>
      eventCallback(teamId, {
        type: 'app_home_opened',
        user: userId,
        channel: options.fake?.dmChannel(teamId, userId) ?? randomId('D'),
        tab,
      }),

    /** message.im: a person wrote to the app in its DM. */
    messageIm: (teamId: string, userId: string, text: string) =>
      eventCallback(teamId, {
        type: 'message',
        channel: options.fake?.dmChannel(teamId, userId) ?? randomId('D'),
        user: userId,
        text,
        ts: `${nowSeconds()}.${String(Math.floor(Math.random() * 1e6)).padStart(6, '0')}`,
        team: teamId,
        channel_type: 'im',
      }),

    /**
     * block_actions: a button pressed in a message (`channelId` + `messageTs`) or in a modal
     * (`viewId`), with a fresh trigger id the fake accepts for 3 s, once.
     */
    blockActions: (
      input: TInteractionBase & {
        actionId: string;
        value?: string;
        blockId?: string;
        channelId?: string;
        messageTs?: string;
        viewId?: string;
        responseUrl?: string;
      },
    ) => {
      const message = input.messageTs
        ? options.fake?.messages(input.channelId).find((one) => one.ts === input.messageTs)
        : undefined;
      const action = {
        type: 'button',
        action_id: input.actionId,
        block_id: input.blockId ?? randomId('b', 6),
        text: { type: 'plain_text', text: input.actionId, emoji: true },
        ...(input.value === undefined ? {} : { value: input.value }),
        action_ts: `${nowSeconds()}.000200`,
      };
      return form({
        type: 'block_actions',
        user: user(input.teamId, input.userId),
        api_app_id: appId,
        token: 'deprecated-verification-token',
        container: input.viewId
          ? { type: 'view', view_id: input.viewId }
          : { type: 'message', message_ts: input.messageTs, channel_id: input.channelId, is_ephemeral: false },
        trigger_id: triggerId(input.teamId, input.userId),
        team: team(input.teamId),
        enterprise: null,
        is_enterprise_install: false,
        ...(input.channelId ? { channel: { id: input.channelId, name: 'directmessage' } } : {}),
        ...(message
          ? {
              message: {
                type: 'message',
                text: message.text,
                ts: message.ts,
                blocks: message.blocks ?? [],
                user: options.fake?.workspace(input.teamId).botUserId,
              },
            }
          : {}),
        ...(input.viewId ? { view: viewFor(input.teamId, input.viewId, undefined) } : {}),
        state: { values: {} },
        response_url:
          input.responseUrl ??
          `https://hooks.slack.example/actions/${input.teamId}/1/${randomBytes(8).toString('hex')}`,
        actions: [action],
      });
    },

    /**
     * view_submission: a person submitted a modal. `values` is Slack's `view.state.values`
     * (build it with `inputValues(view, answers)`); the view comes from the fake by `viewId`.
     */
    viewSubmission: (input: TInteractionBase & { viewId?: string; view?: TJson; values: TJson }) =>
      form({
        type: 'view_submission',
        team: team(input.teamId),
        user: user(input.teamId, input.userId),
        api_app_id: appId,
        token: 'deprecated-verification-token',
        trigger_id: triggerId(input.teamId, input.userId),
        view: { ...viewFor(input.teamId, input.viewId, input.view), state: { values: input.values } },
        response_urls: [],
        is_enterprise_install: false,
        enterprise: null,
      }),

    /** view_closed: a person closed a modal opened with notify_on_close. */
    viewClosed: (input: TInteractionBase & { viewId?: string; view?: TJson }) =>
      form({
        type: 'view_closed',
        team: team(input.teamId),
        user: user(input.teamId, input.userId),
        api_app_id: appId,
        token: 'deprecated-verification-token',
        view: viewFor(input.teamId, input.viewId, input.view),
        is_cleared: false,
        is_enterprise_install: false,
        enterprise: null,
      }),

    /** The same request signed with another secret (a forger's). */
    forged: (request: TSignedSlackRequest, wrongSecret = 'not-the-signing-secret'): TSignedSlackRequest => ({
      ...request,
      headers: {
        ...request.headers,
        'x-slack-signature': slackSignature(wrongSecret, request.headers['x-slack-request-timestamp']!, request.body),
      },
    }),

    /** The same body correctly signed, but with a timestamp `ageSeconds` old (a replay). */
    replayed: (request: TSignedSlackRequest, ageSeconds = 6 * 60): TSignedSlackRequest =>
      signSlackBody(
        options.signingSecret,
        request.body,
        request.headers['content-type']!,
        nowSeconds() - ageSeconds,
        request.payload,
      ),
  };
}

export type TSlackRequestBuilder = ReturnType<typeof createSlackRequestBuilder>;

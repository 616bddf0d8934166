/**
 * Every setting of the server, read once at boot (ARCHITECTURE §2). A bad value never starts a
 * half-configured server: all problems are collected, printed together, and the process exits 1.
 */
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';

const ZPort = z.coerce
  .number({ error: 'must be a number' })
  .int('must be a whole number')
  .min(0, 'must be between 0 and 65535 (0 picks a free port)')
  .max(65535, 'must be between 0 and 65535 (0 picks a free port)');

const ZUrl = (protocols: string[]) =>
  z
    .url({ error: 'must be a URL' })
    .refine((value) => URL.canParse(value) && protocols.includes(new URL(value).protocol), {
      message: `must start with ${protocols.map((p) => `${p}//`).join(' or ')}`,
    });

const emptyToUndefined = (value: unknown) => (value === '' ? undefined : value);

export const ZEnv = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: ZPort.default(3978),
  /** Unset: 127.0.0.1 outside production (nobody else on the network reaches a laptop's copy), 0.0.0.0 in production. */
  HOST: z.preprocess(emptyToUndefined, z.string().min(1).optional()),
  /** Which proxies may tell the client's address (X-Forwarded-For); unset: none. */
  TRUST_PROXY: z.preprocess(emptyToUndefined, z.string().optional()),
  PUBLIC_URL: z.preprocess(emptyToUndefined, ZUrl(['http:', 'https:']).optional()),
  DATABASE_URL: z.preprocess(emptyToUndefined, ZUrl(['postgres:', 'postgresql:']).optional()),
  DATA_DIR: z.string().min(1).default('./data'),
  SESSION_SECRET: z.preprocess(emptyToUndefined, z.string().min(32, 'must be at least 32 characters long').optional()),
  SMTP_URL: z.preprocess(emptyToUndefined, ZUrl(['smtp:', 'smtps:']).optional()),
  MAIL_FROM: z.string().min(3).default('Rollcall <rollcall@localhost>'),
  /** Domain of the reply addresses on check-in emails (reply+token@REPLY_DOMAIN); unset: no email replies. */
  REPLY_DOMAIN: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^[a-z0-9.-]+\.[a-z]{2,}$|^localhost$/i, 'must be a domain name such as reply.example.com')
      .optional(),
  ),
  /** Port of the inbound SMTP listener for replies; unset: no listener. */
  INBOUND_SMTP_PORT: z.preprocess(emptyToUndefined, ZPort.optional()),
  /** Shared secret of POST /inbound/email (mail providers' webhooks); unset: the route is off. */
  INBOUND_EMAIL_SECRET: z.preprocess(
    emptyToUndefined,
    z.string().min(24, 'must be at least 24 characters long').optional(),
  ),
  /** Microsoft Teams bot: the Azure Bot's app (client) id; unset outside production: anonymous local bot. */
  BOT_ID: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i, 'must be the bot app id (a GUID)')
      .optional(),
  ),
  /** The bot app's client secret. */
  BOT_PASSWORD: z.preprocess(emptyToUndefined, z.string().min(1).optional()),
  /** The bot app's tenant for a single-tenant app; unset: multi-tenant. */
  BOT_TENANT_ID: z.preprocess(emptyToUndefined, z.string().min(1).optional()),
  /** Requests per second to Microsoft Teams per customer tenant (Teams allows 30-50). */
  TEAMS_TENANT_RATE: z.coerce
    .number({ error: 'must be a number' })
    .int('must be a whole number')
    .min(1, 'must be at least 1')
    .max(1000, 'must be at most 1000')
    .default(30),
  /** Slack app (api.slack.com/apps): all three set turn Slack on; none leaves it off. */
  SLACK_CLIENT_ID: z.preprocess(emptyToUndefined, z.string().min(1).optional()),
  SLACK_CLIENT_SECRET: z.preprocess(emptyToUndefined, z.string().min(1).optional()),
  SLACK_SIGNING_SECRET: z.preprocess(emptyToUndefined, z.string().min(1).optional()),
  /** Where Slack lives (its OAuth pages and, under /api/, its Web API); tests point it at tests/fakes/slack-api. */
  SLACK_URL: z.preprocess(emptyToUndefined, ZUrl(['http:', 'https:']).default('https://slack.com')),
  /** Messages per minute Rollcall posts to one Slack workspace (Slack's cap is unpublished; ~1 per second per channel is). */
  SLACK_MESSAGES_PER_MINUTE: z.coerce
    .number({ error: 'must be a number' })
    .int('must be a whole number')
    .min(1, 'must be at least 1')
    .max(10_000, 'must be at most 10000')
    .default(300),
  /** Page size of Slack's users.list and conversations.list reads (Slack recommends at most 200). */
  SLACK_ROSTER_PAGE_SIZE: z.coerce
    .number({ error: 'must be a number' })
    .int('must be a whole number')
    .min(1, 'must be at least 1')
    .max(1000, 'must be at most 1000')
    .default(200),
  /**
   * Cisco Webex bot (developer.webex.com/my-apps): the bot's access token and the secret its webhooks
   * are signed with (X-Spark-Signature); both turn Webex on, none leaves it off.
   */
  WEBEX_BOT_TOKEN: z.preprocess(emptyToUndefined, z.string().min(20, 'must be the bot access token').optional()),
  WEBEX_WEBHOOK_SECRET: z.preprocess(
    emptyToUndefined,
    z.string().min(16, 'must be at least 16 characters (it signs every webhook delivery)').optional(),
  ),
  /** Where the Webex REST API lives (its /v1 base); tests point it at tests/fakes/webex-api. */
  WEBEX_URL: z.preprocess(emptyToUndefined, ZUrl(['http:', 'https:']).default('https://webexapis.com/v1')),
  /** Messages per minute Rollcall posts through the Webex bot (Webex publishes no figure; 429 Retry-After is honoured). */
  WEBEX_MESSAGES_PER_MINUTE: z.coerce
    .number({ error: 'must be a number' })
    .int('must be a whole number')
    .min(1, 'must be at least 1')
    .max(10_000, 'must be at most 10000')
    .default(300),
  /**
   * Microsoft identity (Sign in with Microsoft, the Teams tabs' single sign-on, Graph photos and
   * calendars): an Entra ID app registration's client id and secret; both or neither (the bot's
   * own registration, BOT_ID and BOT_PASSWORD, may be reused).
   */
  MICROSOFT_CLIENT_ID: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i, 'must be the app (client) id (a GUID)')
      .optional(),
  ),
  MICROSOFT_CLIENT_SECRET: z.preprocess(emptyToUndefined, z.string().min(1).optional()),
  /** Where the Microsoft identity platform lives; tests point it at tests/fakes/microsoft-identity. */
  MICROSOFT_LOGIN_URL: z.preprocess(
    emptyToUndefined,
    ZUrl(['http:', 'https:']).default('https://login.microsoftonline.com'),
  ),
  /** Where Microsoft Graph lives (national clouds differ); tests point it at the same fake. */
  MICROSOFT_GRAPH_URL: z.preprocess(emptyToUndefined, ZUrl(['http:', 'https:']).default('https://graph.microsoft.com')),
  /** Stripe (billing): the secret API key and the webhook endpoint's signing secret; both or neither. */
  STRIPE_SECRET_KEY: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^(sk|rk)_(test|live)_[A-Za-z0-9]+$/, 'must be a Stripe secret key (sk_live_..., sk_test_... or rk_...)')
      .optional(),
  ),
  STRIPE_WEBHOOK_SECRET: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^whsec_[A-Za-z0-9]+$/, 'must be the webhook signing secret (whsec_...)')
      .optional(),
  ),
  /** Where Stripe's API lives; tests point it at tests/fakes/stripe. */
  STRIPE_URL: z.preprocess(emptyToUndefined, ZUrl(['http:', 'https:']).default('https://api.stripe.com')),
  /**
   * Microsoft commercial marketplace (SaaS offers): the publisher's Entra tenant of the offer's
   * technical configuration. Set turns the marketplace landing page and webhook on; it needs
   * MICROSOFT_CLIENT_ID and MICROSOFT_CLIENT_SECRET (the offer's app registration).
   */
  MARKETPLACE_TENANT_ID: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i, 'must be a tenant id (a GUID)')
      .optional(),
  ),
  /** Where the SaaS fulfillment API lives; tests point it at tests/fakes/marketplace. */
  MARKETPLACE_URL: z.preprocess(
    emptyToUndefined,
    ZUrl(['http:', 'https:']).default('https://marketplaceapi.microsoft.com'),
  ),
  /**
   * Work tools a person connects (issue 23; /my/settings/services): each tool's OAuth app, both or
   * neither (unset: the tool's card says it is not set up here), and where the tool lives (tests
   * point these at tests/fakes/work-tools). Azure DevOps and Planner use the Microsoft identity app
   * (MICROSOFT_CLIENT_ID and MICROSOFT_CLIENT_SECRET); Clubhouse takes a personal API key.
   */
  GITHUB_CLIENT_ID: z.preprocess(emptyToUndefined, z.string().min(1).optional()),
  GITHUB_CLIENT_SECRET: z.preprocess(emptyToUndefined, z.string().min(1).optional()),
  GITHUB_URL: z.preprocess(emptyToUndefined, ZUrl(['http:', 'https:']).default('https://github.com')),
  GITHUB_API_URL: z.preprocess(emptyToUndefined, ZUrl(['http:', 'https:']).default('https://api.github.com')),
  GITLAB_CLIENT_ID: z.preprocess(emptyToUndefined, z.string().min(1).optional()),
  GITLAB_CLIENT_SECRET: z.preprocess(emptyToUndefined, z.string().min(1).optional()),
  /** GitLab.com or a self-managed GitLab (its API is under /api/v4). */
  GITLAB_URL: z.preprocess(emptyToUndefined, ZUrl(['http:', 'https:']).default('https://gitlab.com')),
  /** Jira Cloud: an Atlassian OAuth 2.0 (3LO) app. */
  ATLASSIAN_CLIENT_ID: z.preprocess(emptyToUndefined, z.string().min(1).optional()),
  ATLASSIAN_CLIENT_SECRET: z.preprocess(emptyToUndefined, z.string().min(1).optional()),
  ATLASSIAN_AUTH_URL: z.preprocess(emptyToUndefined, ZUrl(['http:', 'https:']).default('https://auth.atlassian.com')),
  ATLASSIAN_API_URL: z.preprocess(emptyToUndefined, ZUrl(['http:', 'https:']).default('https://api.atlassian.com')),
  ASANA_CLIENT_ID: z.preprocess(emptyToUndefined, z.string().min(1).optional()),
  ASANA_CLIENT_SECRET: z.preprocess(emptyToUndefined, z.string().min(1).optional()),
  ASANA_URL: z.preprocess(emptyToUndefined, ZUrl(['http:', 'https:']).default('https://app.asana.com')),
  /** Trello: the Power-Up's API key (Trello's authorize page answers a token in the URL hash). */
  TRELLO_API_KEY: z.preprocess(emptyToUndefined, z.string().min(1).optional()),
  TRELLO_URL: z.preprocess(emptyToUndefined, ZUrl(['http:', 'https:']).default('https://trello.com')),
  TRELLO_API_URL: z.preprocess(emptyToUndefined, ZUrl(['http:', 'https:']).default('https://api.trello.com')),
  AZURE_DEVOPS_URL: z.preprocess(emptyToUndefined, ZUrl(['http:', 'https:']).default('https://dev.azure.com')),
  /** Where Azure DevOps lists a person's profile and organisations. */
  AZURE_DEVOPS_VSSPS_URL: z.preprocess(
    emptyToUndefined,
    ZUrl(['http:', 'https:']).default('https://app.vssps.visualstudio.com'),
  ),
  /** Clubhouse (now Shortcut) REST API v3. */
  CLUBHOUSE_API_URL: z.preprocess(emptyToUndefined, ZUrl(['http:', 'https:']).default('https://api.app.shortcut.com')),
  /**
   * Outgoing webhooks to private, loopback and link-local addresses (an attacker's way into the
   * server's own network). Unset: refused in production, allowed elsewhere (local receivers, tests).
   */
  WEBHOOKS_ALLOW_PRIVATE_NETWORKS: z.preprocess(
    emptyToUndefined,
    z
      .enum(['true', 'false'], { error: 'must be true or false' })
      .optional()
      .transform((value) => (value === undefined ? undefined : value === 'true')),
  ),
  ROLE: z.enum(['all', 'web', 'worker'], { error: 'must be all, web or worker' }).default('all'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  HELP_DESK_URL: z.preprocess(emptyToUndefined, ZUrl(['http:', 'https:', 'mailto:']).optional()),
  FEEDBACK_URL: z.preprocess(emptyToUndefined, ZUrl(['http:', 'https:', 'mailto:']).optional()),
  /**
   * Where 'Contact us' and 'Chat with us' messages go (the /contact/ form emails them here). Unset:
   * the address of MAIL_FROM, so the messages reach whoever runs the server's mail.
   */
  SUPPORT_EMAIL: z.preprocess(emptyToUndefined, z.email('must be an email address').max(254).optional()),
  /**
   * The folder of the learning area, release notes and help articles (Markdown with front matter,
   * see content/README.md). Unset: the content/ folder shipped in the repository. A deployment
   * points it at its own copy to replace or add pages without a rebuild.
   */
  CONTENT_DIR: z.preprocess(emptyToUndefined, z.string().min(1).optional()),
  SIGNUP_DOMAIN_TRIAL_LIMIT: z.coerce
    .number({ error: 'must be a number' })
    .int('must be a whole number')
    .min(0, 'must be 0 (no limit) or more')
    .default(3),
  /** Unset: the demo account is seeded outside production only. */
  SEED_DEMO: z.preprocess(
    emptyToUndefined,
    z
      .enum(['true', 'false'], { error: 'must be true or false' })
      .optional()
      .transform((value) => (value === undefined ? undefined : value === 'true')),
  ),
});

/**
 * What Fastify's `trustProxy` gets: false (no proxy), a hop count, or the proxies' addresses
 * (IPs, CIDR ranges, or proxy-addr's names loopback, linklocal, uniquelocal).
 */
export type TTrustProxy = false | number | string[];

/** The validated settings, with PUBLIC_URL and SESSION_SECRET always resolved. */
export type TEnv = Omit<
  z.infer<typeof ZEnv>,
  'PUBLIC_URL' | 'SESSION_SECRET' | 'HOST' | 'TRUST_PROXY' | 'SEED_DEMO'
> & {
  PUBLIC_URL: string;
  SESSION_SECRET: string;
  HOST: string;
  TRUST_PROXY: TTrustProxy;
  SEED_DEMO: boolean;
  /** True when PUBLIC_URL was not set and comes from PORT; the server corrects it once it listens. */
  publicUrlFromPort: boolean;
};

/** Thrown by loadEnv with one line per problem, so main can print them all at once. */
export class EnvError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid settings:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'EnvError';
  }
}

/**
 * Validates the environment. Outside production a missing SESSION_SECRET is generated once and
 * kept in DATA_DIR so sessions survive restarts; production must set it.
 */
export function loadEnv(source: NodeJS.ProcessEnv = process.env): TEnv {
  const parsed = ZEnv.safeParse(source);
  if (!parsed.success) {
    throw new EnvError(
      parsed.error.issues.map((issue) => {
        const name = issue.path.join('.');
        return `${name}=${JSON.stringify(source[name] ?? '')}: ${issue.message}`;
      }),
    );
  }
  const env = parsed.data;
  if (env.NODE_ENV === 'production' && !env.SESSION_SECRET) {
    throw new EnvError(['SESSION_SECRET: required in production (at least 32 characters)']);
  }
  const trustProxy = parseTrustProxy(env.TRUST_PROXY);
  if (typeof trustProxy === 'string') {
    throw new EnvError([`TRUST_PROXY=${JSON.stringify(env.TRUST_PROXY)}: ${trustProxy}`]);
  }
  if (Boolean(env.BOT_ID) !== Boolean(env.BOT_PASSWORD)) {
    throw new EnvError([
      env.BOT_ID
        ? 'BOT_PASSWORD: required with BOT_ID (the bot app client secret)'
        : 'BOT_ID: required with BOT_PASSWORD (the bot app id)',
    ]);
  }
  const slackSet = [env.SLACK_CLIENT_ID, env.SLACK_CLIENT_SECRET, env.SLACK_SIGNING_SECRET].filter(Boolean).length;
  if (slackSet !== 0 && slackSet !== 3) {
    throw new EnvError(
      (['SLACK_CLIENT_ID', 'SLACK_CLIENT_SECRET', 'SLACK_SIGNING_SECRET'] as const)
        .filter((name) => !env[name])
        .map(
          (name) => `${name}: required with the other SLACK_* app settings (set all three, or none to leave Slack off)`,
        ),
    );
  }
  if (Boolean(env.WEBEX_BOT_TOKEN) !== Boolean(env.WEBEX_WEBHOOK_SECRET)) {
    throw new EnvError([
      env.WEBEX_BOT_TOKEN
        ? "WEBEX_WEBHOOK_SECRET: required with WEBEX_BOT_TOKEN (the secret the bot's webhooks are signed with)"
        : 'WEBEX_BOT_TOKEN: required with WEBEX_WEBHOOK_SECRET (the Webex bot access token)',
    ]);
  }
  if (Boolean(env.MICROSOFT_CLIENT_ID) !== Boolean(env.MICROSOFT_CLIENT_SECRET)) {
    throw new EnvError([
      env.MICROSOFT_CLIENT_ID
        ? 'MICROSOFT_CLIENT_SECRET: required with MICROSOFT_CLIENT_ID (the app registration client secret)'
        : 'MICROSOFT_CLIENT_ID: required with MICROSOFT_CLIENT_SECRET (the app registration client id)',
    ]);
  }
  if (Boolean(env.STRIPE_SECRET_KEY) !== Boolean(env.STRIPE_WEBHOOK_SECRET)) {
    throw new EnvError([
      env.STRIPE_SECRET_KEY
        ? 'STRIPE_WEBHOOK_SECRET: required with STRIPE_SECRET_KEY (the signing secret of the /stripe/webhook endpoint)'
        : 'STRIPE_SECRET_KEY: required with STRIPE_WEBHOOK_SECRET (the Stripe secret API key)',
    ]);
  }
  if (env.MARKETPLACE_TENANT_ID && !env.MICROSOFT_CLIENT_ID) {
    throw new EnvError([
      'MARKETPLACE_TENANT_ID: needs MICROSOFT_CLIENT_ID and MICROSOFT_CLIENT_SECRET (the app registration of the offer)',
    ]);
  }
  const toolPairs = [
    ['GITHUB_CLIENT_ID', 'GITHUB_CLIENT_SECRET'],
    ['GITLAB_CLIENT_ID', 'GITLAB_CLIENT_SECRET'],
    ['ATLASSIAN_CLIENT_ID', 'ATLASSIAN_CLIENT_SECRET'],
    ['ASANA_CLIENT_ID', 'ASANA_CLIENT_SECRET'],
  ] as const;
  const toolProblems = toolPairs
    .filter(([id, secret]) => Boolean(env[id]) !== Boolean(env[secret]))
    .map(([id, secret]) =>
      env[id] ? `${secret}: required with ${id} (the OAuth app's client secret)` : `${id}: required with ${secret}`,
    );
  if (toolProblems.length > 0) throw new EnvError(toolProblems);
  if (env.NODE_ENV === 'production') {
    const plain = (
      [
        'MICROSOFT_LOGIN_URL',
        'MICROSOFT_GRAPH_URL',
        'STRIPE_URL',
        'MARKETPLACE_URL',
        'WEBEX_URL',
        'GITHUB_URL',
        'GITHUB_API_URL',
        'GITLAB_URL',
        'ATLASSIAN_AUTH_URL',
        'ATLASSIAN_API_URL',
        'ASANA_URL',
        'TRELLO_URL',
        'TRELLO_API_URL',
        'AZURE_DEVOPS_URL',
        'AZURE_DEVOPS_VSSPS_URL',
        'CLUBHOUSE_API_URL',
      ] as const
    ).filter((name) => env[name].startsWith('http:'));
    if (plain.length > 0) {
      throw new EnvError(plain.map((name) => `${name}: must start with https:// in production (tokens travel there)`));
    }
  }
  const production = env.NODE_ENV === 'production';
  return {
    ...env,
    HOST: env.HOST ?? (production ? '0.0.0.0' : '127.0.0.1'),
    TRUST_PROXY: trustProxy,
    SEED_DEMO: env.SEED_DEMO ?? !production,
    WEBHOOKS_ALLOW_PRIVATE_NETWORKS: env.WEBHOOKS_ALLOW_PRIVATE_NETWORKS ?? !production,
    PUBLIC_URL: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, ''),
    publicUrlFromPort: env.PUBLIC_URL === undefined,
    SESSION_SECRET: env.SESSION_SECRET ?? readOrCreateSessionSecret(env.DATA_DIR),
  };
}

const PROXY_RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/**
 * Reads TRUST_PROXY: unset or 'false' trusts no proxy; a whole number is the count of proxy hops
 * in front of Rollcall; otherwise a comma-separated list of proxy addresses or CIDR ranges.
 * 'true' (trust any sender) is refused: it lets every client choose its own address.
 * Returns the problem as a string when the value is not usable.
 */
export function parseTrustProxy(value: string | undefined): TTrustProxy | string {
  const text = value?.trim().toLowerCase();
  if (!text || text === 'false' || text === '0') return false;
  if (text === 'true') {
    return "trusting every proxy lets any client choose its address; give the hop count (e.g. 1) or the proxies' addresses";
  }
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    return hops <= 10 ? hops : 'must be at most 10 hops';
  }
  const entries = text.split(',').map((entry) => entry.trim());
  const bad = entries.filter((entry) => !PROXY_RANGE_NAMES.has(entry) && !isAddressOrRange(entry));
  if (bad.length > 0) {
    return `not an address or range: ${bad.join(', ')} (use a hop count, IPs, CIDR ranges, loopback, linklocal or uniquelocal)`;
  }
  return entries;
}

function isAddressOrRange(entry: string): boolean {
  const [address, bits, extra] = entry.split('/');
  if (extra !== undefined || !address) return false;
  const family = isIP(address);
  if (family === 0) return false;
  if (bits === undefined) return true;
  if (!/^\d+$/.test(bits)) return false;
  return Number(bits) <= (family === 4 ? 32 : 128);
}

function readOrCreateSessionSecret(dataDir: string): string {
  const file = path.join(dataDir, 'session-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}

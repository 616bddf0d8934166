/**
 * The public REST API (issue 23 §5, beyond the spec): personal API tokens (made, listed and
 * revoked on /my/settings/api-tokens/ with the web session) and every request and answer of
 * `/api/public/v1/`, which a token calls with `Authorization: Bearer <token>`. The `.meta()` of
 * these schemas is what the OpenAPI document (`/api/public/v1/openapi.json`) is generated from, so
 * the document and the server read one contract.
 *
 * A token acts as its owner, narrowed to its scopes: `read` (GET everything its owner may read)
 * and `answer` (save and submit its owner's own check-ins). It never does more than its owner.
 */
import { z } from 'zod';
import { ACCOUNT_TYPE_IDS } from './roles.ts';

export const API_TOKEN_SCOPES = ['read', 'answer'] as const;
export type TApiTokenScope = (typeof API_TOKEN_SCOPES)[number];

/** What the page and the document say about each scope. */
export const API_TOKEN_SCOPE_INFO: Record<TApiTokenScope, { label: string; description: string }> = {
  read: {
    label: 'Read',
    description: 'Read your reports, runs, entries, teams and check-ins: everything you may read on the web.',
  },
  answer: {
    label: 'Answer',
    description: 'Save and submit your own check-in answers, goal and blocker.',
  },
};

/** Lifetimes offered when a token is made: days, or never. */
export const API_TOKEN_EXPIRIES = ['30', '90', '365', 'never'] as const;
export type TApiTokenExpiry = (typeof API_TOKEN_EXPIRIES)[number];
export const API_TOKEN_EXPIRY_LABELS: Record<TApiTokenExpiry, string> = {
  '30': '30 days',
  '90': '90 days',
  '365': '1 year',
  never: 'Never',
};

export const PUBLIC_API = {
  basePath: '/api/public/v1',
  openApiPath: '/api/public/v1/openapi.json',
  /** Every token starts with it, so people (and secret scanners) can tell what it is. */
  tokenPrefix: 'rc_',
  /** Random bytes after the prefix (base64url: 43 characters). */
  tokenBytes: 32,
  /** Characters of the token kept and shown in the list to tell tokens apart. */
  prefixChars: 10,
  nameChars: 100,
  /** Active (neither revoked nor expired) tokens one person may hold. */
  activeTokensPerPerson: 20,
  /** Calls a minute per token (a burst of this many, refilled evenly). */
  requestsPerMinute: 120,
  defaultPageSize: 25,
  maxPageSize: 100,
  /** last_used_at is written at most this often per token. */
  lastUsedEveryMs: 60_000,
} as const;

export const PUBLIC_API_MESSAGES = {
  nameRequired: 'Give the token a name, so you know later what it is for.',
  nameTooLong: `A name can be at most ${PUBLIC_API.nameChars} characters.`,
  scopesRequired: 'Choose at least one scope.',
  expiryRequired: 'Choose when the token expires.',
  tooMany: `You can have at most ${PUBLIC_API.activeTokensPerPerson} active API tokens. Revoke one you no longer use first.`,
  created: 'API token created. Copy it now: you won’t see it again.',
  revoked: 'API token revoked. Calls with it are refused from now on.',
  tokenNotFound: 'This API token does not exist (it may have been revoked).',
  locked: 'The public API is not part of your plan.',
  missingToken:
    'This call needs an API token: send the header "Authorization: Bearer <token>". Create a token under My settings > API tokens.',
  malformedHeader: 'The Authorization header must be "Bearer " followed by your API token.',
  unknownToken: 'This API token is not valid. Check that it was copied whole, or create a new one.',
  revokedToken: 'This API token was revoked. Create a new one under My settings > API tokens.',
  expiredToken: 'This API token has expired. Create a new one under My settings > API tokens.',
  ownerGone: 'The owner of this API token is no longer a member of the organisation, so the token no longer works.',
  missingScope: (scopes: readonly string[]) =>
    `This API token does not have the ${scopes.map((scope) => `"${scope}"`).join(' or ')} scope this call needs. Create a token with it.`,
  tooManyRequests: (seconds: number) =>
    `Too many requests with this API token (at most ${PUBLIC_API.requestsPerMinute} a minute). Wait ${seconds} seconds and try again.`,
  checkinNotFound: 'This check-in does not exist or is not yours.',
  nothingToAnswer: 'Send answers, goal_completed, blocked or submit.',
  badCursor: 'The cursor is not valid: pass the next_cursor of the previous page.',
} as const;

/* ---------------------------------------------------------------- token management (web session) */

const ZScopes = z
  .array(z.enum(API_TOKEN_SCOPES), { error: PUBLIC_API_MESSAGES.scopesRequired })
  .min(1, PUBLIC_API_MESSAGES.scopesRequired)
  .max(10, 'Name each scope once.')
  .transform((scopes) => API_TOKEN_SCOPES.filter((scope) => scopes.includes(scope)));

/** POST /api/v1/my/api-tokens: a name, the scopes and when it expires. */
export const ZCreateApiTokenRequest = z.object({
  name: z
    .string({ error: PUBLIC_API_MESSAGES.nameRequired })
    .trim()
    .min(1, PUBLIC_API_MESSAGES.nameRequired)
    .max(PUBLIC_API.nameChars, PUBLIC_API_MESSAGES.nameTooLong),
  scopes: ZScopes,
  expires_in_days: z.enum(API_TOKEN_EXPIRIES, { error: PUBLIC_API_MESSAGES.expiryRequired }),
});
export type TCreateApiTokenRequest = z.output<typeof ZCreateApiTokenRequest>;

export const ZApiTokenIdParams = z.object({ id: z.uuid({ error: PUBLIC_API_MESSAGES.tokenNotFound }) });

/** A token as its owner's list shows it (never the token itself, which is kept only as a hash). */
export const ZApiToken = z.object({
  id: z.string(),
  name: z.string(),
  /** The token's first characters ('rc_AbC1234'). */
  prefix: z.string(),
  scopes: z.array(z.enum(API_TOKEN_SCOPES)),
  created_at: z.string(),
  last_used_at: z.string().nullable(),
  /** null: it never expires. */
  expires_at: z.string().nullable(),
  status: z.enum(['active', 'expired']),
});
export type TApiToken = z.infer<typeof ZApiToken>;

/** GET /api/v1/my/api-tokens: the viewer's tokens (revoked ones leave the list). */
export const ZApiTokensContext = z.object({
  tokens: z.array(ZApiToken),
  max_active: z.number().int(),
  /** The plan locks the public API (LIMIT_ZAPIER): no new tokens, and existing ones are refused. */
  locked: z.boolean(),
  base_url: z.string(),
  openapi_url: z.string(),
});
export type TApiTokensContext = z.infer<typeof ZApiTokensContext>;

/** What creating answers: the token, this once. */
export const ZCreateApiTokenAnswer = z.object({
  ok: z.literal(true),
  message: z.string(),
  token: z.string(),
  api_token: ZApiToken,
});
export type TCreateApiTokenAnswer = z.infer<typeof ZCreateApiTokenAnswer>;

/* ---------------------------------------------------------------- the public API */

/** `{ error: { code, message, fields? } }`, every refusal's body. */
export const ZPublicError = z
  .object({
    error: z.object({
      code: z.string().meta({ example: 'UNAUTHENTICATED' }),
      message: z.string(),
      /** Field -> messages, for a request that did not validate (the zod issues, by path). */
      fields: z.record(z.string(), z.array(z.string())).optional(),
    }),
  })
  .meta({ id: 'Error', description: 'Every refusal answers with this body.' });

const ZCursor = z.string().min(1).max(200).meta({ description: 'The next_cursor of the previous page.' });

/** ?limit=&cursor= of every list. */
export const ZPageQuery = z.object({
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .max(PUBLIC_API.maxPageSize)
    .default(PUBLIC_API.defaultPageSize)
    .meta({ description: `Items per page, 1-${PUBLIC_API.maxPageSize} (default ${PUBLIC_API.defaultPageSize}).` }),
  cursor: ZCursor.optional(),
});
export type TPageQuery = z.output<typeof ZPageQuery>;

const nextCursor = z
  .string()
  .nullable()
  .meta({ description: 'Pass it as ?cursor= for the next page; null on the last page.' });

/** A list's page: `{ data, next_cursor }`. */
function pageOf<T extends z.ZodType>(item: T, id: string) {
  return z.object({ data: z.array(item), next_cursor: nextCursor }).meta({ id });
}

const ZId = z.string().meta({ description: 'An id (uuid).' });
const ZInstant = z.string().meta({ description: 'An instant in UTC (ISO 8601).', example: '2026-11-23T15:00:00.000Z' });
const ZRunKey = z.string().meta({ description: "The run's local date in the report's zone.", example: '2026-11-23' });

const ZTeamRef = z.object({ id: ZId, slug: z.string(), name: z.string() }).meta({ id: 'TeamRef' });
const ZMemberRef = z
  .object({
    id: z.string().meta({ description: "The member's public id (the web app's member links use it)." }),
    name: z.string(),
    email: z.string(),
  })
  .meta({ id: 'MemberRef' });

export const ZReportIdParams = z.object({
  reportId: z.string().min(1).max(200).meta({ description: "The report's id (or its slug)." }),
});
export const ZRunParams = ZReportIdParams.extend({
  key: z
    .string()
    .min(1)
    .max(20)
    .meta({ description: "The run's date (YYYY-MM-DD) or 'latest'.", example: '2026-11-23' }),
});
export const ZTeamIdParams = z.object({ teamId: z.string().min(1).max(200).meta({ description: "The team's id." }) });
export const ZCheckinIdParams = z.object({
  checkinId: z.string().min(1).max(100).meta({ description: 'The check-in id.' }),
});

/** GET /me: the token's owner and the token. */
export const ZPublicMe = z
  .object({
    user: z.object({ id: z.string(), name: z.string(), email: z.string(), time_zone: z.string() }),
    account: z.object({ id: ZId, name: z.string() }),
    role: z.object({
      account_type_id: z
        .union(ACCOUNT_TYPE_IDS.map((type) => z.literal(type)))
        .meta({ description: '0 Billing Owner, 1 Account Admin, 2 Team Admin, 3 Team Member.' }),
      name: z.string(),
    }),
    token: z.object({
      name: z.string(),
      prefix: z.string(),
      scopes: z.array(z.enum(API_TOKEN_SCOPES)),
      expires_at: ZInstant.nullable(),
    }),
  })
  .meta({ id: 'Me' });
export type TPublicMe = z.infer<typeof ZPublicMe>;

export const ZPublicTeam = z
  .object({ id: ZId, slug: z.string(), name: z.string(), service: z.string().meta({ example: 'EMAIL' }) })
  .meta({ id: 'Team' });
export const ZPublicTeamsPage = pageOf(ZPublicTeam, 'TeamsPage');
export type TPublicTeam = z.infer<typeof ZPublicTeam>;

export const ZPublicTeamMember = z
  .object({
    id: ZId.meta({ description: "The member's place in the team." }),
    name: z.string(),
    email: z.string(),
    time_zone: z
      .string()
      .nullable()
      .meta({ description: "The member's zone in this team; null: each report's own zone." }),
    added_at: ZInstant,
  })
  .meta({ id: 'TeamMember' });
export const ZPublicTeamMembersPage = pageOf(ZPublicTeamMember, 'TeamMembersPage');
export type TPublicTeamMember = z.infer<typeof ZPublicTeamMember>;

const ZQuestion = z.object({ key: z.string(), text: z.string() }).meta({ id: 'Question' });

/** What the list and the report itself both say of a report. */
const reportFields = {
  id: ZId,
  slug: z.string(),
  name: z.string(),
  team: ZTeamRef,
  enabled: z.boolean(),
  private: z.boolean().meta({ description: 'Answers are shown only to the respondent, team admins and the owner.' }),
  goal_tracking: z.boolean(),
  schedule_text: z.string(),
};

export const ZPublicReportSummary = z
  .object({ ...reportFields, member_count: z.number().int(), latest_run_key: ZRunKey.nullable() })
  .meta({ id: 'ReportSummary' });
export const ZPublicReportsPage = pageOf(ZPublicReportSummary, 'ReportsPage');
export type TPublicReportSummary = z.infer<typeof ZPublicReportSummary>;

export const ZPublicReport = z
  .object({
    ...reportFields,
    time_zone: z.string().meta({ example: 'America/Toronto' }),
    questions: z.array(ZQuestion),
  })
  .meta({ id: 'Report' });
export type TPublicReport = z.infer<typeof ZPublicReport>;

const ZRunStats = z
  .object({
    members: z.number().int().meta({ description: 'Members asked.' }),
    answered: z.number().int(),
    answered_percent: z.number().int(),
    goals_completed: z.number().int().meta({ description: '0 when you may read only your own answers.' }),
    blocked: z.number().int().meta({ description: '0 when you may read only your own answers.' }),
  })
  .meta({ id: 'RunStats' });

export const ZPublicRun = z
  .object({
    key: ZRunKey,
    date: z.string().meta({ example: 'Monday, November 23, 2026' }),
    opened_at: ZInstant,
    summary_at: ZInstant,
    summary_sent: z.boolean(),
    stats: ZRunStats,
  })
  .meta({ id: 'Run' });
export const ZPublicRunsPage = pageOf(ZPublicRun, 'RunsPage');
export type TPublicRun = z.infer<typeof ZPublicRun>;

const ZAnswer = z.object({ key: z.string(), question: z.string(), answer: z.string() }).meta({ id: 'Answer' });

export const ZPublicEntry = z
  .object({
    checkin_id: ZId,
    member: ZMemberRef,
    status: z.enum(['submitted', 'open', 'vacation']),
    goal_completed: z.boolean(),
    blocked: z.boolean(),
    answers_hidden: z
      .boolean()
      .meta({ description: "true when this private report's answers are not yours to read (answers is then empty)." }),
    answers: z.array(ZAnswer).meta({ description: 'Markdown, as typed.' }),
  })
  .meta({ id: 'Entry' });
export type TPublicEntry = z.infer<typeof ZPublicEntry>;

export const ZPublicRunEntries = z
  .object({
    report: z.object({ id: ZId, name: z.string(), private: z.boolean() }),
    run: z.object({ key: ZRunKey, date: z.string(), time_zone: z.string() }).nullable(),
    questions: z.array(ZQuestion),
    data: z.array(ZPublicEntry),
    next_cursor: nextCursor,
  })
  .meta({ id: 'RunEntries' });
export type TPublicRunEntries = z.infer<typeof ZPublicRunEntries>;

export const ZPublicCheckinSummary = z
  .object({
    id: ZId,
    report: z.object({ id: ZId, name: z.string() }),
    team_name: z.string(),
    run_key: ZRunKey,
    status: z.enum(['sent', 'reminded', 'draft']),
  })
  .meta({ id: 'CheckinSummary' });
export const ZPublicCheckinsPage = pageOf(ZPublicCheckinSummary, 'CheckinsPage');
export type TPublicCheckinSummary = z.infer<typeof ZPublicCheckinSummary>;

export const ZPublicCheckin = z
  .object({
    id: ZId,
    report_name: z.string(),
    team_name: z.string(),
    run_key: ZRunKey,
    date: z.string(),
    time_zone: z.string(),
    status: z.enum(['draft', 'submitted']).meta({ description: 'draft until submitted once.' }),
    goal_tracking: z.boolean(),
    goal_completed: z.boolean(),
    blocked: z.boolean(),
    questions: z.array(ZQuestion),
    answers: z.record(z.string(), z.string()).meta({ description: "Markdown answers by question key ('' when none)." }),
  })
  .meta({ id: 'Checkin' });
export type TPublicCheckin = z.infer<typeof ZPublicCheckin>;

/** PUT /checkins/{checkinId}: answers by question key, the goal and blocker, and submit. */
export const ZAnswerCheckinRequest = z
  .object({
    answers: z
      .record(z.string().min(1).max(100), z.string())
      .refine((answers) => Object.keys(answers).length <= 50, 'At most 50 answers.')
      .optional()
      .meta({ description: 'Markdown answers by question key (see GET /checkins/{checkinId}).' }),
    goal_completed: z.boolean().optional().meta({ description: 'Only when the report tracks goals.' }),
    blocked: z.boolean().optional().meta({ description: 'Only when the report tracks goals.' }),
    submit: z
      .boolean()
      .optional()
      .meta({ description: 'Complete the check-in (every question needs an answer). Later calls update it.' }),
  })
  .refine(
    (body) =>
      body.answers !== undefined ||
      body.goal_completed !== undefined ||
      body.blocked !== undefined ||
      body.submit !== undefined,
    PUBLIC_API_MESSAGES.nothingToAnswer,
  )
  .meta({ id: 'AnswerCheckinRequest' });
export type TAnswerCheckinRequest = z.output<typeof ZAnswerCheckinRequest>;

export const ZAnswerCheckinAnswer = z
  .object({
    saved: z.boolean().meta({ description: 'false when a newer edit of some answer was already kept.' }),
    submitted: z.boolean(),
    checkin: ZPublicCheckin,
  })
  .meta({ id: 'AnswerCheckinAnswer' });
export type TAnswerCheckinAnswer = z.infer<typeof ZAnswerCheckinAnswer>;

/** The curl example the page shows and the document's description repeats. */
export function curlExample(baseUrl: string, token = '<your token>'): string {
  return `curl -H "Authorization: Bearer ${token}" ${baseUrl}${PUBLIC_API.basePath}/reports`;
}

/**
 * Microsoft Graph v1.0 as Rollcall calls it: the signed-in user (/me) or a user of the token's
 * tenant (/users/{id}) with their profile, photo bytes, calendars, calendarView (time window,
 * $select, $top, paging by @odata.nextLink, Prefer outlook.timezone) and mailboxSettings. Every
 * call needs a token this fake issued, and the permission Graph documents for it.
 */
import type { TFakeResponse, TFakeServer, TRecordedRequest } from '../fake-server.ts';
import type { TFakeContext } from './context.ts';
import type { TIssuedAccessToken } from './directory.ts';
import { graphError } from './errors.ts';
import { graphDateTime, midnightIn, preferredTimeZone } from './time-zones.ts';
import type { TFakeEvent, TFakeMicrosoftUser } from './types.ts';

const CONTEXT_BASE = 'https://graph.microsoft.com/v1.0/$metadata#';
const DEFAULT_PAGE_SIZE = 10;
const MAX_PAGE_SIZE = 1000;

/** Which delegated scopes (own data, someone else's) and application roles allow a kind of read. */
const PERMISSIONS = {
  profile: {
    self: [
      'User.Read',
      'User.ReadWrite',
      'User.ReadBasic.All',
      'User.Read.All',
      'User.ReadWrite.All',
      'Directory.Read.All',
    ],
    other: ['User.ReadBasic.All', 'User.Read.All', 'User.ReadWrite.All', 'Directory.Read.All'],
    app: ['User.ReadBasic.All', 'User.Read.All', 'User.ReadWrite.All', 'Directory.Read.All'],
  },
  calendar: {
    self: ['Calendars.ReadBasic', 'Calendars.Read', 'Calendars.ReadWrite'],
    other: ['Calendars.Read.Shared', 'Calendars.ReadWrite.Shared'],
    app: ['Calendars.ReadBasic', 'Calendars.Read', 'Calendars.ReadWrite'],
  },
  mailbox: {
    self: ['MailboxSettings.Read', 'MailboxSettings.ReadWrite'],
    other: [],
    app: ['MailboxSettings.Read', 'MailboxSettings.ReadWrite'],
  },
} as const;

type TPermission = keyof typeof PERMISSIONS;

const EVENT_PROPERTIES = [
  'id',
  'createdDateTime',
  'lastModifiedDateTime',
  'changeKey',
  'categories',
  'originalStartTimeZone',
  'originalEndTimeZone',
  'iCalUId',
  'subject',
  'bodyPreview',
  'importance',
  'sensitivity',
  'isAllDay',
  'isCancelled',
  'isOrganizer',
  'showAs',
  'type',
  'webLink',
  'start',
  'end',
  'location',
  'organizer',
];

function has(granted: string[], allowed: readonly string[]): boolean {
  const lower = new Set(granted.map((one) => one.toLowerCase()));
  return allowed.some((one) => lower.has(one.toLowerCase()));
}

/** Adds the Graph routes to the fake's server; `injected` answers a pending failNext first. */
export function registerGraphRoutes(
  server: TFakeServer,
  context: TFakeContext,
  injected: (request: TRecordedRequest) => TFakeResponse | undefined,
): void {
  const { directory, clock } = context;
  const error = (status: number, code: string, message: string) => graphError(clock.now(), status, code, message);

  /** The caller's token, or the 401 Graph gives. */
  const tokenOf = (request: TRecordedRequest): TIssuedAccessToken | TFakeResponse => {
    const header = request.headers.authorization ?? '';
    const text = header.startsWith('Bearer ') ? header.slice(7).trim() : '';
    if (!text) return error(401, 'InvalidAuthenticationToken', 'Access token is empty.');
    const token = directory.accessTokens.get(text);
    if (!token)
      return error(
        401,
        'InvalidAuthenticationToken',
        'IDX14100: JWT is not well formed, there are no dots (.). Access token validation failure.',
      );
    if (clock.now() >= token.expiresAt)
      return error(401, 'InvalidAuthenticationToken', 'Lifetime validation failed, the token is expired.');
    return token;
  };

  /** The user the path names (me or users/{id}) once the token may read it this way. */
  const subjectOf = (request: TRecordedRequest, permission: TPermission): TFakeMicrosoftUser | TFakeResponse => {
    const token = tokenOf(request);
    if (!('expiresAt' in token)) return token;
    const id = request.params.user;
    let user: TFakeMicrosoftUser | undefined;
    if (id === undefined) {
      if (!token.userObjectId)
        return error(400, 'BadRequest', '/me request is only valid with delegated authentication flow.');
      user = directory.user(token.userObjectId);
    } else {
      user = directory.user(id) ?? directory.userByName(id);
      if (user && user.tenantId !== token.tenantId) user = undefined;
    }
    if (!user)
      return error(
        404,
        'Request_ResourceNotFound',
        `Resource '${id ?? ''}' does not exist or one of its queried reference-property objects are not present.`,
      );
    const allowed = PERMISSIONS[permission];
    const self = token.userObjectId === user.objectId;
    const permitted = token.userObjectId
      ? has(token.scopes, self ? allowed.self : allowed.other)
      : has(token.roles, allowed.app);
    if (!permitted) {
      if (permission === 'profile')
        return error(403, 'Authorization_RequestDenied', 'Insufficient privileges to complete the operation.');
      return error(403, 'ErrorAccessDenied', 'Access is denied. Check credentials and try again.');
    }
    return user;
  };

  const route = (
    path: string,
    permission: TPermission,
    answer: (user: TFakeMicrosoftUser, request: TRecordedRequest) => TFakeResponse,
  ) => {
    for (const prefix of ['/v1.0/me', '/v1.0/users/:user'])
      server.on({
        method: 'GET',
        path: `${prefix}${path}`,
        respond: (request) => {
          const failure = injected(request);
          if (failure) return failure;
          const user = subjectOf(request, permission);
          return 'objectId' in user ? answer(user, request) : user;
        },
      });
  };

  const userJson = (user: TFakeMicrosoftUser) => ({
    businessPhones: [],
    displayName: user.displayName,
    givenName: user.givenName,
    jobTitle: null,
    mail: user.email,
    mobilePhone: null,
    officeLocation: null,
    preferredLanguage: null,
    surname: user.surname,
    userPrincipalName: user.userPrincipalName,
    id: user.objectId,
  });

  route('', 'profile', (user) => ({ body: { '@odata.context': `${CONTEXT_BASE}users/$entity`, ...userJson(user) } }));

  const PHOTO_SIZES = new Set([
    '48x48',
    '64x64',
    '96x96',
    '120x120',
    '240x240',
    '360x360',
    '432x432',
    '504x504',
    '648x648',
  ]);
  const photo = (user: TFakeMicrosoftUser): TFakeResponse => {
    if (!user.photo)
      return error(
        404,
        'ImageNotFound',
        "Exception of type 'Microsoft.Fast.Profile.Core.Exception.ImageNotFoundException' was thrown.",
      );
    return { status: 200, headers: { 'content-type': 'image/jpeg' }, body: user.photo };
  };
  route('/photo/$value', 'profile', photo);
  route('/photo/%24value', 'profile', photo);
  // A sized photo (/photos/240x240/$value): Graph's documented sizes; the stand-in keeps one
  // picture per person and answers it for every size, 404 for a size Graph does not have.
  const sized = (user: TFakeMicrosoftUser, request: TRecordedRequest): TFakeResponse =>
    PHOTO_SIZES.has(request.params.size ?? '') ? photo(user) : error(404, 'ImageNotFound', 'The photo wasn’t found.');
  route('/photos/:size/$value', 'profile', sized);
  route('/photos/:size/%24value', 'profile', sized);

  route('/calendars', 'calendar', (user) => ({
    body: {
      '@odata.context': `${CONTEXT_BASE}users('${user.objectId}')/calendars`,
      value: user.calendars.map((calendar) => ({
        id: calendar.id,
        name: calendar.name,
        color: 'auto',
        hexColor: '',
        isDefaultCalendar: calendar.isDefaultCalendar,
        changeKey: calendar.id.slice(-8),
        canShare: true,
        canViewPrivateItems: true,
        canEdit: true,
        allowedOnlineMeetingProviders: ['teamsForBusiness'],
        defaultOnlineMeetingProvider: 'teamsForBusiness',
        isTallyingResponses: true,
        isRemovable: !calendar.isDefaultCalendar,
        owner: { name: user.displayName, address: user.email },
      })),
    },
  }));

  const calendarView = (user: TFakeMicrosoftUser, request: TRecordedRequest): TFakeResponse => {
    const calendarId = request.params.calendar;
    if (calendarId !== undefined && !user.calendars.some((calendar) => calendar.id === calendarId))
      return error(404, 'ErrorItemNotFound', 'The specified object was not found in the store.');
    const query = request.query;
    const startText = query.get('startDateTime') ?? query.get('StartDateTime');
    const endText = query.get('endDateTime') ?? query.get('EndDateTime');
    if (!startText || !endText)
      return error(
        400,
        'ErrorInvalidParameter',
        'This request requires a time window specified by the query string parameters StartDateTime and EndDateTime.',
      );
    const instant = (text: string) => Date.parse(/(Z|[+-]\d{2}:?\d{2})$/i.test(text) ? text : `${text}Z`);
    const windowStart = instant(startText);
    const windowEnd = instant(endText);
    if (Number.isNaN(windowStart) || Number.isNaN(windowEnd))
      return error(
        400,
        'ErrorInvalidParameter',
        "The value of the parameter 'StartDateTime' or 'EndDateTime' is invalid.",
      );
    const top = query.has('$top') ? Number(query.get('$top')) : DEFAULT_PAGE_SIZE;
    if (!Number.isInteger(top) || top < 1 || top > MAX_PAGE_SIZE)
      return error(
        400,
        'ErrorInvalidArgument',
        `The value '${query.get('$top')}' of $top is invalid: it must be from 1 to ${MAX_PAGE_SIZE}.`,
      );
    const skip = query.has('$skip') ? Number(query.get('$skip')) : 0;
    if (!Number.isInteger(skip) || skip < 0)
      return error(400, 'ErrorInvalidArgument', `The value '${query.get('$skip')}' of $skip is invalid.`);
    const select = query
      .get('$select')
      ?.split(',')
      .map((one) => one.trim())
      .filter(Boolean);
    const unknown = select?.find((name) => !EVENT_PROPERTIES.includes(name));
    if (unknown)
      return error(
        400,
        'RequestBroker--ParseUri',
        `Could not find a property named '${unknown}' on type 'microsoft.graph.event'.`,
      );

    const zone = preferredTimeZone(request.headers.prefer);
    const iana = zone?.iana ?? 'UTC';
    const zoneName = zone?.name ?? 'UTC';
    const spanOf = (event: TFakeEvent) =>
      event.isAllDay
        ? { start: midnightIn(event.start, iana), end: midnightIn(event.end, iana) }
        : { start: Date.parse(event.start), end: Date.parse(event.end) };
    const matching = user.events
      .filter((event) => calendarId === undefined || event.calendarId === calendarId)
      .map((event) => ({ event, span: spanOf(event) }))
      .filter(({ span }) => span.start < windowEnd && span.end > windowStart)
      .sort((a, b) => a.span.start - b.span.start || a.event.id.localeCompare(b.event.id));
    const page = matching.slice(skip, skip + top);
    const dateOf = (event: TFakeEvent, which: 'start' | 'end', ms: number) => ({
      dateTime: event.isAllDay ? `${event[which]}T00:00:00.0000000` : graphDateTime(ms, iana),
      timeZone: zoneName,
    });
    const value = page.map(({ event, span }) => {
      const full: Record<string, unknown> = {
        '@odata.etag': `W/"${event.id.slice(-12)}"`,
        id: event.id,
        createdDateTime: event.isAllDay ? `${event.start}T00:00:00Z` : event.start,
        lastModifiedDateTime: event.isAllDay ? `${event.start}T00:00:00Z` : event.start,
        changeKey: event.id.slice(-12),
        categories: [],
        originalStartTimeZone: 'UTC',
        originalEndTimeZone: 'UTC',
        iCalUId: `040000008200E00074C5B7101A82E008${event.id.slice(-16)}`,
        subject: event.subject,
        bodyPreview: '',
        importance: 'normal',
        sensitivity: 'normal',
        isAllDay: event.isAllDay,
        isCancelled: false,
        isOrganizer: true,
        showAs: event.showAs,
        type: 'singleInstance',
        webLink: `https://outlook.office365.com/owa/?itemid=${encodeURIComponent(event.id)}&exvsurl=1&path=/calendar/item`,
        start: dateOf(event, 'start', span.start),
        end: dateOf(event, 'end', span.end),
        location: { displayName: '', locationType: 'default', uniqueIdType: 'unknown', address: {}, coordinates: {} },
        organizer: { emailAddress: { name: user.displayName, address: user.email } },
      };
      if (!select) return full;
      return Object.fromEntries(
        Object.entries(full).filter(([name]) => name === '@odata.etag' || name === 'id' || select.includes(name)),
      );
    });
    const body: Record<string, unknown> = {
      '@odata.context': `${CONTEXT_BASE}users('${user.objectId}')/calendarView`,
      value,
    };
    if (skip + top < matching.length) {
      const next = new URLSearchParams(query);
      next.set('$skip', String(skip + top));
      if (!next.has('$top')) next.set('$top', String(top));
      body['@odata.nextLink'] = `http://${request.headers.host}${request.path}?${next.toString()}`;
    }
    return { headers: zone ? { 'preference-applied': `outlook.timezone="${zone.name}"` } : {}, body };
  };
  route('/calendarView', 'calendar', calendarView);
  route('/calendars/:calendar/calendarView', 'calendar', calendarView);

  const automaticReplies = (user: TFakeMicrosoftUser) => {
    const replies = user.automaticReplies;
    return {
      status: replies.status,
      externalAudience: 'all',
      scheduledStartDateTime: { dateTime: graphDateTime(Date.parse(replies.scheduledStart), 'UTC'), timeZone: 'UTC' },
      scheduledEndDateTime: { dateTime: graphDateTime(Date.parse(replies.scheduledEnd), 'UTC'), timeZone: 'UTC' },
      internalReplyMessage: replies.internalReplyMessage,
      externalReplyMessage: replies.externalReplyMessage,
    };
  };
  route('/mailboxSettings', 'mailbox', (user) => ({
    body: {
      '@odata.context': `${CONTEXT_BASE}users('${user.objectId}')/mailboxSettings`,
      archiveFolder: 'AAMkArchive',
      timeZone: user.timeZone,
      delegateMeetingMessageDeliveryOptions: 'sendToDelegateOnly',
      dateFormat: 'M/d/yyyy',
      timeFormat: 'h:mm tt',
      userPurpose: 'user',
      automaticRepliesSetting: automaticReplies(user),
      language: { locale: 'en-US', displayName: 'English (United States)' },
      workingHours: {
        daysOfWeek: ['monday', 'tuesday', 'wednesday', 'thursday', 'friday'],
        startTime: '08:00:00.0000000',
        endTime: '17:00:00.0000000',
        timeZone: { name: user.timeZone },
      },
    },
  }));
  route('/mailboxSettings/automaticRepliesSetting', 'mailbox', (user) => ({
    body: {
      '@odata.context': `${CONTEXT_BASE}users('${user.objectId}')/mailboxSettings/automaticRepliesSetting`,
      ...automaticReplies(user),
    },
  }));
}

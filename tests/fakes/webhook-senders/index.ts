/**
 * Stand-ins for the work tools that post a team's webhooks (issue 23 §1): each builds the request
 * its sender makes, headers and signature included, with a body shaped after the sender's
 * documentation (GitHub push, GitLab Push Hook, Bitbucket repo:push, Jira issue and comment events,
 * Azure DevOps service hooks, Clubhouse/Shortcut webhooks, a Zapier POST). Tests post them through
 * the app's real HTTP door.
 */
import { createHmac, randomUUID } from 'node:crypto';
import type { TWebhookSlug } from '../../../shared/work-tools.ts';

export interface TSignedRequest {
  method: 'POST';
  url: string;
  headers: Record<string, string>;
  payload: string;
}

export interface TSendOptions {
  /** The secret to sign with (the team's, or a wrong one). */
  secret: string;
  /** The sender's event header (GitHub X-GitHub-Event, GitLab X-Gitlab-Event, Bitbucket X-Event-Key). */
  event?: string;
  /** The delivery id header (kept the same for a redelivery). */
  deliveryId?: string;
  /** Zapier: put the secret in ?token= rather than the header. */
  secretInQuery?: boolean;
  /** Replace the body bytes after signing (a tampered delivery). */
  tamper?: (body: string) => string;
  contentType?: string;
}

const hmac = (secret: string, body: string) => createHmac('sha256', secret).update(body).digest('hex');

/** The request `slug`'s sender makes to post `payload` to the team's webhook. */
export function signedDelivery(
  slug: TWebhookSlug,
  teamUuid: string,
  payload: unknown,
  options: TSendOptions,
): TSignedRequest {
  const body = typeof payload === 'string' ? payload : JSON.stringify(payload);
  const headers: Record<string, string> = { 'content-type': options.contentType ?? 'application/json' };
  const id = options.deliveryId ?? randomUUID();
  let url = `/webhooks/${slug}/${teamUuid}/`;
  switch (slug) {
    case 'github':
      headers['x-github-event'] = options.event ?? 'push';
      headers['x-github-delivery'] = id;
      headers['x-hub-signature-256'] = `sha256=${hmac(options.secret, body)}`;
      headers['user-agent'] = 'GitHub-Hookshot/abc123';
      break;
    case 'gitlab':
      headers['x-gitlab-event'] = options.event ?? 'Push Hook';
      headers['x-gitlab-event-uuid'] = id;
      headers['x-gitlab-token'] = options.secret;
      break;
    case 'bitbucket':
      headers['x-event-key'] = options.event ?? 'repo:push';
      headers['x-request-uuid'] = id;
      headers['x-hub-signature'] = `sha256=${hmac(options.secret, body)}`;
      break;
    case 'atlassian-jira':
      headers['x-atlassian-webhook-identifier'] = id;
      headers['x-atlassian-webhook-flow'] = 'Primary';
      headers['x-hub-signature'] = `sha256=${hmac(options.secret, body)}`;
      break;
    case 'azure-devops':
      headers.authorization = `Basic ${Buffer.from(`rollcall:${options.secret}`).toString('base64')}`;
      break;
    case 'clubhouse':
      headers['payload-signature'] = hmac(options.secret, body);
      break;
    case 'zapier':
      if (options.secretInQuery) url += `?token=${encodeURIComponent(options.secret)}`;
      else headers['x-rollcall-secret'] = options.secret;
      break;
  }
  return { method: 'POST', url, headers, payload: options.tamper ? options.tamper(body) : body };
}

// --- Payloads, after each sender's documented examples ---

export interface TCommitter {
  name: string;
  email: string;
  login: string;
}

/** A GitHub push (https://docs.github.com/webhooks/webhook-events-and-payloads#push). */
export function githubPush(by: TCommitter, options: { repo?: string; branch?: string; messages?: string[] } = {}) {
  const repo = options.repo ?? 'acme/rollcall';
  const messages = options.messages ?? ['Fix the login page', 'Add tests'];
  const commits = messages.map((message, index) => {
    const id = createHmac('sha1', 'commit').update(`${message}${index}`).digest('hex');
    return {
      id,
      tree_id: id,
      distinct: true,
      message,
      timestamp: `2026-03-02T10:0${index}:00+01:00`,
      url: `https://github.com/${repo}/commit/${id}`,
      author: { name: by.name, email: by.email, username: by.login },
      committer: { name: by.name, email: by.email, username: by.login },
      added: [],
      removed: [],
      modified: ['README.md'],
    };
  });
  return {
    ref: `refs/heads/${options.branch ?? 'main'}`,
    before: '6113728f27ae82c7b1a177c8d03f9e96e0adf246',
    after: commits.at(-1)?.id ?? '0'.repeat(40),
    created: false,
    deleted: false,
    forced: false,
    base_ref: null,
    compare: `https://github.com/${repo}/compare/abc...def`,
    commits,
    head_commit: commits.at(-1) ?? null,
    repository: {
      id: 1296269,
      name: repo.split('/')[1],
      full_name: repo,
      html_url: `https://github.com/${repo}`,
      private: false,
    },
    pusher: { name: by.login, email: by.email },
    sender: { login: by.login, id: 583231, type: 'User' },
  };
}

/** GitHub's ping, sent when the hook is created. */
export function githubPing() {
  return { zen: 'Keep it logically awesome.', hook_id: 30, hook: { type: 'Repository', events: ['push'] } };
}

/** A GitLab Push Hook (https://docs.gitlab.com/user/project/integrations/webhook_events/#push-events). */
export function gitlabPush(by: TCommitter, options: { project?: string } = {}) {
  const project = options.project ?? 'acme/api';
  return {
    object_kind: 'push',
    event_name: 'push',
    before: '95790bf891e76fee5e1747ab589903a6a1f80f22',
    after: 'da1560886d4f094c3e6c9ef40349f7d38b5d27d7',
    ref: 'refs/heads/feature/login',
    user_id: 4,
    user_name: by.name,
    user_username: by.login,
    user_email: by.email,
    project_id: 15,
    project: { id: 15, name: 'API', path_with_namespace: project, web_url: `https://gitlab.example.com/${project}` },
    commits: [
      {
        id: 'da1560886d4f094c3e6c9ef40349f7d38b5d27d7',
        message: 'Update the catalog\n\nLonger description',
        title: 'Update the catalog',
        timestamp: '2026-03-02T09:00:00+00:00',
        url: `https://gitlab.example.com/${project}/-/commit/da1560886d4f094c3e6c9ef40349f7d38b5d27d7`,
        author: { name: by.name, email: by.email },
      },
    ],
    total_commits_count: 1,
  };
}

/** A Bitbucket Cloud repo:push (https://support.atlassian.com/bitbucket-cloud/docs/event-payloads/#Push). */
export function bitbucketPush(by: TCommitter) {
  const actor = { display_name: by.name, nickname: by.login, account_id: '557058:abc', uuid: '{d301aafa-1111}' };
  return {
    actor,
    repository: {
      full_name: 'acme/web',
      name: 'web',
      links: { html: { href: 'https://bitbucket.org/acme/web' } },
    },
    push: {
      changes: [
        {
          new: { type: 'branch', name: 'main', target: { hash: '709d658dc5b6d6afcd46049c2f332ee3f515a67d' } },
          old: { type: 'branch', name: 'main', target: { hash: '1e65c05c1d5171631d92438a13901ca7dae9618c' } },
          links: { html: { href: 'https://bitbucket.org/acme/web/branches/compare/709d658..1e65c05' } },
          created: false,
          forced: false,
          closed: false,
          commits: [
            {
              hash: '709d658dc5b6d6afcd46049c2f332ee3f515a67d',
              message: 'Fix the footer\n',
              date: '2026-03-02T08:00:00+00:00',
              links: { html: { href: 'https://bitbucket.org/acme/web/commits/709d658' } },
              author: { raw: `${by.name} <${by.email}>`, user: actor },
            },
          ],
          truncated: false,
        },
      ],
    },
  };
}

export interface TJiraUser {
  accountId: string;
  displayName: string;
  emailAddress?: string;
}

function jiraIssue(summary: string, type = 'Story') {
  return {
    id: '10002',
    self: 'https://acme.atlassian.net/rest/api/2/issue/10002',
    key: 'ROLL-42',
    fields: {
      summary,
      issuetype: { name: type, subtask: false },
      project: { key: 'ROLL', name: 'Rollcall' },
      status: { name: 'In Progress' },
    },
  };
}

/** jira:issue_updated, with a status change when `status` is given (https://developer.atlassian.com/cloud/jira/platform/webhooks/). */
export function jiraIssueUpdated(user: TJiraUser, options: { status?: [string, string]; type?: string } = {}) {
  const items = options.status
    ? [
        {
          field: 'status',
          fieldtype: 'jira',
          from: '3',
          fromString: options.status[0],
          to: '4',
          toString: options.status[1],
        },
      ]
    : [{ field: 'summary', fieldtype: 'jira', fromString: 'Old summary', toString: 'Sign-in page' }];
  return {
    timestamp: Date.parse('2026-03-02T11:00:00Z'),
    webhookEvent: 'jira:issue_updated',
    issue_event_type_name: options.status ? 'issue_generic' : 'issue_updated',
    user: { self: 'https://acme.atlassian.net/rest/api/2/user?accountId=x', ...user, active: true },
    issue: jiraIssue('Sign-in page', options.type),
    changelog: { id: '10400', items },
  };
}

/** jira:issue_created. */
export function jiraIssueCreated(user: TJiraUser, type = 'Bug') {
  return {
    timestamp: Date.parse('2026-03-02T10:00:00Z'),
    webhookEvent: 'jira:issue_created',
    issue_event_type_name: 'issue_created',
    user,
    issue: jiraIssue('Crash on save', type),
  };
}

/** comment_created. */
export function jiraCommentCreated(user: TJiraUser, body: string) {
  return {
    timestamp: Date.parse('2026-03-02T12:00:00Z'),
    webhookEvent: 'comment_created',
    comment: { id: '10100', body, author: user, created: '2026-03-02T12:00:00.000+0000' },
    issue: jiraIssue('Sign-in page'),
  };
}

/** An Azure DevOps git.push (https://learn.microsoft.com/azure/devops/service-hooks/events#git.push). */
export function azurePush(by: TCommitter, id: string = randomUUID()) {
  return {
    subscriptionId: randomUUID(),
    notificationId: 1,
    id,
    eventType: 'git.push',
    publisherId: 'tfs',
    message: { text: `${by.name} pushed updates to Fabrikam-Fiber-Git:main.` },
    resource: {
      commits: [
        {
          commitId: '33b55f7cb7e7e245323987634f960cf4a6e6bc74',
          author: { name: by.name, email: by.email, date: '2026-03-02T07:00:00Z' },
          comment: 'Fixed bug in web.config file',
          url: 'https://fabrikam.visualstudio.com/DefaultCollection/_git/Fabrikam-Fiber-Git/commit/33b55f7c',
        },
      ],
      refUpdates: [{ name: 'refs/heads/main', oldObjectId: 'aad331d8', newObjectId: '33b55f7c' }],
      repository: {
        id: '278d5cd2-584d-4b63-824a-2ba458937249',
        name: 'Fabrikam-Fiber-Git',
        remoteUrl: 'https://fabrikam.visualstudio.com/DefaultCollection/_git/Fabrikam-Fiber-Git',
        project: { name: 'Fabrikam-Fiber' },
      },
      pushedBy: { displayName: by.name, uniqueName: by.email, id: '00ca946b-2fe9-4f2a-ae2f-40d5c48001bc' },
      pushId: 14,
      date: '2026-03-02T07:05:00Z',
    },
    createdDate: '2026-03-02T07:05:01Z',
  };
}

/** An Azure DevOps workitem.updated moving the state. */
export function azureWorkItemUpdated(by: TCommitter, id: string = randomUUID()) {
  return {
    id,
    eventType: 'workitem.updated',
    publisherId: 'tfs',
    resource: {
      id: 2,
      workItemId: 5,
      rev: 2,
      revisedBy: { id: 'e5a5f7f8', name: `${by.name} <${by.email}>`, displayName: by.name, uniqueName: by.email },
      revisedDate: '2026-03-02T06:00:00Z',
      fields: {
        'System.Rev': { oldValue: 1, newValue: 2 },
        'System.State': { oldValue: 'New', newValue: 'Approved' },
      },
      _links: { html: { href: 'https://fabrikam.visualstudio.com/web/wi.aspx?id=5' } },
      revision: {
        id: 5,
        rev: 2,
        fields: {
          'System.TeamProject': 'Fabrikam-Fiber-Git',
          'System.WorkItemType': 'Product Backlog Item',
          'System.State': 'Approved',
          'System.Title': 'Customer can sign in using their Microsoft Account',
        },
      },
    },
    createdDate: '2026-03-02T06:00:01Z',
  };
}

/** An Azure DevOps workitem.created. */
export function azureWorkItemCreated(by: TCommitter, id: string = randomUUID()) {
  return {
    id,
    eventType: 'workitem.created',
    publisherId: 'tfs',
    resource: {
      id: 5,
      rev: 1,
      fields: {
        'System.TeamProject': 'Fabrikam-Fiber-Git',
        'System.WorkItemType': 'Bug',
        'System.State': 'New',
        'System.Title': 'Broken link on the home page',
        'System.CreatedBy': `${by.name} <${by.email}>`,
      },
      _links: { html: { href: 'https://fabrikam.visualstudio.com/web/wi.aspx?id=5' } },
    },
    createdDate: '2026-03-02T05:00:00Z',
  };
}

/** A Clubhouse/Shortcut story moved between workflow states (https://developer.shortcut.com/api/webhook/v1). */
export function clubhouseStoryMoved(memberId: string, id: string = randomUUID()) {
  return {
    id,
    changed_at: '2026-03-02T04:00:00Z',
    primary_id: 16927,
    member_id: memberId,
    version: 'v1',
    actions: [
      {
        id: 16927,
        entity_type: 'story',
        action: 'update',
        name: 'test story',
        app_url: 'https://app.shortcut.com/acme/story/16927',
        changes: { started: { new: true, old: false }, workflow_state_id: { new: 1495, old: 1493 } },
      },
      {
        id: 16930,
        entity_type: 'story-comment',
        action: 'create',
        text: 'Looks good to me',
        story_id: 16927,
        app_url: 'https://app.shortcut.com/acme/story/16927#activity-16930',
      },
    ],
    references: [
      { id: 1495, entity_type: 'workflow-state', name: 'Ready for Deploy' },
      { id: 1493, entity_type: 'workflow-state', name: 'Ready for Dev' },
    ],
  };
}

/** What a Zap posts. */
export function zapierEvent(fields: { title: string; email?: string; url?: string; message?: string; id?: string }) {
  return { ...fields, occurred_at: '2026-03-02T03:00:00Z' };
}

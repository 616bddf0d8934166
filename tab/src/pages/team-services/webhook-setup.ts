/**
 * The panels of the services page (spec part 3 §2.10: Zapier, JIRA, Github, Azure Devops Board,
 * Azure Devops Repo, Gitlab, BitBucket, Clubhouse), each with the webhook slug it shows and a few
 * lines on setting the sender up with that URL and the team's secret.
 */
import type { TWebhookSlug } from '../../../../shared/work-tools.ts';

export interface TWebhookPanel {
  key: string;
  title: string;
  slug: TWebhookSlug;
  steps: string[];
}

export const WEBHOOK_PANELS: TWebhookPanel[] = [
  {
    key: 'zapier',
    title: 'Zapier',
    slug: 'zapier',
    steps: [
      'In a Zap, add the action "Webhooks by Zapier" > POST.',
      'Post to this Rollcall server’s /webhooks/zapier/ address followed by the team uuid above.',
      'Add the header X-Rollcall-Secret with the secret, and send a title, url and the person’s email.',
    ],
  },
  {
    key: 'jira',
    title: 'JIRA',
    slug: 'atlassian-jira',
    steps: [
      'In Jira, open Settings > System > WebHooks and create a webhook.',
      'Paste the URL above and the secret into the Secret field.',
      'Tick Issue created, updated and Comment created events.',
    ],
  },
  {
    key: 'github',
    title: 'Github',
    slug: 'github',
    steps: [
      'In the repository or organisation, open Settings > Webhooks > Add webhook.',
      'Paste the URL, choose application/json, and paste the secret.',
      'Choose "Just the push event" or the pushes, issues and pull requests you want.',
    ],
  },
  {
    key: 'azure-board',
    title: 'Azure Devops Board',
    slug: 'azure-devops',
    steps: [
      'In Project settings > Service hooks, create a Web Hooks subscription.',
      'Pick Work item created, updated or deleted.',
      'Paste the URL; use rollcall as the basic authentication user and the secret as the password.',
    ],
  },
  {
    key: 'azure-repo',
    title: 'Azure Devops Repo',
    slug: 'azure-devops',
    steps: [
      'In Project settings > Service hooks, create a Web Hooks subscription.',
      'Pick Code pushed and the repository.',
      'Paste the URL; use rollcall as the basic authentication user and the secret as the password.',
    ],
  },
  {
    key: 'gitlab',
    title: 'Gitlab',
    slug: 'gitlab',
    steps: [
      'In the project, open Settings > Webhooks > Add new webhook.',
      'Paste the URL and put the secret in Secret token.',
      'Tick Push events (and Issues events if you want them).',
    ],
  },
  {
    key: 'bitbucket',
    title: 'BitBucket',
    slug: 'bitbucket',
    steps: [
      'In the repository, open Repository settings > Webhooks > Add webhook.',
      'Paste the URL and the secret.',
      'Choose Repository push as the trigger.',
    ],
  },
  {
    key: 'clubhouse',
    title: 'Clubhouse',
    slug: 'clubhouse',
    steps: [
      'In Clubhouse, open Settings > Integrations > Webhooks and add a webhook.',
      'Paste the URL and the secret.',
      'Connect Clubhouse below too, so its members are matched to yours by email.',
    ],
  },
];

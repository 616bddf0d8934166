/**
 * The registry of inbound webhook senders by URL slug (shared/work-tools.ts WEBHOOK_SLUGS): how
 * each one's deliveries are verified, read, which plan flag locks it, and which personal tool's
 * connections link its people to members. Adding a sender means adding a file and a line here.
 */
import type { TFeatureFlag } from '../../../../shared/plans.ts';
import type { TPersonalTool, TWebhookSlug } from '../../../../shared/work-tools.ts';
import type { TInboundDelivery, TSenderReading } from '../inbound-delivery.ts';
import { jiraVerified, readJira } from './atlassian-jira.ts';
import { azureDevopsVerified, readAzureDevops } from './azure-devops.ts';
import { bitbucketVerified, readBitbucket } from './bitbucket.ts';
import { clubhouseVerified, readClubhouse } from './clubhouse.ts';
import { githubVerified, readGithub } from './github.ts';
import { gitlabVerified, readGitlab } from './gitlab.ts';
import { readZapier, zapierVerified } from './zapier.ts';

export interface TWebhookSender {
  /** Whether the delivery is signed (or authenticated) with the team's secret. */
  verified(delivery: TInboundDelivery, secret: string): boolean;
  /** What the verified delivery's body means for the feed. */
  read(delivery: TInboundDelivery, body: unknown, now: Date): TSenderReading;
  /** The plan flag that refuses this sender's deliveries (part 3 §2.10). */
  lockedBy: TFeatureFlag;
  /** Whose personal connections name the sender's people (linked-account matching); null: email only. */
  linkedTool: TPersonalTool | null;
}

export const WEBHOOK_SENDERS: Record<TWebhookSlug, TWebhookSender> = {
  github: { verified: githubVerified, read: readGithub, lockedBy: 'LIMIT_SERVICES', linkedTool: 'github' },
  gitlab: { verified: gitlabVerified, read: readGitlab, lockedBy: 'LIMIT_SERVICES', linkedTool: 'gitlab' },
  bitbucket: { verified: bitbucketVerified, read: readBitbucket, lockedBy: 'LIMIT_SERVICES', linkedTool: null },
  'atlassian-jira': { verified: jiraVerified, read: readJira, lockedBy: 'LIMIT_SERVICES', linkedTool: 'jira' },
  'azure-devops': {
    verified: azureDevopsVerified,
    read: readAzureDevops,
    lockedBy: 'LIMIT_SERVICES',
    linkedTool: 'azure-devops',
  },
  clubhouse: { verified: clubhouseVerified, read: readClubhouse, lockedBy: 'LIMIT_SERVICES', linkedTool: 'clubhouse' },
  zapier: { verified: zapierVerified, read: readZapier, lockedBy: 'LIMIT_ZAPIER', linkedTool: null },
};

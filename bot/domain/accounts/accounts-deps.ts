/** What the accounts use cases need: the database, the job queue (emails) and the public URL. */
import type { TDatabase } from '../../db/client.ts';
import type { TJobQueue } from '../jobs.ts';

export interface TAccountsDeps {
  db: TDatabase;
  jobs: TJobQueue;
  /** Base of links in emails, without a trailing slash. */
  publicUrl: string;
  /** Trial registrations allowed per company domain in 30 days; 0 turns the rule off. */
  signupDomainTrialLimit: number;
}

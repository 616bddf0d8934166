/** What the outgoing webhook use cases run on; routes and the job assemble it. */
import type { TDatabase } from '../../db/client.ts';
import type { TJobQueue } from '../jobs.ts';
import type { TLogger } from '../logger.ts';
import type { TSecretBox } from '../secrets/secret-box.ts';

export interface TWebhooksOutDeps {
  db: TDatabase;
  jobs: TJobQueue;
  box: TSecretBox;
  now: () => Date;
  /** WEBHOOKS_ALLOW_PRIVATE_NETWORKS: http:// URLs and private destinations are accepted. */
  allowPrivate: boolean;
}

/** The part queueing needs (the standup engine's deps carry it). */
export interface TQueueWebhookDeps {
  db: TDatabase;
  jobs: TJobQueue;
  log: TLogger;
  now: () => Date;
}

/** What the standup engine runs on: the database, the job queue, the clock and the public URL. */
import type { TDatabase } from '../../db/client.ts';
import type { TJobQueue } from '../../domain/jobs.ts';
import type { TLogger } from '../../domain/logger.ts';

export interface TEngineDeps {
  db: TDatabase;
  jobs: TJobQueue;
  log: TLogger;
  /** The current instant; tests drive it (pg-boss's TestClock), production reads the system clock. */
  now: () => Date;
  /** Base of the links in messages (read late: with PORT=0 it is known only after listening). */
  publicUrl: () => string;
  /** The signed reply address of a check-in's emails when replies are taken (REPLY_DOMAIN set). */
  replyAddress?: (checkinId: string) => string;
}

/**
 * What happens when the delivery of an email finally gives up (its job's last try failed): most
 * emails stay recorded failed on their row (status, last_error) for the outbox and the logs; a
 * template whose email carries something the person is waiting for declares here how to record
 * it where they look and tell them another way.
 */
import type { TDatabase } from '../../db/client.ts';
import { insightsExportUndelivered } from '../insights/insights-export-undelivered.ts';
import type { TJobQueue } from '../jobs.ts';
import type { TEmailTemplateName } from './email-templates.ts';

/** What a handler may use: the database, and the job queue to queue another email (absent: record only). */
export interface TEmailUndeliveredDeps {
  db: TDatabase;
  jobs?: TJobQueue;
}

/** The email that was given up on, and the last error. */
export interface TUndeliveredEmail {
  id: string;
  toAddress: string;
  variables: Record<string, unknown>;
  error: string;
}

export type TUndeliveredHandler = (deps: TEmailUndeliveredDeps, email: TUndeliveredEmail) => Promise<void>;

/** The templates whose final failure is told to someone. */
const UNDELIVERED_HANDLERS: Partial<Record<TEmailTemplateName, TUndeliveredHandler>> = {
  'insights-export': insightsExportUndelivered,
};

/** Why: the delivery calls this once per email it gives up on; most templates have no handler. */
export async function emailUndelivered(
  deps: TEmailUndeliveredDeps,
  template: TEmailTemplateName,
  email: TUndeliveredEmail,
): Promise<void> {
  await UNDELIVERED_HANDLERS[template]?.(deps, email);
}

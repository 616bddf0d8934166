/**
 * The sweep that gives a dead worker's deliveries back: every few seconds each worker process
 * re-queues the emails and chat messages whose claim lease ran out (bot/domain/delivery). A timer
 * rather than a pg-boss schedule, whose cron ticks once a minute at best.
 */
import type { TDatabase } from '../bot/db/client.ts';
import { recoverChatClaims } from '../bot/domain/chat/recover-chat-claims.ts';
import { recoverEmailClaims } from '../bot/domain/email/recover-email-claims.ts';
import type { TJobQueue } from '../bot/domain/jobs.ts';
import type { TLogger } from '../bot/domain/logger.ts';

/** How often each worker sweeps: with the 6 s lease, a dead worker's messages go out again within ~8 s. */
export const RECOVERY_SWEEP_EVERY_MS = 2_000;

export interface TDeliveryRecovery {
  /** Runs one sweep now (also what the timer runs); answers how many rows were re-queued. */
  sweep(): Promise<{ emails: number; chatMessages: number }>;
  /** Stops the timer and waits for a sweep under way. */
  stop(): Promise<void>;
}

/** Why: a killed worker's claimed messages must be sent again in seconds, by whichever worker is alive. */
export function startDeliveryRecovery(deps: {
  db: TDatabase;
  jobs: TJobQueue;
  log: TLogger;
  everyMs?: number;
}): TDeliveryRecovery {
  let running: Promise<unknown> = Promise.resolve();
  let busy = false;
  const sweep = async () => {
    const emails = await recoverEmailClaims(deps);
    const chatMessages = await recoverChatClaims(deps);
    if (emails + chatMessages > 0) {
      deps.log.warn({ emails, chatMessages }, 'claims of a stopped worker ran out; their messages are queued again');
    }
    return { emails, chatMessages };
  };
  const tick = () => {
    if (busy) return;
    busy = true;
    running = sweep()
      .catch((error) => deps.log.error({ err: error }, 'delivery recovery sweep failed'))
      .finally(() => {
        busy = false;
      });
  };
  const timer = setInterval(tick, deps.everyMs ?? RECOVERY_SWEEP_EVERY_MS);
  timer.unref();
  // Claims left by this process's previous life (a crash and restart) come back on the first sweeps.
  tick();
  return {
    sweep,
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}

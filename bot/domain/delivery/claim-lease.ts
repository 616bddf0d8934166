/**
 * Leases on claimed outbound messages (emails, chat messages). A delivery claims its rows with a
 * token and a short lease (claimed_until = now() + CLAIM_LEASE_SECONDS) and renews it while it
 * runs; a worker that dies stops renewing, and any live worker re-queues the rows once the lease
 * has run out (recover-*-claims.ts), so a crash delays its messages by seconds, not by the job
 * engine's expiry. While a lease holds, no other delivery can claim the row: one live worker per
 * message. Durations only are compared (the database's clock for the lease, this process's
 * monotonic clock for its own view of it), so clocks that disagree between hosts do no harm.
 */
import { type SQL, sql } from 'drizzle-orm';

/** How long a claim lasts without renewal: the most a dead worker's messages wait, give or take a sweep. */
export const CLAIM_LEASE_SECONDS = 6;
/** How often a live delivery renews its lease (three chances before it runs out). */
export const CLAIM_RENEW_EVERY_MS = 2_000;
/** A message starts only with this much lease left, so its lease cannot run out before it is on the wire. */
const START_MARGIN_MS = 1_000;

/** The claimed_until of a claim made now. */
export const leaseEnd = (): SQL => sql`now() + make_interval(secs => ${CLAIM_LEASE_SECONDS})`;

/** Thrown before sending a message whose lease this process can no longer vouch for (another worker may have it). */
export class DeliveryClaimLostError extends Error {
  override name = 'DeliveryClaimLostError';
  constructor(readonly messageId: string) {
    super(`the claim on ${messageId} ran out before it was sent; another worker delivers it`);
  }
}

export interface TClaimLease {
  /** Throws DeliveryClaimLostError unless this delivery still holds the claim on `id` with time to spare. */
  assertHeld(id: string): void;
  /** Ends renewal (the delivery is over; rows it did not settle run out and are recovered). */
  stop(): void;
}

export interface THoldClaimsOptions {
  /** The rows claimed. */
  ids: readonly string[];
  /** performance.now() taken just before the claim statement was sent. */
  claimedAt: number;
  /** Pushes the lease of the token's unsettled rows forward; answers the ids still claimed. */
  renew: () => Promise<readonly string[]>;
  /** Told when a renewal fails (the lease then runs out unless a later one succeeds). */
  onRenewError?: (error: unknown) => void;
}

/**
 * Keeps a delivery's claims alive until stop(): renews every CLAIM_RENEW_EVERY_MS and remembers
 * until when (locally) the lease is sure to hold, so a worker that stalled past its lease does not
 * send messages another worker may already have taken.
 */
export function holdClaims(options: THoldClaimsOptions): TClaimLease {
  const held = new Set(options.ids);
  let heldUntil = options.claimedAt + CLAIM_LEASE_SECONDS * 1000;
  let renewing = false;
  const timer = setInterval(async () => {
    if (renewing) return;
    renewing = true;
    const startedAt = performance.now();
    try {
      const still = new Set(await options.renew());
      for (const id of held) if (!still.has(id)) held.delete(id);
      heldUntil = startedAt + CLAIM_LEASE_SECONDS * 1000;
    } catch (error) {
      options.onRenewError?.(error);
    } finally {
      renewing = false;
    }
  }, CLAIM_RENEW_EVERY_MS);
  timer.unref();
  return {
    assertHeld(id) {
      if (!held.has(id) || performance.now() > heldUntil - START_MARGIN_MS) throw new DeliveryClaimLostError(id);
    },
    stop() {
      clearInterval(timer);
    },
  };
}

/** performance.now(), for THoldClaimsOptions.claimedAt. */
export const claimClock = (): number => performance.now();

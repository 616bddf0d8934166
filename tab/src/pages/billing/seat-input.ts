/**
 * The seat number the purchase and licence views ask for (part 2 §5: numeric, minimum 1, default
 * 10), checked with the shared schema's words before anything is sent, and never below the people
 * already in enabled reports (the server refuses that too).
 */
import { ZUpgradeConfirmRequest } from '../../../../shared/billing-api.ts';
import { DEFAULT_SEATS, MIN_SEATS } from '../../../../shared/plans.ts';

/** The seats a purchase starts at: the spec's 10, or everyone already counted when that is more. */
export function defaultSeats(activeMembers: number): number {
  return Math.max(DEFAULT_SEATS, activeMembers);
}

/** The lowest number the input accepts: 1, or the people already counted. */
export function minimumSeats(activeMembers: number): number {
  return Math.max(MIN_SEATS, activeMembers);
}

/** The typed text as seats, or the message to show under the field. */
export function parseSeats(
  text: string,
  activeMembers: number,
): { ok: true; seats: number } | { ok: false; message: string } {
  const parsed = ZUpgradeConfirmRequest.shape.billed_participants.safeParse(text.trim() === '' ? undefined : text);
  if (!parsed.success) return { ok: false, message: parsed.error.issues[0]?.message ?? 'Enter a number of seats.' };
  if (parsed.data < activeMembers) {
    return {
      ok: false,
      message: `Your reports have ${activeMembers} active ${activeMembers === 1 ? 'member' : 'members'}. Choose at least ${activeMembers} ${activeMembers === 1 ? 'seat' : 'seats'}.`,
    };
  }
  return { ok: true, seats: parsed.data };
}

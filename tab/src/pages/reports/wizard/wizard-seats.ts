/**
 * Seats when assigning members (spec part 3 §2.3 Members): a member can join the report only while
 * the account's billed participants stay within its seats. Members already billed elsewhere are
 * free, duplicates are ignored, and Select all stops where the seats run out.
 */
import type { TReportWizardContext, TWizardMember } from '../../../../../shared/reports.ts';

type TSeatContext = Pick<
  TReportWizardContext,
  'account_members' | 'available_participants' | 'usage' | 'saved_report_members' | 'enabled'
>;

function countedIds(context: TSeatContext): Set<string> {
  return new Set(context.account_members.filter((member) => member.counted).map((member) => member.id));
}

/**
 * Billed participants if the report had exactly `users`. usage.participants already includes the
 * saved members of this report while it is enabled, so those are taken out before the current
 * selection is added back; members counted in another report never add a seat.
 */
export function billedParticipants(users: readonly string[], context: TSeatContext): number {
  const counted = countedIds(context);
  const uncounted = (ids: readonly string[]) => new Set(ids.filter((id) => !counted.has(id))).size;
  const savedHere = context.enabled ? uncounted(context.saved_report_members) : 0;
  const elsewhere = Math.max(0, context.usage.participants - savedHere);
  return elsewhere + uncounted(users);
}

/** Whether `member` may join a report that has `users` now (true for someone already in it). */
export function canAssign(member: TWizardMember, users: readonly string[], context: TSeatContext): boolean {
  if (users.includes(member.id) || member.counted) return true;
  const seats = context.available_participants;
  if (seats === null) return true;
  return billedParticipants([...users, member.id], context) <= seats;
}

export interface TAssignResult {
  users: string[];
  /** Members left out because the seats ran out, in the order they were offered. */
  refused: TWizardMember[];
}

/** Adds `candidates` in order while seats remain (Select all); the rest are returned as refused. */
export function assignWithinSeats(
  candidates: readonly TWizardMember[],
  users: readonly string[],
  context: TSeatContext,
): TAssignResult {
  const seats = context.available_participants;
  const counted = countedIds(context);
  const chosen = new Set(users);
  const next = [...users];
  const refused: TWizardMember[] = [];
  // Counted once up front and then by one per billed addition: Select all may offer thousands.
  let billed = billedParticipants(users, context);
  for (const member of candidates) {
    if (chosen.has(member.id)) continue;
    const free = counted.has(member.id);
    if (!free && seats !== null && billed + 1 > seats) {
      refused.push(member);
      continue;
    }
    chosen.add(member.id);
    next.push(member.id);
    if (!free) billed += 1;
  }
  return { users: next, refused };
}

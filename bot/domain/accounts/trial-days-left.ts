/** Whole days left in a trial, never negative ('Trial has N days left'). */
const DAY_MS = 24 * 3600 * 1000;

/** Rounds up: 10.5 days left reads as 11. */
export function trialDaysLeft(trialEndsAt: Date | null, now: Date = new Date()): number {
  if (!trialEndsAt) return 0;
  return Math.max(0, Math.ceil((trialEndsAt.getTime() - now.getTime()) / DAY_MS));
}

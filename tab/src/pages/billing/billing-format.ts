/**
 * How the billing pages say amounts, dates and counts: dollars from cents, dates in the viewer's
 * locale (with the zone where a moment matters), and the singular/plural wording of the spec.
 */

const DOLLARS = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const WHOLE_DOLLARS = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
});

/** Cents as dollars: 805 -> '$8.05', 5000 -> '$50.00'; a negative amount (a credit) keeps its sign. */
export function formatCents(cents: number): string {
  return DOLLARS.format(cents / 100);
}

/** Whole dollars without cents (the savings estimate): 10968 -> '$10,968'. */
export function formatWholeDollars(dollars: number): string {
  return WHOLE_DOLLARS.format(dollars);
}

function validZone(timeZone: string | undefined): string | undefined {
  if (timeZone === undefined || timeZone === '') return undefined;
  try {
    new Intl.DateTimeFormat(undefined, { timeZone });
    return timeZone;
  } catch {
    return undefined;
  }
}

/** A day (an invoice period's ends): 'Nov 24, 2026' in the viewer's locale; the text itself if not a date. */
export function formatDay(iso: string, timeZone?: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeZone: validZone(timeZone) }).format(date);
}

/**
 * A moment something is charged (the next invoice): day, time and the zone it is said in, so an
 * admin in another zone than the card's bank knows when.
 */
export function formatMoment(iso: string, timeZone?: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(undefined, {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone: validZone(timeZone),
    timeZoneName: 'short',
  }).format(date);
}

/** '1 team' / '3 teams': a count with the noun in the right number. */
export function countOf(count: number, singular: string, plural = `${singular}s`): string {
  return `${count} ${count === 1 ? singular : plural}`;
}

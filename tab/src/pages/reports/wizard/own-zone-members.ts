/**
 * Which assigned members are asked in their own time zone (ARCHITECTURE §3.5): a member with a
 * team time zone gets the check-in at the report's wall time in that zone; the others ('Default
 * in Report') at the report's time in the report's zone.
 */
import type { TWizardMember } from '../../../../../shared/reports.ts';

/** A member's own zone, or null when they follow the report's. */
export function ownZoneOf(member: Pick<TWizardMember, 'timezone'>): string | null {
  const zone = member.timezone.zone;
  return zone === '' || zone === 'default' ? null : zone;
}

/**
 * The wizard's note: 'Asked at 10:00 in their own time zone: Asha (Asia/Kolkata) and Ben
 * (Europe/London). Everyone else at 10:00 America/Toronto.'; null when nobody assigned has a zone
 * other than the report's.
 */
export function ownZoneNote(
  members: ReadonlyArray<Pick<TWizardMember, 'id' | 'label' | 'timezone'>>,
  assigned: ReadonlySet<string>,
  report: { hour: number; minute: number; timeZone: string },
): string | null {
  const own = members.flatMap((member) => {
    const zone = ownZoneOf(member);
    return assigned.has(member.id) && zone !== null && zone !== report.timeZone ? [`${member.label} (${zone})`] : [];
  });
  if (own.length === 0) return null;
  const time = `${String(report.hour).padStart(2, '0')}:${String(report.minute).padStart(2, '0')}`;
  const names = new Intl.ListFormat('en', { style: 'long', type: 'conjunction' }).format(own);
  return `Asked at ${time} in their own time zone: ${names}. Everyone else at ${time} ${report.timeZone}.`;
}

import { describe, expect, it } from 'vitest';
import { ownZoneNote } from './own-zone-members.ts';

const member = (id: string, zone: string) => ({ id, label: id, timezone: { zone } });
const report = { hour: 10, minute: 0, timeZone: 'America/Toronto' };

describe('ownZoneNote', () => {
  it('names the assigned members asked in their own time zone', () => {
    const members = [
      member('Asha', 'Asia/Kolkata'),
      member('Ben', 'Europe/London'),
      member('Cy', ''),
      member('Di', 'UTC'),
    ];
    expect(ownZoneNote(members, new Set(['Asha', 'Ben', 'Cy']), report)).toBe(
      'Asked at 10:00 in their own time zone: Asha (Asia/Kolkata) and Ben (Europe/London). Everyone else at 10:00 America/Toronto.',
    );
  });

  it('says nothing when every assigned member follows the report time zone', () => {
    const members = [member('Cy', ''), member('Ed', 'default'), member('Fay', 'America/Toronto')];
    expect(ownZoneNote(members, new Set(['Cy', 'Ed', 'Fay']), report)).toBeNull();
  });
});

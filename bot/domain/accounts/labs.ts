/** Labs (beta features) an Account Admin turns on for the whole organisation (spec part 2 §2.2). */

import { eq } from 'drizzle-orm';
import { LABS, type TLabKey } from '../../../shared/accounts.ts';
import type { TLabsContext } from '../../../shared/accounts-api.ts';
import { canAdministerAccount } from '../../../shared/permissions.ts';
import type { TDb } from '../../db/client.ts';
import { accounts } from '../../db/schema/index.ts';
import { recordAuditEvent } from './audit.ts';
import type { TViewer } from './viewer.ts';

/** The labs table for the viewer. */
export function getLabs(viewer: TViewer): TLabsContext {
  return {
    can_toggle: canAdministerAccount(viewer),
    labs: LABS.map((lab) => ({ ...lab, enabled: viewer.account.labs.includes(lab.key) })),
  };
}

/** Turns one lab on or off; answers the account's enabled labs. */
export async function setLab(db: TDb, viewer: TViewer, lab: TLabKey, enabled: boolean): Promise<string[]> {
  const others = viewer.account.labs.filter((key) => key !== lab);
  const labs = enabled ? [...others, lab] : others;
  await db.update(accounts).set({ labs, updatedAt: new Date() }).where(eq(accounts.id, viewer.account.id));
  await recordAuditEvent(db, {
    kind: 'lab_changed',
    accountId: viewer.account.id,
    userId: viewer.user.id,
    details: { lab, enabled },
  });
  return labs;
}
